// npm run bench: casebot (from its built JavaScript) and a bare Bolt app under the same signed load.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { FakeCaseApi } from '../src/sandbox/case-api-server';
import { demoCases } from '../src/sandbox/demo-data';
import { FakeSlack } from '../src/sandbox/slack-api-server';
import { openDatabase } from '../src/workspaces/database';
import { migrateToLatest } from '../src/workspaces/migrations';
import { createWorkspaceStore } from '../src/workspaces/store';
import { createTokenCipher } from '../src/workspaces/token-cipher';
import { type LoadResult, type OpKind, percentile, runLoad } from './load';

const HELP = `npm run bench -- [options]

  --latency MS       case service latency per call (default 20)
  --concurrency N    requests in flight at once (default 25)
  --count N          requests per measured run (default 600)
  --warmup N         requests before measuring (default 200)
  --rate R           open loop: R requests per second whatever the acks do (default 0: closed loop)
  --mix SPEC         weights, e.g. case:60,cases:20,next:10,view:5,share:5 (default case:100)
  --repeat F         fraction of /case that repeat a case the same person asked recently (default 0.33)
  --no-pin           do not pin casebot and the load generator to different cores
  --json FILE        also write the figures as JSON to FILE`;

const { values } = parseArgs({
  options: {
    latency: { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '25' },
    count: { type: 'string', default: '600' },
    warmup: { type: 'string', default: '200' },
    rate: { type: 'string', default: '0' },
    mix: { type: 'string', default: 'case:100' },
    repeat: { type: 'string', default: '0.33' },
    'no-pin': { type: 'boolean', default: false },
    json: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(HELP);
  process.exit(0);
}

const ROOT = join(__dirname, '..');
const num = (name: keyof typeof values) => {
  const n = Number(values[name]);
  if (!Number.isFinite(n) || n < 0) throw new Error(`--${name}: not a number`);
  return n;
};
const latency = num('latency');
const concurrency = Math.max(1, num('concurrency'));
const count = Math.max(1, num('count'));
const warmup = num('warmup');
const repeat = num('repeat');
const rate = num('rate');
const mix = Object.fromEntries(['case', 'cases', 'next', 'view', 'share'].map((k) => [k, 0])) as Record<OpKind, number>;
for (const part of String(values.mix).split(',')) {
  const [kind, weight] = part.split(':');
  if (!kind || !(kind in mix)) throw new Error(`--mix: unknown kind ${kind}`);
  mix[kind as OpKind] = Number(weight ?? 1);
}
const pin = !values['no-pin'] && existsSync('/usr/bin/taskset');

const TEAM = 'T0BENCH';
const USERS = Array.from({ length: 25 }, (_, i) => `U0BENCH${String(i).padStart(2, '0')}`);

interface Target {
  name: string;
  command: string[];
}

interface Figures {
  target: string;
  startToListeningMs: number;
  commandsPerSecond: number;
  ackP50: number;
  ackP99: number;
  replyP50: number;
  replyP99: number;
  callsPerCommand: number;
  peakRssMb: number;
  cpuMsPerCommand?: number;
  failedAcks: number;
  missingReplies: number;
  duplicateReplies: number;
}

async function main(): Promise<void> {
  if (!existsSync(join(ROOT, 'dist', 'main.js'))) throw new Error('dist/main.js is missing: run npm run build');
  const cases = demoCases(4000);
  const apiToken = randomBytes(8).toString('hex');
  const caseApi = new FakeCaseApi({ accounts: { bench: { apiToken, cases } }, latencyMs: latency });
  const caseApiUrl = await caseApi.start();
  const slack = new FakeSlack();
  await slack.start();
  for (const user of USERS) slack.users.set(user, { locale: 'en-US' });

  const folder = mkdtempSync(join(tmpdir(), 'casebot-bench-'));
  const key = randomBytes(32).toString('hex');
  const databaseUrl = `sqlite:${join(folder, 'bench.db')}`;
  const { db } = openDatabase(databaseUrl);
  await migrateToLatest(db);
  const store = createWorkspaceStore(db, createTokenCipher(key));
  await store.putWorkspace({
    teamId: TEAM,
    clientName: 'bench',
    apiToken,
    baseUrl: caseApiUrl,
    timeZone: 'UTC',
    pageSize: 10,
    shareContactDetails: false,
    defaultUserName: null,
  });
  for (const [i, user] of USERS.entries())
    await store.linkUser({ teamId: TEAM, slackUserId: user, userName: `agent${i}` });
  await store.close();

  if (pin) execFileSync('taskset', ['-cp', '1', String(process.pid)], { stdio: 'ignore' });
  const signingSecret = randomBytes(16).toString('hex');
  const env = {
    PATH: process.env.PATH,
    SLACK_SIGNING_SECRET: signingSecret,
    SLACK_BOT_TOKEN: 'xoxb-bench',
    SLACK_API_URL: slack.apiUrl,
    DATABASE_URL: databaseUrl,
    CASEBOT_ENCRYPTION_KEY: key,
    LOG_LEVEL: 'info',
    PORT: '0',
    NODE_ENV: 'production',
  };
  // Extra node flags for casebot only, e.g. BENCH_NODE_ARGS=--cpu-prof to profile it under load.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const targets: Target[] = [
    { name: 'casebot', command: ['node', ...nodeArgs, join(ROOT, 'dist', 'main.js')] },
    { name: 'bare Bolt', command: ['node', join(ROOT, 'bench', 'bare-bolt.cjs')] },
  ];

  const results: Figures[] = [];
  for (const target of targets) {
    const { child, port, startMs } = await start(target, env);
    const eventsUrl = `http://127.0.0.1:${port}/slack/events`;
    const common = {
      eventsUrl,
      signingSecret,
      slack,
      teamId: TEAM,
      users: USERS,
      concurrency,
      mix,
      repeat,
      rate,
      cases,
      seed: 7,
    };
    if (warmup > 0)
      await runLoad({ ...common, count: warmup, label: `${target.name}-warmup`, seed: 99, freshStart: 2000 });
    const before = caseApi.requests.length;
    const cpuBefore = cpuMs(child);
    const load = await runLoad({ ...common, count, label: target.name, freshStart: 0 });
    const cpuPerCommand = (cpuMs(child) - cpuBefore) / count;
    const calls = caseApi.requests.length - before;
    const peakRssMb = peakRss(child);
    child.kill('SIGTERM');
    results.push({
      ...figures(target.name, startMs, load, calls / count, peakRssMb),
      cpuMsPerCommand: round(cpuPerCommand, 2),
    });
  }
  await caseApi.close();
  await slack.close();
  rmSync(folder, { recursive: true, force: true });
  report(results);
}

async function start(
  target: Target,
  env: Record<string, string | undefined>,
): Promise<{ child: ChildProcess; port: number; startMs: number }> {
  const [command, ...args] = pin ? ['taskset', '-c', '0', ...target.command] : target.command;
  const started = performance.now();
  const child = spawn(command ?? 'node', args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    let buffer = '';
    child.stdout?.on('data', (d: Buffer) => {
      buffer += d.toString();
      for (const line of buffer.split('\n')) {
        if (line.includes('"mode":"http"')) resolve(Number(JSON.parse(line).port));
      }
    });
    child.on('exit', (code) => reject(new Error(`${target.name} exited with ${code}`)));
  });
  const startMs = performance.now() - started;
  child.stdout?.resume();
  return { child, port, startMs };
}

/** CPU time (user + system) the process has used so far, in ms. */
function cpuMs(child: ChildProcess): number {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of stat, counted from the state field (index 0 here is field 3).
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** Largest resident set of the process (VmHWM), in MB. */
function peakRss(child: ChildProcess): number {
  const pid = child.pid;
  // With taskset, the node process replaced taskset itself (exec), so the pid is node's.
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

function figures(
  target: string,
  startMs: number,
  load: LoadResult,
  callsPerCommand: number,
  peakRssMb: number,
): Figures {
  return {
    target,
    startToListeningMs: round(startMs),
    commandsPerSecond: round((load.ackMs.length / load.durationMs) * 1000),
    ackP50: round(percentile(load.ackMs, 50)),
    ackP99: round(percentile(load.ackMs, 99)),
    replyP50: round(percentile(load.replyMs, 50)),
    replyP99: round(percentile(load.replyMs, 99)),
    callsPerCommand: round(callsPerCommand, 2),
    peakRssMb: round(peakRssMb),
    failedAcks: load.failedAcks,
    missingReplies: load.missingReplies,
    duplicateReplies: load.duplicateReplies,
  };
}

function round(n: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

function report(results: Figures[]): void {
  const [bot, floor] = results;
  if (!bot || !floor) return;
  console.log(
    `\ncasebot vs bare Bolt: ${count} requests (mix ${values.mix}, repeat ${repeat}), ${concurrency} at a time, ` +
      `case service ${latency} ms, ${rate > 0 ? `open loop at ${rate}/s, ` : ''}${pin ? 'casebot on core 0, load on core 1' : 'not pinned'}\n`,
  );
  const rows: [string, keyof Figures, string][] = [
    ['commands per second (all replies in)', 'commandsPerSecond', '/s'],
    ['ack latency p50', 'ackP50', ' ms'],
    ['ack latency p99', 'ackP99', ' ms'],
    ['reply latency p50', 'replyP50', ' ms'],
    ['reply latency p99', 'replyP99', ' ms'],
    ['case service calls per command', 'callsPerCommand', ''],
    ['CPU time per command', 'cpuMsPerCommand', ' ms'],
    ['peak RSS', 'peakRssMb', ' MB'],
    ['start to listening', 'startToListeningMs', ' ms'],
    ['failed acks / missing / duplicate replies', 'failedAcks', ''],
  ];
  const cell = (f: Figures, key: keyof Figures, unit: string) =>
    key === 'failedAcks' ? `${f.failedAcks} / ${f.missingReplies} / ${f.duplicateReplies}` : `${f[key]}${unit}`;
  const table = rows.map(([label, key, unit]) => {
    const ratio =
      typeof bot[key] === 'number' &&
      typeof floor[key] === 'number' &&
      floor[key] !== 0 &&
      key !== 'failedAcks' &&
      key !== 'callsPerCommand'
        ? `${round(Number(bot[key]) / Number(floor[key]), 2)}×`
        : '';
    return [label, cell(bot, key, unit), cell(floor, key, unit), ratio];
  });
  const header = ['', 'casebot', 'bare Bolt', 'casebot / Bolt'];
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => (r[i] ?? '').length)));
  for (const row of [header, ...table]) console.log(row.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  '));
  const json = {
    options: { latency, concurrency, rate, count, warmup, mix, repeat, pinned: pin },
    casebot: bot,
    bareBolt: floor,
  };
  console.log(`\n${JSON.stringify(json)}`);
  if (values.json) writeFileSync(values.json, `${JSON.stringify(json, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
