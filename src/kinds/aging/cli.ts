import {
  type OverdueThresholds,
  DEFAULT_THRESHOLDS,
  formatThresholds,
  parseThresholds,
  parseDuration,
} from '../../cases/overdue';
import { check, UsageError } from '../../lib/usage';
import { channelIdSchema, slackUserIdSchema } from '../../workspaces/validation';
import type { OptionValues, WorkspaceOptions } from '../module';
import type { AgingStore } from './store';

/** `workspace set`'s options for aging alerts. */
const AGING_OPTIONS = {
  'aging-channel': { type: 'string' },
  aging: { type: 'string' },
  'aging-repeat': { type: 'string' },
  'aging-as': { type: 'string' },
  'no-aging': { type: 'boolean' },
} as const;

type AgingValues = Partial<{
  'aging-channel': string;
  aging: string;
  'aging-repeat': string;
  'aging-as': string;
  'no-aging': boolean;
}>;

/** Its lines of `workspace set --help`. */
const AGING_HELP = `  --aging-channel C --aging-as U [--aging critical=4h,high=1d,medium=3d,low=7d] [--aging-repeat 1d|none]
                             aging alerts: an open case not updated for longer than its priority's threshold
                             (m/h/d; any priority word the service uses) is told in channel C once per
                             breach (again after --aging-repeat), read as Slack user U; the first round over a
                             backlog is one summary. --no-aging turns them off`;

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
async function applyAging(
  values: AgingValues,
  teamId: string,
  deps: {
    aging: Pick<AgingStore, 'settings' | 'set' | 'turnOff'>;
    audit: (t: string, a: string, d: string) => Promise<void>;
  },
): Promise<string | undefined> {
  if (values['no-aging']) {
    return (await deps.aging.turnOff(teamId)) ? 'aging alerts: off' : 'aging alerts: were not on';
  }
  const given = ['aging-channel', 'aging', 'aging-repeat', 'aging-as'].some((k) => values[k as keyof AgingValues]);
  if (!given) return undefined;
  const old = await deps.aging.settings(teamId);
  const channelId = check(channelIdSchema, values['aging-channel'] ?? old?.channelId, '--aging-channel');
  const actsAs = check(slackUserIdSchema, values['aging-as'] ?? old?.actsAs, '--aging-as');
  let thresholds: OverdueThresholds = old?.thresholds ?? DEFAULT_THRESHOLDS;
  if (values.aging !== undefined) {
    const read = parseThresholds(values.aging);
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
      `<#${channelId}> ${formatThresholds(thresholds)}`,
    );
  return `aging alerts: ${channelId}, ${formatThresholds(thresholds)}${repeatMs ? `, again every ${repeat ?? `${repeatMs / 60_000}m`}` : ''}, read as ${actsAs}`;
}

/** Aging alerts in the CLI's `workspace set`: on, changed or off (`--no-aging`), audited. */
export const agingOptions: WorkspaceOptions<{ aging: AgingStore }> = {
  options: AGING_OPTIONS,
  help: AGING_HELP,
  apply: (values: OptionValues, teamId, { stores, audit }) =>
    applyAging(readValues(values), teamId, { aging: stores.aging, audit }),
};

/** The option values that are aging alerts', each of the type its option parses to. */
function readValues(values: OptionValues): AgingValues {
  const text = (name: keyof typeof AGING_OPTIONS) => (typeof values[name] === 'string' ? { [name]: values[name] } : {});
  return {
    ...text('aging-channel'),
    ...text('aging'),
    ...text('aging-repeat'),
    ...text('aging-as'),
    ...(values['no-aging'] === true ? { 'no-aging': true } : {}),
  };
}
