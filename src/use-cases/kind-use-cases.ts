import { digestSender, type SendDigestNow } from '../kinds/digest/send-now';
import type { EndOwner } from '../kinds/kind';
import type { KindStores } from '../kinds/registry';
import type { Unasked } from '../spine/unasked';
import type { AuditEntry } from '../workspaces/home-data';
import type { WorkspaceStore } from '../workspaces/store';
import { type AgingSettingsUseCase, createAgingSettings } from './aging-settings';
import { type ChannelNoise, createChannelNoise } from './channel-noise';
import { createDigests, type Digests } from './digests';
import { createFollowing, type Following } from './following';
import { createLiveCards, type LiveCards } from './live-cards';
import { createWatching, type Watching } from './watching';
import { createReminders, type Reminders } from './reminders';
import { reminderSender, type SendReminderNow } from '../kinds/reminder/send-now';
import type { ReminderRunDeps } from '../kinds/reminder/check';

/** What people set up of each kind, as the listeners reach it: one use case each, no raw store. */
export interface KindUseCases {
  /** Watching cases. */
  watching: Watching;
  /** Channels following searches. */
  following: Following;
  /** Channels' digests of a search. */
  digests: Digests;
  /** A digest posted into its channel now, read as its owner (Send now); `pressed` names the press. */
  sendDigestNow: SendDigestNow;
  /** A workspace's aging alerts as an admin sets them on App Home. */
  agingSettings: AgingSettingsUseCase;
  /** Less noise per channel: news in threads only, follows' posts gathered. */
  noise: ChannelNoise;
  /** Cards that stay true and cases' own channels. */
  liveCards: LiveCards;
  /** Reminders of one's own cases. */
  reminders: Reminders;
  /** A reminder sent by DM now, read as its person (Send now); `pressed` names the press. */
  sendReminderNow: SendReminderNow;
}

/** The kinds' use cases, built once over their stores (compose.ts). */
export function createKindUseCases(parts: {
  stores: KindStores;
  audit: (entry: AuditEntry) => Promise<void>;
  /** Sends a workspace's waiting notices now. */
  deliverSoon: (teamId: string) => void;
  /** What Send now needs: the one unasked runner, the workspace, what counts as closed. */
  unasked: Unasked;
  store: Pick<WorkspaceStore, 'getWorkspace'>;
  closedStatuses: readonly string[];
  /** Everything someone set up ends (Send now found its owner no longer served). */
  endOwner: EndOwner;
  /** Whether someone left the workspace (a reminder's person). */
  homeOf: ReminderRunDeps['homeOf'];
}): KindUseCases {
  const { stores, audit, deliverSoon } = parts;
  const { watches, follows, digests, aging, quiet, cards, caseChannels, reminders } = stores;
  return {
    watching: createWatching(watches),
    following: createFollowing(follows),
    digests: createDigests({ digests, aging, audit }),
    sendDigestNow: digestSender({ ...parts, digests, aging }, deliverSoon),
    agingSettings: createAgingSettings({ aging, audit }),
    noise: createChannelNoise({ quiet, audit }),
    liveCards: createLiveCards({ cards, caseChannels, deliverSoon }),
    reminders: createReminders({ reminders }),
    sendReminderNow: reminderSender({ ...parts, reminders, aging, now: Date.now }, deliverSoon),
  };
}
