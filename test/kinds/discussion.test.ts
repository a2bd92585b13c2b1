import { DiscussionId } from '../../src/kinds/discussion/ids';
import { createDiscussionStore, MAX_DISCUSSIONS_PER_CASE } from '../../src/kinds/discussion/store';
import { migrateToLatest } from '../../src/kinds/registry';
import { openDatabase } from '../../src/workspaces/database';
import { postSigned, shortcutBody } from '../../src/sandbox/slack-requests';
import { decoded } from '../../src/sandbox/slack-api-server';
import { ENGINES, type TestDatabase } from '../helpers/databases';
import { account, fakeCase } from '../helpers/fake-cases';
import { Harness, SIGNING_SECRET, TEAM, USER, visibleText } from '../helpers/harness';
import { waitUntil } from '../helpers/wait';
import { channelForm } from '../helpers/channel-form';

// Where a case is discussed, end to end on each engine: remembered from an unfurl, a share, a case's own
// channel and the Link to a case shortcut; shown on a reader's card only where they may open the
// conversation; forgotten when the message, the channel or the workspace goes.
const BOB = 'U0BOB';
const EVE = 'U0EVE';
const OTHER_TEAM = 'T0OTHER';
const LINK = 'https://cases.acme.example/case/1234';
const permalink = (channel: string, ts: string) =>
  `https://sandbox.slack.example/archives/${channel}/p${ts.replace('.', '')}`;

describe.each(ENGINES)('where a case is discussed, on %s', (_engine, makeDatabase) => {
  const printer = fakeCase({ caseNumber: 1234, subject: 'Printer on floor 3', visibleTo: ['j.doe', 'b.other'] });
  const toner = fakeCase({ caseNumber: 1300, subject: 'Toner order', visibleTo: ['j.doe', 'b.other'] });
  const tonerToo = fakeCase({ caseNumber: 1301, subject: 'Toner order again', visibleTo: ['j.doe', 'b.other'] });
  let database: TestDatabase;
  let harness: Harness;
  let seq = 0;

  beforeAll(async () => {
    database = await makeDatabase();
    harness = new Harness({
      accounts: {
        acme: account([printer, toner, tonerToo], { users: ['j.doe', 'b.other', 'e.outsider'] }),
        other: account([fakeCase({ caseNumber: 77, subject: 'Other team' })], {
          apiToken: 'tok-other-secret-9999',
          users: ['o.user'],
        }),
      },
      workspaces: [
        { caseUrlTemplate: 'https://cases.acme.example/case/{number}' },
        {
          teamId: OTHER_TEAM,
          clientName: 'other',
          apiToken: 'tok-other-secret-9999',
          caseUrlTemplate: 'https://cases.acme.example/case/{number}',
        },
      ],
      links: [
        { slackUserId: USER, userName: 'j.doe' },
        { slackUserId: BOB, userName: 'b.other' },
        { slackUserId: EVE, userName: 'e.outsider' },
        { teamId: OTHER_TEAM, slackUserId: 'U0OSCAR', userName: 'o.user' },
      ],
      databaseUrl: database.url,
    });
    await harness.start();
    harness.slack.users.set(BOB, { locale: 'en-US' });
    // A private channel only Alice is in.
    harness.slack.channels.set('G0PRIVATE', {
      id: 'G0PRIVATE',
      name: 'escalations',
      isPrivate: true,
      topic: '',
      members: new Set([USER, 'U0CASEBOT']),
      pins: [],
      bookmarks: [],
      archived: false,
    });
  });
  afterAll(async () => {
    await harness.close();
    await database.drop();
  });

  const rows = async (teamId = TEAM) => {
    const { db } = openDatabase(harness.databaseUrl);
    try {
      return await db.selectFrom('case_discussions').selectAll().where('team_id', '=', teamId).execute();
    } finally {
      await db.destroy();
    }
  };
  const handled = (name: string) => harness.logs.filter((l) => l.includes(`"msg":"event ${name}"`)).length;
  /** A message with case links posted in `channel`; over when the event's outcome line is written. */
  const unfurled = async (channel: string, links: string[], user = USER, teamId = TEAM) => {
    seq += 1;
    const ts = `1700000000.${String(seq).padStart(6, '0')}`;
    const before = handled('link_shared');
    await harness.event({
      teamId,
      event: {
        type: 'link_shared',
        channel,
        is_bot_user_member: false,
        user,
        message_ts: ts,
        source: 'conversations_history',
        unfurl_id: `U.${seq}`,
        links: links.map((url) => ({ url, domain: new URL(url).hostname })),
      },
    });
    await waitUntil('the unfurl’s outcome line', () => handled('link_shared') > before);
    return ts;
  };
  const cardOf = async (userId: string, number = 1234) =>
    (await harness.ask('/case', String(number), { userId })).reply;

  it('shows a case linked in a channel by one person on another reader’s card, with a link to the message', async () => {
    const ts = await unfurled('C0GENERAL', [LINK]);
    const card = await cardOf(BOB);
    const text = visibleText(card);
    expect(text).toContain('Discussed in:');
    expect(JSON.stringify(card)).toContain(`<${permalink('C0GENERAL', ts)}|#support>`);
    const [row] = await rows();
    expect(row).toMatchObject({ case_number: 1234, channel_id: 'C0GENERAL', message_ts: ts, source: 'unfurl' });
    expect(row?.linked_by).toBe(USER);
    // Nothing of it is due in a poll: the workspace's poll asks the case service nothing for it.
    harness.caseApi.requests.length = 0;
    await waitUntil('a poll of the workspace', async () => (await harness.bot.pollNow(TEAM)) !== 'busy');
    expect(harness.caseApi.requests).toEqual([]);
    expect(await rows()).toHaveLength(1);
  });

  it('says it in the side panel too, as a field, to whoever opens it', async () => {
    harness.slack.calls.length = 0;
    const before = handled('entity_details_requested');
    await harness.event({
      teamId: TEAM,
      event: {
        type: 'entity_details_requested',
        user: BOB,
        trigger_id: '123.456.trigger',
        link: { url: LINK, domain: 'cases.acme.example' },
        entity_url: LINK,
        app_unfurl_url: LINK,
        user_locale: 'en-US',
        external_ref: { id: String(printer.complaintId), type: 'case' },
        channel: 'C0GENERAL',
        message_ts: '1700000000.000001',
      },
    });
    await waitUntil('the panel’s outcome line', () => handled('entity_details_requested') > before);
    const panel = harness.slack.calls.find((c) => c.method === 'entity.presentDetails');
    const fields = JSON.stringify(decoded(panel?.params ?? {}).metadata);
    expect(fields).toContain('"discussed_in"');
    expect(fields).toContain('Discussed in');
    expect(fields).toContain('#support');
  });

  it('shows a private channel’s link to its members only', async () => {
    const ts = await unfurled('G0PRIVATE', [LINK]);
    expect(JSON.stringify(await cardOf(USER))).toContain(`<${permalink('G0PRIVATE', ts)}|#escalations>`);
    const bobs = JSON.stringify(await cardOf(BOB));
    expect(bobs).not.toContain('G0PRIVATE');
    expect(bobs).not.toContain('escalations');
    // A card shared into a channel, which anyone there reads, names public channels only.
    const card = await cardOf(USER);
    await harness.click(card, 'case_share');
    const shared = harness.slack.messages.get('C0GENERAL')?.at(-1);
    expect(JSON.stringify(shared)).toContain('#support');
    expect(JSON.stringify(shared)).not.toContain('escalations');
  });

  it('remembers nothing of a case that does not exist, one the poster may not see, or another workspace’s', async () => {
    const before = (await rows()).length;
    await unfurled('C0GENERAL', ['https://cases.acme.example/case/9999']);
    await unfurled('C0GENERAL', [LINK], EVE);
    await unfurled('C0GENERAL', [LINK], 'U0OSCAR', OTHER_TEAM);
    expect(await rows()).toHaveLength(before);
    expect(await rows(OTHER_TEAM)).toEqual([]);
  });

  const shortcut = async (
    text: string,
    options: { userId?: string; threadTs?: string; channel?: string; ts?: string } = {},
  ) => {
    seq += 1;
    const ts = options.ts ?? `1700000100.${String(seq).padStart(6, '0')}`;
    const id = `link-${seq}`;
    const since = harness.viewChanges.length;
    const ack = await postSigned(
      harness.eventsUrl,
      SIGNING_SECRET,
      shortcutBody({
        teamId: TEAM,
        userId: options.userId ?? USER,
        callbackId: DiscussionId.linkShortcut,
        message: {
          text,
          ts,
          channelId: options.channel ?? 'C0HELPDESK',
          responseUrl: harness.slack.responseUrl(id),
          ...(options.threadTs ? { threadTs: options.threadTs } : {}),
        },
      }),
    );
    expect(ack.status).toBe(200);
    const [opened] = await harness.waitForViews(since);
    if (!opened) throw new Error('no modal');
    return { opened, ts, id };
  };
  const typedCase = (value: string) => ({
    [DiscussionId.linkCase]: { [DiscussionId.linkCase]: { type: 'plain_text_input', value } },
  });

  it('links a message in a thread with the shortcut, the case picked by its number or its words', async () => {
    const { opened, ts, id } = await shortcut('The printer again, see #1234', { threadTs: '1700000099.000001' });
    expect(opened.view.callback_id).toBe(DiscussionId.linkModal);
    // The case the message names is proposed.
    expect(JSON.stringify(opened.view)).toContain('"initial_value":"1234"');
    expect((await harness.submitView(opened, typedCase('1234'))).status).toBe(200);
    const [said] = await harness.slack.waitForPosts(id);
    expect(said?.response_type).toBe('ephemeral');
    expect(visibleText(said ?? {})).toContain(
      'Linked: case 1234’s card now shows this message as discussed in <#C0HELPDESK>.',
    );
    const row = (await rows()).find((r) => r.message_ts === ts);
    expect(row).toMatchObject({ channel_id: 'C0HELPDESK', thread_ts: '1700000099.000001', source: 'shortcut' });
    expect(JSON.stringify(await cardOf(BOB))).toContain(`<${permalink('C0HELPDESK', ts)}|#helpdesk>`);

    // A pasted case link is its number.
    const byLink = await shortcut('this one');
    await harness.submitView(byLink.opened, typedCase(LINK));
    expect(visibleText((await harness.slack.waitForPosts(byLink.id))[0] ?? {})).toContain('Linked: case 1234’s card');

    // A message casebot already remembers (its link unfurled) is said to be linked already, and kept once.
    const unfurledTs = await unfurled('C0HELPDESK', [LINK]);
    const again = await shortcut(LINK, { channel: 'C0HELPDESK', ts: unfurledTs });
    await harness.submitView(again.opened, typedCase('1234'));
    expect(visibleText((await harness.slack.waitForPosts(again.id))[0] ?? {})).toContain(
      'This message was linked to case 1234 already: its card shows it as discussed in <#C0HELPDESK>.',
    );
    expect((await rows()).filter((r) => r.message_ts === unfurledTs)).toHaveLength(1);

    // By words: the one case they find.
    const byWords = await shortcut('this one');
    await harness.submitView(byWords.opened, typedCase('Printer on floor'));
    const [linked] = await harness.slack.waitForPosts(byWords.id);
    expect(visibleText(linked ?? {})).toContain('Linked: case 1234’s card');
  });

  it('tells the linker privately when the case cannot be linked, and keeps nothing', async () => {
    const before = (await rows()).length;
    const missing = await shortcut('hm');
    await harness.submitView(missing.opened, typedCase('9999'));
    expect(visibleText((await harness.slack.waitForPosts(missing.id))[0] ?? {})).toContain(
      'Case 9999 was not found, or you may not see it: nothing was linked.',
    );
    const notTheirs = await shortcut('hm', { userId: EVE });
    await harness.submitView(notTheirs.opened, typedCase('1234'), EVE);
    expect(visibleText((await harness.slack.waitForPosts(notTheirs.id))[0] ?? {})).toContain('Case 1234 was not found');
    const many = await shortcut('hm');
    await harness.submitView(many.opened, typedCase('Toner'));
    expect(visibleText((await harness.slack.waitForPosts(many.id))[0] ?? {})).toContain(
      'More than one case matches “Toner” (#1300, #1301): link one by its number.',
    );
    // Nothing typed: said on the modal, which stays open.
    const empty = await shortcut('hm');
    const ack = await harness.submitView(empty.opened, typedCase('  '));
    expect(JSON.parse(ack.text)).toEqual({
      response_action: 'errors',
      errors: { [DiscussionId.linkCase]: 'Type a case number, or words from its subject.' },
    });
    expect(await rows()).toHaveLength(before);
  });

  it('remembers a case’s own channel, named once on the card (as its channel) and listed with the rest', async () => {
    const { askForChannel, submit } = channelForm(harness);
    await submit(await askForChannel(1234));
    const [made] = [...harness.slack.channels.values()].filter((c) => c.id.startsWith('C0NEW'));
    const row = (await rows()).find((r) => r.source === 'channel');
    expect(row).toMatchObject({ channel_id: made?.id, message_ts: '', linked_by: USER });
  });

  it('names the newest three on the card and lists every one a reader may open under All conversations', async () => {
    for (const channel of ['C0ONE', 'C0TWO', 'C0THREE']) await unfurled(channel, [LINK]);
    const card = await cardOf(BOB);
    const text = visibleText(card);
    expect(text).toMatch(/Discussed in: .*#three.*#two.*#one.* and 6 more/);
    const since = harness.viewChanges.length;
    await harness.click(card, DiscussionId.all, { userId: BOB, expectPosts: 0 });
    const [list] = await harness.waitForViews(since);
    const listed = visibleText(list?.view ?? {});
    for (const name of ['#three', '#two', '#one', '#helpdesk', '#support']) expect(listed).toContain(name);
    const own = (await rows()).find((r) => r.source === 'channel');
    expect(listed).toContain(`<#${own?.channel_id}>`);
    expect(text.match(/<#C0NEW/g)).toHaveLength(1);
    expect(listed).not.toContain('escalations');
    expect(listed).toContain(`linked by <@${USER}>`);
  });

  it('asks Slack once per conversation for a card, its line and its button alike', async () => {
    const ts = await unfurled('C0FRESH', [LINK]);
    harness.slack.calls.length = 0;
    await cardOf(BOB);
    const asked = (method: string) =>
      harness.slack.calls.filter((c) => c.method === method && decoded(c.params).channel === 'C0FRESH');
    expect(asked('conversations.info')).toHaveLength(1);
    expect(asked('chat.getPermalink').map((c) => decoded(c.params).message_ts)).toEqual([ts]);
  });

  it('forgets a deleted message, an archived channel, and everything of a workspace that uninstalls', async () => {
    // A message deleted before anyone looked again: Slack no longer finds it, and it is forgotten.
    const ts = await unfurled('C0FIVE', [LINK]);
    harness.slack.deletedMessages.add(`C0FIVE/${ts}`);
    expect(JSON.stringify(await cardOf(USER))).not.toContain('C0FIVE');
    expect((await rows()).filter((r) => r.channel_id === 'C0FIVE')).toEqual([]);

    const before = handled('channel_archive');
    await harness.event({ teamId: TEAM, event: { type: 'channel_archive', channel: 'C0ONE', user: USER } });
    await waitUntil('the archive’s outcome line', () => handled('channel_archive') > before);
    expect((await rows()).filter((r) => r.channel_id === 'C0ONE')).toEqual([]);
    expect((await rows()).some((r) => r.channel_id === 'C0TWO')).toBe(true);

    // Uninstalled: its next poll ends everything of it (polled now, on demand).
    const told = handled('app_uninstalled');
    await harness.event({ teamId: TEAM, event: { type: 'app_uninstalled' } });
    await waitUntil('the uninstall’s outcome line', () => handled('app_uninstalled') > told);
    await waitUntil('everything of the workspace forgotten', async () => {
      await harness.bot.pollNow(TEAM);
      return (await rows()).length === 0;
    });
  });

  it(`keeps the newest ${MAX_DISCUSSIONS_PER_CASE} conversations of a case, however many times it comes up`, async () => {
    // A database of its own: the running casebot's poll forgets what a workspace not connected kept.
    const own = await makeDatabase();
    const { db } = openDatabase(own.url);
    try {
      await migrateToLatest(db);
      let now = Date.UTC(2026, 11, 1);
      const store = createDiscussionStore(db, { now: () => new Date((now += 1000)) });
      for (let i = 0; i < 1000; i++) {
        await store.remember({
          teamId: TEAM,
          caseId: 1,
          caseNumber: 1,
          channelId: `C0CAP${i % 7}`,
          messageTs: `1700000200.${String(i).padStart(6, '0')}`,
          threadTs: '',
          source: 'unfurl',
          linkedBy: USER,
        });
      }
      const kept = (await store.ofCases(TEAM, [1])).get(1) ?? [];
      expect(kept).toHaveLength(MAX_DISCUSSIONS_PER_CASE);
      expect(kept[0]?.messageTs).toBe('1700000200.000999');
      expect(kept.at(-1)?.messageTs).toBe(`1700000200.${String(1000 - MAX_DISCUSSIONS_PER_CASE).padStart(6, '0')}`);
    } finally {
      await db.destroy();
      await own.drop();
    }
  });
});
