import type { Kysely } from 'kysely';
import { digestEnded, digestEndedFor, digestRow } from './setup-blocks';
import type { NoticeInput } from '../../spine/outbox';
import type { Database } from '../../workspaces/database';
import type { WorkspaceStore } from '../../workspaces/store';
import { channelPostRefused, type EndWhy, type Listing, type ListingCli } from '../kind';
import type { KindFrame } from '../module';
import { filterOf, ownersIn } from '../owners';
import { type DigestRunDeps, digestInPoll } from './check';
import type { DigestStore } from './store';
import { DIGEST_KEYS, digestOfPost, digestOwnerKey } from './keys';

/** How a digest's ending is told to its owner by DM; undefined: not by DM. */
const SAID: Partial<Record<EndWhy, 'cannot_post' | 'shared_channel' | 'disconnected'>> = {
  cannot_post: 'cannot_post',
  channel_gone: 'cannot_post',
  shared_channel: 'shared_channel',
  disconnected: 'disconnected',
};

/** Endings said in the digest's own channel instead (its owner is no longer served there). */
const IN_CHANNEL: ReadonlySet<EndWhy> = new Set(['unlinked', 'left_workspace']);

/**
 * Digests: a channel's scheduled post of a search, read as whoever set it up (`/cases digest …`), due at
 * its time; its search refused tells its owner, never the channel, and it tries again next time.
 */
export function digestKind(
  deps: DigestRunDeps & { db: Kysely<Database>; now: () => number; store: Pick<WorkspaceStore, 'getWorkspace'> },
): KindFrame {
  const { digests } = deps;
  return {
    keys: DIGEST_KEYS,
    // Slack refuses its channel's posts for good: casebot is out of the channel (everything told there
    // ends), or the workspace forbids it (this digest ends); its owner is told why.
    onRefused: channelPostRefused((_teamId, notice) => digestOfPost(notice.key)),
    postsInChannels: true,
    callsEach: 1,
    async due(round, limit) {
      const due = await digests.dueDigests(round.teamId, new Date(round.now), limit);
      return due.map((digest) => ({
        // A digest waits for its time, not since it was last checked: the longest overdue first among the rest.
        at: digest.nextDueAt.getTime(),
        actsAs: digest.createdBy,
        check: (r) => digestInPoll(deps, digest, r.workspace, r.client, () => r.fetches.beforeCall()),
      }));
    },
    ownersOf: (teamId, which) =>
      ownersIn(deps.db, 'digests', { owner: 'created_by', id: 'id', channel: true }, teamId, which),
    async end({ teamId, which, why, trOf, channelTr, ref }) {
      const said = SAID[why];
      const ended = await digests.endDigests(teamId, filterOf(which, 'createdBy'), (gone) =>
        gone.flatMap((d): NoticeInput[] => {
          if (IN_CHANNEL.has(why))
            return [
              {
                dedupeKey: digestOwnerKey(),
                slackUserId: null,
                channelId: d.channelId,
                message: digestEnded(channelTr, d, why === 'left_workspace' ? 'left_workspace' : 'unlinked'),
              },
            ];
          if (!trOf || !said) return [];
          const message = digestEndedFor(trOf(d.createdBy), d, said);
          return [
            {
              dedupeKey: digestOwnerKey(),
              slackUserId: d.createdBy,
              channelId: null,
              message,
              ...(ref ? { ref } : {}),
            },
          ];
        }),
      );
      return ended.length;
    },
  };
}

/** `digest list|end` in the CLI. */
export const digestCli = {
  list: {
    line: "list the channels' digests",
    help: `Lists the digests set up in a workspace's channels (/cases digest): id, channel, search, schedule, next
time (UTC) and who set it up (it is read as them).`,
  },
  end: {
    id: 'digestId',
    line: 'end one (its channel hears no more)',
    help: 'Ends a digest (its id from digest list): nothing more is posted in its channel. Kept in the audit trail.',
  },
} as const satisfies ListingCli;

/** Digests as an admin lists them (App Home, the CLI) and stops one, its owner told who did. */
export function digestListing(digests: DigestStore, store: Pick<WorkspaceStore, 'getWorkspace'>): Listing {
  return {
    title: 'admin.digests',
    none: 'admin.noDigests',
    ended: 'audit.digest.ended',
    async list(teamId, tr) {
      const timeZone = (await store.getWorkspace(teamId))?.timeZone ?? 'UTC';
      return (await digests.listDigests(teamId)).map((d) => ({
        id: d.id,
        channelId: d.channelId,
        owner: d.createdBy,
        what: `${digestRow(tr, d, timeZone)} · <#${d.channelId}>`,
        next: d.nextDueAt,
      }));
    },
    async stop(teamId, id, by, trOf) {
      const ended = await digests.endDigests(teamId, { id }, (gone) =>
        trOf
          ? gone
              .filter((d) => d.createdBy !== by)
              .map((d) => ({
                dedupeKey: digestOwnerKey(),
                slackUserId: d.createdBy,
                channelId: null,
                message: digestEndedFor(trOf(d.createdBy), d, { admin: by }),
              }))
          : [],
      );
      const [digest] = ended;
      return digest ? `${digest.searchText || '(all recent cases)'} in <#${digest.channelId}>` : undefined;
    },
  };
}
