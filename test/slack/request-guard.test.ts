import { connect, type Socket } from 'node:net';
import { SERVER_TIMEOUTS } from '../../src/app';
import type { BodyLimits } from '../../src/slack/request-guard';
import { signature } from '../../src/sandbox/slack-requests';
import { senderOf } from '../../src/slack/unverified-budget';
import { account, fakeCase } from '../helpers/fake-cases';
import { Harness, TEAM, USER } from '../helpers/harness';
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

  /**
   * Sends the headers and `sent` bytes of the body (from `from`, another loopback address, where given),
   * and resolves to the status line and whether the server closed.
   */
  function send(headers: Record<string, string>, sent: number, from?: string) {
    const url = new URL(harness.eventsUrl);
    const socket = connect({ port: Number(url.port), host: url.hostname, ...(from ? { localAddress: from } : {}) });
    open.push(socket);
    const lines = Object.entries({ host: url.host, 'content-type': 'application/x-www-form-urlencoded', ...headers })
      .map(([k, v]) => `${k}: ${v}`)
      .join('\r\n');
    socket.write(`POST /slack/events HTTP/1.1\r\n${lines}\r\n\r\n`);
    if (sent > 0 && headers['transfer-encoding'] === 'chunked')
      socket.write(`${sent.toString(16)}\r\n${'x'.repeat(sent)}\r\n`);
    else if (sent > 0) socket.write('x'.repeat(sent));
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
  // A reason never refused yet has no line.
  const refused = async (reason: string) =>
    (await metricsText()).includes(`reason="${reason}"`)
      ? metric(`casebot_requests_refused_total{reason="${reason}"}`)
      : 0;
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
    const oldest = send({ ...signed(), 'content-length': '4000' }, 3500);
    const newer = send({ ...signed(), 'content-length': '4000' }, 3500);
    await waitUntil('both bodies held', async () => (await metric('casebot_unverified_bytes{pool="shared"}')) === 7000);
    // Slack's commands are small: read from the reserve and served while the strangers hold the rest.
    for (const text of ['1234', '1234 ', ' 1234']) {
      const ok = await harness.command('/case', text);
      expect(ok.ack.status).toBe(200);
    }
    expect(await metric('casebot_unverified_bodies')).toBe(2);
    expect(await refused('gave_way')).toBe(0);
    // A third large one finds no room: the body held longest gives way to it.
    const third = send({ ...signed(), 'content-length': '4000' }, 2000);
    await expect(oldest.answer).resolves.toEqual({ status: 503, closed: true });
    expect(await refused('gave_way')).toBe(1);
    await waitUntil(
      'the newer two held',
      async () => (await metric('casebot_unverified_bytes{pool="shared"}')) === 5500,
    );
    [newer, third].forEach((h) => h.socket.destroy());
  });

  it('lets small bodies pass the reserve into the shared budget, and makes room there by age', async () => {
    // Five small bodies of 1,000 bytes, 900 of each sent: four in the reserve (3,600), one in the shared budget.
    const small: ReturnType<typeof send>[] = [];
    for (let i = 0; i < 4; i++) {
      small.push(send({ ...signed(), 'content-length': '1000' }, 900));
      await waitUntil('held in turn', async () => (await metric('casebot_unverified_bodies')) === i + 1);
    }
    const fifth = send({ ...signed(), 'content-length': '1000' }, 900);
    await waitUntil(
      'the reserve full',
      async () => (await metric('casebot_unverified_bytes{pool="reserve"}')) === 3600,
    );
    await waitUntil('the rest shared', async () => (await metric('casebot_unverified_bytes{pool="shared"}')) === 900);
    // A large one needs 7,500 of the 7,292 left: the one small body holding shared bytes gives way, not
    // the reserve's (a large body cannot use those).
    const large = send({ ...signed(), 'content-length': '8000' }, 7500);
    await expect(fifth.answer).resolves.toEqual({ status: 503, closed: true });
    await waitUntil(
      'the large one shared',
      async () => (await metric('casebot_unverified_bytes{pool="shared"}')) === 7500,
    );
    expect(await metric('casebot_unverified_bytes{pool="reserve"}')).toBe(3600);
    [...small, fifth, large].forEach((h) => h.socket.destroy());
    await waitUntil('all let go', async () => (await metric('casebot_unverified_bytes{pool="reserve"}')) === 0);
    expect(await metric('casebot_unverified_bytes{pool="shared"}')).toBe(0);
  });
});

describe('the seventh round’s attack: strangers keep both budgets full to within bytes', () => {
  // Production's clocks scaled with its sizes: a second's grace, then 8 KB/s; no sender may stop for 600 ms.
  const { harness, send, metric, refused } = guarded({
    deadlineMs: 2000,
    graceMs: 1000,
    minBytesPerSecond: 8 * 1024,
    stallMs: 600,
  });

  it('answers Slack’s signed commands, events and a large body whenever it finds them full', async () => {
    // Eight strangers' addresses, two bodies each: announced small bodies sent to a byte short (the reserve,
    // 3,996 of 4,096 bytes), and bodies with no length sent to two bytes short of small (the shared budget,
    // 8,176 of 8,192). Each trickles a byte every 500 ms (under the stall) and is sent again as soon as
    // it is let go.
    let attacking = true;
    const opened: number[] = [];
    const stranger = async (from: string, headers: Record<string, string>, sent: number) => {
      while (attacking) {
        const { socket, answer } = send({ ...signed(), ...headers }, sent, from);
        opened.push(Date.now());
        const trickle = setInterval(() => {
          if (headers['transfer-encoding']) socket.write('1\r\nx\r\n');
          else socket.write('x');
        }, 500);
        await answer;
        clearInterval(trickle);
      }
    };
    const small = { 'content-length': '1000' };
    const chunked = { 'transfer-encoding': 'chunked' };
    const strangers = [
      ...['127.0.0.2', '127.0.0.3'].flatMap((from) => [stranger(from, small, 999), stranger(from, small, 999)]),
      ...['127.0.0.4', '127.0.0.5', '127.0.0.6', '127.0.0.7'].flatMap((from) => [
        stranger(from, chunked, 1022),
        stranger(from, chunked, 1022),
      ]),
    ];
    const full = async () =>
      (await metric('casebot_unverified_bytes{pool="reserve"}')) >= 3996 &&
      (await metric('casebot_unverified_bytes{pool="shared"}')) >= 8176;
    const answered: number[] = [];
    try {
      // Slack's traffic, each request sent when both budgets are full again: commands, an event, and a
      // body larger than the reserve's (6 KB, as a 150 KB view submission is in production).
      const slack = [
        () => harness.command('/case', '1234').then((r) => r.ack.status),
        () =>
          harness
            .event({ teamId: TEAM, event: { type: 'app_home_opened', user: USER, channel: 'D0ALICE', tab: 'home' } })
            .then((r) => r.status),
        () => harness.command('/case', `1234 ${'x'.repeat(6000)}`).then((r) => r.ack.status),
      ];
      for (let i = 0; i < 12; i++) {
        await waitUntil('both budgets full again', full);
        const ask = slack[i % slack.length];
        if (ask) answered.push(await ask());
      }
    } finally {
      attacking = false;
      await Promise.all(strangers);
    }
    expect(answered).toEqual(Array.from({ length: 12 }, () => 200));
    // The strangers were let go to make room, and kept sending again.
    expect(await refused('gave_way')).toBeGreaterThanOrEqual(12);
    expect(opened.length).toBeGreaterThan(strangers.length);
  });
});

describe('what one sender may hold, and a body with no length', () => {
  // Bodies of 2 KB at most, and a sender's share of 2 KB (it is never less than one whole body).
  const { send, metric, refused } = guarded({
    deadlineMs: 60_000,
    graceMs: 60_000,
    stallMs: 60_000,
    maxBytes: 2 * 1024,
    senderBytes: 2 * 1024,
  });

  it('holds one sender’s bodies within its share: its own oldest gives way, nobody else’s', async () => {
    const other = send({ ...signed(), 'content-length': '1000' }, 900, '127.0.0.9');
    const first = send({ ...signed(), 'content-length': '1000' }, 900, '127.0.0.8');
    await waitUntil('two held', async () => (await metric('casebot_unverified_bodies')) === 2);
    const second = send({ ...signed(), 'content-length': '1000' }, 900, '127.0.0.8');
    await waitUntil('three held', async () => (await metric('casebot_unverified_bodies')) === 3);
    // A third of 900 bytes would put 127.0.0.8 at 2,700 of its 2,048: its oldest body gives way.
    const third = send({ ...signed(), 'content-length': '1000' }, 900, '127.0.0.8');
    await expect(first.answer).resolves.toEqual({ status: 503, closed: true });
    expect(await refused('gave_way')).toBe(1);
    await waitUntil('three held again', async () => (await metric('casebot_unverified_bodies')) === 3);
    expect(await metric('casebot_unverified_bytes{pool="reserve"}')).toBe(2700);
    [other, second, third].forEach((h) => h.socket.destroy());
  });

  it('never counts a body with no length as small: it holds the shared budget, not the reserve', async () => {
    const { socket } = send({ ...signed(), 'transfer-encoding': 'chunked' }, 500);
    await waitUntil('held', async () => (await metric('casebot_unverified_bytes{pool="shared"}')) === 500);
    expect(await metric('casebot_unverified_bytes{pool="reserve"}')).toBe(0);
    socket.destroy();
  });
});

describe('who a sender is', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:0:0:9', '2001:db8:1:2::/64'],
    ['2001:db8::5', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    [undefined, 'unknown'],
  ])('%s sends as %s', (address, sender) => {
    expect(senderOf(address)).toBe(sender);
  });
});
