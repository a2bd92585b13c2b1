/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  // The container image is built and driven by `npm run test:image` (jest.image.config.js).
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/image/'],
  testMatch: ['**/*.test.ts'],
  transform: {
    // Transpile only (types are checked by `tsc` in `npm run lint`), to CommonJS.
    '^.+\\.[tj]sx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json', diagnostics: false }],
  },
  // ky is published as ESM only; let the transformer turn it into CommonJS for jest.
  transformIgnorePatterns: ['/node_modules/(?!ky/)'],
  setupFilesAfterEnv: ['<rootDir>/test/helpers/setup.ts'],
  // The production bundle, built once for the run: tests that need casebot as a process spawn it.
  globalSetup: '<rootDir>/test/helpers/global-setup.ts',
  // Two files at a time: every test listens on port 0, in its own schema and temporary folder.
  maxWorkers: 2,
  // A worker whose memory passed this after a file is replaced by a fresh one. Without it each worker grows
  // to about 1 GB by the end of the suite (`npx jest --logHeapUsage`).
  workerIdleMemoryLimit: '600MB',
  // Workers are threads, not processes. A child process that jest ends must exit within 500 ms or jest
  // kills it and prints "A worker process has failed to exit gracefully": beside two busy cores a process
  // often took longer, even after two files that open nothing (config and signature tests, no handle left
  // at their end); a thread ends at once. Each thread has its own process.env and module registry.
  workerThreads: true,
  testTimeout: 20000,
};
