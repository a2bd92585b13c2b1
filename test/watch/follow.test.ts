import { FollowId } from '../../src/kinds/follow/ids';
import { ActionId } from '../../src/blocks/ids';
import type { PostedMessage } from '../../src/sandbox/slack-api-server';
import { account, caseSeries, fakeCase } from '../helpers/fake-cases';
import { postSigned, slashCommandBody } from '../../src/sandbox/slack-requests';
import { NOTICE_EVENT } from '../../src/spine/delivery';
import { createFollowStore } from '../../src/kinds/follow/store';
import { createWatchStore } from '../../src/kinds/watch/store';
import { openDatabase } from '../../src/workspaces/database';
import { findButtons, Harness, SIGNING_SECRET, TEAM, USER, type ViewChange, visibleText } from '../helpers/harness';
import { sleep, waitUntil } from '../helpers/wait';

// A channel following a search, end to end on SQLite: new matching cases appear in the fake case
// service during the test, and the fake Slack keeps what casebot posts in the channel.
const INTERVAL_MS = 300;
const CHANNEL = 'C0GENERAL';
const BOB = 'U0BOB';
const CLAIRE = 'U0CLAIRE';

const existing = caseSeries(3, 'Printer', 3000);
const all = [...existing];

/** The cases posted into a channel (from the outbox; the announcement a follow begins with is not one). */
const posts = (harness: Harness, channel = CHANNEL): PostedMessage[] =>
  (harness.slack.messages.get(channel) ?? []).filter((m) => m.metadata?.event_type === NOTICE_EVENT);

/** A case that came in just now (the service lists the newest first). */
const arrives = (caseNumber: number, subject: string) => {
  const c = fakeCase({ caseNumber, subject, submitted: new Date(), customerEmail: 'secret@customer.example' });
  all.unshift(c);
  return c;
};

describe('following a search in a channel', () => {
  const harness = new Harness({
    accounts: { acme: account(all, { users: ['j.doe', 'b.other', 'c.dupont'] }) },
    links: [
      { slackUserId: USER, userName: 'j.doe' },
      { slackUserId: BOB, userName: 'b.other' },
      { slackUserId: CLAIRE, userName: 'c.dupont' },
    ],
    workspaces: [{ language: 'fr' }],
    settings: { detailsCacheMs: 0, poll: { intervalMs: INTERVAL_MS } },
  });
  beforeAll(async () => {
    await harness.start();
    harness.slack.users.set(BOB, { locale: 'en-US' });
    harness.slack.users.set(CLAIRE, { locale: 'fr-FR' });
  });
  afterAll(() => harness.close());

  it('follows a search without posting the cases already there', async () => {
    // Typed with an isolate and a mark around it (they could show it out of place): read without them.
    const { reply } = await harness.ask('/cases', 'follow \u2067Printer\u2069\u200f');
    expect(visibleText(reply)).toContain('This channel now follows “Printer”');
    // The channel is told, in its workspace's language, by a post that also shows casebot may post there.
    const [announced] = harness.slack.messages.get(CHANNEL) ?? [];
    expect(announced?.text).toContain('pour suivre « Printer »');
    expect(announced?.text).not.toMatch(/[\u2066-\u2069\u200f]/);
    const again = await harness.ask('/cases', 'follow Printer');
    expect(visibleText(again.reply)).toContain('already follows “Printer”');
    // The same search in another case or order is the same follow: said with the words it follows.
    const same = await harness.ask('/cases', 'follow  printer ');
    expect(visibleText(same.reply)).toContain('already follows “Printer”');
    expect(harness.slack.messages.get(CHANNEL) ?? []).toHaveLength(1);
    const empty = await harness.ask('/cases', 'follow');
    expect(visibleText(empty.reply)).toContain('Say what to follow');
    const long = await harness.ask('/cases', `follow ${'x'.repeat(101)}`);
    expect(visibleText(long.reply)).toContain('That search is too long');
    // A filter misspelt would search for its words and never match: said, nothing set up.
    const slip = await harness.ask('/cases', 'follow vpn prio:high');
    expect(visibleText(slip.reply)).toContain('“prio:high” is no filter casebot knows: did you mean `priority:`?');
    await harness.quiet();
    expect(posts(harness)).toEqual([]);
  });

  it('posts each new matching case once, in the workspace language, without contact details', async () => {
    arrives(3100, 'Printer jammed on floor 2');
    arrives(3101, 'Laptop will not start');
    await waitUntil('the post', () => posts(harness).length > 0);
    await harness.quiet();
    const channelPosts = posts(harness);
    expect(channelPosts).toHaveLength(1);
    const text = JSON.stringify(channelPosts[0]?.blocks);
    expect(text).toContain('3100');
    // Who set it up, by name: a mention would notify them of every post.
    expect(text).toContain('Nouveau dossier pour « Printer » · suivi ici par *someone*');
    expect(text).not.toContain(`<@${USER}>`);
    expect(text).not.toContain('secret@customer.example');
    expect(text).not.toContain('3101');
  });

  it('lists what the channel follows', async () => {
    const { reply } = await harness.ask('/cases', 'following', { userId: BOB });
    expect(visibleText(reply)).toContain('This channel follows 1 search');
    expect(visibleText(reply)).toContain(`“Printer” · set up by <@${USER}>`);
    // Someone else's: Slack asks Bob first whose it is; its owner's own Stop asks nothing.
    const bobsStop = findButtons(reply).find((b) => b.action_id === `${FollowId.unfollow}_0`) as { confirm?: unknown };
    expect(JSON.stringify(bobsStop.confirm)).toContain('followed by someone else');
    const mine = await harness.ask('/cases', 'following');
    const ownStop = findButtons(mine.reply).find((b) => b.action_id === `${FollowId.unfollow}_0`) as {
      confirm?: unknown;
    };
    expect(ownStop.confirm).toBeUndefined();
  });

  it('lists what someone follows in other channels, and lets them stop it from there', async () => {
    const { reply } = await harness.ask('/cases', 'following', { channelId: 'C0OTHER' });
    expect(visibleText(reply)).toContain('follows no search');
    expect(visibleText(reply)).toContain('You also set up these follows in other channels');
    expect(visibleText(reply)).toContain('“Printer” in <#C0GENERAL>');
    // Bob set nothing up: he sees only this channel's.
    const bobs = await harness.ask('/cases', 'following', { userId: BOB, channelId: 'C0OTHER' });
    expect(visibleText(bobs.reply)).not.toContain('other channels');
    // A second follow of theirs, stopped from the other channel: it names the channel it stopped in.
    await harness.ask('/cases', 'follow Scanner');
    const listed = await harness.ask('/cases', 'following', { channelId: 'C0OTHER' });
    const buttons = findButtons(listed.reply).filter((b) => b.action_id.startsWith(FollowId.unfollow));
    expect(buttons).toHaveLength(2);
    // Listed oldest first: Printer, then Scanner.
    expect(visibleText(listed.reply).indexOf('Scanner')).toBeGreaterThan(visibleText(listed.reply).indexOf('Printer'));
    const { posts: answers } = await harness.click(listed.reply, /^search_unfollow_21$/, { channelId: 'C0OTHER' });
    // The list is drawn again in its place, without it, saying under it what stopped.
    const redrawn = answers[0] as Record<string, unknown>;
    expect(redrawn.replace_original).toBe(true);
    expect(visibleText(redrawn)).toContain('<#C0GENERAL> no longer follows “Scanner”');
    expect(visibleText(redrawn)).toContain('“Printer” in <#C0GENERAL>');
    expect(findButtons(redrawn).filter((b) => b.action_id.startsWith(FollowId.unfollow))).toHaveLength(1);
    expect(visibleText((await harness.ask('/cases', 'following')).reply)).toContain('This channel follows 1 search');
  });

  it('lets anyone in the channel stop it, and nothing more is posted; whoever set it up is told who did', async () => {
    const post = posts(harness)[0] as PostedMessage;
    const dms = () => (harness.slack.messages.get(`D${USER}`) ?? []).map((m) => m.text ?? '');
    const dmsBefore = dms().length;
    // Its button pressed in another channel by someone who did not set it up: nothing ends.
    await harness.click({ text: post.text, blocks: post.blocks }, FollowId.unfollow, {
      userId: BOB,
      channelId: 'C0OTHER',
    });
    expect(visibleText((await harness.ask('/cases', 'following')).reply)).toContain('This channel follows 1 search');
    const { posts: answers } = await harness.click({ text: post.text, blocks: post.blocks }, FollowId.unfollow, {
      userId: BOB,
    });
    expect(visibleText(answers[0] as Record<string, unknown>)).toContain('no longer follows “Printer”');
    // Pressed again on the same post: said plainly, never a search of “…”.
    const again = await harness.click({ text: post.text, blocks: post.blocks }, FollowId.unfollow, { userId: BOB });
    expect(visibleText(again.posts[0] as Record<string, unknown>)).toContain('This follow has already stopped.');
    arrives(3102, 'Printer out of toner');
    await harness.quiet();
    expect(posts(harness)).toHaveLength(1);
    // Whoever set it up hears who stopped it, once, in their own words.
    expect(dms().slice(dmsBefore)).toEqual([expect.stringContaining('<@U0BOB> stopped following “Printer”')]);
    // With the whole command to follow it again.
    expect(dms().at(-1)).toContain('`/cases follow Printer`');
    // The same for `/cases unfollow`; stopping one's own tells nobody.
    await harness.ask('/cases', 'follow Scanner');
    await harness.ask('/cases', 'unfollow scanner', { userId: BOB });
    await harness.ask('/cases', 'follow Laptop');
    await harness.ask('/cases', 'unfollow laptop');
    // Slack takes one message a second in a conversation: the second DM may wait its turn.
    await waitUntil('the second DM', async () => {
      await harness.quiet();
      return dms().length > dmsBefore + 1;
    });
    await harness.quiet();
    expect(dms().slice(dmsBefore + 1)).toEqual([expect.stringContaining('<@U0BOB> stopped following “Scanner”')]);
    const { reply } = await harness.ask('/cases', 'following');
    expect(visibleText(reply)).toContain('follows no search');
  });

  it('ends every follow and watch silently when casebot is uninstalled: Slack would refuse the DMs', async () => {
    await harness.ask('/cases', 'follow Printer');
    await harness.ask('/case', '3000 watch');
    const counts = async () => {
      const opened = openDatabase(harness.databaseUrl);
      const rows = await createWatchStore(opened.db).counts();
      const follows = await createFollowStore(opened.db).listFollows(TEAM);
      await opened.db.destroy();
      return { watches: rows.watches, follows: follows.length };
    };
    expect(await counts()).toEqual({ watches: 1, follows: 1 });
    const messages = harness.slack.calls.filter((c) => c.method === 'chat.postMessage').length;
    expect((await harness.event({ teamId: TEAM, event: { type: 'app_uninstalled' } })).status).toBe(200);
    const deadline = Date.now() + 8000;
    while (JSON.stringify(await counts()) !== JSON.stringify({ watches: 0, follows: 0 })) {
      if (Date.now() > deadline) throw new Error('watches and follows were not ended');
      await sleep(50);
    }
    await harness.quiet();
    expect(harness.slack.calls.filter((c) => c.method === 'chat.postMessage')).toHaveLength(messages);
    // Installed again (as a restart with its token does), for the next test.
    await harness.bot.store.markInstalled(TEAM);
  });

  it('ends the follows of someone unlinked, with one DM to them', async () => {
    await harness.ask('/cases', 'follow Laptop', { userId: CLAIRE });
    await harness.bot.store.unlinkUser(TEAM, CLAIRE);
    await waitUntil('the DM', () => (harness.slack.messages.get(`D${CLAIRE}`) ?? []).length > 0);
    await harness.quiet();
    const dms = harness.slack.messages.get(`D${CLAIRE}`) ?? [];
    expect(dms).toHaveLength(1);
    expect(dms[0]?.text).toContain('casebot ne suit plus');
    expect(dms[0]?.text).toContain('Laptop');
    const { reply } = await harness.ask('/cases', 'following');
    expect(visibleText(reply)).toContain('follows no search');
  });

  it('takes a follow back, and says to invite casebot, where casebot cannot post', async () => {
    harness.slack.channelsWithoutBot.add('C0PRIVATE');
    try {
      const id = 'follow-private';
      await postSigned(
        harness.eventsUrl,
        SIGNING_SECRET,
        slashCommandBody({
          command: '/cases',
          text: 'follow Printer',
          team_id: TEAM,
          user_id: BOB,
          channel_id: 'C0PRIVATE',
          response_url: harness.slack.responseUrl(id),
        }),
      );
      const [reply] = await harness.slack.waitForPosts(id);
      expect(visibleText(reply ?? {})).toContain('Invite it with `/invite @casebot`');
      const opened = openDatabase(harness.databaseUrl);
      const stored = await createFollowStore(opened.db).listFollows(TEAM, 'C0PRIVATE');
      await opened.db.destroy();
      expect(stored).toEqual([]);
    } finally {
      harness.slack.channelsWithoutBot.delete('C0PRIVATE');
    }
  });

  it('ends a follow, with one DM to whoever set it up, once Slack refuses its posts for good', async () => {
    await harness.ask('/cases', 'follow Printer', { userId: BOB });
    // casebot is removed from the channel afterwards.
    harness.slack.channelsWithoutBot.add(CHANNEL);
    try {
      arrives(3200, 'Printer smoking');
      await waitUntil('the DM', () => (harness.slack.messages.get(`D${BOB}`) ?? []).length > 0);
      const dms = harness.slack.messages.get(`D${BOB}`) ?? [];
      expect(dms[0]?.text).toContain('invite casebot with `/invite @casebot`');
      // The DM is written in the transaction that ends the follow.
      const { reply } = await harness.ask('/cases', 'following');
      expect(visibleText(reply)).toContain('follows no search');
    } finally {
      harness.slack.channelsWithoutBot.delete(CHANNEL);
    }
  });
  it('keeps to its filters: a follow of “Printer priority:high” posts a new high-priority printer case, not a low one', async () => {
    const channel = 'C0FILTERS';
    const { reply } = await harness.ask('/cases', 'follow Printer priority:high', { channelId: channel });
    // Said as a person would: its words, then its filters in words (never their syntax).
    expect(visibleText(reply)).toContain('This channel now follows “Printer”:');
    expect(visibleText(reply)).toContain('Posted only when: Priority: high.');
    expect(visibleText(reply)).not.toContain('priority:high');
    expect(visibleText(reply)).toContain('Posted only when: Priority: high.');
    // The channel is told too, in its language (the workspace's: French here).
    const announced = (harness.slack.messages.get(channel) ?? []).map((m) => m.text).join('\n');
    expect(announced).toContain('Publié seulement si : Priorité : haute.');
    await harness.quiet();
    const high = fakeCase({ caseNumber: 3300, subject: 'Printer on fire', priority: 'High', submitted: new Date() });
    const low = fakeCase({
      caseNumber: 3301,
      subject: 'Printer slightly slow',
      priority: 'Low',
      submitted: new Date(),
    });
    all.unshift(low, high);
    await waitUntil('the high-priority post', () => posts(harness, channel).length > 0);
    await harness.quiet();
    const texts = posts(harness, channel).map((m) => JSON.stringify(m.blocks));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain('3300');
    expect(texts.join()).not.toContain('3301');
  });

  it('tells the events it is set to: “events:closed,notes” posts a closing and a new note once, not a new case', async () => {
    const channel = 'C0EVENTS';
    const watched = fakeCase({ caseNumber: 3400, subject: 'Printer drum worn', submitted: new Date() });
    all.unshift(watched);
    const { reply } = await harness.ask('/cases', 'follow Printer events:closed,notes', { channelId: channel });
    expect(visibleText(reply)).toContain('what it tells (below) is posted here once');
    expect(visibleText(reply)).toContain('Tells: cases that close, new notes.');
    await harness.quiet();
    // A new case is not among its events; a note written since is, told with its text.
    arrives(3401, 'Printer new and untold');
    watched.notes.push({ id: 9401, note: 'Drum ordered', createdOn: new Date(), createdBy: 'a.smith' });
    watched.lastUpdated = new Date();
    await waitUntil('the note post', () => posts(harness, channel).length > 0);
    await harness.quiet();
    const [notePost] = posts(harness, channel).map((m) => JSON.stringify(m.blocks));
    expect(notePost).toContain('Un dossier de « Printer » a changé');
    expect(notePost).not.toContain('events:');
    expect(notePost).toContain('Drum ordered');
    expect(notePost).toContain(FollowId.unfollow);
    // Closed: told once, status old → new, with no note repeated.
    watched.status = 'Closed';
    watched.lastUpdated = new Date(Date.now() + 1000);
    await waitUntil('the closing post', () => posts(harness, channel).length > 1);
    await harness.quiet();
    const texts = posts(harness, channel).map((m) => JSON.stringify(m.blocks));
    expect(texts).toHaveLength(2);
    expect(texts[1]).toContain('Closed');
    expect(texts[1]).not.toContain('Drum ordered');
    expect(texts.join()).not.toContain('3401');
  });

  it('lets whoever set a follow up change its filters and events in a modal; nobody else', async () => {
    const channel = 'C0CHANGE';
    const { reply } = await harness.ask('/cases', 'follow Printer', { channelId: channel });
    await harness.quiet();
    // Bob may stop it, not change what is read as someone else.
    const bobs = await harness.click(reply, FollowId.change, { userId: BOB, channelId: channel });
    expect(visibleText(bobs.posts[0] ?? {})).toContain(`Only <@${USER}> can change this follow`);
    const since = harness.viewChanges.length;
    await harness.click(reply, FollowId.change, { channelId: channel, expectPosts: 0 });
    const [opened] = (await harness.waitForViews(since, 1)) as ViewChange[];
    expect(JSON.stringify(opened?.view.blocks)).toContain('"initial_value":"Printer"');
    const submit = (text: string, events: string[]) =>
      harness.submitView(opened as ViewChange, {
        [FollowId.text]: { [FollowId.text]: { value: text } },
        [FollowId.events]: { [FollowId.events]: { selected_options: events.map((value) => ({ value })) } },
      });
    const refused = await submit('Printer', []);
    expect(JSON.parse(refused.text).response_action).toBe('errors');
    await submit('Printer priority:high', ['new', 'closed']);
    await waitUntil('the DM', () => (harness.slack.messages.get(USER) ?? []).length > 0);
    const dm = (harness.slack.messages.get(USER) ?? []).at(-1)?.text ?? '';
    expect(dm).toContain('This channel now follows “Printer”.');
    expect(dm).toContain('Posted only when: Priority: high.');
    expect(dm).toContain('Tells: new cases, cases that close.');
    const listed = await harness.ask('/cases', 'following', { channelId: channel });
    expect(visibleText(listed.reply)).toContain('“Printer” · set up by <@U0ALICE> · posted only when Priority: high');
    // What the new search lists now is not posted as new.
    await harness.quiet();
    expect(posts(harness, channel)).toEqual([]);
  });

  it('gathers what comes in a channel that asked for less noise: one post per quarter hour at most, listing it', async () => {
    const channel = 'C0GATHER';
    await harness.ask('/cases', 'follow Printer', { channelId: channel });
    const { reply } = await harness.ask('/cases', 'following', { channelId: channel });
    const since = harness.viewChanges.length;
    await harness.click(reply, ActionId.channelQuiet, { channelId: channel, expectPosts: 0 });
    const [opened] = (await harness.waitForViews(since, 1)) as ViewChange[];
    await harness.submitView(opened as ViewChange, {
      [ActionId.quietThread]: { [ActionId.quietThread]: { selected_options: [] } },
      [ActionId.quietBatch]: { [ActionId.quietBatch]: { selected_option: { value: '15' } } },
    });
    await harness.quiet();
    arrives(3500, 'Printer gathered one');
    arrives(3501, 'Printer gathered two');
    await waitUntil('the gathered post', () => posts(harness, channel).length > 0);
    await harness.quiet();
    const [first] = posts(harness, channel).map((m) => JSON.stringify(m.blocks));
    expect(posts(harness, channel)).toHaveLength(1);
    expect(first).toContain('Du nouveau pour « Printer » depuis la dernière publication (2)');
    expect(first).toContain('Printer gathered one');
    expect(first).toContain('Printer gathered two');
    // Within its quarter hour: nothing more is posted, and nothing is lost, not even a case that many
    // newer ones push out of the newest 50 the follow reads before its time comes.
    arrives(3502, 'Printer gathered three');
    await harness.quiet();
    for (let i = 0; i < 30; i++) arrives(3600 + i, `Printer filler ${i}`);
    await harness.quiet();
    for (let i = 30; i < 55; i++) arrives(3600 + i, `Printer filler ${i}`);
    await harness.quiet();
    await harness.quiet();
    expect(posts(harness, channel)).toHaveLength(1);
    // A quarter hour later (the follow's last post moved back): what came meanwhile, in one post.
    const opened2 = openDatabase(harness.databaseUrl);
    try {
      const before = new Date(Date.now() - 16 * 60_000).toISOString();
      await opened2.db.updateTable('follows').set({ posted_at: before }).where('channel_id', '=', channel).execute();
    } finally {
      await opened2.db.destroy();
    }
    await waitUntil('the second gathered post', () => posts(harness, channel).length > 1);
    const second = JSON.stringify(posts(harness, channel)[1]?.blocks);
    expect(second).toContain('depuis la dernière publication (56)');
    expect(second).toContain('Printer gathered three');
    expect(second).toContain('… et 36 autres.');
    expect(second).not.toContain('Printer gathered one');
    await harness.quiet();
    expect(posts(harness, channel)).toHaveLength(2);
  });

  it('reads what is there when a follow begins as its polls will (the channel’s language): no status is news for its words alone', async () => {
    const channel = 'C0WORDS';
    // Bob reads English; the workspace (and so the channel) French, and the service answers each in its
    // language: "Open" and "Ouvert" are one status.
    harness.caseApi.options.speaksLanguages = true;
    try {
      const asked = { channelId: channel, userId: BOB };
      const { reply } = await harness.ask('/cases', 'follow Printer events:status', asked);
      expect(visibleText(reply)).toContain('Tells: changes of status.');
      await harness.quiet();
      await harness.quiet();
      expect(posts(harness, channel)).toEqual([]);
    } finally {
      harness.caseApi.options.speaksLanguages = false;
    }
  });
});
