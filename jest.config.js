/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // ky is published as ESM only; let the transformer turn it into CommonJS for jest.
  transformIgnorePatterns: ['/node_modules/(?!ky/)'],
  setupFilesAfterEnv: ['<rootDir>/test/helpers/setup.ts'],
  testTimeout: 20000,
};
