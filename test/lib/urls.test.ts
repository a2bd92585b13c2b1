import { bareUrl } from '../../src/lib/urls';

describe('bareUrl', () => {
  it.each([
    ['https://cases.example/case/1234', 'https://cases.example/case/1234'],
    ['https://cases.example/case/1234,', 'https://cases.example/case/1234'],
    ['https://cases.example/case/1234.', 'https://cases.example/case/1234'],
    ['https://cases.example/case/1234»', 'https://cases.example/case/1234'],
    ['https://cases.example/case/1234”.', 'https://cases.example/case/1234'],
    ['https://cases.example/case/1234’', 'https://cases.example/case/1234'],
    ['https://cases.example/case/1234).', 'https://cases.example/case/1234'],
    ['https://cases.example/wiki/Case_(1234)', 'https://cases.example/wiki/Case_(1234)'],
    ['https://cases.example/case/«1234', 'https://cases.example/case/«1234'],
  ])('%s → %s', (text, url) => {
    expect(bareUrl(text)).toBe(url);
  });
});
