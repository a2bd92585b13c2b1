import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { projectFile } from '../../lib/project-files';
import { getCase, runTool, searchCases, type ToolAnswer, type ToolDeps } from './tools';

// Loaded on the first signed request to /mcp (see route.ts): the SDK stays out of a start.

/** casebot's version, as package.json says. */
const VERSION = versionOf(projectFile('package.json'));

function versionOf(path: string): string {
  try {
    const { version } = JSON.parse(readFileSync(path, 'utf8')) as { version?: unknown };
    return typeof version === 'string' ? version : '0';
  } catch {
    return '0';
  }
}

const caseFacts = {
  case_number: z.number().int(),
  subject: z.string(),
  status: z.string(),
  priority: z.string(),
  customer: z.string(),
  last_updated: z.string(),
  url: z.string(),
};

/** One stateless MCP exchange: a fresh server and transport per request, JSON answers, no sessions. */
export async function answerMcp(
  tools: ToolDeps,
  req: IncomingMessage,
  res: ServerResponse,
  body: unknown,
): Promise<void> {
  const server = buildServer(tools);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, body);
}

function buildServer(tools: ToolDeps): McpServer {
  const server = new McpServer(
    { name: 'casebot', version: VERSION },
    {
      instructions:
        'Cases (complaints) from the case service connected to this Slack workspace, looked up as the person ' +
        'asking: only what they may see. Use search_cases to find cases by words of their subject or by ' +
        'number, get_case for one case with its latest notes.',
    },
  );
  server.registerTool(
    'get_case',
    {
      title: 'Get a case',
      description:
        'One case by its case number (the number people write as #1234): subject, status, priority, ' +
        'customer, dates, the latest notes and the names of its attachments.',
      inputSchema: {
        case_number: z
          .union([z.number().int().min(0).max(2_147_483_647), z.string().max(20)])
          .describe('The case number, e.g. 1234 (or "#1234")'),
      },
      outputSchema: {
        ...caseFacts,
        created: z.string(),
        notes_count: z.number().int(),
        attachments: z.array(z.string()),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ case_number }, extra) => result(await runTool(tools, 'get_case', extra._meta, getCase(case_number))),
  );
  server.registerTool(
    'search_cases',
    {
      title: 'Search cases',
      description:
        'Cases whose subject contains the words (the whole phrase first; where none does, those whose ' +
        'subject holds every word, in any order, among the 100 newest with the longest word), or whose ' +
        'number is the query, newest first, 10 a page. An empty query lists the most recent cases.',
      inputSchema: {
        query: z
          .string()
          .max(500)
          .optional()
          .describe('Words of the subject, or a case number; empty or absent for the most recent cases'),
        page: z.number().int().min(1).max(100).optional().describe('Page number, from 1'),
      },
      outputSchema: {
        query: z.string(),
        page: z.number().int(),
        has_more: z.boolean(),
        cases: z.array(z.object(caseFacts)),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ query, page }, extra) =>
      result(await runTool(tools, 'search_cases', extra._meta, searchCases(query ?? '', page ?? 1))),
  );
  return server;
}

function result(answer: ToolAnswer): CallToolResult {
  return {
    content: [{ type: 'text', text: answer.text }],
    ...(answer.isError ? { isError: true } : {}),
    ...(answer.structured ? { structuredContent: answer.structured } : {}),
    ...(answer.blocks ? { _meta: { slack: { blocks: answer.blocks } } } : {}),
  };
}
