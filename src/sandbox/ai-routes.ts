import type { CustomRoute } from '@slack/bolt';
import { z } from 'zod';
import { pageRoute } from './route-inputs';
import type { SandboxRouteOptions } from './route-inputs';
import { callTool, listTools } from './slackbot';
import { blockActionsBody, eventBody, functionExecutedEvent, postSigned } from './slack-requests';

// Where Slack users ask besides commands, as the sandbox page plays them: Slack's search bar (the
// Enterprise Search functions), a result's Work Object side panel, a Workflow Builder step, and Slackbot
// (casebot's MCP server). Each becomes what Slack itself would send, signed.

const who = z.object({ userId: z.string().max(20) });
const searchSchema = who.extend({
  query: z.string().max(500),
  filters: z.record(z.string().max(50), z.union([z.array(z.string().max(100)).max(20), z.boolean()])).optional(),
});
const detailsSchema = who.extend({ externalRef: z.object({ id: z.string().max(40), type: z.string().max(40) }) });
const commentsSchema = detailsSchema.extend({ cursor: z.string().max(20).optional() });
const panelActionSchema = detailsSchema.extend({ actionId: z.string().max(64), value: z.string().max(2000) });
const dmSchema = who.extend({ text: z.string().max(4000) });
const workflowSchema = who.extend({ caseNumber: z.string().max(40) });
const slackbotSchema = who.extend({
  tool: z.string().max(64).optional(),
  arguments: z.record(z.string().max(64), z.union([z.string().max(500), z.number()])).optional(),
});

/** How long the page waits for casebot to complete a function or present a panel (Slack waits 10 s). */
const WAIT_MS = 12_000;

export function aiRoutes(options: SandboxRouteOptions, knownUser: (id: string) => boolean): CustomRoute[] {
  let sequence = 0;
  const send = (event: Record<string, unknown> & { type: string }) =>
    postSigned(options.eventsUrl(), options.signingSecret, eventBody({ teamId: options.teamId, event }), {
      contentType: 'application/json',
    });

  /** Slack's side of a call that casebot answers through the Web API: waits for that answer. */
  const completion = (match: (params: Record<string, unknown>) => boolean) =>
    new Promise<{ method: string; params: Record<string, unknown> } | undefined>((resolve) => {
      const listener = (done: { method: string; params: Record<string, unknown> }) => {
        if (!match(done.params)) return;
        clearTimeout(timer);
        options.slack.off('completed', listener);
        resolve(done);
      };
      const timer = setTimeout(() => {
        options.slack.off('completed', listener);
        resolve(undefined);
      }, WAIT_MS);
      options.slack.on('completed', listener);
    });

  const runFunction = async (callbackId: string, inputs: Record<string, unknown>) => {
    sequence += 1;
    const id = `Fx${String(sequence).padStart(6, '0')}`;
    const done = completion((params) => params.function_execution_id === id);
    await send(functionExecutedEvent(callbackId, inputs, id));
    const answer = await done;
    if (!answer) return { error: 'casebot did not answer in time' };
    return answer.method === 'functions.completeSuccess'
      ? { outputs: answer.params.outputs ?? {} }
      : { error: String(answer.params.error ?? '') };
  };

  const route = <S extends z.ZodType<{ userId: string }>>(
    path: string,
    schema: S,
    answer: (input: z.infer<S>) => Promise<unknown>,
  ) => pageRoute(path, schema, knownUser, answer);
  const context = (userId: string) => ({ user_context: { id: userId, secret: 'sandbox' } });
  const mcp = () => ({
    url: options.eventsUrl().replace(/\/slack\/events$/, '/mcp'),
    signingSecret: options.signingSecret,
    teamId: options.teamId,
  });

  return [
    route('/sandbox/search', searchSchema, (input) =>
      runFunction('case_search', { query: input.query, filters: input.filters ?? {}, ...context(input.userId) }),
    ),
    route('/sandbox/search-filters', who, (input) => runFunction('case_search_filters', context(input.userId))),
    route('/sandbox/workflow', workflowSchema, (input) =>
      runFunction('lookup_case', {
        case_number: input.caseNumber,
        interactivity: { interactivity_pointer: `p${sequence}`, interactor: { id: input.userId, secret: 'sandbox' } },
      }),
    ),
    route('/sandbox/details', detailsSchema, async (input) => {
      sequence += 1;
      const trigger = `${sequence}.sandbox.trigger`;
      const done = completion((params) => params.trigger_id === trigger);
      await send({
        type: 'entity_details_requested',
        user: input.userId,
        trigger_id: trigger,
        external_ref: input.externalRef,
      });
      const answer = await done;
      if (!answer) return { error: 'casebot did not answer in time' };
      return { metadata: answer.params.metadata ?? null, error: answer.params.error ?? null };
    }),
    // The panel's Comments tab (or its next page): Slack sends entity_comments_requested, casebot presents
    // the case's notes as the viewer.
    route('/sandbox/comments', commentsSchema, async (input) => {
      sequence += 1;
      const trigger = `${sequence}.comments.trigger`;
      const done = completion((params) => params.trigger_id === trigger);
      await send({
        type: 'entity_comments_requested',
        user: input.userId,
        trigger_id: trigger,
        external_ref: input.externalRef,
        limit: 20,
        ...(input.cursor ? { cursor: input.cursor } : {}),
      });
      const answer = await done;
      if (!answer) return { error: 'casebot did not answer in time' };
      const { comments, cursor, error, user_auth_required: authRequired } = answer.params;
      return { comments: comments ?? null, cursor: cursor ?? null, error: error ?? null, authRequired: !!authRequired };
    }),
    // A click on one of the side panel's actions: casebot redraws the panel (or opens a modal, which the page
    // gets as any other) as the person who clicked.
    route('/sandbox/panel-action', panelActionSchema, async (input) => {
      sequence += 1;
      const trigger = `${sequence}.panel.trigger`;
      const done = completion((params) => params.trigger_id === trigger);
      const body = blockActionsBody({
        teamId: options.teamId,
        userId: input.userId,
        actionId: input.actionId,
        value: input.value,
        responseUrl: '',
        entity: { url: `https://cases.acme.example/case/${input.externalRef.id}`, externalRef: input.externalRef },
        triggerId: trigger,
      });
      await postSigned(options.eventsUrl(), options.signingSecret, body);
      // Open a channel opens a window, not the panel again.
      if (input.actionId === 'case_channel_panel' || input.actionId === 'panel_channel') return { opened: true };
      const answer = await done;
      if (!answer) return { error: 'casebot did not answer in time' };
      return { metadata: answer.params.metadata ?? null, error: answer.params.error ?? null };
    }),
    // casebot's Messages tab opened: Slack tells casebot (app_home_opened, tab messages), and the page
    // shows the prompts casebot sets for the person.
    route('/sandbox/messages-tab', who, async (input) => {
      const channel = `D${input.userId}`;
      const set = new Promise<unknown>((resolve) => {
        const done = (answer: unknown) => {
          clearTimeout(timer);
          options.slack.off('prompts', listener);
          resolve(answer);
        };
        const listener = (prompts: { channel?: unknown }) => {
          if (prompts.channel === channel) done(prompts);
        };
        const timer = setTimeout(() => done({ prompts: [] }), WAIT_MS);
        options.slack.on('prompts', listener);
      });
      await send({ type: 'app_home_opened', user: input.userId, channel, tab: 'messages' });
      return set;
    }),
    // A message typed in casebot's Messages tab: kept as Slack keeps it, and sent to casebot as message.im.
    route('/sandbox/dm', dmSchema, async (input) => {
      const channel = `D${input.userId}`;
      const ts = options.slack.personWrote(channel, input.userId, input.text);
      await send({ type: 'message', channel, channel_type: 'im', user: input.userId, text: input.text, ts });
      return { ts };
    }),
    route('/sandbox/slackbot', slackbotSchema, async (input) =>
      input.tool
        ? await callTool(mcp(), input.userId, input.tool, input.arguments ?? {})
        : { tools: await listTools(mcp()) },
    ),
  ];
}
