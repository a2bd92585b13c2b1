import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

// The README and docs/ link to each other, to pictures and to the code: every relative link must land on
// a file that exists, and every #anchor on a heading of the file it names (as GitHub makes them).
const ROOT = resolve(__dirname, '../..');
const FILES = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

function anchorsIn(file: string): Set<string> {
  const text = readFileSync(join(ROOT, file), 'utf8').replace(/```[\s\S]*?```/g, '');
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const match of text.matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const base = anchorOf(match[1] ?? '');
    const count = seen.get(base) ?? 0;
    anchors.add(count === 0 ? base : `${base}-${count}`);
    seen.set(base, count + 1);
  }
  return anchors;
}

/** Every relative link of a Markdown file (inline links and images), outside code blocks and code spans. */
function linksIn(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((m) => m[1] ?? '')
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

describe('the README and docs/ link only to what exists', () => {
  it('finds links to check (the test reads what it should)', () => {
    const all = FILES.flatMap(linksIn);
    expect(all.length).toBeGreaterThan(20);
    expect(all).toContain('docs/admin.md');
  });

  it.each(FILES)('%s: every relative link and anchor resolves', (file) => {
    const broken: string[] = [];
    for (const link of linksIn(file)) {
      const [path = '', anchor] = link.split('#');
      const target = path ? join(dirname(file), decodeURIComponent(path)) : file;
      if (!existsSync(join(ROOT, target))) broken.push(`${link} (no ${target})`);
      else if (anchor && target.endsWith('.md') && !anchorsIn(target).has(anchor)) {
        broken.push(`${link} (no heading #${anchor} in ${target})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('the anchor rule is GitHub’s', () => {
    expect(anchorOf('When casebot cannot serve someone')).toBe('when-casebot-cannot-serve-someone');
    expect(anchorOf('`workspace set`: every option')).toBe('workspace-set-every-option');
    expect(anchorOf('Slack’s 2026 blocks')).toBe('slacks-2026-blocks');
  });
});
