import { account, fakeCase } from '../helpers/fake-cases';
import { Harness, visibleText } from '../helpers/harness';

// /case and /cases answer in the ack when the answer is ready within the window (one request fewer to
// Slack, and the card as soon as it exists); past it, the ack goes out empty and the answer comes by
// response_url, as before. The outcome line says which way it went. No timing is asserted: the slow
// path is made by holding the case service until the empty ack has come back.
describe('answering in the ack', () => {
  const printer = fakeCase({ caseNumber: 1234, subject: 'Printer on floor 3' });
  const harness = new Harness({
    accounts: { acme: account([printer]) },
    // Wide enough that a busy machine still answers in it; the slow path holds the service instead.
    settings: { answerInAckMs: 20_000 },
  });
  beforeAll(() => harness.start());
  afterAll(() => harness.close());

  const lineOf = async (command: string, since: number) => harness.logLine(`command ${command}`, since, 10_000);

  it('puts /case’s card in the ack itself, and posts nothing to the response_url', async () => {
    const since = harness.logs.length;
    const { ack, id } = await harness.command('/case', '1234');
    expect(ack.status).toBe(200);
    const answer = JSON.parse(ack.text) as Record<string, unknown>;
    expect(answer.response_type).toBe('ephemeral');
    expect(visibleText(answer)).toContain('Case #1234 · Printer on floor 3');
    expect(answer).not.toHaveProperty('replace_original');
    expect(await lineOf('/case', since)).toMatchObject({ outcome: 'ok', answeredIn: 'ack' });
    expect(harness.slack.postsFor(id)).toEqual([]);
  });

  it('answers /cases and the usage text in the ack too', async () => {
    const { ack } = await harness.command('/cases', 'printer');
    expect(visibleText(JSON.parse(ack.text) as Record<string, unknown>)).toContain('Cases matching “printer”');
    const { ack: usage } = await harness.command('/case', '');
    expect(visibleText(JSON.parse(usage.text) as Record<string, unknown>)).toContain('/case');
  });

  it('acks empty when the window closes first, and the card comes by response_url', async () => {
    const slow = new Harness({ accounts: { acme: account([printer]) }, settings: { answerInAckMs: 50 } });
    await slow.start();
    try {
      const since = slow.logs.length;
      const release = slow.caseApi.hold();
      // The ack comes back while the service is still held: empty.
      const { ack, id } = await slow.command('/case', '1234');
      expect(ack.status).toBe(200);
      expect(ack.text).toBe('');
      release();
      const [card] = await slow.slack.waitForPosts(id, 1);
      expect(visibleText(card ?? {})).toContain('Case #1234 · Printer on floor 3');
      expect(await slow.logLine('command /case', since, 10_000)).toMatchObject({
        outcome: 'ok',
        answeredIn: 'response_url',
      });
    } finally {
      await slow.close();
    }
  });
});
