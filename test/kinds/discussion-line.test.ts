import { firstStrong, asShown } from '../../src/blocks/bidi';
import { discussedLine, type Shown } from '../../src/kinds/discussion/blocks';
import { translator } from '../../src/i18n/translate';

// The Discussed in line as each reader reads it: an Arabic reader's list runs right to left, with its
// own comma, each conversation a link; everyone else's left to right.
const shown = (name: string, ts: string): Shown => ({
  channelId: `C0${name.toUpperCase()}`,
  conversation: { open: 'public', name: `#${name}`, kind: 'channel', external: false },
  permalink: `https://acme.slack.com/archives/C0${name.toUpperCase()}/p${ts}`,
  at: new Date(Date.UTC(2026, 11, 1, 9, 30)),
  by: 'U0ALICE',
});
const three = [shown('support', '1'), shown('billing', '2'), shown('escalations', '3')];

describe('the Discussed in line', () => {
  it('runs right to left for an Arabic reader, with the Arabic comma, and counts the rest', () => {
    const line = discussedLine(translator('ar'), three, 7);
    const text = line?.text ?? '';
    expect(text.match(/\)، </g)).toHaveLength(2);
    expect(text).not.toMatch(/>\), </);
    // The list itself starts right to left inside its isolate: the newest comes first to a right-to-left eye.
    const list = text.slice(text.indexOf('\u2068') + 1, text.indexOf('\u2069'));
    expect(firstStrong(asShown(list))).toBe('rtl');
    expect(asShown(text)).toMatch(/#support .*#billing .*#escalations/);
    expect(text).toContain('7 محادثات أخرى');
    expect(line?.field.value).toContain('#support، #billing، #escalations');
  });

  it('runs left to right for everyone else, each conversation a link with its date', () => {
    const line = discussedLine(translator('de'), three, 1);
    expect(line?.text).toContain('<https://acme.slack.com/archives/C0SUPPORT/p1|#support> (<!date^');
    expect(line?.text).toContain('und einem weiteren');
    expect(line?.field).toMatchObject({ key: 'discussed_in', label: 'Besprochen in' });
    expect(discussedLine(translator('en'), [], 0)).toBeUndefined();
  });
});
