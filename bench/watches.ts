// npm run bench -- --watches N: casebot polling N watches over 100 workspaces for a minute; calls a
// minute to the case service (in all and per workspace), DMs sent, database rows and casebot's RSS.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FakeAccount, FakeCaseApi } from '../src/sandbox/case-api-server';
import { demoCases } from '../src/sandbox/demo-data';
import { FakeSlack } from '../src/sandbox/slack-api-server';
import { createWatchStore } from '../src/watch/watch-store';
import { openDatabase } from '../src/workspaces/database';
import { migrateToLatest } from '../src/workspaces/migrations';
import { createWorkspaceStore } from '../src/workspaces/store';
import { createTokenCipher } from '../src/workspaces/token-cipher';
import { percentile, round, rss } from './load';

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
}

export async function benchWatches(options: WatchBenchOptions): Promise<void> {
  const PEOPLE_PER_WORKSPACE = options.people;
  const perWorkspace = Math.ceil(options.watches / options.workspaces);
  const casesPer = Math.ceil(perWorkspace / PEOPLE_PER_WORKSPACE);
  const accounts: Record<string, FakeAccount> = {};
  const teams = Array.from({ length: options.workspaces }, (_, i) => `T0W${String(i).padStart(4, '0')}`);
  for (const team of teams) accounts[team.toLowerCase()] = { apiToken: `tok-${team}`, cases: demoCases(casesPer) };
  const caseApi = new FakeCaseApi({ accounts, latencyMs: options.latencyMs });
  const caseApiUrl = await caseApi.start();
  const slack = new FakeSlack();
  await slack.start();

  const folder = mkdtempSync(join(tmpdir(), 'casebot-bench-watches-'));
  const key = randomBytes(32).toString('hex');
  const databaseUrl = `sqlite:${join(folder, 'bench.db')}`;
  const { db } = openDatabase(databaseUrl);
  await migrateToLatest(db);
  const store = createWorkspaceStore(db, createTokenCipher(key));
  const watches = createWatchStore(db);
  let made = 0;
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
    });
    for (let p = 0; p < PEOPLE_PER_WORKSPACE; p += 1) {
      const person = `U0${team.slice(3)}P${p}`;
      slack.users.set(person, { locale: 'en-US' });
      await store.linkUser({ teamId: team, slackUserId: person, userName: 'j.doe' });
      for (const c of account.cases) {
        if (made >= options.watches) break;
        const seen = { status: c.status, noteIds: c.notes.map((n) => n.id), lastUpdated: null };
        await watches.addWatch({
          teamId: team,
          slackUserId: person,
          caseId: c.complaintId,
          caseNumber: c.caseNumber,
          subject: c.subject,
          seen,
        });
        made += 1;
      }
    }
  }
  await store.close();

  const env = {
    PATH: process.env.PATH,
    SLACK_SIGNING_SECRET: randomBytes(16).toString('hex'),
    SLACK_BOT_TOKEN: 'xoxb-bench',
    SLACK_API_URL: slack.apiUrl,
    DATABASE_URL: databaseUrl,
    CASEBOT_ENCRYPTION_KEY: key,
    CASEBOT_POLL_INTERVAL_MS: String(options.intervalMs),
    LOG_LEVEL: 'warn',
    PORT: '0',
    NODE_ENV: 'production',
  };
  const child = spawn('node', [join(options.root, 'dist', 'casebot.js')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = Date.now();
  const rssSamples: number[] = [];
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
            changed.add(`${team}:${c.complaintId}`);
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
    changed.add(`${team}:${c.complaintId}`);
  }, 1000);
  const sampler = setInterval(() => rssSamples.push(rss(child)), 1000);
  await new Promise((resolve) => setTimeout(resolve, options.durationMs));
  clearInterval(changer);
  // Let the last round tell what changed.
  await new Promise((resolve) => setTimeout(resolve, options.intervalMs));
  clearInterval(sampler);
  clearInterval(roundTimer);
  clearInterval(dmWatcher);
  if (burst) clearTimeout(burst);
  const elapsedMin = (Date.now() - started) / 60_000;
  const calls = caseApi.requests.length;
  const perTeam = new Map<string, number>();
  for (const r of caseApi.requests)
    perTeam.set(r.query.clientName ?? '', (perTeam.get(r.query.clientName ?? '') ?? 0) + 1);
  const dms = [...slack.messages.values()].reduce((n, list) => n + list.length, 0);
  child.kill('SIGTERM');
  await new Promise((resolve) => child.on('exit', resolve));
  const after = openDatabase(databaseUrl);
  const rows = await createWatchStore(after.db).counts();
  await after.db.destroy();
  const figures = {
    watches: made,
    workspaces: teams.length,
    pollIntervalMs: options.intervalMs,
    minutes: round(elapsedMin, 2),
    caseApiCallsPerMinute: round(calls / elapsedMin),
    maxCallsPerMinutePerWorkspace: round(Math.max(...perTeam.values()) / elapsedMin),
    casesChanged: changed.size,
    dmsSent: dms,
    rows,
    rssMb: {
      median: round(percentile(rssSamples.filter(Number.isFinite), 50)),
      peak: round(Math.max(...rssSamples.filter(Number.isFinite))),
    },
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
      `  cases changed: ${changed.size} (each watched by ${PEOPLE_PER_WORKSPACE} people), DMs sent: ${dms}; at ` +
      `60 calls a minute a watch is checked every ~${Math.round((perWorkspace / 60) * 60)} s, so a change ` +
      `reaches its watchers within that\n` +
      `  rows: ${rows.watches} watches, ${rows.notices} notices\n` +
      `  casebot RSS: median ${figures.rssMb.median} MB, peak ${figures.rssMb.peak} MB`,
  );
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
  rmSync(folder, { recursive: true, force: true });
}
