import { connect, type Socket } from 'node:net';
import { SERVER_TIMEOUTS } from '../../src/app';
import { signature } from '../../src/sandbox/slack-requests';
import { account, fakeCase } from '../helpers/fake-cases';
import { Harness } from '../helpers/harness';
import { waitUntil } from '../helpers/wait';

/**
 * What a stranger can make casebot hold on Slack's path: requests sent over a raw socket, as an attacker
 * sends them, whose bodies are announced and never sent in full. Each answer is awaited: a guard that
 * waited for the body would never answer, and the test would fail on its time limit.
 */
describe('a stranger’s body on Slack’s path', () => {
  const harness = new Harness({
    accounts: { acme: account([fakeCase({ caseNumber: 1234 })]) },
    settings: { bodyLimits: { maxBytes: 8 * 1024, maxPendingBytes: 8 * 1024, deadlineMs: 3000 } },
  });
  beforeAll(() => harness.start());
  afterAll(() => harness.close());

  const now = () => Math.floor(Date.now() / 1000);
  const url = () => new URL(harness.eventsUrl);
  const open: Socket[] = [];
  afterEach(() => open.splice(0).forEach((s) => s.destroy()));

  /** Sends the headers and `sent` bytes of the body, and resolves to the status line and whether the server closed. */
  function send(
    headers: Record<string, string>,
    sent: number,
  ): { answer: Promise<{ status: number; closed: boolean }> } {
    const socket = connect(Number(url().port), url().hostname);
    open.push(socket);
    const lines = Object.entries({ host: url().host, 'content-type': 'application/x-www-form-urlencoded', ...headers })
      .map(([k, v]) => `${k}: ${v}`)
      .join('\r\n');
    socket.write(`POST /slack/events HTTP/1.1\r\n${lines}\r\n\r\n`);
    if (sent > 0) socket.write('x'.repeat(sent));
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    return {
      answer: new Promise((resolve) =>
        socket.once('close', () =>
          resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), closed: true }),
        ),
      ),
    };
  }
  const signed = () => ({ 'x-slack-request-timestamp': String(now()), 'x-slack-signature': `v0=${'0'.repeat(64)}` });

  it('answers an unsigned request announcing 4 MB after 1 KB of it, and closes the connection', async () => {
    const { answer } = send({ 'content-length': String(4 * 1024 * 1024) }, 1024);
    await expect(answer).resolves.toEqual({ status: 401, closed: true });
  });

  it('answers a request with a stale or malformed timestamp before its body', async () => {
    const stale = send(
      { 'content-length': '2048', 'x-slack-request-timestamp': String(now() - 301), 'x-slack-signature': 'v0=ab' },
      10,
    );
    const malformed = send(
      { 'content-length': '2048', 'x-slack-request-timestamp': 'soon', 'x-slack-signature': 'v0=ab' },
      10,
    );
    await expect(stale.answer).resolves.toEqual({ status: 401, closed: true });
    await expect(malformed.answer).resolves.toEqual({ status: 401, closed: true });
  });

  it('refuses a plausibly signed body announced over the limit, unread', async () => {
    const { answer } = send({ ...signed(), 'content-length': String(4 * 1024 * 1024) }, 1024);
    await expect(answer).resolves.toEqual({ status: 413, closed: true });
  });

  it('cuts a body with no length at the limit', async () => {
    const { answer } = send({ ...signed(), 'transfer-encoding': 'chunked' }, 0);
    const socket = open.at(-1) as Socket;
    const chunk = 'y'.repeat(16 * 1024);
    for (let i = 0; i < 5; i++) socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    await expect(answer).resolves.toEqual({ status: 413, closed: true });
  });

  it('ends a body that does not arrive in time', async () => {
    const { answer } = send({ ...signed(), 'content-length': '2048' }, 100);
    await expect(answer).resolves.toEqual({ status: 408, closed: true });
  });

  it('holds only so many received bytes unverified; past them a body is answered 503, and Slack is served after', async () => {
    // Two bodies, most of each sent: 7,000 of the 8 KB budget held.
    const held = [
      send({ ...signed(), 'content-length': '4000' }, 3500),
      send({ ...signed(), 'content-length': '4000' }, 3500),
    ];
    await waitUntil('both bodies held', async () => (await metric('casebot_unverified_bodies')) === 2);
    const third = send({ ...signed(), 'content-length': '4000' }, 2000);
    await expect(third.answer).resolves.toEqual({ status: 503, closed: true });
    await Promise.all(held.map((h) => expect(h.answer).resolves.toEqual({ status: 408, closed: true })));
    const ok = await harness.command('/case', '1234');
    expect(ok.ack.status).toBe(200);
  });

  it('lets senders that announce a body and send nothing hold no budget: Slack is still served meanwhile', async () => {
    const stalled = Array.from({ length: 4 }, () => send({ ...signed(), 'content-length': '8000' }, 0));
    await waitUntil('the stalled bodies waited for', async () => (await metric('casebot_unverified_bodies')) === 4);
    const ok = await harness.command('/case', '1234');
    expect(ok.ack.status).toBe(200);
    await Promise.all(stalled.map((h) => expect(h.answer).resolves.toEqual({ status: 408, closed: true })));
  });

  it('still verifies the signature of a body within the limits', async () => {
    const body = 'command=%2Fcase&text=1234';
    const forged = send(
      {
        'content-length': String(body.length),
        'x-slack-request-timestamp': String(now()),
        'x-slack-signature': signature('nope', now(), body),
      },
      0,
    );
    (open.at(-1) as Socket).end(body);
    await expect(forged.answer).resolves.toEqual({ status: 401, closed: true });
  });

  it('gives the server clocks for headers, whole requests and idle connections', () => {
    expect(harness.server?.headersTimeout).toBe(SERVER_TIMEOUTS.headersTimeout);
    expect(harness.server?.requestTimeout).toBe(SERVER_TIMEOUTS.requestTimeout);
    expect(harness.server?.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveTimeout);
  });

  const metricsText = async () => (await fetch(new URL('/metrics', harness.eventsUrl))).text();
  const metric = async (name: string) =>
    Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(await metricsText())?.[1] ?? Number.NaN);

  it('counts what it refused in /metrics', async () => {
    const text = await metricsText();
    for (const reason of ['unsigned', 'headers', 'too_large', 'slow', 'busy', 'forged']) {
      expect(text).toMatch(new RegExp(`casebot_requests_refused_total\\{reason="${reason}"\\} [1-9]`));
    }
  });
});
