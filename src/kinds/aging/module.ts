import { AGING_MIGRATIONS } from './migrations';
import type { KindModule } from '../module';
import { registerAgingActions } from './actions';
import { agingAnswer, asksAging } from './ask';
import { agingOptions } from './cli';
import { agingAdminBlocks, agingDmBlock } from './home';
import { AgingId } from './ids';
import { agingKind } from './kind';
import { agingOwn } from './own';
import { type AgingDmChoices, createAgingDmChoices } from './dm-choices';
import { type AgingStore, createAgingStore } from './store';

/**
 * Aging alerts: a workspace's open cases past their priority's threshold, told in the channel its admins
 * chose. It keeps the workspace's overdue thresholds (`thresholds`, which every kind and My cases read),
 * answers "aging" in the Messages tab, and brings its part of an admin's App Home (on or off, and its
 * modal), a linked person's Also by DM, its lines of the audit trail, and `workspace set --aging…`.
 */
export const agingModule: KindModule<{ aging: AgingStore; agingDm: AgingDmChoices }> = {
  name: 'aging',
  table: 'aging_settings',
  migrations: AGING_MIGRATIONS,
  stores: (db, { now }) => ({
    aging: createAgingStore(db, now ? { now } : {}),
    agingDm: createAgingDmChoices(db, now),
  }),
  kind: agingKind,
  thresholds: async ({ aging }, teamId) => (await aging.settings(teamId))?.thresholds,
  workspaceOptions: agingOptions,
  ids: AgingId,
  asks: asksAging,
  readsList: true,
  prompt: { title: 'agent.prompt.aging', message: 'agent.prompt.agingAsk' },
  audit: {
    'aging.set': { key: 'audit.aging.set', channel: true },
    'aging.changed': { key: 'audit.aging.changed', channel: true },
    'aging.off': { key: 'audit.aging.off' },
  },
  surfaces(deps, parts) {
    const own = agingOwn(parts);
    return {
      register: (app) => registerAgingActions(app, deps, own),
      answer: (userId) => agingAnswer(parts, userId),
      // Where the alerts go and whether this person also gets theirs by DM; nothing while they are off.
      async home(teamId, userId, tr) {
        const [aging, on] = await Promise.all([own.settings.settings(teamId), own.dm.chosen(teamId, userId)]);
        return aging ? [agingDmBlock(tr, { channelId: aging.channelId, on })] : [];
      },
      adminHome: async (teamId, tr) => agingAdminBlocks(tr, await own.settings.settings(teamId)),
    };
  },
};
