import http from 'node:http';
import https from 'node:https';

/** What the lean fetch buffers at most; past it the answer is cut there (its reader sees it too long). */
const DEFAULT_MAX_BYTES = 8 * 1024 * 1024 + 1;
/** Statuses whose Response may carry no body. */
const NULL_BODY = new Set([101, 204, 205, 304]);

export interface LeanFetchOptions {
  /** Sockets kept open per host, for the next request. */
  maxSockets?: number;
  /** Bytes of an answer kept at most (one more than the largest answer the caller reads). */
  maxBytes?: number;
}

/**
 * A `fetch` for casebot's own calls over HTTP (the case service through ky, Bolt's respond() to a
 * response_url, Slack's Web API), over node's own http with keep-alive sockets: the same Request in and Response out, without the WHATWG machinery of the built-in fetch
 * (its request and response streams cost a command more CPU than the card). Bodies are buffered (the
 * answers are small, and bounded); a redirect is never followed (the Response is the 3xx itself, as
 * with `redirect: 'manual'`, or a TypeError with `redirect: 'error'`); no compression is asked for. A
 * failure to connect rejects with a TypeError, as fetch does, an abort with the signal's reason; an
 * answer cut short resolves with a body that fails. What it does not handle (a form upload, a stream
 * body, another scheme) goes to the built-in fetch.
 */
export function createLeanFetch(options: LeanFetchOptions = {}): typeof fetch {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: options.maxSockets ?? 64 }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: options.maxSockets ?? 64 }),
  };
  return async (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request ? request.url : String(input));
    const agent = agents[url.protocol as keyof typeof agents];
    const given = init?.body ?? null;
    // What it does not need to handle (a form upload, a stream, another scheme) goes to fetch itself.
    if (!agent || (given !== null && typeof given !== 'string') || (request?.body && init?.body === undefined)) {
      return globalThis.fetch(input, init);
    }
    const signal = init?.signal ?? request?.signal ?? undefined;
    signal?.throwIfAborted();
    const headers: Record<string, string> = {};
    new Headers(init?.headers ?? request?.headers).forEach((value, name) => (headers[name] = value));
    const body = given ?? undefined;
    const redirectFails = (init?.redirect ?? request?.redirect) === 'error';
    const method = init?.method ?? request?.method ?? 'GET';
    const transport = url.protocol === 'https:' ? https : http;
    return new Promise<Response>((resolve, reject) => {
      const failed = (error: unknown) => {
        signal?.removeEventListener('abort', abort);
        reject(signal?.aborted ? signal.reason : new TypeError('fetch failed', { cause: error }));
      };
      const outgoing = transport.request(url, { method, headers, agent }, (incoming) => {
        const chunks: Buffer[] = [];
        let size = 0;
        let answered = false;
        const answer = (cut: boolean) => {
          if (answered) return;
          answered = true;
          signal?.removeEventListener('abort', abort);
          const status = incoming.statusCode ?? 0;
          if (redirectFails && status >= 300 && status < 400) return failed(new Error(`redirected (${status})`));
          const responseHeaders = new Headers();
          const raw = incoming.rawHeaders;
          for (let i = 0; i + 1 < raw.length; i += 2) responseHeaders.append(raw[i] as string, raw[i + 1] as string);
          const content = Buffer.concat(chunks, size);
          // An answer cut short reads as one whose body fails, as with fetch: it did start to answer.
          const responseBody = NULL_BODY.has(status) ? null : cut ? brokenStream(content) : content;
          resolve(
            new Response(responseBody, { status, statusText: incoming.statusMessage ?? '', headers: responseHeaders }),
          );
        };
        incoming.on('data', (chunk: Buffer) => {
          if (size >= maxBytes) return;
          chunks.push(chunk);
          size += chunk.length;
          // Enough to know it is too long: the rest is not read.
          if (size >= maxBytes) {
            answer(false);
            incoming.destroy();
          }
        });
        incoming.on('end', () => answer(false));
        incoming.on('error', () => undefined);
        incoming.on('close', () => {
          if (answered) return;
          if (signal?.aborted) failed(signal.reason);
          else answer(!incoming.complete);
        });
      });
      const abort = () => outgoing.destroy(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
      signal?.addEventListener('abort', abort, { once: true });
      outgoing.on('error', failed);
      outgoing.end(body ?? undefined);
    });
  };
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
