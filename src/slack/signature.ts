import type { IncomingMessage } from 'node:http';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Slack's window for a request's timestamp, in either direction. */
const MAX_SKEW_SEC = 5 * 60;

/**
 * Whether Slack signed this body: `x-slack-signature` over `v0:<timestamp>:<body>` with the signing
 * secret, and `x-slack-request-timestamp` within five minutes of now either way. `missing` when either
 * header is absent (the caller decides: Bolt answers an SSL check without them; /mcp refuses).
 */
export function slackSignature(
  req: IncomingMessage,
  body: Buffer,
  signingSecret: string,
  nowMs: number,
): 'valid' | 'invalid' | 'missing' {
  const stamp = header(req, 'x-slack-request-timestamp');
  const signature = header(req, 'x-slack-signature');
  if (stamp === undefined || signature === undefined) return 'missing';
  const seconds = Number(stamp);
  if (!Number.isInteger(seconds) || Math.abs(nowMs / 1000 - seconds) > MAX_SKEW_SEC) return 'invalid';
  // HMAC-SHA256 of `v0:<timestamp>:<body>` with the signing secret, over the body's own bytes, compared in
  // constant time (one HMAC, where a compare that hashes both sides again costs two more).
  const expected = Buffer.from(
    `v0=${createHmac('sha256', signingSecret).update(`v0:${seconds}:`).update(body).digest('hex')}`,
  );
  const given = Buffer.from(signature);
  const signed = given.length === expected.length && timingSafeEqual(given, expected);
  return signed ? 'valid' : 'invalid';
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** What a body read before its signature is checked may come to, short of the body itself. */
export type UnreadBody = 'too_large' | 'late' | 'stalled' | 'failed' | 'busy' | 'gave_way';

export interface BodyReading {
  /** Most bytes the body may have: past it, `too_large`. */
  limit: number;
  /**
   * How long after the reading started the body may still be arriving, given the bytes it has sent so far:
   * past it, `late`. Asked again after each chunk, so a sender that slows down is let go when its pace says.
   */
  dueAfterMs: (received: number) => number;
  /** Longest the sender may send nothing: past it, `stalled`. */
  stallMs: number;
  /** Asked before each chunk is kept: false when no room can be made for it (`busy`). */
  take?: (bytes: number) => boolean;
  /** Hands over a way to end the reading from outside (its room given to another body: `gave_way`). */
  ender?: (end: () => void) => void;
}

/**
 * The whole body, read within the reading's limit, pace and stall, and while `take` allows: what went wrong
 * otherwise. Whatever the outcome but a body, the request is ended there, so nothing more of it is read
 * into memory.
 */
export function readBodyWithin(req: IncomingMessage, reading: BodyReading): Promise<Buffer | UnreadBody> {
  const { limit, dueAfterMs, stallMs, take = () => true } = reading;
  const started = performance.now();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const settle = (outcome: Buffer | UnreadBody) => {
      if (done) return;
      done = true;
      clearTimeout(late);
      clearTimeout(stall);
      req.removeListener('data', onData);
      if (!Buffer.isBuffer(outcome)) req.pause();
      resolve(outcome);
    };
    const lateTimer = () =>
      setTimeout(() => settle('late'), Math.max(0, started + dueAfterMs(size) - performance.now()));
    let late = lateTimer();
    let stall = setTimeout(() => settle('stalled'), stallMs);
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) return settle('too_large');
      if (!take(chunk.length)) return settle('busy');
      chunks.push(chunk);
      clearTimeout(stall);
      stall = setTimeout(() => settle('stalled'), stallMs);
      clearTimeout(late);
      late = lateTimer();
    };
    reading.ender?.(() => settle('gave_way'));
    req.on('data', onData);
    req.once('end', () => settle(Buffer.concat(chunks, size)));
    req.once('error', () => settle('failed'));
    // A client gone before the end: no 'end' will come.
    req.once('close', () => settle('failed'));
  });
}

/** Whether the signature headers are there and the timestamp is within the window (body not read yet). */
export function plausiblySigned(req: IncomingMessage, nowMs: number): boolean {
  const stamp = Number(header(req, 'x-slack-request-timestamp'));
  return (
    header(req, 'x-slack-signature') !== undefined &&
    Number.isInteger(stamp) &&
    Math.abs(nowMs / 1000 - stamp) <= MAX_SKEW_SEC
  );
}

/** The path as Bolt routes it (`/slack/./events` and `/slack/events#x` are `/slack/events` to it too). */
export function pathOf(req: IncomingMessage): string {
  try {
    return new URL(req.url ?? '', 'http://localhost').pathname;
  } catch {
    return '';
  }
}
