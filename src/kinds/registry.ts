import type { webApi } from '@slack/bolt';
import { translator } from '../i18n/translate';
import { leftToldKey } from '../spine/notice-keys';
import type { Alerts } from '../workspaces/alerts';
import type { Kysely } from 'kysely';
import type { Logger } from '../logging';
import type { HomeLookup } from '../slack/locale';
import type { Outbox } from '../spine/outbox';
import type { Unasked } from '../spine/unasked';
import type { Database } from '../workspaces/database';
import type { Preferences } from '../workspaces/preferences';
import type { WorkspaceStore } from '../workspaces/store';
import { agingKind } from './aging/kind';
import { digestCli, digestKind, digestListing } from './digest/kind';
import { followCli, followKind, followListing } from './follow/kind';
import type { Kind, Listing } from './kind';
import { liveCardKind } from './live-card/kind';
import { createKindRules } from './rules';
import { type CaseChannelCaps, createCaseChannelStore } from './live-card/case-channel-store';
import { createAgingStore } from './aging/store';
import { createChannelQuiet } from './channel-quiet';
import { createDigestStore } from './digest/store';
import { createFollowStore } from './follow/store';
import { createLiveCardStore } from './live-card/store';
import { createWatchStore } from './watch/store';
import { watchKind } from './watch/kind';
import { reminderCli, reminderKind, reminderListing } from './reminder/kind';
import { createReminderStore } from './reminder/store';

/**
 * What the kinds keep in the database, each kind's store made once (and each channel's less noise, which
 * two share); `now`: their clock (a test's).
 */
export function createKindStores(
  db: Kysely<Database>,
  options: { caseChannelCaps?: Partial<CaseChannelCaps>; now?: () => Date } = {},
) {
  const clock = options.now ? { now: options.now } : {};
  return {
    watches: createWatchStore(db, clock),
    follows: createFollowStore(db, clock),
    digests: createDigestStore(db, clock),
    aging: createAgingStore(db, clock),
    quiet: createChannelQuiet(db, clock),
    cards: createLiveCardStore(db, clock),
    reminders: createReminderStore(db, clock),
    caseChannels: createCaseChannelStore(db, {
      ...clock,
      ...(options.caseChannelCaps ? { caps: options.caseChannelCaps } : {}),
    }),
  };
}

export type KindStores = ReturnType<typeof createKindStores>;

/** What the kinds are built from: their stores, the one unasked runner, and what their checks read. */
export interface KindParts extends KindStores {
  db: Kysely<Database>;
  outbox: Outbox;
  unasked: Unasked;
  store: WorkspaceStore;
  /** Whether a person left the workspace (a live card's sharer). */
  homeOf: HomeLookup;
  /** Who chose the aging alerts about their own cases by DM too. */
  preferences: Pick<Preferences, 'agingDmOf'>;
  /** Statuses that mean a case is closed (CASEBOT_CLOSED_STATUSES). */
  closedStatuses: readonly string[];
  /** What admins must fix, on App Home. */
  alerts?: Pick<Alerts, 'raise' | 'clear'>;
  logger: Logger;
  now: () => number;
}

/**
 * Everything casebot tells unasked, registered: one line a kind. The poller plans and checks them in this
 * order among equals, delivery hears Slack's refusals for them, the ending rules end them, App Home and
 * the CLI list the ones that have a listing. A new kind is a folder beside these and one line here.
 */
export function registerKinds(parts: KindParts): readonly Kind[] {
  return [
    agingKind(parts),
    watchKind(parts),
    followKind(parts),
    liveCardKind(parts),
    digestKind(parts),
    reminderKind(parts),
  ];
}

/**
 * What an admin lists and stops of each kind that has a listing, from the stores alone (the CLI's, which
 * runs nothing else of casebot): the same listings the registered kinds carry, in `LISTED_KINDS`' order.
 */
export function listingsOf(stores: KindStores, store: Pick<WorkspaceStore, 'getWorkspace'>) {
  const listings: Record<(typeof LISTED_KINDS)[number]['name'], Listing> = {
    digest: digestListing(stores.digests, store),
    reminder: reminderListing(stores.reminders),
    follow: followListing({ follows: stores.follows }),
  };
  return LISTED_KINDS.map(({ name }) => ({ name, listing: listings[name] }));
}

/**
 * What a workspace's new time zone changes of the kinds (the running casebot's and the CLI's): what is
 * scheduled in the workspace's zone comes at its hour in the new one (a person's reminder keeps their own).
 */
export const rezoneKinds = (stores: Pick<KindStores, 'digests'>) => async (teamId: string, timeZone: string) => {
  await stores.digests.rezone(teamId, timeZone);
};

/** The kinds an admin lists and stops (App Home, the CLI's `<kind> list|end`), in the order listed. */
export const LISTED_KINDS = [digestCli, reminderCli, followCli] as const;

/**
 * The kinds whole, as casebot (and a test) builds them: their stores over the database, the registered
 * kinds, and the rules that loop over them (the same person's language lookup as the runner's).
 */
export function assembleKinds(
  parts: Omit<KindParts, keyof KindStores> & {
    caseChannelCaps?: Partial<CaseChannelCaps>;
    storesNow?: () => Date;
    /** Sends a workspace's waiting notices now (an ending's DMs). */
    deliverSoon?: (teamId: string) => void;
    /** Whom casebot tells what an admin must know (what ended for someone who left). */
    adminsOf?: (teamId: string, client: webApi.WebClient) => Promise<string[]>;
  },
) {
  const { caseChannelCaps, storesNow, deliverSoon, adminsOf, ...rest } = parts;
  const stores = createKindStores(parts.db, {
    ...(caseChannelCaps ? { caseChannelCaps } : {}),
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
