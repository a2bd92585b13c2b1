// @ts-check
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const path = require('node:path');

// The arrows between src/'s rooms and its top-level files, as src/README.md draws them: each lists what it
// may import. A change that breaks one fails `npm test` (lint runs first). Every way a module can be named
// is read (import, export … from, import(), require(), import types), and every path is resolved first,
// so `./../x`, `../../src/x` and the like are caught as what they point at. The sandbox stands apart: only
// main.ts reaches it, and only when it runs without Slack credentials.
const ROOMS = [
  'blocks',
  'case-api',
  'cases',
  'cli',
  'i18n',
  'lib',
  'listeners',
  'polling',
  'sandbox',
  'slack',
  'spine',
  'use-cases',
  'kinds',
  'workspaces',
];
/** @type {Record<string, { rooms: string[], top: string[], slack: boolean }>} */
const MAY_IMPORT = {
  // The rooms.
  lib: { rooms: [], top: [], slack: false },
  i18n: { rooms: ['lib'], top: [], slack: false },
  'case-api': { rooms: ['lib'], top: [], slack: false },
  cases: { rooms: ['case-api', 'lib'], top: [], slack: false },
  workspaces: { rooms: ['i18n', 'lib'], top: [], slack: true },
  blocks: { rooms: ['case-api', 'cases', 'i18n', 'lib', 'workspaces'], top: [], slack: true },
  slack: { rooms: ['i18n', 'lib', 'workspaces'], top: ['logging'], slack: true },
  // The spine: who acts as whom, the runner, the outbox and its delivery.
  spine: {
    rooms: ['blocks', 'case-api', 'cases', 'i18n', 'lib', 'slack', 'workspaces'],
    top: ['logging', 'outcomes'],
    slack: true,
  },
  // Everything casebot tells unasked, one folder a kind, and the rules that loop over them. A kind module's
  // surfaces (its command, buttons, modals) use the listeners' shared pieces; the listeners reach a module
  // only through `kinds/surfaces.ts` and their deps (no file-level cycle: test/structure.test.ts).
  kinds: {
    rooms: ['blocks', 'case-api', 'cases', 'i18n', 'lib', 'listeners', 'slack', 'spine', 'workspaces'],
    top: ['logging', 'outcomes'],
    slack: true,
  },
  polling: {
    rooms: ['blocks', 'case-api', 'cases', 'i18n', 'lib', 'kinds', 'slack', 'spine', 'workspaces'],
    top: ['logging'],
    slack: true,
  },
  'use-cases': {
    rooms: ['blocks', 'cases', 'i18n', 'kinds', 'lib', 'polling', 'spine', 'workspaces'],
    top: [],
    slack: false,
  },
  listeners: {
    rooms: ['blocks', 'case-api', 'cases', 'i18n', 'lib', 'slack', 'spine', 'use-cases', 'kinds', 'workspaces'],
    top: ['logging', 'outcomes'],
    slack: true,
  },
  cli: {
    rooms: ['case-api', 'cases', 'i18n', 'lib', 'polling', 'spine', 'use-cases', 'kinds', 'workspaces'],
    top: ['config', 'logging'],
    slack: false,
  },
  sandbox: {
    rooms: ['blocks', 'case-api', 'i18n', 'lib', 'workspaces'],
    top: ['compose', 'logging', 'config'],
    slack: true,
  },
  // The top-level files: neutral modules import no room; the composition roots build from them.
  outcomes: { rooms: [], top: [], slack: false },
  logging: { rooms: [], top: [], slack: true },
  config: { rooms: ['lib'], top: [], slack: false },
  metrics: { rooms: ['case-api'], top: ['outcomes'], slack: true },
  app: { rooms: ['lib', 'listeners', 'slack'], top: ['config', 'logging'], slack: true },
  'compose-polling': {
    rooms: ['cases', 'lib', 'polling', 'slack', 'spine', 'use-cases', 'kinds', 'workspaces'],
    top: ['logging'],
    slack: true,
  },
  'compose-cases': { rooms: ['case-api', 'cases', 'lib'], top: ['compose-settings', 'metrics'], slack: false },
  'compose-installations': { rooms: ['lib', 'slack', 'workspaces'], top: ['logging', 'metrics'], slack: true },
  'compose-settings': {
    rooms: ['case-api', 'slack'],
    top: ['compose-polling', 'config', 'logging', 'outcomes'],
    slack: true,
  },
  compose: {
    rooms: ['case-api', 'cases', 'lib', 'listeners', 'polling', 'slack', 'spine', 'use-cases', 'kinds', 'workspaces'],
    top: [
      'app',
      'compose-cases',
      'compose-installations',
      'compose-settings',
      'compose-polling',
      'config',
      'logging',
      'metrics',
      'outcomes',
    ],
    slack: true,
  },
  main: { rooms: ['lib', 'sandbox'], top: ['compose', 'config', 'logging'], slack: false },
};

const SRC = path.join(__dirname, 'src');

/** Where a path in src/ lives: a room, a top-level file, or outside src/ (undefined). */
function placeOf(file) {
  const relative = path.relative(SRC, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [first] = relative.split(path.sep);
  if (ROOMS.includes(first)) return first;
  return first.replace(/\.(ts|js|cjs|json)$/, '');
}

/** The boundary rule: every module a file of src/ names, checked against MAY_IMPORT. */
const boundaryRule = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    const from = placeOf(file);
    if (!from) return {};
    const may = MAY_IMPORT[from];
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const report = (message) => context.report({ node, message });
      if (source.startsWith('@slack/')) {
        if (may && !may.slack) report(`src/${from} knows nothing of Slack (${source})`);
        return;
      }
      if (!source.startsWith('.') && !source.startsWith('/')) return;
      const target = path.resolve(path.dirname(file), source);
      const to = placeOf(target);
      if (to === undefined) return report(`src/${from} must not import from outside src/ (${source})`);
      if (to === from) return;
      if (!may) return report(`src/${from} is not in the boundary table (eslint.config.js)`);
      const isRoom = ROOMS.includes(to);
      const allowed = isRoom ? may.rooms.includes(to) : may.top.includes(to);
      if (!allowed) report(`src/${from} must not import src/${to}${isRoom ? '/' : '.ts'} (see src/README.md)`);
    };
    const literal = (node) => (node && node.type === 'Literal' ? node.value : undefined);
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, literal(node.source)),
      TSImportType: (node) =>
        check(node, literal(node.argument && node.argument.literal ? node.argument.literal : node.argument)),
      TSImportEqualsDeclaration: (node) =>
        node.moduleReference.type === 'TSExternalModuleReference' &&
        check(node, literal(node.moduleReference.expression)),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require')
          check(node, literal(node.arguments[0]));
      },
    };
  },
};

/** The Web API's namespaces that write to conversations, and the methods of them a listener may call. */
const WRITE_SPACES = '/^(chat|conversations|pins|bookmarks|canvases|files|reactions)$/';
const READS = '/^(postEphemeral|unfurl|members|info|history|replies|list|open)$/';

module.exports = tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'coverage/', 'test-results/', 'scratch/', 'src/sandbox/page.html'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['**/*.cjs', '**/*.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        require: 'readonly',
        module: 'writable',
        process: 'readonly',
        console: 'readonly',
        performance: 'readonly',
        __dirname: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/**/*.ts'],
    plugins: { casebot: { rules: { boundaries: boundaryRule } } },
    rules: { 'casebot/boundaries': 'error' },
  },
  {
    // Listeners parse, run through the runner and render: every write to a conversation goes through
    // slack/conversations.ts (the one road to Slack), and Slack's signatures are the request guard's.
    files: ['src/listeners/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        // Every method of the Web API's conversation namespaces, but the reads and the replies to the
        // person who asked (an ephemeral answer, an unfurl), named or computed, and apiCall by name.
        ...[
          `MemberExpression[object.property.name=${WRITE_SPACES}]:not([property.name=${READS}])`,
          `MemberExpression[object.property.value=${WRITE_SPACES}]`,
          `MemberExpression[object.property.name=${WRITE_SPACES}][computed=true]`,
          `VariableDeclarator > ObjectPattern > Property[key.name=${WRITE_SPACES}]`,
          "CallExpression[callee.property.name='apiCall']",
        ].map((selector) => ({
          selector,
          message: 'A listener writes to a conversation only through slack/conversations.ts (the one road to Slack)',
        })),
        {
          selector: 'Identifier[name=/signing_?secret/i], Literal[value=/signing_?secret/i]',
          message: "A listener never holds Slack's signing secret: the request guard verifies every signed request",
        },
      ],
    },
  },
  {
    // The drivers of the two database engines are loaded only when used.
    // And the sandbox only when casebot runs without Slack credentials.
    files: ['src/workspaces/database.ts', 'src/main.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
