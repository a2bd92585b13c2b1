import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { header, pathOf, plausiblySigned, readBodyWithin, slackSignature, type UnreadBody } from './signature';
import { createUnverifiedBudget, senderOf } from './unverified-budget';

/** What a stranger can make casebot hold before Slack's signature says who sent it. */
export interface BodyLimits {
  /** Most bytes a Slack request's body may have (CASEBOT_SLACK_BODY_LIMIT_KB): said or sent, it is refused. */
  maxBytes: number;
  /**
   * A body of at most this many bytes is one of Slack's everyday requests (a command, a click, an event: a
   * few KB). Such bodies are held in a reserve of their own first, so no crowd of larger bodies can
   * leave them no room.
   */
  smallBytes: number;
  /** Bytes held for small bodies alone (announced small: a body with no length never is), before their signature is checked. */
  reserveBytes: number;
  /**
   * Most bytes of bodies held at once before their signature is checked, shared by every body (small ones
   * once the reserve is full), counted as they arrive.
   */
  maxPendingBytes: number;
  /**
   * Most bytes the bodies of one sender (an IPv4 address, an IPv6 /64) hold at once before their
   * signature is checked; at least `maxBytes`.
   */
  senderBytes: number;
  /** Longest any body may take to arrive once its headers have; then the request is ended (408). */
  deadlineMs: number;
  /**
   * The slowest a body may arrive, after `graceMs`: at any moment a body must have sent its time past the
   * grace at this rate, so a body of N bytes has at most `graceMs + N / rate` to arrive, and a sender that
   * slows down is let go as soon as its pace falls behind.
   */
  minBytesPerSecond: number;
  /** The start every body is given before the minimum rate counts. */
  graceMs: number;
  /** Longest a sender may send nothing in the middle of a body (408). */
  stallMs: number;
}

/**
 * Slack's payloads are far smaller than the 1 MB limit (Bolt's own is 4 MB), and Slack sends them whole at
 * once from its own data centres: a body that trickles, stalls or takes seconds is nobody Slack can wait
 * for (it gives up on an answer after 3 s).
 */
const DEFAULT_BODY_LIMITS: BodyLimits = {
  maxBytes: 1024 * 1024,
  smallBytes: 64 * 1024,
  reserveBytes: 4 * 1024 * 1024,
  maxPendingBytes: 8 * 1024 * 1024,
  senderBytes: 2 * 1024 * 1024,
  deadlineMs: 10_000,
  minBytesPerSecond: 128 * 1024,
  graceMs: 1_000,
  stallMs: 2_000,
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
  /** Told how many bytes each pool holds unverified, as it changes (metrics). */
  onPendingBytes?: (pool: 'reserve' | 'shared', bytes: number) => void;
}

export type Refusal =
  'unsigned' | 'headers' | 'content_type' | 'too_large' | 'busy' | 'gave_way' | 'slow' | 'stalled' | 'forged';

/**
 * Stands in front of Bolt's HTTP receiver on Slack's request paths, and is where Slack's signature is
 * checked (Bolt's own check is off, so each request is verified once). Nothing a stranger sends is read
 * before its headers say it may be Slack's: no signature headers (but for Slack's SSL check, a few
 * bytes), a timestamp more than five minutes away either way, a content type Slack never sends, or a
 * length over the limit are answered at once, unread, and the connection closed.
 *
 * A body is then read while there is room for it, and only as fast as Slack sends: small bodies (Slack's
 * commands, clicks and events, announced as such) take from a reserve no larger body can touch, then from
 * the shared budget; larger ones and bodies with no length from the shared budget only; and no sender holds
 * more than its share. Where a body needs room and none is left, the body held longest gives way (503):
 * Slack sends a body whole, at once, so what has been held longest is a slow or stalled stranger's. A body
 * must keep pace (its time past `graceMs` at the minimum rate, never beyond `deadlineMs`) and may not stop
 * for `stallMs`. Then its signature is checked (401 when wrong). A
 * correctly signed body that is not an object (`payload=null`, which makes Bolt throw outside any handler)
 * gets 400. Everything else goes on to Bolt with the body already read (Bolt uses a `rawBody`).
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
  const budget = createUnverifiedBudget(
    {
      smallBytes: limits.smallBytes,
      reserveBytes: limits.reserveBytes,
      sharedBytes: limits.maxPendingBytes,
      senderBytes: Math.max(limits.senderBytes, limits.maxBytes),
    },
    (pool, bytes) => options.onPendingBytes?.(pool, bytes),
  );
  let pending = 0;
  return (req, res) => {
    const here = guardedOf(req);
    if (!here) return listener(req, res);
    const unsigned = header(req, 'x-slack-signature') === undefined;
    if (!unsigned && !plausiblySigned(req, now())) return refuse(req, res, 401, 'headers');
    if (unsigned && !here.sslCheck) return refuse(req, res, 401, 'unsigned');
    const limit = unsigned ? SSL_CHECK_LIMIT : Math.min(here.maxBytes ?? limits.maxBytes, limits.maxBytes);
    const announced = announcedLength(req);
    if ((announced ?? 0) > limit) return refuse(req, res, unsigned ? 401 : 413, unsigned ? 'unsigned' : 'too_large');
    const type = mediaType(header(req, 'content-type'));
    if (unsigned && type !== FORM) return refuse(req, res, 401, 'unsigned');
    if (type !== FORM && type !== JSON_TYPE) return refuse(req, res, 415, 'content_type');
    // The budgets count bytes received, not announced: a stalled sender holds a socket, never the budget.
    let endReading: () => void = () => undefined;
    const held = budget.open(senderOf(req.socket.remoteAddress), announced, () => endReading());
    const cap = Math.min(limits.deadlineMs, limits.graceMs + ((announced ?? limit) * 1000) / limits.minBytesPerSecond);
    options.onPending?.((pending += 1));
    void readBodyWithin(req, {
      limit,
      dueAfterMs: (received) => Math.min(cap, limits.graceMs + (received * 1000) / limits.minBytesPerSecond),
      stallMs: limits.stallMs,
      take: (bytes) => held.take(bytes),
      ender: (end) => (endReading = end),
    })
      .then((read) => {
        held.release();
        options.onPending?.((pending -= 1));
        answer(req, res, read, unsigned, here);
      })
      .catch(() => end(req, res, 500, here.refusal));
  };

  function answer(
    req: IncomingMessage,
    res: ServerResponse,
    read: Buffer | UnreadBody,
    unsigned: boolean,
    here: GuardedPath,
  ) {
    if (read === 'busy') return refuse(req, res, 503, 'busy');
    if (read === 'gave_way') return refuse(req, res, 503, 'gave_way');
    if (read === 'too_large') return refuse(req, res, unsigned ? 401 : 413, unsigned ? 'unsigned' : 'too_large');
    if (read === 'late') return refuse(req, res, 408, 'slow');
    if (read === 'stalled') return refuse(req, res, 408, 'stalled');
    if (read === 'failed') return end(req, res, 400, here.refusal);
    const verdict = refusal(req, read, options.signingSecret, now(), here);
    if (verdict === 401) return refuse(req, res, 401, unsigned ? 'unsigned' : 'forged');
    if (verdict) return end(req, res, verdict, here.refusal);
    Object.assign(req, { rawBody: read });
    return listener(req, res);
  }
}

const FORM = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';

/**
 * The media type a request says its body is, without parameters (`application/json; charset=utf-8`), in
 * lower case. Slack sends forms (commands, interactivity) and JSON (events, MCP); Bolt reads nothing else.
 */
const mediaType = (contentType: string | undefined) => contentType?.split(';')[0]?.trim().toLowerCase();

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
