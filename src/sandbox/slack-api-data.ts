import type { IncomingMessage } from 'node:http';
// The shapes the fake Slack keeps and the requests it reads, apart from the fake itself.

export interface PostedMessage {
  ts: string;
  channel: string;
  text: string;
  blocks: unknown[];
  metadata?: { event_type: string; event_payload: Record<string, unknown> };
  /** A reply in this message's thread. */
  thread_ts?: string;
  /** A thread reply also shown in the channel. */
  reply_broadcast?: boolean;
  /** How many times chat.update changed it. */
  edits?: number;
  /** Written by a person (their DM to casebot), not by casebot. */
  user?: string;
  /** Streamed (chat.startStream) and not stopped yet. */
  streaming?: boolean;
}

/** A channel made with conversations.create, as the fake keeps it. */
export interface FakeChannel {
  id: string;
  name: string;
  isPrivate: boolean;
  topic: string;
  members: Set<string>;
  pins: string[];
  bookmarks: { title: string; link: string }[];
  archived: boolean;
  /** The channel's canvas (conversations.canvases.create), as last edited. */
  canvas?: { id: string; title: string; markdown: string; edits: number };
}

export interface OpenView {
  id: string;
  hash: string;
  view: Record<string, unknown>;
}

/** A Web API call's arguments with the JSON text the client sends in a form (blocks, unfurls, metadata) read back. */
export function decoded(params: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string' && /^[[{]/.test(value)) {
      try {
        out[key] = JSON.parse(value);
        continue;
      } catch {
        // Plain text that happens to start with a bracket.
      }
    }
    out[key] = value;
  }
  return out;
}

/** The Web API client sends `view` as JSON text in a form, or as an object in a JSON body. */
export function viewOf(raw: unknown): Record<string, unknown> | undefined {
  if (typeof raw === 'string') {
    const parsed = parseObject(raw);
    return Object.keys(parsed).length > 0 ? parsed : undefined;
  }
  return raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : undefined;
}

export async function readAll(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function parseObject(raw: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export interface WebApiCall {
  method: string;
  params: Record<string, unknown>;
  /** The bearer token the call carried. */
  token: string | undefined;
  /** The caller's end of the connection (its local port): which process made the call. */
  port?: number | undefined;
}

export interface ResponseUrlPost {
  /** The id in the response_url's path: which command or click it belongs to. */
  id: string;
  body: Record<string, unknown>;
  at: number;
}

export interface FakeSlackUser {
  locale?: string;
  /** Their own time zone (IANA), as users.info gives it (`tz`). */
  tz?: string;
  name?: string;
  /** Their own workspace (a Slack Connect guest's differs); the bot token's workspace when absent. */
  team?: string;
  /** A workspace admin (users.info and users.list say is_admin). */
  admin?: boolean;
  /** An admin of the Enterprise Grid org (`enterprise_user.is_admin`). */
  orgAdmin?: boolean;
  /** Their Enterprise Grid org, as `users.info` gives it (`enterprise_user.enterprise_id`). */
  enterprise?: string;
  /** Deactivated: they left the workspace. */
  deleted?: boolean;
}
