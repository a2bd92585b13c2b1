import { type AgingThresholds, DEFAULT_AGING, formatAging, parseAging, parseDuration } from '../cases/aging';
import { channelIdSchema, slackUserIdSchema } from '../workspaces/validation';
import { type CliDeps, check, UsageError } from './args';

/** `workspace set`'s options for aging alerts. */
export const AGING_OPTIONS = {
  'aging-channel': { type: 'string' },
  aging: { type: 'string' },
  'aging-repeat': { type: 'string' },
  'aging-as': { type: 'string' },
  'no-aging': { type: 'boolean' },
} as const;

interface AgingValues {
  'aging-channel'?: string | undefined;
  aging?: string | undefined;
  'aging-repeat'?: string | undefined;
  'aging-as'?: string | undefined;
  'no-aging'?: boolean | undefined;
}

/** A duration in m/h/d (`1d`, `12h`) as ms; a UsageError naming the option otherwise. */
function duration(text: string, what: string): number {
  const read = parseDuration(text);
  if (read === undefined) throw new UsageError(`${what} "${text}": a duration like 90m, 12h or 1d`);
  return read;
}

/**
 * Aging alerts as `workspace set` turns them on, changes or off (`--no-aging`); undefined when no aging
 * option was given. The alerts channel sees what the person named with --aging-as sees (needed the first
 * time), read as them.
 */
export async function applyAging(values: AgingValues, teamId: string, deps: CliDeps): Promise<string | undefined> {
  if (values['no-aging']) {
    return (await deps.aging.turnOff(teamId)) ? 'aging alerts: off' : 'aging alerts: were not on';
  }
  const given = ['aging-channel', 'aging', 'aging-repeat', 'aging-as'].some((k) => values[k as keyof AgingValues]);
  if (!given) return undefined;
  const old = await deps.aging.settings(teamId);
  const channelId = check(channelIdSchema, values['aging-channel'] ?? old?.channelId, '--aging-channel');
  const actsAs = check(slackUserIdSchema, values['aging-as'] ?? old?.actsAs, '--aging-as');
  let thresholds: AgingThresholds = old?.thresholds ?? DEFAULT_AGING;
  if (values.aging !== undefined) {
    const read = parseAging(values.aging);
    if (!read) throw new UsageError(`--aging "${values.aging}": priority=duration pairs, like critical=4h,high=1d`);
    thresholds = read;
  }
  const repeat = values['aging-repeat'];
  const repeatMs =
    repeat === undefined ? (old?.repeatMs ?? null) : repeat === 'none' ? null : duration(repeat, '--aging-repeat');
  const set = await deps.aging.set({ teamId, channelId, thresholds, repeatMs, actsAs });
  if (set !== 'unchanged')
    await deps.audit(
      teamId,
      set === 'on' ? 'aging.set' : 'aging.changed',
      `<#${channelId}> ${formatAging(thresholds)}`,
    );
  return `aging alerts: ${channelId}, ${formatAging(thresholds)}${repeatMs ? `, again every ${repeat ?? `${repeatMs / 60_000}m`}` : ''}, read as ${actsAs}`;
}
