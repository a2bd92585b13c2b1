import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig, requireEncryptionKey, slackMode } from '../src/config';
import { capsFrom } from '../src/kinds/live-card/case-channel-store';
import { KIND_ENVIRONMENT } from '../src/kinds/registry';

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

// Which way casebot talks to Slack, from which credentials are present: each half-given mode said in one
// line naming the variable, never a start in the wrong mode.
describe('the Slack mode a start is in', () => {
  const oauth = {
    SLACK_CLIENT_ID: '1.2',
    SLACK_CLIENT_SECRET: 'cs',
    SLACK_STATE_SECRET: 'ss',
    SLACK_SIGNING_SECRET: 'sig',
  };
  const mode = (env: NodeJS.ProcessEnv) => slackMode(loadConfig(env));

  it('reads OAuth, Socket Mode, HTTP and the sandbox from what is set', () => {
    expect(mode(oauth)).toEqual({
      kind: 'oauth',
      signingSecret: 'sig',
      clientId: '1.2',
      clientSecret: 'cs',
      stateSecret: 'ss',
    });
    expect(mode({ SLACK_APP_TOKEN: 'xapp-1', SLACK_BOT_TOKEN: 'xoxb-1' })).toMatchObject({ kind: 'socket' });
    expect(mode({ SLACK_SIGNING_SECRET: 'sig', SLACK_BOT_TOKEN: 'xoxb-1' })).toMatchObject({ kind: 'http' });
    expect(mode({})).toEqual({ kind: 'sandbox' });
    expect(mode({ NODE_ENV: 'production', CASEBOT_SANDBOX: '1' })).toEqual({ kind: 'sandbox' });
  });

  it.each([
    [
      'OAuth without its state secret',
      { ...oauth, SLACK_STATE_SECRET: '' },
      /^SLACK_STATE_SECRET: required with the other SLACK_CLIENT_\*/,
    ],
    [
      'OAuth without a signing secret',
      { ...oauth, SLACK_SIGNING_SECRET: '' },
      /^SLACK_SIGNING_SECRET: required in OAuth mode/,
    ],
    [
      'OAuth with a bot token',
      { ...oauth, SLACK_BOT_TOKEN: 'xoxb-1' },
      /^SLACK_BOT_TOKEN: leave it unset in OAuth mode/,
    ],
    [
      'Socket Mode without a bot token',
      { SLACK_APP_TOKEN: 'xapp-1' },
      /^SLACK_BOT_TOKEN: required with SLACK_APP_TOKEN/,
    ],
    [
      'HTTP without a signing secret',
      { SLACK_BOT_TOKEN: 'xoxb-1' },
      /^SLACK_SIGNING_SECRET: required with SLACK_BOT_TOKEN/,
    ],
    [
      'HTTP without a bot token',
      { SLACK_SIGNING_SECRET: 'sig' },
      /^SLACK_BOT_TOKEN: required with SLACK_SIGNING_SECRET/,
    ],
    [
      'production without credentials',
      { NODE_ENV: 'production' },
      /with NODE_ENV=production casebot never starts the sandbox/,
    ],
  ])('%s stops the start with one line naming it', (_name, env, said) => {
    expect(() => mode(env)).toThrow(ConfigError);
    expect(() => mode(env)).toThrow(said);
  });
});

describe('settings read as an operator writes them', () => {
  it('takes the closed statuses as a list, and the defaults in six languages where none is given', () => {
    expect(loadConfig({ CASEBOT_CLOSED_STATUSES: ' Done , Cancelled,, ' }).CASEBOT_CLOSED_STATUSES).toEqual([
      'Done',
      'Cancelled',
    ]);
    expect(loadConfig({}).CASEBOT_CLOSED_STATUSES).toEqual(expect.arrayContaining(['closed', 'resolved']));
  });

  it('takes a public https address without its trailing slash, and refuses another', () => {
    expect(loadConfig({ CASEBOT_PUBLIC_URL: 'https://casebot.acme.example/' }).CASEBOT_PUBLIC_URL).toBe(
      'https://casebot.acme.example',
    );
    expect(() => loadConfig({ CASEBOT_PUBLIC_URL: 'http://casebot.acme.example' })).toThrow(
      /^CASEBOT_PUBLIC_URL: must be an https:\/\/ address with no query/,
    );
  });

  it('keeps the token sweep within its bounds, a minute by default', () => {
    expect(loadConfig({}).CASEBOT_TOKEN_SWEEP_MS).toBe(60_000);
    expect(loadConfig({ CASEBOT_TOKEN_SWEEP_MS: '250' }).CASEBOT_TOKEN_SWEEP_MS).toBe(250);
    expect(() => loadConfig({ CASEBOT_TOKEN_SWEEP_MS: '10' })).toThrow(/^CASEBOT_TOKEN_SWEEP_MS: /);
  });

  it('checks a kind module’s own variables with casebot’s, and hands the module what was set', () => {
    // The case channels' caps are the live card module's (its `environment`); the store reads them.
    const load = (env: NodeJS.ProcessEnv) => loadConfig(env, KIND_ENVIRONMENT);
    expect(() => load({ CASEBOT_CASE_CHANNELS_PER_MINUTE: '61' })).toThrow(/^CASEBOT_CASE_CHANNELS_PER_MINUTE: /);
    expect(() => load({ CASEBOT_CASE_CHANNELS_PER_PERSON: 'ten' })).toThrow(/^CASEBOT_CASE_CHANNELS_PER_PERSON: /);
    const config = load({ CASEBOT_CASE_CHANNELS_PER_MINUTE: ' 5 ', CASEBOT_POLL_INTERVAL_MS: '60000' });
    expect(config.kindEnv).toEqual({ CASEBOT_CASE_CHANNELS_PER_MINUTE: ' 5 ' });
    expect(capsFrom(config.kindEnv)).toEqual({ perPerson: 10, perWorkspace: 200, perPersonPerMinute: 5 });
    expect(load({}).kindEnv).toEqual({});
  });

  it('asks for the encryption key with the command that makes one', () => {
    expect(() => requireEncryptionKey(loadConfig({}))).toThrow(
      /CASEBOT_ENCRYPTION_KEY: not set; generate one with: node -e/,
    );
    expect(requireEncryptionKey(loadConfig({ CASEBOT_ENCRYPTION_KEY: 'a'.repeat(64) }))).toBe('a'.repeat(64));
  });
});
