import { decoded } from '../../src/sandbox/slack-api-server';
import { account, caseSeries, fakeCase } from '../helpers/fake-cases';
import { Harness, SIGNING_SECRET, TEAM, USER, visibleText } from '../helpers/harness';
import { eventBody, postSigned } from '../../src/sandbox/slack-requests';

const toner = fakeCase({ caseNumber: 1010, subject: 'Toner smudges on floor 2', userName: 'j.doe' });
const cases = [toner, ...caseSeries(3, 'Printer', 2000)];

describe('casebot in its Messages tab', () => {
  const harness = new Harness({
    accounts: { acme: account(cases, { users: ['j.doe', 'b.other'] }) },
    links: [
      { slackUserId: USER, userName: 'j.doe' },
      { slackUserId: 'U0DIETER', userName: 'b.other' },
    ],
  });
  beforeAll(async () => {
    await harness.start();
    harness.slack.users.set('U0DIETER', { locale: 'de-DE' });
  });
  afterAll(() => harness.close());
  beforeEach(() => {
    harness.caseApi.requests.length = 0;
    harness.slack.calls.length = 0;
  });

  /** A person writes to casebot in its DM (recorded as Slack keeps it); over when its outcome line is written. */
  const write = async (text: string, user = USER, extra: Record<string, unknown> = {}) => {
    const channel = `D${user}`;
    const ts = harness.slack.personWrote(channel, user, text);
    const since = harness.logs.length;
    await harness.event({
      teamId: TEAM,
      event: { type: 'message', channel, channel_type: 'im', user, text, ts, ...extra },
    });
    const line = await harness.logLine('event message.im', since);
    return { ts, channel, line };
  };
  const calls = (method: string) =>
    harness.slack.calls.filter((c) => c.method === method).map((c) => decoded(c.params));

  it('answers a case number with its card in the thread Slack gives it, fetched as the writer', async () => {
    const { ts, line } = await write('1010');
    expect(line).toMatchObject({ outcome: 'ok' });
    const [posted] = calls('chat.postMessage');
    expect(posted?.thread_ts).toBe(ts);
    expect(visibleText(posted as never)).toContain('Toner smudges on floor 2');
    expect(harness.caseApi.requests.every((r) => r.query.userName === 'j.doe')).toBe(true);
    expect(harness.caseApi.requests.length).toBeGreaterThan(0);
  });

  it('reads `Vorgang 1010` as the case, and answers in the writer’s language', async () => {
    const { line } = await write('Vorgang 1010', 'U0DIETER');
    expect(line).toMatchObject({ outcome: 'ok' });
    const [posted] = calls('chat.postMessage');
    expect(visibleText(posted as never)).toContain('Toner smudges');
    expect(harness.caseApi.requests.map((r) => [r.query.userName, r.query.languageId])[0]).toEqual(['b.other', '7']);
  });

  it('streams a search: a first line at once, then the matching cases, fetched as the writer', async () => {
    const { ts, line } = await write('printer');
    expect(line).toMatchObject({ outcome: 'ok' });
    const [started] = calls('chat.startStream');
    // Its first line says what follows, and as whom; it reads right above the answer.
    expect(started).toMatchObject({
      thread_ts: ts,
      markdown_text: 'Read from the case service as you:',
    });
    const [stopped] = calls('chat.stopStream');
    expect(JSON.stringify(stopped?.blocks)).toContain('Printer problem 1');
    expect(harness.caseApi.requests.map((r) => [r.query.userName, r.query.Searchtext])).toEqual([['j.doe', 'printer']]);
    expect(calls('chat.postMessage')).toEqual([]);
  });

  it('answers mine, aging and help', async () => {
    await write('mine');
    expect(JSON.stringify(calls('chat.stopStream'))).toContain('Toner smudges');
    harness.slack.calls.length = 0;
    const aging = await write('aging');
    expect(['ok', 'no_results']).toContain(aging.line.outcome);
    expect(calls('chat.stopStream')).toHaveLength(1);
    harness.slack.calls.length = 0;
    await write('help');
    expect(visibleText(calls('chat.postMessage')[0] as never)).toContain('1234');
  });

  it('posts the answer in the thread, and closes the stream, when Slack will not end the stream with it', async () => {
    harness.slack.failing.set('chat.stopStream', 'invalid_blocks');
    try {
      const { ts, line } = await write('printer');
      expect(line).toMatchObject({ outcome: 'ok' });
      const [posted] = calls('chat.postMessage');
      expect(posted?.thread_ts).toBe(ts);
      expect(JSON.stringify(posted?.blocks)).toContain('Printer problem 1');
      // Tried with the answer, then closed with nothing more.
      expect(calls('chat.stopStream')).toHaveLength(2);
      // Slack's refusal is logged with the answer's reference, as its outcome line is.
      const refusals = harness.logs
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .filter((l) => l.msg === 'slack refused a write' && l.method === 'chat.stopStream');
      expect(refusals.at(-1)?.ref).toBe(line.ref);
    } finally {
      harness.slack.failing.delete('chat.stopStream');
    }
  });

  it('answers a DM once when Slack sends its event again', async () => {
    const channel = `D${USER}`;
    const ts = harness.slack.personWrote(channel, USER, '1010');
    const event = { type: 'message', channel, channel_type: 'im', user: USER, text: '1010', ts };
    const since = harness.logs.length;
    const body = eventBody({ teamId: TEAM, event });
    await postSigned(harness.eventsUrl, SIGNING_SECRET, body, { contentType: 'application/json' });
    await harness.logLine('event message.im', since);
    // Slack's retry of a delivery casebot answered: quiet.
    await postSigned(harness.eventsUrl, SIGNING_SECRET, body, { contentType: 'application/json', retryNum: 1 });
    await write('help');
    expect(harness.logs.slice(since).filter((l) => l.includes('"msg":"event message.im"'))).toHaveLength(2);
  });

  it('tells someone not linked how to link, and asks the case service nothing', async () => {
    const { line } = await write('1010', 'U0NOBODY');
    expect(line).toMatchObject({ outcome: 'user_not_linked' });
    expect(visibleText(calls('chat.postMessage')[0] as never)).toMatch(/link/i);
    expect(harness.caseApi.requests).toEqual([]);
  });

  it('never answers a bot (itself included), an edit, or a message outside a DM', async () => {
    const quiet = async (extra: Record<string, unknown>) => {
      const since = harness.logs.length;
      await harness.event({
        teamId: TEAM,
        event: {
          type: 'message',
          channel: 'DU0ALICE',
          channel_type: 'im',
          user: USER,
          text: '1010',
          ts: '1.1',
          ...extra,
        },
      });
      // A DM after it is answered: nothing was answered before it.
      await write('help');
      const answered = harness.logs.slice(since).filter((l) => l.includes('"msg":"event message.im"'));
      expect(answered).toHaveLength(1);
    };
    await quiet({ bot_id: 'B0CASEBOT', user: 'U0CASEBOT' });
    await quiet({ subtype: 'message_changed' });
    await quiet({ channel: 'C0GENERAL', channel_type: 'channel' });
    expect(harness.caseApi.requests).toEqual([]);
  });

  it('sets the four suggested prompts in the person’s language when the Messages tab opens', async () => {
    const since = harness.logs.length;
    await harness.event({
      teamId: TEAM,
      event: { type: 'app_home_opened', user: 'U0DIETER', channel: 'DU0DIETER', tab: 'messages' },
    });
    await harness.logLine('event app_home_opened', since);
    const [set] = calls('assistant.threads.setSuggestedPrompts');
    expect(set?.channel_id).toBe('DU0DIETER');
    expect(set?.thread_ts).toBeUndefined();
    const prompts = set?.prompts as { title: string; message: string }[];
    expect(prompts).toHaveLength(4);
    expect(prompts[0]?.title).toBe('Meine Vorgänge');
  });
});
