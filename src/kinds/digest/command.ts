import { filterSlipNotice } from '../../blocks/search-words';
import type { webApi } from '@slack/bolt';
import { digestAnnounced, digestList, digestNotice, digestSetUp } from './setup-blocks';
import type { Message } from '../../blocks/message';
import { searchTooLong } from '../../blocks/notices';
import { parseDigestAsk } from './ask';
import { scheduleNotice } from '../../blocks/schedule';
import { workWeekOf } from '../../cases/schedule';
import type { Translator } from '../../i18n/translate';
import type { Refusal } from '../../lib/conversation-port';
import type { Outcome } from '../../outcomes';
import { ephemeral, type Served, type Work } from '../../spine/serve';
import type { DigestFound, DigestResult } from './use-cases';
import type { ModuleDeps } from '../../listeners/deps';
import type { DigestOwn } from './own';
import { toldChannelRefused } from '../../listeners/channel-refused';

// Digests as `/cases` and their buttons say them: the use case decides, these words tell the person.

/** What `/cases` asks of digests: `digest [text] [schedule] [time] [quiet]`, `digests`; undefined otherwise. */
export function parseDigestText(text: string): { kind: 'list' } | { kind: 'digest'; rest: string } | undefined {
  if (/^digests$/i.test(text)) return { kind: 'list' };
  const match = /^digest(?:\s+(.*))?$/i.exec(text);
  return match ? { kind: 'digest', rest: (match[1] ?? '').trim() } : undefined;
}

/**
 * `/cases digest printer weekdays 09:00`: the channel gets a digest of the search, read as the asker. The
 * channel is told by a post from casebot (in the workspace's language), which also shows casebot may post
 * there; the asker gets the schedule, the next time, and Send now, Change and Stop.
 */
export function setUpDigest(
  deps: ModuleDeps,
  own: DigestOwn,
  who: { userId: string; userName: string | undefined },
  channelId: string,
  rest: string,
  announce: (message: Message) => Promise<Refusal | undefined>,
  client: webApi.WebClient,
): Work {
  return async ({ cases, settings, tr, channelTr, reply }) => {
    const ask = parseDigestAsk(rest, workWeekOf(tr.lang));
    if ('badTime' in ask) {
      await reply(ephemeral(scheduleNotice.badTime(tr, ask.badTime)));
      return 'invalid_input';
    }
    if ('badSchedule' in ask) {
      await reply(ephemeral(scheduleNotice.badSchedule(tr, ask.badSchedule, ask.meant, ask.unoffered)));
      return 'invalid_input';
    }
    const timeZone = settings.timeZone;
    const result = await own.digests.setUp(
      {
        workspaceId: settings.workspaceId,
        channelId,
        ask,
        userId: who.userId,
        userName: who.userName ?? null,
        timeZone,
        allowSharedChannels: settings.allowSharedChannels,
      },
      cases,
      (made) => announce(digestAnnounced(channelTr, made, timeZone)),
      () => deps.channels.reach(client, settings.workspaceId, channelId),
    );
    const [message, outcome] = toldDigest(result, tr, timeZone);
    await reply(ephemeral(message));
    return outcome;
  };
}

function toldDigest(result: DigestResult, tr: Translator, timeZone: string): [Message, Outcome] {
  switch (result.kind) {
    case 'too_long':
      return [searchTooLong(tr), 'search_too_long'];
    case 'filter_slip':
      return [filterSlipNotice(tr, result.slip), 'invalid_input'];
    case 'too_many':
      return [digestNotice.tooMany(tr, result.cap, result.max), 'too_many'];
    case 'already':
      return [digestNotice.already(tr, result.searchText), 'ok'];
    case 'cannot_post':
    case 'shared_channel':
    case 'reach_unknown':
      return toldChannelRefused(result.kind, tr);
    case 'set_up':
      return [digestSetUp(tr, result.digest, result.digest.nextDueAt, timeZone), 'set_up'];
  }
}

/** `/cases digests`: this channel's digests, each with its buttons. */
export function listDigests(own: DigestOwn, channelId: string, userId: string): Work {
  return async ({ settings, tr, reply }) => {
    const here = await own.digests.list(settings.workspaceId, channelId);
    await reply(ephemeral(digestList(tr, here, userId, settings.timeZone)));
    return 'ok';
  };
}

/** Says why a pressed digest cannot be acted on (gone, or another channel's); undefined when it can. */
export async function toldNotFound(found: DigestFound, served: Served): Promise<Outcome | undefined> {
  if (found.kind === 'found') return undefined;
  await served.reply(
    ephemeral(found.kind === 'gone' ? digestNotice.gone(served.tr) : digestNotice.notHere(served.tr, found.channelId)),
  );
  return found.kind === 'gone' ? 'stale_button' : 'ok';
}
