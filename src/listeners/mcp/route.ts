import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CustomRoute } from '@slack/bolt';
import type * as Server from './server';
import { errorForLog } from '../../lib/errors';
import type { GuardedPath } from '../../slack/request-guard';
import type { ToolDeps } from './tools';

const MCP_PATH = '/mcp';
const UNAUTHORIZED = 'Unauthorized: this MCP server answers only requests Slack signed';

/** What each refusal says to an MCP client: a JSON-RPC error it can show. */
const REFUSALS: Record<number, string> = {
  401: UNAUTHORIZED,
  408: 'Request body too slow',
  413: 'Request body too large',
  503: 'Busy: try again in a second',
};

/**
 * How the request guard (where every Slack-signed request is verified, once) reads `/mcp`: a tool call
 * is small (256 KB at most), any JSON body the MCP server reads itself, and each refusal a JSON-RPC error.
 */
export const MCP_GUARDED: GuardedPath = {
  path: MCP_PATH,
  maxBytes: 256 * 1024,
  refusal: (status) => jsonRpcError(-32001, REFUSALS[status] ?? 'Request refused'),
};

/**
 * `POST /mcp`: casebot's MCP server for Slackbot (Streamable HTTP, stateless, JSON answers). It stands
 * behind the request guard (`MCP_GUARDED`), which answers 401 to anything Slack did not sign before this
 * sees it and hands on the body it verified. GET and DELETE (a stream or a session to end) are 405: there
 * are no sessions. The MCP SDK is loaded on the first signed request, so a casebot nobody asks this way
 * never loads it.
 */
export function mcpRoute(options: ToolDeps): CustomRoute {
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
    // The guard verified it and kept it; a request that did not pass through the guard is nobody's.
    const body = (req as { rawBody?: unknown }).rawBody;
    if (!Buffer.isBuffer(body)) return refuse(res, 401, UNAUTHORIZED);
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
