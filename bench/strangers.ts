// npm run bench -- --strangers N: what strangers' bodies cost casebot before Slack's signature says who sent them.
import type { ChildProcess } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { round, rss } from './load';

export interface StrangersOptions {
  /** How many connections of each kind. */
  count: number;
  /** casebot from its built JavaScript, listening on loopback. */
  start(): Promise<{ child: ChildProcess; port: number }>;
  /** One `/case` signed as Slack signs it, sent to casebot on `port`: its status. */
  command(port: number): Promise<number>;
  /** One event signed as Slack signs it (JSON): its status. */
  event(port: number): Promise<number>;
  /** One signed body of 150 KB, sent whole at once: its status. */
  large(port: number): Promise<number>;
}

/**
 * Three crowds, each of `count` connections held open, each sending 1 KB of its announced body (and
 * then, on a fresh casebot, all of it but the last byte): unsigned requests announcing 4 MB; plausibly signed ones (a current timestamp, a made-up
 * signature) announcing 4 MB; plausibly signed ones announcing 512 KB (within the limit: read until the
 * body deadline, no more bytes at once than the cap). Reports how each was answered, how long the last
 * answer took, and casebot's RSS idle, at its peak and after, sampled every 20 ms.
 */
export async function benchStrangers(options: StrangersOptions): Promise<void> {
  for (const sending of ['1 KB', 'all but the last byte'] as const) await crowds(options, sending);
  await siege(options);
  await roundSeven(options);
}

const ROUND_SEVEN_MS = 40_000;
const SMALL = 64 * 1024;

/**
 * The seventh round's attack, sustained for 40 s: from 16 loopback addresses, bodies with no length sent
 * to two bytes short of small (65,534 bytes, as many as would fill the 4 MB reserve), bodies announced
 * small and sent to a byte short, and bodies announcing 1 MB sent to 34 bytes short (as many as would
 * fill the 8 MB shared budget); each trickles a byte every 1.8 s, is re-sent as soon as it is let go, and
 * re-opened every 8.5 s. Meanwhile Slack's signed `/case` five times a second, a signed event once a
 * second and a signed 150 KB body every two seconds. Reports what each got, what the strangers had to
 * send a second, and RSS.
 */
async function roundSeven(options: StrangersOptions): Promise<void> {
  const { child, port } = await options.start();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const idle = rss(child);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rss(child))), 20);
  const until = performance.now() + ROUND_SEVEN_MS;
  const strangers: Record<string, number> = {};
  const sockets: Socket[] = [];
  let sent = 0;
  const stranger = async (from: string, shape: 'chunked' | 'small' | 'large'): Promise<void> => {
    while (performance.now() < until) {
      const status = await holdOne(port, from, shape, (bytes) => (sent += bytes), sockets, until);
      strangers[status] = (strangers[status] ?? 0) + 1;
    }
  };
  const crowd = [
    ...Array.from({ length: 64 }, (_, i) => stranger(`127.0.1.${(i % 16) + 1}`, 'chunked')),
    ...Array.from({ length: 64 }, (_, i) => stranger(`127.0.1.${(i % 16) + 1}`, 'small')),
    ...Array.from({ length: 8 }, (_, i) => stranger(`127.0.1.${(i % 16) + 1}`, 'large')),
  ];
  const slack: Record<string, Record<string, number>> = { command: {}, event: {}, '150 KB': {} };
  const every = async (name: string, ms: number, call: (port: number) => Promise<number>) => {
    while (performance.now() < until) {
      const next = performance.now() + ms;
      const status = await call(port).catch(() => 0);
      const counted = (slack[name] ??= {});
      counted[status] = (counted[status] ?? 0) + 1;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
    }
  };
  await Promise.all([
    ...crowd,
    every('command', 200, options.command),
    every('event', 1000, options.event),
    every('150 KB', 2000, options.large),
  ]);
  clearInterval(sampler);
  sockets.forEach((s) => s.destroy());
  child.kill('SIGTERM');
  console.log(
    `\nThe seventh round's attack for ${ROUND_SEVEN_MS / 1000} s: 64 bodies with no length of 65,534 bytes, ` +
      `64 announced small, 8 announcing 1 MB sent to 34 bytes short, from 16 addresses, a byte every 1.8 s, ` +
      `re-sent as let go and every 8.5 s; Slack's signed requests meanwhile`,
  );
  for (const [name, counted] of Object.entries(slack)) {
    const total = Object.values(counted).reduce((a, b) => a + b, 0);
    console.log(`  signed ${name}: ${counted['200'] ?? 0} of ${total} served (${JSON.stringify(counted)})`);
  }
  console.log(
    `  strangers: answered ${JSON.stringify(strangers)}; they sent ${round(sent / 1024 / 1024 / (ROUND_SEVEN_MS / 1000))} MB/s`,
  );
  console.log(`  RSS idle ${round(idle)} MB, peak ${round(peak)} MB (+${round(peak - idle)})`);
}

/** One of the seventh round's bodies from `from`, held until let go or 8.5 s: its status. */
function holdOne(
  port: number,
  from: string,
  shape: 'chunked' | 'small' | 'large',
  counted: (bytes: number) => void,
  sockets: Socket[],
  until: number,
): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: from });
    sockets.push(socket);
    let text = '';
    const done = (status: string) => {
      clearInterval(trickle);
      clearTimeout(reopen);
      socket.destroy();
      resolve(status);
    };
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.once('close', () => done(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 'closed unanswered'));
    const reopen = setTimeout(() => done('re-opened'), Math.min(8_500, Math.max(0, until - performance.now())));
    const chunked = shape === 'chunked';
    const length = shape === 'large' ? 1024 * 1024 : SMALL;
    const headers = {
      host: `127.0.0.1:${port}`,
      'content-type': 'application/x-www-form-urlencoded',
      'x-slack-request-timestamp': String(Math.floor(Date.now() / 1000)),
      'x-slack-signature': `v0=${'0'.repeat(64)}`,
      ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(length) }),
    };
    const lines = Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}`)
      .join('\r\n');
    socket.write(`POST /slack/events HTTP/1.1\r\n${lines}\r\n\r\n`);
    const first = shape === 'chunked' ? SMALL - 2 : shape === 'small' ? SMALL - 1 : length - 34;
    const body = BODY.subarray(0, first);
    socket.write(chunked ? Buffer.concat([Buffer.from(`${first.toString(16)}\r\n`), body, Buffer.from('\r\n')]) : body);
    counted(first);
    const trickle = setInterval(() => {
      socket.write(chunked ? '1\r\nx\r\n' : 'x');
      counted(1);
    }, 1_800);
  });
}

const SIEGE_MS = 15_000;
const SIEGE_BODY = 1024 * 1024;

/**
 * The round-six attack, sustained: `count` senders with a current timestamp and a made-up signature each
 * announce a 1 MB body, send all of it but the last byte and hold it; each one casebot lets go of is sent
 * again at once. Meanwhile Slack's own `/case`, properly signed, comes five times a second. Reports how
 * the signed commands were answered, what the strangers got, the bytes they had to send a second, and RSS.
 */
async function siege(options: StrangersOptions): Promise<void> {
  const { child, port } = await options.start();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const idle = rss(child);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rss(child))), 20);
  const until = performance.now() + SIEGE_MS;
  const strangers: Record<string, number> = {};
  const sockets: Socket[] = [];
  let sent = 0;
  const stranger = async (): Promise<void> => {
    while (performance.now() < until) {
      const headers = {
        'x-slack-request-timestamp': String(Math.floor(Date.now() / 1000)),
        'x-slack-signature': `v0=${'0'.repeat(64)}`,
        'content-length': String(SIEGE_BODY),
      };
      sent += SIEGE_BODY - 1;
      const status = await send(port, headers, 'all but the last byte', sockets, until - performance.now());
      strangers[status] = (strangers[status] ?? 0) + 1;
    }
  };
  const commands: Record<string, number> = {};
  const slack = async (): Promise<void> => {
    while (performance.now() < until) {
      const next = performance.now() + 200;
      const status = await options.command(port).catch(() => 0);
      commands[status] = (commands[status] ?? 0) + 1;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
    }
  };
  await Promise.all([...Array.from({ length: options.count }, stranger), slack()]);
  clearInterval(sampler);
  sockets.forEach((s) => s.destroy());
  child.kill('SIGTERM');
  const served = commands['200'] ?? 0;
  const total = Object.values(commands).reduce((a, b) => a + b, 0);
  console.log(
    `\nA siege of made-up signatures: ${options.count} senders holding 1 MB bodies without their last byte, ` +
      `re-sent as they are let go, for ${SIEGE_MS / 1000} s, with Slack's signed /case five times a second`,
  );
  console.log(`  signed /case: ${served} of ${total} served (${JSON.stringify(commands)})`);
  console.log(
    `  strangers: answered ${JSON.stringify(strangers)}; they sent ${round(sent / 1024 / 1024 / (SIEGE_MS / 1000))} MB/s`,
  );
  console.log(`  RSS idle ${round(idle)} MB, peak ${round(peak)} MB (+${round(peak - idle)})`);
}

async function crowds(options: StrangersOptions, sending: '1 KB' | 'all but the last byte'): Promise<void> {
  const { child, port } = await options.start();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const idle = rss(child);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rss(child))), 20);
  const started = performance.now();
  const stamp = () => String(Math.floor(Date.now() / 1000));
  const signed = () => ({ 'x-slack-request-timestamp': stamp(), 'x-slack-signature': `v0=${'0'.repeat(64)}` });
  const kinds = {
    'unsigned, 4 MB announced': () => ({ 'content-length': String(4 * 1024 * 1024) }),
    'signed-looking, 4 MB announced': () => ({ ...signed(), 'content-length': String(4 * 1024 * 1024) }),
    'signed-looking, 512 KB announced': () => ({ ...signed(), 'content-length': String(512 * 1024) }),
  };
  const sockets: Socket[] = [];
  const answers = Object.entries(kinds).map(async ([name, headers]) => {
    const statuses = await Promise.all(
      Array.from({ length: options.count }, () => send(port, headers(), sending, sockets)),
    );
    const counted: Record<string, number> = {};
    for (const status of statuses) counted[status] = (counted[status] ?? 0) + 1;
    return { name, counted, lastMs: round(performance.now() - started, 0) };
  });
  const results = await Promise.all(answers);
  clearInterval(sampler);
  sockets.forEach((s) => s.destroy());
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = rss(child);
  child.kill('SIGTERM');
  console.log(`\nStrangers' bodies: ${options.count} connections of each kind, each sending ${sending}, held open`);
  for (const r of results)
    console.log(`  ${r.name}: answered ${JSON.stringify(r.counted)}, the last after ${r.lastMs} ms`);
  console.log(
    `  RSS idle ${round(idle)} MB, peak ${round(peak)} MB (+${round(peak - idle)}), after ${round(after)} MB (+${round(after - idle)})`,
  );
}

const UNANSWERED_MS = 20_000;
/** Every connection's body, shared: the bench holds one copy however many it sends. */
const BODY = Buffer.alloc(4 * 1024 * 1024, 'x');

/** One request whose body is announced and never sent in full; resolves to its status. */
function send(
  port: number,
  headers: Record<string, string>,
  sending: '1 KB' | 'all but the last byte',
  sockets: Socket[],
  unansweredMs = UNANSWERED_MS,
): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    sockets.push(socket);
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.once('close', () => resolve(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 'closed unanswered'));
    // A server that waits for the rest of each body never answers: counted as such after a while.
    setTimeout(() => {
      resolve(`unanswered after ${Math.round(unansweredMs / 1000)} s`);
      socket.destroy();
    }, unansweredMs).unref();
    const lines = Object.entries({
      host: `127.0.0.1:${port}`,
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    })
      .map(([k, v]) => `${k}: ${v}`)
      .join('\r\n');
    socket.write(`POST /slack/events HTTP/1.1\r\n${lines}\r\n\r\n`);
    socket.write(BODY.subarray(0, sending === '1 KB' ? 1024 : Number(headers['content-length']) - 1));
  });
}
