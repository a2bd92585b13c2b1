import { LiveCardId } from '../../src/kinds/live-card/ids';
import { sql } from 'kysely';
import { ActionId } from '../../src/blocks/ids';
import type { PostedMessage } from '../../src/sandbox/slack-api-server';
import { blockActionsBody, postSigned } from '../../src/sandbox/slack-requests';
import { createLiveCardStore } from '../../src/kinds/live-card/store';
import { openDatabase } from '../../src/workspaces/database';
import { account, fakeCase } from '../helpers/fake-cases';
import { Harness, SIGNING_SECRET, TEAM, USER, type ViewChange, visibleText, workspace } from '../helpers/harness';
import { THREAD_ONLY_VALUE } from '../../src/blocks/channel-quiet';
import { waitUntil } from '../helpers/wait';

// Cards that stay true, end to end on SQLite: a card shared into a channel is re-checked as the person
// who shared it, updated in place, its news told in its thread, and it ends when it should, saying so.
const INTERVAL_MS = 300;
const CHANNEL = 'C0GENERAL';
const BOB = 'U0BOB';
const CAROL = 'U0CAROL';

const note = (id: number, text: string, minute: number) => ({
  id,
  note: text,
  createdOn: new Date(Date.UTC(2026, 10, 20, 9, minute)),
  createdBy: 'a.smith',
});

describe('a shared card that stays true', () => {
  const cases = [1234, 1235, 1236, 1237, 1238, 1239, 1240, 1241].map((caseNumber) =>
    fakeCase({ caseNumber, subject: `Printer ${caseNumber}`, priority: 'High', notes: [note(1, 'first', 0)] }),
  );
  const byNumber = (n: number) => cases.find((c) => c.caseNumber === n) as (typeof cases)[number];
  const harness = new Harness({
    accounts: { acme: account(cases, { users: ['j.doe', 'b.other', 'c.carol'] }) },
    links: [
      { slackUserId: USER, userName: 'j.doe' },
      { slackUserId: BOB, userName: 'b.other' },
      { slackUserId: CAROL, userName: 'c.carol' },
    ],
    // A card's check is two calls: a hundred a second lets a 300 ms poll check every card.
    workspaces: [{ pollCallsPerMinute: 6000 }],
    settings: { detailsCacheMs: 0, peopleCacheMs: 0, poll: { intervalMs: INTERVAL_MS } },
  });
  beforeAll(async () => {
    await harness.start();
    harness.slack.users.set(BOB, { locale: 'en-US' });
    harness.slack.users.set(CAROL, { locale: 'en-US' });
  });
  afterAll(() => harness.close());

  const inChannel = (channel = CHANNEL) => harness.slack.messages.get(channel) ?? [];
  const thread = (card: PostedMessage) => inChannel(card.channel).filter((m) => m.thread_ts === card.ts);
  const now = (card: PostedMessage) => inChannel(card.channel).find((m) => m.ts === card.ts) as PostedMessage;
  const text = (m: PostedMessage) => visibleText({ text: m.text, blocks: m.blocks });
  /** Shares a case as `userId`: the card casebot posted in the channel. */
  const share = async (caseNumber: number, userId = USER) => {
    const before = inChannel().length;
    const { reply } = await harness.ask('/case', String(caseNumber), { userId });
    await harness.click(reply, ActionId.share, { userId });
    await waitUntil('the card in the channel', () => inChannel().length > before);
    return inChannel().at(-1) as PostedMessage;
  };
  const liveRows = async () => {
    const opened = openDatabase(harness.databaseUrl);
    try {
      return await createLiveCardStore(opened.db).cardsOf(TEAM);
    } finally {
      await opened.db.destroy();
    }
  };
  const isLive = async (card: PostedMessage) => (await liveRows()).some((r) => r.messageTs === card.ts);
  /** Runs SQL on casebot's database (time moved on for one card). */
  const age = async (card: PostedMessage, column: 'closed_since' | 'changed_at', days: number) => {
    const opened = openDatabase(harness.databaseUrl);
    try {
      const at = new Date(Date.now() - days * 86_400_000).toISOString();
      await sql`update live_cards set ${sql.ref(column)} = ${at} where message_ts = ${card.ts}`.execute(opened.db);
    } finally {
      await opened.db.destroy();
    }
  };

  it('updates the card in place and tells its thread what changed, once', async () => {
    const card = await share(1234);
    expect(text(card)).toContain('Kept up to date by casebot');
    expect(JSON.stringify(card.blocks)).toContain('"live_card_menu"');
    await harness.quiet();
    expect(now(card).edits).toBeUndefined();
    expect(thread(card)).toEqual([]);

    const c = byNumber(1234);
    c.status = 'In progress';
    c.notes.push(note(2, 'Technician booked for Tuesday', 5));
    await waitUntil(
      'the card updated and its thread told',
      () => (now(card).edits ?? 0) >= 1 && thread(card).length >= 1,
    );
    await harness.quiet();
    const updated = now(card);
    expect(updated.edits).toBe(1);
    expect(text(updated)).toContain('In progress');
    expect(text(updated)).toContain('Technician booked for Tuesday');
    expect(text(updated)).toMatch(/Kept up to date by casebot · updated <!date\^\d+\^/);
    // A fresh block_id per update.
    expect(JSON.stringify(updated.blocks)).toContain('"block_id":"case_actions.v1"');
    const [reply, ...more] = thread(card);
    expect(more).toEqual([]);
    expect(text(reply as PostedMessage)).toContain(
      '*Status:* :large_green_circle: Open → :large_blue_circle: In progress',
    );
    expect(text(reply as PostedMessage)).toContain('>Technician booked for Tuesday');
    expect(reply?.reply_broadcast).toBe(false);
  });

  it('says a close and a reopen in the channel too, and several changes of one round in one reply', async () => {
    const card = await share(1235);
    const c = byNumber(1235);
    c.status = 'Closed';
    c.notes.push(note(2, 'Fixed the tray', 6), note(3, 'Customer confirmed', 7));
    await waitUntil('the close told', () => thread(card).length >= 1);
    const [closed] = thread(card);
    expect(closed?.reply_broadcast).toBe(true);
    // Seen in the channel too, it names the case.
    expect(text(closed as PostedMessage)).toContain(`*#1235* · ${c.subject}`);
    expect(text(closed as PostedMessage)).toContain('Fixed the tray');
    expect(text(closed as PostedMessage)).toContain('Customer confirmed');
    c.status = 'Open';
    await waitUntil('the reopen told', () => thread(card).length >= 2);
    expect(thread(card)[1]?.reply_broadcast).toBe(true);
    // A priority change is on the card only.
    c.priority = 'Critical';
    await waitUntil('the priority on the card', () => text(now(card)).includes('Critical'));
    await harness.quiet();
    expect(thread(card)).toHaveLength(2);
  });

  it('keeps a close in the thread where the channel asked for less noise (Less noise… beside its follows)', async () => {
    /** Less noise… from `/cases following` in the channel, saved with news in threads only or not. */
    const setThreadOnly = async (on: boolean) => {
      const { reply } = await harness.ask('/cases', 'following');
      const since = harness.viewChanges.length;
      await harness.click(reply, ActionId.channelQuiet, { expectPosts: 0 });
      const [opened] = (await harness.waitForViews(since, 1)) as ViewChange[];
      const dms = (harness.slack.messages.get(USER) ?? []).length;
      await harness.submitView(opened as ViewChange, {
        [ActionId.quietThread]: {
          [ActionId.quietThread]: { selected_options: on ? [{ value: THREAD_ONLY_VALUE }] : [] },
        },
        [ActionId.quietBatch]: { [ActionId.quietBatch]: { selected_option: { value: '0' } } },
      });
      await waitUntil('the DM', () => (harness.slack.messages.get(USER) ?? []).length > dms);
      return (harness.slack.messages.get(USER) ?? []).at(-1)?.text ?? '';
    };
    expect(await setThreadOnly(true)).toContain(`<#${CHANNEL}> now: news of cards in their thread only`);
    const card = await share(1241);
    byNumber(1241).status = 'Closed';
    await waitUntil('the close told', () => thread(card).length >= 1);
    expect(thread(card)[0]?.reply_broadcast).toBe(false);
    expect(await setThreadOnly(false)).toContain(
      'a closed case is also posted in the channel, not only in its card’s thread',
    );
  });

  it('stops when anyone of the workspace in the channel presses Stop updating, saying who did', async () => {
    const card = await share(1236);
    // A guest of another organisation in a shared channel is told no, and the card goes on.
    harness.slack.users.set('U0GUEST', { locale: 'en-US', team: 'T0ELSEWHERE' });
    await postSigned(
      harness.eventsUrl,
      SIGNING_SECRET,
      blockActionsBody({
        teamId: TEAM,
        userId: 'U0GUEST',
        userTeamId: 'T0ELSEWHERE',
        // As cards posted before Stop updating's id named its module carry it: it still works.
        actionId: 'card_menu',
        value: '',
        selectedOption: 'stop_updating',
        responseUrl: harness.slack.responseUrl('stop-guest'),
        messageTs: card.ts,
        isEphemeral: false,
      }),
    );
    const [refused] = await harness.slack.waitForPosts('stop-guest');
    expect(refused?.text).toContain('Only people of the workspace that shared this card can stop updating it');
    expect(await harness.logLine('action live_card_menu')).toMatchObject({ user: 'U0GUEST', outcome: 'not_member' });
    expect(await isLive(card)).toBe(true);
    // Slack cannot say whether someone belongs: try again, with the reference the log line carries.
    harness.slack.failing.set('users.info', 'internal_error');
    try {
      const before = harness.logs.length;
      await postSigned(
        harness.eventsUrl,
        SIGNING_SECRET,
        blockActionsBody({
          teamId: TEAM,
          userId: 'U0UNSURE',
          // The payload names another team, and Slack cannot be asked.
          userTeamId: 'T0OTHER',
          actionId: LiveCardId.cardMenu,
          value: '',
          selectedOption: 'stop_updating',
          responseUrl: harness.slack.responseUrl('stop-unsure'),
          messageTs: card.ts,
          isEphemeral: false,
        }),
      );
      const [unsure] = await harness.slack.waitForPosts('stop-unsure');
      const line = await harness.logLine('action live_card_menu', before);
      expect(line).toMatchObject({ user: 'U0UNSURE', outcome: 'membership_unknown' });
      expect(unsure?.text).toContain('Try again in a moment.');
      expect(unsure?.text).toContain(`Reference: \`${String(line.ref)}\``);
    } finally {
      harness.slack.failing.delete('users.info');
    }
    expect(await isLive(card)).toBe(true);
    const since = harness.logs.length;
    const id = 'stop-1';
    const ack = await postSigned(
      harness.eventsUrl,
      SIGNING_SECRET,
      blockActionsBody({
        teamId: TEAM,
        userId: BOB,
        actionId: LiveCardId.cardMenu,
        value: '',
        selectedOption: 'stop_updating',
        responseUrl: harness.slack.responseUrl(id),
        messageTs: card.ts,
        isEphemeral: false,
      }),
    );
    expect(ack.status).toBe(200);
    const [told] = await harness.slack.waitForPosts(id);
    expect(told?.text).toContain('The card of case #1236 here is no longer kept up to date');
    await waitUntil('the card says it stopped', () => text(now(card)).includes('No longer kept up to date'));
    expect(text(now(card))).toContain(`<@${BOB}> stopped updating it`);
    expect(JSON.stringify(now(card).blocks)).not.toContain('live_card_menu');
    expect(await harness.logLine('action live_card_menu', since)).toMatchObject({
      user: BOB,
      outcome: 'stopped_updating',
    });
    byNumber(1236).status = 'Pending';
    await harness.quiet();
    expect(text(now(card))).not.toContain('Pending');
    expect(await isLive(card)).toBe(false);
  });

  it('stops when the case has been closed for 7 days, or quiet for 90', async () => {
    const closed = await share(1237);
    byNumber(1237).status = 'Resolved';
    await waitUntil('the close told', () => thread(closed).length >= 1);
    await age(closed, 'closed_since', 8);
    await waitUntil('the card says it stopped', () => text(now(closed)).includes('closed for 7 days'));
    const quiet = await share(1238);
    await age(quiet, 'changed_at', 91);
    await waitUntil('the quiet card says it stopped', () => text(now(quiet)).includes('has not changed for 90 days'));
    expect(await isLive(closed)).toBe(false);
    expect(await isLive(quiet)).toBe(false);
  });

  it('stops when its message is deleted, when casebot leaves the channel, and when the case is shared again', async () => {
    const deleted = await share(1239);
    harness.slack.messages.set(
      CHANNEL,
      inChannel().filter((m) => m.ts !== deleted.ts),
    );
    byNumber(1239).status = 'Pending';
    await waitUntil('the card forgotten', async () => !(await isLive(deleted)));
    // Slack said the message is gone: its update (the first notice of the change) was dropped, nothing more tried.
    const dropped = harness.logs.filter(
      (l) => l.includes('"msg":"delivery live_card"') && l.includes('"outcome":"dropped"'),
    );
    expect(dropped.some((l) => l.includes('message_not_found'))).toBe(true);

    const first = await share(1240);
    const second = await share(1240);
    await waitUntil('the older card says so', () => text(now(first)).includes('shared here again, below'));
    expect(await isLive(second)).toBe(true);

    expect((await harness.event({ teamId: TEAM, event: { type: 'channel_left', channel: CHANNEL } })).status).toBe(200);
    await waitUntil('every card of the channel forgotten', async () =>
      (await liveRows()).every((r) => r.channelId !== CHANNEL),
    );
  });

  it('waits out Slack’s rate limit on an update, and believes a refusal only when it repeats', async () => {
    const limited = await share(1237, BOB);
    const refused = await share(1238, BOB);
    harness.slack.rateLimited.set('chat.update', 1);
    byNumber(1237).status = 'Escalated';
    await waitUntil('the update after the rate limit', () => text(now(limited)).includes('Escalated'));
    expect(harness.slack.rateLimited.get('chat.update')).toBe(0);
    // The service stops showing #1238 to Bob: the card ends once the refusal repeats, while #1237 answers.
    byNumber(1238).visibleTo = ['j.doe'];
    await waitUntil('the refused card says so', () => text(now(refused)).includes('no longer shows this case'));
    expect(await isLive(limited)).toBe(true);
    byNumber(1238).visibleTo = undefined;
  });

  it('stops, saying why, when the sharer is unlinked, leaves the workspace, or an admin turns it off', async () => {
    const bobs = await share(1234, BOB);
    const carols = await share(1235, CAROL);
    const alices = await share(1236, USER);
    await harness.bot.store.unlinkUser(TEAM, BOB);
    harness.slack.users.set(CAROL, { locale: 'en-US', deleted: true });
    await waitUntil('Bob’s card says so', () => text(now(bobs)).includes('no longer linked to the case service'));
    await waitUntil('Carol’s card says so', () => text(now(carols)).includes('has left the workspace'));
    expect(await isLive(alices)).toBe(true);
    await harness.bot.store.putWorkspace(workspace({ keepCardsTrue: false, pollCallsPerMinute: 6000 }));
    await waitUntil('Alice’s card says so', () => text(now(alices)).includes('an admin turned off'));
    expect(await liveRows()).toEqual([]);
  });
});
