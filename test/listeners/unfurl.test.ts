import { LiveCardId } from '../../src/kinds/live-card/ids';
import { encodeValue } from '../../src/blocks/button-values';
import { decoded } from '../../src/sandbox/slack-api-server';
import { account, fakeCase } from '../helpers/fake-cases';
import { Harness, TEAM, USER, visibleText } from '../helpers/harness';
import { waitUntil } from '../helpers/wait';

const printer = fakeCase({
  caseNumber: 1234,
  subject: 'Printer on floor 3',
  customerMobile: '+44 20 7946 0000',
  priority: 'High',
  notes: [{ id: 1, note: 'Toner replaced', createdOn: new Date(Date.UTC(2026, 10, 4, 9, 0)), createdBy: 'j.doe' }],
});
const LINK = 'https://cases.acme.example/case/1234';

describe('case links unfurl', () => {
  const harness = new Harness({
    accounts: { acme: account([printer], { users: ['j.doe', 'b.other'] }) },
    workspaces: [{ caseUrlTemplate: 'https://cases.acme.example/case/{number}', language: 'fr' }],
    links: [
      { slackUserId: USER, userName: 'j.doe' },
      { slackUserId: 'U0EVE', userName: 'e.outsider' },
    ],
  });
  beforeAll(() => harness.start());
  afterAll(() => harness.close());
  beforeEach(() => {
    harness.caseApi.requests.length = 0;
    harness.slack.calls.length = 0;
  });

  let shared = 0;
  const handled = () => harness.logs.filter((l) => l.includes('"msg":"event link_shared"')).length;
  /** Posts a link_shared event; over when its outcome line is written (after all it did), as every one before. */
  const share = async (links: string[], user = USER) => {
    shared += 1;
    const expected = shared;
    const answer = await harness.event({
      teamId: TEAM,
      event: {
        type: 'link_shared',
        channel: 'C0GENERAL',
        is_bot_user_member: false,
        user,
        message_ts: '1700000000.000200',
        unfurl_id: 'U.123',
        source: 'conversations_history',
        links: links.map((url) => ({ url, domain: new URL(url).hostname })),
      },
    });
    await waitUntil('the event’s outcome line', () => handled() >= expected);
    return answer;
  };
  const calls = async (method: string, wait = true) => {
    for (let i = 0; wait && i < 200 && !harness.slack.calls.some((c) => c.method === method); i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return harness.slack.calls.filter((c) => c.method === method).map((c) => decoded(c.params));
  };

  it('unfurls a case link as the compact card in the workspace language, with Work Object metadata', async () => {
    expect((await share([LINK, 'https://elsewhere.example/case/1'])).status).toBe(200);
    const [unfurl] = await calls('chat.unfurl');
    expect(unfurl).toMatchObject({ unfurl_id: 'U.123', source: 'conversations_history' });
    const unfurls = unfurl?.unfurls as Record<string, { blocks: unknown[] }>;
    expect(Object.keys(unfurls)).toEqual([LINK]);
    const text = visibleText({ blocks: unfurls[LINK]?.blocks });
    expect(text).toContain('Dossier n° 1234 · Printer on floor 3');
    expect(text).toContain('*Priorité*');
    // The workspace does not share contact details in channels.
    expect(text).not.toContain('+44 20 7946 0000');
    const [entity] = (unfurl?.metadata as { entities: Record<string, unknown>[] }).entities;
    expect(entity).toMatchObject({
      entity_type: 'slack#/entities/task',
      external_ref: { id: String(printer.complaintId), type: 'case' },
      url: LINK,
      app_unfurl_url: LINK,
      entity_payload: { attributes: { title: { text: '#1234 · Printer on floor 3' }, display_id: '#1234' } },
    });
    expect(JSON.stringify(entity)).not.toContain('+44 20 7946 0000');
    // Fetched as the person who posted the link, in the workspace's language (French: 6).
    expect(harness.caseApi.requests.map((r) => [r.query.userName, r.query.languageId])).toContainEqual(['j.doe', '6']);
  });

  it('unfurls nothing for a link outside the template, or a case the poster may not see', async () => {
    await share(['https://cases.acme.example/cases/1234', 'https://cases.acme.example/case/9999']);
    expect(await calls('chat.unfurl', false)).toEqual([]);
    await share([LINK], 'U0EVE');
    expect(await calls('chat.unfurl', false)).toEqual([]);
  });

  it('gives someone not linked no unfurl and one private hint a day', async () => {
    await share([LINK], 'U0NOBODY');
    const [hint] = await calls('chat.postEphemeral');
    expect(hint).toMatchObject({ channel: 'C0GENERAL', user: 'U0NOBODY' });
    expect(String(hint?.text)).toContain('press *Request access*');
    await share([LINK], 'U0NOBODY');
    expect(await calls('chat.postEphemeral', false)).toHaveLength(1);
    expect(await calls('chat.unfurl', false)).toEqual([]);
    expect(harness.caseApi.requests).toEqual([]);
  });

  const details = (user: string, locale = 'de-DE') =>
    harness.event({
      teamId: TEAM,
      event: {
        type: 'entity_details_requested',
        user,
        trigger_id: '123.456.trigger',
        link: { url: LINK, domain: 'cases.acme.example' },
        entity_url: LINK,
        app_unfurl_url: LINK,
        user_locale: locale,
        external_ref: { id: String(printer.complaintId), type: 'case' },
        channel: 'C0GENERAL',
        message_ts: '1700000000.000200',
      },
    });

  it('shows the full case in the side panel, fetched as the viewer, in their language', async () => {
    await details(USER);
    const [panel] = await calls('entity.presentDetails');
    expect(panel?.trigger_id).toBe('123.456.trigger');
    const metadata = panel?.metadata as Record<string, unknown>;
    expect(JSON.stringify(metadata)).toContain('+44 20 7946 0000');
    expect(metadata).toMatchObject({ entity_payload: { attributes: { display_type: 'Vorgang' } } });
    // The comments tab's entry point: the one note, and when it was written.
    expect(metadata).toMatchObject({ entity_comments: { count: 1, latest_timestamp: expect.any(Number) } });
    expect(harness.caseApi.requests.map((r) => [r.query.userName, r.query.languageId])).toEqual([['j.doe', '7']]);
  });

  type Panel = {
    entity_payload: {
      attributes: { metadata_last_modified?: number };
      actions?: { primary_actions: Array<Record<string, string>>; overflow_actions: Array<Record<string, string>> };
    };
  };
  const actionsOf = (call: Record<string, unknown> | undefined) =>
    (call?.metadata as Panel | undefined)?.entity_payload.actions;

  it('answers the card’s own Open a channel pressed in the side panel (no response_url): the form opens, nothing unhandled', async () => {
    harness.slack.calls.length = 0;
    const since = harness.logs.length;
    const value = encodeValue({ t: TEAM, c: printer.complaintId, n: 1234 });
    const line = await harness.clickInPanel(LiveCardId.openChannel, value);
    expect(line).toMatchObject({ outcome: 'ok' });
    expect(await calls('views.open')).toHaveLength(1);
    expect(harness.logs.slice(since).some((l) => l.includes('unhandled Bolt error'))).toBe(false);
    // Someone not linked is told why in their DM with casebot (there is no message to answer).
    harness.slack.calls.length = 0;
    expect(await harness.clickInPanel(LiveCardId.openChannel, value, { userId: 'U0NOBODY' })).toMatchObject({
      outcome: 'user_not_linked',
    });
    const [told] = await calls('chat.postMessage');
    expect(told).toMatchObject({ channel: 'U0NOBODY' });
    expect(String(told?.text)).toContain("isn't linked");
  });

  it.each([
    ['case_open_channel', LiveCardId.openChannel],
    ['panel_channel', LiveCardId.panelChannel],
  ])(
    'opens the form from a card or panel drawn before Open a channel’s id named its module (%s)',
    async (former, loggedAs) => {
      harness.slack.calls.length = 0;
      const value = encodeValue({ t: TEAM, c: printer.complaintId, n: 1234 });
      expect(await harness.clickInPanel(former, value, { loggedAs })).toMatchObject({ outcome: 'ok' });
      expect(await calls('views.open')).toHaveLength(1);
    },
  );

  it('offers Watch, Open a channel and the case page in the side panel, and Watch redraws it as the clicker', async () => {
    await details(USER, 'en-US');
    const [panel] = await calls('entity.presentDetails');
    const actions = actionsOf(panel);
    expect(actions?.primary_actions.map((a) => [a.action_id, a.text])).toEqual([
      ['panel_watch', 'Watch'],
      ['case_channel_panel', 'Open a channel'],
    ]);
    expect(actions?.overflow_actions).toEqual([{ text: 'Open in case service', action_id: 'panel_open', url: LINK }]);
    const watchValue = actions?.primary_actions[0]?.value ?? '';
    harness.slack.calls.length = 0;
    const line = await harness.clickInPanel('panel_watch', watchValue);
    expect(line).toMatchObject({ outcome: 'set_up', user: USER });
    const [redrawn] = await calls('entity.presentDetails');
    expect(actionsOf(redrawn)?.primary_actions.map((a) => a.text)).toEqual(['Stop watching', 'Open a channel']);
    expect((redrawn?.metadata as Panel).entity_payload.attributes.metadata_last_modified).toBeGreaterThan(0);
    // What it would say on a card goes to the clicker directly (the panel has no message to answer).
    const [told] = await calls('chat.postMessage');
    expect(told).toMatchObject({ channel: USER });
    expect(String(told?.text)).toContain('#1234');
    // Stop watching, the same way; a value from another workspace is stale, and changes nothing.
    harness.slack.calls.length = 0;
    expect(await harness.clickInPanel('panel_unwatch', watchValue)).toMatchObject({ outcome: 'stopped' });
    const [back] = await calls('entity.presentDetails');
    expect(actionsOf(back)?.primary_actions.map((a) => a.text)).toEqual(['Watch', 'Open a channel']);
    const foreign = watchValue.replace(TEAM, 'T0OTHER');
    expect(await harness.clickInPanel('panel_watch', foreign)).toMatchObject({ outcome: 'stale_button' });
    // Someone not linked is told why in the panel, and nothing is watched for them.
    harness.slack.calls.length = 0;
    expect(await harness.clickInPanel('panel_watch', watchValue, { userId: 'U0NOBODY' })).toMatchObject({
      outcome: 'user_not_linked',
    });
    const [refused] = await calls('entity.presentDetails');
    const said = String((refused?.error as { custom_message: string }).custom_message);
    expect(said).toContain("isn't linked");
    // The panel shows plain text: no emoji code, no markup.
    expect(said).not.toMatch(/[*_`]|:[a-z_]+:/);
  });

  it('tells a viewer who is not linked, or whom the service refuses, why; and shows nothing of the case', async () => {
    await details('U0NOBODY', 'en-US');
    const [unlinked] = await calls('entity.presentDetails');
    expect(unlinked?.error).toMatchObject({ status: 'custom' });
    expect(String((unlinked?.error as { custom_message: string }).custom_message)).toContain("isn't linked");
    expect(unlinked?.metadata).toBeUndefined();
    harness.slack.calls.length = 0;
    await details('U0EVE', 'en-US');
    const [refused] = await calls('entity.presentDetails');
    expect(String((refused?.error as { custom_message: string }).custom_message)).toContain('Unknown user e.outsider');
    expect(JSON.stringify(refused)).not.toContain('Printer');
  });
});

describe('the default user stands in only for members of its own workspace', () => {
  const harness = new Harness({
    accounts: { acme: account([printer], { users: ['j.doe', 'helpdesk'] }) },
    workspaces: [{ caseUrlTemplate: 'https://cases.acme.example/case/{number}', defaultUserName: 'helpdesk' }],
    links: [{ slackUserId: USER, userName: 'j.doe' }],
  });
  beforeAll(async () => {
    await harness.start();
    // Gus is a Slack Connect guest from another organisation, in a shared channel; Mia is a member.
    harness.slack.users.set('U0GUS', { team: 'T0OTHERORG' });
    harness.slack.users.set('U0MIA', { team: TEAM });
  });
  afterAll(() => harness.close());
  beforeEach(() => {
    harness.caseApi.requests.length = 0;
    harness.slack.calls.length = 0;
  });

  const linkShared = (user: string) =>
    harness.event({
      teamId: TEAM,
      event: {
        type: 'link_shared',
        channel: 'C0SHARED',
        user,
        message_ts: '1700000000.000300',
        links: [{ url: LINK, domain: 'cases.acme.example' }],
      },
    });
  const panel = (user: string) =>
    harness.event({
      teamId: TEAM,
      event: {
        type: 'entity_details_requested',
        user,
        trigger_id: `trigger-${user}`,
        entity_url: LINK,
        external_ref: { id: String(printer.complaintId), type: 'case' },
        channel: 'C0SHARED',
        message_ts: '1700000000.000300',
      },
    });
  const outcomeOf = async (name: string, user: string) => {
    for (let since = 0; ;) {
      const line = await harness.logLine(`event ${name}`, since);
      if (line.user === user) return line.outcome;
      since = harness.logs.findIndex((l) => l.includes(`"msg":"event ${name}"`) && l.includes(String(line.ref))) + 1;
    }
  };

  it('does not unfurl a guest’s link or open the side panel for them, and asks the case service nothing', async () => {
    await linkShared('U0GUS');
    expect(await outcomeOf('link_shared', 'U0GUS')).toBe('hinted');
    await panel('U0GUS');
    expect(await outcomeOf('entity_details_requested', 'U0GUS')).toBe('user_not_linked');
    const presented = harness.slack.calls
      .filter((c) => c.method === 'entity.presentDetails')
      .map((c) => decoded(c.params));
    expect(presented).toHaveLength(1);
    expect(JSON.stringify(presented[0])).not.toContain('+44');
    expect(harness.slack.calls.some((c) => c.method === 'chat.unfurl')).toBe(false);
    expect(harness.caseApi.requests).toEqual([]);
  });

  it('still serves a member of the workspace as the default user', async () => {
    await linkShared('U0MIA');
    expect(await outcomeOf('link_shared', 'U0MIA')).toBe('unfurled');
    expect(new Set(harness.caseApi.requests.map((r) => r.query.userName))).toEqual(new Set(['helpdesk']));
  });
});
