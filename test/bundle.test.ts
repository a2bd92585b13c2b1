import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { heapGrowthFlag } from '../src/lib/heap-growth';
import { FakeSlack } from '../src/sandbox/slack-api-server';
import { signature } from '../src/sandbox/slack-requests';
import { TEST_KEY } from './helpers/databases';
import { ROOT } from './helpers/processes';
import { waitUntil } from './helpers/wait';

// The production build: one file, dist/casebot-app.js, run with plain node by dist/casebot.js with the code
// cache made with it. Built and started here as an
// operator would, so a module the bundle cannot carry (a file read beside the code, a lazy require)
// fails a test instead of a deploy.

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { stale } = require('../scripts/bundle.cjs') as { stale: () => boolean };

describe('the production bundle (npm run build, node dist/casebot.js)', () => {
  const slack = new FakeSlack();
  const folder = mkdtempSync(join(tmpdir(), 'casebot-bundle-'));
  // Built once for the run by the global setup (test/helpers/global-setup.ts), as `npm run build` builds it.
  beforeAll(() => slack.start());
  afterAll(async () => {
    await slack.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('never starts the demo in production: no Slack credentials stop it with one line', async () => {
    const child = spawn('node', [join(ROOT, 'dist', 'casebot.js')], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: '0',
        DATABASE_URL: `sqlite:${join(folder, 'p.db')}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(err.trim().split('\n')).toEqual([
      expect.stringMatching(/^casebot: SLACK_SIGNING_SECRET and SLACK_BOT_TOKEN: not set/),
    ]);
    expect(out).toBe('');
  });

  it('is ASCII throughout, so V8 holds its source in one byte a character (half the memory)', () => {
    const source = readFileSync(join(ROOT, 'dist', 'casebot-app.js'));
    const first = source.findIndex((byte) => byte > 0x7f);
    expect(first === -1 ? '' : source.subarray(Math.max(0, first - 60), first + 20).toString()).toBe('');
  });

  it('is not stale right after a build (npm start would not rebuild it), and is when another Node made its cache', () => {
    expect(stale()).toBe(false);
    const madeBy = join(ROOT, 'dist', 'casebot-app.js.cache.node');
    const ours = readFileSync(madeBy, 'utf8');
    expect(ours).toContain(process.version);
    try {
      // The same build, its cache made by Node 24 (or 20) on this machine: built again before it is run.
      writeFileSync(madeBy, ours.replace(process.version, 'v0.0.0'));
      expect(stale()).toBe(true);
    } finally {
      writeFileSync(madeBy, ours);
    }
    expect(stale()).toBe(false);
  });

  /** Starts a build's casebot.js as an operator would; gives the process and its listening line. */
  const start = async (entry: string, databaseFile: string) => {
    const child = spawn('node', [entry], {
      env: {
        PATH: process.env.PATH,
        SLACK_SIGNING_SECRET: 'bundle-secret',
        SLACK_BOT_TOKEN: 'xoxb-bundle',
        SLACK_API_URL: slack.apiUrl,
        DATABASE_URL: `sqlite:${join(folder, databaseFile)}`,
        CASEBOT_ENCRYPTION_KEY: TEST_KEY,
        PORT: '0',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
    const listening = () => out.split('\n').find((l) => l.includes('"mode":"http"'));
    await waitUntil('the bundle’s listening line', () => listening() !== undefined || child.exitCode !== null);
    const line = listening();
    if (!line) {
      child.kill('SIGTERM');
      throw new Error(`exited with ${child.exitCode}: ${out}`);
    }
    return {
      child,
      started: JSON.parse(line) as { port: number; codeCache: string; heapGrowthPercent: number; heapLimitMb: number },
    };
  };

  it('parses the bundle as usual when V8 will not take its code cache (another Node, other flags)', async () => {
    // A copy of the build inside the project (node_modules found as from dist/), with a cache V8 refuses.
    const copy = mkdtempSync(join(ROOT, 'dist', 'rejected-'));
    try {
      for (const file of ['casebot.js', 'casebot-app.js']) copyFileSync(join(ROOT, 'dist', file), join(copy, file));
      writeFileSync(join(copy, 'casebot-app.js.cache'), Buffer.from('not a code cache'));
      const { child, started } = await start(join(copy, 'casebot.js'), 'rejected.db');
      try {
        expect(started.codeCache).toBe('rejected');
        expect((await fetch(`http://127.0.0.1:${started.port}/healthz`)).status).toBe(200);
      } finally {
        child.kill('SIGTERM');
      }
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 60_000);

  it('starts, answers /healthz, and guards /mcp (loaded lazily from inside the bundle)', async () => {
    const { child, started } = await start(join(ROOT, 'dist', 'casebot.js'), 'casebot.db');
    const { port } = started;
    try {
      // V8 took the code cache made with the build: the bundle was not parsed at start. The heap's growth
      // is set after (where the heap limit lets it be less than V8's own), so V8 still took the cache.
      expect(started.codeCache).toBe('used');
      expect(started.heapLimitMb).toBeGreaterThan(100);
      expect(started.heapGrowthPercent).toBe(heapGrowthFlag(50, started.heapLimitMb * 2 ** 20) ? 50 : 0);
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ ok: true, database: 'writable' });
      const mcp = await fetch(`http://127.0.0.1:${port}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
      expect(mcp.status).toBe(401);
      // Signed, it reaches the MCP server, which the bundle loads on this first use.
      const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} });
      const stamp = Math.floor(Date.now() / 1000);
      const listed = await fetch(`http://127.0.0.1:${port}/mcp`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'x-slack-request-timestamp': String(stamp),
          'x-slack-signature': signature('bundle-secret', stamp, body),
        },
        body,
      });
      expect(listed.status).toBe(200);
      const tools = ((await listed.json()) as { result: { tools: { name: string }[] } }).result.tools;
      expect(tools.map((t) => t.name).sort()).toEqual(['get_case', 'search_cases']);
    } finally {
      child.kill('SIGTERM');
    }
  }, 60_000);
});
