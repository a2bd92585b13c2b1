import type { CasesFor } from '../../cases/case-service';
import { type Schedule, nextTimeOf } from '../../cases/schedule';
import type { DigestAsk } from './ask';
import { type FilterSlip, filterSlip, parseFilteredSearch } from '../../cases/search-filters';
import type { Refusal } from '../../lib/conversation-port';
import {
  type Digest,
  type DigestCap,
  type DigestStore,
  MAX_DIGESTS_PER_CHANNEL,
  MAX_DIGESTS_PER_PERSON,
  MAX_DIGESTS_PER_WORKSPACE,
} from './store';
import type { ChannelReach } from '../../lib/conversation-port';
import type { NoticeInput } from '../../spine/outbox';

export type { Digest } from './store';

/** The longest search a digest may read (as a follow's). */
const MAX_DIGEST_TEXT = 100;

const CAPS: Record<DigestCap, number> = {
  channel: MAX_DIGESTS_PER_CHANNEL,
  person: MAX_DIGESTS_PER_PERSON,
  workspace: MAX_DIGESTS_PER_WORKSPACE,
};

export type DigestResult =
  | { kind: 'set_up'; digest: Digest }
  | { kind: 'shared_channel' }
  | { kind: 'reach_unknown' }
  | { kind: 'already'; searchText: string }
  | { kind: 'too_long' }
  /** Something meant as a filter that would be searched as words (`prio:high`). */
  | { kind: 'filter_slip'; slip: FilterSlip }
  | { kind: 'too_many'; cap: DigestCap; max: number }
  | { kind: 'cannot_post' };

/** Who pressed a digest's button, and where: in its channel, anywhere as its owner, or as an admin. */
export interface DigestPress {
  channelId: string | undefined;
  userId: string;
  isAdmin?: boolean;
}

export type DigestFound =
  { kind: 'found'; digest: Digest } | { kind: 'gone' } | { kind: 'not_here'; channelId: string };

export type DigestChange =
  | { kind: 'changed'; digest: Digest }
  | { kind: 'gone' }
  | { kind: 'owner_only'; ownerId: string }
  | { kind: 'already'; searchText: string }
  | { kind: 'too_long' }
  | { kind: 'filter_slip'; slip: FilterSlip };

/**
 * Digests of a search in channels: no Slack here, only what happened. Set up as the person asking (the
 * service is asked once, so a refusal shows now), announced in the channel (the proof casebot can post
 * there, else it is taken back), and pressed from its channel, by its owner, or by an admin.
 */
export function createDigests(deps: {
  digests: Pick<DigestStore, 'addDigest' | 'listDigests' | 'getDigest' | 'endDigests' | 'changeDigest'>;
  /** The audit trail, for a digest an admin ended from App Home (not its owner, not from its channel). */
  audit?: (entry: { teamId: string; actor: string; action: string; detail: string }) => Promise<void>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const { digests } = deps;

  /** A digest a button names, if the press may act on it. */
  async function pressed(workspaceId: string, id: string, by: DigestPress): Promise<DigestFound> {
    const digest = await digests.getDigest(workspaceId, id);
    if (!digest) return { kind: 'gone' };
    const here = by.channelId === digest.channelId || by.userId === digest.createdBy || by.isAdmin === true;
    return here ? { kind: 'found', digest } : { kind: 'not_here', channelId: digest.channelId };
  }

  return {
    async setUp(
      input: {
        workspaceId: string;
        channelId: string;
        ask: DigestAsk;
        userId: string;
        userName: string | null;
        timeZone: string;
        allowSharedChannels: boolean;
      },
      cases: Pick<CasesFor, 'searchCases'>,
      announce: (digest: Digest) => Promise<Refusal | undefined>,
      reach: () => Promise<ChannelReach>,
    ): Promise<DigestResult> {
      const { workspaceId, channelId, ask } = input;
      if (ask.searchText.length > MAX_DIGEST_TEXT) return { kind: 'too_long' };
      const slip = filterSlip(ask.searchText);
      if (slip) return { kind: 'filter_slip', slip };
      if (!input.allowSharedChannels) {
        const reached = await reach();
        if (reached === 'external') return { kind: 'shared_channel' };
        if (reached === 'unknown') return { kind: 'reach_unknown' };
      }
      // Read as the person setting it up: the service refuses them here, not at nine tomorrow, if it will.
      await cases.searchCases(parseFilteredSearch(ask.searchText).text, 0, 1);
      const added = await digests.addDigest({
        teamId: workspaceId,
        channelId,
        searchText: ask.searchText,
        createdBy: input.userId,
        createdByName: input.userName,
        schedule: ask.schedule,
        minute: ask.minute,
        ...(ask.weekday !== undefined ? { weekday: ask.weekday } : {}),
        quiet: ask.quiet,
        nextDueAt: nextTimeOf(ask, now(), input.timeZone),
      });
      if (added === 'already') return { kind: 'already', searchText: ask.searchText };
      if ('tooMany' in added) return { kind: 'too_many', cap: added.tooMany, max: CAPS[added.tooMany] };
      const refused = await announce(added.added);
      if (refused === 'channel_refused') {
        await digests.endDigests(workspaceId, { id: added.added.id });
        return { kind: 'cannot_post' };
      }
      return { kind: 'set_up', digest: added.added };
    },

    pressed,

    /** Stop: from its channel (anyone who can use casebot there), by its owner, or by an admin. */
    async stop(
      workspaceId: string,
      id: string,
      by: DigestPress,
      /** What its owner is told when someone else (in its channel, or an admin) ended it. */
      tellOwner?: (ended: Digest) => NoticeInput,
    ): Promise<DigestFound> {
      const found = await pressed(workspaceId, id, by);
      if (found.kind !== 'found') return found;
      const byOther = found.digest.createdBy !== by.userId;
      const [ended] = await digests.endDigests(workspaceId, { id }, (gone) =>
        byOther && tellOwner ? gone.map(tellOwner) : [],
      );
      if (!ended) return { kind: 'gone' };
      if (by.isAdmin && by.userId !== ended.createdBy && by.channelId !== ended.channelId) {
        const detail = `${ended.searchText || '(all recent cases)'} in <#${ended.channelId}>`;
        await deps.audit?.({ teamId: workspaceId, actor: by.userId, action: 'digest.ended', detail });
      }
      return { kind: 'found', digest: ended };
    },

    /** Change: only its owner (the digest is read as them). */
    async change(
      workspaceId: string,
      id: string,
      userId: string,
      change: {
        searchText: string;
        schedule: Schedule;
        /** The day a weekly one comes (0 Sunday … 6 Saturday); as it was where not said. */
        weekday?: number;
        /** Its time of day, minutes after midnight. */
        minute: number;
        quiet: boolean;
        timeZone: string;
      },
    ): Promise<DigestChange> {
      const digest = await digests.getDigest(workspaceId, id);
      if (!digest) return { kind: 'gone' };
      if (digest.createdBy !== userId) return { kind: 'owner_only', ownerId: digest.createdBy };
      const searchText = change.searchText.trim().replace(/\s+/g, ' ');
      if (searchText.length > MAX_DIGEST_TEXT) return { kind: 'too_long' };
      const slip = filterSlip(searchText);
      if (slip) return { kind: 'filter_slip', slip };
      const timing = { schedule: change.schedule, minute: change.minute, weekday: change.weekday ?? digest.weekday };
      const nextDueAt = nextTimeOf(timing, now(), change.timeZone);
      const done = await digests.changeDigest(digest, { searchText, ...timing, quiet: change.quiet, nextDueAt });
      if (done === 'gone') return { kind: 'gone' };
      if (done === 'already') return { kind: 'already', searchText };
      return { kind: 'changed', digest: { ...digest, searchText, ...timing, quiet: change.quiet, nextDueAt } };
    },

    list: (workspaceId: string, channelId?: string) => digests.listDigests(workspaceId, channelId ? { channelId } : {}),
  };
}

export type Digests = ReturnType<typeof createDigests>;
