import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoopbackServer } from './loopback-server';
import { SlackState } from './slack-api-state';
import { answerViews } from './slack-api-views';
import { answerUsers } from './slack-api-users';
import { answerMessages } from './slack-api-messages';
import { answerChannels } from './slack-api-channels';
import { decoded, parseObject, readAll } from './slack-api-data';

export { decoded } from './slack-api-data';
export type { FakeChannel } from './slack-api-channels';
export type { FakeSlackUser, OpenView, PostedMessage, ResponseUrlPost, WebApiCall } from './slack-api-data';

/**
 * Slack's side, on loopback: the Web API methods casebot calls (auth.test, users.info, chat.*) and
 * the response_url endpoints that respond() posts to. Tests and the sandbox read what arrived.
 */
export class FakeSlack extends SlackState {
  private readonly http = new LoopbackServer((req, res) => this.handle(req, res));

  start(port = 0): Promise<string> {
    return this.http.start(port);
  }

  get url(): string {
    return this.http.url;
  }

  /** SLACK_API_URL for casebot. */
  get apiUrl(): string {
    return `${this.url}/api/`;
  }

  responseUrl(id: string): string {
    return `${this.url}/respond/${encodeURIComponent(id)}`;
  }

  postsFor(id: string): Record<string, unknown>[] {
    return this.posts.filter((p) => p.id === id).map((p) => p.body);
  }

  /** Resolves once `count` posts have arrived for `id`; rejects after `timeoutMs`. */
  async waitForPosts(id: string, count = 1, timeoutMs = 10_000): Promise<Record<string, unknown>[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.postsFor(id).length < count) {
      if (Date.now() > deadline) {
        throw new Error(
          `timed out waiting for ${count} response_url post(s) to ${id}; got ${this.postsFor(id).length}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return this.postsFor(id);
  }

  close(): Promise<void> {
    return this.http.close();
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const raw = await readAll(req);
    if (url.pathname.startsWith('/respond/')) {
      const id = decodeURIComponent(url.pathname.slice('/respond/'.length));
      const body = parseObject(raw);
      if (this.failResponseUrlPosts > 0 || this.failPostsWhere?.(body)) {
        this.failResponseUrlPosts = Math.max(0, this.failResponseUrlPosts - 1);
        res.writeHead(500).end('server_error');
        return;
      }
      const post = { id, body, at: Date.now() };
      this.posts.push(post);
      this.emit('post', post);
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      return;
    }
    if (url.pathname.startsWith('/api/')) {
      const method = url.pathname.slice('/api/'.length);
      const params = (req.headers['content-type'] ?? '').includes('json')
        ? parseObject(raw)
        : Object.fromEntries(new URLSearchParams(raw));
      const bearer = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
      this.calls.push({
        method,
        params,
        token: bearer ?? (typeof params.token === 'string' ? params.token : undefined),
        port: req.socket.remotePort,
      });
      if (this.hanging.has(method)) return; // never answered; the fake's close() ends the connection
      const expired = this.rotation.refusal(
        method,
        bearer ?? (typeof params.token === 'string' ? params.token : undefined),
      );
      if (expired) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(expired));
        return;
      }
      const failure = this.failing.get(method);
      if (failure) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: false, error: failure }));
        return;
      }
      const limited = this.rateLimited.get(method) ?? 0;
      if (limited > 0) {
        this.rateLimited.set(method, limited - 1);
        res.writeHead(429, { 'retry-after': String(this.retryAfterSeconds), 'content-type': 'application/json' });
        res.end(JSON.stringify({ ok: false, error: 'ratelimited' }));
        return;
      }
      const needed = this.missingScopes.get(method);
      const answer = needed ? { ok: false, error: 'missing_scope', needed } : await this.answer(method, params);
      const slow = this.slow.get(method);
      // A slow answer holds nothing open (a test that gave up on it exits at once).
      if (slow) await new Promise((resolve) => setTimeout(resolve, slow).unref());
      if (res.destroyed) return;
      const scopes = this.grantedScopes ? { 'x-oauth-scopes': this.grantedScopes.join(',') } : {};
      res.writeHead(200, { 'content-type': 'application/json', ...scopes }).end(JSON.stringify(answer));
      return;
    }
    res.writeHead(404).end();
  }

  private async answer(method: string, params: Record<string, unknown>): Promise<Record<string, unknown>> {
    switch (method) {
      case 'auth.test':
        if (String(params.token ?? '').includes('revoked')) return { ok: false, error: 'invalid_auth' };
        return {
          ok: true,
          url: 'https://sandbox.slack.invalid/',
          team: 'Sandbox',
          user: 'casebot',
          team_id: this.authTeamId,
          user_id: 'U0CASEBOT',
          bot_id: 'B0CASEBOT',
        };
      case 'users.info':
      case 'users.list':
        return answerUsers(this, method, params);
      case 'views.publish':
      case 'views.open':
      case 'views.update':
        return answerViews(this, method, params);
      case 'oauth.v2.access': {
        if (params.grant_type === 'refresh_token') {
          return this.rotation.refresh(String(params.refresh_token ?? ''), this.calls.at(-1)?.port);
        }
        const grant = this.oauthCodes.get(String(params.code ?? ''));
        if (!grant) return { ok: false, error: 'invalid_code' };
        // With rotation on, the code's bot token expires and comes with a refresh token.
        const rotating = this.rotation.lifetimeS === undefined ? {} : this.rotation.issue(grant.teamId, grant.botToken);
        return {
          ok: true,
          app_id: 'A0CASEBOT',
          authed_user: { id: 'U0INSTALLER' },
          scope: 'commands,chat:write,users:read,links:read,links:write',
          token_type: 'bot',
          access_token: grant.botToken,
          bot_user_id: 'U0CASEBOT',
          team: { id: grant.teamId, name: 'Installed' },
          enterprise: null,
          is_enterprise_install: false,
          ...rotating,
        };
      }
      case 'apps.connections.open':
        return this.socketUrl ? { ok: true, url: this.socketUrl } : { ok: false, error: 'not_allowed_token_type' };
      case 'chat.unfurl':
        this.emit('unfurl', { params: decoded(params) });
        return { ok: true };
      case 'entity.presentDetails':
      case 'entity.presentComments':
      case 'functions.completeSuccess':
      case 'functions.completeError':
        // The sandbox page waits for these (a search's results, a step's outputs, a side panel).
        this.emit('completed', { method, params: decoded(params) });
        return { ok: true };
      case 'assistant.threads.setSuggestedPrompts': {
        const args = decoded(params);
        const prompts = Array.isArray(args.prompts) ? (args.prompts as { title: string; message: string }[]) : [];
        const set = { ...(typeof args.title === 'string' ? { title: args.title } : {}), prompts };
        this.prompts.set(String(args.channel_id ?? ''), set);
        this.emit('prompts', { channel: args.channel_id, ...set });
        return { ok: true };
      }
      case 'chat.startStream':
      case 'chat.appendStream':
      case 'chat.stopStream':
      case 'chat.postEphemeral':
      case 'chat.postMessage':
      case 'chat.update':
      case 'chat.delete':
      case 'conversations.open':
      case 'conversations.history':
      case 'conversations.replies':
      case 'conversations.info':
      case 'chat.getPermalink':
        return answerMessages(this, method, params);
      case 'conversations.create':
      case 'conversations.invite':
      case 'conversations.setTopic':
      case 'conversations.archive':
      case 'conversations.members':
      case 'pins.add':
      case 'bookmarks.add':
      case 'conversations.canvases.create':
      case 'canvases.edit':
        return answerChannels(this, method, params);
      default:
        return { ok: false, error: 'unknown_method' };
    }
  }
}
