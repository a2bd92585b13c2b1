import { ActionId } from '../../src/blocks/ids';
import { account, fakeCase } from '../helpers/fake-cases';
import { findButtons, Harness, USER, visibleText } from '../helpers/harness';
import { waitUntil } from '../helpers/wait';

const contact = fakeCase({
  caseNumber: 1234,
  subject: 'Printer on floor 3',
  customerEmail: 'it@acme-retail.example',
  customerMobile: '+44 20 7946 0000',
});

describe.each([false, true])('Share in channel (workspace shares contact details: %s)', (shareContactDetails) => {
  const harness = new Harness({
    accounts: { acme: account([contact], { users: ['j.doe', 'b.other'] }) },
    workspaces: [{ shareContactDetails }],
    links: [
      { slackUserId: USER, userName: 'j.doe' },
      { slackUserId: 'U0BOB', userName: 'b.other' },
      { slackUserId: 'U0EVE', userName: 'e.outsider' },
    ],
  });
  beforeAll(() => harness.start());
  afterAll(() => harness.close());
  beforeEach(() => {
    harness.caseApi.requests.length = 0;
  });
  /** The outcome of every Share press so far, in the order their lines were written. */
  const shareOutcomes = () =>
    harness.logs
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.msg === 'action case_share')
      .map((l) => l.outcome);
  let presses = 0;
  /** Presses Share, and waits for its outcome line (written after its last reply) and every earlier one. */
  const press = async (reply: Record<string, unknown>, options: Parameters<Harness['click']>[2] = {}) => {
    presses += 1;
    const expected = presses;
    const pressed = await harness.click(reply, ActionId.share, options);
    await waitUntil('the outcome line of every Share press', () => shareOutcomes().length >= expected);
    return pressed;
  };

  /** What casebot posted itself in the channel (not thread replies). */
  const channelCards = () => (harness.slack.messages.get('C0GENERAL') ?? []).filter((m) => !m.thread_ts);

  it('posts the card for the channel saying who shared it, then marks the private card as shared', async () => {
    const { reply } = await harness.ask('/case', '1234');
    expect(visibleText(reply)).toContain('+44 20 7946 0000');
    const before = channelCards().length;
    const { posts } = await press(reply);
    const [updated] = posts;
    // casebot posts it itself, to keep it up to date, and it says so.
    expect(channelCards()).toHaveLength(before + 1);
    const shared = { ...channelCards().at(-1) } as Record<string, unknown>;
    expect(visibleText(shared)).toContain('Kept up to date by casebot');
    expect(visibleText(shared)).toContain(`<@${USER}> shared a case`);
    expect(visibleText(shared ?? {})).toContain('Case #1234 · Printer on floor 3');
    // Compact: View details is the only button, for anyone in the channel.
    expect(findButtons(shared ?? {}).map((b) => b.action_id)).toEqual(['case_details']);
    expect(visibleText(shared ?? {}).includes('it@acme-retail.example')).toBe(shareContactDetails);
    expect(visibleText(shared ?? {}).includes('+44 20 7946 0000')).toBe(shareContactDetails);

    expect(updated).toMatchObject({ replace_original: true });
    expect(visibleText(updated ?? {})).toMatch(
      new RegExp(`<@${USER}> shared this case in <#C0GENERAL> · <!date\\^\\d+\\^`),
    );
    // Shared once: the private card keeps View-like buttons but no Share.
    expect(findButtons(updated ?? {}).map((b) => b.action_id)).not.toContain(ActionId.share);
  });

  it('posts once when Share is pressed twice at the same time', async () => {
    const { reply } = await harness.ask('/case', '1234');
    const before = channelCards().length;
    await Promise.all([press(reply, { expectPosts: 1 }), press(reply, { expectPosts: 1 })]);
    expect(channelCards()).toHaveLength(before + 1);
    expect(shareOutcomes().slice(-2).sort()).toEqual(['already_shared', 'ok']);
  });

  it('a later press on an already shared card re-shows who shared it, and posts nothing', async () => {
    const { reply } = await harness.ask('/case', '1234');
    await press(reply);
    const before = channelCards().length;
    const { posts, id } = await press(reply);
    expect(channelCards()).toHaveLength(before);
    expect(posts[0]).toMatchObject({ replace_original: true });
    expect(visibleText(posts[0] ?? {})).toContain(`<@${USER}> shared this case in <#C0GENERAL>`);
    expect(findButtons(posts[0] ?? {}).map((b) => b.action_id)).not.toContain(ActionId.share);
    expect(shareOutcomes().at(-1)).toBe('already_shared');
    expect(harness.slack.postsFor(id)).toHaveLength(1);
  });

  it('lets Share be pressed again when the post to the channel failed', async () => {
    const { reply } = await harness.ask('/case', '1234');
    const before = channelCards().length;
    harness.slack.failing.set('chat.postMessage', 'internal_error');
    try {
      const { posts } = await press(reply);
      expect(posts[0]?.text).toContain("couldn't be shared");
    } finally {
      harness.slack.failing.delete('chat.postMessage');
    }
    expect(channelCards()).toHaveLength(before);
    const { posts } = await press(reply);
    expect(posts[0]?.replace_original).toBe(true);
    expect(channelCards()).toHaveLength(before + 1);
  });

  it('costs no call to the case service when the card was just fetched for the same person', async () => {
    const { reply } = await harness.ask('/case', '1234');
    harness.caseApi.requests.length = 0;
    await press(reply);
    expect(harness.caseApi.requests).toEqual([]);
  });

  it('fetches the shared card as the person who pressed Share', async () => {
    const { reply } = await harness.ask('/case', '1234');
    harness.caseApi.requests.length = 0;
    await press(reply, { userId: 'U0BOB' });
    expect(harness.caseApi.requests.map((r) => [r.operation, r.query.userName])).toEqual([
      ['GetCaseDetails', 'b.other'],
    ]);
  });

  it('shares nothing that the presser may not see', async () => {
    const { reply } = await harness.ask('/case', '1234');
    const { posts, id } = await press(reply, { userId: 'U0EVE' });
    expect(posts[0]?.response_type).toBe('ephemeral');
    expect(posts[0]?.text).toContain('The case service said: “Unknown user e.outsider” (error 5)');
    expect(shareOutcomes().at(-1)).toBe('upstream_error_code');
    expect(harness.slack.postsFor(id).some((p) => p.response_type === 'in_channel')).toBe(false);
  });

  it('counts a share as done when only the update of the private card fails', async () => {
    const { reply } = await harness.ask('/case', '1234');
    const before = channelCards().length;
    harness.slack.failPostsWhere = (body) => body.replace_original === true;
    try {
      const { id } = await press(reply, { expectPosts: 0 });
      expect(shareOutcomes().at(-1)).toBe('ok');
      expect(harness.slack.postsFor(id)).toHaveLength(0);
      expect(channelCards()).toHaveLength(before + 1);
    } finally {
      harness.slack.failPostsWhere = undefined;
    }
  });

  it('logs respond_failed, and sends nothing more, when Slack will not take a reply', async () => {
    harness.slack.failResponseUrlPosts = 2;
    const { id } = await harness.command('/case', '1234');
    let line: Record<string, unknown> | undefined;
    for (let i = 0; i < 100 && !line; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      line = harness.logs
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .find((l) => l.outcome === 'respond_failed');
    }
    expect(line).toMatchObject({ msg: 'command /case', outcome: 'respond_failed' });
    expect(harness.slack.postsFor(id)).toEqual([]);
    expect(harness.slack.failResponseUrlPosts).toBe(0);
  });

  it('retries a failed response_url post once', async () => {
    const { reply } = await harness.ask('/case', '1234');
    harness.slack.failResponseUrlPosts = 1;
    const { posts } = await press(reply);
    expect(posts[0]?.replace_original).toBe(true);
    expect(harness.slack.failResponseUrlPosts).toBe(0);
  });
});

describe('Share where casebot is not in the channel', () => {
  const harness = new Harness({
    accounts: { acme: account([contact], { users: ['j.doe'] }) },
    links: [{ slackUserId: USER, userName: 'j.doe' }],
  });
  beforeAll(async () => {
    await harness.start();
    harness.slack.channelsWithoutBot.add('C0PRIVATE');
  });
  afterAll(() => harness.close());

  it('shares through the response_url, and the card says it is not kept up to date and how to change that', async () => {
    const { reply } = await harness.ask('/case', '1234', { channelId: 'C0PRIVATE' });
    const { posts } = await harness.click(reply, ActionId.share, { expectPosts: 2, channelId: 'C0PRIVATE' });
    const [shared, updated] = posts;
    expect(shared).toMatchObject({ response_type: 'in_channel', replace_original: false });
    expect(visibleText(shared ?? {})).toContain("Not kept up to date: casebot isn't in this channel");
    expect(visibleText(shared ?? {})).toContain('`/invite @casebot`');
    expect(JSON.stringify(shared)).not.toContain('live_card_line');
    expect(updated).toMatchObject({ replace_original: true });
    expect(harness.slack.messages.get('C0PRIVATE') ?? []).toEqual([]);
  });
});

describe('Share where an admin turned keeping cards up to date off', () => {
  const harness = new Harness({
    accounts: { acme: account([contact], { users: ['j.doe'] }) },
    workspaces: [{ keepCardsTrue: false }],
    links: [{ slackUserId: USER, userName: 'j.doe' }],
  });
  beforeAll(() => harness.start());
  afterAll(() => harness.close());

  it('shares through the response_url and says nothing of keeping it up to date', async () => {
    const { reply } = await harness.ask('/case', '1234');
    const { posts } = await harness.click(reply, ActionId.share, { expectPosts: 2 });
    expect(posts[0]).toMatchObject({ response_type: 'in_channel' });
    expect(visibleText(posts[0] ?? {})).not.toContain('kept up to date');
    expect(harness.slack.messages.get('C0GENERAL') ?? []).toEqual([]);
  });
});
