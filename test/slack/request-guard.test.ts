import { connect, type Socket } from 'node:net';
import { SERVER_TIMEOUTS } from '../../src/app';
import type { BodyLimits } from '../../src/slack/request-guard';
import { signature } from '../../src/sandbox/slack-requests';
import { account, fakeCase } from '../helpers/fake-cases';
import { Harness } from '../helpers/harness';
import { waitUntil } from '../helpers/wait';

/**
 * What a stranger can make casebot hold on Slack's path: requests sent over a raw socket, as an attacker
 * sends them, whose bodies are announced and never sent in full. Each answer is awaited: a guard that
 * waited for the body would never answer, and the test would fail on its time limit. The budgets are
 * casebot's own scaled down (a body over 1 KB is large here, as one over 64 KB is in production).
 */
const SCALED: Partial<BodyLimits> = {
  maxBytes: 8 * 1024,
  smallBytes: 1024,
  reserveBytes: 4 * 1024,
  maxPendingBytes: 8 * 1024,
};

/** A casebot whose guard has these clocks, and a stranger's socket to it. */
function guarded(clocks: Partial<BodyLimits>) {
  const harness = new Harness({
    accounts: { acme: account([fakeCase({ caseNumber: 1234 })]) },
    settings: { bodyLimits: { ...SCALED, ...clocks } },
  });
  beforeAll(() => harness.start());
  afterAll(() => harness.close());
  const open: Socket[] = [];
  afterEach(async () => {
    open.splice(0).forEach((s) => s.destroy());
    await waitUntil('nothing held', async () => (await metric('casebot_unverified_bodies')) === 0);
  });

  /** Sends the headers and `sent` bytes of the body, and resolves to the status line and whether the server closed. */
  function send(headers: Record<string, string>, sent: number) {
    const url = new URL(harness.eventsUrl);
    const socket = connect(Number(url.port), url.hostname);
    open.push(socket);
    const lines = Object.entries({ host: url.host, 'content-type': 'application/x-www-form-urlencoded', ...headers })
      .map(([k, v]) => `${k}: ${v}`)
      .join('\r\n');
    socket.write(`POST /slack/events HTTP/1.1\r\n${lines}\r\n\r\n`);
    if (sent > 0) socket.write('x'.repeat(sent));
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    const answer = new Promise<{ status: number; closed: boolean }>((resolve) =>
      socket.once('close', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), closed: true })),
    );
    return { socket, answer };
  }
  const metricsText = async () => (await fetch(new URL('/metrics', harness.eventsUrl))).text();
  const metric = async (name: string) =>
    Number(new RegExp(`^${name.replace(/[{}]/g, '\\$&')} (\\d+)$`, 'm').exec(await metricsText())?.[1] ?? Number.NaN);
  const refused = (reason: string) => metric(`casebot_requests_refused_total{reason="${reason}"}`);
  return { harness, send, metric, metricsText, refused };
}

const now = () => Math.floor(Date.now() / 1000);
const signed = () => ({ 'x-slack-request-timestamp': String(now()), 'x-slack-signature': `v0=${'0'.repeat(64)}` });

describe('a stranger’s body on Slack’s path, by its headers and its pace', () => {
  // Short clocks: a body has a second's grace, then 8 KB/s, and may not stop for 600 ms.
  const { harness, send, metricsText, refused } = guarded({
    deadlineMs: 1500,
    graceMs: 1000,
    minBytesPerSecond: 8 * 1024,
    stallMs: 600,
  });

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

  it('refuses at once a body in a form Slack never sends, unread', async () => {
    const { answer } = send({ ...signed(), 'content-length': '4000', 'content-type': 'text/plain' }, 100);
    await expect(answer).resolves.toEqual({ status: 415, closed: true });
    expect(await refused('content_type')).toBeGreaterThan(0);
  });

  it('cuts a body with no length at the limit', async () => {
    const { socket, answer } = send({ ...signed(), 'transfer-encoding': 'chunked' }, 0);
    const chunk = 'y'.repeat(16 * 1024);
    for (let i = 0; i < 5; i++) socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    await expect(answer).resolves.toEqual({ status: 413, closed: true });
  });

  it('ends a body that stops arriving, well before its deadline', async () => {
    const { answer } = send({ ...signed(), 'content-length': '2048' }, 100);
    await expect(answer).resolves.toEqual({ status: 408, closed: true });
    expect(await refused('stalled')).toBeGreaterThan(0);
  });

  it('ends a body that trickles in slower than Slack sends, at its length over the minimum rate', async () => {
    // 2,048 bytes at 8 KB/s after a second's grace: 1.25 s. A byte every 100 ms never stalls, and is far too slow.
    const { socket, answer } = send({ ...signed(), 'content-length': '2048' }, 1);
    const trickle = setInterval(() => socket.write('x'), 100);
    try {
      await expect(answer).resolves.toEqual({ status: 408, closed: true });
    } finally {
      clearInterval(trickle);
    }
    expect(await refused('slow')).toBeGreaterThan(0);
  });

  it('lets senders that announce a body and send nothing hold no budget: Slack is still served meanwhile', async () => {
    const stalled = Array.from({ length: 4 }, () => send({ ...signed(), 'content-length': '8000' }, 0));
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
    forged.socket.end(body);
    await expect(forged.answer).resolves.toEqual({ status: 401, closed: true });
  });

  it('gives the server clocks for headers, whole requests and idle connections', () => {
    expect(harness.server?.headersTimeout).toBe(SERVER_TIMEOUTS.headersTimeout);
    expect(harness.server?.requestTimeout).toBe(SERVER_TIMEOUTS.requestTimeout);
    expect(harness.server?.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveTimeout);
  });

  it('counts what it refused in /metrics', async () => {
    const text = await metricsText();
    for (const reason of ['unsigned', 'headers', 'content_type', 'too_large', 'slow', 'stalled', 'forged']) {
      expect(text).toMatch(new RegExp(`casebot_requests_refused_total\\{reason="${reason}"\\} [1-9]`));
    }
  });
});

describe('a crowd of strangers’ bodies on Slack’s path, held open', () => {
  // Long clocks: what the strangers send is held until they let go, so only the budgets decide.
  const { harness, send, metric, refused } = guarded({
    deadlineMs: 60_000,
    graceMs: 60_000,
    stallMs: 60_000,
  });

  it('keeps room for Slack’s small requests however many large made-up bodies are held', async () => {
    // Two large bodies (over 1 KB), most of each sent: 7,000 of the 8 KB shared budget held.
    const held = [
      send({ ...signed(), 'content-length': '4000' }, 3500),
      send({ ...signed(), 'content-length': '4000' }, 3500),
    ];
    await waitUntil('both bodies held', async () => (await metric('casebot_unverified_bytes{pool="shared"}')) === 7000);
    // A third large one finds no room.
    const third = send({ ...signed(), 'content-length': '4000' }, 2000);
    await expect(third.answer).resolves.toEqual({ status: 503, closed: true });
    expect(await refused('busy')).toBe(1);
    // Slack's commands are small: read from the reserve and served while the strangers hold the rest.
    for (const text of ['1234', '1234 ', ' 1234']) {
      const ok = await harness.command('/case', text);
      expect(ok.ack.status).toBe(200);
    }
    expect(await metric('casebot_unverified_bodies')).toBe(2);
    expect(await refused('busy')).toBe(1);
    held.forEach((h) => h.socket.destroy());
  });

  it('lets small bodies pass the reserve into the shared budget, and holds the sum within both', async () => {
    // Five small bodies of 1,000 bytes, 900 of each sent: four in the reserve (3,600), one in the shared budget.
    const small = Array.from({ length: 5 }, () => send({ ...signed(), 'content-length': '1000' }, 900));
    await waitUntil(
      'the reserve full',
      async () => (await metric('casebot_unverified_bytes{pool="reserve"}')) === 3600,
    );
    await waitUntil('the rest shared', async () => (await metric('casebot_unverified_bytes{pool="shared"}')) === 900);
    const large = send({ ...signed(), 'content-length': '8000' }, 7500);
    await expect(large.answer).resolves.toEqual({ status: 503, closed: true });
    small.forEach((h) => h.socket.destroy());
    await waitUntil('all let go', async () => (await metric('casebot_unverified_bytes{pool="reserve"}')) === 0);
    expect(await metric('casebot_unverified_bytes{pool="shared"}')).toBe(0);
  });
});
