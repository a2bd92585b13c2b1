import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { header, pathOf, readBody, slackSignature } from './signature';

export interface GuardOptions {
  signingSecret: string;
  /** Where Slack's requests arrive (`/slack/events`). */
  paths: string[];
  now?: () => number;
}

/**
 * Stands in front of Bolt's HTTP receiver on Slack's request paths, and is where Slack's signature is
 * checked (Bolt's own check is off, so each request is verified once): no signature, a wrong one, or a
 * timestamp more than five minutes away either way (Bolt accepts one from the future) gets 401; a
 * correctly signed body that is not an object (`payload=null`, which makes Bolt throw outside any
 * handler) gets 400. Slack's unsigned SSL check (`ssl_check=1`) is answered 200 here and goes no
 * further. Everything else goes on to Bolt with the body already read (Bolt uses a `rawBody` it finds).
 */
export function guardSlackRequests(listener: RequestListener, options: GuardOptions): RequestListener {
  const now = options.now ?? Date.now;
  return (req, res) => {
    if (req.method !== 'POST' || !options.paths.includes(pathOf(req))) return listener(req, res);
    void readBody(req).then(
      (body) => {
        // Too large: answered 413 as Bolt would, the rest of the body read and thrown away.
        if (!body) return end(res, 413);
        const answer = refusal(req, body, options.signingSecret, now());
        if (answer) return end(res, answer);
        Object.assign(req, { rawBody: body });
        return listener(req, res);
      },
      () => end(res, 400),
    );
  };
}

function refusal(req: IncomingMessage, body: Buffer, signingSecret: string, nowMs: number): number | undefined {
  const signed = slackSignature(req, body, signingSecret, nowMs);
  // Slack's SSL check is the one request that comes unsigned: it is answered, and carries nothing further.
  if (signed === 'missing') return isSslCheck(req, body) ? 200 : 401;
  if (signed === 'invalid') return 401;
  return isObjectBody(body.toString('utf8'), header(req, 'content-type') ?? '') ? undefined : 400;
}

/** `ssl_check=1` in a form, as Slack sends it to check a slash command's URL. */
function isSslCheck(req: IncomingMessage, body: Buffer): boolean {
  if (header(req, 'content-type') !== 'application/x-www-form-urlencoded') return false;
  return new URLSearchParams(body.toString('utf8')).get('ssl_check') === '1';
}

/**
 * The body holds an object where Bolt expects one, read as Bolt reads it: a form (exactly
 * `application/x-www-form-urlencoded`) by its `payload` field when it has one, anything else as JSON.
 */
function isObjectBody(text: string, contentType: string): boolean {
  try {
    if (contentType !== 'application/x-www-form-urlencoded') return isObject(JSON.parse(text));
    // A form without a payload field (a slash command) is fields, an object: nothing to read.
    if (!HAS_PAYLOAD.test(text)) return true;
    const payload = new URLSearchParams(text).get('payload');
    return payload === null || isObject(JSON.parse(payload));
  } catch {
    return false;
  }
}

/** A field name that is, or may decode to, `payload` (a name with a percent escape is read in full). */
const HAS_PAYLOAD = /(?:^|&)[^=&]*(?:payload|%)/i;

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

function end(res: ServerResponse, status: number) {
  if (!res.headersSent) res.writeHead(status).end();
}
