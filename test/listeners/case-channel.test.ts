import { LiveCardId } from '../../src/kinds/live-card/ids';
import { ActionId } from '../../src/blocks/ids';
import { decoded, type PostedMessage } from '../../src/sandbox/slack-api-server';
import { blockActionsBody, postSigned } from '../../src/sandbox/slack-requests';
import { createCaseChannelStore } from '../../src/kinds/live-card/case-channel-store';
import { openDatabase } from '../../src/workspaces/database';
import { account, fakeCase } from '../helpers/fake-cases';
import { findButtons, Harness, SIGNING_SECRET, TEAM, USER, type ViewChange, visibleText } from '../helpers/harness';
import { channelForm, initialName } from '../helpers/channel-form';
import { waitUntil } from '../helpers/wait';

// A case's own channel, end to end: the modal, the channel made as the asker (invited, card pinned and
// kept up to date, link bookmarked, topic kept current), one per case, and what Slack may refuse.
const BOB = 'U0BOB';

describe('a channel of its own for a case', () => {
  const printer = fakeCase({ caseNumber: 1234, subject: 'Printer on floor 3!', priority: 'High' });
  const scanner = fakeCase({ caseNumber: 1235, subject: 'Scanner', priority: 'Low' });
  const laptop = fakeCase({ caseNumber: 1236, subject: 'Laptop', priority: 'Low' });
  const desk = fakeCase({ caseNumber: 1237, subject: 'Desk', priority: 'Low' });
  const harness = new Harness({
    accounts: { acme: account([printer, scanner, laptop, desk], { users: ['j.doe', 'b.other'] }) },
    links: [
      { slackUserId: USER, userName: 'j.doe' },
      { slackUserId: BOB, userName: 'b.other' },
    ],
    workspaces: [{ caseUrlTemplate: 'https://cases.acme.example/case/{number}', pollCallsPerMinute: 6000 }],
    settings: { detailsCacheMs: 0, poll: { intervalMs: 300 } },
  });
  beforeAll(async () => {
    await harness.start();
    harness.slack.users.set(BOB, { locale: 'en-US' });
  });
  afterAll(() => harness.close());

  const { askForChannel, submit } = channelForm(harness);
  const made = () => [...harness.slack.channels.values()];
  const messages = (channel: string) => harness.slack.messages.get(channel) ?? [];
  const textOf = (m: PostedMessage) => visibleText({ text: m.text, blocks: m.blocks });

  it('proposes a name, public, with the asker invited; Create alone makes, pins, bookmarks and names it', async () => {
    const opened = await askForChannel(1234);
    expect(opened.view.callback_id).toBe(LiveCardId.channelModal);
    expect(initialName(opened)).toBe('case-1234-printer-on-floor-3');
    expect(JSON.stringify(opened.view)).toContain(`"initial_users":["${USER}"]`);
    const { ack, said } = await submit(opened);
    expect(ack.response_action).toBe('update');
    const [channel] = made();
    expect(channel).toMatchObject({
      name: 'case-1234-printer-on-floor-3',
      isPrivate: false,
      topic: '#1234 · Open · High',
    });
    expect(said).toContain(`<#${channel?.id}> is ready`);
    expect([...(channel?.members ?? [])]).toContain(USER);
    const [card] = messages(channel?.id ?? '');
    expect(channel?.pins).toEqual([card?.ts]);
    expect(channel?.bookmarks).toEqual([{ title: '#1234', link: 'https://cases.acme.example/case/1234' }]);
    expect(textOf(card as PostedMessage)).toContain('Kept up to date by casebot');
  });

  it('keeps one channel per case: a second request, the private card and a shared card name it', async () => {
    const channel = made()[0]?.id ?? '';
    const { reply } = await harness.ask('/case', '1234 channel');
    expect(visibleText(reply)).toContain(`Case #1234 already has a channel: <#${channel}>`);
    const card = await harness.ask('/case', '1234');
    expect(visibleText(card.reply)).toContain(`Case channel: <#${channel}>`);
    expect(findButtons(card.reply).map((b) => b.action_id)).not.toContain(LiveCardId.openChannel);
    await harness.click(card.reply, ActionId.share);
    const shared = messages('C0GENERAL').at(-1) as PostedMessage;
    expect(textOf(shared)).toContain(`Case channel: <#${channel}>`);
    // App Home's recent cases too.
    await harness.event({ teamId: TEAM, event: { type: 'app_home_opened', user: USER, tab: 'home' } });
    await waitUntil('App Home naming the channel', () =>
      visibleText(harness.slack.homes.get(USER) ?? {}).includes(`Case channel: <#${channel}>`),
    );
    // The side panel too, as a field, and no Open a channel there.
    harness.slack.calls.length = 0;
    await harness.event({
      teamId: TEAM,
      event: {
        type: 'entity_details_requested',
        user: USER,
        trigger_id: '123.456.trigger',
        link: { url: 'https://cases.acme.example/case/1234', domain: 'cases.acme.example' },
        entity_url: 'https://cases.acme.example/case/1234',
        external_ref: { id: String(printer.complaintId), type: 'case' },
        channel: 'C0GENERAL',
        message_ts: '1700000000.000200',
      },
    });
    await waitUntil('the side panel', () => harness.slack.calls.some((c) => c.method === 'entity.presentDetails'));
    const panel = decoded(harness.slack.calls.find((c) => c.method === 'entity.presentDetails')?.params ?? {});
    const payload = (panel.metadata as { entity_payload: Record<string, unknown> }).entity_payload;
    expect(JSON.stringify(payload)).toContain(
      JSON.stringify({
        key: 'case_channel',
        label: 'Case channel',
        type: 'string',
        value: '#case-1234-printer-on-floor-3',
      }),
    );
    expect(JSON.stringify(payload)).not.toContain(LiveCardId.panelChannel);
  });

  it('keeps the topic current, tells the channel when the case closes, and archives it for a member', async () => {
    const channel = made()[0]?.id ?? '';
    printer.status = 'Closed';
    await waitUntil(
      'the topic and the closing message',
      () =>
        made()[0]?.topic === '#1234 · Closed · High' &&
        messages(channel).some((m) => !m.thread_ts && textOf(m).includes('Case #1234 is closed')),
    );
    const closing = messages(channel).find((m) => textOf(m).includes('Case #1234 is closed')) as PostedMessage;
    expect(findButtons({ blocks: closing.blocks }).map((b) => b.action_id)).toEqual([LiveCardId.archiveChannel]);
    // Archiving takes the channel from everyone: the button asks first.
    const archive = findButtons({ blocks: closing.blocks })[0] as unknown as { confirm?: { title: { text: string } } };
    expect(archive.confirm?.title.text).toBe('Archive this channel?');
    const value = (findButtons({ blocks: closing.blocks })[0] as { value?: string }).value ?? '';
    expect(JSON.parse(value)).toEqual({ t: TEAM, c: printer.complaintId, h: channel });
    const press = async (
      userId: string,
      id: string,
      where = channel,
      pressed = value,
      actionId: string = LiveCardId.archiveChannel,
    ) => {
      await postSigned(
        harness.eventsUrl,
        SIGNING_SECRET,
        blockActionsBody({
          teamId: TEAM,
          userId,
          actionId,
          value: pressed,
          responseUrl: harness.slack.responseUrl(id),
          channelId: where,
          messageTs: closing.ts,
          isEphemeral: false,
        }),
      );
    };
    // (As a message posted before Archive channel's id named the module carries it, too.)
    await press(BOB, 'archive-bob', channel, value, 'case_archive_channel');
    const [refused] = await harness.slack.waitForPosts('archive-bob');
    expect(refused?.text).toContain('Only members of this channel can archive it');
    expect(made()[0]?.archived).toBe(false);
    // Pressed anywhere but the case's own channel, or with a value naming no case channel: nothing archived.
    await press(USER, 'archive-elsewhere', 'C0GENERAL');
    await press(USER, 'archive-old', channel, '1234');
    for (const id of ['archive-elsewhere', 'archive-old']) {
      const [stale] = await harness.slack.waitForPosts(id);
      expect(stale?.text).toContain('no longer names this case’s own channel');
    }
    expect(harness.slack.calls.filter((c) => c.method === 'conversations.archive')).toEqual([]);
    // Slack refuses: the line saying who archived it is taken back.
    harness.slack.failing.set('conversations.archive', 'restricted_action');
    try {
      await press(USER, 'archive-refused');
      const [failed] = await harness.slack.waitForPosts('archive-refused');
      expect(failed?.text).toContain('could not');
    } finally {
      harness.slack.failing.delete('conversations.archive');
    }
    expect(messages(channel).some((m) => m.text === `<@${USER}> archived this channel.`)).toBe(false);
    expect(made()[0]?.archived).toBe(false);
    await press(USER, 'archive-alice');
    await waitUntil('the channel archived', () => made()[0]?.archived === true);
    // Who archived it is said in the channel, just before it was archived.
    expect(messages(channel).some((m) => m.text === `<@${USER}> archived this channel.`)).toBe(true);
    await waitUntil('the case free for a new channel', async () => {
      const opened = openDatabase(harness.databaseUrl);
      try {
        return (await createCaseChannelStore(opened.db).channelOf(TEAM, printer.complaintId)) === undefined;
      } finally {
        await opened.db.destroy();
      }
    });
  });

  it('takes a numbered name when the name is taken, and says whom it could not invite', async () => {
    harness.slack.takenNames.add('case-1235-scanner');
    const { said } = await submit(await askForChannel(1235), { invite: [USER, 'U0GHOST'], private: true });
    const channel = made().find((c) => c.name.startsWith('case-1235'));
    expect(channel).toMatchObject({ name: 'case-1235-scanner-2', isPrivate: true });
    expect(said).toContain('is ready');
    expect(said).toContain('These people could not be invited: <@U0GHOST>');
  });

  it('refuses a name Slack would not take, in the modal, and says plainly when apps may not make channels', async () => {
    const opened = await askForChannel(1236);
    const bad = await submit(opened, { name: 'Bad name!' });
    expect(bad.ack).toEqual({
      response_action: 'errors',
      errors: { [LiveCardId.channelName]: 'Use lowercase letters, digits and hyphens only, at most 80 characters.' },
    });
    harness.slack.failing.set('conversations.create', 'restricted_action');
    try {
      const { said } = await submit(opened);
      expect(said).toContain("This workspace doesn't let apps create channels");
    } finally {
      harness.slack.failing.delete('conversations.create');
    }
    // Nothing half-made: the case can have its channel once Slack allows it.
    const { said } = await submit(await askForChannel(1236));
    expect(said).toContain('is ready');
  });

  it('offers a free name, in the form again with the rest kept, when the name and its numbered forms are taken', async () => {
    for (const suffix of ['', '-2', '-3', '-4', '-5', '-6', '-7', '-8', '-9'])
      harness.slack.takenNames.add(`case-1237-desk${suffix}`);
    // Submitted as a form opened before its inputs' ids named the module: read the same (the form comes
    // back below with the same people and privacy).
    const { said } = await submit(await askForChannel(1237), { invite: [USER, BOB], private: true, formerIds: true });
    expect(said).toContain('case-1237-desk* and the numbered names after it are taken');
    const [again] = harness.viewChanges.slice(-1) as [ViewChange];
    expect(again.view.callback_id).toBe(LiveCardId.channelModal);
    const suggested = initialName(again);
    expect(suggested).toMatch(/^case-1237-desk-[0-9a-f]{4}$/);
    expect(said).toContain(suggested);
    expect(JSON.stringify(again.view)).toContain(`"initial_users":["${USER}","${BOB}"]`);
    const privacy = (
      again.view.blocks as { block_id?: string; element?: { initial_option?: { value: string } } }[]
    ).find((b) => b.block_id === LiveCardId.channelPrivacy);
    expect(privacy?.element?.initial_option?.value).toBe('private');
    const made2 = await submit(again, { invite: [USER, BOB], private: true });
    expect(made2.said).toContain('is ready');
    expect(made().find((c) => c.name === suggested)).toMatchObject({ isPrivate: true });
  });
});

describe('how many case channels, and how fast', () => {
  const cases = [1301, 1302, 1303].map((n) => fakeCase({ caseNumber: n, subject: `Case ${n}` }));
  const harness = new Harness({
    accounts: { acme: account(cases) },
    settings: { detailsCacheMs: 0, kindEnv: { CASEBOT_CASE_CHANNELS_PER_MINUTE: '2' } },
  });
  beforeAll(() => harness.start());
  afterAll(() => harness.close());

  it('tells someone opening channels too fast to wait a minute, and makes nothing', async () => {
    const { askForChannel, submit } = channelForm(harness);
    const answers: string[] = [];
    for (const n of [1301, 1302, 1303])
      answers.push((await submit(await askForChannel(n), { name: `case-${n}` })).said);
    expect(answers.slice(0, 2).every((a) => a.includes('is ready'))).toBe(true);
    expect(answers[2]).toContain('You opened 2 case channels in the last minute: wait a minute');
    expect([...harness.slack.channels.values()].map((c) => c.name).sort()).toEqual(['case-1301', 'case-1302']);
  });
});
