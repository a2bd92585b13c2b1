import { ActionId, CallbackId, LINK_REQUESTER, UNLINK } from '../../src/blocks/ids';
import { blockActionsBody, postSigned, viewSubmissionBody } from '../../src/sandbox/slack-requests';
import { decoded } from '../../src/sandbox/slack-api-server';
import { sql } from 'kysely';
import { openDatabase } from '../../src/workspaces/database';
import { createHomeData } from '../../src/workspaces/home-data';
import { createAgingDmChoices } from '../../src/kinds/aging/dm-choices';
import { createAgingStore } from '../../src/kinds/aging/store';
import { parseThresholds } from '../../src/cases/overdue';
import { assertValidModal, homeProblems } from '../helpers/block-kit';
import { waitUntil } from '../helpers/wait';
import { account, fakeCase } from '../helpers/fake-cases';
import {
  findButtons,
  Harness,
  SIGNING_SECRET,
  TEAM,
  USER,
  type ViewChange,
  visibleText,
  workspace,
} from '../helpers/harness';
import { THREAD_ONLY_VALUE } from '../../src/blocks/channel-quiet';
import { AGING_ON_VALUE } from '../../src/kinds/aging/modal';
import { AgingId } from '../../src/kinds/aging/ids';

const ADMIN = 'U0ADMIN';
const NEWBIE = 'U0NEWBIE';
const BOB = 'U0BOB';
const OTHER_TEAM = 'T0OTHER';

const printer = fakeCase({ caseNumber: 1234, subject: 'Printer on floor 3' });

type View = Record<string, unknown>;

describe('App Home and the admin settings', () => {
  const harness = new Harness({
    accounts: {
      acme: account([printer], { users: ['j.doe', 'b.smith', 'helpdesk'] }),
      other: account([fakeCase({ caseNumber: 77, subject: 'Other team' })], {
        apiToken: 'tok-other-secret-9999',
        users: ['o.user'],
      }),
    },
    workspaces: [{ caseUrlTemplate: 'https://cases.acme.example/case/{number}' }],
    links: [{ slackUserId: USER, userName: 'j.doe' }],
    // casebot's own default cap, as an admin's Home says it.
    settings: { poll: { callsPerMinute: 60 } },
  });
  beforeAll(async () => {
    await harness.start();
    harness.slack.users.set(ADMIN, { name: 'Ada', locale: 'en-US', admin: true });
    harness.slack.users.set(NEWBIE, { name: 'Nina', locale: 'en-GB' });
    harness.slack.users.set(BOB, { name: 'Bob', locale: 'fr-FR' });
  });
  afterAll(() => harness.close());

  const post = (body: string) => postSigned(harness.eventsUrl, SIGNING_SECRET, body);

  /** Waits for the next views.publish to `userId` after `since` calls; checks it against Slack's limits. */
  const published = async (userId: string, since: number): Promise<View> => {
    for (let i = 0; i < 500; i++) {
      const call = harness.slack.calls
        .slice(since)
        .find((c) => c.method === 'views.publish' && c.params.user_id === userId);
      if (call) {
        const view = decoded(call.params).view as View;
        expect(view.type).toBe('home');
        expect(homeProblems(view)).toEqual([]);
        return view;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no views.publish for ${userId}`);
  };

  const openHome = async (userId: string, teamId = TEAM) => {
    const since = harness.slack.calls.length;
    const ack = await harness.event({
      teamId,
      event: {
        type: 'app_home_opened',
        user: userId,
        channel: 'D0HOME',
        tab: 'home',
        event_ts: `${Date.now() / 1000}`,
      },
    });
    expect(ack.status).toBe(200);
    return published(userId, since);
  };

  /** Clicks a button on a published Home. */
  const clickHome = async (home: View, actionId: string | RegExp, userId: string, teamId = TEAM) => {
    const button = findButtons(home).find((b) =>
      typeof actionId === 'string' ? b.action_id === actionId : actionId.test(b.action_id),
    );
    if (!button) throw new Error(`no ${String(actionId)} on the Home`);
    const since = harness.slack.calls.length;
    const ack = await post(
      blockActionsBody({
        teamId,
        userId,
        actionId: button.action_id,
        value: button.value ?? '',
        responseUrl: '',
        view: { id: `VHOME${userId}`, hash: 'h', type: 'home' },
      }),
    );
    expect(ack.status).toBe(200);
    return since;
  };

  const waitForCall = async (
    method: string,
    since: number,
    where: (p: Record<string, unknown>) => boolean = () => true,
  ) => {
    for (let i = 0; i < 500; i++) {
      const call = harness.slack.calls.slice(since).find((c) => c.method === method && where(decoded(c.params)));
      if (call) return decoded(call.params);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no ${method}`);
  };

  const submit = async (
    callbackId: string,
    userId: string,
    values: Record<string, Record<string, Record<string, unknown>>>,
    teamId = TEAM,
    enterpriseId?: string,
  ) => {
    const ack = await post(
      viewSubmissionBody({
        teamId,
        ...(enterpriseId ? { enterpriseId } : {}),
        userId,
        view: { id: 'V0SETTINGS', hash: 'h', callback_id: callbackId },
        values,
      }),
    );
    expect(ack.status).toBe(200);
    return ack.text ? (JSON.parse(ack.text) as { response_action?: string; errors?: Record<string, string> }) : {};
  };

  const settings = (overrides: Record<string, string | boolean | null> = {}) => {
    const v = {
      client_name: 'acme',
      api_token: '',
      base_url: '',
      time_zone: 'Europe/Paris',
      language: 'fr',
      page_size: '15',
      case_url: 'https://cases.acme.example/case/{number}',
      share_contacts: false as string | boolean | null,
      default_user: '',
      poll_interval: '',
      poll_calls: '',
      check_as: '',
      ...overrides,
    };
    return {
      client_name: { client_name: { type: 'plain_text_input', value: v.client_name } },
      api_token: { api_token: { type: 'plain_text_input', value: v.api_token || null } },
      base_url: { base_url: { type: 'plain_text_input', value: v.base_url || null } },
      time_zone: { time_zone: { type: 'plain_text_input', value: v.time_zone } },
      language: { language: { type: 'static_select', selected_option: { value: v.language } } },
      page_size: { page_size: { type: 'number_input', value: v.page_size } },
      case_url: { case_url: { type: 'plain_text_input', value: v.case_url || null } },
      share_contacts: {
        share_contacts: { type: 'checkboxes', selected_options: v.share_contacts ? [{ value: 'show' }] : [] },
      },
      default_user: { default_user: { type: 'plain_text_input', value: v.default_user || null } },
      poll_interval: { poll_interval: { type: 'number_input', value: v.poll_interval || null } },
      poll_calls: { poll_calls: { type: 'number_input', value: v.poll_calls || null } },
      check_as: { check_as: { type: 'plain_text_input', value: v.check_as || null } },
    };
  };

  it('shows a linked person their link, language and the cases they opened, with View buttons; no admin part', async () => {
    let home = await openHome(USER);
    expect(visibleText(home)).toContain('You are linked to the case service as *j.doe*');
    expect(visibleText(home)).toContain('casebot speaks to you in *English*');
    expect(visibleText(home)).toContain('The cases you open');
    expect(visibleText(home)).not.toContain('Connection to the case service');

    await harness.ask('/case', '1234');
    // Recorded in the background just after the card went out.
    for (let i = 0; i < 100 && !visibleText(home).includes('#1234'); i++) home = await openHome(USER);
    expect(visibleText(home)).toContain('*#1234* Printer on floor 3');
    const view = findButtons(home).find((b) => /^home_view_/.test(b.action_id));
    expect(view).toBeDefined();

    // View from Home: the card as a direct message from casebot, fetched as the presser.
    harness.caseApi.requests.length = 0;
    const since = await clickHome(home, /^home_view_/, USER);
    const dm = await waitForCall('chat.postMessage', since, (p) => p.channel === USER);
    expect(JSON.stringify(dm.blocks)).toContain('Printer on floor 3');
    // As the presser (here from the details cache their own /case just filled, which is keyed by person).
    expect(harness.caseApi.requests.every((r) => r.query.userName === 'j.doe')).toBe(true);
  });

  it('shows a linked person their own cases, read as them, with a pie of the open ones; kept a while, Refresh reads again', async () => {
    const theirs = fakeCase({ caseNumber: 4321, subject: 'Scanner jams daily', status: 'Pending', userName: 'j.doe' });
    const stale = fakeCase({
      caseNumber: 4322,
      subject: 'Router untouched',
      priority: 'Critical',
      userName: 'J.Doe ',
      submitted: new Date(Date.now() - 3 * 86_400_000),
    });
    const someoneElses = fakeCase({ caseNumber: 4323, subject: 'Badge reader', userName: 'b.smith' });
    harness.caseApi.accounts.acme?.cases.unshift(theirs, stale, someoneElses);
    // Someone linked just now: their Home has not read their cases yet.
    const MINE = 'U0MINE';
    harness.slack.users.set(MINE, { name: 'Mia', locale: 'en-US' });
    await harness.bot.store.linkUser({ teamId: TEAM, slackUserId: MINE, userName: 'j.doe' });
    harness.caseApi.requests.length = 0;
    const since = harness.slack.calls.length;
    const first = await openHome(MINE);
    // Published at once without them, then again once they were read.
    expect(visibleText(first)).toContain('Show my cases');
    // The second publish, once they were read.
    const lastPublished = () =>
      decoded(
        harness.slack.calls
          .slice(since)
          .filter((c) => c.method === 'views.publish')
          .at(-1)?.params ?? {},
      ).view as View;
    await waitUntil('the Home with their cases', () =>
      visibleText(lastPublished() ?? {}).includes('Scanner jams daily'),
    );
    const home = lastPublished();
    const text = visibleText(home);
    expect(text).toContain('My cases');
    expect(text).toContain('Scanner jams daily');
    expect(text).toContain('Router untouched · :hourglass_flowing_sand: Aging');
    expect(text).not.toContain('Badge reader');
    const chart = (home.blocks as { type: string; chart?: { segments: { label: string; value: number }[] } }[]).find(
      (b) => b.type === 'data_visualization',
    );
    expect(chart?.chart?.segments).toEqual(
      expect.arrayContaining([
        { label: 'Pending', value: 1 },
        { label: 'Open', value: 2 },
      ]),
    );
    expect(homeProblems(home)).toEqual([]);
    const reads = harness.caseApi.requests.filter((r) => r.operation === 'GetCases');
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every((r) => r.query.userName === 'j.doe')).toBe(true);
    // Opened again within minutes: shown from what was read, no call.
    harness.caseApi.requests.length = 0;
    expect(visibleText(await openHome(MINE))).toContain('Scanner jams daily');
    await harness.quiet();
    expect(harness.caseApi.requests.filter((r) => r.operation === 'GetCases')).toEqual([]);
    // Refresh reads them again, as them.
    await clickHome(home, ActionId.homeMine, MINE);
    await waitUntil('a new read', () => harness.caseApi.requests.some((r) => r.operation === 'GetCases'));
    // Someone not linked has no cases of their own to show.
    expect(visibleText(await openHome(NEWBIE))).not.toContain('My cases');
  });

  it('lets a linked person get the aging alerts about their own cases by DM too, once alerts are on', async () => {
    expect(visibleText(await openHome(USER))).not.toContain('Aging alerts about your cases');
    const opened = openDatabase(harness.databaseUrl);
    try {
      const thresholds = parseThresholds('critical=4h') ?? [];
      await createAgingStore(opened.db).set({
        teamId: TEAM,
        channelId: 'C0ALERTS',
        thresholds,
        repeatMs: null,
        actsAs: USER,
      });
      let home = await openHome(USER);
      expect(visibleText(home)).toContain(
        'Aging alerts about your cases go to <#C0ALERTS>. You can get yours by direct message too.',
      );
      const since = await clickHome(home, AgingId.dm, USER);
      home = await published(USER, since);
      expect(visibleText(home)).toContain('and to you by direct message');
      // Said where it was pressed: what comes from now on, and where the ones aging already are.
      expect(visibleText(home)).toContain('each of your cases that starts aging comes to you by DM too, as it starts');
      expect(await createAgingDmChoices(opened.db).chosen(TEAM, USER)).toBe(true);
      const again = await clickHome(home, AgingId.dm, USER);
      const stopped = visibleText(await published(USER, again));
      expect(stopped).toContain('You can get yours by direct message too');
      expect(stopped).toContain('No more DMs about your aging cases: the alerts still go to <#C0ALERTS>.');
      expect(await createAgingDmChoices(opened.db).chosen(TEAM, USER)).toBe(false);
      // Someone not linked changes nothing, and is offered nothing.
      expect(visibleText(await openHome(NEWBIE))).not.toContain('Aging alerts about your cases');
    } finally {
      await createAgingStore(opened.db).turnOff(TEAM);
      await opened.db.destroy();
    }
  });

  it('tells someone not linked, when they type a command, to ask for access on casebot’s Home', async () => {
    const calls = harness.caseApi.requests.length;
    const { reply } = await harness.ask('/case', '1234', { userId: NEWBIE });
    expect(reply.text).toContain("Open casebot's Home tab (under Apps) and press *Request access*");
    // No call to the case service for someone casebot cannot serve.
    expect(harness.caseApi.requests.length).toBe(calls);
  });

  it('publishes a Home Slack rate-limited once, after its Retry-After', async () => {
    harness.slack.rateLimited.set('views.publish', 1);
    const since = harness.slack.calls.length;
    await openHome(USER);
    // The first try was refused with Retry-After: 1; the same Home is published again after it.
    const publishes = () =>
      harness.slack.calls.slice(since).filter((c) => c.method === 'views.publish' && c.params.user_id === USER);
    await waitUntil('the Home published again', () => publishes().length === 2, 10_000);
    expect(harness.slack.rateLimited.get('views.publish')).toBe(0);
    expect(visibleText(decoded(publishes()[1]?.params ?? {}).view as View)).toContain('j.doe');
  });

  it('shows someone not linked how to ask, and Request access tells the admins by DM, once', async () => {
    const home = await openHome(NEWBIE);
    expect(visibleText(home)).toContain('isn’t linked to a case service user yet');
    expect(visibleText(home)).not.toContain('Your recent cases');
    const since = await clickHome(home, ActionId.requestAccess, NEWBIE);
    // Through the outbox, as everything casebot tells unasked: into the admin's DM.
    const dm = await waitForCall('chat.postMessage', since, (p) => p.channel === `D${ADMIN}`);
    expect(String(dm.text)).toContain(`<@${NEWBIE}> asked for access to casebot`);
    const after = await published(NEWBIE, since);
    expect(visibleText(after)).toContain('You asked for access');
    expect(findButtons(after).map((b) => b.action_id)).not.toContain(ActionId.requestAccess);

    // A second press (an old Home) does not tell the admins again.
    const again = await clickHome(home, ActionId.requestAccess, NEWBIE);
    await published(NEWBIE, again);
    expect(harness.slack.calls.slice(again).filter((c) => c.method === 'chat.postMessage')).toEqual([]);

    // The admin sees who asked, with Link… beside them.
    const adminHome = await openHome(ADMIN);
    expect(visibleText(adminHome)).toContain('Asked for access');
    // The shell way is for admins, on their Home (the person asking is never shown it).
    expect(visibleText(adminHome)).toContain(`npm run casebot -- user link ${TEAM} ${NEWBIE} &lt;userName&gt;`);
    expect(findButtons(adminHome).find((b) => LINK_REQUESTER.test(b.action_id))?.value).toBe(
      JSON.stringify({ t: TEAM, u: NEWBIE }),
    );
  });

  it('says on the Home what went wrong when Request access cannot be recorded, instead of only logging it', async () => {
    const LATE = 'U0LATE';
    harness.slack.users.set(LATE, { name: 'Lou', locale: 'en-US' });
    const home = await openHome(LATE);
    const opened = openDatabase(harness.databaseUrl);
    await sql`alter table access_requests rename to access_requests_away`.execute(opened.db);
    try {
      const since = harness.logs.length;
      const clicked = await clickHome(home, ActionId.requestAccess, LATE);
      const after = await published(LATE, clicked);
      const line = await harness.logLine(`action ${ActionId.requestAccess}`, since);
      expect(visibleText(after)).toContain("casebot can't reach its own database");
      expect(visibleText(after)).toContain(String(line.ref));
      expect(line.outcome).toBe('store_unavailable');
    } finally {
      await sql`alter table access_requests_away rename to access_requests`.execute(opened.db);
      await opened.db.destroy();
    }
  });

  it('shows an admin the connection (token as its last four characters only), linked people, and edit buttons', async () => {
    const home = await openHome(ADMIN);
    const text = visibleText(home);
    expect(text).toContain('Connection to the case service');
    expect(text).toContain('acme');
    expect(text).toContain('••••1234');
    expect(JSON.stringify(home)).not.toContain('tok-acme-secret');
    expect(text).toContain('https://cases.acme.example/case/{number}');
    expect(text).toContain(`<@${USER}> → *j.doe*`);
    // No polling of its own: the Home says what the workspace gets, not just "default".
    expect(text).toContain('Interval: 300 s (default) · at most 60 calls a minute (default)');
    expect(findButtons(home).map((b) => b.action_id)).toEqual(
      expect.arrayContaining([ActionId.editConnection, ActionId.linkUser, `${ActionId.unlinkPrefix}0`]),
    );
  });

  it('shows an admin which optional permissions casebot has, and how to grant the rest', async () => {
    const core = ['commands', 'chat:write', 'users:read', 'links:read', 'links:write', 'im:write', 'im:history'];
    try {
      // Installed with the core's scopes and the canvas's only.
      harness.slack.grantedScopes = [...core, 'canvases:write'];
      const lean = visibleText(await openHome(ADMIN));
      expect(lean).toContain('Optional permissions');
      expect(lean).toContain('A canvas in each case channel (the case’s summary and notes): granted');
      expect(lean).toMatch(
        /Case channels .*: not granted \(`channels:manage`, `groups:write`, `pins:write`, `bookmarks:write`\)/,
      );
      // One bot token (not OAuth): where the admin adds them.
      expect(lean).toContain('Reinstall to Workspace');
      harness.slack.grantedScopes = [
        ...core,
        'canvases:write',
        'channels:manage',
        'groups:write',
        'pins:write',
        'bookmarks:write',
        'chat:write.public',
        'channels:history',
        'groups:history',
      ];
      const full = visibleText(await openHome(ADMIN));
      expect(full).not.toContain('not granted');
      expect(full).not.toContain('Reinstall to Workspace');
      // A non-admin's Home says nothing of it.
      expect(visibleText(await openHome(USER))).not.toContain('Optional permissions');
    } finally {
      harness.slack.grantedScopes = undefined;
    }
    // Slack did not say: nothing is claimed.
    expect(visibleText(await openHome(ADMIN))).toContain('Slack did not say which permissions casebot has');
  });

  it('lets an admin make any channel quieter from Home (audited), and lists the channels set so', async () => {
    const home = await openHome(ADMIN);
    expect(visibleText(home)).toContain('Every channel hears casebot’s news as it comes');
    const since = harness.viewChanges.length;
    await clickHome(home, ActionId.channelQuiet, ADMIN);
    const [opened] = (await harness.waitForViews(since, 1)) as ViewChange[];
    expect(JSON.stringify(opened?.view.blocks)).toContain('"conversations_select"');
    const values = {
      [ActionId.quietChannel]: { [ActionId.quietChannel]: { selected_conversation: 'C0SUPPORT' } },
      [ActionId.quietThread]: { [ActionId.quietThread]: { selected_options: [{ value: THREAD_ONLY_VALUE }] } },
      [ActionId.quietBatch]: { [ActionId.quietBatch]: { selected_option: { value: '60' } } },
    };
    // Someone who is not an admin (an old Home, a forged view) changes nothing.
    const before = harness.slack.calls.length;
    await harness.submitView(opened as ViewChange, values, { userId: NEWBIE });
    await published(NEWBIE, before);
    const after = harness.slack.calls.length;
    await harness.submitView(opened as ViewChange, values, { userId: ADMIN });
    const saved = visibleText(await published(ADMIN, after));
    expect(saved).toContain(
      '<#C0SUPPORT> now: news of cards in their thread only · follows gathered, one post every 60 minutes at most.',
    );
    expect(saved).toContain(
      `<#C0SUPPORT>: news of cards in their thread only · follows gathered, one post every 60 minutes at most · set by <@${ADMIN}>`,
    );
    expect(saved).toContain('set less noise in <#C0SUPPORT>');
    expect(saved).not.toContain(`set by <@${NEWBIE}>`);
    // Opened again, the modal lists what is set now: choosing that channel again replaces nothing unseen.
    const again = harness.viewChanges.length;
    await clickHome(await openHome(ADMIN), ActionId.channelQuiet, ADMIN);
    const [reopened] = (await harness.waitForViews(again, 1)) as ViewChange[];
    expect(JSON.stringify(reopened?.view.blocks)).toContain('<#C0SUPPORT>: news of cards in their thread only');
  });

  it('lets an admin say how the service lists recent cases from Home (audited); a non-admin or a forged value changes nothing', async () => {
    const choose = async (userId: string, value: string) => {
      const since = harness.slack.calls.length;
      const ack = await post(
        blockActionsBody({
          teamId: TEAM,
          userId,
          actionId: ActionId.recentOrder,
          value: '',
          selectedOption: value,
          responseUrl: '',
          view: { id: `VHOME${userId}`, hash: 'h', type: 'home' },
        }),
      );
      expect(ack.status).toBe(200);
      return visibleText(await published(userId, since));
    };
    const home = visibleText(await openHome(ADMIN));
    expect(home).toContain('How the case service lists recent cases');
    expect(home).toContain('casebot has not worked the order out yet');
    await choose(NEWBIE, 'updated');
    await choose(ADMIN, 'sideways');
    expect((await harness.bot.store.getWorkspace(TEAM))?.recentOrder).toBeNull();
    const saved = await choose(ADMIN, 'updated');
    expect(saved).toContain('Saved: the recent cases order is now Newest update first.');
    expect(saved).toContain('Recent cases order: Not known → Newest update first');
    expect(saved).toContain('casebot has not read the list since this was set');
    expect((await harness.bot.store.getWorkspace(TEAM))?.recentOrder).toBe('updated');
    await choose(ADMIN, 'unknown');
    expect((await harness.bot.store.getWorkspace(TEAM))?.recentOrder).toBeNull();
  });

  it('lets an admin turn aging alerts on, change and off from Home, marking what cannot be read (audited)', async () => {
    const home = await openHome(ADMIN);
    expect(visibleText(home)).toContain('Aging alerts are off');
    const since = harness.viewChanges.length;
    await clickHome(home, AgingId.edit, ADMIN);
    const [opened] = (await harness.waitForViews(since, 1)) as ViewChange[];
    // The defaults to start from.
    expect(JSON.stringify(opened?.view.blocks)).toContain('critical=4h,high=1d,medium=3d,low=7d');
    const values = (thresholds: string, repeat = '') => ({
      [AgingId.on]: { [AgingId.on]: { selected_options: [{ value: AGING_ON_VALUE }] } },
      [AgingId.channel]: { [AgingId.channel]: { selected_conversation: 'C0ALERTS' } },
      [AgingId.actsAs]: { [AgingId.actsAs]: { selected_user: USER } },
      [AgingId.thresholds]: { [AgingId.thresholds]: { value: thresholds } },
      [AgingId.repeat]: { [AgingId.repeat]: { value: repeat } },
    });
    const bad = await harness.submitView(opened as ViewChange, values('critical=soon'), { userId: ADMIN });
    expect(JSON.parse(bad.text)).toEqual({
      response_action: 'errors',
      errors: { [AgingId.thresholds]: 'Write priority=duration pairs, like critical=4h,high=1d.' },
    });
    // Every field that cannot be read is marked at once.
    const badBoth = await harness.submitView(opened as ViewChange, values('critical=soon', 'often'), { userId: ADMIN });
    expect(Object.keys(JSON.parse(badBoth.text).errors)).toEqual([AgingId.thresholds, AgingId.repeat]);
    // Read as someone not linked, they would never tell anything: said on the field.
    const notLinked = await harness.submitView(
      opened as ViewChange,
      { ...values('critical=4h'), [AgingId.actsAs]: { [AgingId.actsAs]: { selected_user: NEWBIE } } },
      { userId: ADMIN },
    );
    expect(JSON.parse(notLinked.text).errors).toEqual({
      [AgingId.actsAs]:
        'This person isn’t linked to the case service: choose someone who is (the channel sees what they see).',
    });
    // Not linked and a threshold it cannot read: both said at once, not one after the other.
    const both = await harness.submitView(
      opened as ViewChange,
      { ...values('critical=soon'), [AgingId.actsAs]: { [AgingId.actsAs]: { selected_user: NEWBIE } } },
      { userId: ADMIN },
    );
    expect(Object.keys(JSON.parse(both.text).errors).sort()).toEqual([AgingId.actsAs, AgingId.thresholds].sort());
    // Someone who is not an admin saves nothing.
    const before = harness.slack.calls.length;
    await harness.submitView(opened as ViewChange, values('critical=4h'), { userId: NEWBIE });
    await published(NEWBIE, before);
    const after = harness.slack.calls.length;
    await harness.submitView(opened as ViewChange, values('critical=2h,high=12h', '1d'), { userId: ADMIN });
    const on = visibleText(await published(ADMIN, after));
    expect(on).toContain(`Aging alerts now go to <#C0ALERTS>: Urgent 2 hours, High 12 hours, read as <@${USER}>.`);
    expect(on).toContain('turned aging alerts on: <#C0ALERTS> critical=2h,high=12h');
    const opened2 = openDatabase(harness.databaseUrl);
    try {
      const stored = await createAgingStore(opened2.db).settings(TEAM);
      expect(stored).toMatchObject({ channelId: 'C0ALERTS', actsAs: USER, repeatMs: 86_400_000 });
      const agingRows = async () =>
        (await createHomeData(opened2.db).recentAudit(TEAM, 50)).filter((e) => e.action.startsWith('aging.'));
      // Saved again as it is: nothing new in the audit; other thresholds: said as a change, not as turned on.
      const audited = (await agingRows()).length;
      const again = harness.slack.calls.length;
      await harness.submitView(opened as ViewChange, values('critical=2h,high=12h', '1d'), { userId: ADMIN });
      await published(ADMIN, again);
      expect(await agingRows()).toHaveLength(audited);
      const changed = harness.slack.calls.length;
      await harness.submitView(opened as ViewChange, values('critical=3h,high=12h', '1d'), { userId: ADMIN });
      expect(visibleText(await published(ADMIN, changed))).toContain(
        'changed aging alerts: <#C0ALERTS> critical=3h,high=12h',
      );
      expect(await agingRows()).toHaveLength(audited + 1);
      const off = harness.slack.calls.length;
      await harness.submitView(
        opened as ViewChange,
        { [AgingId.on]: { [AgingId.on]: { selected_options: [] } } },
        { userId: ADMIN },
      );
      expect(visibleText(await published(ADMIN, off))).toContain('Aging alerts are off.');
      expect(await createAgingStore(opened2.db).settings(TEAM)).toBeUndefined();
    } finally {
      await opened2.db.destroy();
    }
  });

  it('edits the connection in a modal: bad input is marked on its fields and nothing is saved', async () => {
    const home = await openHome(ADMIN);
    const since = harness.viewChanges.length;
    await clickHome(home, ActionId.editConnection, ADMIN);
    const [opened] = await harness.waitForViews(since, 1);
    assertValidModal(opened?.view ?? {});
    expect(opened?.view.callback_id).toBe(CallbackId.settingsModal);
    expect(JSON.stringify(opened?.view)).not.toContain('tok-acme-secret');

    const refused = await submit(
      CallbackId.settingsModal,
      ADMIN,
      settings({
        client_name: '',
        time_zone: 'Mars/Olympus',
        page_size: '50',
        base_url: 'ftp://cases.acme.example',
        case_url: 'https://cases.acme.example/case/',
        poll_interval: '5',
        poll_calls: 'many',
      }),
    );
    expect(refused.response_action).toBe('errors');
    expect(Object.keys(refused.errors ?? {}).sort()).toEqual(
      ['base_url', 'case_url', 'client_name', 'page_size', 'poll_calls', 'poll_interval', 'time_zone'].sort(),
    );
    expect(refused.errors?.poll_interval).toContain('10 to 86400');
    expect(refused.errors?.time_zone).toContain('Europe/Paris');
    const unchanged = await harness.bot.store.getWorkspace(TEAM);
    expect(unchanged?.timeZone).toBe('UTC');
  });

  it('Check connection calls the service with the settings as typed, before any save', async () => {
    const home = await openHome(ADMIN);
    const since = harness.viewChanges.length;
    await clickHome(home, ActionId.editConnection, ADMIN);
    const [opened] = await harness.waitForViews(since, 1);
    // The result is an alert under the button: its level says success, what to fix, or a failure.
    let level: unknown;
    let alertText: string | undefined;
    const check = async (values: ReturnType<typeof settings>) => {
      const before = harness.viewChanges.length;
      const ack = await post(
        blockActionsBody({
          teamId: TEAM,
          userId: ADMIN,
          actionId: ActionId.checkConnection,
          value: 'check',
          responseUrl: '',
          view: { id: opened?.id ?? '', hash: opened?.hash ?? '', callback_id: CallbackId.settingsModal, values },
        }),
      );
      expect(ack.status).toBe(200);
      const [updated] = await harness.waitForViews(before, 1);
      const blocks = ((updated?.view ?? {}) as { blocks?: Array<{ type: string; level?: string }> }).blocks ?? [];
      level = blocks.find((b) => b.type === 'alert')?.level;
      alertText = (blocks.find((b) => b.type === 'alert') as { text?: { text: string } } | undefined)?.text?.text;
      return visibleText(updated?.view ?? {});
    };
    // The admin is neither linked nor is there a default user: Check as is there, empty, to fill in.
    const checkAs = (opened?.view.blocks as Array<{ block_id?: string; element?: { initial_value?: string } }>).find(
      (b) => b.block_id === ActionId.checkAs,
    );
    expect(checkAs?.element).toBeDefined();
    expect(checkAs?.element?.initial_value).toBeUndefined();
    harness.caseApi.requests.length = 0;
    expect(await check(settings({ check_as: 'b.smith' }))).toContain(
      'The case service accepted client *acme* as *b.smith*',
    );
    expect(level).toBe('success');
    // The alert shows its own icon: no second one from the message.
    expect(alertText).not.toMatch(/^:/);
    // Check as wins over the default user typed beside it.
    expect(await check(settings({ default_user: 'helpdesk', check_as: 'j.doe' }))).toContain('as *j.doe*');
    expect(await check(settings({ default_user: 'helpdesk' }))).toContain('as *helpdesk*');
    expect(harness.caseApi.requests.map((r) => [r.operation, r.query.userName, r.apiToken])).toEqual([
      ['GetCases', 'b.smith', 'tok-acme-secret-1234'],
      ['GetCases', 'j.doe', 'tok-acme-secret-1234'],
      ['GetCases', 'helpdesk', 'tok-acme-secret-1234'],
    ]);
    // A wrong token: the service's refusal, and what to change among the fields in front of the admin
    // (not the screen they are on); the stored token is still the good one.
    const refused = await check(settings({ api_token: 'tok-wrong-token-0000', check_as: 'helpdesk' }));
    expect(refused).toMatch(/The case service said/);
    expect(refused).toContain('Check *Client name* and *API token* above');
    expect(refused).toContain('*Check as (case service userName)* (a user the case service knows)');
    expect(refused).not.toContain('Home tab');
    expect(level).toBe('error');
    expect(refused).not.toContain('tok-wrong');
    // A user the service does not know: its refusal, the same advice.
    const unknown = await check(settings({ check_as: 'no.such.user' }));
    expect(unknown).toContain('Unknown user no.such.user');
    expect(unknown).toContain('*Check as (case service userName)*');
    // No proper answer from the address: the base URL is what to look at.
    harness.caseApi.fail(
      { status: 502, body: '<html>Bad gateway</html>' },
      { status: 502, body: '<html>Bad gateway</html>' },
    );
    const garbled = await check(settings({ check_as: 'helpdesk' }));
    expect(garbled).toContain('Check *Base URL* above');
    expect(level).toBe('error');
    // Nobody to check as: the admin isn't linked, there's no default user, Check as is empty.
    expect(await check(settings())).toContain(
      'Fill in *Check as (case service userName)*, so casebot has someone to check as',
    );
    expect(level).toBe('warning');
    // A new base URL without the token typed again: the reason itself, at Check time (not "see below").
    const moved = await check(settings({ base_url: 'https://elsewhere.example', default_user: 'helpdesk' }));
    expect(moved).toContain('Fix these first, then check again:');
    expect(moved).toContain('The base URL changed: enter the api token again');
    const stored = await harness.bot.store.getWorkspaceWithToken(TEAM);
    expect(stored?.apiToken).toBe('tok-acme-secret-1234');
    expect(stored?.workspace.timeZone).toBe('UTC');
  });

  it('does not save settings the case service refuses (asked as Check as), and says why on the token', async () => {
    const refused = await submit(
      CallbackId.settingsModal,
      ADMIN,
      settings({ api_token: 'tok-wrong-token-0000', check_as: 'helpdesk' }),
    );
    expect(refused.response_action).toBe('errors');
    expect(refused.errors?.api_token).toBe(
      'The case service refused these settings: “Invalid API token for this client”. Check the client name and the api token (and Check as), then save again.',
    );
    expect((await harness.bot.store.getWorkspaceWithToken(TEAM))?.apiToken).toBe('tok-acme-secret-1234');
  });

  it('saves good settings, audits the change without the token, and republishes the admin’s Home', async () => {
    const since = harness.slack.calls.length;
    const logs = harness.logs.length;
    const answer = await submit(
      CallbackId.settingsModal,
      ADMIN,
      settings({ api_token: 'tok-rotated-secret-5678', share_contacts: true, poll_interval: '120', poll_calls: '30' }),
    );
    expect(answer).toEqual({});
    const stored = await harness.bot.store.getWorkspaceWithToken(TEAM);
    expect(stored).toMatchObject({
      apiToken: 'tok-rotated-secret-5678',
      workspace: {
        timeZone: 'Europe/Paris',
        language: 'fr',
        pageSize: 15,
        shareContactDetails: true,
        pollIntervalMs: 120_000,
        pollCallsPerMinute: 30,
      },
    });
    const home = await published(ADMIN, since);
    expect(visibleText(home)).toContain('••••5678');
    // A new token and nobody to check as: saved, and the Home says it was not checked and how to.
    expect(visibleText(home)).toContain('Saved, but not checked: there was nobody to check as.');
    expect(visibleText(home)).toContain('Interval: 120 s · at most 30 calls a minute');
    expect(visibleText(home)).toContain('Recent changes');
    const audit = await harness.logLine('audit', logs);
    expect(audit).toMatchObject({ team: TEAM, actor: ADMIN, action: 'workspace.updated' });
    expect(String(audit.detail)).toContain('api token');
    expect(String(audit.detail)).toContain('time zone');
    expect(String(audit.detail)).toContain('poll interval: default → 2 min');
    // Each change says what it became; the token only that it changed.
    expect(String(audit.detail)).toMatch(/time zone: \S+ → Europe\/Paris/);
    expect(String(audit.detail)).toMatch(/api token(,|$)/);
    expect(harness.logs.slice(logs).join('\n')).not.toContain('tok-rotated');
    // Saving again with nothing changed adds nothing to the recent changes.
    const again = harness.slack.calls.length;
    const before = harness.logs.length;
    await submit(
      CallbackId.settingsModal,
      ADMIN,
      settings({ api_token: '', share_contacts: true, poll_interval: '120', poll_calls: '30' }),
    );
    await published(ADMIN, again);
    expect(harness.logs.slice(before).filter((l) => l.includes('"msg":"audit"'))).toEqual([]);
    // The change shows at once (no cache to wait out): dates now fall back to the new zone.
    const { reply } = await harness.ask('/case', '1234');
    expect(JSON.stringify(reply)).toContain('Europe/Paris');
    await harness.bot.store.putWorkspace(workspace({ caseUrlTemplate: 'https://cases.acme.example/case/{number}' }));
  });

  it('links someone who asked (their request is answered) and unlinks them (their recent cases go too)', async () => {
    const home = await openHome(ADMIN);
    const since = harness.viewChanges.length;
    await clickHome(home, LINK_REQUESTER, ADMIN);
    const [opened] = await harness.waitForViews(since, 1);
    expect(opened?.view.callback_id).toBe(CallbackId.linkModal);
    expect(JSON.stringify(opened?.view)).toContain(`"initial_user":"${NEWBIE}"`);

    const empty = await submit(CallbackId.linkModal, ADMIN, {
      link_slack_user: { link_slack_user: { type: 'users_select', selected_user: NEWBIE } },
      link_user_name: { link_user_name: { type: 'plain_text_input', value: '   ' } },
    });
    expect(empty.response_action).toBe('errors');
    expect(Object.keys(empty.errors ?? {})).toEqual(['link_user_name']);

    // A userName the case service does not know: checked first, said on the field, nothing saved.
    const unknown = await submit(CallbackId.linkModal, ADMIN, {
      link_slack_user: { link_slack_user: { type: 'users_select', selected_user: NEWBIE } },
      link_user_name: { link_user_name: { type: 'plain_text_input', value: 'no.such.user' } },
    });
    expect(unknown.response_action).toBe('errors');
    expect(unknown.errors?.link_user_name).toContain(
      'The case service refused no.such.user: “Unknown user no.such.user”',
    );
    expect(unknown.errors?.link_user_name).toContain('“Link without checking”');
    expect(await harness.bot.store.getUserLink(TEAM, NEWBIE)).toBeUndefined();

    const dmSince = harness.slack.calls.length;
    harness.caseApi.requests.length = 0;
    const linked = await submit(CallbackId.linkModal, ADMIN, {
      link_slack_user: { link_slack_user: { type: 'users_select', selected_user: NEWBIE } },
      link_user_name: { link_user_name: { type: 'plain_text_input', value: 'b.smith' } },
    });
    expect(linked).toEqual({});
    expect(harness.caseApi.requests.map((r) => [r.operation, r.query.userName])).toEqual([['GetCases', 'b.smith']]);
    expect(await harness.bot.store.getUserLink(TEAM, NEWBIE)).toMatchObject({ userName: 'b.smith' });
    // They had asked: told by DM (through the outbox), in their language.
    const told = await waitForCall('chat.postMessage', dmSince, (p) => String(p.text).includes('as you asked'));
    expect(told.text).toContain('You’re linked to the case service as *b.smith*, as you asked.');
    const newbieHome = await openHome(NEWBIE);
    expect(visibleText(newbieHome)).toContain('as *b.smith*');
    await harness.ask('/case', '1234', { userId: NEWBIE });

    const adminHome = await openHome(ADMIN);
    expect(visibleText(adminHome)).not.toContain('Asked for access');
    expect(visibleText(adminHome)).toContain(`<@${NEWBIE}> → *b.smith*`);
    const unlink = findButtons(adminHome).find((b) => UNLINK.test(b.action_id) && b.value?.includes(NEWBIE));
    expect(unlink).toBeDefined();
    // Unlink asks about the person by the name Slack shows, and their userName.
    expect((unlink as { confirm?: { text?: { text?: string } } }).confirm?.text?.text).toBe(
      'Unlink @Nina (b.smith)? casebot will no longer show them cases.',
    );
    // The same button made for another workspace does nothing here.
    const logs = harness.logs.length;
    await post(
      blockActionsBody({
        teamId: TEAM,
        userId: ADMIN,
        actionId: unlink?.action_id ?? '',
        value: JSON.stringify({ t: OTHER_TEAM, u: NEWBIE }),
        responseUrl: '',
        view: { id: `VHOME${ADMIN}`, hash: 'h', type: 'home' },
      }),
    );
    expect((await harness.logLine('action admin_unlink_user', logs)).outcome).toBe('stale_button');
    expect(await harness.bot.store.getUserLink(TEAM, NEWBIE)).toMatchObject({ userName: 'b.smith' });
    const before = harness.slack.calls.length;
    await post(
      blockActionsBody({
        teamId: TEAM,
        userId: ADMIN,
        actionId: unlink?.action_id ?? '',
        value: unlink?.value ?? '',
        responseUrl: '',
        view: { id: `VHOME${ADMIN}`, hash: 'h', type: 'home' },
      }),
    );
    const after = await published(ADMIN, before);
    expect(visibleText(after)).not.toContain(`<@${NEWBIE}> → `);
    expect(await harness.bot.store.getUserLink(TEAM, NEWBIE)).toBeUndefined();
    const { db } = openDatabase(harness.databaseUrl);
    try {
      expect(await createHomeData(db).recentCases(TEAM, NEWBIE)).toEqual([]);
      const trail = await createHomeData(db).recentAudit(TEAM, 10);
      expect(trail.map((e) => e.action)).toEqual(expect.arrayContaining(['user.linked', 'user.unlinked']));
      expect(JSON.stringify(trail)).not.toContain('tok-');
    } finally {
      await db.destroy();
    }
  });

  it('refuses a non-admin’s forged settings, link and unlink: nothing changes', async () => {
    const forged = await submit(
      CallbackId.settingsModal,
      BOB,
      settings({ client_name: 'evil', api_token: 'tok-evil-000000' }),
    );
    expect(forged.response_action).toBe('errors');
    expect(forged.errors?.client_name).toMatch(/admin/i);
    expect((await harness.bot.store.getWorkspace(TEAM))?.clientName).toBe('acme');

    const link = await submit(CallbackId.linkModal, BOB, {
      link_slack_user: { link_slack_user: { type: 'users_select', selected_user: BOB } },
      link_user_name: { link_user_name: { type: 'plain_text_input', value: 'helpdesk' } },
    });
    expect(link.response_action).toBe('errors');
    expect(await harness.bot.store.getUserLink(TEAM, BOB)).toBeUndefined();

    const logs = harness.logs.length;
    await post(
      blockActionsBody({
        teamId: TEAM,
        userId: BOB,
        actionId: `${ActionId.unlinkPrefix}0`,
        value: JSON.stringify({ t: TEAM, u: USER }),
        responseUrl: '',
        view: { id: `VHOME${BOB}`, hash: 'h', type: 'home' },
      }),
    );
    const line = await harness.logLine('action admin_unlink_user', logs);
    expect(line.outcome).toBe('not_admin');
    expect(await harness.bot.store.getUserLink(TEAM, USER)).toMatchObject({ userName: 'j.doe' });
    // A non-admin's Home has no admin part.
    expect(visibleText(await openHome(BOB))).not.toContain('Connection to the case service');
  });

  it('lets an admin connect a workspace that is not connected yet, from Home alone', async () => {
    const adminOther = 'U0OTHERADMIN';
    harness.slack.users.set(adminOther, { name: 'Olga', locale: 'de-DE', admin: true });
    const home = await openHome(adminOther, OTHER_TEAM);
    expect(visibleText(home)).toContain('noch nicht');
    expect(findButtons(home).map((b) => b.action_id)).toEqual([ActionId.editConnection]);

    // A new workspace needs a token.
    const noToken = await submit(CallbackId.settingsModal, adminOther, settings({ client_name: 'other' }), OTHER_TEAM);
    expect(Object.keys(noToken.errors ?? {})).toEqual(['api_token']);

    const since = harness.slack.calls.length;
    const saved = await submit(
      CallbackId.settingsModal,
      adminOther,
      settings({ client_name: 'other', api_token: 'tok-other-secret-9999', case_url: '' }),
      OTHER_TEAM,
    );
    expect(saved).toEqual({});
    const after = await published(adminOther, since);
    expect(visibleText(after)).toContain('••••9999');
    // The other workspace's admin sees its own people only, and T0ACME's settings are untouched.
    expect(visibleText(after)).not.toContain(`<@${USER}>`);
    expect((await harness.bot.store.getWorkspace(TEAM))?.clientName).toBe('acme');

    const linked = await submit(
      CallbackId.linkModal,
      adminOther,
      {
        link_slack_user: { link_slack_user: { type: 'users_select', selected_user: adminOther } },
        link_user_name: { link_user_name: { type: 'plain_text_input', value: 'o.user' } },
      },
      OTHER_TEAM,
    );
    expect(linked).toEqual({});
    const { reply } = await harness.ask('/case', '77', { teamId: OTHER_TEAM, userId: adminOther });
    expect(visibleText(reply)).toContain('Other team');
  });

  it('keeps settings connected for a whole Grid org to the org’s admins: a workspace admin may not change them', async () => {
    await harness.bot.store.putWorkspace(workspace({ teamId: 'E0GRID', clientName: 'grid' }));
    harness.slack.users.set('U0TEAMADMIN', { name: 'Tess', admin: true, orgAdmin: false });
    harness.slack.users.set('U0ORGADMIN', { name: 'Orla', admin: false, orgAdmin: true });
    const change = settings({ client_name: 'grid-renamed', case_url: '' });
    const refused = await submit(CallbackId.settingsModal, 'U0TEAMADMIN', change, 'T0GRIDTEAM', 'E0GRID');
    expect(refused.response_action).toBe('errors');
    expect((await harness.bot.store.getWorkspace('E0GRID'))?.clientName).toBe('grid');
    expect(await submit(CallbackId.settingsModal, 'U0ORGADMIN', change, 'T0GRIDTEAM', 'E0GRID')).toEqual({});
    expect((await harness.bot.store.getWorkspace('E0GRID'))?.clientName).toBe('grid-renamed');
  });

  it('opens no modal for a non-admin’s Edit connection or Link a person, and lets a casebot admin named with the CLI in', async () => {
    for (const actionId of [ActionId.editConnection, ActionId.linkUser]) {
      const logs = harness.logs.length;
      const views = harness.viewChanges.length;
      await post(
        blockActionsBody({
          teamId: TEAM,
          userId: BOB,
          actionId,
          value: 'x',
          responseUrl: '',
          view: { id: `VHOME${BOB}`, hash: 'h', type: 'home' },
        }),
      );
      expect((await harness.logLine(`action ${actionId}`, logs)).outcome).toBe('not_admin');
      expect(harness.viewChanges.length).toBe(views);
    }
    const { db } = openDatabase(harness.databaseUrl);
    try {
      await createHomeData(db).addAdmin(TEAM, BOB);
    } finally {
      await db.destroy();
    }
    expect(visibleText(await openHome(BOB))).toContain('Connexion au service de dossiers');
    const since = harness.viewChanges.length;
    await clickHome(await openHome(BOB), ActionId.editConnection, BOB);
    const [opened] = await harness.waitForViews(since, 1);
    expect(opened?.view.callback_id).toBe(CallbackId.settingsModal);
  });

  it('sends the stored token to a new base URL only when the admin types it again', async () => {
    const moved = settings({ base_url: 'https://elsewhere.example/api', time_zone: 'UTC', language: 'en' });
    const refused = await submit(CallbackId.settingsModal, ADMIN, moved);
    expect(Object.keys(refused.errors ?? {})).toEqual(['api_token']);
    expect(refused.errors?.api_token).toContain('enter the api token again');
    expect((await harness.bot.store.getWorkspace(TEAM))?.baseUrl).toBeNull();
  });

  it('offers an admin who is not linked Link myself (not Request access), and checks as their link once linked', async () => {
    const home = await openHome(ADMIN);
    expect(visibleText(home)).toContain('link your own Slack account to a case service user');
    expect(findButtons(home).map((b) => b.action_id)).not.toContain(ActionId.requestAccess);
    const since = harness.viewChanges.length;
    await clickHome(home, ActionId.linkSelf, ADMIN);
    const [opened] = await harness.waitForViews(since, 1);
    expect(opened?.view.callback_id).toBe(CallbackId.linkModal);
    expect(JSON.stringify(opened?.view)).toContain(`"initial_user":"${ADMIN}"`);
    // Linked unchecked, as an admin may: saved, and the audit says so.
    const linked = await submit(CallbackId.linkModal, ADMIN, {
      link_slack_user: { link_slack_user: { type: 'users_select', selected_user: ADMIN } },
      link_user_name: { link_user_name: { type: 'plain_text_input', value: 'helpdesk' } },
      link_unchecked: { link_unchecked: { type: 'checkboxes', selected_options: [{ value: 'unchecked' }] } },
    });
    expect(linked).toEqual({});
    const after = await openHome(ADMIN);
    // The recent changes say it was not checked.
    expect(visibleText(after)).toContain('as helpdesk (not checked)');
    // Edit connection's Check as is their own link now.
    const views = harness.viewChanges.length;
    await clickHome(after, ActionId.editConnection, ADMIN);
    const [settingsView] = await harness.waitForViews(views, 1);
    const checkAs = (
      settingsView?.view.blocks as Array<{ block_id?: string; element?: { initial_value?: string } }>
    ).find((b) => b.block_id === ActionId.checkAs);
    expect(checkAs?.element?.initial_value).toBe('helpdesk');
    await harness.bot.store.unlinkUser(TEAM, ADMIN);
  });
});
