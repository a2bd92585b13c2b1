import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { openDatabase } from '../src/workspaces/database';
import { migrateToLatest } from '../src/kinds/registry';
import { dueQuery } from '../src/kinds/rows';

// npx tsx bench/explain.ts [postgres-url]: the change detector's queries at 100,000 watches (1,000 workspaces
// of 100), explained on PostgreSQL: a poll's due watches, a list page's known updates, the pruning. A schema
// of its own, dropped after.
const BASE = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `casebot_explain_${process.pid}`;
async function main() {
  const admin = new pg.Client({ connectionString: BASE });
  await admin.connect();
  await admin.query(`drop schema if exists ${schema} cascade; create schema ${schema}`);
  const url = new URL(BASE);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const { db } = openDatabase(url.toString());
  await migrateToLatest(db);
  const now = Date.now();
  const teams = Array.from({ length: 1000 }, (_, i) => `T0W${String(i).padStart(4, '0')}`);
  for (const team of teams) {
    const watches = Array.from({ length: 100 }, (_, i) => ({
      id: randomUUID(),
      team_id: team,
      slack_user_id: `U0${team.slice(3)}P${i % 10}`,
      case_id: 48000 + i * 7,
      case_number: 1000 + i,
      subject: 's',
      last_status: 'Open',
      last_note_ids: '[]',
      last_updated: null,
      version: 0,
      checked_at: new Date(now - (i % 50) * 1000).toISOString(),
      created_at: new Date(now).toISOString(),
      refused_at: null,
    }));
    await db.insertInto('watches').values(watches).execute();
    const updates = Array.from({ length: 100 }, (_, i) => ({
      team_id: team,
      case_id: 48000 + i * 7,
      last_updated: '11/27/2026 09:00:00 AM',
      noticed_at: i % 20 === 0 ? new Date(now).toISOString() : null,
      placed_at: new Date(now).toISOString(),
    }));
    await db.insertInto('case_updates').values(updates).execute();
  }
  await sql`analyze`.execute(db);
  const iso = (ms: number) => new Date(ms).toISOString();
  const filter = {
    staleBefore: new Date(now - 3_600_000),
    slowBefore: new Date(now - 600_000),
    safetyBefore: new Date(now - 86_400_000),
  };
  const q = sql`explain analyze ${dueQuery('watches', 'slack_user_id', { teamId: 'T0W0500', limit: 48, filter })}`;
  const { rows } = await q.execute(db);
  console.log((rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n'));
  const q2 = sql`explain analyze select case_id, last_updated from case_updates where team_id = ${'T0W0500'} and case_id in (48000, 48007, 48014, 48021)`;
  console.log(((await q2.execute(db)).rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n'));
  const q3 = sql`explain analyze delete from case_updates where team_id = ${'T0W0500'} and (noticed_at is null or noticed_at < ${iso(now - 86400000)}) and (placed_at is null or placed_at < ${iso(now - 86400000)}) and case_id not in (select case_id from watches where team_id = ${'T0W0500'}) and case_id not in (select case_id from live_cards where team_id = ${'T0W0500'})`;
  console.log(((await q3.execute(db)).rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n'));
  await db.destroy();
  await admin.query(`drop schema if exists ${schema} cascade`);
  await admin.end();
}
void main();
