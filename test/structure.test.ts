import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// The layout src/README.md describes, held to: every room's README names each of its files on a line of
// its own (and nothing that is not there), and no file grows past one concept's worth of lines.
const SRC = join(__dirname, '..', 'src');
const MAX_LINES = 250;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

const rooms = readdirSync(SRC).filter((name) => statSync(join(SRC, name)).isDirectory());

describe('the layout of src/', () => {
  it.each(rooms)('%s/README.md names every file of the room, one line each, and only those', (room) => {
    const dir = join(SRC, room);
    const readme = readFileSync(join(dir, 'README.md'), 'utf8');
    const named = [...readme.matchAll(/^- `([^`]+)`/gm)].map((m) => m[1]);
    const files = filesUnder(dir)
      .map((path) => relative(dir, path))
      .filter((path) => path !== 'README.md')
      // A catalogue folder is named as one line.
      .map((path) => (path.startsWith('messages/') ? 'messages/' : path));
    expect([...new Set(named)].sort()).toEqual([...new Set(files)].sort());
  });

  it('keeps every source file under 250 lines, but the language catalogues and the sandbox page', () => {
    const long = filesUnder(SRC)
      .filter((path) => path.endsWith('.ts') && !path.includes(`${join('i18n', 'messages')}`))
      .map((path) => ({ path: relative(SRC, path), lines: readFileSync(path, 'utf8').split('\n').length }))
      .filter((file) => file.lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
