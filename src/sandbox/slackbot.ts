import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { signature } from './slack-requests';

// Slackbot's side of casebot's MCP server, for the sandbox: Slack's MCP client signs each request with
// the app's signing secret and names the person asking in `_meta.slack`.

interface SlackbotOptions {
  /** casebot's POST /mcp. */
  url: string;
  signingSecret: string;
  teamId: string;
}

export interface ToolAnswer {
  text: string;
  isError: boolean;
  blocks: unknown[];
  structured: unknown;
}

function signingFetch(signingSecret: string): typeof fetch {
  return async (input, init) => {
    const body = typeof init?.body === 'string' ? init.body : '';
    const headers = new Headers(init?.headers);
    const stamp = Math.floor(Date.now() / 1000);
    headers.set('x-slack-request-timestamp', String(stamp));
    headers.set('x-slack-signature', signature(signingSecret, stamp, body));
    return fetch(input, { ...init, headers });
  };
}

async function connected<T>(options: SlackbotOptions, use: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ name: 'slackbot (sandbox)', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(options.url), { fetch: signingFetch(options.signingSecret) }),
  );
  try {
    return await use(client);
  } finally {
    await client.close();
  }
}

/** The tools Slackbot may call: name, title, description, read-only or not. */
export function listTools(options: SlackbotOptions) {
  return connected(options, async (client) =>
    (await client.listTools()).tools.map((tool) => ({
      name: tool.name,
      title: tool.title ?? tool.name,
      description: tool.description ?? '',
      readOnly: tool.annotations?.readOnlyHint === true,
    })),
  );
}

/** One tool call as `userId`, as Slackbot makes it; what Slackbot would show. */
export function callTool(
  options: SlackbotOptions,
  userId: string,
  name: string,
  args: Record<string, unknown>,
): Promise<ToolAnswer> {
  return connected(options, async (client) => {
    const result = await client.callTool({
      name,
      arguments: args,
      _meta: { slack: { user_id: userId, team_id: options.teamId } },
    });
    const content = Array.isArray(result.content) ? (result.content as { type: string; text?: string }[]) : [];
    const meta = result._meta as { slack?: { blocks?: unknown[] } } | undefined;
    return {
      text: content.map((c) => c.text ?? '').join('\n'),
      isError: result.isError === true,
      blocks: meta?.slack?.blocks ?? [],
      structured: result.structuredContent ?? null,
    };
  });
}
