// @ts-check
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');

// The arrows between src/'s rooms, as src/README.md draws them: each room lists the rooms it must not
// import. A change that breaks one fails `npm test` (lint runs first). The sandbox stands apart: only
// main.ts reaches it, and only when it runs without Slack credentials.
const ROOMS = [
  'blocks',
  'case-api',
  'cases',
  'cli',
  'i18n',
  'lib',
  'listeners',
  'sandbox',
  'slack',
  'use-cases',
  'watch',
  'workspaces',
];
const TOP = ['app', 'compose', 'compose-watching', 'config', 'main', 'metrics', 'logging', 'outcomes'];
/** @type {Record<string, { rooms: string[], top: string[], slack: boolean }>} */
const MAY_IMPORT = {
  lib: { rooms: [], top: [], slack: false },
  i18n: { rooms: ['lib'], top: [], slack: false },
  'case-api': { rooms: ['lib'], top: [], slack: false },
  cases: { rooms: ['case-api', 'lib'], top: [], slack: false },
  workspaces: { rooms: ['i18n', 'lib'], top: [], slack: true },
  blocks: { rooms: ['case-api', 'i18n', 'lib', 'workspaces'], top: [], slack: true },
  slack: { rooms: ['i18n', 'lib'], top: ['logging'], slack: true },
  watch: {
    rooms: ['blocks', 'case-api', 'cases', 'i18n', 'lib', 'slack', 'workspaces'],
    top: ['app', 'logging'],
    slack: true,
  },
  'use-cases': { rooms: ['cases', 'lib', 'watch', 'workspaces'], top: [], slack: false },
  listeners: {
    rooms: ['blocks', 'case-api', 'cases', 'i18n', 'lib', 'slack', 'use-cases', 'watch', 'workspaces'],
    top: ['logging', 'outcomes'],
    slack: true,
  },
  cli: { rooms: ['case-api', 'i18n', 'lib', 'workspaces'], top: ['config', 'logging'], slack: false },
  sandbox: {
    rooms: ['blocks', 'case-api', 'i18n', 'lib', 'workspaces'],
    top: ['compose', 'logging', 'config'],
    slack: true,
  },
};
const boundaries = Object.entries(MAY_IMPORT).map(([room, may]) => ({
  files: [`src/${room}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...ROOMS.filter((other) => other !== room && !may.rooms.includes(other)).map((other) => ({
            group: [`../${other}`, `../${other}/*`, `../../${other}`, `../../${other}/*`],
            message: `src/${room} must not import src/${other} (see src/README.md)`,
          })),
          ...TOP.filter((name) => !may.top.includes(name)).map((name) => ({
            group: [`../${name}`, `../../${name}`],
            message: `src/${room} must not import src/${name}.ts (see src/README.md)`,
          })),
          ...(may.slack ? [] : [{ group: ['@slack/*'], message: `src/${room} knows nothing of Slack` }]),
        ],
      },
    ],
  },
}));

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
  ...boundaries,
  {
    // Only the composition roots build things; nothing else reaches the sandbox.
    files: ['src/*.ts'],
    ignores: ['src/main.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['./sandbox', './sandbox/*'], message: 'only main.ts starts the sandbox' }] },
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
