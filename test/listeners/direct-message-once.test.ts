import { decoded } from '../../src/sandbox/slack-api-server';
import { eventBody, postSigned } from '../../src/sandbox/slack-requests';
import { account, caseSeries } from '../helpers/fake-cases';
import { Harness, SIGNING_SECRET, TEAM, USER } from '../helpers/harness';

// Each direct message answered once, whatever Slack redelivers and however slowly it answers casebot's
// writes: a redelivery whose first delivery never arrived is answered (once); the same event twice is
// answered once; a slow or hanging stream call is never made twice.
describe('a direct message answered once', () => {
  // Writes that must land once wait up to 6 s (CASEBOT_SLACK_POST_TIMEOUT_MS): longer than a request's 5 s.
  const harness = new Harness({
    accounts: { acme: account(caseSeries(3, 'Printer', 2000), { users: ['j.doe'] }) },
    links: [{ slackUserId: USER, userName: 'j.doe' }],
    settings: { slackPostTimeoutMs: 6000 },
  });
  beforeAll(() => harness.start());
  afterAll(() => harness.close());
  beforeEach(() => {
    harness.slack.calls.length = 0;
  });

  const channel = `D${USER}`;
  const calls = (method: string) =>
    harness.slack.calls.filter((c) => c.method === method).map((c) => decoded(c.params));
  /** The event of a DM the person wrote (as Slack keeps it), not yet sent. */
  const written = (text: string) => {
    const ts = harness.slack.personWrote(channel, USER, text);
    const event = { type: 'message', channel, channel_type: 'im', user: USER, text, ts };
    return { ts, body: eventBody({ teamId: TEAM, event }) };
  };
  const send = (body: string, retryNum?: number) =>
    postSigned(harness.eventsUrl, SIGNING_SECRET, body, {
      contentType: 'application/json',
      ...(retryNum !== undefined ? { retryNum } : {}),
    });
  const answeredLines = (since: number) =>
    harness.logs.slice(since).filter((l) => l.includes('"msg":"event message.im"'));

  it('answers a redelivery whose first delivery never reached casebot, once', async () => {
    const { body } = written('printer');
    const since = harness.logs.length;
    // The first delivery was refused on the way (a 503): Slack's first retry is the first casebot sees.
    await send(body, 1);
    await harness.logLine('event message.im', since);
    await send(body, 2);
    // A DM after it is answered: nothing else was.
    await send(written('help').body);
    await waitForLines(since, 2);
    expect(answeredLines(since)).toHaveLength(2);
    expect(calls('chat.stopStream')).toHaveLength(1);
  });

  it('answers the same event delivered twice at once only once', async () => {
    const { body } = written('printer');
    const since = harness.logs.length;
    await Promise.all([send(body), send(body)]);
    await harness.logLine('event message.im', since);
    await send(written('help').body);
    await waitForLines(since, 2);
    expect(answeredLines(since)).toHaveLength(2);
    expect(calls('chat.startStream')).toHaveLength(1);
  });

  it('ends a stream once when Slack is slow to answer chat.stopStream, and posts nothing more', async () => {
    harness.slack.slow.set('chat.stopStream', 5300);
    try {
      const since = harness.logs.length;
      await send(written('printer').body);
      await harness.logLine('event message.im', since, 15_000);
      expect(calls('chat.stopStream')).toHaveLength(1);
      expect(calls('chat.postMessage')).toHaveLength(0);
    } finally {
      harness.slack.slow.delete('chat.stopStream');
    }
  });

  it('starts a stream once when chat.startStream hangs, and posts the answer in the thread once, without waiting for it', async () => {
    harness.slack.hanging.add('chat.startStream');
    try {
      const { ts, body } = written('printer');
      const since = harness.logs.length;
      await send(body);
      await harness.logLine('event message.im', since, 15_000);
      // Answered while Slack still had not answered the stream's start (it gives up after its 6 s here).
      expect(harness.logs.slice(since).some((l) => l.includes('"method":"chat.startStream"'))).toBe(false);
      expect(calls('chat.startStream')).toHaveLength(1);
      const posts = calls('chat.postMessage');
      expect(posts).toHaveLength(1);
      expect(posts[0]?.thread_ts).toBe(ts);
      expect(JSON.stringify(posts[0]?.blocks)).toContain('Printer problem 1');
    } finally {
      harness.slack.hanging.delete('chat.startStream');
    }
  });

  /** Waits until `count` answer lines were written after `since`. */
  async function waitForLines(since: number, count: number) {
    for (let n = 0; answeredLines(since).length < count; n += 1) {
      if (n > 500) throw new Error('the answers were not logged');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
});
