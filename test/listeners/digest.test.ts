import { DigestId, DIGEST_CHANGE, DIGEST_SEND_NOW, DIGEST_STOP } from '../../src/kinds/digest/ids';
import { decoded } from '../../src/sandbox/slack-api-server';
import { decodeValue } from '../../src/blocks/button-values';
import { digestRefSchema } from '../../src/kinds/digest/ids';
import { KIND_STOP } from '../../src/listeners/home/admin-listings';
import { blockActionsBody } from '../../src/sandbox/slack-requests';
import { homeProblems } from '../helpers/block-kit';
import { openDatabase } from '../../src/workspaces/database';
import { createHomeData } from '../../src/workspaces/home-data';
import { NOTICE_EVENT } from '../../src/spine/delivery';
import { postSigned } from '../../src/sandbox/slack-requests';
import { account, fakeCase } from '../helpers/fake-cases';
import { findButtons, Harness, SIGNING_SECRET, TEAM, USER, type ViewChange, visibleText } from '../helpers/harness';
import { waitUntil } from '../helpers/wait';

// `/cases digest` end to end, on SQLite: set up in a channel, announced there, Send now posting the digest
// into the channel read as whoever set it up, Change in a modal, Stop, and what is refused kindly.
const CHANNEL = 'C0GENERAL';
const BOB = 'U0BOB';
const ADMIN = 'U0ADMIN';

const mine = fakeCase({ caseNumber: 7001, subject: 'Printer smoking', priority: 'High', visibleTo: ['j.doe'] });
const theirs = fakeCase({ caseNumber: 7002, subject: 'Printer for Bob only', visibleTo: ['b.other'] });
const shared = fakeCase({ caseNumber: 7003, subject: 'Printer offline', status: 'In progress' });

describe('/cases digest', () => {
  const harness = new Harness({
    accounts: { acme: account([mine, theirs, shared], { users: ['j.doe', 'b.other'] }) },
    links: [
      { slackUserId: USER, userName: 'j.doe' },
      { slackUserId: BOB, userName: 'b.other' },
    ],
    settings: { detailsCacheMs: 0, poll: { intervalMs: 1000 } },
  });
  beforeAll(async () => {
    await harness.start();
    harness.slack.users.set(BOB, { locale: 'fr-FR' });
    harness.slack.users.set(ADMIN, { locale: 'en-US', admin: true });
  });
  afterAll(async () => {
    if (process.env.SHOW_LOGS) console.log(harness.logs.filter((l) => /digest|rror|warn/i.test(l)).join(''));
    await harness.close();
  });

  const posts = () =>
    (harness.slack.messages.get(CHANNEL) ?? []).filter((m) => m.metadata?.event_type === NOTICE_EVENT);
  let confirmation: Record<string, unknown>;

  it('sets a digest up with its schedule, next time and Send now, and says so in the channel', async () => {
    // Typed with a right-to-left override around its search (it would show reversed): read without it.
    const { reply } = await harness.ask('/cases', 'digest \u202eprinter\u202c weekdays 08:30');
    confirmation = reply;
    expect(visibleText(reply)).toContain('gets a digest of “printer” weekdays at 08:30 (UTC), read as you');
    // The next time is a date token each reader sees in their own zone: said so, beside the workspace's.
    expect(visibleText(reply)).toMatch(/Next: <!date\^\d+\^[^>]+> \(your time\)\./);
    expect(findButtons(reply).map((b) => b.action_id)).toEqual([DigestId.sendNow, DigestId.change, DigestId.stop]);
    const [announced] = harness.slack.messages.get(CHANNEL) ?? [];
    expect(announced?.text).toContain(`<@${USER}> set up a digest of “printer” here, weekdays at 08:30 (UTC)`);
    expect(announced?.text).not.toMatch(/[\u202a-\u202e]/);
    const again = await harness.ask('/cases', 'digest printer');
    expect(visibleText(again.reply)).toContain('already has a digest of “printer”');
    // Change is its owner's: the advice says so, not that anyone may.
    expect(visibleText(again.reply)).toContain('whoever set one up can');
    const bad = await harness.ask('/cases', 'digest printer 25:00');
    expect(visibleText(bad.reply)).toContain('“25:00” is not a time casebot can read');
    // `/cases help` is the usage, digests among it; not a search for "help".
    const help = await harness.ask('/cases', 'help');
    expect(visibleText(help.reply)).toContain('/cases digest printer weekdays 09:00');
  });

  it('posts the digest into the channel on Send now, read as whoever set it up, with a table and a chart', async () => {
    // Bob presses it: what is posted is still what the digest's owner sees, not Bob's cases.
    const { posts: said } = await harness.click(confirmation, DigestId.sendNow, { userId: BOB });
    expect(visibleText(said[0] ?? {})).toContain('est publié dans');
    await waitUntil('the digest', () => posts().length === 1);
    const blocks = JSON.stringify(posts()[0]?.blocks);
    expect(blocks).toContain('"type":"data_table"');
    expect(blocks).toContain('"type":"data_visualization"');
    expect(blocks).toContain('Printer smoking');
    expect(blocks).toContain('Printer offline');
    expect(blocks).not.toContain('Printer for Bob only');
    expect(
      harness.caseApi.requests.filter((r) => r.operation === 'GetCases').every((r) => r.query.userName === 'j.doe'),
    ).toBe(true);
  });

  it('posts once for twenty presses of Send now at once, whoever presses, and says so to each', async () => {
    const channelId = 'C0PRESSES';
    const { reply } = await harness.ask('/cases', 'digest printer daily 07:00', { channelId });
    const inChannel = () =>
      (harness.slack.messages.get(channelId) ?? []).filter((m) => m.metadata?.event_type === NOTICE_EVENT);
    const presses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        harness.click(reply, DigestId.sendNow, { userId: i % 2 === 0 ? USER : BOB, channelId }),
      ),
    );
    expect(presses.every((p) => (p.posts[0] ? visibleText(p.posts[0]) : '').length > 0)).toBe(true);
    await harness.quiet();
    // One post (two only where the presses straddle the turn of a minute, Send now's window).
    expect(inChannel().length).toBeGreaterThanOrEqual(1);
    expect(inChannel().length).toBeLessThanOrEqual(2);
    // Stopped again, so the channels' digests below are what the other tests set up.
    await harness.click(reply, DigestId.stop, { channelId });
  });

  it('lists the channel’s digests, and lets only its owner change one, in a modal', async () => {
    const { reply } = await harness.ask('/cases', 'digests');
    expect(visibleText(reply)).toMatch(
      /“printer” · weekdays at 08:30 \(UTC\) · next <!date[^>]+> \(your time\) · set up by/,
    );
    const bobs = await harness.ask('/cases', 'digests', { userId: BOB });
    // Bob may send it now or stop it from its channel, but not change what is read as someone else.
    expect(findButtons(bobs.reply).map((b) => b.action_id)).toEqual(['digest_send_now_0', 'digest_stop_0']);
    const since = harness.viewChanges.length;
    const { id: pressed } = await harness.click(reply, DIGEST_CHANGE, { expectPosts: 0 });
    const [opened] = (await harness.waitForViews(since, 1)) as ViewChange[];
    const submit = (time: string) =>
      harness.submitView(opened as ViewChange, {
        [DigestId.search]: { [DigestId.search]: { value: 'printer' } },
        [DigestId.schedule]: { [DigestId.schedule]: { selected_option: { value: 'daily' } } },
        [DigestId.time]: { [DigestId.time]: { value: time } },
        [DigestId.quiet]: { [DigestId.quiet]: { selected_options: [{ value: 'quiet' }] } },
      });
    const refused = await submit('noon');
    expect(JSON.parse(refused.text).response_action).toBe('errors');
    const dms = (harness.slack.messages.get(USER) ?? []).length;
    await submit('17:45');
    // The list pressed is answered in place, showing the new schedule (nothing by DM).
    const [listed] = await harness.slack.waitForPosts(pressed, 1);
    expect(listed).toMatchObject({ replace_original: true });
    expect(visibleText(listed ?? {})).toContain('“printer” · every day at 17:45 (UTC)');
    expect(visibleText(listed ?? {})).not.toContain('weekdays at 08:30');
    expect((harness.slack.messages.get(USER) ?? []).length).toBe(dms);
    // A misspelt filter is said where it was pressed, and nothing changes.
    await harness.submitView(opened as ViewChange, {
      [DigestId.search]: { [DigestId.search]: { value: 'printer prio:high' } },
      [DigestId.schedule]: { [DigestId.schedule]: { selected_option: { value: 'daily' } } },
      [DigestId.time]: { [DigestId.time]: { value: '17:45' } },
    });
    const [, slip] = await harness.slack.waitForPosts(pressed, 2);
    expect(slip).toMatchObject({ replace_original: false });
    expect(visibleText(slip ?? {})).toContain('did you mean `priority:`?');
  });

  it('keeps a weekly digest’s day through Change, and moves it to the day chosen there', async () => {
    const channelId = 'C0WEEKLY';
    const { reply } = await harness.ask('/cases', 'digest vpn weekly friday 16:00', { channelId });
    expect(visibleText(reply)).toContain('Fridays at 16:00 (UTC)');
    const change = async (day?: string) => {
      const since = harness.viewChanges.length;
      const { id: pressed } = await harness.click(reply, DIGEST_CHANGE, { expectPosts: 0, channelId });
      const [opened] = (await harness.waitForViews(since, 1)) as ViewChange[];
      // The modal starts from the digest's own day.
      expect(JSON.stringify(opened?.view)).toMatch(
        /"initial_option":\{"text":\{"type":"plain_text","text":"(Friday|Thursday)"/,
      );
      await harness.submitView(opened as ViewChange, {
        [DigestId.search]: { [DigestId.search]: { value: 'vpn' } },
        [DigestId.schedule]: { [DigestId.schedule]: { selected_option: { value: 'weekly' } } },
        ...(day ? { [DigestId.day]: { [DigestId.day]: { selected_option: { value: day } } } } : {}),
        [DigestId.time]: { [DigestId.time]: { value: '16:00' } },
      });
      // The confirmation pressed says the new schedule in its place, its buttons kept.
      const [answered] = await harness.slack.waitForPosts(pressed, 1);
      expect(answered).toMatchObject({ replace_original: true });
      expect(findButtons(answered ?? {}).map((b) => b.action_id)).toContain(DigestId.change);
      return visibleText(answered ?? {});
    };
    // Saved as it is: still Fridays (never moved to Monday).
    expect(await change()).toMatch(/now comes Fridays at 16:00 \(UTC\)\. Next: <!date[^>]+> \(your time\)\./);
    // Another day chosen: that day.
    expect(await change('4')).toContain('now comes Thursdays at 16:00 (UTC)');
    const listed = await harness.ask('/cases', 'digests', { channelId });
    expect(visibleText(listed.reply)).toContain('“vpn” · Thursdays at 16:00 (UTC)');
    await harness.click(listed.reply, DIGEST_STOP, { channelId });
  });

  it('stops a digest, and says so when its button is pressed again', async () => {
    const { posts: stopped } = await harness.click(confirmation, DigestId.stop);
    // In the place of the message pressed: no button of a stopped digest is left.
    expect(stopped[0]).toMatchObject({ replace_original: true });
    expect(visibleText(stopped[0] ?? {})).toContain('is stopped');
    expect(findButtons(stopped[0] ?? {})).toEqual([]);
    const { posts: again } = await harness.click(confirmation, DigestId.sendNow);
    expect(visibleText(again[0] ?? {})).toContain('no longer exists');
    const { reply } = await harness.ask('/cases', 'digests');
    expect(visibleText(reply)).toContain('This channel has no digest');
  });

  const dms = () => [...(harness.slack.messages.get(`D${USER}`) ?? []), ...(harness.slack.messages.get(USER) ?? [])];

  it('asks before someone else’s digest is stopped, keeps the list, and tells its owner who stopped it', async () => {
    await harness.ask('/cases', 'digest toner');
    await harness.ask('/cases', 'digest scanner');
    const told = () => dms().filter((m) => m.text.includes(`<@${BOB}> stopped the digest of “toner”`));
    const listed = await harness.ask('/cases', 'digests', { userId: BOB });
    // Slack asks Bob first: whose it is, and that they will be told.
    const stop = findButtons(listed.reply).find((b) => b.action_id === 'digest_stop_0') as { confirm?: unknown };
    // (a row of Alice's, seen by Bob)
    expect(JSON.stringify(stop.confirm)).toContain('mis en place par quelqu’un d’autre');
    // Its owner is not asked about their own.
    const own = await harness.ask('/cases', 'digests');
    expect(findButtons(own.reply).find((b) => b.action_id === 'digest_stop_0')).not.toHaveProperty('confirm');
    // Bob (who reads French) stops Alice's “toner”, whichever row it is.
    const text = visibleText(listed.reply);
    const row = text.indexOf('« toner »') < text.indexOf('« scanner »') ? 0 : 1;
    const { posts } = await harness.click(listed.reply, new RegExp(`^digest_stop_${row}$`), { userId: BOB });
    // The list stays, without the one stopped, and says so under it.
    const kept = visibleText(posts[0] as Record<string, unknown>);
    expect(kept).toContain('Résumés de ce canal');
    expect(kept).toContain('« scanner » ·');
    expect(kept).not.toContain('« toner » ·');
    expect(kept).toContain('« toner »');
    await waitUntil('the owner told', () => told().length > 0);
    await harness.quiet();
    expect(told()).toHaveLength(1);
  });

  it('ends a digest whose channel casebot can no longer post in, and tells its owner', async () => {
    await harness.ask('/cases', 'digest offline', { channelId: 'C0KICKED' });
    harness.slack.channelsWithoutBot.add('C0KICKED');
    const { reply } = await harness.ask('/cases', 'digests', { channelId: 'C0KICKED' });
    await harness.click(reply, DIGEST_SEND_NOW, { channelId: 'C0KICKED' });
    await waitUntil('the DM', () => dms().some((m) => m.text.includes('can no longer post the digest of “offline”')));
    const after = await harness.ask('/cases', 'digests', { channelId: 'C0KICKED' });
    expect(visibleText(after.reply)).toContain('This channel has no digest');
  });

  it('ends a digest when its channel becomes shared with another organisation, and tells its owner', async () => {
    await harness.ask('/cases', 'digest printer');
    await harness.event({
      teamId: TEAM,
      event: { type: 'channel_shared', channel: CHANNEL, connected_team_id: 'T0OUTSIDE', event_ts: '2' },
    });
    await waitUntil('the DM', () => dms().some((m) => m.text.includes('ended the digest of “printer” there')));
    expect(visibleText((await harness.ask('/cases', 'digests')).reply)).toContain('This channel has no digest');
  });

  /** The next views.publish to `userId` after `since` calls, checked against Slack's limits. */
  const published = async (userId: string, since: number) => {
    let view: Record<string, unknown> | undefined;
    await waitUntil('the Home', () => {
      const call = harness.slack.calls
        .slice(since)
        .find((c) => c.method === 'views.publish' && c.params.user_id === userId);
      view = call ? (decoded(call.params).view as Record<string, unknown>) : undefined;
      return view !== undefined;
    });
    expect(homeProblems(view ?? {})).toEqual([]);
    return view ?? {};
  };

  /** The Stop beside the row of a kind's listing on an admin's Home that says `row` (its first Stop without). */
  const stopBeside = (home: Record<string, unknown>, kind: string, row?: string) => {
    const isStop = (b: { action_id?: string } | undefined): b is { action_id: string; value?: string } =>
      b?.action_id !== undefined && KIND_STOP.test(b.action_id) && b.action_id.includes(kind);
    if (!row) return findButtons(home).find(isStop);
    const blocks = (home.blocks ?? []) as {
      text?: { text?: string };
      accessory?: { action_id?: string; value?: string };
    }[];
    const beside = blocks.find((b) => b.text?.text?.includes(row) && isStop(b.accessory))?.accessory;
    return isStop(beside) ? beside : undefined;
  };

  /** Presses Stop beside a kind's entry on a Home (the one saying `row`), as Slack posts it; `by`: who. */
  const pressHomeStop = async (home: Record<string, unknown>, kind: string, row?: string, by = ADMIN) => {
    const stop = stopBeside(home, kind, row);
    if (row && !stop) throw new Error(`no Stop beside ${row}`);
    return postSigned(
      harness.eventsUrl,
      SIGNING_SECRET,
      blockActionsBody({
        teamId: TEAM,
        userId: by,
        actionId: stop?.action_id ?? '',
        value: stop?.value ?? '',
        responseUrl: '',
        view: { id: `VHOME${by}`, hash: 'h', type: 'home' },
      }),
    );
  };

  /** The admin opens their Home: the view casebot publishes. */
  const openHome = async (eventTs: string) => {
    const since = harness.slack.calls.length;
    await harness.event({
      teamId: TEAM,
      event: { type: 'app_home_opened', user: ADMIN, channel: 'D0HOME', tab: 'home', event_ts: eventTs },
    });
    return published(ADMIN, since);
  };

  it('lists the channels’ follows on an admin’s Home, in words, and lets them stop one, its owner told, audited', async () => {
    await harness.ask('/cases', 'follow printer priority:high', { channelId: 'C0FOLLOWED' });
    const home = await openHome('4');
    expect(visibleText(home)).toContain('Follows');
    // Who set it up is said, as `/cases following` says it.
    expect(visibleText(home)).toContain(
      `“printer” · set up by <@${USER}> · posted only when Priority: high · <#C0FOLLOWED>`,
    );
    const before = harness.slack.calls.length;
    await pressHomeStop(home, 'follow');
    expect(visibleText(await published(ADMIN, before))).toContain('No channel follows a search.');
    await waitUntil('the owner told', () =>
      (harness.slack.messages.get(`D${USER}`) ?? []).some((m) =>
        m.text.includes(`An admin (<@${ADMIN}>) stopped following “printer” (<#C0FOLLOWED>) from casebot’s Home tab.`),
      ),
    );
    const { db } = openDatabase(harness.databaseUrl);
    try {
      const trail = await createHomeData(db).recentAudit(TEAM, 5);
      expect(trail.map((e) => [e.actor, e.action])).toContainEqual([ADMIN, 'follow.ended']);
    } finally {
      await db.destroy();
    }
  });

  it('keeps an admin an admin while Slack is slow to say so: Slack’s answer from moments ago stands in', async () => {
    await harness.ask('/cases', 'digest paper weekly 09:00', { channelId: 'C0FLOOR3' });
    const home = await openHome('5');
    expect(visibleText(home)).toContain('“paper” · Mondays at 09:00 (UTC)');
    // Slack now answers users.info after casebot stopped waiting: the Stop the admin was shown still works.
    harness.slack.slow.set('users.info', 2000);
    try {
      const pressed = harness.logs.length;
      await pressHomeStop(home, 'digest', '“paper”');
      expect(await harness.logLine('action kind_stop', pressed)).toMatchObject({
        user: ADMIN,
        outcome: 'ended_by_admin',
      });
      // Someone Slack never said was an admin is not taken for one while Slack is slow.
      harness.slack.users.set('U0ADMIN2', { locale: 'en-US', admin: true });
      const refused = harness.logs.length;
      const other = await pressHomeStop(home, 'digest', '“paper”', 'U0ADMIN2');
      expect(other.status).toBe(200);
      expect(await harness.logLine('action kind_stop', refused)).toMatchObject({
        user: 'U0ADMIN2',
        outcome: 'not_admin',
      });
      // Slack answers that it does not know the admin (gone from the workspace): no answer from before stands in.
      harness.slack.slow.delete('users.info');
      harness.slack.failing.set('users.info', 'user_not_found');
      const gone = harness.logs.length;
      await pressHomeStop(home, 'digest', '“paper”');
      expect(await harness.logLine('action kind_stop', gone)).toMatchObject({ user: ADMIN, outcome: 'not_admin' });
    } finally {
      harness.slack.slow.delete('users.info');
      harness.slack.failing.delete('users.info');
    }
  });

  it('shows an admin every digest on App Home, and lets them end one there, audited', async () => {
    await harness.ask('/cases', 'digest toner daily 07:15', { channelId: 'C0FLOOR2' });
    await harness.ask('/cases', 'digest outage weekly 18:00 quiet', { channelId: 'C0FLOOR2' });
    const home = await openHome('3');
    expect(visibleText(home)).toContain('“toner” · every day at 07:15 (UTC)');
    expect(visibleText(home)).toContain('Aging alerts are off. *Aging alerts…* turns them on.');
    expect(visibleText(home)).toContain('“outage” · Mondays at 18:00 (UTC) · quiet when nothing changed');
    // Stop beside a digest on the Home: the same for every kind an admin lists there.
    const before = harness.slack.calls.length;
    // Beside the row that says it (the Home lists digests soonest first, which depends on the day and hour).
    await pressHomeStop(home, 'digest', '“toner”');
    const after = await published(ADMIN, before);
    expect(visibleText(after)).not.toContain('“toner”');
    // The same Stop pressed again (an old Home): said plainly, of whatever kind it was.
    const again = harness.slack.calls.length;
    await pressHomeStop(home, 'digest', '“toner”');
    expect(visibleText(await published(ADMIN, again))).toContain('That one no longer exists: it was already stopped.');
    // Its owner hears who ended it.
    await waitUntil('the owner told', () =>
      [...(harness.slack.messages.get(`D${USER}`) ?? [])].some((m) =>
        m.text.includes(`An admin (<@${ADMIN}>) ended the digest of “toner” in <#C0FLOOR2>`),
      ),
    );
    const { db } = openDatabase(harness.databaseUrl);
    try {
      const trail = await createHomeData(db).recentAudit(TEAM, 5);
      expect(trail.map((e) => [e.actor, e.action, e.detail])).toContainEqual([
        ADMIN,
        'digest.ended',
        'toner in <#C0FLOOR2>',
      ]);
    } finally {
      await db.destroy();
    }
    // Someone who is not an admin cannot end another channel's digest from their Home.
    await harness.ask('/cases', 'digest toner', { channelId: 'C0FLOOR2' });
    const mine = await harness.ask('/cases', 'digests', { channelId: 'C0FLOOR2' });
    const pressed = harness.logs.length;
    const id = decodeValue(
      digestRefSchema,
      findButtons(mine.reply).find((b) => b.action_id === 'digest_stop_0')?.value,
    )?.d;
    const bobPress = await postSigned(
      harness.eventsUrl,
      SIGNING_SECRET,
      blockActionsBody({
        teamId: TEAM,
        userId: BOB,
        actionId: 'kind_stop_digest_0',
        value: JSON.stringify({ t: TEAM, k: 'digest', i: id }),
        responseUrl: '',
        view: { id: `VHOME${BOB}`, hash: 'h', type: 'home' },
      }),
    );
    expect(bobPress.status).toBe(200);
    expect(await harness.logLine('action kind_stop', pressed)).toMatchObject({ user: BOB, outcome: 'not_admin' });
    expect(visibleText((await harness.ask('/cases', 'digests', { channelId: 'C0FLOOR2' })).reply)).toContain('“toner”');
  });
});
