import type { App, BlockAction, ButtonAction, ViewSubmitAction } from '@slack/bolt';
import { decodeButton, ownRefSchema } from '../../blocks/button-values';
import { pressWindow } from '../../kinds/kind';
import { ActionId, CallbackId } from '../../blocks/ids';
import { notice } from '../../blocks/notices';
import type { Message } from '../../blocks/message';
import type { KnownBlock } from '@slack/types';
import { REMINDER_EMPTY_VALUE, reminderModal, reminderNotice, reminderSet } from '../../blocks/reminder';
import { DIGEST_SCHEDULES, type DigestSchedule, parseTimeOfDay } from '../../cases/digest-schedule';
import { type Interaction, wordsOf } from '../../spine/interaction';
import { ephemeral, serve, type Work } from '../../spine/serve';
import type { SlackIdentity } from '../../workspaces/resolve';
import type { ListenerDeps } from '../deps';
import { homeInteraction, publishHome } from '../home/publish';
import { identify } from '../identity';
import { myCases } from '../my-cases';
import { openModal } from '../open-modal';
import { checkedInAck, type FieldErrors } from '../../spine/ack-check';
import { standingKey } from '../../spine/acting-as';
import type { webApi } from '@slack/bolt';

/**
 * A reminder's buttons, wherever they are (its confirmation, its DM, App Home): Send now (sent at once by
 * DM, read as its person), Change (a modal), Stop, and All my cases; and the modal's save. Each is the
 * person's own: whoever presses acts on their own reminder, never another's.
 */
export function registerReminderActions(app: App, deps: ListenerDeps): void {
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

  app.action<BlockAction<ButtonAction>>(ActionId.reminderSendNow, async ({ ack, body, action, respond, client }) => {
    await ack();
    await run(body, action, client, respond, ActionId.reminderSendNow, async (served, who) => {
      const { tr, settings } = served;
      // One DM a minute however often it is pressed (a press Slack delivers twice too): its window names it.
      const sent = await deps.sendReminderNow(settings.workspaceId, who.userId, pressWindow(Date.now()), client);
      const told =
        sent === 'sent'
          ? notice(tr.t('reminder.sentNow'))
          : sent === 'none' || sent === 'gone'
            ? reminderNotice.none(tr)
            : notice(tr.t(sent === 'refused' ? 'reminder.refusedNow' : 'reminder.unavailable'));
      await served.reply(ephemeral(told));
      return sent === 'sent'
        ? 'reminder_sent'
        : sent === 'none' || sent === 'gone'
          ? 'stale_button'
          : 'upstream_error_code';
    });
  });

  app.action<BlockAction<ButtonAction>>(ActionId.reminderStop, async ({ ack, body, action, respond, client }) => {
    await ack();
    await run(body, action, client, respond, ActionId.reminderStop, async (served, who) => {
      const stopped = await deps.reminders.stop(served.settings.workspaceId, who.userId);
      const told = stopped ? reminderNotice.stopped(served.tr) : reminderNotice.none(served.tr);
      // The message pressed says so in its place, what it listed kept (that day's cases): only the
      // reminder's own buttons go, none of a stopped reminder is left to press.
      if (body.view?.type !== 'home') await served.reply({ replace_original: true, ...keptWith(body, told) });
      return stopped ? 'reminder_stopped' : 'stale_button';
    });
  });

  app.action<BlockAction<ButtonAction>>(ActionId.reminderAll, async ({ ack, body, action, respond, client }) => {
    await ack();
    await run(body, action, client, respond, ActionId.reminderAll, (served) => myCases(deps, 0, false)(served));
  });

  app.action<BlockAction<ButtonAction>>(ActionId.reminderChange, async ({ ack, body, action, respond, client }) => {
    await ack();
    await run(body, action, client, respond, ActionId.reminderChange, async (served, who) => {
      const key = served.settings.workspaceId;
      if (served.asDefaultUser) {
        await served.reply(ephemeral(notice(served.tr.t('mine.notLinked'))));
        return 'user_not_linked';
      }
      const current = await deps.reminders.get(key, who.userId);
      const view = reminderModal(served.tr, key, current ?? { timeZone: await served.readerZone() });
      return openModal(deps, client, body.trigger_id, view, 'reminder');
    });
  });

  app.view<ViewSubmitAction>(CallbackId.reminderModal, async ({ ack, body, view, client }) => {
    const who = identify(body);
    const values = view.state.values;
    const time = values[ActionId.reminderTime]?.[ActionId.reminderTime]?.value ?? '';
    const minute = parseTimeOfDay(time);
    const errors: FieldErrors = {};
    if (minute === undefined)
      errors[ActionId.reminderTime] = (tr) => tr.t('digest.badTime', { time: time.slice(0, 20) });
    if (!(await checkedInAck(deps, { ack, who, client, name: CallbackId.reminderModal }, errors))) return;
    const chosen = values[ActionId.reminderSchedule]?.[ActionId.reminderSchedule]?.selected_option?.value ?? '';
    const schedule: DigestSchedule = (DIGEST_SCHEDULES as readonly string[]).includes(chosen)
      ? (chosen as DigestSchedule)
      : 'weekdays';
    const day = Number(values[ActionId.reminderDay]?.[ActionId.reminderDay]?.selected_option?.value ?? '1');
    const evenWhenEmpty = (values[ActionId.reminderEmpty]?.[ActionId.reminderEmpty]?.selected_options ?? []).some(
      (o) => o.value === REMINDER_EMPTY_VALUE,
    );
    // No response_url from a modal: what came of it goes to the person by DM, and their Home says it too.
    await serve(deps, { kind: 'view', name: CallbackId.reminderModal, who, client }, async (served) => {
      const key = served.settings.workspaceId;
      if (!decodeButton(ownRefSchema, view.private_metadata, key)) return served.stale();
      if (served.asDefaultUser) {
        await served.reply(ephemeral(notice(served.tr.t('mine.notLinked'))));
        return 'user_not_linked';
      }
      const reminder = await deps.reminders.set(key, who.userId, {
        schedule,
        minute: minute ?? 9 * 60,
        ...(Number.isInteger(day) && day >= 0 && day <= 6 ? { weekday: day } : {}),
        timeZone: await served.readerZone(),
        evenWhenEmpty,
      });
      await served.reply(ephemeral(reminderSet(served.tr, { ...reminder, teamId: key })));
      await republish(deps, client, who);
      return 'reminder_set';
    });
  });
}

/** The person's App Home drawn again (their reminder as it is now). */
async function republish(deps: ListenerDeps, client: webApi.WebClient, who: SlackIdentity) {
  const standing = await deps.acting.standing(who);
  const tr = await wordsOf(deps, client, standingKey(standing), who.userId);
  await publishHome(deps, client, who.userId, { standing, key: standingKey(standing), tr }).catch(() => undefined);
}

/** The reminder's own buttons. */
const REMINDER_BUTTONS: ReadonlySet<string> = new Set([
  ActionId.reminderSendNow,
  ActionId.reminderChange,
  ActionId.reminderStop,
]);

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
