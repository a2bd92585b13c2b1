import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { header, pathOf, plausiblySigned, readBodyWithin, slackSignature } from './signature';

/** What a stranger can make casebot hold before Slack's signature says who sent it. */
export interface BodyLimits {
  /** Most bytes a Slack request's body may have (CASEBOT_SLACK_BODY_LIMIT_KB): said or sent, it is refused. */
  maxBytes: number;
  /**
   * Most bytes of bodies held at once before their signature is checked, counted as they arrive; a body
   * that would pass it is answered 503 and its connection closed.
   */
  maxPendingBytes: number;
  /** Longest a body may take to arrive once its headers have; then the request is ended (408). */
  deadlineMs: number;
}

/** Slack's payloads are far smaller than this; Bolt's own limit is 4 MB. */
const DEFAULT_BODY_LIMITS: BodyLimits = {
  maxBytes: 1024 * 1024,
  maxPendingBytes: 8 * 1024 * 1024,
  deadlineMs: 10_000,
};

/** Slack's unsigned SSL check is a few fields: an unsigned body larger than this is no SSL check. */
const SSL_CHECK_LIMIT = 4 * 1024;

/** A path Slack signs its requests to, and how the guard reads them there. */
export interface GuardedPath {
  path: string;
  /** Most bytes a body may have here (at most the guard's `maxBytes`). */
  maxBytes?: number;
  /** Slack's unsigned SSL check may come here (the events path). */
  sslCheck?: boolean;
  /** A signed body must hold an object as Bolt reads it (the events path); elsewhere the route reads it. */
  objectBody?: boolean;
  /** What a refusal says here, where the route's clients expect a body (MCP's JSON-RPC error). */
  refusal?: (status: number) => string;
}

export interface GuardOptions {
  signingSecret: string;
  /** Where Slack's signed requests arrive (`/slack/events`, `/mcp`). */
  paths: GuardedPath[];
  limits?: Partial<BodyLimits>;
  now?: () => number;
  /** Told of each request refused before a listener saw it (metrics). */
  onRefused?: (reason: Refusal) => void;
  /** Told how many bodies are being read before their signature is checked, as it changes (metrics). */
  onPending?: (count: number) => void;
}

export type Refusal = 'unsigned' | 'headers' | 'too_large' | 'busy' | 'slow' | 'forged';

/**
 * Stands in front of Bolt's HTTP receiver on Slack's request paths, and is where Slack's signature is
 * checked (Bolt's own check is off, so each request is verified once). Nothing a stranger sends is read
 * before its headers say it may be Slack's: no signature headers (but for Slack's SSL check, a few
 * bytes), a timestamp more than five minutes away either way, or a length over the limit are answered at
 * once, unread, and the connection closed. A body is then read only while the bytes held unverified come
 * to no more than `maxPendingBytes`, for at most `deadlineMs`, and cut at `maxBytes`; then its signature
 * is checked (401 when wrong). A correctly signed body that is not an object (`payload=null`, which makes
 * Bolt throw outside any handler) gets 400. Everything else goes on to Bolt with the body already read (Bolt uses a `rawBody`).
 */
export function guardSlackRequests(listener: RequestListener, options: GuardOptions): RequestListener {
  const now = options.now ?? Date.now;
  const limits = { ...DEFAULT_BODY_LIMITS, ...options.limits };
  const refuse = (req: IncomingMessage, res: ServerResponse, status: number, reason: Refusal) => {
    options.onRefused?.(reason);
    end(req, res, status, guardedOf(req)?.refusal);
  };
  const guarded = new Map(options.paths.map((p) => [routeKey(p.path), p]));
  const guardedOf = (req: IncomingMessage) => (req.method === 'POST' ? guarded.get(routeKey(pathOf(req))) : undefined);
  let pending = 0;
  let pendingBytes = 0;
  return (req, res) => {
    const here = guardedOf(req);
    if (!here) return listener(req, res);
    const unsigned = header(req, 'x-slack-signature') === undefined;
    if (!unsigned && !plausiblySigned(req, now())) return refuse(req, res, 401, 'headers');
    if (unsigned && !here.sslCheck) return refuse(req, res, 401, 'unsigned');
    const limit = unsigned ? SSL_CHECK_LIMIT : Math.min(here.maxBytes ?? limits.maxBytes, limits.maxBytes);
    const announced = announcedLength(req);
    if ((announced ?? 0) > limit) return refuse(req, res, unsigned ? 401 : 413, unsigned ? 'unsigned' : 'too_large');
    if (unsigned && header(req, 'content-type') !== FORM) return refuse(req, res, 401, 'unsigned');
    // The budget counts bytes received, not announced: a stalled sender holds a socket, never the budget.
    let mine = 0;
    const take = (bytes: number) => {
      if (pendingBytes + bytes > limits.maxPendingBytes) return false;
      pendingBytes += bytes;
      mine += bytes;
      return true;
    };
    options.onPending?.((pending += 1));
    void readBodyWithin(req, limit, limits.deadlineMs, take)
      .then((read) => {
        pendingBytes -= mine;
        options.onPending?.((pending -= 1));
        answer(req, res, read, unsigned, here);
      })
      .catch(() => end(req, res, 500, here.refusal));
  };

  function answer(
    req: IncomingMessage,
    res: ServerResponse,
    read: Awaited<ReturnType<typeof readBodyWithin>>,
    unsigned: boolean,
    here: GuardedPath,
  ) {
    if (read === 'busy') return refuse(req, res, 503, 'busy');
    if (read === 'too_large') return refuse(req, res, unsigned ? 401 : 413, unsigned ? 'unsigned' : 'too_large');
    if (read === 'late') return refuse(req, res, 408, 'slow');
    if (read === 'failed') return end(req, res, 400, here.refusal);
    const verdict = refusal(req, read, options.signingSecret, now(), here);
    if (verdict === 401) return refuse(req, res, 401, unsigned ? 'unsigned' : 'forged');
    if (verdict) return end(req, res, verdict, here.refusal);
    Object.assign(req, { rawBody: read });
    return listener(req, res);
  }
}

const FORM = 'application/x-www-form-urlencoded';

/**
 * A path as Bolt's routes match it (case aside, a trailing slash aside): every form of a signed path that
 * reaches its route is guarded.
 */
const routeKey = (path: string) => path.toLowerCase().replace(/(.)\/+$/, '$1');

/** The length the request says its body has; undefined where it says none (a chunked body is cut as it comes). */
function announcedLength(req: IncomingMessage): number | undefined {
  const said = header(req, 'content-length');
  if (said === undefined) return undefined;
  // Node has already refused a length that is not digits; a huge one is still a number.
  const length = Number(said);
  return Number.isFinite(length) ? length : Number.POSITIVE_INFINITY;
}

function refusal(
  req: IncomingMessage,
  body: Buffer,
  signingSecret: string,
  nowMs: number,
  here: GuardedPath,
): number | undefined {
  const signed = slackSignature(req, body, signingSecret, nowMs);
  // Slack's SSL check is the one request that comes unsigned: it is answered, and carries nothing further.
  if (signed === 'missing') return here.sslCheck && isSslCheck(req, body) ? 200 : 401;
  if (signed === 'invalid') return 401;
  if (!here.objectBody) return undefined;
  return isObjectBody(body.toString('utf8'), header(req, 'content-type') ?? '') ? undefined : 400;
}

/** `ssl_check=1` in a form, as Slack sends it to check a slash command's URL. */
function isSslCheck(req: IncomingMessage, body: Buffer): boolean {
  if (header(req, 'content-type') !== FORM) return false;
  return new URLSearchParams(body.toString('utf8')).get('ssl_check') === '1';
}

/**
 * The body holds an object where Bolt expects one, read as Bolt reads it: a form (exactly
 * `application/x-www-form-urlencoded`) by its `payload` field when it has one, anything else as JSON.
 */
function isObjectBody(text: string, contentType: string): boolean {
  try {
    if (contentType !== FORM) return isObject(JSON.parse(text));
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

/**
 * Answers and closes the connection once the answer is written: what is left of a refused body is never
 * read (Node would otherwise read it to the end to throw it away), and the socket serves nothing more.
 */
function end(req: IncomingMessage, res: ServerResponse, status: number, refusal?: GuardedPath['refusal']) {
  if (res.headersSent) return;
  const said = status === 200 ? undefined : refusal?.(status);
  res
    .writeHead(status, {
      connection: 'close',
      ...(status === 503 ? { 'retry-after': '1' } : {}),
      ...(said ? { 'content-type': 'application/json' } : {}),
    })
    .end(said, () => req.socket.destroy());
}
