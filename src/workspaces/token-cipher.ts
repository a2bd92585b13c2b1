import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { ConfigError } from '../lib/errors';

const VERSION = 'v1';
const IV_BYTES = 12;

/** The stored token could not be decrypted: wrong key, or the ciphertext was altered. */
export class TokenDecryptError extends Error {
  readonly code = 'TOKEN_DECRYPT_FAILED';
  constructor(readonly teamId: string) {
    super(
      `The api token of workspace ${teamId} cannot be decrypted: CASEBOT_ENCRYPTION_KEY is not the key it was stored with, or the stored value was altered. Set the token again with "workspace set ${teamId} --api-token …".`,
    );
  }
}

export interface TokenCipher {
  encrypt(teamId: string, token: string): string;
  decrypt(teamId: string, stored: string): string;
}

/**
 * AES-256-GCM under a 32-byte key. The workspace id is bound in as associated data, so a ciphertext
 * copied onto another workspace's row does not decrypt. Stored form: `v1:<iv>:<tag>:<ciphertext>` (base64).
 */
export function createTokenCipher(hexKey: string): TokenCipher {
  if (!/^[0-9a-fA-F]{64}$/.test(hexKey)) {
    throw new ConfigError('CASEBOT_ENCRYPTION_KEY: must be 64 hexadecimal characters');
  }
  const key = Buffer.from(hexKey, 'hex');
  return {
    encrypt(teamId, token) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(teamId, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv.toString('base64'), tag.toString('base64'), ciphertext.toString('base64')].join(':');
    },
    decrypt(teamId, stored) {
      const [version, iv, tag, ciphertext] = stored.split(':');
      if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new TokenDecryptError(teamId);
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
        decipher.setAAD(Buffer.from(teamId, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64'));
        return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString('utf8');
      } catch {
        throw new TokenDecryptError(teamId);
      }
    },
  };
}
