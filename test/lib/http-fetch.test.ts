import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bytesInHand } from '../../src/lib/buffered-response';
import { createHttpFetch } from '../../src/lib/http-fetch';
import { waitUntil } from '../helpers/wait';

// The undici fetch against a real local server: what Bolt's respond() and the Web API send through it.
// (The case service's side, ky through it, runs the whole client suite: test/case-api/client.test.ts.)
describe('the undici fetch', () => {
  const seen: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string }[] = [];
  const sockets = new Set<unknown>();
  /** Answers held back (`/hold`) until the test lets them go. */
  const held: (() => void)[] = [];
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      sockets.add(req.socket);
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, headers: req.headers, body });
        if (req.url === '/moved') res.writeHead(302, { location: '/elsewhere' }).end();
        else if (req.url === '/empty') res.writeHead(204).end();
        else if (req.url === '/hold') held.push(() => res.writeHead(200).end('held'));
        else res.writeHead(200, { 'content-type': 'application/json', 'x-twice': ['a', 'b'] }).end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => (seen.length = 0));

  it('posts a JSON string as respond() does, and answers with a real Response', async () => {
    const fetch = createHttpFetch();
    const response = await fetch(`${base}/respond`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'hello' }),
    });
    expect(response).toBeInstanceOf(Response);
    expect(response.ok).toBe(true);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get('x-twice')).toBe('a, b');
    expect(seen).toMatchObject([{ method: 'POST', url: '/respond', body: '{"text":"hello"}' }]);
    expect(seen[0]?.headers['content-type']).toBe('application/json');
  });

  it('answers with a body that reads as a fetch body reads: once, as text, bytes, JSON or a stream', async () => {
    const fetch = createHttpFetch();
    const asText = await fetch(`${base}/read`);
    expect(asText.bodyUsed).toBe(false);
    expect(bytesInHand(asText)).toBe(11);
    expect(await asText.text()).toBe('{"ok":true}');
    expect(asText.bodyUsed).toBe(true);
    // Read, its bytes go with the reader: a Response kept afterwards holds none of them.
    expect(bytesInHand(asText)).toBe(0);
    await expect(asText.text()).rejects.toThrow(TypeError);
    await expect(asText.json()).rejects.toThrow(TypeError);

    const asBytes = await fetch(`${base}/read`);
    expect(new TextDecoder().decode(await asBytes.arrayBuffer())).toBe('{"ok":true}');
    await expect(asBytes.arrayBuffer()).rejects.toThrow(TypeError);

    // Looking at the body (as a reader checks it is there) does not spend it.
    const looked = await fetch(`${base}/read`);
    expect(looked.body).not.toBeNull();
    await new Promise((resolve) => setImmediate(resolve));
    expect(looked.bodyUsed).toBe(false);
    expect(await looked.json()).toEqual({ ok: true });

    const asStream = await fetch(`${base}/read`);
    const copy = asStream.clone();
    const chunks: Uint8Array[] = [];
    for await (const chunk of asStream.body as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
    expect(Buffer.concat(chunks).toString()).toBe('{"ok":true}');
    expect(asStream.bodyUsed).toBe(true);
    expect(bytesInHand(asStream)).toBe(0);
    await expect(asStream.text()).rejects.toThrow(TypeError);
    expect(() => asStream.clone()).toThrow(TypeError);
    // The copy made before is a body of its own.
    expect(await copy.text()).toBe('{"ok":true}');
    expect((await (await fetch(`${base}/read`)).blob()).type).toBe('application/json');
  });

  it('keeps its connections for the next requests', async () => {
    const fetch = createHttpFetch();
    sockets.clear();
    for (let i = 0; i < 10; i++) await (await fetch(`${base}/again`)).text();
    expect(seen).toHaveLength(10);
    // undici's pool may open a second one while the first is handed back; never one a request.
    expect(sockets.size).toBeLessThanOrEqual(2);
  });

  it('never follows a redirect: the 3xx itself, or a TypeError when redirects are errors', async () => {
    const fetch = createHttpFetch();
    const manual = await fetch(`${base}/moved`, { redirect: 'manual' });
    expect(manual.status).toBe(302);
    expect(manual.headers.get('location')).toBe('/elsewhere');
    await expect(fetch(`${base}/moved`, { method: 'POST', body: 'x', redirect: 'error' })).rejects.toThrow(TypeError);
    expect(seen.map((s) => s.url)).toEqual(['/moved', '/moved']);
  });

  it('gives a bodiless status a null body', async () => {
    const response = await createHttpFetch()(`${base}/empty`);
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
  });

  it('rejects an aborted request with the signal’s reason, before anything is sent', async () => {
    const controller = new AbortController();
    controller.abort(new Error('given up'));
    await expect(createHttpFetch()(`${base}/never`, { signal: controller.signal })).rejects.toThrow('given up');
    expect(seen).toEqual([]);
  });

  it('gives up a request waiting for a connection as soon as its signal aborts, and sends nothing of it', async () => {
    // One connection, taken by an answer held back: the second request waits in the pool.
    const fetch = createHttpFetch({ connections: 1 });
    const first = fetch(`${base}/hold`);
    await waitUntil('the first request at the server', () => held.length === 1);
    const controller = new AbortController();
    const second = fetch(`${base}/second`, { signal: controller.signal });
    controller.abort(new Error('given up while waiting'));
    await expect(second).rejects.toThrow('given up while waiting');
    held.shift()?.();
    expect(await (await first).text()).toBe('held');
    expect(await (await fetch(`${base}/third`)).json()).toEqual({ ok: true });
    expect(seen.map((request) => request.url)).toEqual(['/hold', '/third']);
    await fetch.close();
  });

  it('hands what it does not send itself (a form) to the built-in fetch', async () => {
    const form = new FormData();
    form.append('file', 'contents');
    const response = await createHttpFetch()(`${base}/upload`, { method: 'POST', body: form });
    expect(response.ok).toBe(true);
    expect(seen[0]?.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(seen[0]?.body).toContain('contents');
  });
});
