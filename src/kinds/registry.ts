import type { webApi } from '@slack/bolt';
import { DEFAULT_THRESHOLDS, type OverdueThresholds } from '../cases/overdue';
import { translator } from '../i18n/translate';
import { leftToldKey } from '../spine/notice-keys';
import type { Kysely } from 'kysely';
import { mergeMigrations, migrateWith, migratorWith } from '../workspaces/migrations';
import type { Database } from '../workspaces/database';
import type { WorkspaceStore } from '../workspaces/store';
import type { KindFrameParts, KindModule, OptionValues, StoreOptions } from './module';
import { KIND_MODULES } from './modules';
import type { Kind } from './kind';
import type { EnvironmentShape } from '../lib/env';
import { createKindRules } from './rules';
import { createChannelQuiet } from './channel-quiet';

/** Turns a union of objects into the one object that has them all. */
type Merged<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** What the kinds keep in the database: each module's stores, and each channel's less noise (which two read). */
export type KindStores = { quiet: ReturnType<typeof createChannelQuiet> } & Merged<
  ReturnType<(typeof KIND_MODULES)[number]['stores']>
>;

/** The kinds' stores over the database, each module's made once (`now`: their clock, a test's). */
export function createKindStores(db: Kysely<Database>, options: StoreOptions = {}): KindStores {
  const clock = options.now ? { now: options.now } : {};
  const stores = KIND_MODULES.map((m) => (m as KindModule).stores(db, options));
  return Object.assign({ quiet: createChannelQuiet(db, clock) }, ...stores) as KindStores;
}

/**
 * A workspace's overdue thresholds: the first a module keeps for it (aging alerts' settings), in the
 * registry's order, or the defaults (critical 4 hours, high a day, medium three days, low a week).
 */
export const thresholdsOf =
  (stores: KindStores) =>
  async (teamId: string): Promise<OverdueThresholds> => {
    for (const m of KIND_MODULES as readonly KindModule[]) {
      const kept = await m.thresholds?.(stores, teamId);
      if (kept && kept.length > 0) return kept;
    }
    return DEFAULT_THRESHOLDS;
  };

/** What the kinds are built from: their stores, and the frame's parts. */
export type KindParts = KindFrameParts & KindStores;

/**
 * Everything casebot tells unasked, registered (modules.ts: one line a kind). The poller plans and checks
 * them in this order among equals, delivery hears Slack's refusals for them, the ending rules end them, App
 * Home and the CLI list the ones that have a listing.
 */
export function registerKinds(parts: KindParts): readonly Kind[] {
  const reads = { thresholdsOf: thresholdsOf(parts) };
  return (KIND_MODULES as readonly KindModule[]).map((m) => {
    const listing = m.listed?.listing(parts, parts.store);
    return { ...m.kind({ ...parts, ...reads }), name: m.name, table: m.table, ...(listing ? { listing } : {}) };
  });
}

/** The modules' settings from the environment, every variable's reading by its name (config.ts checks them). */
export const KIND_ENVIRONMENT: EnvironmentShape = Object.assign(
  {},
  ...(KIND_MODULES as readonly KindModule[]).map((m) => m.environment ?? {}),
);

/** The modules' migrations, in one list (an id two modules hold is refused when this is loaded). */
export const KIND_MIGRATIONS = mergeMigrations(
  ...(KIND_MODULES as readonly KindModule[]).map((m) => m.migrations ?? {}),
);

/**
 * Brings the schema up to date, casebot's tables and every module's; safe to run from several processes at
 * once (casebot's start, the CLI, a test).
 */
export const migrateToLatest = (db: Kysely<Database>) => migrateWith(db, KIND_MIGRATIONS);

/** A migrator over casebot's migrations and the modules', for stepping back (`migrateDown`, a test). */
export const migratorFor = (db: Kysely<Database>) => migratorWith(db, KIND_MIGRATIONS);

/** The tables whose rows keep a workspace polled: one a kind. */
export const KIND_TABLES: readonly string[] = KIND_MODULES.map((m) => m.table);

/** The kinds an admin lists and stops (App Home, the CLI's `<kind> list|end`), in the registry's order. */
export const LISTED_KINDS = (KIND_MODULES as readonly KindModule[]).flatMap((m) =>
  m.listed ? [{ ...m.listed.cli, name: m.name }] : [],
);

/**
 * What an admin lists and stops of each kind that has a listing, from the stores alone (the CLI's, which
 * runs nothing else of casebot): the same listings the registered kinds carry, in the registry's order.
 */
export function listingsOf(stores: KindStores, store: Pick<WorkspaceStore, 'getWorkspace'>) {
  return (KIND_MODULES as readonly KindModule[]).flatMap((m) =>
    m.listed ? [{ name: m.name, listing: m.listed.listing(stores, store) }] : [],
  );
}

/** The options the modules add to the CLI's `workspace set`, and their lines of its help. */
export const WORKSPACE_OPTIONS: Readonly<Record<string, { type: 'string' | 'boolean' }>> = Object.assign(
  {},
  ...(KIND_MODULES as readonly KindModule[]).map((m) => m.workspaceOptions?.options ?? {}),
);
export const WORKSPACE_OPTIONS_HELP = (KIND_MODULES as readonly KindModule[])
  .flatMap((m) => (m.workspaceOptions ? [m.workspaceOptions.help] : []))
  .join('\n');

/** What the modules' options of `workspace set` do, each module's said in a line, in the registry's order. */
export const applyWorkspaceOptions =
  (stores: KindStores, audit: (teamId: string, action: string, detail: string) => Promise<void>) =>
  async (values: OptionValues, teamId: string): Promise<string[]> => {
    const said: string[] = [];
    for (const m of KIND_MODULES as readonly KindModule[]) {
      const line = await m.workspaceOptions?.apply(values, teamId, { stores, audit });
      if (line) said.push(line);
    }
    return said;
  };

/**
 * What a workspace's new time zone changes of the kinds (the running casebot's and the CLI's): what is
 * scheduled in the workspace's zone comes at its hour in the new one (a person's reminder keeps their own).
 */
export const rezoneKinds = (stores: KindStores) => async (teamId: string, timeZone: string) => {
  for (const m of KIND_MODULES as readonly KindModule[]) await m.rezone?.(stores, teamId, timeZone);
};

/**
 * The kinds whole, as casebot (and a test) builds them: their stores over the database, the registered
 * kinds, and the rules that loop over them (the same person's language lookup as the runner's).
 */
export function assembleKinds(
  parts: KindFrameParts & {
    env?: StoreOptions['env'];
    storesNow?: () => Date;
    /** Sends a workspace's waiting notices now (an ending's DMs). */
    deliverSoon?: (teamId: string) => void;
    /** Whom casebot tells what an admin must know (what ended for someone who left). */
    adminsOf?: (teamId: string, client: webApi.WebClient) => Promise<string[]>;
  },
) {
  const { env, storesNow, deliverSoon, adminsOf, ...rest } = parts;
  const stores = createKindStores(parts.db, {
    ...(env ? { env } : {}),
    ...(storesNow ? { now: storesNow } : {}),
  });
  const kinds = registerKinds({ ...stores, ...rest });
  const rules = createKindRules(kinds, {
    store: parts.store,
    languageOf: (client, teamId, person) => parts.unasked.languageOf({ client, teamId }, person),
    ...(deliverSoon ? { deliverSoon } : {}),
    async tellAdmins(client, teamId, once, say) {
      if (!client || !adminsOf) return;
      for (const admin of await adminsOf(teamId, client).catch(() => [])) {
        const text = say(translator(await parts.unasked.languageOf({ client, teamId }, admin)));
        await parts.outbox.queueNotice(teamId, {
          dedupeKey: leftToldKey(teamId, once, admin),
          slackUserId: admin,
          channelId: null,
          message: { text, blocks: [{ type: 'section', text: { type: 'mrkdwn', text } }] },
        });
      }
    },
  });
  return { stores, kinds, rules };
}
