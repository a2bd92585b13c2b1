import { clearingMemo } from '../../src/lib/lru';

describe('clearingMemo', () => {
  it('makes each answer once, undefined included, and forgets all at once when full', () => {
    const made: string[] = [];
    const remember = clearingMemo<string | undefined>(2);
    const make = (key: string) => () => {
      made.push(key);
      return key === 'none' ? undefined : key.toUpperCase();
    };
    expect(remember('a', make('a'))).toBe('A');
    expect(remember('a', make('a'))).toBe('A');
    expect(remember('none', make('none'))).toBeUndefined();
    expect(remember('none', make('none'))).toBeUndefined();
    expect(made).toEqual(['a', 'none']);
    // Full: the third answer is kept alone, the first two are made again when asked for.
    expect(remember('b', make('b'))).toBe('B');
    expect(remember('b', make('b'))).toBe('B');
    expect(remember('a', make('a'))).toBe('A');
    expect(made).toEqual(['a', 'none', 'b', 'a']);
  });
});
