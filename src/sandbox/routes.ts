import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { CustomRoute } from '@slack/bolt';
import { z } from 'zod';
import type { FakeSlack, OpenView, ResponseUrlPost } from './slack-api-server';
import {
  blockActionsBody,
  blockSuggestionBody,
  eventBody,
  postSigned,
  shortcutBody,
  slashCommandBody,
  viewSubmissionBody,
} from './slack-requests';

export interface SandboxUser {
  id: string;
  name: string;
  note: string;
}

export interface SandboxRouteOptions {
  slack: FakeSlack;
  signingSecret: string;
  teamId: string;
  users: SandboxUser[];
  /** casebot's own POST /slack/events, known once it listens. */
  eventsUrl: () => string;
  /** Shown on the page when the demo workspace starts not connected. */
  demoAccount?: { clientName: string; apiToken: string };
  /** The demo case service changing under casebot: a note on a case, or a new case; false when unknown. */
  changeCase?: (change: ServiceChange) => boolean;
}

export type ServiceChange = { kind: 'note'; caseNumber: number; text: string } | { kind: 'case'; text: string };

const serviceSchema = z.union([
  z.object({ kind: z.literal('note'), caseNumber: z.number().int().positive(), text: z.string().min(1).max(500) }),
  z.object({ kind: z.literal('case'), text: z.string().min(1).max(200) }),
]);

// Works from src/ (tsx, jest) and from dist/ (npm start) alike: both sit two levels below the project.
const PAGE = join(__dirname, '..', '..', 'src', 'sandbox', 'page.html');

const commandSchema = z.object({
  command: z.enum(['/case', '/cases']),
  text: z.string().max(4000),
  userId: z.string(),
});
const clickSchema = z.object({
  messageKey: z.string().max(200),
  actionId: z.string().max(255),
  value: z.string().max(4000),
  blockId: z.string().max(255),
  userId: z.string(),
  /** A button in a modal: the view it is in. */
  viewId: z.string().max(40).optional(),
  /** A button on App Home. */
  home: z.boolean().optional(),
  /** What the modal's inputs hold when the button is pressed (Check connection reads them). */
  values: z.record(z.string().max(255), z.record(z.string().max(255), z.record(z.string(), z.unknown()))).optional(),
});
const homeSchema = z.object({ userId: z.string() });

const messageSchema = z.object({ text: z.string().min(1).max(4000), userId: z.string() });
const shortcutSchema = z.object({
  type: z.enum(['message', 'global']),
  text: z.string().max(4000).optional(),
  ts: z.string().max(40).optional(),
  userId: z.string(),
});
const suggestSchema = z.object({
  viewId: z.string().max(40),
  actionId: z.string().max(255),
  blockId: z.string().max(255),
  value: z.string().max(200),
  userId: z.string(),
});
const submitSchema = z.object({
  viewId: z.string().max(40),
  values: z.record(z.string().max(255), z.record(z.string().max(255), z.record(z.string(), z.unknown()))),
  userId: z.string(),
});

/** The sandbox's one channel. */
const CHANNEL = 'C0GENERAL';

/** The Slack-like page and the endpoints behind it: typed commands and clicks become signed requests. */
export function sandboxRoutes(options: SandboxRouteOptions): CustomRoute[] {
  let sequence = 0;
  // Which message each click's response_url belongs to, known before casebot can answer it.
  const sources = new Map<string, string>();
  const page = readFileSync(PAGE, 'utf8');
  const knownUser = (id: string) => options.users.some((u) => u.id === id);

  /** A POST route that turns what the page sent into a request signed as Slack signs it, sent to casebot. */
  function relay<S extends z.ZodType<{ userId: string }>>(
    path: string,
    schema: S,
    prefix: string,
    build: (input: z.infer<S>, responseUrl: string, responseId: string) => string,
  ): CustomRoute {
    return {
      path,
      method: ['POST'],
      handler: (req, res) => {
        void readJson(req, schema)
          .then(async (input) => {
            if (!input || !knownUser(input.userId)) return json(res, 400, { error: 'bad request' });
            sequence += 1;
            const responseId = `${prefix}-${sequence}`;
            const body = build(input, options.slack.responseUrl(responseId), responseId);
            const ack = await postSigned(options.eventsUrl(), options.signingSecret, body);
            // What casebot acked with (a modal's field errors) goes back to the page.
            let answer: unknown;
            try {
              answer = ack.text ? JSON.parse(ack.text) : undefined;
            } catch {
              answer = undefined;
            }
            json(res, 200, { responseId, ack: ack.status, answer });
          })
          .catch(() => json(res, 502, { error: 'casebot did not answer' }));
      },
    };
  }

  return [
    {
      path: '/',
      method: ['GET'],
      handler: (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page);
      },
    },
    {
      path: '/sandbox/users',
      method: ['GET'],
      handler: (_req, res) => json(res, 200, options.users),
    },
    {
      path: '/sandbox/setup',
      method: ['GET'],
      handler: (_req, res) => json(res, 200, { demoAccount: options.demoAccount ?? null }),
    },
    {
      path: '/sandbox/stream',
      method: ['GET'],
      handler: (req, res) => {
        res.writeHead(200, {
          'content-type': 'text/event-stream',
          'cache-control': 'no-store',
          connection: 'keep-alive',
        });
        res.write('event: ready\ndata: {}\n\n');
        const forward = (post: ResponseUrlPost) =>
          res.write(`event: post\ndata: ${JSON.stringify({ ...post, source: sources.get(post.id) })}\n\n`);
        const forwardView = (change: OpenView & { action: string }) =>
          res.write(`event: view\ndata: ${JSON.stringify(change)}\n\n`);
        const forwardUnfurl = (unfurl: unknown) => res.write(`event: unfurl\ndata: ${JSON.stringify(unfurl)}\n\n`);
        const forwardHome = (home: unknown) => res.write(`event: home\ndata: ${JSON.stringify(home)}\n\n`);
        // chat.postMessage: casebot writing to someone directly (a case opened from Home, a request for access).
        const forwardMessage = (message: unknown) => res.write(`event: dm\ndata: ${JSON.stringify(message)}\n\n`);
        options.slack.on('post', forward);
        options.slack.on('view', forwardView);
        options.slack.on('unfurl', forwardUnfurl);
        options.slack.on('home', forwardHome);
        options.slack.on('message', forwardMessage);
        req.on('close', () => {
          options.slack.off('post', forward);
          options.slack.off('view', forwardView);
          options.slack.off('unfurl', forwardUnfurl);
          options.slack.off('home', forwardHome);
          options.slack.off('message', forwardMessage);
        });
      },
    },
    relay('/sandbox/command', commandSchema, 'cmd', (input, responseUrl) =>
      slashCommandBody({
        command: input.command,
        text: input.text,
        team_id: options.teamId,
        user_id: input.userId,
        user_name: options.users.find((u) => u.id === input.userId)?.name ?? 'someone',
        response_url: responseUrl,
      }),
    ),
    {
      // The demo case service changes (as someone working in it would): what watches and follows notice.
      path: '/sandbox/service',
      method: ['POST'],
      handler: (req, res) => {
        void readJson(req, serviceSchema).then((input) => {
          if (!input || !options.changeCase) return json(res, 400, { error: 'bad request' });
          return options.changeCase(input) ? json(res, 200, { ok: true }) : json(res, 404, { error: 'no such case' });
        });
      },
    },
    {
      // A plain message: Slack tells casebot about its links (link_shared), and casebot may unfurl them.
      path: '/sandbox/message',
      method: ['POST'],
      handler: (req, res) => {
        void readJson(req, messageSchema)
          .then(async (input) => {
            if (!input || !knownUser(input.userId)) return json(res, 400, { error: 'bad request' });
            sequence += 1;
            const ts = `${Math.floor(Date.now() / 1000)}.${String(sequence).padStart(6, '0')}`;
            const urls = [...new Set(input.text.match(/https?:\/\/[^\s<>]+/g) ?? [])].slice(0, 10);
            json(res, 200, { ts, links: urls.length });
            if (urls.length === 0) return;
            const links = urls.flatMap((url) => (URL.canParse(url) ? [{ url, domain: new URL(url).hostname }] : []));
            const event = { type: 'link_shared', channel: CHANNEL, user: input.userId, message_ts: ts, links };
            await postSigned(options.eventsUrl(), options.signingSecret, eventBody({ teamId: options.teamId, event }), {
              contentType: 'application/json',
            });
          })
          .catch(() => json(res, 502, { error: 'casebot did not answer' }));
      },
    },
    {
      // Opening casebot's Home tab: Slack sends app_home_opened, casebot publishes the view.
      path: '/sandbox/home',
      method: ['POST'],
      handler: (req, res) => {
        void readJson(req, homeSchema)
          .then(async (input) => {
            if (!input || !knownUser(input.userId)) return json(res, 400, { error: 'bad request' });
            const event = {
              type: 'app_home_opened',
              user: input.userId,
              channel: `D0${input.userId.slice(1)}`,
              tab: 'home',
              event_ts: `${Date.now() / 1000}`,
            };
            const ack = await postSigned(
              options.eventsUrl(),
              options.signingSecret,
              eventBody({ teamId: options.teamId, event }),
              { contentType: 'application/json' },
            );
            json(res, 200, { ack: ack.status });
          })
          .catch(() => json(res, 502, { error: 'casebot did not answer' }));
      },
    },
    relay('/sandbox/shortcut', shortcutSchema, 'shortcut', (input, responseUrl) =>
      shortcutBody({
        teamId: options.teamId,
        userId: input.userId,
        callbackId: input.type === 'message' ? 'case_lookup' : 'case_find',
        ...(input.type === 'message'
          ? { message: { text: input.text ?? '', ts: input.ts ?? '', channelId: CHANNEL, responseUrl } }
          : {}),
      }),
    ),
    {
      // The type-ahead: what casebot answers (its options) goes back to the page as it is.
      path: '/sandbox/suggest',
      method: ['POST'],
      handler: (req, res) => {
        void readJson(req, suggestSchema)
          .then(async (input) => {
            if (!input || !knownUser(input.userId)) return json(res, 400, { error: 'bad request' });
            const open = options.slack.views.get(input.viewId);
            const body = blockSuggestionBody({
              teamId: options.teamId,
              userId: input.userId,
              actionId: input.actionId,
              blockId: input.blockId,
              value: input.value,
              view: { id: input.viewId, callback_id: String(open?.view.callback_id ?? '') },
            });
            const answer = await postSigned(options.eventsUrl(), options.signingSecret, body);
            const parsed = z.object({ options: z.array(z.unknown()) }).safeParse(JSON.parse(answer.text || '{}'));
            json(res, 200, { options: parsed.success ? parsed.data.options : [] });
          })
          .catch(() => json(res, 502, { error: 'casebot did not answer' }));
      },
    },
    relay('/sandbox/submit', submitSchema, 'submit', (input, responseUrl) => {
      const open = options.slack.views.get(input.viewId);
      return viewSubmissionBody({
        teamId: options.teamId,
        userId: input.userId,
        view: {
          id: input.viewId,
          hash: open?.hash ?? '',
          callback_id: String(open?.view.callback_id ?? ''),
          private_metadata: String(open?.view.private_metadata ?? ''),
        },
        values: input.values,
        // The modal's conversation picker has one conversation here: this channel.
        responseUrls: [{ responseUrl, channelId: CHANNEL, blockId: 'find_where', actionId: 'where_pick' }],
      });
    }),
    relay('/sandbox/click', clickSchema, 'click', (input, responseUrl, responseId) => {
      sources.set(responseId, input.messageKey);
      if (sources.size > 1000) sources.delete(sources.keys().next().value ?? '');
      const open = input.viewId ? options.slack.views.get(input.viewId) : undefined;
      return blockActionsBody({
        teamId: options.teamId,
        userId: input.userId,
        actionId: input.actionId,
        value: input.value,
        blockId: input.blockId || 'block',
        messageTs: messageTs(input.messageKey),
        responseUrl,
        ...(open
          ? {
              view: {
                id: open.id,
                hash: open.hash,
                callback_id: String(open.view.callback_id ?? ''),
                private_metadata: String(open.view.private_metadata ?? ''),
                ...(input.values ? { values: input.values } : {}),
              },
            }
          : input.home
            ? { view: { id: `VHOME${input.userId}`, hash: 'home', type: 'home' as const } }
            : {}),
      });
    }),
  ];
}

/** A stable, Slack-shaped ts for a message of the page: a replaced message keeps its key, so its ts. */
function messageTs(key: string): string {
  const digits = createHash('sha256').update(key).digest().readUInt32BE(0).toString().padStart(10, '0');
  return `1700000000.${digits.slice(-6)}`;
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function readJson<S extends z.ZodType>(req: IncomingMessage, schema: S): Promise<z.infer<S> | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) return undefined;
    chunks.push(chunk as Buffer);
  }
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
