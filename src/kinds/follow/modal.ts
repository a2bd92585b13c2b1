import { FollowId, followValue } from './ids';
import type { Button, KnownBlock, ModalView } from '@slack/types';
import type { Translator } from '../../i18n/translate';
import { modal } from '../../blocks/notes-modal';
import { button, mrkdwn, plain } from '../../blocks/text';

type ChangeEvent = 'new' | 'closed' | 'status' | 'notes';

/** The follow a Change button or modal is for. */
interface FollowRef {
  id: string;
  teamId: string;
}

const EVENTS: readonly ChangeEvent[] = ['new', 'closed', 'status', 'notes'];
const EVENT_NAME = {
  new: 'follow.eventNew',
  closed: 'follow.eventClosed',
  status: 'follow.eventStatus',
  notes: 'follow.eventNotes',
} as const;

/** Change filters: for whoever set the follow up (anyone else is told whose it is). */
export const changeFollowButton = (tr: Translator, f: FollowRef): Button =>
  button(FollowId.change, tr.t('button.changeFollow'), followValue(f));

/**
 * A follow's Change modal: its words and filters as one text (as `/cases follow` takes them), and what it
 * tells as checkboxes.
 */
export function followChangeModal(
  tr: Translator,
  f: FollowRef & { text: string; events: readonly ChangeEvent[] },
): ModalView {
  const { t } = tr;
  const option = (e: ChangeEvent) => ({ text: mrkdwn(t(EVENT_NAME[e])), value: e });
  const blocks: KnownBlock[] = [
    {
      type: 'input',
      block_id: FollowId.text,
      label: plain(t('follow.textLabel'), 2000),
      hint: plain(t('follow.textHint'), 2000),
      element: {
        type: 'plain_text_input',
        action_id: FollowId.text,
        max_length: 100,
        ...(f.text ? { initial_value: f.text } : {}),
      },
    },
    {
      type: 'input',
      block_id: FollowId.events,
      label: plain(t('follow.eventsLabel'), 2000),
      element: {
        type: 'checkboxes',
        action_id: FollowId.events,
        options: EVENTS.map(option),
        ...(f.events.length > 0 ? { initial_options: f.events.map(option) } : {}),
      },
    },
  ];
  return modal({
    callbackId: FollowId.modal,
    title: t('follow.changeTitle'),
    submit: t('common.save'),
    close: t('admin.cancel'),
    privateMetadata: followValue(f),
    blocks,
  });
}

/** The events the modal's checkboxes chose (in their order; unknown values dropped). */
export const chosenEvents = (values: readonly string[]): ChangeEvent[] => EVENTS.filter((e) => values.includes(e));
