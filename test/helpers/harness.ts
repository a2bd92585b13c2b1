import type { Server } from 'node:http';
import { Writable } from 'node:stream';
import { buildCasebot, type Casebot, type CasebotSettings } from '../../src/compose';
import { createLogger } from '../../src/logging';
import { openDatabase } from '../../src/workspaces/database';
import { type FakeAccount, FakeCaseApi } from '../../src/sandbox/case-api-server';
import { decoded, FakeSlack } from '../../src/sandbox/slack-api-server';
import { sleep, waitUntil } from './wait';
import {
  blockActionsBody,
  eventBody,
  functionExecutedEvent,
  postSigned,
  type SlackEvent,
  slashCommandBody,
  viewSubmissionBody,
} from '../../src/sandbox/slack-requests';
import type { WorkspaceInput } from '../../src/workspaces/store';
import { assertValidMessage, assertValidModal, controlSequences, isOwnSequence } from './block-kit';
import { sqliteDatabase, TEST_KEY, type TestDatabase } from './databases';

export const SIGNING_SECRET = 'test-signing-secret';
export const TEAM = 'T0ACME';
export const USER = 'U0ALICE';

export interface HarnessOptions {
  accounts: Record<string, FakeAccount>;
  workspaces?: Partial<WorkspaceInput>[];
  links?: { teamId?: string; slackUserId: string; userName: string }[];
  firstRow?: 0 | 1;
  settings?: Partial<CasebotSettings>;
  caseApi?: Partial<CasebotSettings['caseApi']>;
  databaseUrl?: string;
  /** Runs once the fakes listen, before casebot is built (e.g. to hand the fake Slack a socket URL). */
  prepare?: (harness: Harness) => Promise<void>;
}

let sequence = 0;

/** A connected workspace as the tests use it, with overrides. */
export function workspace(overrides: Partial<WorkspaceInput> = {}): WorkspaceInput {
  return {
    teamId: TEAM,
    clientName: 'acme',
    apiToken: 'tok-acme-secret-1234',
    baseUrl: null,
    timeZone: 'UTC',
    pageSize: 10,
    shareContactDetails: false,
    defaultUserName: null,
    ...overrides,
  };
}

/** casebot built as main.ts builds it, with a fake case service and a fake Slack on loopback. */
export class Harness {
  readonly caseApi: FakeCaseApi;
  readonly slack = new FakeSlack();
  readonly logs: string[] = [];
  /** Every views.open and views.update the fake Slack took, in order. */
  readonly viewChanges: ViewChange[] = [];
  bot!: Casebot;
  /** Workspaces prepare() adds (their addresses known only once the fakes listen). */
  readonly extraWorkspaces: Partial<WorkspaceInput>[] = [];
  eventsUrl!: string;
  /** The HTTP server casebot listens on. */
  server: Server | undefined;
  /** The fake case service's address (casebot's default base URL). */
  caseApiUrl = '';
  private database: TestDatabase | undefined;

  constructor(private readonly options: HarnessOptions) {
    this.caseApi = new FakeCaseApi({ accounts: options.accounts, firstRow: options.firstRow ?? 1 });
  }

  async start(): Promise<this> {
    const caseApiUrl = await this.caseApi.start();
    this.caseApiUrl = caseApiUrl;
    await this.slack.start();
    this.slack.users.set(USER, { locale: 'en-US' });
    this.slack.memberTeamId = TEAM;
    this.slack.on('view', (change: ViewChange) => this.viewChanges.push(change));
    if (!this.options.databaseUrl) this.database = sqliteDatabase();
    await this.options.prepare?.(this);
    const logs = this.logs;
    const sink = new Writable({
      write(chunk, _enc, done) {
        logs.push(String(chunk));
        done();
      },
    });
    this.bot = await buildCasebot({
      slack: { kind: 'http', signingSecret: SIGNING_SECRET, botToken: 'xoxb-test-bot-token' },
      port: 0,
      slackApiUrl: this.slack.apiUrl,
      databaseUrl: this.options.databaseUrl ?? this.database?.url ?? '',
      encryptionKey: TEST_KEY,
      caseApi: {
        defaultBaseUrl: caseApiUrl,
        timeoutMs: 2000,
        firstRow: this.options.firstRow ?? 1,
        retries: 1,
        retryBaseDelayMs: 20,
        // Every fake here listens on loopback over plain http: allowed, as an operator would list it.
        allowHttp: true,
        allowedHosts: ['127.0.0.1', 'localhost', '::1'],
        ...this.options.caseApi,
      },
      workspaceCacheMs: 0,
      detailsCacheMs: 60_000,
      logger: createLogger('info', sink),
      respondRetryMs: 20,
      ...this.options.settings,
      // A thousand calls a second: a round's budget holds everything due in these tests (one call a
      // millisecond), unless a test sets a cap of its own.
      poll: { callsPerMinute: 60_000, ...this.options.settings?.poll },
    });
    for (const w of [...(this.options.workspaces ?? [{}]), ...this.extraWorkspaces]) {
      await this.bot.store.putWorkspace(workspace(w));
    }
    for (const link of this.options.links ?? [{ slackUserId: USER, userName: 'j.doe' }]) {
      // Slack knows every member of a workspace (users.info); one it does not know has left it.
      if (!this.slack.users.has(link.slackUserId)) this.slack.users.set(link.slackUserId, {});
      await this.bot.store.linkUser({
        teamId: link.teamId ?? TEAM,
        slackUserId: link.slackUserId,
        userName: link.userName,
      });
    }
    const { eventsUrl, server } = await this.bot.start();
    this.server = server;
    // Socket Mode has no events URL: Slack's requests come over the socket.
    this.eventsUrl = eventsUrl ?? '';
    return this;
  }

  /** DATABASE_URL of the store casebot uses. */
  get databaseUrl(): string {
    return this.options.databaseUrl ?? this.database?.url ?? '';
  }

  async close(): Promise<void> {
    await this.bot.close();
    await this.caseApi.close();
    await this.slack.close();
    await this.database?.drop();
  }

  /** Sends a signed slash command; returns the HTTP answer (the ack) and the response_url id. */
  async command(
    command: string,
    text: string,
    who: { teamId?: string; userId?: string; enterpriseId?: string; channelId?: string } = {},
  ) {
    sequence += 1;
    const id = `cmd-${sequence}`;
    const body = slashCommandBody({
      command,
      text,
      team_id: who.teamId ?? TEAM,
      ...(who.enterpriseId ? { enterprise_id: who.enterpriseId } : {}),
      user_id: who.userId ?? USER,
      ...(who.channelId ? { channel_id: who.channelId } : {}),
      response_url: this.slack.responseUrl(id),
    });
    const ack = await postSigned(this.eventsUrl, SIGNING_SECRET, body);
    return { ack, id };
  }

  /**
   * A signed slash command and its first reply (checked against Block Kit's limits). Over when the
   * command's outcome line is written too (just after its reply), so what a test reads of the log next
   * is all there.
   */
  async ask(
    command: string,
    text: string,
    who: { teamId?: string; userId?: string; enterpriseId?: string; channelId?: string } = {},
  ) {
    const since = this.logs.length;
    const { ack, id } = await this.command(command, text, who);
    if (ack.status !== 200) throw new Error(`ack ${ack.status}: ${ack.text}`);
    const [reply] = await this.slack.waitForPosts(id, 1);
    await this.logLine(`command ${command}`, since, 10_000);
    return { reply: checked(reply), id, ack };
  }

  /**
   * Waits for the fake Slack's modals to change `count` times after `since` changes (views.open and
   * views.update), checking each against Slack's modal limits; gives the changes.
   */
  async waitForViews(since: number, count = 1, timeoutMs = 10_000): Promise<ViewChange[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.viewChanges.length < since + count) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${count} view change(s)`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const changes = this.viewChanges.slice(since, since + count);
    for (const change of changes) assertValidModal(change.view);
    return changes;
  }

  /** Clicks a button of an open modal (no response_url: the answer is a views.update). */
  async clickInView(viewId: string, actionId: string, options: { userId?: string; teamId?: string } = {}) {
    const open = this.slack.views.get(viewId);
    if (!open) throw new Error(`no open view ${viewId}`);
    const button = findButtons(open.view).find((b) => b.action_id === actionId);
    if (!button) throw new Error(`no button ${actionId} in the view`);
    const since = this.viewChanges.length;
    const body = blockActionsBody({
      teamId: options.teamId ?? TEAM,
      userId: options.userId ?? USER,
      actionId,
      value: button.value ?? '',
      responseUrl: '',
      view: {
        id: open.id,
        hash: open.hash,
        callback_id: String(open.view.callback_id ?? ''),
        private_metadata: String(open.view.private_metadata ?? ''),
      },
    });
    const ack = await postSigned(this.eventsUrl, SIGNING_SECRET, body);
    if (ack.status !== 200) throw new Error(`ack ${ack.status}: ${ack.text}`);
    const [change] = await this.waitForViews(since, 1);
    return change as ViewChange;
  }

  /** Submits an open modal with these values (block id → action id → value), as `userId`; gives the ack. */
  async submitView(
    opened: ViewChange,
    values: Record<string, Record<string, Record<string, unknown>>>,
    options: { userId?: string; teamId?: string } | string = {},
  ) {
    if (typeof options === 'string') options = { userId: options };
    return postSigned(
      this.eventsUrl,
      SIGNING_SECRET,
      viewSubmissionBody({
        teamId: options.teamId ?? TEAM,
        userId: options.userId ?? USER,
        view: {
          id: opened.id,
          hash: opened.hash,
          callback_id: String(opened.view.callback_id ?? ''),
          private_metadata: String(opened.view.private_metadata ?? ''),
        },
        values,
      }),
    );
  }

  /**
   * Clicks one of a Work Object side panel's actions (a block_actions from the panel: no response_url,
   * no channel); over when its outcome line is written. Gives that line.
   */
  async clickInPanel(
    actionId: string,
    value: string,
    /** `loggedAs`: the name its outcome line carries, where that is not the id pressed (a former id). */
    options: { userId?: string; externalRef?: { id: string; type: string }; loggedAs?: string } = {},
  ) {
    const since = this.logs.length;
    const body = blockActionsBody({
      teamId: TEAM,
      userId: options.userId ?? USER,
      actionId,
      value,
      responseUrl: '',
      entity: {
        url: 'https://cases.acme.example/case/0',
        externalRef: options.externalRef ?? { id: '0', type: 'case' },
      },
      triggerId: `panel.${since}.trigger`,
    });
    const ack = await postSigned(this.eventsUrl, SIGNING_SECRET, body);
    if (ack.status !== 200) throw new Error(`ack ${ack.status}: ${ack.text}`);
    return this.logLine(`action ${options.loggedAs ?? actionId}`, since);
  }

  /**
   * The first log line named `msg` written after the first `since` lines, waited for: an outcome line
   * is written just after the reply goes out.
   */
  async logLine(msg: string, since = 0, timeoutMs = 5000): Promise<Record<string, unknown>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const line = this.logs
        .slice(since)
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .find((l) => l.msg === msg);
      if (line) return line;
      if (Date.now() > deadline) throw new Error(`no log line ${msg}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** The `poll` lines logged for a workspace so far (one per poll, whatever its result). */
  polls(team = TEAM): number {
    return this.logs.filter((l) => l.includes('"msg":"poll"') && l.includes(`"team":"${team}"`)).length;
  }

  /**
   * Makes sure nothing more can come for a workspace: polls of it run now, on demand, one after the other,
   * until one that began after this was called checked everything it had due (the poll's own record of it,
   * `polled_at`), and at least two ran (what the first left waiting, the second tells). A poll the
   * scheduler holds at that moment is waited for; a workspace that backs off or ended is done after two.
   */
  async quiet(team = TEAM, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    const since = new Date(Date.now() - 1);
    let polls = 0;
    let settled = false;
    while (polls < 2 || !settled) {
      if (Date.now() > deadline) throw new Error(`${team}: no poll checked everything due in ${timeoutMs} ms`);
      const result = await this.bot.pollNow(team);
      if (result === 'busy') {
        await sleep(10);
        continue;
      }
      polls += 1;
      settled = result !== 'polled' && result !== 'quiet' ? polls >= 2 : await this.checkedAllSince(team, since);
    }
  }

  /** Whether a poll of the workspace that began after `since` checked everything it had due. */
  private async checkedAllSince(team: string, since: Date): Promise<boolean> {
    const opened = openDatabase(this.databaseUrl);
    try {
      const row = await opened.db
        .selectFrom('poll_state')
        .select('polled_at')
        .where('team_id', '=', team)
        .executeTakeFirst();
      return row?.polled_at ? new Date(row.polled_at).getTime() >= since.getTime() : false;
    } finally {
      await opened.db.destroy();
    }
  }

  /** The Home published for someone since call `since` of the fake Slack (waits for it). */
  async publishedHome(userId: string, since: number, timeoutMs = 5000): Promise<Record<string, unknown>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const call = this.slack.calls
        .slice(since)
        .find((c) => c.method === 'views.publish' && c.params.user_id === userId);
      if (call) return decoded(call.params).view as Record<string, unknown>;
      if (Date.now() > deadline) throw new Error(`no views.publish for ${userId}`);
      await sleep(10);
    }
  }

  /** Clicks a button on a published Home, as `userId`; over when its outcome line is written. */
  async clickHome(home: Record<string, unknown>, actionId: string | RegExp, userId: string) {
    const button = findButtons(home).find((b) =>
      typeof actionId === 'string' ? b.action_id === actionId : actionId.test(b.action_id),
    );
    if (!button) throw new Error(`no ${String(actionId)} on the Home`);
    const since = this.logs.length;
    const ack = await postSigned(
      this.eventsUrl,
      SIGNING_SECRET,
      blockActionsBody({
        teamId: TEAM,
        userId,
        actionId: button.action_id,
        value: button.value ?? '',
        responseUrl: '',
        view: { id: `VHOME${userId}`, hash: 'h', type: 'home' },
      }),
    );
    if (ack.status !== 200) throw new Error(`ack ${ack.status}`);
    return this.logLine(`action ${button.action_id.replace(/_\d+$/, '')}`, since);
  }

  /**
   * Someone writes to casebot in its Messages tab; gives what casebot answered in that DM's thread (a post,
   * or a stream's last message).
   */
  async directMessage(userId: string, text: string): Promise<Record<string, unknown>> {
    const channel = `D${userId}`;
    const ts = this.slack.personWrote(channel, userId, text);
    const since = this.logs.length;
    const calls = this.slack.calls.length;
    await this.event({ teamId: TEAM, event: { type: 'message', channel, channel_type: 'im', user: userId, text, ts } });
    await this.logLine('event message.im', since);
    const answer = this.slack.calls
      .slice(calls)
      .filter((c) => c.method === 'chat.postMessage' || c.method === 'chat.stopStream')
      .map((c) => decoded(c.params))
      .find((p) => p.thread_ts === ts || p.channel === channel);
    if (!answer) throw new Error('no answer in the DM');
    return answer;
  }

  /** Sends a signed Events API event (JSON), as Slack does; returns the HTTP answer. */
  async event(input: SlackEvent) {
    return postSigned(this.eventsUrl, SIGNING_SECRET, eventBody(input), { contentType: 'application/json' });
  }

  /**
   * Slack runs one of casebot's functions (a workflow step, an Enterprise Search function): sends the
   * signed function_executed event and waits for functions.completeSuccess/completeError. `beforeAck`
   * says whether the completion was made before casebot answered the event's HTTP request.
   */
  async runFunction(
    callbackId: string,
    inputs: Record<string, unknown>,
    teamId = TEAM,
    delivery: { executionId?: string; retryNum?: number } = {},
  ) {
    sequence += 1;
    const executionId = delivery.executionId ?? `Fx${String(sequence).padStart(6, '0')}`;
    const completed = () =>
      this.slack.calls.find(
        (c) => c.method.startsWith('functions.complete') && decoded(c.params).function_execution_id === executionId,
      );
    const body = eventBody({ teamId, event: functionExecutedEvent(callbackId, inputs, executionId) });
    const ack = await postSigned(this.eventsUrl, SIGNING_SECRET, body, {
      contentType: 'application/json',
      ...(delivery.retryNum !== undefined ? { retryNum: delivery.retryNum } : {}),
    });
    if (ack.status !== 200) throw new Error(`function_executed answered ${ack.status}`);
    const beforeAck = completed() !== undefined;
    await waitUntil(`${callbackId} to complete`, () => completed() !== undefined);
    const done = completed();
    if (!done) throw new Error('unreachable');
    return { method: done.method, params: decoded(done.params), token: done.token, beforeAck };
  }

  /** OAuth mode: starts an install at /slack/install; gives the state and the browser's cookie. */
  async beginInstall(): Promise<{ state: string; cookie: string; consent: URL }> {
    const base = this.eventsUrl.replace(/\/slack\/events$/, '');
    const install = await fetch(`${base}/slack/install`, { redirect: 'manual' });
    if (install.status !== 302) throw new Error(`/slack/install answered ${install.status}`);
    const consent = new URL(install.headers.get('location') ?? '');
    const cookie = (install.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    return { state: consent.searchParams.get('state') ?? '', cookie, consent };
  }

  /** OAuth mode: Slack sends the browser back with a code for `teamId`; gives the HTTP status. */
  async finishInstall(begun: { state: string; cookie: string }, teamId: string, botToken: string): Promise<number> {
    const base = this.eventsUrl.replace(/\/slack\/events$/, '');
    sequence += 1;
    const code = `code-${sequence}`;
    this.slack.oauthCodes.set(code, { teamId, botToken });
    const redirect = await fetch(`${base}/slack/oauth_redirect?code=${code}&state=${encodeURIComponent(begun.state)}`, {
      headers: { cookie: begun.cookie },
      redirect: 'manual',
    });
    await redirect.text();
    return redirect.status;
  }

  /** Clicks a button of a message casebot sent; returns the replies to that click. */
  async click(
    message: Record<string, unknown>,
    actionId: string | RegExp,
    options: {
      nth?: number;
      userId?: string;
      teamId?: string;
      expectPosts?: number;
      value?: string;
      /** The ts of the message clicked; by default one per message object, as Slack gives one per message. */
      messageTs?: string;
      /** How long the answer may take (10 s). */
      timeoutMs?: number;
      /** The channel the message is in (C0GENERAL). */
      channelId?: string;
    } = {},
  ) {
    const button = findButtons(message).filter((b) =>
      typeof actionId === 'string' ? b.action_id === actionId : actionId.test(b.action_id),
    )[options.nth ?? 0];
    if (!button) throw new Error(`no button ${String(actionId)} in the message`);
    // The block the button is in, as Slack names it in the click.
    type Holder = { block_id?: string; elements?: ButtonElement[]; accessory?: ButtonElement };
    const blockId = ((message.blocks ?? []) as Holder[]).find(
      (b) => b.elements?.includes(button) || b.accessory === button,
    )?.block_id;
    sequence += 1;
    const id = `click-${sequence}`;
    const body = blockActionsBody({
      ...(blockId ? { blockId } : {}),
      teamId: options.teamId ?? TEAM,
      userId: options.userId ?? USER,
      actionId: button.action_id,
      value: options.value ?? button.value ?? '',
      responseUrl: this.slack.responseUrl(id),
      message,
      messageTs: options.messageTs ?? messageTs(message),
      ...(options.channelId ? { channelId: options.channelId } : {}),
    });
    const ack = await postSigned(this.eventsUrl, SIGNING_SECRET, body);
    if (ack.status !== 200) throw new Error(`ack ${ack.status}: ${ack.text}`);
    const posts = await this.slack.waitForPosts(id, options.expectPosts ?? 1, options.timeoutMs);
    return { posts: posts.map(checked), id, ack };
  }
}

const messageTsOf = new WeakMap<object, string>();
let tsSequence = 0;

/** The ts Slack would have given this message: one per message, the same for every click on it. */
export function messageTs(message: Record<string, unknown>): string {
  let ts = messageTsOf.get(message);
  if (!ts) {
    tsSequence += 1;
    ts = `1700000000.${String(tsSequence).padStart(6, '0')}`;
    messageTsOf.set(message, ts);
  }
  return ts;
}

export interface ViewChange {
  id: string;
  hash: string;
  view: Record<string, unknown>;
  action: 'open' | 'update';
}

export interface ButtonElement {
  action_id: string;
  value?: string;
  text: { text: string };
}

/** Every button in a message, in order. */
export function findButtons(message: Record<string, unknown>): ButtonElement[] {
  const blocks = (message.blocks ?? []) as { type?: string; elements?: unknown[]; accessory?: unknown }[];
  const buttons: ButtonElement[] = [];
  for (const block of blocks) {
    // A carousel's buttons are on its cards.
    const cards = block.type === 'carousel' ? ((block.elements ?? []) as { actions?: unknown[] }[]) : [];
    const onCards = cards.flatMap((card) => card.actions ?? []);
    for (const element of [...(block.type === 'carousel' ? onCards : (block.elements ?? [])), block.accessory]) {
      if (element && typeof element === 'object' && (element as { type?: string }).type === 'button') {
        buttons.push(element as ButtonElement);
      }
    }
  }
  return buttons;
}

/** All the text a person could read in a message. */
export function visibleText(message: Record<string, unknown>): string {
  return (
    JSON.stringify(message.blocks ?? [])
      .match(/"text":"((?:[^"\\]|\\.)*)"/g)
      ?.map((m) => JSON.parse(`{${m}}`).text as string)
      .join('\n') ?? ''
  );
}

function checked(message: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!message) throw new Error('no message');
  // Deleting the message it came from is the only reply without content.
  if (message.delete_original === true && Object.keys(message).length === 1) return message;
  assertValidMessage(message);
  // Whatever the data, the only Slack control sequences are casebot's own date tokens and its mentions
  // of people and channels (ids Slack gave it, never upstream text).
  const foreign = controlSequences(message).filter(
    (s) => !isOwnSequence(s) && !/^<@[UW][A-Z0-9]+>$/.test(s) && !/^<#[CG][A-Z0-9]+>$/.test(s),
  );
  if (foreign.length > 0) throw new Error(`live control sequences in a message: ${foreign.join(', ')}`);
  return message;
}
