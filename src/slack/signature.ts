import type { IncomingMessage } from 'node:http';
import { isValidSlackRequest } from '@slack/bolt';

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
  const signed = isValidSlackRequest({
    signingSecret,
    body: body.toString('utf8'),
    headers: { 'x-slack-signature': signature, 'x-slack-request-timestamp': seconds },
    nowMilliseconds: nowMs,
  });
  return signed ? 'valid' : 'invalid';
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** The whole body; undefined when it is over Bolt's limit (what is over is read and dropped). */
export function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= BODY_LIMIT) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > BODY_LIMIT ? undefined : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The path as Bolt routes it (`/slack/./events` and `/slack/events#x` are `/slack/events` to it too). */
export function pathOf(req: IncomingMessage): string {
  try {
    return new URL(req.url ?? '', 'http://localhost').pathname;
  } catch {
    return '';
  }
}
