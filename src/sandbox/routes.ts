import { streamRoute } from './stream-route';
import { createRelay } from './relay-route';
import { aiRoutes } from './ai-routes';
import { readFileSync } from 'node:fs';
import { projectFile } from '../lib/project-files';
import { bareUrl } from '../lib/urls';
import type { CustomRoute } from '@slack/bolt';
import { z } from 'zod';
import {
  blockActionsBody,
  blockSuggestionBody,
  eventBody,
  postSigned,
  shortcutBody,
  slashCommandBody,
  viewSubmissionBody,
} from './slack-requests';
import {
  clickSchema,
  commandSchema,
  homeSchema,
  json,
  messageSchema,
  messageTs,
  readJson,
  serviceSchema,
  shortcutSchema,
  submitSchema,
  suggestSchema,
} from './route-inputs';

export type { ServiceChange } from './route-inputs';

import type { SandboxRouteOptions } from './route-inputs';

export type { SandboxRouteOptions, SandboxUser } from './route-inputs';

// Read from src/ whether casebot runs from src/ (tsx, jest), dist/ or the production bundle.
const PAGE = projectFile('src', 'sandbox', 'page.html');

/** The sandbox's one channel. */
const CHANNEL = 'C0GENERAL';

/** The Slack-like page and the endpoints behind it: typed commands and clicks become signed requests. */
export function sandboxRoutes(options: SandboxRouteOptions): CustomRoute[] {
  let sequence = 0;
  // Which message each click's response_url belongs to, known before casebot can answer it.
  const sources = new Map<string, string>();
  const page = readFileSync(PAGE, 'utf8');
  const knownUser = (id: string) => options.users.some((u) => u.id === id);

  const relay = createRelay(options, knownUser, () => (sequence += 1));

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
    streamRoute(options.slack, (id) => sources.get(id)),
    ...aiRoutes(options, knownUser),
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
          const caseNumber = options.changeCase(input);
          return caseNumber !== undefined
            ? json(res, 200, { ok: true, caseNumber, checkEveryMs: options.pollIntervalMs ?? null })
            : json(res, 404, { error: 'no such case' });
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
            // As Slack's client does: the sentence's punctuation after a link is not part of it.
            const urls = [...new Set((input.text.match(/https?:\/\/[^\s<>]+/g) ?? []).map(bareUrl))].slice(0, 10);
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
        callbackId: { message: 'case_lookup', link: 'discussion_link', global: 'case_find' }[input.type],
        ...(input.type !== 'global'
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
        ...(input.message ? { message: input.message } : {}),
        ...(input.channelId ? { channelId: input.channelId, isEphemeral: false } : {}),
        ...(input.selectedOption !== undefined ? { selectedOption: input.selectedOption } : {}),
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
