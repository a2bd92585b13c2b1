import { WatchId } from '../../src/kinds/watch/ids';
import { FakeCaseApi } from '../../src/sandbox/case-api-server';
import type { PostedMessage } from '../../src/sandbox/slack-api-server';
import { createWatchStore } from '../../src/kinds/watch/store';
import { openDatabase } from '../../src/workspaces/database';
import { closedPort } from '../helpers/ports';
import { account, fakeCase } from '../helpers/fake-cases';
import { findButtons, Harness, TEAM, USER, visibleText, workspace } from '../helpers/harness';
import { waitUntil } from '../helpers/wait';

// Watching end to end on SQLite (one process, the in-process scheduler): the fake case service is
// changed during the test, and the fake Slack keeps every DM casebot posts.
const INTERVAL_MS = 300;
const CLAIRE = 'U0CLAIRE';
const BOB = 'U0BOB';

const printer = fakeCase({ caseNumber: 1234, subject: 'Printer on floor 3', status: 'Open' });
const laptop = fakeCase({ caseNumber: 1300, subject: 'Laptop battery', status: 'Open' });
const secret = fakeCase({ caseNumber: 1400, subject: 'Payroll export', status: 'Open' });

const dmsTo = (harness: Harness, userId: string): PostedMessage[] => harness.slack.messages.get(`D${userId}`) ?? [];

/** Waits for `get()` to give something, and gives it. */
async function waitFor<T>(what: string, get: () => T | undefined, timeoutMs = 8000): Promise<T> {
  let value: T | undefined;
  await waitUntil(what, () => (value = get()) !== undefined, timeoutMs);
  return value as T;
}

const note = (id: number, text: string) => ({
  id,
  note: text,
  createdOn: new Date(Date.UTC(2026, 10, 20, 9, id % 60)),
  createdBy: 'a.smith',
});

describe('watching a case', () => {
  const harness = new Harness({
    accounts: { acme: account([printer, laptop, secret], { users: ['j.doe', 'c.dupont', 'b.other'] }) },
    links: [
      { slackUserId: USER, userName: 'j.doe' },
      { slackUserId: CLAIRE, userName: 'c.dupont' },
      { slackUserId: BOB, userName: 'b.other' },
    ],
    settings: { detailsCacheMs: 0, slackTimeoutMs: 300, slackPostTimeoutMs: 300, poll: { intervalMs: INTERVAL_MS } },
  });
  beforeAll(async () => {
    await harness.start();
    harness.slack.users.set(CLAIRE, { locale: 'fr-FR' });
    harness.slack.users.set(BOB, { locale: 'en-US' });
  });
  afterAll(() => harness.close());

  it('says what Watch does, and tells nothing while nothing changes', async () => {
    const { reply } = await harness.ask('/case', '1234 watch');
    expect(visibleText(reply)).toContain('You are watching case #1234');
    expect(findButtons(reply).map((b) => b.action_id)).toEqual([WatchId.unwatch]);
    const again = await harness.ask('/case', '#1234 watch');
    expect(visibleText(again.reply)).toContain('already watching case #1234');
    await harness.quiet();
    expect(dmsTo(harness, USER)).toEqual([]);
    // It was polled all the same (as the watcher: j.doe).
    expect(harness.caseApi.requests.some((r) => r.operation === 'GetCaseDetails' && r.query.userName === 'j.doe')).toBe(
      true,
    );
  });

  it('sends exactly one DM per change: a note added, then a status changed', async () => {
    printer.notes.push(note(9001, 'Toner replaced, waiting for the customer'));
    const [first] = await waitFor('a DM about the note', () => {
      const dms = dmsTo(harness, USER);
      return dms.length > 0 ? dms : undefined;
    });
    expect(first?.text).toContain('Case #1234 changed');
    const text = JSON.stringify(first?.blocks);
    expect(text).toContain('Toner replaced, waiting for the customer');
    expect(text).toContain('1 new note');
    expect(first?.metadata?.event_type).toBe('casebot_notice');
    // One outcome line for the delivery: its reference, the outcome, and the call made as the watcher.
    const line = await harness.logLine('delivery watch');
    expect(line).toMatchObject({ kind: 'delivery', name: 'watch', outcome: 'sent', user: USER, team: TEAM });
    expect(line.ref).toMatch(/^[0-9A-F]{8}$/);
    expect(line.upstream).toEqual([expect.objectContaining({ operation: 'GetCaseDetails', status: 200 })]);
    const metrics = await (await fetch(harness.eventsUrl.replace('/slack/events', '/metrics'))).text();
    expect(metrics).toMatch(/casebot_deliveries_total\{name="watch",outcome="sent"\} 1/);
    expect(metrics).toMatch(/casebot_outbox_pending \d+/);
    expect(metrics).toMatch(/casebot_poll_duration_seconds_count\{result="polled"\} [1-9]/);
    expect(metrics).toMatch(/casebot_poll_calls_total\{team="T0ACME"\} [1-9]/);
    await harness.quiet();
    expect(dmsTo(harness, USER)).toHaveLength(1);
    expect(harness.logs.filter((l) => l.includes('"msg":"delivery watch"'))).toHaveLength(1);

    printer.status = 'Closed';
    const dms = await waitFor('a DM about the status', () => {
      const all = dmsTo(harness, USER);
      return all.length > 1 ? all : undefined;
    });
    expect(JSON.stringify(dms[1]?.blocks)).toMatch(/Open.*→.*Closed/);
    expect(JSON.stringify(dms[1]?.blocks)).not.toContain('new note');
    await harness.quiet();
    expect(dmsTo(harness, USER)).toHaveLength(2);
  });

  it('writes to each watcher in their own language, fetched as them', async () => {
    await harness.ask('/case', '1300 watch', { userId: CLAIRE });
    harness.caseApi.requests.length = 0;
    laptop.notes.push(note(9101, 'Batterie commandée'));
    const [dm] = await waitFor('a French DM', () => {
      const dms = dmsTo(harness, CLAIRE);
      return dms.length > 0 ? dms : undefined;
    });
    expect(dm?.text).toContain('Le dossier n° 1300 a changé');
    expect(JSON.stringify(dm?.blocks)).toContain('1 nouvelle note');
    const asClaire = harness.caseApi.requests.filter((r) => r.query.userName === 'c.dupont');
    expect(asClaire.length).toBeGreaterThan(0);
    // French is languageId 6 for the service.
    expect(asClaire.every((r) => r.query.languageId === '6')).toBe(true);
  });

  it('waits out a 429 from Slack and still posts the change once', async () => {
    harness.slack.rateLimited.set('chat.postMessage', 1);
    const before = dmsTo(harness, USER).length;
    printer.notes.push(note(9002, 'Second visit booked'));
    await waitFor('the DM after the 429', () => (dmsTo(harness, USER).length > before ? true : undefined), 10_000);
    await harness.quiet();
    expect(dmsTo(harness, USER)).toHaveLength(before + 1);
    expect(harness.slack.rateLimited.get('chat.postMessage')).toBe(0);
  });

  it('goes on polling while Slack does not answer a post, and tells the change once when it does', async () => {
    harness.slack.hanging.add('chat.postMessage');
    const before = dmsTo(harness, USER).length;
    try {
      printer.notes.push(note(9003, 'Engineer on site'));
      const polls = harness.polls();
      // Each post gives up after its timeout: the polls go on meanwhile.
      await waitUntil('three more polls while Slack hangs', () => harness.polls() >= polls + 3, 10_000);
      expect(dmsTo(harness, USER)).toHaveLength(before);
    } finally {
      harness.slack.hanging.delete('chat.postMessage');
    }
    await waitFor('the DM once Slack answers', () => (dmsTo(harness, USER).length > before ? true : undefined), 15_000);
    await harness.quiet();
    expect(dmsTo(harness, USER)).toHaveLength(before + 1);
  });

  it('lists what a person watches; Stop watching in the DM ends it and nothing more comes', async () => {
    const { reply } = await harness.ask('/case', 'watching');
    expect(visibleText(reply)).toContain('You are watching 1 case');
    expect(visibleText(reply)).toContain('#1234');

    const dm = dmsTo(harness, USER).at(-1) as PostedMessage;
    const message = { text: dm.text, blocks: dm.blocks };
    const { posts } = await harness.click(message, WatchId.unwatch);
    expect(visibleText(posts[0] as Record<string, unknown>)).toContain('You no longer watch case #1234');
    const count = dmsTo(harness, USER).length;
    printer.notes.push(note(9003, 'Nobody is told of this one'));
    await harness.quiet();
    expect(dmsTo(harness, USER)).toHaveLength(count);
    const none = await harness.ask('/case', 'watching');
    expect(visibleText(none.reply)).toContain('You are not watching any case');
  });

  it('watches from the Watch button of a private card, which turns into Stop watching and back', async () => {
    const { reply } = await harness.ask('/case', '1234');
    const { posts } = await harness.click(reply, WatchId.watch, { expectPosts: 2 });
    const notice = posts.find((p) => !p.replace_original) as Record<string, unknown>;
    const card = posts.find((p) => p.replace_original === true) as Record<string, unknown>;
    expect(visibleText(notice)).toContain('You are watching case #1234');
    expect(findButtons(card).map((b) => b.action_id)).toContain(WatchId.unwatchCard);
    expect(findButtons(card).map((b) => b.action_id)).not.toContain(WatchId.watch);
    const back = await harness.click(card, WatchId.unwatchCard, { expectPosts: 2 });
    const again = back.posts.find((p) => p.replace_original === true) as Record<string, unknown>;
    expect(findButtons(again).map((b) => b.action_id)).toContain(WatchId.watch);
    expect(visibleText(back.posts.find((p) => !p.replace_original) as Record<string, unknown>)).toContain(
      'You no longer watch case #1234',
    );
    await harness.click(again, WatchId.watch, { expectPosts: 2 });
    expect((await harness.bot.store.getWorkspace(TEAM)) !== undefined).toBe(true);
    const { reply: list } = await harness.ask('/case', 'watching');
    expect(visibleText(list)).toContain('#1234');
    // A card asked for later says it as it stands for its reader: Stop watching for the watcher, Watch for
    // anyone else.
    const later = await harness.ask('/case', '1234');
    expect(findButtons(later.reply).map((b) => b.action_id)).toContain(WatchId.unwatchCard);
    expect(findButtons(later.reply).map((b) => b.action_id)).not.toContain(WatchId.watch);
    const other = await harness.ask('/case', '1234', { userId: BOB });
    expect(findButtons(other.reply).map((b) => b.action_id)).toContain(WatchId.watch);
  });

  it('ends a watch the service refuses, with one DM saying why', async () => {
    await harness.ask('/case', '1400 watch', { userId: BOB });
    secret.visibleTo = ['j.doe'];
    const [dm] = await waitFor('the refusal DM', () => {
      const dms = dmsTo(harness, BOB);
      return dms.length > 0 ? dms : undefined;
    });
    expect(dm?.text).toContain('no longer lets you see case #1400');
    await harness.quiet();
    expect(dmsTo(harness, BOB)).toHaveLength(1);
    const { reply } = await harness.ask('/case', 'watching', { userId: BOB });
    expect(visibleText(reply)).toContain('not watching any case');
  });

  it('ends every watch of someone unlinked, with one DM naming them', async () => {
    const before = dmsTo(harness, CLAIRE).length;
    await harness.ask('/case', '1234 watch', { userId: CLAIRE });
    await harness.bot.store.unlinkUser(TEAM, CLAIRE);
    const dms = await waitFor('the unlink DM', () => {
      const all = dmsTo(harness, CLAIRE);
      return all.length > before ? all : undefined;
    });
    const last = dms.at(-1) as PostedMessage;
    expect(last.text).toContain('plus associé');
    expect(last.text).toContain('#1234');
    expect(last.text).toContain('#1300');
    await harness.quiet();
    expect(dmsTo(harness, CLAIRE)).toHaveLength(before + 1);
  });

  it('ends every watch of a workspace disconnected from the service, with one DM to each watcher', async () => {
    const before = dmsTo(harness, USER).length;
    const { reply } = await harness.ask('/case', 'watching');
    expect(visibleText(reply)).toContain('#1234');
    expect(await harness.bot.store.removeWorkspace(TEAM)).toBe(true);
    await waitFor('the DM', () => (dmsTo(harness, USER).length > before ? true : undefined));
    await harness.quiet();
    const dms = dmsTo(harness, USER);
    expect(dms).toHaveLength(before + 1);
    expect(dms.at(-1)?.text).toContain('no longer connected to the case service');
    expect(dms.at(-1)?.text).toContain('#1234');
    // Connected again, for what follows.
    await harness.bot.store.putWorkspace(workspace());
    await harness.bot.store.linkUser({ teamId: TEAM, slackUserId: USER, userName: 'j.doe' });
    const { reply: after } = await harness.ask('/case', 'watching');
    expect(visibleText(after)).toContain('not watching any case');
  });

  it('reads `watch` with something that is not a case number as before', async () => {
    const { reply } = await harness.ask('/case', 'watch printer');
    expect(visibleText(reply)).toContain("isn't a case number");
  });
});

describe('one workspace failing while another is polled', () => {
  const slowApi = new FakeCaseApi({ accounts: { slow: account([fakeCase({ caseNumber: 77 })]) }, latencyMs: 4000 });
  let downPort = 0;
  const harness = new Harness({
    accounts: { acme: account([fakeCase({ caseNumber: 1234, subject: 'Printer' })]) },
    links: [
      { slackUserId: USER, userName: 'j.doe' },
      { teamId: 'T0DOWN', slackUserId: 'U0DAN', userName: 'd.an' },
      { teamId: 'T0SLOW', slackUserId: 'U0SAL', userName: 's.al' },
    ],
    prepare: async (h) => {
      downPort = await closedPort();
      const slowUrl = await slowApi.start();
      // The workspaces are written after prepare(): their base URLs are known by then.
      h.extraWorkspaces.push(
        { teamId: 'T0DOWN', clientName: 'down', baseUrl: `http://127.0.0.1:${downPort}` },
        { teamId: 'T0SLOW', clientName: 'slow', baseUrl: slowUrl },
      );
    },
    settings: { detailsCacheMs: 0, poll: { intervalMs: INTERVAL_MS } },
  });
  let db: ReturnType<typeof openDatabase>;
  beforeAll(async () => {
    await harness.start();
    db = openDatabase(harness.databaseUrl);
    const watches = createWatchStore(db.db);
    const seen = { status: 'Open', noteIds: [], lastUpdated: null };
    for (const [teamId, slackUserId] of [
      ['T0DOWN', 'U0DAN'],
      ['T0SLOW', 'U0SAL'],
    ] as const) {
      await watches.addWatch({ teamId, slackUserId, caseId: 1, caseNumber: 77, subject: 'x', seen });
    }
  });
  afterAll(async () => {
    await db.db.destroy();
    await harness.close();
    await slowApi.close();
  });

  it('backs the failing workspaces off and tells the healthy one on time', async () => {
    await harness.ask('/case', '1234 watch');
    const [watched] = harness.caseApi.accounts.acme?.cases ?? [];
    watched?.notes.push(note(9500, 'Told while the others fail'));
    await waitFor('the healthy DM', () => (dmsTo(harness, USER).length > 0 ? true : undefined));
    // The slow service was being asked at the same time: one workspace did not wait for the other.
    expect(slowApi.requests.length).toBeGreaterThan(0);
    await waitUntil('ten rounds of the failing workspace', () => harness.polls('T0DOWN') >= 10, 15_000);
    const polls = harness.logs
      .map((l) => JSON.parse(l) as { msg?: string; team?: string; result?: string })
      .filter((l) => l.msg === 'poll' && l.team === 'T0DOWN')
      .slice(0, 10);
    const failed = polls.filter((l) => l.result === 'failed').length;
    // In its first ten rounds, backing off (×2 each time) let only a few of them call the service.
    expect(failed).toBeGreaterThanOrEqual(2);
    expect(failed).toBeLessThanOrEqual(5);
    expect(polls.some((l) => l.result === 'backoff')).toBe(true);
    // The slow service times out: its failure is counted when that poll ends (later on a busy machine),
    // which its `poll` line says.
    await waitFor(
      'the slow workspace’s failed poll',
      () =>
        harness.logs.some((l) => l.includes('"team":"T0SLOW"') && l.includes('"result":"failed"')) ? true : undefined,
      15_000,
    );
    const { failures } = await db.db
      .selectFrom('poll_state')
      .select('failures')
      .where('team_id', '=', 'T0SLOW')
      .executeTakeFirstOrThrow();
    expect(failures).toBeGreaterThanOrEqual(1);
    expect(dmsTo(harness, 'U0DAN')).toEqual([]);
  }, 40_000);
});
