import type { Kysely } from 'kysely';
import type { Database } from './database';
import { guardStore } from './store-errors';

/**
 * What an admin must fix: a Slack scope casebot lacks, a case service failing for an hour, a rotating bot
 * token Slack will not renew (casebot installed again); or one a kind module raises and words itself
 * (its `alerts`: more of them due at once than the call cap lets casebot read in time).
 */
type AlertKind = 'missing_scope' | 'service_failing' | 'token_renewal_refused' | (string & {});

export interface Alert {
  kind: AlertKind;
  /** casebot's own words for what to do (a scope's name, an error code): never upstream text. */
  detail: string;
  since: Date;
}

export interface Alerts {
  /** Records the alert; true when it is new (so it is told once, not at every poll). */
  raise(teamId: string, kind: AlertKind, detail: string): Promise<boolean>;
  /** The alert cleared itself (the service answers again): true when there was one. */
  clear(teamId: string, kind: AlertKind): Promise<boolean>;
  list(teamId: string): Promise<Alert[]>;
}

const DETAIL_MAX = 200;

export function createAlerts(db: Kysely<Database>, now: () => Date = () => new Date()): Alerts {
  return guardStore(
    'alerts',
    {
      async raise(teamId, kind, detail) {
        const inserted = await db
          .insertInto('workspace_alerts')
          .values({ team_id: teamId, kind, detail: detail.slice(0, DETAIL_MAX), since: now().toISOString() })
          .onConflict((oc) => oc.columns(['team_id', 'kind']).doNothing())
          .executeTakeFirst();
        return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
      },
      async clear(teamId, kind) {
        const deleted = await db
          .deleteFrom('workspace_alerts')
          .where('team_id', '=', teamId)
          .where('kind', '=', kind)
          .executeTakeFirst();
        return Number(deleted.numDeletedRows) > 0;
      },
      async list(teamId) {
        const rows = await db.selectFrom('workspace_alerts').selectAll().where('team_id', '=', teamId).execute();
        return rows
          .map((r) => ({ kind: r.kind as AlertKind, detail: r.detail, since: new Date(r.since) }))
          .sort((a, b) => a.since.getTime() - b.since.getTime());
      },
    },
    () => false,
  );
}
