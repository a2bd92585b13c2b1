import type { IncomingMessage } from 'node:http';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Slack's window for a request's timestamp, in either direction. */
export const MAX_SKEW_SEC = 5 * 60;
/** Bolt's own limit on a request body. */
export const BODY_LIMIT = 4 * 1024 * 1024;

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

/**
 * The whole body; undefined when it is over `limit` (Bolt's by default). What is over is read and
 * dropped, unless `cut` is set: then the request is ended there (for routes nobody but Slack calls).
 */
export function readBody(req: IncomingMessage, limit = BODY_LIMIT, cut = false): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else if (cut) {
        resolve(undefined);
        req.destroy();
      }
    });
    req.on('end', () => resolve(size > limit ? undefined : Buffer.concat(chunks)));
    req.on('error', reject);
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
