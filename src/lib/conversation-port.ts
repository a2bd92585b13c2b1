// The shape of casebot's writes to a conversation, as a port: the use cases that write into Slack (a
// case's channel, sharing, archiving) take it, slack/conversations.ts is the one thing that implements
// it, and tests give a fake of it.

/** Slack's longest channel name. */
export const CHANNEL_NAME_MAX = 80;

/** What a refusal from Slack means to casebot (slack/refusals.ts reads Slack's codes into these). */
export type Refusal =
  /** casebot is not in the channel, or it is gone or archived: nothing goes there until someone acts. */
  | 'channel_refused'
  /** The workspace does not let casebot do this (an admin's restriction). */
  | 'restricted'
  /** The person is gone, deactivated, or cannot be written to. */
  | 'recipient_gone'
  /** Slack will never take this message as it is (blocks it rejects, too long). */
  | 'message_refused'
  /** The message to change is gone, or casebot may no longer change it. */
  | 'card_gone'
  /** A channel's name is taken. */
  | 'name_taken'
  /** A channel's name is one Slack does not take. */
  | 'bad_name'
  /** Already done: already in the channel, already pinned, already archived. */
  | 'already'
  /** The installation lacks a scope: nothing of its kind goes through until it is reinstalled. */
  | 'missing_scope'
  /** The workspace has no canvases (its plan, or an admin turned them off). */
  | 'no_canvas'
  /** The channel has a canvas already (not casebot's). */
  | 'canvas_exists'
  /** The canvas to edit is gone (someone deleted it). */
  | 'canvas_gone'
  /** Slack asked casebot to wait (Retry-After), or the client gave up waiting for an answer. */
  | 'rate_limited'
  /** Anything else: it may pass. */
  | 'other';

/** What a write came to: done (with what Slack gave back), or refused (what it means, and why). */
export type Written<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      /** Slack's error code (or the client's, when no answer came). */
      code: string;
      refusal: Refusal;
      /** Seconds Slack asked casebot to wait (a rate limit), when it said. */
      retryAfterS?: number;
      /** The error itself, for callers that keep retrying by its kind (the outbox). */
      error: unknown;
    };

export interface MessageToWrite {
  text: string;
  blocks?: readonly unknown[];
}

interface PostOptions {
  /** A thread reply under this message (also in the channel when `broadcast`). */
  threadTs?: string;
  broadcast?: boolean;
  /** Message metadata (the outbox names its notice on every post, to find it again). */
  metadata?: { event_type: string; event_payload: Record<string, string | number | boolean> };
  /** Whether links and files in the text unfurl (Slack's default when not said). */
  unfurl?: boolean;
}

/**
 * Every write casebot makes to a conversation, whatever asks for it (the outbox, a person's click): a
 * post, an update, a deletion, a pin, a bookmark, a topic, an archive, an invitation, a new channel or a
 * DM. Each returns what it came to instead of throwing; Slack's refusals are read once (`refusals.ts`),
 * and each write is one log line: its method, where, how long, and Slack's code when it refused.
 */
export interface ConversationWrites {
  post(channel: string, message: MessageToWrite, options?: PostOptions): Promise<Written<{ ts: string | null }>>;
  update(
    channel: string,
    ts: string,
    message: MessageToWrite,
    metadata?: PostOptions['metadata'],
  ): Promise<Written<{ ts: string }>>;
  remove(channel: string, ts: string): Promise<Written<null>>;
  pin(channel: string, ts: string): Promise<Written<null>>;
  bookmark(channel: string, title: string, link: string): Promise<Written<null>>;
  setTopic(channel: string, topic: string): Promise<Written<null>>;
  archive(channel: string): Promise<Written<null>>;
  /** Invites people into a channel (all at once). */
  invite(channel: string, users: readonly string[]): Promise<Written<null>>;
  createChannel(name: string, isPrivate: boolean): Promise<Written<{ id: string; name: string }>>;
  /** A post into a person's DM with casebot. */
  postToPerson(userId: string, message: MessageToWrite): Promise<Written<{ ts: string | null }>>;
  /** A channel's canvas, made with its first content (markdown). */
  createCanvas(channel: string, title: string, markdown: string): Promise<Written<{ id: string }>>;
  /** A canvas rewritten whole (markdown). */
  editCanvas(canvasId: string, markdown: string): Promise<Written<null>>;
}

/** Where casebot cannot post itself just now (a click's card then goes through its response_url). */
export const cannotPostHere = (refusal: Refusal) => refusal === 'channel_refused' || refusal === 'restricted';

/** Who a channel reaches, as Slack says it: this organisation only, another one too, or not known. */
export type ChannelReach = 'internal' | 'external' | 'unknown';
