import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An HTTP server on 127.0.0.1 for the fakes of the world's edges; a handler that throws drops the connection. */
export class LoopbackServer {
  private server: Server | undefined;

  constructor(private readonly handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>) {}

  async start(port = 0): Promise<string> {
    this.server = createServer((req, res) => {
      this.handler(req, res).catch(() => res.destroy());
    });
    this.server.listen(port, '127.0.0.1');
    await once(this.server, 'listening');
    return this.url;
  }

  get url(): string {
    const address = this.server?.address() as AddressInfo;
    return `http://127.0.0.1:${address.port}`;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
