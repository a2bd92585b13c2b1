import { caseCanvas } from '../../blocks/case-canvas';
import type { Message } from '../../blocks/message';
import type { CaseDetails } from '../../case-api/schemas';
import { liveCardKey } from './keys';
import type { NoticeInput } from '../../spine/outbox';
import type { LiveCard } from './store';

/** A case channel's topic, set by the outbox (`topic`): its text is the topic. */
export function topicNotice(card: Pick<LiveCard, 'id' | 'channelId'>, version: number, topic: string): NoticeInput {
  const message: Message = { text: topic, blocks: [] };
  return {
    dedupeKey: liveCardKey(card.id, version, 'topic'),
    slackUserId: null,
    channelId: card.channelId,
    message,
    action: 'topic',
  };
}

/**
 * A case channel's canvas rewritten by the outbox (`canvas`) with the case as its card now shows it: the
 * summary replaced, the new notes at its end, in one `canvases.edit` (its text is the canvas's markdown,
 * its target the canvas).
 */
export function canvasNotice(
  card: Pick<LiveCard, 'id' | 'channelId'>,
  version: number,
  canvasId: string,
  details: CaseDetails,
  options: Parameters<typeof caseCanvas>[1],
): NoticeInput {
  const { markdown } = caseCanvas(details, options);
  return {
    dedupeKey: liveCardKey(card.id, version, 'canvas'),
    slackUserId: null,
    channelId: card.channelId,
    message: { text: markdown, blocks: [] },
    action: 'canvas',
    targetTs: canvasId,
  };
}
