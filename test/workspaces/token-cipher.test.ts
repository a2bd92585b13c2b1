import { createTokenCipher, TokenDecryptError } from '../../src/workspaces/token-cipher';
import { OTHER_KEY, TEST_KEY } from '../helpers/databases';

describe('token cipher (AES-256-GCM)', () => {
  const cipher = createTokenCipher(TEST_KEY);

  it('round-trips a token and never stores it in the clear', () => {
    const stored = cipher.encrypt('T1', 'my-secret-token');
    expect(stored).toMatch(/^v1:[^:]+:[^:]+:[^:]+$/);
    expect(stored).not.toContain('my-secret-token');
    expect(Buffer.from(stored.split(':')[3] ?? '', 'base64').toString('utf8')).not.toContain('my-secret');
    expect(cipher.decrypt('T1', stored)).toBe('my-secret-token');
  });

  it('uses a new nonce each time', () => {
    expect(cipher.encrypt('T1', 'x')).not.toBe(cipher.encrypt('T1', 'x'));
  });

  it('refuses tampered ciphertext', () => {
    const [v, iv, tag, ct] = cipher.encrypt('T1', 'my-secret-token').split(':');
    const flipped = Buffer.from(ct ?? '', 'base64');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => cipher.decrypt('T1', [v, iv, tag, flipped.toString('base64')].join(':'))).toThrow(TokenDecryptError);
  });

  it('refuses a wrong key with an error that names the workspace', () => {
    const stored = cipher.encrypt('T1', 'my-secret-token');
    const other = createTokenCipher(OTHER_KEY);
    expect(() => other.decrypt('T1', stored)).toThrow(/workspace T1 .*CASEBOT_ENCRYPTION_KEY/);
  });

  it('refuses a ciphertext moved onto another workspace', () => {
    expect(() => cipher.decrypt('T2', cipher.encrypt('T1', 'tok'))).toThrow(TokenDecryptError);
  });

  it.each(['', 'plain-token', 'v2:a:b:c', 'v1:only'])('refuses the malformed value %j', (stored) => {
    expect(() => cipher.decrypt('T1', stored)).toThrow(TokenDecryptError);
  });

  it('refuses a malformed key', () => {
    expect(() => createTokenCipher('abc')).toThrow(/CASEBOT_ENCRYPTION_KEY/);
  });
});
