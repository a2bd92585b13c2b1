import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** The PostgreSQL server the tests use; CI starts it when it is down. */
export const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  engine: 'sqlite' | 'postgres';
  url: string;
  drop(): Promise<void>;
}

/** A fresh SQLite file in a temporary folder of its own. */
export function sqliteDatabase(): TestDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'casebot-test-'));
  return {
    engine: 'sqlite',
    url: `sqlite:${join(dir, 'nested', 'casebot.db')}`,
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A fresh schema on the real PostgreSQL server, selected through the connection's search_path. */
export async function postgresDatabase(): Promise<TestDatabase> {
  const schema = `casebot_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    engine: 'postgres',
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}

export const ENGINES = [
  ['sqlite', async () => sqliteDatabase()],
  ['postgres', postgresDatabase],
] as const;

export const TEST_KEY = 'a'.repeat(64);
export const OTHER_KEY = 'b'.repeat(64);

/** The tables whose rows keep a workspace polled: each registered kind's (its module's `table`). */
export { KIND_TABLES } from '../../src/kinds/registry';
