import { ReminderId, reminderModalSchema } from './ids';
import type { App, BlockAction, ButtonAction, ViewSubmitAction } from '@slack/bolt';
import { decodeButton, decodeValue, ownRefSchema } from '../../blocks/button-values';
import { pressWindow } from '../kind';
import { notice } from '../../blocks/notices';
import type { Message } from '../../blocks/message';
import type { KnownBlock } from '@slack/types';
import {
  REMINDER_DM_BUTTONS,
  REMINDER_EMPTY_VALUE,
  REMINDER_SCHEDULE_FIELDS,
  reminderModal,
  reminderNotice,
  reminderSet,
} from './blocks';
import { readScheduleFields } from '../../blocks/schedule';
import { type Interaction, wordsOf } from '../../spine/interaction';
import { ephemeral, serve, type Work } from '../../spine/serve';
import type { SlackIdentity } from '../../workspaces/resolve';
import type { ModuleDeps } from '../../listeners/deps';
import type { ReminderOwn } from './own';
import { homeInteraction } from '../../listeners/home/publish';
import { identify } from '../../listeners/identity';
import { myCases } from '../../listeners/my-cases';
import { openModal, submission } from '../../listeners/open-modal';
import { checkedInAck } from '../../spine/ack-check';
import { standingKey } from '../../spine/acting-as';
import type { webApi } from '@slack/bolt';

/**
 * A reminder's buttons, wherever they are (its confirmation, its DM, App Home): Send now (sent at once by
 * DM, read as its person), Change (a modal), Stop, and All my cases; and the modal's save. Each is the
 * person's own: whoever presses acts on their own reminder, never another's.
 */
export function registerReminderActions(app: App, deps: ModuleDeps, own: ReminderOwn): void {
  const pressed = (
    body: BlockAction<ButtonAction>,
    client: webApi.WebClient,
    respond: Interaction['respond'],
    name: string,
  ) => {
    const who = identify(body);
    // On App Home there is no message to answer: what comes of it is said at the top of the Home.
    const interaction: Interaction =
      body.view?.type === 'home'
        ? homeInteraction(deps, client, who, 'action', name)
        : { kind: 'action', name, who, respond, client };
    return { who, interaction, home: body.view?.type === 'home' };
  };
  /** Runs a button's work, the Home drawn again after it when it was pressed there. */
  const run = async (
    body: BlockAction<ButtonAction>,
    action: ButtonAction,
    client: webApi.WebClient,
    respond: Interaction['respond'],
    name: string,
    work: (served: Parameters<Work>[0], who: SlackIdentity) => ReturnType<Work>,
  ) => {
    const { who, interaction, home } = pressed(body, client, respond, name);
    await serve(deps, interaction, async (served) => {
      if (!decodeButton(ownRefSchema, action.value, served.settings.workspaceId)) return served.stale();
      const outcome = await work(served, who);
      if (home) await republish(deps, client, who);
      return outcome;
    });
  };

  app.action<BlockAction<ButtonAction>>(ReminderId.sendNow, async ({ ack, body, action, respond, client }) => {
    await ack();
    await run(body, action, client, respond, ReminderId.sendNow, async (served, who) => {
      const { tr, settings } = served;
      // One DM a minute however often it is pressed (a press Slack delivers twice too): its window names it.
      const sent = await own.sendNow(settings.workspaceId, who.userId, pressWindow(Date.now()), client);
      const told =
        sent === 'sent'
          ? notice(tr.t('reminder.sentNow'))
          : sent === 'none' || sent === 'gone'
            ? reminderNotice.none(tr)
            : notice(tr.t(sent === 'refused' ? 'reminder.refusedNow' : 'reminder.unavailable'));
      await served.reply(ephemeral(told));
      return sent === 'sent' ? 'sent_now' : sent === 'none' || sent === 'gone' ? 'stale_button' : 'upstream_error_code';
    });
  });

  app.action<BlockAction<ButtonAction>>(ReminderId.stop, async ({ ack, body, action, respond, client }) => {
    await ack();
    await run(body, action, client, respond, ReminderId.stop, async (served, who) => {
      const stopped = await own.reminders.stop(served.settings.workspaceId, who.userId);
      const told = stopped ? reminderNotice.stopped(served.tr) : reminderNotice.none(served.tr);
      // The message pressed says so in its place, what it listed kept (that day's cases): only the
      // reminder's own buttons go, none of a stopped reminder is left to press.
      if (body.view?.type !== 'home') await served.reply({ replace_original: true, ...keptWith(body, told) });
      return stopped ? 'stopped' : 'stale_button';
    });
  });

  app.action<BlockAction<ButtonAction>>(ReminderId.all, async ({ ack, body, action, respond, client }) => {
    await ack();
    await run(body, action, client, respond, ReminderId.all, (served) => myCases(deps, 0, false)(served));
  });

  app.action<BlockAction<ButtonAction>>(ReminderId.change, async ({ ack, body, action, respond, client }) => {
    await ack();
    await run(body, action, client, respond, ReminderId.change, async (served, who) => {
      const key = served.settings.workspaceId;
      if (served.asDefaultUser) {
        await served.reply(ephemeral(notice(served.tr.t('mine.notLinked'))));
        return 'user_not_linked';
      }
      const current = await own.reminders.get(key, who.userId);
      // Saved, it answers the message pressed: its confirmation in place; its DM (the day's list kept)
      // below it. On App Home there is none: the Home is drawn again.
      const pressed = body.response_url
        ? ({ r: body.response_url, o: action.block_id === REMINDER_DM_BUTTONS ? 'dm' : 'one' } as const)
        : undefined;
      const view = reminderModal(served.tr, key, current ?? { timeZone: await served.readerZone() }, pressed);
      return openModal(deps, client, body.trigger_id, view, 'reminder');
    });
  });

  app.view<ViewSubmitAction>(ReminderId.modal, async ({ ack, body, view, client }) => {
    const who = identify(body);
    const values = view.state.values;
    const { timing, errors } = readScheduleFields(values, REMINDER_SCHEDULE_FIELDS);
    if (!(await checkedInAck(deps, { ack, who, client, name: ReminderId.modal }, errors))) return;
    const evenWhenEmpty = (values[ReminderId.empty]?.[ReminderId.empty]?.selected_options ?? []).some(
      (o) => o.value === REMINDER_EMPTY_VALUE,
    );
    // Answered where Change was pressed (and their Home says it too).
    const kept = decodeValue(reminderModalSchema, view.private_metadata);
    const { interaction, answers } = submission(deps, { name: ReminderId.modal, who, client }, kept?.r);
    await serve(deps, interaction, async (served) => {
      const key = served.settings.workspaceId;
      if (!decodeButton(reminderModalSchema, view.private_metadata, key)) return served.stale();
      if (served.asDefaultUser) {
        await served.reply(ephemeral(notice(served.tr.t('mine.notLinked'))));
        return 'user_not_linked';
      }
      const reminder = await own.reminders.set(key, who.userId, {
        ...timing,
        timeZone: await served.readerZone(),
        evenWhenEmpty,
      });
      const said = reminderSet(served.tr, { ...reminder, teamId: key });
      await served.reply(answers && kept?.o === 'one' ? { replace_original: true, ...said } : ephemeral(said));
      await republish(deps, client, who);
      return 'set_up';
    });
  });
}

/** The person's App Home drawn again (their reminder as it is now). */
async function republish(deps: ModuleDeps, client: webApi.WebClient, who: SlackIdentity) {
  const standing = await deps.acting.standing(who);
  const tr = await wordsOf(deps, client, standingKey(standing), who.userId);
  await deps.publishHome(client, who.userId, { standing, key: standingKey(standing), tr }).catch(() => undefined);
}

/** The reminder's own buttons. */
const REMINDER_BUTTONS: ReadonlySet<string> = new Set([ReminderId.sendNow, ReminderId.change, ReminderId.stop]);

/**
 * The message a button was pressed on, without the reminder's own buttons, and what is said now after it
 * (a message with nothing else to keep is what is said).
 */
function keptWith(body: BlockAction<ButtonAction>, told: Message): Message {
  const blocks = (body.message?.blocks ?? []) as KnownBlock[];
  const kept = blocks.filter(
    (b) =>
      !(b.type === 'actions' && b.elements.some((e) => 'action_id' in e && REMINDER_BUTTONS.has(e.action_id ?? ''))),
  );
  if (kept.length === 0 || kept.length === blocks.length) return told;
  return { text: told.text, blocks: [...kept, ...(told.blocks ?? [])] };
}
