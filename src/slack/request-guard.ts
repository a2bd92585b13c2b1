import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { header, pathOf, readBody, slackSignature } from './signature';

export interface GuardOptions {
  signingSecret: string;
  /** Where Slack's requests arrive (`/slack/events`). */
  paths: string[];
  now?: () => number;
}

/**
 * Stands in front of Bolt's HTTP receiver on Slack's request paths. Bolt refuses a timestamp more than
 * five minutes old but not one from the future, and a signed body whose payload is not an object
 * (`payload=null`) makes it throw outside any handler (an unhandled rejection, no answer). Here a
 * timestamp more than five minutes away either way gets 401, and a correctly signed body that is not an
 * object gets 400, before Bolt sees them. Everything else goes on to Bolt with the body already read
 * (Bolt uses a `rawBody` it finds), so Bolt's own verification still runs.
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
  // Without the headers Bolt answers (an SSL check needs neither; anything else it refuses with 401).
  if (signed === 'missing') return undefined;
  if (signed === 'invalid') return 401;
  return isObjectBody(body.toString('utf8'), header(req, 'content-type') ?? '') ? undefined : 400;
}

/**
 * The body holds an object where Bolt expects one, read as Bolt reads it: a form (exactly
 * `application/x-www-form-urlencoded`) by its `payload` field when it has one, anything else as JSON.
 */
function isObjectBody(text: string, contentType: string): boolean {
  try {
    if (contentType !== 'application/x-www-form-urlencoded') return isObject(JSON.parse(text));
    const payload = new URLSearchParams(text).get('payload');
    return payload === null || isObject(JSON.parse(payload));
  } catch {
    return false;
  }
}

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

function end(res: ServerResponse, status: number) {
  if (!res.headersSent) res.writeHead(status).end();
}
