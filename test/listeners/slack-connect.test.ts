import { ActionId } from '../../src/blocks/ids';
import type { PostedMessage } from '../../src/sandbox/slack-api-server';
import { decoded } from '../../src/sandbox/slack-api-server';
import { NOTICE_EVENT } from '../../src/spine/delivery';
import { createLiveCardStore } from '../../src/kinds/live-card/store';
import { openDatabase } from '../../src/workspaces/database';
import { account, caseSeries, fakeCase } from '../helpers/fake-cases';
import { findButtons, Harness, TEAM, USER, visibleText } from '../helpers/harness';
import { waitUntil } from '../helpers/wait';

// Slack Connect: a channel shared with another organisation sees no case unless an admin allowed it.
// casebot asks Slack (conversations.info) before it follows, posts, unfurls or shares there, and hears
// of a channel becoming shared (channel_shared).
const CHANNEL = 'C0GENERAL';
const LINK = 'https://cases.acme.example/case/3000';
const all = caseSeries(3, 'Printer', 3000);

const posts = (harness: Harness): PostedMessage[] =>
  (harness.slack.messages.get(CHANNEL) ?? []).filter((m) => m.metadata?.event_type === NOTICE_EVENT);
const dms = (harness: Harness) => harness.slack.messages.get(`D${USER}`) ?? [];

describe('a channel shared with another organisation', () => {
  const harness = new Harness({
    accounts: { acme: account(all, { users: ['j.doe'] }) },
    workspaces: [{ caseUrlTemplate: 'https://cases.acme.example/case/{number}' }],
    // Slack's word on a channel is asked for every time here (a minute's cache otherwise).
    settings: { detailsCacheMs: 0, channelsCacheMs: 0, poll: { intervalMs: 300 } },
  });
  beforeAll(() => harness.start());
  afterAll(() => harness.close());
  beforeEach(() => harness.slack.sharedChannels.clear());

  const allow = async (allowed: boolean) => {
    const stored = await harness.bot.store.getWorkspaceWithToken(TEAM);
    if (!stored) throw new Error('no workspace');
    await harness.bot.store.putWorkspace({
      ...stored.workspace,
      apiToken: stored.apiToken,
      allowSharedChannels: allowed,
    });
  };
  const unfurled = () => harness.slack.calls.filter((c) => c.method === 'chat.unfurl').length;
  const linkShared = async () => {
    const since = harness.logs.length;
    await harness.event({
      teamId: TEAM,
      event: {
        type: 'link_shared',
        channel: CHANNEL,
        user: USER,
        message_ts: '1700000000.000300',
        unfurl_id: 'U.9',
        source: 'conversations_history',
        links: [{ url: LINK, domain: 'cases.acme.example' }],
      },
    });
    return harness.logLine('event link_shared', since);
  };

  it('follows nothing there, and nothing while Slack cannot say whose it is', async () => {
    harness.slack.sharedChannels.add(CHANNEL);
    const { reply } = await harness.ask('/cases', 'follow Printer');
    expect(visibleText(reply)).toContain('shared with another organisation');
    harness.slack.failing.set('conversations.info', 'internal_error');
    try {
      const unsure = await harness.ask('/cases', 'follow Printer');
      expect(visibleText(unsure.reply)).toContain('casebot sets nothing up here until it knows');
    } finally {
      harness.slack.failing.delete('conversations.info');
    }
    expect(visibleText((await harness.ask('/cases', 'following')).reply)).toContain('follows no search');
    // Not even the announcement went there.
    expect(harness.slack.messages.get(CHANNEL) ?? []).toEqual([]);
  });

  it('ends a follow and a card kept true at once when Slack says their channel became shared, telling each who set one up once', async () => {
    const { reply } = await harness.ask('/cases', 'follow Printer');
    expect(visibleText(reply)).toContain('now follows');
    const card = await harness.ask('/case', '3001');
    await harness.click(card.reply, ActionId.share);
    const liveHere = async () => {
      const opened = openDatabase(harness.databaseUrl);
      try {
        return await createLiveCardStore(opened.db).cardsOf(TEAM, { channelId: CHANNEL });
      } finally {
        await opened.db.destroy();
      }
    };
    await waitUntil('the shared card kept true', async () => (await liveHere()).length === 1);
    harness.slack.sharedChannels.add(CHANNEL);
    const since = harness.logs.length;
    await harness.event({
      teamId: TEAM,
      event: { type: 'channel_shared', channel: CHANNEL, connected_team_id: 'T0OUTSIDE', event_ts: '1' },
    });
    expect(await harness.logLine('event channel_shared', since)).toMatchObject({ outcome: 'shared_channel' });
    expect(visibleText((await harness.ask('/cases', 'following')).reply)).toContain('follows no search');
    await waitUntil('the DMs saying so', () => dms(harness).length > 1);
    const told = dms(harness).map((m) => m.text);
    expect(told.filter((t) => t.includes('casebot stopped following there'))).toHaveLength(1);
    expect(told.filter((t) => t.includes(`#3001 in <#${CHANNEL}>`) && t.includes('no longer keeps'))).toHaveLength(1);
    expect(await liveHere()).toEqual([]);
  });

  it('posts nothing into a channel that became shared unseen: the post is dropped and the follow ends', async () => {
    const before = dms(harness).length;
    await harness.ask('/cases', 'follow Printer');
    harness.slack.sharedChannels.add(CHANNEL);
    all.unshift(fakeCase({ caseNumber: 3100, subject: 'Printer on floor 9', submitted: new Date() }));
    await waitUntil('the follow to end', () => dms(harness).length > before, 10_000);
    expect(posts(harness)).toEqual([]);
    expect(harness.logs.some((l) => l.includes('"err":"shared_channel"'))).toBe(true);
  });

  it('asks before a card is shared there; Share anyway shares it once, Don’t share keeps it private', async () => {
    harness.slack.sharedChannels.add(CHANNEL);
    const { reply } = await harness.ask('/case', '3000');
    const asked = await harness.click(reply, ActionId.share);
    const question = asked.posts[0] ?? {};
    expect(visibleText(question)).toContain('shared with another organisation');
    expect(findButtons(question).map((b) => b.action_id)).toEqual([ActionId.shareConfirmed, ActionId.shareCancelled]);
    expect(harness.slack.posts.filter((p) => p.body.response_type === 'in_channel')).toEqual([]);

    const kept = await harness.click(question, ActionId.shareCancelled);
    expect(kept.posts[0]).toMatchObject({ replace_original: true });
    expect(visibleText(kept.posts[0] ?? {})).toContain('Not shared: case #3000 stays with you');

    const before = (harness.slack.messages.get(CHANNEL) ?? []).length;
    const shared = await harness.click(question, ActionId.shareConfirmed);
    expect(harness.slack.messages.get(CHANNEL)).toHaveLength(before + 1);
    expect(visibleText(shared.posts.find((p) => p.replace_original === true) ?? {})).toContain('shared this case');
  });

  it('unfurls no case link there', async () => {
    harness.slack.sharedChannels.add(CHANNEL);
    const before = unfurled();
    expect(await linkShared()).toMatchObject({ outcome: 'shared_channel' });
    expect(unfurled()).toBe(before);
    expect(harness.caseApi.requests.filter((r) => r.operation === 'GetCaseDetails' && r.query.ComplaintId)).toEqual([]);
  });

  it('allows follows and unfurls there once an admin allowed such channels', async () => {
    await allow(true);
    try {
      harness.slack.sharedChannels.add(CHANNEL);
      const { reply } = await harness.ask('/cases', 'follow Laptop');
      expect(visibleText(reply)).toContain('now follows');
      const before = unfurled();
      expect(await linkShared()).toMatchObject({ outcome: 'unfurled' });
      expect(unfurled()).toBe(before + 1);
      const [call] = harness.slack.calls.filter((c) => c.method === 'chat.unfurl').slice(-1);
      expect(JSON.stringify(decoded(call?.params ?? {}))).toContain('#3000');
    } finally {
      await allow(false);
    }
  });
});
