import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The sandbox draws every emoji code casebot writes as Slack would (a code it does not know would show
// as `:raising_hand:` in the page).
const SRC = join(__dirname, '../../src');
const page = readFileSync(join(SRC, 'sandbox/page.html'), 'utf8');
const drawn = new Set(
  [...(/var EMOJI = \{([\s\S]*?)\};/.exec(page)?.[1] ?? '').matchAll(/^\s*([a-z_]+):/gm)].map((m) => m[1]),
);

const written = new Set(
  [join(SRC, 'i18n/messages/en.ts'), ...readdirSync(join(SRC, 'blocks')).map((f) => join(SRC, 'blocks', f))]
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/:([a-z_]+):/g)].map((m) => m[1] ?? ''))
    .filter((code) => code !== 'emoji'),
);

describe('the sandbox page draws casebot’s emoji', () => {
  it('knows codes to draw (the test reads what it should)', () => {
    expect(drawn.size).toBeGreaterThan(10);
    expect(written.size).toBeGreaterThan(10);
  });

  it('draws every code casebot writes', () => {
    expect([...written].filter((code) => !drawn.has(code)).sort()).toEqual([]);
  });
});
