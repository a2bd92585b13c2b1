import type { App } from '@slack/bolt';
import { renderCaseCard } from '../../blocks/case-card';
import { Command } from '../../blocks/ids';
import { badCaseNumber, caseNotFound, caseNumberHint, oneCaseAtATime, usage } from '../../blocks/notices';
import { parseCaseQuery } from '../../cases/case-number';
import type { ListenerDeps } from '../deps';
import { ephemeral, serve } from '../serve';

/** `/case <number>`: one case as a card, only for the asker. */
export function registerCaseCommand(app: App, deps: ListenerDeps): void {
  app.command(Command.case, async ({ command, ack, respond, client }) => {
    await ack();
    const query = parseCaseQuery(command.text);
    const early = {
      usage,
      several: oneCaseAtATime,
      invalid_number: badCaseNumber,
      not_a_number: () => caseNumberHint(query.kind === 'not_a_number' ? query.text : ''),
    };
    if (query.kind !== 'number') {
      // Nothing to look up: answer at once, without touching the store or the case service.
      await respond(ephemeral(early[query.kind]())).catch((err: unknown) =>
        deps.logger.error({ err: String(err) }, 'respond failed'),
      );
      deps.onOutcome?.({ kind: 'command', name: Command.case, outcome: query.kind, durationMs: 0 });
      return;
    }
    const who = { teamId: command.team_id, enterpriseId: command.enterprise_id, userId: command.user_id };
    await serve(
      deps,
      { kind: 'command', name: Command.case, who, respond, client },
      async ({ asker, context, reply }) => {
        const details = await deps.cases.findCaseByNumber(asker, query.caseNumber);
        if (!details) {
          await reply(ephemeral(caseNotFound(query.caseNumber)));
          return 'not_found';
        }
        const card = renderCaseCard(details, {
          teamId: context.workspaceId,
          timeZone: context.timeZone,
          audience: 'private',
          showContactDetails: true,
        });
        await reply(ephemeral(card));
        return 'ok';
      },
    );
  });
}
