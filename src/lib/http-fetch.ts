import { Agent, type Dispatcher } from 'undici';
import type { AddressPolicy } from './address-policy';
import { BufferedResponse } from './buffered-response';

/** What is buffered of an answer at most; past it the answer is cut there (its reader sees it too long). */
const DEFAULT_MAX_BYTES = 8 * 1024 * 1024 + 1;
/** Statuses whose Response may carry no body. */
const NULL_BODY = new Set([101, 204, 205, 304]);

interface HttpFetchOptions {
  /** Connections kept open per origin, for the next request. */
  connections?: number;
  /** Bytes of an answer kept at most (one more than the largest answer the caller reads). */
  maxBytes?: number;
  /**
   * Where connections may go (the case service's calls): each name's addresses checked as it is looked
   * up, but for the operator's own address, which goes as it is.
   */
  addresses?: Pick<AddressPolicy, 'lookup' | 'trusts'>;
}

/**
 * A `fetch` for casebot's own calls (the case service through ky, Bolt's respond() to a response_url,
 * Slack's Web API), over undici's `Agent` and its `dispatch` (the client Node's own fetch is built on):
 * keep-alive connections pooled per origin, the same Request in and Response out, without the WHATWG
 * streams of the built-in fetch or the Node stream of undici's `request`. A redirect is never followed
 * (the Response is the 3xx itself, as with `redirect: 'manual'`, or a TypeError with `redirect: 'error'`);
 * no compression is asked for; the answer is read up to `maxBytes`. A failure to connect rejects with a
 * TypeError whose cause says why, as fetch does, an abort with the signal's reason (at once, even while
 * the request waits for a connection); an answer cut short resolves with a body that fails. What it does
 * not send itself (a form upload, a stream body, another scheme) goes to the built-in fetch.
 */
export function createHttpFetch(options: HttpFetchOptions = {}): typeof fetch & { close(): Promise<void> } {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const { addresses } = options;
  const pool = { connections: options.connections ?? 64, keepAliveTimeout: 10_000 };
  const agent = new Agent(pool);
  const guarded = addresses ? new Agent({ ...pool, connect: { lookup: addresses.lookup } }) : agent;
  const send = async (input: Parameters<typeof fetch>[0], init?: RequestInit): Promise<Response> => {
    const given = input instanceof Request ? input : undefined;
    const url = given ? given.url : input instanceof URL ? input.href : String(input);
    const body = init?.body ?? null;
    // What it does not send itself (a form, a stream, another scheme) goes to fetch itself.
    if (
      !/^https?:/i.test(url) ||
      (body !== null && typeof body !== 'string') ||
      (given?.body && init?.body === undefined)
    ) {
      return globalThis.fetch(input, init);
    }
    const signal = init?.signal ?? given?.signal ?? undefined;
    signal?.throwIfAborted();
    const headers: Record<string, string> = {};
    const sent = init?.headers ?? given?.headers;
    // A Request's own Headers are read as they are; anything else as fetch would read it.
    (sent instanceof Headers ? sent : new Headers(sent)).forEach((value, name) => (headers[name] = value));
    const redirectFails = (init?.redirect ?? given?.redirect) === 'error';
    const answer = await exchange(addresses && !addresses.trusts(url) ? guarded : agent, {
      url,
      method: init?.method ?? given?.method ?? 'GET',
      headers,
      body,
      signal,
      maxBytes,
    });
    const { status } = answer;
    if (redirectFails && status >= 300 && status < 400) {
      throw new TypeError('fetch failed', { cause: new Error(`redirected (${status})`) });
    }
    const answered = { status, headers: answer.headers };
    if (NULL_BODY.has(status)) return new Response(null, answered);
    // An answer cut short reads as one whose body fails, as with fetch: it did start to answer.
    return answer.cut
      ? new Response(brokenStream(answer.content), answered)
      : new BufferedResponse(answer.content, answered);
  };
  const close = async () => {
    await Promise.all([agent.close(), guarded === agent ? undefined : guarded.close()]);
  };
  return Object.assign(send as typeof fetch, { close });
}

interface Exchange {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | null;
  signal: AbortSignal | undefined;
  maxBytes: number;
}

interface Answer {
  status: number;
  headers: [string, string][];
  content: Buffer;
  /** The connection broke during the body: `content` is what came. */
  cut: boolean;
}

/**
 * One request through a dispatcher (undici's own handler interface): the answer's status, headers and
 * body up to `maxBytes` (the rest is not read: the request is aborted there). It rejects with a TypeError
 * whose cause says why when no answer came, with the signal's reason when it aborts first; a body cut
 * short resolves with what came. No stream, no per-request async resource: the chunks are kept as they
 * arrive.
 */
function exchange(dispatcher: Dispatcher, request: Exchange): Promise<Answer> {
  const { signal, maxBytes } = request;
  const { origin, pathname, search } = new URL(request.url);
  return new Promise<Answer>((resolve, reject) => {
    let controller: Dispatcher.DispatchController | undefined;
    let status = 0;
    let headers: [string, string][] = [];
    let settled = false;
    const chunks: Buffer[] = [];
    let size = 0;
    /** Ends the exchange once: the first outcome counts, and the signal is let go. */
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const finish = (cut: boolean) =>
      settle(() =>
        resolve({
          status,
          headers,
          content: chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks, size),
          cut,
        }),
      );
    const fail = (error: unknown) => settle(() => reject(error));
    function onAbort() {
      const reason: unknown = signal?.reason;
      fail(reason);
      controller?.abort(reason instanceof Error ? reason : new Error('aborted'));
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    const handler: Dispatcher.DispatchHandler = {
      onRequestStart(given) {
        controller = given;
        if (settled) given.abort(new Error('aborted'));
      },
      onResponseStart(_controller, statusCode, given) {
        // 1xx informational answers come before the real one: only the last counts (status 0 until it came).
        if (statusCode < 200) return;
        status = statusCode;
        headers = [];
        for (const [name, value] of Object.entries(given)) {
          for (const one of Array.isArray(value) ? value : [value ?? '']) headers.push([name, one]);
        }
      },
      onResponseData(given, chunk) {
        chunks.push(chunk);
        size += chunk.length;
        // Enough to know it is too long: the rest is not read.
        if (size >= maxBytes) {
          finish(false);
          given.abort(new Error('answer past its cap'));
        }
      },
      onResponseEnd() {
        finish(false);
      },
      onResponseError(_controller, error) {
        if (signal?.aborted) fail(signal.reason);
        else if (status !== 0) finish(true);
        else fail(new TypeError('fetch failed', { cause: error }));
      },
    };
    try {
      dispatcher.dispatch(
        {
          origin,
          path: `${pathname}${search}`,
          method: request.method as Dispatcher.HttpMethod,
          headers: request.headers,
          ...(request.body !== null ? { body: request.body } : {}),
        },
        handler,
      );
    } catch (error) {
      fail(new TypeError('fetch failed', { cause: error }));
    }
  });
}

/** A body that gives what came and then fails, as a fetch body does when the connection is cut. */
function brokenStream(content: Buffer): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      if (content.length > 0) controller.enqueue(new Uint8Array(content));
      controller.error(new TypeError('terminated: the connection was cut during the answer'));
    },
  });
}
