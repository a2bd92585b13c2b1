import { createSoon } from '../../src/lib/soon';

describe('work to do soon', () => {
  it('hands what was said to whoever listens, each key as it is said', () => {
    const soon = createSoon();
    const heard: string[] = [];
    soon.listen((key) => heard.push(key));
    soon.soon('T1');
    soon.soon('T2');
    expect(heard).toEqual(['T1', 'T2']);
  });

  it('keeps what was said before anyone listened, once a key, for the first listener to attach', () => {
    const soon = createSoon();
    soon.soon('T1');
    soon.soon('T2');
    soon.soon('T1');
    const heard: string[] = [];
    soon.listen((key) => heard.push(key));
    expect(heard).toEqual(['T1', 'T2']);
    // Handed over once: a later listener hears only what is said from then on.
    const later: string[] = [];
    soon.listen((key) => later.push(key));
    soon.soon('T3');
    expect(later).toEqual(['T3']);
    expect(heard).toEqual(['T1', 'T2', 'T3']);
  });
});
