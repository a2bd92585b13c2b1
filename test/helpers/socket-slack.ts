import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';

/** Slack's side of Socket Mode on loopback: hands envelopes to casebot and collects its acks. */
export class SocketSlack {
  private readonly server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  private socket: WebSocket | undefined;
  readonly acks = new Map<string, Record<string, unknown>>();
  private connected: Promise<void>;

  constructor() {
    this.connected = new Promise((resolve) => {
      this.server.on('connection', (socket) => {
        this.socket = socket;
        socket.on('message', (data) => {
          const message = JSON.parse(String(data)) as { envelope_id?: string; payload?: Record<string, unknown> };
          if (message.envelope_id) this.acks.set(message.envelope_id, message.payload ?? {});
        });
        socket.send(JSON.stringify({ type: 'hello', num_connections: 1, connection_info: { app_id: 'A0CASEBOT' } }));
        resolve();
      });
    });
  }

  async url(): Promise<string> {
    if (!this.server.address()) await once(this.server, 'listening');
    return `ws://127.0.0.1:${(this.server.address() as AddressInfo).port}/link`;
  }

  waitForConnection(): Promise<void> {
    return this.connected;
  }

  /** Sends a slash command envelope, as Slack does over the socket. */
  sendCommand(envelopeId: string, payload: Record<string, string>): void {
    this.socket?.send(
      JSON.stringify({ envelope_id: envelopeId, type: 'slash_commands', payload, accepts_response_payload: true }),
    );
  }

  async waitForAck(envelopeId: string, timeoutMs = 5000): Promise<Record<string, unknown>> {
    const deadline = Date.now() + timeoutMs;
    while (!this.acks.has(envelopeId)) {
      if (Date.now() > deadline) throw new Error(`no ack for ${envelopeId}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return this.acks.get(envelopeId) ?? {};
  }

  async close(): Promise<void> {
    // Slack ends a connection with a close handshake; the client otherwise keeps a 30 s timer for it.
    await Promise.all(
      [...this.server.clients].map(
        (client) =>
          new Promise<void>((resolve) => {
            client.once('close', () => resolve());
            client.close(1000);
            setTimeout(resolve, 1000).unref();
          }),
      ),
    );
    for (const client of this.server.clients) client.terminate();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
