import { hostname } from 'node:os';
import type { CustomRoute } from '@slack/bolt';
import { type Kysely, sql } from 'kysely';
import type { Database } from './database';

/** What `/healthz` says of the database: it takes writes, or why not (the driver's code, never a secret). */
type Health =
  { ok: true; database: 'writable' } | { ok: false; database: 'unreachable' | 'not_writable'; reason: string };

/** Probes are answered from the last one for this long (an orchestrator asking often costs one write). */
const REUSED_MS = 1000;

/**
 * The database's health as casebot needs it: it answers, and it takes a write (a full disk or a
 * read-only database answers reads and refuses every change: casebot then cannot record anything, and
 * says so). Each replica writes its own row.
 */
export function createHealth(db: Kysely<Database>, options: { replica?: string; now?: () => number } = {}) {
  const replica = (options.replica ?? `${hostname()}:${process.pid}`).slice(0, 80);
  const now = options.now ?? Date.now;
  let last: { at: number; health: Promise<Health> } | undefined;

  async function check(): Promise<Health> {
    try {
      await sql`select 1`.execute(db);
    } catch (error) {
      return { ok: false, database: 'unreachable', reason: reasonOf(error) };
    }
    try {
      const at = new Date(now()).toISOString();
      await db
        .insertInto('health_probes')
        .values({ replica, probed_at: at })
        .onConflict((oc) => oc.column('replica').doUpdateSet({ probed_at: at }))
        .execute();
      return { ok: true, database: 'writable' };
    } catch (error) {
      return { ok: false, database: 'not_writable', reason: reasonOf(error) };
    }
  }

  const probe = (): Promise<Health> => {
    if (!last || now() - last.at >= REUSED_MS) last = { at: now(), health: check() };
    return last.health;
  };

  /** `GET /readyz`: ready for Slack's requests: the database takes writes and no shutdown has begun. */
  const ready = (stopping: () => boolean): CustomRoute => ({
    path: '/readyz',
    method: ['GET'],
    handler: (_req, res) => {
      void probe().then((health) => {
        const answer = stopping()
          ? { ok: false, ready: false, reason: 'shutting_down' }
          : { ...health, ready: health.ok };
        res.writeHead(answer.ok ? 200 : 503, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer));
      });
    },
  });

  return {
    probe,
    ready,
    /** `GET /healthz`: 200 while the database answers and takes writes; 503 with the reason otherwise. */
    route: {
      path: '/healthz',
      method: ['GET'],
      handler: (_req, res) => {
        void probe().then((health) => {
          res.writeHead(health.ok ? 200 : 503, { 'content-type': 'application/json' });
          res.end(JSON.stringify(health));
        });
      },
    } satisfies CustomRoute,
  };
}

/** The driver's code (`SQLITE_FULL`, `25006`, `ECONNREFUSED`) or the error's name: safe to show. */
function reasonOf(error: unknown): string {
  const { code, name } = (error ?? {}) as { code?: unknown; name?: unknown };
  const reason = typeof code === 'string' && code ? code : typeof name === 'string' ? name : 'unknown';
  return reason.replace(/[^A-Za-z0-9_.-]/g, '').slice(0, 40) || 'unknown';
}
