import type { Kysely, Migration } from 'kysely';
import type { OverdueThresholds } from '../cases/overdue';
import type { ModuleDeps } from '../listeners/deps';
import type { Logger } from '../logging';
import type { HomeLookup } from '../slack/locale';
import type { Outbox } from '../spine/outbox';
import type { Unasked } from '../spine/unasked';
import type { Alerts } from '../workspaces/alerts';
import type { Database } from '../workspaces/database';
import type { WorkspaceStore } from '../workspaces/store';
import type { Kind, Listing, ListingCli } from './kind';
import type { EnvironmentShape } from '../lib/env';
import type { BoundModule, FrameReads, KindSurfaces, ModuleParts, ModuleWords } from './surfaces';

// A kind module whole, from its own folder: its stores and table, what it is to the frame that runs it
// (what is due, its check, its endings), what an admin lists and stops of it, its words, and how its
// surfaces are bound. One list registers them all (modules.ts); everything else loops over it.

/** How the kinds' stores are made: their clock (a test's), and the modules' variables as set (`environment`). */
export interface StoreOptions {
  now?: () => Date;
  env?: Readonly<Record<string, string>>;
}

/** What every kind is built from, besides the stores: the one unasked runner, and what their checks read. */
export interface KindFrameParts {
  db: Kysely<Database>;
  outbox: Outbox;
  unasked: Unasked;
  store: WorkspaceStore;
  /** Whether a person left the workspace (a live card's sharer). */
  homeOf: HomeLookup;
  /** Statuses that mean a case is closed (CASEBOT_CLOSED_STATUSES). */
  closedStatuses: readonly string[];
  /** What admins must fix, on App Home. */
  alerts?: Pick<Alerts, 'raise' | 'clear'>;
  logger: Logger;
  now: () => number;
}

/** A command line's option values, by name (the CLI's `workspace set`). */
export type OptionValues = Readonly<Record<string, string | boolean | undefined>>;

/** What a module adds to the CLI's `workspace set`: its options, their help, and what they do. */
export interface WorkspaceOptions<T> {
  readonly options: Readonly<Record<string, { type: 'string' | 'boolean' }>>;
  /** Its lines of `workspace set --help`, indented as the others. */
  readonly help: string;
  /**
   * What the given options do to the workspace (audited as `audit` says), said in one line; undefined when
   * none of its options was given. Throws a UsageError (lib/usage.ts) for a value it cannot read.
   */
  apply(
    values: OptionValues,
    teamId: string,
    deps: { stores: T; audit: (teamId: string, action: string, detail: string) => Promise<void> },
  ): Promise<string | undefined>;
}

/** A kind as the frame runs it, less what its module says once (its name and table) and its listing. */
export type KindFrame = Omit<Kind, 'name' | 'table' | 'listing'>;

/**
 * One kind module: `S`, the stores it keeps (each named, `{ watches }`); `N`, what it reads of others' or
 * of the frame's (follows and live cards read each channel's less noise, `quiet`).
 */
export interface KindModule<S extends object = object, N extends object = object> extends ModuleWords {
  /** Its name: log lines, metrics, the CLI's noun, its ids' prefix. */
  readonly name: string;
  /** The table whose rows keep a workspace polled (and that a test empties). */
  readonly table: string;
  /**
   * Its migrations (its folder's migrations.ts), each id the next of casebot's one ordered list: written once,
   * never edited. The registry merges them with casebot's own; an id two hold stops the start.
   */
  readonly migrations?: Readonly<Record<string, Migration>>;
  /**
   * Its settings from the environment (CASEBOT_…): each variable's reading, checked with casebot's own when
   * it starts (a bad value stops it, naming the variable). Its stores read them from `options.env`.
   */
  readonly environment?: EnvironmentShape;
  /** Its stores over the database, made once (the running casebot's and the CLI's). */
  stores(db: Kysely<Database>, options: StoreOptions): S;
  /** What it is to the frame: made from the frame's parts and the stores it reaches. */
  kind(parts: KindFrameParts & FrameReads & S & N): KindFrame;
  /**
   * The workspace's overdue thresholds, where this module keeps them (aging alerts: their settings); what
   * My cases, digests and reminders mark a case overdue by. Undefined where it keeps none for the workspace.
   */
  thresholds?(stores: S, teamId: string): Promise<OverdueThresholds | undefined>;
  /**
   * What an admin lists and stops of it (App Home, the CLI's `<name> list|end`), from its stores alone: the
   * CLI runs nothing else of casebot.
   */
  listed?: { cli: ListingCli; listing(stores: S & N, store: Pick<WorkspaceStore, 'getWorkspace'>): Listing };
  /** What a workspace's new time zone changes of it (what is scheduled in the workspace's zone). */
  rezone?(stores: S & N, teamId: string, timeZone: string): Promise<unknown>;
  /** Its options of the CLI's `workspace set` (aging alerts' `--aging-channel …`). */
  workspaceOptions?: WorkspaceOptions<S & N>;
  /** Binds its surfaces to what every listener shares and to what it keeps (made from `parts`). */
  surfaces?(deps: ModuleDeps, parts: ModuleParts<S & N>): KindSurfaces;
}

/**
 * The modules' surfaces bound once (compose.ts, a test): `deps` is the listeners' shared deps, whose
 * `modules` these become (a module's Home part is drawn by App Home, which loops over them).
 */
export function bindModules(
  modules: readonly KindModule[],
  deps: ModuleDeps,
  parts: ModuleParts,
): readonly BoundModule[] {
  return modules.map(
    ({ name, ids, caseWords, usage, prompt, alerts, audit, asks, readsList, optionalFeatures, surfaces }) => ({
      name,
      ...(ids ? { ids } : {}),
      ...(caseWords ? { caseWords } : {}),
      ...(usage ? { usage } : {}),
      ...(prompt ? { prompt } : {}),
      ...(alerts ? { alerts } : {}),
      ...(audit ? { audit } : {}),
      ...(asks ? { asks } : {}),
      ...(readsList ? { readsList } : {}),
      ...(optionalFeatures ? { optionalFeatures } : {}),
      ...(surfaces ? surfaces(deps, parts) : {}),
    }),
  );
}
