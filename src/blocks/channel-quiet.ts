import type { Button, KnownBlock, ModalView } from '@slack/types';
import type { Translator } from '../i18n/translate';
import { checkbox } from './admin-modals';
import { encodeValue } from './button-values';
import { context, header, section } from './home-model';
import { ActionId, CallbackId } from './ids';
import type { Message } from './message';
import { modal } from './notes-modal';
import { notice } from './notices';
import { button, plain } from './text';

/** A channel's less noise, as the blocks show it. */
interface Quiet {
  threadOnly: boolean;
  batchMinutes: number;
}

/** Listed on an admin's Home and its modal (at most this many; the rest counted on Home). */
const HOME_QUIET = 10;

/** The checkbox value of News in the thread only. */
export const THREAD_ONLY_VALUE = 'thread_only';

const BATCH_KEY = {
  0: 'quiet.batch0',
  15: 'quiet.batch15',
  60: 'quiet.batch60',
  240: 'quiet.batch240',
} as const;
type Batch = keyof typeof BATCH_KEY;
const BATCHES = [0, 15, 60, 240] as const satisfies readonly Batch[];
const batchOf = (minutes: number): Batch => BATCHES.find((m) => m >= minutes) ?? 240;

/** Less noise…, beside a channel's follows: for this channel (`c`), or any (App Home: no `c`). */
export const lessNoiseButton = (tr: Translator, teamId: string, channelId?: string): Button =>
  button(
    ActionId.channelQuiet,
    tr.t('button.lessNoise'),
    encodeValue({ t: teamId, ...(channelId ? { c: channelId } : {}) }),
  );

/**
 * The Less noise modal: a channel's news of shared cards and case channels in their thread only, and how
 * often its follows post. `channelId` undefined: the channel is chosen here (an admin on App Home).
 */
export function channelQuietModal(
  tr: Translator,
  where: { teamId: string; channelId?: string | undefined },
  quiet: Quiet,
  /** The channels set quieter now (an admin choosing any channel sees what saving would replace). */
  current: readonly (Quiet & { channelId: string; updatedBy: string })[] = [],
): ModalView {
  const { t } = tr;
  const option = (m: Batch) => ({ text: plain(t(BATCH_KEY[m]), 75), value: String(m) });
  const blocks: KnownBlock[] = [];
  if (where.channelId) blocks.push(section(t('quiet.for', { channel: `<#${where.channelId}>` })));
  else {
    for (const c of current.slice(0, HOME_QUIET)) {
      blocks.push(
        context(
          t('quiet.row', { channel: `<#${c.channelId}>`, summary: quietSummary(tr, c), user: `<@${c.updatedBy}>` }),
        ),
      );
    }
    blocks.push({
      type: 'input',
      block_id: ActionId.quietChannel,
      label: plain(t('quiet.channelLabel'), 2000),
      element: { type: 'conversations_select', action_id: ActionId.quietChannel },
    });
  }
  blocks.push(
    checkbox(ActionId.quietThread, t('quiet.threadLabel'), t('quiet.threadOption'), THREAD_ONLY_VALUE, {
      checked: quiet.threadOnly,
    }),
    {
      type: 'input',
      block_id: ActionId.quietBatch,
      label: plain(t('quiet.batchLabel'), 2000),
      element: {
        type: 'static_select',
        action_id: ActionId.quietBatch,
        options: BATCHES.map(option),
        initial_option: option(batchOf(quiet.batchMinutes)),
      },
    },
  );
  return modal({
    callbackId: CallbackId.quietModal,
    title: t('quiet.title'),
    submit: t('common.save'),
    close: t('admin.cancel'),
    privateMetadata: encodeValue({ t: where.teamId, ...(where.channelId ? { c: where.channelId } : {}) }),
    blocks,
  });
}

/** `news in threads only · follows gathered every hour`. */
export function quietSummary(tr: Translator, quiet: Quiet): string {
  const { t } = tr;
  return [
    t(quiet.threadOnly ? 'quiet.summaryThread' : 'quiet.summaryLoud'),
    t(quiet.batchMinutes > 0 ? 'quiet.summaryBatch' : 'quiet.summaryAtOnce', { minutes: quiet.batchMinutes }),
  ].join(' · ');
}

/** Said to whoever saved it. */
export const quietSaved = (tr: Translator, channelId: string, quiet: Quiet): Message =>
  notice(tr.t('quiet.saved', { channel: `<#${channelId}>`, summary: quietSummary(tr, quiet) }));

/** An admin's Home: the channels set quieter than the defaults, and Less noise… for any channel. */
export function quietBlocks(
  tr: Translator,
  teamId: string,
  channels: readonly (Quiet & { channelId: string; updatedBy: string })[],
): KnownBlock[] {
  const { t } = tr;
  const blocks: KnownBlock[] = [header(t('quiet.title'))];
  if (channels.length === 0) blocks.push(context(t('quiet.none')));
  for (const c of channels.slice(0, HOME_QUIET)) {
    blocks.push(
      context(
        t('quiet.row', { channel: `<#${c.channelId}>`, summary: quietSummary(tr, c), user: `<@${c.updatedBy}>` }),
      ),
    );
  }
  if (channels.length > HOME_QUIET) blocks.push(context(t('quiet.more', { count: channels.length - HOME_QUIET })));
  blocks.push({ type: 'actions', elements: [lessNoiseButton(tr, teamId)] });
  return blocks;
}
