import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { en } from '../../src/i18n/messages/en';
import { HELP } from '../../src/cli/help';

// docs/admin.md quotes what casebot says when it cannot serve someone. Each quote must be one of the
// English messages as a reader sees it: emoji drawn, bold and code marks gone, a value in each {slot}.
const ADMIN_MD = readFileSync(resolve(__dirname, '../../docs/admin.md'), 'utf8');

/** A quote as a reader sees it: no leading emoji, no mrkdwn marks, one space between words. */
const reading = (text: string) =>
  text
    .replace(/^:[a-z0-9_+-]+:\s*/, '')
    .replace(/^[^\p{L}\p{N}“"]+/u, '')
    .replace(/[*`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** A message of the catalogue as a pattern: each {slot} stands for any text. */
const pattern = (template: string) =>
  new RegExp(
    `^${reading(template)
      .split(/\{[a-zA-Z]+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+?')}$`,
    'u',
  );

const section = (() => {
  const start = ADMIN_MD.indexOf('## When casebot cannot serve someone');
  const end = ADMIN_MD.indexOf('\n## ', start + 1);
  return ADMIN_MD.slice(start, end);
})();

/** The quotes of the section's list: every code span of a line that starts a list item. */
const quotes = section
  .split('\n')
  .filter((line) => line.startsWith('- '))
  .flatMap((line) => [...line.replace(/^- \*\*[^*]+\*\*[^`]*?(?=`)/, '').matchAll(/`([^`]{25,})`/g)])
  .map((m) => m[1] ?? '');

describe('docs/admin.md quotes what casebot says', () => {
  const messages = Object.entries(en).map(([key, text]) => ({ key, pattern: pattern(text) }));

  it('finds the quotes (the test reads what it should)', () => {
    expect(quotes.length).toBeGreaterThanOrEqual(15);
  });

  it.each(quotes.map((q) => [q.slice(0, 60), q]))('“%s…” is a message casebot says', (_short, quote) => {
    const said = messages.filter((m) => m.pattern.test(reading(quote)));
    expect(said.map((m) => m.key)).toHaveLength(1);
  });

  it('a quote that drifted from the catalogue is caught', () => {
    const drifted = "👤 Your Slack account isn't linked yet. Ask an admin to run: npm run casebot -- user link T… U…";
    expect(messages.some((m) => m.pattern.test(reading(drifted)))).toBe(false);
  });
});

describe('docs/admin.md names every option of workspace set', () => {
  it('each --option the CLI’s help lists', () => {
    const help = HELP['workspace set'] ?? '';
    const options = [...new Set([...help.matchAll(/^\s+(--[a-z-]+)/gm)].map((m) => m[1] ?? ''))];
    expect(options.length).toBeGreaterThan(15);
    const section = ADMIN_MD.slice(ADMIN_MD.indexOf('## workspace set'));
    expect(options.filter((option) => !section.includes(`\`${option}`))).toEqual([]);
  });
});
