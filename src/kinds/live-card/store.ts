import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, LiveCardTable } from '../../workspaces/database';
import { liveCardUpdatesLike } from './keys';
import { type NoticeInput, queueNoticeIn } from '../../spine/outbox';
import { type DueFilter, dueRows, dropWaitingNotices, lockName } from '../rows';
import {
  type CardEndReason,
  type CardSeen,
  type EndNotice,
  type LiveCard,
  type LiveCardKind,
  MAX_LIVE_CARDS_PER_CHANNEL,
  MAX_LIVE_CARDS_PER_WORKSPACE,
  type StoredMessage,
  seenJson,
  toCard,
} from './rows';

export { MAX_LIVE_CARDS_PER_CHANNEL, MAX_LIVE_CARDS_PER_WORKSPACE } from './rows';
export type { CardEndReason, CardSeen, EndNotice, LiveCard, LiveCardKind, StoredMessage } from './rows';

/**
 * Live cards: the cards casebot posted and keeps true. Every write that can race another replica is
 * conditional (a change is recorded against the version it was read at, with its notices, in one
 * transaction), and a card's caps hold under a lock.
 */
export function createLiveCardStore(db: Kysely<Database>, options: { now?: () => Date } = {}) {
  const now = () => (options.now ?? (() => new Date()))();
  const iso = () => now().toISOString();

  /** Updates of a card not yet claimed by any delivery: a newer update makes them pointless. */
  const dropWaitingUpdates = (trx: Kysely<Database>, card: Pick<LiveCard, 'id' | 'teamId'>) =>
    dropWaitingNotices(trx, card.teamId, liveCardUpdatesLike(card.id));

  async function endIn(trx: Kysely<Database>, cards: LiveCard[], reason: CardEndReason, notice?: EndNotice) {
    if (cards.length === 0) return 0;
    const deleted = await trx
      .deleteFrom('live_cards')
      .where(
        'id',
        'in',
        cards.map((c) => c.id),
      )
      .executeTakeFirst();
    for (const card of cards) {
      await dropWaitingUpdates(trx, card);
      const queued = notice?.(card, reason);
      if (queued) await queueNoticeIn(trx, card.teamId, queued, iso());
    }
    return Number(deleted.numDeletedRows);
  }

  const select = () => db.selectFrom('live_cards').selectAll();

  return {
    /** A notice about a card that no change records (a case channel's reminder). */
    async queueNotice(teamId: string, notice: NoticeInput): Promise<void> {
      await queueNoticeIn(db, teamId, notice, iso());
    },

    /**
     * Starts keeping a posted card true. An older shared card of the same case in the same channel ends
     * (the new one is below it); past a cap, the oldest card of the channel, or of the workspace, ends
     * (shared cards and case channels' cards alike).
     */
    async addLiveCard(
      input: Pick<
        LiveCard,
        'teamId' | 'channelId' | 'messageTs' | 'caseId' | 'caseNumber' | 'sharedBy' | 'kind' | 'seen' | 'message'
      >,
      notice: EndNotice,
    ): Promise<LiveCard> {
      return db.transaction().execute(async (trx) => {
        await lockName(trx, `live-cards:${input.teamId}`);
        const at = iso();
        const card: LiveCard = {
          ...input,
          id: randomUUID(),
          version: 0,
          checkedAt: new Date(at),
          changedAt: new Date(at),
          closedSince: null,
          refusedAt: null,
          createdAt: new Date(at),
        };
        // Every card kept true counts against the caps, a case channel's as much as a shared one.
        const rows = (
          await trx
            .selectFrom('live_cards')
            .selectAll()
            .where('team_id', '=', input.teamId)
            .orderBy('created_at')
            .orderBy('id')
            .execute()
        ).map(toCard);
        const shared = input.kind === 'shared' ? rows.filter((c) => c.kind === 'shared') : [];
        const older = shared.filter((c) => c.channelId === input.channelId && c.caseId === input.caseId);
        await endIn(trx, older, 'superseded', notice);
        const left = rows.filter((c) => !older.includes(c));
        const inChannel = left.filter((c) => c.channelId === input.channelId);
        const overChannel = inChannel.slice(0, Math.max(0, inChannel.length - MAX_LIVE_CARDS_PER_CHANNEL + 1));
        await endIn(trx, overChannel, 'cap_channel', notice);
        const rest = left.filter((c) => !overChannel.includes(c));
        const overWorkspace = rest.slice(0, Math.max(0, rest.length - MAX_LIVE_CARDS_PER_WORKSPACE + 1));
        await endIn(trx, overWorkspace, 'cap_workspace', notice);
        await trx
          .insertInto('live_cards')
          .values({
            id: card.id,
            team_id: card.teamId,
            channel_id: card.channelId,
            message_ts: card.messageTs,
            case_id: card.caseId,
            case_number: card.caseNumber,
            shared_by: card.sharedBy,
            kind: card.kind,
            seen: seenJson(card.seen),
            version: 0,
            checked_at: at,
            changed_at: at,
            closed_since: null,
            refused_at: null,
            message: JSON.stringify(card.message),
            created_at: at,
          })
          .execute();
        return card;
      });
    },

    /** The cards checked longest ago, in turns across channels (one busy channel cannot take the budget). */
    async dueCards(teamId: string, limit: number, filter?: DueFilter): Promise<LiveCard[]> {
      const rows = await dueRows<LiveCardTable>(db, 'live_cards', 'channel_id', { teamId, limit, filter });
      return rows.map((row) => ({ ...toCard(row), changed: Number(row.fresh) === 0 }));
    },

    async cardAt(teamId: string, channelId: string, messageTs: string): Promise<LiveCard | undefined> {
      const row = await select()
        .where('team_id', '=', teamId)
        .where('channel_id', '=', channelId)
        .where('message_ts', '=', messageTs)
        .executeTakeFirst();
      return row ? toCard(row) : undefined;
    },

    async cardsOf(teamId: string, which: { channelId?: string; sharedBy?: string; caseId?: number } = {}) {
      let query = select().where('team_id', '=', teamId);
      if (which.channelId) query = query.where('channel_id', '=', which.channelId);
      if (which.sharedBy) query = query.where('shared_by', '=', which.sharedBy);
      if (which.caseId !== undefined) query = query.where('case_id', '=', which.caseId);
      return (await query.orderBy('created_at').execute()).map(toCard);
    },

    /**
     * Records a check. With notices (the card's update, its thread reply), they are written with the
     * change, only when the card is still at the version the check read: a second replica checking the
     * same change writes nothing. An update still waiting for delivery gives way to the new one. `checkedAt`:
     * when the case was asked for (now by default): a change noticed after it stays due.
     */
    async recordCheck(
      card: LiveCard,
      seen: CardSeen,
      change?: { message: StoredMessage; closedSince: Date | null; notices: NoticeInput[] },
      checkedAt?: Date,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const at = iso();
        const result = await trx
          .updateTable('live_cards')
          .set({
            seen: seenJson(seen),
            checked_at: checkedAt?.toISOString() ?? at,
            refused_at: null,
            version: change ? card.version + 1 : card.version,
            ...(change
              ? {
                  changed_at: at,
                  message: JSON.stringify(change.message),
                  closed_since: change.closedSince?.toISOString() ?? null,
                }
              : {}),
          })
          .where('id', '=', card.id)
          .where('version', '=', card.version)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        if (change) {
          if (change.notices.some((n) => n.action === 'update')) await dropWaitingUpdates(trx, card);
          // In the order given (the card's update before its thread's reply): a millisecond apart.
          const base = Date.parse(at);
          for (const [i, notice] of change.notices.entries()) {
            await queueNoticeIn(trx, card.teamId, notice, new Date(base + i).toISOString());
          }
        }
        return true;
      });
    },

    /** The service refused the case to the sharer this time: believed only when it repeats. */
    async markRefused(card: LiveCard): Promise<void> {
      await db
        .updateTable('live_cards')
        .set({ refused_at: card.refusedAt?.toISOString() ?? iso(), checked_at: iso() })
        .where('id', '=', card.id)
        .where('version', '=', card.version)
        .execute();
    },

    /** Ends cards (by id, channel, sharer, case, or a workspace's all) and says so on each, in one transaction. */
    async endCards(
      teamId: string,
      which: {
        id?: string;
        ids?: readonly string[];
        channelId?: string;
        sharedBy?: string;
        caseId?: number;
        kind?: LiveCardKind;
      },
      reason: CardEndReason,
      notice?: EndNotice,
    ): Promise<LiveCard[]> {
      return db.transaction().execute(async (trx) => {
        let query = trx.selectFrom('live_cards').selectAll().where('team_id', '=', teamId);
        if (which.id) query = query.where('id', '=', which.id);
        if (which.ids) query = query.where('id', 'in', which.ids.length > 0 ? [...which.ids] : ['']);
        if (which.channelId) query = query.where('channel_id', '=', which.channelId);
        if (which.sharedBy) query = query.where('shared_by', '=', which.sharedBy);
        if (which.caseId !== undefined) query = query.where('case_id', '=', which.caseId);
        if (which.kind) query = query.where('kind', '=', which.kind);
        const cards = (await query.execute()).map(toCard);
        await endIn(trx, cards, reason, notice);
        return cards;
      });
    },
  };
}

export type LiveCardStore = ReturnType<typeof createLiveCardStore>;
