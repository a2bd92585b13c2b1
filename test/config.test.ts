import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig, slackMode } from '../src/config';

// Secrets from files (Docker and compose secrets, Kubernetes mounts): NAME_FILE holds the path.
describe('settings read from files', () => {
  const folder = mkdtempSync(join(tmpdir(), 'casebot-secrets-'));
  const file = (name: string, content: string) => {
    const path = join(folder, name);
    writeFileSync(path, content);
    return path;
  };
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('reads NAME_FILE into NAME, without its trailing newline', () => {
    const config = loadConfig({
      SLACK_SIGNING_SECRET_FILE: file('signing', 'from-a-file\n'),
      SLACK_BOT_TOKEN_FILE: file('bot', 'xoxb-from-a-file'),
      CASEBOT_ENCRYPTION_KEY_FILE: file('key', `${'c'.repeat(64)}\n`),
      DATABASE_URL_FILE: file('db', 'postgres://casebot@db:5432/casebot\n'),
    });
    expect(slackMode(config)).toEqual({ kind: 'http', signingSecret: 'from-a-file', botToken: 'xoxb-from-a-file' });
    expect(config.CASEBOT_ENCRYPTION_KEY).toBe('c'.repeat(64));
    expect(config.DATABASE_URL).toBe('postgres://casebot@db:5432/casebot');
  });

  it.each([
    [
      'both set',
      () => ({ SLACK_BOT_TOKEN: 'xoxb-1', SLACK_BOT_TOKEN_FILE: file('b2', 'xoxb-2') }),
      /^SLACK_BOT_TOKEN_FILE: set SLACK_BOT_TOKEN or SLACK_BOT_TOKEN_FILE, not both$/,
    ],
    [
      'a file that is not there',
      () => ({ SLACK_STATE_SECRET_FILE: join(folder, 'missing') }),
      /^SLACK_STATE_SECRET_FILE: cannot read .*missing \(ENOENT\)$/,
    ],
    [
      'a bad value in the file',
      () => ({ CASEBOT_ENCRYPTION_KEY_FILE: file('short', 'secret-but-short') }),
      /^CASEBOT_ENCRYPTION_KEY: must be 64 hexadecimal characters/,
    ],
  ])('stops with one line naming the variable for %s, never the value', (_what, env, message) => {
    let error: unknown;
    try {
      loadConfig(env());
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toMatch(/xoxb-|secret-but-short/);
  });
});
