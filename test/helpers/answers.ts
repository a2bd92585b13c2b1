import type { FakeSlack } from '../../src/sandbox/slack-api-server';

/**
 * A command's answer as Slack shows it: in the ack's body when casebot answered there (a running
 * casebot answers /case and /cases in the ack when the card is ready within CASEBOT_ANSWER_IN_ACK_MS),
 * else the first post to its response_url.
 */
export async function answerOf(
  ack: { status: number; text: string },
  slack: FakeSlack,
  id: string,
  timeoutMs = 10_000,
): Promise<Record<string, unknown>> {
  if (ack.text.trim().startsWith('{')) return JSON.parse(ack.text) as Record<string, unknown>;
  const [post] = await slack.waitForPosts(id, 1, timeoutMs);
  return post ?? {};
}
