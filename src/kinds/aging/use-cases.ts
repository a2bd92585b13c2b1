import { formatThresholds, parseThresholds, parseDuration } from '../../cases/overdue';
import type { AgingSettings, AgingStore } from './store';
import { channelIdSchema, slackUserIdSchema } from '../../workspaces/validation';

/** What the App Home modal says of a workspace's aging alerts. */
export interface AgingAsked {
  on: boolean;
  channelId: string | undefined;
  actsAs: string | undefined;
  thresholds: string;
  repeat: string;
}

export type AgingSaved =
  | { kind: 'on'; settings: Pick<AgingSettings, 'channelId' | 'thresholds' | 'actsAs' | 'repeatMs'> }
  | { kind: 'off' }
  | { kind: 'invalid'; fields: ('channel' | 'actsAs' | 'thresholds' | 'repeat')[] };

/**
 * A workspace's aging alerts as an admin sets them on App Home (the CLI's `workspace set --aging…` does
 * the same): read as whom, told where, at which thresholds, told again after how long; or off. Audited.
 * Nothing is saved unless all of it can be read. No Slack here.
 */
export function createAgingSettings(deps: {
  aging: Pick<AgingStore, 'settings' | 'set' | 'turnOff'>;
  audit: (entry: { teamId: string; actor: string; action: string; detail: string }) => Promise<void>;
}) {
  return {
    settings: (teamId: string) => deps.aging.settings(teamId),

    async save(teamId: string, by: string, asked: AgingAsked): Promise<AgingSaved> {
      if (!asked.on) {
        if (await deps.aging.turnOff(teamId)) {
          await deps.audit({ teamId, actor: by, action: 'aging.off', detail: '' });
        }
        return { kind: 'off' };
      }
      const read = readAging(asked);
      if (read.kind === 'invalid') return read;
      const { settings } = read;
      const set = await deps.aging.set({ teamId, ...settings });
      // Saved again as it was: nothing to audit.
      if (set !== 'unchanged')
        await deps.audit({
          teamId,
          actor: by,
          action: set === 'on' ? 'aging.set' : 'aging.changed',
          detail: `<#${settings.channelId}> ${formatThresholds(settings.thresholds)}`,
        });
      return read;
    },
  };
}

/** What the modal says, read as the store keeps it; the first field that cannot be read otherwise. */
export function readAging(asked: AgingAsked): Exclude<AgingSaved, { kind: 'off' }> {
  const fields: ('channel' | 'actsAs' | 'thresholds' | 'repeat')[] = [];
  if (!asked.channelId || !channelIdSchema.safeParse(asked.channelId).success) fields.push('channel');
  if (!asked.actsAs || !slackUserIdSchema.safeParse(asked.actsAs).success) fields.push('actsAs');
  const thresholds = parseThresholds(asked.thresholds);
  if (!thresholds) fields.push('thresholds');
  const repeatMs = asked.repeat.trim() ? parseDuration(asked.repeat) : null;
  if (repeatMs === undefined) fields.push('repeat');
  if (fields.length > 0 || !asked.channelId || !asked.actsAs || !thresholds || repeatMs === undefined)
    return { kind: 'invalid', fields };
  return { kind: 'on', settings: { channelId: asked.channelId, thresholds, actsAs: asked.actsAs, repeatMs } };
}

export type AgingSettingsUseCase = ReturnType<typeof createAgingSettings>;
