import type { App } from '@slack/bolt';
import { type AnsweringCommand, answeringInAck } from '../answer-in-ack';
import { Command } from '../../blocks/ids';
import {
  badCaseNumber,
  caseNotFound,
  caseNumberHint,
  didYouMeanCommand,
  oneCaseAtATime,
  usage,
} from '../../blocks/notices';
import { parseCaseQuery } from '../../cases/case-number';
import { privateCardOf } from '../cards';
import type { Translator } from '../../i18n/translate';
import type { ListenerDeps } from '../deps';
import { identify } from '../identity';
import { answerAtOnce, ephemeral, serve } from '../../spine/serve';

/** `/case <number>`: one case as a card, only for the asker. */
export function registerCaseCommand(app: App, deps: ListenerDeps): void {
  // The card in the ack when it is ready soon enough; else an empty ack, and the card by response_url.
  app.command(Command.case, answeringInAck(deps, caseCommand));
}

async function caseCommand(deps: ListenerDeps, { command, respond, client, answeredIn }: AnsweringCommand) {
  const who = identify(command);
  const interaction = { kind: 'command' as const, name: Command.case, who, respond, client, answeredIn };
  const asked = {
    text: command.text,
    userId: who.userId,
    userName: command.user_name,
    channelId: command.channel_id,
    triggerId: command.trigger_id,
    client,
  };
  for (const module of deps.modules) {
    const work = module.caseCommand?.(asked);
    if (work) {
      await serve(deps, interaction, work);
      return;
    }
  }
  const query = parseCaseQuery(
    command.text,
    deps.modules.flatMap((m) => m.caseWords ?? []),
  );
  const early = {
    usage: (tr: Translator) => usage(tr, deps.modules),
    several: oneCaseAtATime,
    invalid_number: badCaseNumber,
    not_a_number: (tr: Translator) => caseNumberHint(tr, query.kind === 'not_a_number' ? query.text : ''),
    misspelt: (tr: Translator) => didYouMeanCommand(tr, query.kind === 'misspelt' ? query.meant : ''),
  };
  if (query.kind !== 'number') {
    // Nothing to look up: answer at once, without touching the store or the case service.
    await answerAtOnce(deps, interaction, early[query.kind], query.kind);
    return;
  }
  await serve(deps, interaction, async (served) => {
    const { cases, tr, reply, viewed } = served;
    const view = await cases.findCaseByNumber(query.caseNumber);
    if (!view) {
      await reply(ephemeral(caseNotFound(tr, query.caseNumber)));
      return 'not_found';
    }
    await reply(ephemeral(await privateCardOf(view, served)));
    viewed(view);
    return 'ok';
  });
}
