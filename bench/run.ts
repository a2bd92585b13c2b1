// npm run bench: casebot (from its built JavaScript) and a bare Bolt app under the same signed load.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type FakeCase, FakeCaseApi } from '../src/sandbox/case-api-server';
import { demoCases } from '../src/sandbox/demo-data';
import { FakeSlack } from '../src/sandbox/slack-api-server';
import { eventBody, postSigned, slashCommandBody } from '../src/sandbox/slack-requests';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/workspaces/database';
import { migrateToLatest } from '../src/kinds/registry';
import { createWorkspaceStore } from '../src/workspaces/store';
import { createTokenCipher } from '../src/workspaces/token-cipher';
import { LOOPBACK_CASE_API_ENV, type LoadResult, type OpKind, percentile, round, rss, runLoad } from './load';
import { benchWatches } from './watches';
import { benchStrangers } from './strangers';

const HELP = `npm run bench -- [options]

  --latency MS       case service latency per call (default 20)
  --concurrency N    requests in flight at once (default 25)
  --count N          requests per measured run (default 600)
  --warmup N         requests before measuring (default 200)
  --rounds N         runs of each target, in turn (casebot, naive, bare, casebot, …); each figure is
                     the median of its rounds, so a moment of the machine's noise moves one round only
                     (default 5)
  --rate R           open loop: R requests per second whatever the acks do (default 0: closed loop)
  --mix SPEC         weights, e.g. case:60,cases:20,next:10,view:5,share:5 (default case:100)
  --repeat F         fraction of /case that repeat a case the same person asked recently (default 0.33)
  --no-pin           do not pin casebot and the load generator to different cores
  --json FILE        also write the figures as JSON to FILE
  --distinct         memory soak instead: casebot alone, 10,000 /case commands (or --count) from
                     distinct people for distinct cases of 200 notes each; reports RSS before,
                     after and at its peak (CASEBOT_DETAILS_CACHE_MB and CASEBOT_HEAP_GROWTH_PERCENT
                     are passed through)
  --strangers N      strangers instead: casebot alone, N connections each of unsigned and signed-looking
                     requests that announce a large body and send 1 KB of it, held open; reports how
                     they were answered and casebot's RSS idle, at its peak and after; then N senders
                     with made-up signatures holding 1 MB bodies for 15 s while Slack's signed /case
                     comes five times a second: how many of those were served; then the seventh
                     round's attack (both budgets kept full from 16 addresses, small bodies with and
                     without a length, a byte every 1.8 s, re-sent as let go and every 8.5 s) while
                     Slack's signed /case, events and 150 KB bodies come: how many were served
  --watches N        watching instead: N watches over --workspaces (default 100) workspaces, polled
                     every --poll-interval MS (default 20000) for --duration S seconds (default 60),
                     one case changing a second; reports calls a minute to the case service, DMs
                     sent, database rows and casebot's RSS
    --people N       with --watches: people per workspace, each watching every case (default 10)
    --poll-calls N   with --watches: calls a minute each workspace's service may take (default 60)
    --burst          with --watches: every watched case changes at once; reports the time to the last
                     DM and how many DMs each person has had after each round
    --cards N        with --watches: also N shared cards per workspace kept true (default 0); reports
                     the updates and thread replies and the time from a change to its card's update
    --digests N      with --watches: also N digests per workspace, all due at the same minute (default 0);
                     reports how many were posted and the time from their minute to each post
    --aging          with --watches: aging alerts on in every workspace; reports the summaries posted
    --reminders      with --watches: a reminder for every person, all due at one minute --reminders-in S
                     seconds in (default 180); reports those sent, any before their time, the time from
                     the minute to each DM and the case service's calls before it
    --replicas N     with --watches: casebot processes polling together (default 1)
    --postgres URL   with --watches: run on this PostgreSQL server (a schema of its own, dropped after),
                     e.g. postgres://postgres@127.0.0.1:5432/test; SQLite when absent
    --recent-order O with --watches: updated (the service lists recent cases by last update and each
                     workspace says so: only what changed is checked), submitted or unknown (the
                     default: each watch checked in turn); reports list and details calls apart
    --change-every MS with --watches: a watched case changes somewhere every MS ms (default 1000)`;

const { values } = parseArgs({
  options: {
    latency: { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '25' },
    count: { type: 'string', default: '600' },
    warmup: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '5' },
    rate: { type: 'string', default: '0' },
    mix: { type: 'string', default: 'case:100' },
    repeat: { type: 'string', default: '0.33' },
    'no-pin': { type: 'boolean', default: false },
    json: { type: 'string' },
    distinct: { type: 'boolean', default: false },
    watches: { type: 'string' },
    workspaces: { type: 'string', default: '100' },
    'poll-interval': { type: 'string', default: '20000' },
    duration: { type: 'string', default: '60' },
    people: { type: 'string', default: '10' },
    cards: { type: 'string', default: '0' },
    digests: { type: 'string', default: '0' },
    aging: { type: 'boolean', default: false },
    reminders: { type: 'boolean', default: false },
    'reminders-in': { type: 'string', default: '180' },
    'poll-calls': { type: 'string', default: '60' },
    burst: { type: 'boolean', default: false },
    replicas: { type: 'string', default: '1' },
    postgres: { type: 'string' },
    'recent-order': { type: 'string', default: 'unknown' },
    'change-every': { type: 'string', default: '1000' },
    strangers: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(HELP);
  process.exit(0);
}

const ROOT = join(__dirname, '..');
const recentOrderOf = (value: string | undefined) => {
  if (value === 'updated' || value === 'submitted' || value === 'unknown') return value;
  throw new Error('--recent-order: updated, submitted or unknown');
};
const num = (name: keyof typeof values) => {
  const n = Number(values[name]);
  if (!Number.isFinite(n) || n < 0) throw new Error(`--${name}: not a number`);
  return n;
};
const latency = num('latency');
const concurrency = Math.max(1, num('concurrency'));
const distinct = values.distinct === true;
const countGiven = process.argv.some((a) => a === '--count' || a.startsWith('--count='));
const count = distinct && !countGiven ? 10_000 : Math.max(1, num('count'));
const warmup = distinct ? 0 : num('warmup');
const repeat = distinct ? 0 : num('repeat');
const rate = num('rate');
const rounds = Math.max(1, Math.floor(num('rounds')));
const mix = Object.fromEntries(['case', 'cases', 'next', 'view', 'share'].map((k) => [k, 0])) as Record<OpKind, number>;
for (const part of String(values.mix).split(',')) {
  const [kind, weight] = part.split(':');
  if (!kind || !(kind in mix)) throw new Error(`--mix: unknown kind ${kind}`);
  mix[kind as OpKind] = Number(weight ?? 1);
}
const pin = !values['no-pin'] && existsSync('/usr/bin/taskset');

const TEAM = 'T0BENCH';
// The soak: everyone distinct (served as the workspace's default user), every case distinct and heavy.
const USERS = distinct
  ? Array.from({ length: count }, (_, i) => `U0D${String(i).padStart(6, '0')}`)
  : Array.from({ length: 25 }, (_, i) => `U0BENCH${String(i).padStart(2, '0')}`);

interface Target {
  name: string;
  command: string[];
  /** Environment of its own, besides the common one. */
  env?: Record<string, string>;
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
  /** Share of the answers that came in the ack itself (the rest by response_url). */
  inAckShare: number;
}

async function main(): Promise<void> {
  if (!existsSync(join(ROOT, 'dist', 'casebot.js'))) throw new Error('dist/casebot.js is missing: run npm run build');
  if (values.watches !== undefined) {
    await benchWatches({
      root: ROOT,
      watches: Math.max(1, num('watches')),
      workspaces: Math.max(1, num('workspaces')),
      intervalMs: Math.max(1000, num('poll-interval')),
      durationMs: Math.max(1, num('duration')) * 1000,
      latencyMs: latency,
      people: Math.max(1, num('people')),
      callsPerMinute: Math.max(1, num('poll-calls')),
      burst: values.burst === true,
      cards: Math.max(0, num('cards')),
      replicas: Math.max(1, num('replicas')),
      digests: Math.max(0, num('digests')),
      aging: values.aging === true,
      remindersInMs: values.reminders === true ? Math.max(1, num('reminders-in')) * 1000 : 0,
      postgresUrl: values.postgres,
      recentOrder: recentOrderOf(values['recent-order']),
      changeEveryMs: Math.max(10, num('change-every')),
    });
    return;
  }
  const cases = distinct ? heavyCases(count) : demoCases(4000);
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
    defaultUserName: distinct ? 'agent0' : null,
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
    ...LOOPBACK_CASE_API_ENV,
    // Passed through to try a setting (CASEBOT_ANSWER_IN_ACK_MS=0 answers every command by response_url).
    ...Object.fromEntries(
      ['CASEBOT_DETAILS_CACHE_MB', 'CASEBOT_HEAP_GROWTH_PERCENT', 'CASEBOT_ANSWER_IN_ACK_MS'].flatMap((name) =>
        process.env[name] ? [[name, process.env[name]]] : [],
      ),
    ),
  };
  // Extra node flags for casebot only, e.g. BENCH_NODE_ARGS=--cpu-prof to profile it under load.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const targets: Target[] = [
    { name: 'casebot', command: ['node', ...nodeArgs, join(ROOT, 'dist', 'casebot.js')] },
    {
      name: 'naive app',
      command: ['node', join(ROOT, 'bench', 'naive-bolt.cjs')],
      env: {
        NAIVE_CASE_API_URL: caseApiUrl,
        NAIVE_CLIENT_NAME: 'bench',
        NAIVE_API_TOKEN: apiToken,
        NAIVE_USERS: JSON.stringify(Object.fromEntries(USERS.map((user, i) => [user, `agent${i}`]))),
      },
    },
    { name: 'bare Bolt', command: ['node', join(ROOT, 'bench', 'bare-bolt.cjs')] },
  ];

  if (values.strangers !== undefined) {
    const command = async (port: number, text = String(cases[0]?.caseNumber ?? 1)) => {
      const body = slashCommandBody({
        command: '/case',
        text,
        team_id: TEAM,
        user_id: USERS[0] ?? 'U0BENCH',
        response_url: slack.responseUrl('siege'),
      });
      return (await postSigned(`http://127.0.0.1:${port}/slack/events`, signingSecret, body)).status;
    };
    const event = async (port: number) => {
      const body = eventBody({
        teamId: TEAM,
        event: { type: 'app_home_opened', user: USERS[0] ?? 'U0BENCH', channel: 'D0BENCH', tab: 'home' },
      });
      const url = `http://127.0.0.1:${port}/slack/events`;
      return (await postSigned(url, signingSecret, body, { contentType: 'application/json' })).status;
    };
    await benchStrangers({
      count: Math.max(1, num('strangers')),
      start: () => start(targets[0] as Target, env),
      command: (port) => command(port),
      event,
      // A view submission's size (150 KB), as Slack sends it: whole, at once.
      large: (port) => command(port, `${cases[0]?.caseNumber ?? 1} ${'x'.repeat(150 * 1024)}`),
    });
    await caseApi.close();
    await slack.close();
    rmSync(folder, { recursive: true, force: true });
    return;
  }
  if (distinct) {
    await soak(targets[0] as Target, env, signingSecret, slack, cases);
    await caseApi.close();
    await slack.close();
    rmSync(folder, { recursive: true, force: true });
    return;
  }

  // Each target in turn, round after round: the machine's speed drifts, and a round of each shares it.
  const perRound: Figures[][] = targets.map(() => []);
  for (let r = 0; r < rounds; r++) {
    for (const [i, target] of targets.entries()) {
      const figured = await measure(target, env, signingSecret, slack, caseApi, cases, r);
      perRound[i]?.push(figured);
    }
    console.log(
      `round ${r + 1} of ${rounds}: ` +
        perRound
          .map(
            (runs) => `${runs.at(-1)?.target} ${runs.at(-1)?.commandsPerSecond}/s ${runs.at(-1)?.cpuMsPerCommand} ms`,
          )
          .join(', '),
    );
  }
  const results = perRound.map(medianFigures);
  await caseApi.close();
  await slack.close();
  rmSync(folder, { recursive: true, force: true });
  report(results);
}

/** What every load against a target listening on `port` shares (the options' mix, repeat and rate). */
function loadOptions(port: number, signingSecret: string, slack: FakeSlack, cases: FakeCase[]) {
  return {
    eventsUrl: `http://127.0.0.1:${port}/slack/events`,
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
}

/** One round of one target: started afresh, warmed up, measured, stopped. */
async function measure(
  target: Target,
  env: Record<string, string | undefined>,
  signingSecret: string,
  slack: FakeSlack,
  caseApi: FakeCaseApi,
  cases: FakeCase[],
  turn: number,
): Promise<Figures> {
  const { child, port, startMs } = await start(target, env);
  const common = loadOptions(port, signingSecret, slack, cases);
  if (warmup > 0)
    await runLoad({ ...common, count: warmup, label: `${target.name}-warmup-${turn}`, seed: 99, freshStart: 2000 });
  const before = caseApi.requests.length;
  const cpuBefore = cpuMs(child);
  const load = await runLoad({ ...common, count, label: `${target.name}-${turn}`, freshStart: 0 });
  const cpuPerCommand = (cpuMs(child) - cpuBefore) / count;
  const calls = caseApi.requests.length - before;
  const peakRssMb = peakRss(child);
  child.kill('SIGTERM');
  // Every /case needs the service at least once in a while: none at all means the answers were errors.
  if (calls === 0 && target.name !== 'bare Bolt') {
    throw new Error(`${target.name} made no call to the case service: its answers were errors, not cards`);
  }
  return { ...figures(target.name, startMs, load, calls / count, peakRssMb), cpuMsPerCommand: round(cpuPerCommand, 2) };
}

/** A target's figures over its rounds: the median of each; failures added up. */
function medianFigures(runs: Figures[]): Figures {
  const [first] = runs;
  if (!first) throw new Error('no round ran');
  const median = (key: keyof Figures) => {
    const values = runs.map((f) => Number(f[key])).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)] ?? Number.NaN;
  };
  const sum = (key: 'failedAcks' | 'missingReplies' | 'duplicateReplies') => runs.reduce((n, f) => n + f[key], 0);
  return {
    target: first.target,
    startToListeningMs: median('startToListeningMs'),
    commandsPerSecond: median('commandsPerSecond'),
    ackP50: median('ackP50'),
    ackP99: median('ackP99'),
    replyP50: median('replyP50'),
    replyP99: median('replyP99'),
    callsPerCommand: median('callsPerCommand'),
    peakRssMb: median('peakRssMb'),
    cpuMsPerCommand: median('cpuMsPerCommand'),
    failedAcks: sum('failedAcks'),
    missingReplies: sum('missingReplies'),
    duplicateReplies: sum('duplicateReplies'),
    inAckShare: median('inAckShare'),
  };
}

async function start(
  target: Target,
  env: Record<string, string | undefined>,
): Promise<{ child: ChildProcess; port: number; startMs: number }> {
  const [command, ...args] = pin ? ['taskset', '-c', '0', ...target.command] : target.command;
  const started = performance.now();
  const child = spawn(command ?? 'node', args, {
    env: { ...env, ...target.env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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

/** Cases of 200 notes each (one shared list in this process; casebot parses its own copy of each). */
function heavyCases(n: number): FakeCase[] {
  const base = demoCases(n);
  const notes = Array.from({ length: 200 }, (_, k) => ({
    id: 900_000 + k,
    note: `Called the customer back about the fault; they will test it again tomorrow and report (${k}).`.repeat(2),
    createdOn: new Date(Date.UTC(2026, 9, 1, 9, k)),
    createdBy: 'agent7',
  }));
  return base.map((c) => ({ ...c, notes }));
}

/** The memory soak: distinct people, distinct heavy cases; RSS before, after and at the peak. */
async function soak(
  target: Target,
  env: Record<string, string | undefined>,
  signingSecret: string,
  slack: FakeSlack,
  cases: FakeCase[],
): Promise<void> {
  for (const user of USERS) slack.users.set(user, { locale: 'en-US' });
  const { child, port } = await start(target, env);
  const before = rss(child);
  const load = await runLoad({
    ...loadOptions(port, signingSecret, slack, cases),
    mix: { case: 1, cases: 0, next: 0, view: 0, share: 0 },
    repeat: 0,
    rate: 0,
    count,
    label: 'soak',
    freshStart: 0,
  });
  const after = rss(child);
  const peak = peakRss(child);
  // What the heap really holds once the burst is over (RSS keeps memory V8 has not handed back).
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const gauge = (name: string) =>
    Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(metrics)?.[1] ?? Number.NaN) / 2 ** 20;
  const heapUsed = gauge('casebot_nodejs_heap_size_used_bytes');
  const heapTotal = gauge('casebot_nodejs_heap_size_total_bytes');
  const settled = rss(child);
  child.kill('SIGTERM');
  // What casebot runs with when the setting is not given: its configuration's own defaults.
  const defaults = loadConfig({});
  const cacheMb = env.CASEBOT_DETAILS_CACHE_MB ?? `${defaults.CASEBOT_DETAILS_CACHE_MB} (default)`;
  const growth = env.CASEBOT_HEAP_GROWTH_PERCENT ?? `${defaults.CASEBOT_HEAP_GROWTH_PERCENT} (default)`;
  console.log(
    `\nmemory soak: ${count} /case commands from ${USERS.length} distinct people for distinct cases of 200 notes, ` +
      `${concurrency} at a time, case service ${latency} ms, CASEBOT_DETAILS_CACHE_MB ${cacheMb}, ` +
      `CASEBOT_HEAP_GROWTH_PERCENT ${growth}\n`,
  );
  const rows: [string, string][] = [
    ['RSS after start', `${round(before)} MB`],
    [`RSS after ${count} distinct cases`, `${round(after)} MB`],
    ['peak RSS', `${round(peak)} MB`],
    ['RSS 3 s later', `${round(settled)} MB`],
    ['heap used / heap total 3 s later', `${round(heapUsed)} / ${round(heapTotal)} MB`],
    ['commands per second', `${round((load.ackMs.length / load.durationMs) * 1000)}/s`],
    ['reply latency p50 / p99', `${round(percentile(load.replyMs, 50))} / ${round(percentile(load.replyMs, 99))} ms`],
    [
      'failed acks / missing / duplicate replies',
      `${load.failedAcks} / ${load.missingReplies} / ${load.duplicateReplies}`,
    ],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
  const json = {
    soak: {
      count,
      concurrency,
      latency,
      cacheMb,
      heapGrowthPercent: growth,
      rssBeforeMb: before,
      rssAfterMb: after,
      peakRssMb: peak,
      rssSettledMb: settled,
      heapUsedMb: heapUsed,
      heapTotalMb: heapTotal,
    },
  };
  console.log(`\n${JSON.stringify(json)}`);
  if (values.json) writeFileSync(values.json, `${JSON.stringify(json, null, 2)}\n`);
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
    inAckShare: round(load.answeredInAck / Math.max(1, load.ackMs.length), 2),
  };
}

function report(results: Figures[]): void {
  const [bot, naive, floor] = results;
  if (!bot || !naive || !floor) return;
  console.log(
    `\ncasebot vs a naive Bolt app vs bare Bolt: ${count} requests (mix ${values.mix}, repeat ${repeat}), ` +
      `the median of ${rounds} round${rounds === 1 ? '' : 's'} each, ` +
      `${concurrency} at a time, case service ${latency} ms, ${rate > 0 ? `open loop at ${rate}/s, ` : ''}` +
      `${pin ? 'the app on core 0, load on core 1' : 'not pinned'}\n`,
  );
  const rows: [string, keyof Figures, string][] = [
    ['commands per second (all replies in)', 'commandsPerSecond', '/s'],
    ['ack latency p50', 'ackP50', ' ms'],
    ['ack latency p99', 'ackP99', ' ms'],
    ['card seen p50 (in the ack, or by response_url)', 'replyP50', ' ms'],
    ['card seen p99', 'replyP99', ' ms'],
    ['answers in the ack', 'inAckShare', ''],
    ['case service calls per command', 'callsPerCommand', ''],
    ['CPU time per command', 'cpuMsPerCommand', ' ms'],
    ['peak RSS', 'peakRssMb', ' MB'],
    ['start to listening', 'startToListeningMs', ' ms'],
    ['failed acks / missing / duplicate replies', 'failedAcks', ''],
  ];
  const cell = (f: Figures, key: keyof Figures, unit: string) =>
    key === 'failedAcks' ? `${f.failedAcks} / ${f.missingReplies} / ${f.duplicateReplies}` : `${f[key]}${unit}`;
  const ratio = (a: Figures, b: Figures, key: keyof Figures) =>
    typeof a[key] === 'number' && typeof b[key] === 'number' && b[key] !== 0 && key !== 'failedAcks'
      ? `${round(Number(a[key]) / Number(b[key]), 2)}×`
      : '';
  const table = rows.map(([label, key, unit]) => [
    label,
    cell(bot, key, unit),
    cell(naive, key, unit),
    cell(floor, key, unit),
    ratio(bot, naive, key),
    key === 'callsPerCommand' ? '' : ratio(bot, floor, key),
  ]);
  const header = ['', 'casebot', 'naive app', 'bare Bolt', 'casebot / naive', 'casebot / Bolt'];
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => (r[i] ?? '').length)));
  for (const row of [header, ...table]) console.log(row.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  '));
  const json = {
    options: { latency, concurrency, rate, count, warmup, rounds, mix, repeat, pinned: pin },
    casebot: bot,
    naiveApp: naive,
    bareBolt: floor,
  };
  console.log(`\n${JSON.stringify(json)}`);
  if (values.json) writeFileSync(values.json, `${JSON.stringify(json, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
