import { execFile } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { FakeCaseApi } from '../../src/sandbox/case-api-server';
import { FakeSlack } from '../../src/sandbox/slack-api-server';
import { postSigned, signature, slashCommandBody } from '../../src/sandbox/slack-requests';
import { openDatabase } from '../../src/workspaces/database';
import { migrateToLatest } from '../../src/kinds/registry';
import { createWorkspaceStore } from '../../src/workspaces/store';
import { createTokenCipher } from '../../src/workspaces/token-cipher';
import { account, fakeCase } from '../helpers/fake-cases';
import { answerOf } from '../helpers/answers';
import { POSTGRES_URL, TEST_KEY } from '../helpers/databases';
import { ROOT } from '../helpers/processes';
import { waitUntil } from '../helpers/wait';
import { closedPort as freePort } from '../helpers/ports';

// casebot's container image (built by scripts/test-image.sh), run as an operator runs it: on the host's
// network, against this machine's PostgreSQL, a fake Slack and a fake case service, secrets from files.
const run = promisify(execFile);
const IMAGE = process.env.CASEBOT_IMAGE ?? 'casebot:test';
const SECRET = 'image-signing-secret';
const TEAM = 'T0IMAGE';
const docker = async (...args: string[]) => (await run('docker', args, { maxBuffer: 16 * 1024 * 1024 })).stdout.trim();

describe('the container image', () => {
  const slack = new FakeSlack();
  const caseApi = new FakeCaseApi({
    accounts: {
      acme: account([
        fakeCase({ caseNumber: 1234, subject: 'Printer' }),
        fakeCase({ caseNumber: 1235, subject: 'Toner' }),
      ]),
    },
  });
  const database = `casebot_image_${process.pid}`;
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${database}`;
  const secrets = mkdtempSync(join(tmpdir(), 'casebot-image-secrets-'));
  const name = `casebot-image-test-${process.pid}`;
  let port = 0;

  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await slack.start();
    const caseApiUrl = await caseApi.start();
    slack.users.set('U0ALICE', { locale: 'en-US' });
    await admin(`drop database if exists ${database} with (force)`);
    await admin(`create database ${database}`);
    // The workspace and its user, written as the CLI would (the same store, the same key).
    const { db } = openDatabase(url.toString());
    await migrateToLatest(db);
    const store = createWorkspaceStore(db, createTokenCipher(TEST_KEY));
    await store.putWorkspace({
      teamId: TEAM,
      clientName: 'acme',
      apiToken: 'tok-acme-secret-1234',
      baseUrl: null,
      timeZone: 'UTC',
      pageSize: 10,
      shareContactDetails: false,
      defaultUserName: null,
    });
    await store.linkUser({ teamId: TEAM, slackUserId: 'U0ALICE', userName: 'j.doe' });
    await store.close();
    // Readable by the image's own user, as Docker's and compose's secrets are.
    chmodSync(secrets, 0o755);
    writeFileSync(join(secrets, 'signing_secret'), `${SECRET}\n`, { mode: 0o644 });
    writeFileSync(join(secrets, 'encryption_key'), TEST_KEY, { mode: 0o644 });
    port = await freePort();
    await docker(
      'run',
      '-d',
      '--name',
      name,
      '--network',
      'host',
      '-v',
      `${secrets}:/run/secrets:ro`,
      '-e',
      `PORT=${port}`,
      '-e',
      'SLACK_SIGNING_SECRET_FILE=/run/secrets/signing_secret',
      '-e',
      'CASEBOT_ENCRYPTION_KEY_FILE=/run/secrets/encryption_key',
      '-e',
      'SLACK_BOT_TOKEN=xoxb-image-token',
      '-e',
      `SLACK_API_URL=${slack.apiUrl}`,
      '-e',
      `CASE_API_BASE_URL=${caseApiUrl}`,
      '-e',
      `DATABASE_URL=${url.toString()}`,
      IMAGE,
    );
    await waitUntil(
      'casebot in the container to listen',
      async () => {
        if ((await docker('inspect', '-f', '{{.State.Running}}', name)) !== 'true') {
          throw new Error(`the container stopped: ${await docker('logs', name).catch(() => '')}`);
        }
        return (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined))?.ok === true;
      },
      60_000,
    );
  });

  afterAll(async () => {
    await docker('rm', '-f', name).catch(() => undefined);
    await slack.close();
    await caseApi.close();
    await admin(`drop database if exists ${database} with (force)`).catch(() => undefined);
    rmSync(secrets, { recursive: true, force: true });
  });

  it('answers /healthz and /readyz, and runs as a user of its own, not root', async () => {
    expect(await (await fetch(`http://127.0.0.1:${port}/healthz`)).json()).toEqual({ ok: true, database: 'writable' });
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    expect(await docker('exec', name, 'id', '-un')).toBe('casebot');
    expect(await docker('exec', name, 'id', '-u')).not.toBe('0');
    // Started from the code cache built with the image (V8 did not parse the bundle). The line is written
    // just after casebot starts answering, so it is waited for, not raced.
    await waitUntil(
      'the line saying casebot listens',
      async () => (await docker('logs', name)).includes('listening'),
      15_000,
    );
    expect(await docker('logs', name)).toContain('"codeCache":"used"');
    // The admin CLI is in the image too.
    expect(await docker('exec', name, 'node', 'dist/cli.js', 'workspace', 'list')).toContain(TEAM);
  });

  it('answers a signed /case, with the signing secret read from its file', async () => {
    const body = slashCommandBody({
      command: '/case',
      text: '1234',
      team_id: TEAM,
      user_id: 'U0ALICE',
      response_url: slack.responseUrl('image-1'),
    });
    const ack = await postSigned(`http://127.0.0.1:${port}/slack/events`, SECRET, body);
    expect(ack.status).toBe(200);
    // Answered in the ack itself (the card was ready well within the window).
    const reply = await answerOf(ack, slack, 'image-1', 15_000);
    expect(reply.text).toBe('Case #1234: Printer (Open)');
    expect((await postSigned(`http://127.0.0.1:${port}/slack/events`, 'not-the-secret', body)).status).toBe(401);
  });

  it('answers Slackbot (the MCP server, loaded from inside the bundle), and its CLI opens SQLite in /data', async () => {
    const body = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: {
        name: 'get_case',
        arguments: { case_number: '1234' },
        _meta: { slack: { user_id: 'U0ALICE', team_id: TEAM } },
      },
    });
    const stamp = Math.floor(Date.now() / 1000);
    const answer = await fetch(`http://127.0.0.1:${port}/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'x-slack-request-timestamp': String(stamp),
        'x-slack-signature': signature(SECRET, stamp, body),
      },
      body,
    });
    expect(answer.status).toBe(200);
    expect(JSON.stringify(await answer.json())).toContain('Printer');
    // The native SQLite driver is in the image: the CLI opens the /data volume's database.
    const listed = await docker(
      'exec',
      '-e',
      'DATABASE_URL=sqlite:/data/cli.db',
      name,
      'node',
      'dist/cli.js',
      'admin',
      'list',
      TEAM,
    );
    expect(listed).toContain('no casebot admins');
  });

  it('stops cleanly on docker stop, finishing the reply in flight first', async () => {
    const release = caseApi.hold();
    const body = slashCommandBody({
      command: '/case',
      text: '1234',
      team_id: TEAM,
      user_id: 'U0ALICE',
      response_url: slack.responseUrl('image-2'),
    });
    // Another case (the first is cached): it waits for the held service.
    caseApi.requests.length = 0;
    await postSigned(`http://127.0.0.1:${port}/slack/events`, SECRET, body.replace('text=1234', 'text=1235'));
    await waitUntil('the call to the service', () => caseApi.requests.length > 0, 15_000);
    const stopping = docker('stop', '-t', '10', name);
    await waitUntil(
      'the shutdown to begin',
      async () => (await docker('logs', name)).includes('shutting down'),
      10_000,
    );
    release();
    await stopping;
    const [reply] = await slack.waitForPosts('image-2', 1, 15_000);
    expect(reply?.text).toBe('Case #1235: Toner (Open)');
    // Exited by itself (0), not killed when docker stop's 10 s ran out (137).
    expect(await docker('inspect', '-f', '{{.State.ExitCode}}', name)).toBe('0');
    expect(await docker('logs', name)).toContain('"msg":"stopped"');
  });

  it('stops at once with one clear line when a required setting is missing', async () => {
    let failed: { code?: number; stderr?: string } = {};
    await run('docker', ['run', '--rm', '--network', 'host', IMAGE]).catch((error: unknown) => {
      failed = error as typeof failed;
    });
    expect(failed.code).toBe(1);
    expect(String(failed.stderr).trim().split('\n')).toEqual([
      expect.stringMatching(/^casebot: SLACK_SIGNING_SECRET and SLACK_BOT_TOKEN: not set/),
    ]);
  });
});

describe('compose.yaml', () => {
  it('is valid for Docker Compose', async () => {
    // In a copy, with the secret files it names (empty: only the file's shape is checked).
    const copy = mkdtempSync(join(tmpdir(), 'casebot-compose-'));
    try {
      cpSync(join(ROOT, 'compose.yaml'), join(copy, 'compose.yaml'));
      cpSync(join(ROOT, 'deploy'), join(copy, 'deploy'), { recursive: true });
      cpSync(join(ROOT, 'Dockerfile'), join(copy, 'Dockerfile'));
      mkdirSync(join(copy, 'secrets'));
      for (const secret of [
        'postgres_password',
        'slack_signing_secret',
        'slack_bot_token',
        'casebot_encryption_key',
        'database_url',
      ]) {
        writeFileSync(join(copy, 'secrets', secret), '');
      }
      const compose = await run('docker', ['compose', 'version']).then(
        () => ['docker', ['compose']] as const,
        () => ['docker-compose', []] as const,
      );
      const { stdout } = await run(compose[0], [...compose[1], '-f', join(copy, 'compose.yaml'), 'config'], {
        cwd: copy,
      }).catch((error: unknown) => {
        throw new Error(`compose config failed: ${String((error as { stderr?: unknown }).stderr ?? error)}`);
      });
      expect(stdout).toContain('replicas: 3');
      expect(stdout).toContain('postgres:16');
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
