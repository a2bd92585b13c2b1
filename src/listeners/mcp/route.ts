import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CustomRoute } from '@slack/bolt';
import type * as Server from './server';
import { errorForLog } from '../../lib/errors';
import { plausiblySigned, readBodyWithin, slackSignature } from '../../slack/signature';
import type { ToolDeps } from './tools';

export const MCP_PATH = '/mcp';
/** A tool call is small; nothing Slack sends here comes near this. */
const MCP_BODY_LIMIT = 256 * 1024;
/** Slack sends a tool call at once: a body still arriving after this is nobody's. */
const MCP_BODY_DEADLINE_MS = 10_000;
const UNAUTHORIZED = 'Unauthorized: this MCP server answers only requests Slack signed';

export interface McpRouteOptions extends ToolDeps {
  signingSecret: string;
  now?: () => number;
}

/**
 * `POST /mcp`: casebot's MCP server for Slackbot (Streamable HTTP, stateless, JSON answers). Every
 * request must be signed by Slack (`x-slack-signature` with the signing secret, a timestamp within five
 * minutes): anything else is answered 401 before the MCP server sees it. GET and DELETE (a stream or a
 * session to end) are 405: there are no sessions. The MCP SDK is loaded on the first signed request,
 * so a casebot nobody asks this way never loads it.
 */
export function mcpRoute(options: McpRouteOptions): CustomRoute {
  const now = options.now ?? Date.now;
  let server: typeof Server | undefined;
  return {
    path: MCP_PATH,
    method: ['POST', 'GET', 'DELETE'],
    handler: (req, res) => {
      if (req.method !== 'POST') {
        res.writeHead(405, { allow: 'POST', 'content-type': 'application/json' });
        res.end(jsonRpcError(-32000, 'Method not allowed: this MCP server is stateless; POST each request.'));
        return;
      }
      void handle(req, res).catch((error: unknown) => {
        options.deps.logger.warn({ err: errorForLog(error) }, 'MCP request failed');
        if (!res.headersSent) {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(jsonRpcError(-32603, 'Internal error'));
        }
      });
    },
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    // Nothing unsigned is read: no signature or an old timestamp is refused before the body, and a body
    // over the limit (said or sent) ends the request.
    if (!plausiblySigned(req, now())) return refuse(res, 401, UNAUTHORIZED);
    if (Number(req.headers['content-length'] ?? 0) > MCP_BODY_LIMIT) return refuse(res, 413, 'Request body too large');
    const body = await readBodyWithin(req, MCP_BODY_LIMIT, MCP_BODY_DEADLINE_MS);
    if (body === 'late') return refuse(res, 408, 'Request body too slow');
    if (body === 'failed') return refuse(res, 400, 'Request body not read');
    if (!Buffer.isBuffer(body)) return refuse(res, 413, 'Request body too large');
    if (slackSignature(req, body, options.signingSecret, now()) !== 'valid') {
      return refuse(res, 401, UNAUTHORIZED);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(jsonRpcError(-32700, 'Parse error'));
      return;
    }
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the SDK loads on first use
    server ??= require('./server') as typeof Server;
    await server.answerMcp(options, req, res, parsed);
  }
}

function refuse(res: ServerResponse, status: number, message: string) {
  if (res.headersSent) return;
  res.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
  res.end(jsonRpcError(-32001, message));
}

const jsonRpcError = (code: number, message: string) =>
  JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null });
