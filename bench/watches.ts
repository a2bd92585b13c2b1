// npm run bench -- --watches N: casebot polling N watches over 100 workspaces for a minute; calls a
// minute to the case service (in all and per workspace), the time from a change to its DM, DMs sent,
// database rows and size, and each replica's RSS. `--replicas N --postgres` runs N casebot processes on
// one PostgreSQL database (a schema of its own, dropped at the end), as production replicas would;
// `--cards M` adds M shared cards per workspace kept true beside the watches (bench/live-cards.ts);
// `--digests D` D digests per workspace due at one minute, `--aging` aging alerts on (bench/digests.ts);
// `--recent-order updated` the service listing by last update and the workspaces saying so (the change detector).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FakeAccount, FakeCaseApi } from '../src/sandbox/case-api-server';
import { demoCases } from '../src/sandbox/demo-data';
import { FakeSlack } from '../src/sandbox/slack-api-server';
import pg from 'pg';
import { createWatchStore } from '../src/kinds/watch/store';
import { openDatabase } from '../src/workspaces/database';
import type { WatchTable } from '../src/workspaces/tables';
import { migrateToLatest } from '../src/kinds/registry';
import { createWorkspaceStore } from '../src/workspaces/store';
import { createTokenCipher } from '../src/workspaces/token-cipher';
import { addBenchCards } from './live-cards';
import { addBenchDigests } from './digests';
import { addBenchReminders } from './reminders';
import { LOOPBACK_CASE_API_ENV, percentile, round, rss } from './load';

export interface WatchBenchOptions {
  root: string;
  watches: number;
  workspaces: number;
  intervalMs: number;
  durationMs: number;
  latencyMs: number;
  /** People per workspace (each watches every case of it). */
  people: number;
  /** Calls a minute each workspace's service may take. */
  callsPerMinute: number;
  /** Every watched case changes at once, a few seconds in, instead of one a second. */
  burst: boolean;
  /** Shared cards per workspace kept true beside the watches. */
  cards: number;
  /** casebot processes polling together (each its own RSS). */
  replicas: number;
  /** Digests per workspace, all due at the same minute a few seconds in. */
  digests: number;
  /** Aging alerts on in every workspace. */
  aging: boolean;
  /** A reminder for every person, all due at one minute this many ms in (0: none). */
  remindersInMs: number;
  /** A PostgreSQL server to run on (a fresh schema in it); SQLite in a temporary folder when absent. */
  postgresUrl: string | undefined;
  /** Milliseconds between two changes of a watched case, somewhere (default one a second). */
  changeEveryMs: number;
  /** How each workspace says its service lists recent cases (the service does so where `updated`). */
  recentOrder: 'updated' | 'submitted' | 'unknown';
}

/** A database for the run: a SQLite file, or a fresh schema on PostgreSQL; its size; its removal. */
async function benchDatabase(postgresUrl: string | undefined) {
  if (!postgresUrl) {
    const folder = mkdtempSync(join(tmpdir(), 'casebot-bench-watches-'));
    const file = join(folder, 'bench.db');
    return {
      url: `sqlite:${file}`,
      jobSchema: undefined,
      sizeMb: async () => [file, `${file}-wal`].filter(existsSync).reduce((n, f) => n + statSync(f).size, 0) / 1048576,
      drop: async () => rmSync(folder, { recursive: true, force: true }),
    };
  }
  const schema = `casebot_bench_${process.pid}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      return await client.query<{ bytes: string | null }>(query);
    } finally {
      await client.end();
    }
  };
  await admin(`drop schema if exists ${schema} cascade; create schema ${schema}`);
  const url = new URL(postgresUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  // The job queue in a schema of the run's own too: a queue left by an earlier run would run its rounds here.
  const jobSchema = `${schema}_jobs`;
  return {
    url: url.toString(),
    jobSchema,
    // casebot's tables and the job queue's.
    sizeMb: async () => {
      const { rows } = await admin(
        `select sum(pg_total_relation_size(c.oid)) as bytes from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname in ('${schema}', '${jobSchema}') and c.relkind in ('r', 'm')`,
      );
      return Number(rows[0]?.bytes ?? 0) / 1048576;
    },
    drop: async () =>
      void (await admin(`drop schema if exists ${schema} cascade; drop schema if exists ${jobSchema} cascade`)),
  };
}

export async function benchWatches(options: WatchBenchOptions): Promise<void> {
  const PEOPLE_PER_WORKSPACE = options.people;
  const perWorkspace = Math.ceil(options.watches / options.workspaces);
  const casesPer = Math.ceil(perWorkspace / PEOPLE_PER_WORKSPACE);
  const accounts: Record<string, FakeAccount> = {};
  const teams = Array.from({ length: options.workspaces }, (_, i) => `T0W${String(i).padStart(4, '0')}`);
  for (const team of teams) accounts[team.toLowerCase()] = { apiToken: `tok-${team}`, cases: demoCases(casesPer) };
  // The service lists by last update where the workspaces say so, else by submit date (as before).
  const serviceOrder = options.recentOrder === 'updated' ? 'updated' : 'submitted';
  const caseApi = new FakeCaseApi({ accounts, latencyMs: options.latencyMs, recentOrder: serviceOrder });
  const caseApiUrl = await caseApi.start();
  const slack = new FakeSlack();
  await slack.start();

  const database = await benchDatabase(options.postgresUrl);
  const key = randomBytes(32).toString('hex');
  const databaseUrl = database.url;
  const { db } = openDatabase(databaseUrl);
  await migrateToLatest(db);
  const store = createWorkspaceStore(db, createTokenCipher(key));
  let made = 0;
  // Written in bulk (a bench of 100,000 watches would spend minutes adding them one by one).
  const rows: WatchTable[] = [];
  for (const team of teams) {
    const account = accounts[team.toLowerCase()] as FakeAccount;
    await store.putWorkspace({
      teamId: team,
      clientName: team.toLowerCase(),
      apiToken: account.apiToken,
      baseUrl: caseApiUrl,
      timeZone: 'UTC',
      pageSize: 10,
      shareContactDetails: false,
      defaultUserName: null,
      pollCallsPerMinute: options.callsPerMinute,
      recentOrder: options.recentOrder === 'unknown' ? null : options.recentOrder,
    });
    for (let p = 0; p < PEOPLE_PER_WORKSPACE; p += 1) {
      const person = `U0${team.slice(3)}P${p}`;
      slack.users.set(person, { locale: 'en-US' });
      await store.linkUser({ teamId: team, slackUserId: person, userName: 'j.doe' });
      for (const c of account.cases) {
        if (made >= options.watches) break;
        const now = new Date().toISOString();
        rows.push({
          id: randomUUID(),
          team_id: team,
          slack_user_id: person,
          case_id: c.complaintId,
          case_number: c.caseNumber,
          subject: c.subject,
          last_status: c.status,
          last_note_ids: JSON.stringify(c.notes.map((n) => n.id)),
          last_updated: null,
          version: 0,
          checked_at: now,
          created_at: now,
          refused_at: null,
        });
        made += 1;
      }
    }
  }
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('watches')
      .values(rows.slice(i, i + 500))
      .execute();
  const cards =
    options.cards > 0
      ? await addBenchCards(
          db,
          slack,
          new Map(teams.map((team) => [team, (accounts[team.toLowerCase()] as FakeAccount).cases])),
          options.cards,
        )
      : undefined;
  const digests =
    options.digests > 0 || options.aging
      ? await addBenchDigests(db, slack, teams, { perWorkspace: options.digests, aging: options.aging, inMs: 5000 })
      : undefined;
  const reminders =
    options.remindersInMs > 0
      ? await addBenchReminders(
          db,
          slack,
          teams.flatMap((team) =>
            Array.from({ length: PEOPLE_PER_WORKSPACE }, (_, p) => ({ team, person: `U0${team.slice(3)}P${p}` })),
          ),
          options.remindersInMs,
        )
      : undefined;
  await store.close();

  const env = {
    PATH: process.env.PATH,
    SLACK_SIGNING_SECRET: randomBytes(16).toString('hex'),
    SLACK_BOT_TOKEN: 'xoxb-bench',
    SLACK_API_URL: slack.apiUrl,
    DATABASE_URL: databaseUrl,
    ...(database.jobSchema ? { CASEBOT_JOB_SCHEMA: database.jobSchema } : {}),
    CASEBOT_ENCRYPTION_KEY: key,
    CASEBOT_POLL_INTERVAL_MS: String(options.intervalMs),
    ...LOOPBACK_CASE_API_ENV,
    LOG_LEVEL: 'warn',
    PORT: '0',
    NODE_ENV: 'production',
  };
  // Extra node flags for the replicas, as for `npm run bench` (e.g. BENCH_NODE_ARGS=--cpu-prof).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const children: ChildProcess[] = Array.from({ length: options.replicas }, () =>
    spawn('node', [...nodeArgs, join(options.root, 'dist', 'casebot.js')], {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  const started = Date.now();
  const rssSamples: number[][] = children.map(() => []);
  // The time from a change to each DM that tells it (the case's latest change before the DM).
  const changedAt = new Map<string, number>();
  const delays: number[] = [];
  slack.on('message', ({ params }: { params: Record<string, unknown> }) => {
    const channel = String(params.channel ?? '');
    const caseNumber = /#(\d+)/.exec(String(params.text ?? ''))?.[1];
    if (!channel.startsWith('DU0') || !caseNumber) return;
    const team = `T0W${channel.slice(3, 7)}`;
    const at = changedAt.get(`${team}:${caseNumber}`);
    if (at !== undefined) delays.push(Date.now() - at);
  });
  // A change every second somewhere: a note on one watched case (each case is watched by one person).
  const changed = new Set<string>();
  const people = teams.flatMap((team) =>
    Array.from({ length: PEOPLE_PER_WORKSPACE }, (_, p) => `U0${team.slice(3)}P${p}`),
  );
  const dmsOf = (person: string) => (slack.messages.get(`D${person}`) ?? []).length;
  let burstAt = 0;
  const rounds: number[][] = [];
  let lastDmAt = 0;
  let lastTotal = 0;
  const burst = options.burst
    ? setTimeout(() => {
        burstAt = Date.now();
        for (const team of teams) {
          for (const c of (accounts[team.toLowerCase()] as FakeAccount).cases) {
            c.notes.push({ id: 6_000_000 + changed.size, note: 'burst', createdOn: new Date(), createdBy: 'bench' });
            c.lastUpdated = new Date();
            changed.add(`${team}:${c.complaintId}`);
            changedAt.set(`${team}:${c.caseNumber}`, Date.now());
            cards?.changed(team, c.caseNumber);
          }
        }
      }, 3000)
    : undefined;
  // After each interval of the burst: how many DMs each person has had so far.
  const roundTimer = setInterval(() => {
    if (burstAt > 0) rounds.push(people.map(dmsOf));
  }, options.intervalMs);
  const dmWatcher = setInterval(() => {
    const total = people.reduce((n, p) => n + dmsOf(p), 0);
    if (total > lastTotal) {
      lastTotal = total;
      lastDmAt = Date.now();
    }
  }, 250);
  const changer = setInterval(() => {
    if (options.burst) return;
    const team = teams[Math.floor(Math.random() * teams.length)] as string;
    const cases = (accounts[team.toLowerCase()] as FakeAccount).cases;
    const c = cases[Math.floor(Math.random() * cases.length)];
    if (!c) return;
    c.notes.push({ id: 5_000_000 + changed.size, note: 'bench change', createdOn: new Date(), createdBy: 'bench' });
    // A note is an update: the case moves to the top of a list ordered by update.
    c.lastUpdated = new Date();
    changed.add(`${team}:${c.complaintId}`);
    changedAt.set(`${team}:${c.caseNumber}`, Date.now());
    cards?.changed(team, c.caseNumber);
  }, options.changeEveryMs);
  const sampler = setInterval(() => children.forEach((child, i) => rssSamples[i]?.push(rss(child))), 1000);
  // The reads of the service made before the reminders' minute (each reads its person's cases ahead of it).
  let readsBeforeDue: number | undefined;
  const dueTimer = reminders
    ? setTimeout(() => (readsBeforeDue = caseApi.requests.length), Math.max(0, reminders.due.getTime() - Date.now()))
    : undefined;
  await new Promise((resolve) => setTimeout(resolve, options.durationMs));
  clearInterval(changer);
  // Let the last round tell what changed.
  await new Promise((resolve) => setTimeout(resolve, options.intervalMs));
  clearInterval(sampler);
  clearInterval(roundTimer);
  clearInterval(dmWatcher);
  if (burst) clearTimeout(burst);
  if (dueTimer) clearTimeout(dueTimer);
  const elapsedMin = (Date.now() - started) / 60_000;
  const calls = caseApi.requests.length;
  const perTeam = new Map<string, number>();
  for (const r of caseApi.requests)
    perTeam.set(r.query.clientName ?? '', (perTeam.get(r.query.clientName ?? '') ?? 0) + 1);
  // Per workspace and minute: its calls, its list calls (the detector's, follows', digests'), its details calls.
  const perMinute = (operation?: string) => {
    const counted = new Map<string, number>(teams.map((t) => [t.toLowerCase(), 0]));
    for (const r of caseApi.requests) {
      if (operation && r.operation !== operation) continue;
      const team = r.query.clientName ?? '';
      counted.set(team, (counted.get(team) ?? 0) + 1);
    }
    const values = [...counted.values()].map((n) => n / elapsedMin);
    return { median: round(percentile(values, 50)), max: round(Math.max(...values)) };
  };
  const dms = [...slack.messages.entries()]
    .filter(([channel]) => channel.startsWith('D'))
    .reduce((n, [, list]) => n + list.length, 0);
  await Promise.all(
    children.map((child) => {
      child.kill('SIGTERM');
      return new Promise((resolve) => child.on('exit', resolve));
    }),
  );
  const after = openDatabase(databaseUrl);
  const counts = await createWatchStore(after.db).counts();
  await after.db.destroy();
  const databaseMb = await database.sizeMb();
  const rssOf = (samples: number[]) => {
    const known = samples.filter(Number.isFinite);
    return { median: round(percentile(known, 50)), peak: round(Math.max(...known)) };
  };
  const figures = {
    watches: made,
    workspaces: teams.length,
    pollIntervalMs: options.intervalMs,
    minutes: round(elapsedMin, 2),
    caseApiCallsPerMinute: round(calls / elapsedMin),
    maxCallsPerMinutePerWorkspace: round(Math.max(...perTeam.values()) / elapsedMin),
    recentOrder: options.recentOrder,
    perWorkspacePerMinute: { calls: perMinute(), lists: perMinute('GetCases'), details: perMinute('GetCaseDetails') },
    casesChanged: changed.size,
    dmsSent: dms,
    changeToDmMs: { p50: round(percentile(delays, 50)), p99: round(percentile(delays, 99)), told: delays.length },
    rows: counts,
    databaseMb: round(databaseMb, 1),
    replicas: options.replicas,
    database: options.postgresUrl ? 'postgres' : 'sqlite',
    rssMbPerReplica: rssSamples.map(rssOf),
    ...(cards ? { liveCards: cards.figures() } : {}),
    ...(digests ? { digests: digests.figures() } : {}),
    ...(reminders ? { reminders: { ...reminders.figures(), readsBeforeDue: readsBeforeDue ?? 0 } } : {}),
    ...(options.burst
      ? {
          burst: {
            changes: made,
            secondsToLastDm: lastDmAt > burstAt ? round((lastDmAt - burstAt) / 1000, 1) : null,
            dmsPerPersonPerRound: rounds.map((counts) => ({
              min: Math.min(...counts),
              median: percentile(counts, 50),
              max: Math.max(...counts),
              withNone: counts.filter((n) => n === 0).length,
            })),
          },
        }
      : {}),
  };
  console.log(
    `\nwatches: ${made} over ${teams.length} workspaces, poll interval ${options.intervalMs} ms, ` +
      `${round(elapsedMin, 2)} min\n` +
      `  case service calls/min: ${figures.caseApiCallsPerMinute} in all, at most ` +
      `${figures.maxCallsPerMinutePerWorkspace} for one workspace (cap ${options.callsPerMinute})\n` +
      `  per workspace a minute (median/max), recent order ${options.recentOrder}: calls ` +
      `${figures.perWorkspacePerMinute.calls.median}/${figures.perWorkspacePerMinute.calls.max}, list calls ` +
      `${figures.perWorkspacePerMinute.lists.median}/${figures.perWorkspacePerMinute.lists.max}, details calls ` +
      `${figures.perWorkspacePerMinute.details.median}/${figures.perWorkspacePerMinute.details.max}\n` +
      `  cases changed: ${changed.size} (each watched by ${PEOPLE_PER_WORKSPACE} people), DMs sent: ${dms}` +
      (options.recentOrder === 'updated'
        ? '; only the watches of cases that changed are checked\n'
        : `; at 60 calls a minute a watch is checked every ~${Math.round((perWorkspace / 60) * 60)} s, so a ` +
          `change reaches its watchers within that\n`) +
      `  change to DM: p50 ${figures.changeToDmMs.p50} ms, p99 ${figures.changeToDmMs.p99} ms (${delays.length} DMs)\n` +
      `  database (${figures.database}): ${counts.watches} watches, ${counts.notices} notices, ${figures.databaseMb} MB\n` +
      figures.rssMbPerReplica
        .map((r, i) => `  replica ${i + 1} RSS: median ${r.median} MB, peak ${r.peak} MB`)
        .join('\n'),
  );
  if (figures.liveCards) {
    const c = figures.liveCards;
    console.log(
      `  live cards: ${c.cards} (up to ${options.cards} a workspace); ${c.updates} updates, ${c.threadReplies} thread ` +
        `replies; change to update: p50 ${c.changeToUpdateMs.p50} ms, p99 ${c.changeToUpdateMs.p99} ms ` +
        `(${c.changeToUpdateMs.told} changes of a carded case told)`,
    );
  }
  if (figures.digests) {
    const d = figures.digests;
    console.log(
      `  digests: ${d.posted} of ${d.digests} posted (all due at one minute); due to post: p50 ${d.dueToPostMs.p50} ms, ` +
        `p99 ${d.dueToPostMs.p99} ms, max ${d.dueToPostMs.max} ms; aging summaries posted: ${d.agingSummaries}`,
    );
  }
  if (figures.reminders) {
    const r = figures.reminders;
    console.log(
      `  reminders: ${r.sent} of ${r.reminders} sent (all due at one minute), ${r.early} before it; ` +
        `due to DM: p50 ${r.dueToDmMs.p50} ms, p99 ${r.dueToDmMs.p99} ms, last ${r.dueToDmMs.last} ms; ` +
        `case service calls before the minute: ${r.readsBeforeDue}`,
    );
  }
  if (figures.burst) {
    console.log(
      `  burst: ${made} watches changed at once; last DM ${figures.burst.secondsToLastDm} s after it; DMs per ` +
        `person after each round (min/median/max, people with none):\n` +
        figures.burst.dmsPerPersonPerRound
          .map((r, i) => `    round ${i + 1}: ${r.min}/${r.median}/${r.max}, ${r.withNone} with none`)
          .join('\n'),
    );
  }
  console.log(`\n${JSON.stringify(figures)}`);
  await caseApi.close();
  await slack.close();
  await database.drop();
}
