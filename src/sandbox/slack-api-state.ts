import { EventEmitter } from 'node:events';
import { TokenRotation } from './slack-token-rotation';
import type {
  FakeChannel,
  FakeSlackUser,
  OpenView,
  PostedMessage,
  ResponseUrlPost,
  WebApiCall,
} from './slack-api-data';

/** What the fake Slack knows and was told: the methods answering it (users, views, messages) read and write here. */
export class SlackState extends EventEmitter {
  readonly calls: WebApiCall[] = [];
  readonly posts: ResponseUrlPost[] = [];
  readonly users = new Map<string, FakeSlackUser>();
  /** The next N response_url posts fail with a 500. */
  failResponseUrlPosts = 0;
  /** Posts whose body matches fail with a 500 (while set). */
  failPostsWhere: ((body: Record<string, unknown>) => boolean) | undefined = undefined;
  /** The workspace auth.test says the bot token belongs to. */
  authTeamId = 'T0SANDBOX';
  /** The workspace users.info gives people who name none of their own (tests: the harness's team). */
  memberTeamId: string | undefined = undefined;
  /** OAuth: what oauth.v2.access answers for each code. */
  readonly oauthCodes = new Map<string, { teamId: string; botToken: string }>();
  /** Token rotation, off until its lifetime is set. */
  readonly rotation = new TokenRotation();
  /** Socket Mode: the WebSocket URL apps.connections.open hands out. */
  socketUrl: string | undefined = undefined;
  /** Delay before users.info answers. */
  usersInfoDelayMs = 0;
  /** App Home views published with views.publish, by user. */
  readonly homes = new Map<string, Record<string, unknown>>();
  /** Modals opened with views.open, by view id, as last updated. */
  readonly views = new Map<string, OpenView>();
  /** views.open answers expired_trigger_id (a trigger older than 3 s) while set. */
  expireTriggers = false;
  /** Messages posted with chat.postMessage, by channel (a DM's channel is `D` + the user id), oldest first. */
  readonly messages = new Map<string, PostedMessage[]>();
  /** The next N calls of a method answer HTTP 429 with Retry-After (`retryAfterSeconds`), as Slack's rate limits do. */
  readonly rateLimited = new Map<string, number>();
  retryAfterSeconds = 1;
  /** Methods Slack carries out at once and answers only this many ms later (a Slack slow to answer a post it recorded). */
  readonly slow = new Map<string, number>();
  /** The scopes Slack says the bot token has (`x-oauth-scopes` on every answer); unsaid while unset. */
  grantedScopes: string[] | undefined = undefined;
  /** Methods the installation lacks a scope for, as Slack answers them: method → the scope needed. */
  readonly missingScopes = new Map<string, string>();
  /** Channels shared with another organisation (Slack Connect), as conversations.info says. */
  readonly sharedChannels = new Set<string>();
  /** Channels casebot is not a member of: posting there answers not_in_channel, as Slack does. */
  readonly channelsWithoutBot = new Set<string>();
  /** Names of the channels the fake does not keep (the sandbox's main channel is #support); any other is named after its id. */
  readonly channelNames = new Map<string, string>([['C0GENERAL', 'support']]);
  /** People's messages deleted (`<channel>/<ts>`): chat.getPermalink no longer finds them. */
  readonly deletedMessages = new Set<string>();
  /** Channels casebot made (conversations.create), by id. */
  readonly channels = new Map<string, FakeChannel>();
  /** Channel names Slack says are taken (channels casebot cannot see). */
  readonly takenNames = new Set<string>();
  /** Methods that answer with an error (method → Slack's error code) while set. */
  readonly failing = new Map<string, string>();
  /** Methods that never answer while set (the connection stays open until the fake closes). */
  readonly hanging = new Set<string>();
  /** The Messages tab's suggested prompts, by DM channel, as casebot last set them. */
  readonly prompts = new Map<string, { title?: string; prompts: { title: string; message: string }[] }>();
  protected tsSequence = 0;
  protected viewSequence = 0;

  /** A new message's ts, as Slack writes them: seconds, and a sequence that keeps them apart. */
  nextTs(): string {
    this.tsSequence += 1;
    return `${Math.floor(Date.now() / 1000)}.${String(this.tsSequence).padStart(6, '0')}`;
  }

  /** A person's own message in a conversation (their DM to casebot): kept as Slack keeps it; its ts. */
  personWrote(channel: string, user: string, text: string): string {
    const ts = this.nextTs();
    this.messages.set(channel, [...(this.messages.get(channel) ?? []), { ts, channel, text, blocks: [], user }]);
    return ts;
  }

  /** A new view's number (views.open) or a new hash's (views.update). */
  nextViewNumber(): number {
    this.viewSequence += 1;
    return this.viewSequence;
  }
}
