/** @type {import('jest').Config} */
// `npm run test:image` only (scripts/test-image.sh builds the image first): the container image driven
// from outside, as an operator would run it.
const base = require('./jest.config');

module.exports = {
  ...base,
  roots: ['<rootDir>/test/image'],
  testPathIgnorePatterns: ['/node_modules/'],
  testTimeout: 120000,
};
