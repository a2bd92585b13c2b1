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
}

const PEOPLE_PER_WORKSPACE = 10;

export async function benchWatches(options: WatchBenchOptions): Promise<void> {
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
  const child = spawn('node', [join(options.root, 'dist', 'main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const started = Date.now();
  const rssSamples: number[] = [];
  // A change every second somewhere: a note on one watched case (each case is watched by one person).
  const changed = new Set<string>();
  const changer = setInterval(() => {
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
  };
  console.log(
    `\nwatches: ${made} over ${teams.length} workspaces, poll interval ${options.intervalMs} ms, ` +
      `${round(elapsedMin, 2)} min\n` +
      `  case service calls/min: ${figures.caseApiCallsPerMinute} in all, at most ` +
      `${figures.maxCallsPerMinutePerWorkspace} for one workspace (cap 60)\n` +
      `  cases changed: ${changed.size} (each watched by ${PEOPLE_PER_WORKSPACE} people), DMs sent: ${dms}; at ` +
      `60 calls a minute a watch is checked every ~${Math.round((perWorkspace / 60) * 60)} s, so a change ` +
      `reaches its watchers within that\n` +
      `  rows: ${rows.watches} watches, ${rows.notices} notices\n` +
      `  casebot RSS: median ${figures.rssMb.median} MB, peak ${figures.rssMb.peak} MB`,
  );
  console.log(`\n${JSON.stringify(figures)}`);
  await caseApi.close();
  await slack.close();
  rmSync(folder, { recursive: true, force: true });
}
