import type { KnownBlock, ModalView } from '@slack/types';
import type { Translator } from '../../i18n/translate';
import { checkbox } from '../../blocks/admin-modals';
import { forReader } from '../../blocks/bidi';
import { encodeRef } from '../../blocks/button-values';
import { slackDate } from '../../blocks/dates';
import { type DigestShown, digestWhat } from './blocks';
import { scheduleFields, scheduleText } from '../../blocks/schedule';
import { DigestId, type PressedAt } from './ids';
import type { Message } from '../../blocks/message';
import { modal } from '../../blocks/notes-modal';
import { notice } from '../../blocks/notices';
import { button, mrkdwn, plain } from '../../blocks/text';

/** What the digest's buttons carry: its workspace and id. */
export const digestValue = (d: Pick<DigestShown, 'teamId' | 'id'>) => encodeRef({ t: d.teamId, d: d.id });

/** The Change modal's schedule fields. */
export const DIGEST_SCHEDULE_FIELDS = {
  schedule: DigestId.schedule,
  day: DigestId.day,
  time: DigestId.time,
} as const;

/** The quiet checkbox's value in the Change modal. */
export const DIGEST_QUIET_VALUE = 'quiet';

/** Send now, Change (its owner only) and Stop; `row`: its index where several digests share a message. */
export function digestButtons(tr: Translator, d: DigestShown, owner: boolean, row?: number): KnownBlock {
  const value = digestValue(d);
  const id = (actionId: string) => (row === undefined ? actionId : `${actionId}_${row}`);
  return {
    type: 'actions',
    block_id: `digest_${d.id}`,
    elements: [
      button(id(DigestId.sendNow), tr.t('schedule.sendNow'), value, 'primary'),
      ...(owner ? [button(id(DigestId.change), tr.t('common.change'), value)] : []),
      // Someone else's digest stops for the whole channel: asked first.
      owner
        ? button(id(DigestId.stop), tr.t('common.stop'), value, 'danger')
        : { ...button(id(DigestId.stop), tr.t('common.stop'), value, 'danger'), confirm: stopConfirm(tr, d) },
    ],
  };
}

/** Slack's dialog before someone else's digest is stopped: whose it is, and that they will be told. */
const stopConfirm = (tr: Translator, d: DigestShown) => ({
  title: plain(tr.t('digest.confirmStopTitle'), 100),
  text: plain(tr.t('digest.confirmStopText', { what: digestWhat(tr, d.searchText) }), 300),
  confirm: plain(tr.t('common.stop'), 30),
  deny: plain(tr.t('admin.cancel'), 30),
  style: 'danger' as const,
});

/** The private confirmation: the schedule and the next time, with Send now, Change and Stop. */
export function digestSetUp(tr: Translator, d: DigestShown, next: Date, timeZone: string): Message {
  const text = tr.t('digest.setUp', {
    what: digestWhat(tr, d.searchText),
    channel: `<#${d.channelId}>`,
    schedule: scheduleText(tr, d, timeZone),
    next: nextForReader(tr, next, timeZone),
  });
  return forReader(tr.lang, { text, blocks: [{ type: 'section', text: mrkdwn(text) }, digestButtons(tr, d, true)] });
}

/** Posted into the channel when a digest begins: the channel sees what it will get, and casebot can post there. */
export const digestAnnounced = (tr: Translator, d: DigestShown, timeZone: string): Message =>
  forReader(
    tr.lang,
    notice(
      tr.t('digest.announced', {
        user: `<@${d.createdBy}>`,
        what: digestWhat(tr, d.searchText),
        schedule: scheduleText(tr, d, timeZone),
      }),
    ),
  );

/**
 * The next time as Slack shows it to the one reader of a private message: in their own zone, said so, beside
 * a schedule said in the workspace's.
 */
const nextForReader = (tr: Translator, next: Date, timeZone: string) =>
  tr.t('schedule.yourTime', { date: slackDate(next, timeZone, tr) });

/**
 * A digest's line in a list: what, how often, next, who set it up; `reader` where one person reads it in
 * Slack (the next time then said to be in their zone).
 */
export const digestRow = (
  tr: Translator,
  d: DigestShown & { nextDueAt: Date; quiet?: boolean },
  timeZone: string,
  reader = false,
) =>
  tr.t('digest.row', {
    what: digestWhat(tr, d.searchText),
    schedule: scheduleText(tr, d, timeZone) + (d.quiet ? ` · ${tr.t('digest.quietMark')}` : ''),
    next: reader ? nextForReader(tr, d.nextDueAt, timeZone) : slackDate(d.nextDueAt, timeZone, tr),
    user: `<@${d.createdBy}>`,
  });

/** `/cases digests`: the channel's digests, each with its buttons (Change only for its owner). */
/** The block that heads a channel's list of digests (a Stop pressed there keeps the list). */
export const DIGEST_LIST_BLOCK = 'digest_list';

export function digestList(
  tr: Translator,
  digests: readonly (DigestShown & { nextDueAt: Date; quiet?: boolean })[],
  viewer: string,
  timeZone: string,
): Message {
  if (digests.length === 0) return forReader(tr.lang, notice(tr.t('digest.none')));
  const title = tr.t('digest.list');
  const blocks: KnownBlock[] = [{ type: 'section', block_id: DIGEST_LIST_BLOCK, text: mrkdwn(title) }];
  for (const [index, d] of digests.entries()) {
    blocks.push(
      { type: 'section', text: mrkdwn(digestRow(tr, d, timeZone, true)) },
      digestButtons(tr, d, d.createdBy === viewer, index),
    );
  }
  return forReader(tr.lang, { text: title, blocks });
}

/** Change: the search, how often, at what time, and whether to stay silent when nothing changed. */
export function digestChangeModal(
  tr: Translator,
  d: DigestShown & { quiet: boolean },
  timeZone: string,
  pressed?: PressedAt,
): ModalView {
  const { t } = tr;
  return modal({
    callbackId: DigestId.modal,
    title: t('digest.changeTitle'),
    submit: t('common.save'),
    close: t('admin.cancel'),
    privateMetadata: encodeRef({ t: d.teamId, d: d.id, ...pressed }),
    blocks: [
      {
        type: 'input',
        block_id: DigestId.search,
        optional: true,
        label: plain(t('digest.searchLabel'), 2000),
        element: {
          type: 'plain_text_input',
          action_id: DigestId.search,
          max_length: 100,
          ...(d.searchText ? { initial_value: d.searchText } : {}),
        },
      },
      ...scheduleFields(tr, DIGEST_SCHEDULE_FIELDS, d, timeZone),
      checkbox(DigestId.quiet, t('digest.quietLabel'), t('digest.quietOption'), DIGEST_QUIET_VALUE, {
        checked: d.quiet,
      }),
    ],
  });
}

/** What a person is told of a digest they set up, changed, sent or stopped, or why not. */
export const digestNotice = {
  already: (tr: Translator, searchText: string) => notice(tr.t('digest.already', { what: digestWhat(tr, searchText) })),
  tooMany: (tr: Translator, cap: 'channel' | 'person' | 'workspace', max: number) =>
    notice(
      tr.t(
        cap === 'channel' ? 'digest.tooMany' : cap === 'person' ? 'digest.tooManyPerson' : 'digest.tooManyWorkspace',
        { max },
      ),
    ),
  sent: (tr: Translator, d: DigestShown) =>
    notice(tr.t('digest.sentNow', { what: digestWhat(tr, d.searchText), channel: `<#${d.channelId}>` })),
  stopped: (tr: Translator, d: DigestShown) =>
    notice(tr.t('digest.stopped', { what: digestWhat(tr, d.searchText), channel: `<#${d.channelId}>` })),
  /** Its new schedule, with its buttons again (the pressed confirmation answered in place). */
  changedHere: (tr: Translator, d: DigestShown, next: Date, timeZone: string): Message => {
    const said = digestNotice.changed(tr, d, next, timeZone);
    return forReader(tr.lang, { text: said.text, blocks: [...(said.blocks ?? []), digestButtons(tr, d, true)] });
  },
  changed: (tr: Translator, d: DigestShown, next: Date, timeZone: string) =>
    notice(
      tr.t('digest.changedTo', {
        what: digestWhat(tr, d.searchText),
        schedule: scheduleText(tr, d, timeZone),
        next: nextForReader(tr, next, timeZone),
      }),
    ),
  refusedNow: (tr: Translator, d: DigestShown) =>
    notice(tr.t('digest.refusedNow', { what: digestWhat(tr, d.searchText), user: `<@${d.createdBy}>` })),
  gone: (tr: Translator) => notice(tr.t('digest.gone')),
  unavailable: (tr: Translator, d: DigestShown) => notice(tr.t('digest.unavailable', { user: `<@${d.createdBy}>` })),
  notHere: (tr: Translator, channelId: string) => notice(tr.t('digest.notHere', { channel: `<#${channelId}>` })),
  ownerOnly: (tr: Translator, ownerId: string) => notice(tr.t('digest.ownerOnly', { user: `<@${ownerId}>` })),
};

/** A DM to the digest's owner: the service refused its search to them, so it was not posted this time. */
export const digestRefused = (tr: Translator, d: DigestShown, due: Date, timeZone: string): Message =>
  notice(
    tr.t('digest.refusedOwner', {
      what: digestWhat(tr, d.searchText),
      channel: `<#${d.channelId}>`,
      date: slackDate(due, timeZone, tr),
    }),
  );

/** Posted in the channel: its digest ended, because its owner is no longer linked or left. */
export const digestEnded = (tr: Translator, d: DigestShown, why: 'unlinked' | 'left_workspace' = 'unlinked'): Message =>
  forReader(
    tr.lang,
    notice(
      tr.t(why === 'left_workspace' ? 'digest.endedLeft' : 'digest.endedUnlinked', {
        what: digestWhat(tr, d.searchText),
        user: `<@${d.createdBy}>`,
      }),
    ),
  );

/** A DM to a digest's owner: it ended, because casebot cannot post in its channel, the channel became shared, or the workspace was disconnected. */
export const digestEndedFor = (
  tr: Translator,
  d: DigestShown,
  reason: 'cannot_post' | 'shared_channel' | 'disconnected' | { admin: string } | { by: string },
): Message => {
  const what = digestWhat(tr, d.searchText);
  const channel = `<#${d.channelId}>`;
  if (typeof reason === 'object')
    return 'admin' in reason
      ? notice(tr.t('digest.endedByAdmin', { admin: `<@${reason.admin}>`, what, channel }))
      : notice(tr.t('digest.endedBy', { user: `<@${reason.by}>`, what, channel }));
  const key = {
    cannot_post: 'digest.endedCannotPost',
    shared_channel: 'digest.endedSharedChannel',
    disconnected: 'digest.endedDisconnected',
  } as const;
  return notice(tr.t(key[reason], { what, channel }));
};
