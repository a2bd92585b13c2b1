import { countWalk, WALKS } from '../scripts/walks';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Linter } from 'eslint';
import { ActionId, CallbackId } from '../src/blocks/ids';
import { KIND_MODULES } from '../src/kinds/modules';
import type { KindModule } from '../src/kinds/module';
import type { ModuleDeps } from '../src/listeners/deps';

/** `true` where a module's deps have no such key (the type checker refuses `true` where they do). */
type NotIn<K extends string> = K extends keyof ModuleDeps ? false : true;
import { SET_OPTIONS } from '../src/cli/workspace';

// The layout src/README.md describes, held to: every room's README names each of its files on a line of
// its own (and nothing that is not there), every function or type it names there is in that file. Files
// are split by idea, not by a line count; one over 400 lines is flagged for a second look.
const SRC = join(__dirname, '..', 'src');
const MAX_LINES = 400;

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

  it("keeps what each room's README says of a file true: every function or type it names is in that file", () => {
    const checked = rooms.flatMap((room) => namedInReadme(room));
    // Enough to mean something, and none gone from the file its line describes.
    expect(checked.length).toBeGreaterThan(10);
    expect(checked.filter((c) => !c.found).map((c) => `${c.room}/${c.file}: ${c.token}`)).toEqual([]);
  });

  it('finds a name a README line says a file has when the file does not have it', () => {
    const said = namedIn('spine', '- `runner.ts`: the core (`runCore`, `noSuchThing()`), as `serve()` says.');
    expect(said.map((c) => [c.token, c.found])).toEqual([
      ['runCore', true],
      ['noSuchThing()', false],
      ['serve()', true],
    ]);
  });

  it('names every top-level file of src/ in src/README.md', () => {
    const readme = readFileSync(join(SRC, 'README.md'), 'utf8');
    const named = new Set([...readme.matchAll(/^- `([^`/]+\.ts)`/gm)].map((m) => m[1]));
    const top = readdirSync(SRC).filter((name) => name.endsWith('.ts'));
    expect(top.filter((name) => !named.has(name))).toEqual([]);
    expect([...named].filter((name) => !top.includes(name ?? ''))).toEqual([]);
  });

  it('flags a source file over 400 lines, but the language catalogues', () => {
    const long = filesUnder(SRC)
      .filter((path) => path.endsWith('.ts') && !path.includes(`${join('i18n', 'messages')}`))
      .map((path) => ({ path: relative(SRC, path), lines: readFileSync(path, 'utf8').split('\n').length }))
      .filter((file) => file.lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});

/** Every module a source file names: imports (types too), exports from, import() and require(). */
function namedModules(source: string): string[] {
  const found = [
    ...source.matchAll(/\b(?:import|export)\s[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g),
    ...source.matchAll(/\bimport\s*['"]([^'"]+)['"]/g),
    ...source.matchAll(/\b(?:import|require)\(\s*['"]([^'"]+)['"]\s*\)/g),
  ];
  return found.map((m) => m[1] ?? '');
}

/** The src/ file a relative specifier names, if any. */
function resolveIn(from: string, specifier: string, files: Set<string>): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = join(from, '..', specifier);
  return [base, `${base}.ts`, join(base, 'index.ts')].find((candidate) => files.has(candidate));
}

describe('the frame of unasked kinds', () => {
  // The spine and the poller loop over the registered kinds and name none: a kind is one module.
  const KIND_WORDS = /digest|aging|follow|watch|live.?card|remind/i;
  /** The lines of code (not comments) of a room that name a kind. */
  const naming = (room: string) =>
    filesUnder(join(SRC, room)).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line) && !/\.digest\(/.test(line) && KIND_WORDS.test(line))
        .map((line) => `${relative(SRC, file)}: ${line.trim()}`),
    );

  it('is named nowhere in the code of src/spine/ and src/polling/', () => {
    expect([...naming('spine'), ...naming('polling')]).toEqual([]);
  });

  it('finds a kind named in a room of the frame', () => {
    expect(naming('kinds').length).toBeGreaterThan(0);
  });
});

describe('a kind module', () => {
  // A module is named outside its folder only where it is registered: modules.ts lists it, registry.ts and
  // module.ts loop over it (the one option a module's stores take is typed there). The language catalogues
  // (its words under its keys), the sandbox, the migrations and the tables stand apart (they hold every
  // kind's rows and words).
  const REGISTERED = new Set(['kinds/registry.ts', 'kinds/modules.ts', 'kinds/module.ts']);
  const APART = /^(i18n|sandbox)\/|\/migrations|\/tables/;
  /** How a module's name reads in code: `live_card` as live-card or liveCard, `reminder` as remind too. */
  const patternOf = (name: string) => {
    const word = name.replace(/er$/, '').replace(/_/g, '.?');
    // A case's own channel is a live card's (its pinned card and canvas are kept true).
    return new RegExp(name === 'live_card' ? `${word}|case.?channel` : word, 'i');
  };
  /** The files of src/ outside the module's folder whose code (not comments) names it (`read`: a file's text). */
  const namedOutside = (
    name: string,
    files = filesUnder(SRC).map((file) => relative(SRC, file)),
    read = (file: string) => readFileSync(join(SRC, file), 'utf8'),
  ) =>
    files
      .filter(
        (file) => file.endsWith('.ts') && !file.startsWith(`kinds/${name.replace(/_/g, '-')}/`) && !APART.test(file),
      )
      .filter((file) =>
        read(file)
          .split('\n')
          .some(
            (line) =>
              !/^\s*(\/\/|\*|\/\*)/.test(line) &&
              // A hash's `.digest(` is crypto's, not the kind's.
              !/\.digest\(/.test(line) &&
              patternOf(name).test(line),
          ),
      )
      .filter((file) => !REGISTERED.has(file))
      .sort();

  /**
   * What is still named outside its folder, and why: the CLI's help of `--keep-cards-up-to-date`, a switch of
   * the workspace's own (its row, the admins' settings modal, like `--share-contact-details`), says what it
   * switches. This list may only shrink. (When a case is overdue is casebot's, `cases/overdue.ts`, and what My
   * cases, digests and reminders mark; aging alerts keep a workspace's thresholds and tell about overdue cases.)
   */
  const NOT_YET_MOVED: Readonly<Record<string, readonly string[]>> = { live_card: ['cli/help.ts'] };

  it.each(KIND_MODULES.map((m) => m.name))('%s is named outside its folder only where it is registered', (name) => {
    expect(namedOutside(name)).toEqual(NOT_YET_MOVED[name] ?? []);
  });

  it('finds a module named in a file outside its folder, in code but not in a comment', () => {
    const planted: Record<string, string> = {
      'listeners/planted.ts': 'export const next = (r: { nextRemindAt: Date }) => r.nextRemindAt;\n',
      'listeners/said.ts': '// A reminder is told here.\nexport const said = 1;\n',
      'listeners/card.ts': 'export const kept = { liveCard: true };\n',
    };
    const read = (file: string) => planted[file] ?? readFileSync(join(SRC, file), 'utf8');
    const files = [...filesUnder(SRC).map((file) => relative(SRC, file)), ...Object.keys(planted)];
    expect(namedOutside('reminder', files, read)).toEqual(['listeners/planted.ts']);
    expect(namedOutside('live_card', files, read)).toContain('listeners/card.ts');
  });

  it('gives a module’s surfaces no other module: its deps have neither the modules nor their listings', () => {
    // Checked by the type checker (`npm run lint`): either key in ModuleDeps makes its line an error.
    const absent: { modules: NotIn<'modules'>; listings: NotIn<'listings'> } = { modules: true, listings: true };
    expect(Object.keys(absent)).toEqual(['modules', 'listings']);
    // And by the code: no file of a module's folder reads them off its deps.
    const reaching = (text: string) => /\bdeps\.(modules|listings)\b/.test(text);
    const kinds = filesUnder(join(SRC, 'kinds')).filter((file) => file.endsWith('.ts'));
    expect(kinds.filter((file) => reaching(readFileSync(file, 'utf8'))).map((file) => relative(SRC, file))).toEqual([]);
    expect(reaching('const others = deps.modules.map((m) => m.name);')).toBe(true);
  });

  it('adds options of its own to `workspace set`: none is casebot’s or another module’s', () => {
    const added = KIND_MODULES.flatMap((m) =>
      Object.keys((m as KindModule).workspaceOptions?.options ?? {}).map((option) => ({ name: m.name, option })),
    );
    expect(added.map((a) => a.option)).toContain('aging-channel');
    const all = [...Object.keys(SET_OPTIONS), ...added.map((a) => a.option)];
    expect(all.filter((option, index) => all.indexOf(option) !== index)).toEqual([]);
    // Each is its module's, by name, so a reader of `--help` knows whose it is.
    expect(added.filter(({ name, option }) => !option.includes(name))).toEqual([]);
  });

  it('has ids of its own: each names it, and none is another module’s or casebot’s', () => {
    const core = [...Object.values(ActionId), ...Object.values(CallbackId)];
    const owned = KIND_MODULES.flatMap((m) => Object.values(m.ids ?? {}).map((id) => ({ name: m.name, id })));
    expect(owned.length).toBeGreaterThan(0);
    // `<name>_…`, or a name posted messages already carry that holds it (`search_unfollow`), read as the
    // module's name is read above (a live card's `case_channel_…`).
    expect(owned.filter(({ name, id }) => !patternOf(name).test(id))).toEqual([]);
    const all = [...core, ...owned.map(({ id }) => id)];
    expect(all.filter((id, index) => all.indexOf(id) !== index)).toEqual([]);
  });
});

describe('the imports of src/', () => {
  it('have no cycle, not even through type-only imports', () => {
    const files = filesUnder(SRC).filter((path) => path.endsWith('.ts'));
    const known = new Set(files);
    const edges = new Map(
      files.map((file) => [
        file,
        namedModules(readFileSync(file, 'utf8'))
          .map((specifier) => resolveIn(file, specifier, known))
          .filter((to): to is string => to !== undefined),
      ]),
    );
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, path: string[]) => {
      state.set(file, 'open');
      for (const to of edges.get(file) ?? []) {
        if (state.get(to) === 'open')
          cycles.push([...path.slice(path.indexOf(to)), to].map((f) => relative(SRC, f)).join(' → '));
        else if (!state.has(to)) visit(to, [...path, to]);
      }
      state.set(file, 'done');
    };
    for (const file of files) if (!state.has(file)) visit(file, [file]);
    expect(cycles).toEqual([]);
  });

  it('are refused across the rooms’ boundaries in every form a module can be named', () => {
    const root = join(__dirname, '..');
    // The project's own ESLint configuration, as `npm test` runs it.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const config = require(join(root, 'eslint.config.js')) as Linter.Config[];
    const linter = new Linter({ configType: 'flat', cwd: root });
    const lint = (code: string, filePath: string) =>
      linter.verify(code, config, { filename: join(root, filePath) }).filter((m) => m.ruleId === 'casebot/boundaries');
    // Each probe, written into the file it names, breaks a boundary of src/README.md's table.
    const probes: [string, string][] = [
      ['src/cases/probe.ts', "import { register } from '../listeners/register';"],
      ['src/cases/probe.ts', "import { register } from './../listeners/register';"],
      ['src/cases/nested/probe.ts', "import { register } from '../../../src/listeners/register';"],
      ['src/cases/probe.ts', "export { register } from '../listeners/register';"],
      ['src/cases/probe.ts', "export const load = () => import('../listeners/register');"],
      ['src/cases/probe.ts', "export const load = () => require('../listeners/register');"],
      ['src/cases/probe.ts', "export type Deps = import('../listeners/deps').ListenerDeps;"],
      ['src/cases/probe.ts', "import type { ListenerDeps } from '../listeners/deps';\nexport type D = ListenerDeps;"],
      ['src/cases/probe.ts', "import { App } from '@slack/bolt';\nexport const a = App;"],
      ['src/lib/probe.ts', "import { loadConfig } from '../config';\nexport const c = loadConfig;"],
      ['src/config.ts', "import { register } from './listeners/register';\nexport const r = register;"],
      ['src/metrics.ts', "import { startSandbox } from './sandbox/start';\nexport const s = startSandbox;"],
      ['src/watch/probe.ts', "import type { CasebotApp } from '../app';\nexport type A = CasebotApp;"],
    ];
    for (const [filePath, code] of probes) {
      expect({ filePath, code, refused: lint(code, filePath).length }).toEqual({ filePath, code, refused: 1 });
    }
    // And what the table allows passes.
    expect(lint("import { LruCache } from '../lib/lru';\nexport const l = LruCache;", 'src/cases/probe.ts')).toEqual(
      [],
    );
  });
});

describe('listeners', () => {
  it('refuse a write to a conversation that is not through the one road, and the signing secret', () => {
    const root = join(__dirname, '..');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const config = require(join(root, 'eslint.config.js')) as Linter.Config[];
    const linter = new Linter({ configType: 'flat', cwd: root });
    const refused = (code: string, filePath = 'src/listeners/actions/probe.ts') =>
      linter.verify(code, config, { filename: join(root, filePath) }).filter((m) => m.ruleId === 'no-restricted-syntax')
        .length;
    const client = 'import type { webApi } from "@slack/bolt";\nexport const w = (client: webApi.WebClient) => ';
    const writes = [
      `${client}client.chat\n  .postMessage({ channel: 'C1', text: 'x' });`,
      `${client}client.conversations.archive({ channel: 'C1' });`,
      `${client}client.pins.add({ channel: 'C1', timestamp: '1' });`,
      `${client}client.conversations.canvases.create({ channel_id: 'C1' });`,
      `${client}client.chat?.scheduleMessage({ channel: 'C1', text: 'x', post_at: 1 });`,
      `${client}client['chat'].postMessage({ channel: 'C1', text: 'x' });`,
      `${client}client.chat['update']({ channel: 'C1', ts: '1', text: 'x' });`,
      `${client}{ const { chat } = client; return chat.postMessage({ channel: 'C1', text: 'x' }); };`,
      `${client}client.apiCall('chat.postMessage', { channel: 'C1', text: 'x' });`,
      'export const s = (o: { signingSecret: string }) => o.signingSecret;',
      "export const e = process.env['SLACK_SIGNING_SECRET'];",
    ];
    for (const code of writes) expect({ code, refused: refused(code) > 0 }).toEqual({ code, refused: true });
    // Replies to the person who asked stay where they are; the road itself may write.
    expect(refused(`${client}client.views.open({ trigger_id: 't', view: {} as never });`)).toBe(0);
    expect(refused(`${client}client.chat.postEphemeral({ channel: 'C1', user: 'U1', text: 'x' });`)).toBe(0);
    expect(refused(`${client}client.conversations.members({ channel: 'C1' });`)).toBe(0);
    expect(refused(`${client}client.chat.postMessage({ channel: 'C1', text: 'x' });`, 'src/slack/probe.ts')).toBe(0);
  });
});

describe("the spine's walks (npm run walks)", () => {
  it.each(WALKS.map((walk) => [walk.name, walk] as const))(
    '%s: every hop is in the code, within its calls, no room entered more often than allowed',
    (_name, walk) => {
      const counted = countWalk(walk);
      expect(counted.missing).toEqual([]);
      expect(counted.calls).toBeLessThanOrEqual(walk.most.calls);
      expect(Math.max(...counted.entries.values())).toBeLessThanOrEqual(walk.most.entriesPerRoom);
    },
  );

  it('finds a hop the code does not make, and counts a room left and entered again', () => {
    const [first] = WALKS;
    if (!first) throw new Error('no walk');
    const hop = { file: 'spine/serve.ts', fn: 'serve', calls: 'noSuchCall(', to: 'listeners/deps.ts' };
    const back = { file: 'listeners/deps.ts', fn: 'nowhere', calls: 'x(', to: 'spine/serve.ts' };
    const counted = countWalk({ ...first, hops: [...first.hops.slice(0, 2), hop, back] });
    expect(counted.missing).toEqual([hop, back]);
    expect(counted.entries.get('spine')).toBe(2);
  });
});

/** A name in code: a call (`serve()`) or a camelCase or PascalCase identifier (`runCore`, `ActingFor`). */
const CODE_NAME = /^[A-Za-z_$][\w$]*(\(\))?$/;
const isCodeName = (token: string) =>
  CODE_NAME.test(token) && (token.endsWith('()') || /[a-z][A-Z]|^[A-Z][a-z]+[A-Z]/.test(token));

/** What one README line (an item naming a file) says the file has, and whether the file has it. */
function namedIn(room: string, item: string) {
  const file = /^- `([^`]+)`/.exec(item)?.[1] ?? '';
  const path = join(SRC, room, file);
  const text = statSync(path, { throwIfNoEntry: false })?.isFile() ? readFileSync(path, 'utf8') : '';
  return [...item.replace(/^- `[^`]+`/, '').matchAll(/`([^`]+)`/g)]
    .map((m) => m[1] ?? '')
    .filter(isCodeName)
    .map((token) => ({
      room,
      file,
      token,
      found: new RegExp(`\\b${token.replace(/\(\)$/, '').replace(/\$/g, '\\$')}\\b`).test(text),
    }));
}

const namedInReadme = (room: string) =>
  readFileSync(join(SRC, room, 'README.md'), 'utf8')
    .split(/\n(?=- `)/)
    .filter((item) => item.startsWith('- `'))
    .flatMap((item) => namedIn(room, item));
