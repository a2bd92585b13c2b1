import { ENGINES, type TestDatabase } from '../helpers/databases';
import { channelForm } from '../helpers/channel-form';
import { account, fakeCase } from '../helpers/fake-cases';
import { Harness, type HarnessOptions, TEAM, USER } from '../helpers/harness';
import { createCaseChannelStore } from '../../src/kinds/live-card/case-channel-store';
import { openDatabase } from '../../src/workspaces/database';
import { waitUntil } from '../helpers/wait';

// A case channel's canvas, end to end on each engine: made with the channel, fetched as the person who
// opened it, kept true by the poller's outbox when the case changes; a workspace without it told plainly.
describe.each(ENGINES)('a case channel’s canvas (%s)', (_engine, makeDatabase) => {
  const at = (day: number) => new Date(Date.UTC(2026, 10, day, 9, 0));
  const printer = fakeCase({
    caseNumber: 1234,
    subject: 'Printer *on* floor 3',
    priority: 'High',
    notes: [
      { id: 1, note: 'First look', createdOn: at(3), createdBy: 'j.doe' },
      { id: 2, note: 'Part ordered', createdOn: at(4), createdBy: 'a.smith' },
    ],
  });
  const scanner = fakeCase({ caseNumber: 1235, subject: 'Scanner', priority: 'Low' });
  const options: HarnessOptions = {
    accounts: { acme: account([printer, scanner], { users: ['j.doe'] }) },
    links: [{ slackUserId: USER, userName: 'j.doe' }],
    workspaces: [{ caseUrlTemplate: 'https://cases.acme.example/case/{number}', pollCallsPerMinute: 6000 }],
    settings: { detailsCacheMs: 0, poll: { intervalMs: 300 } },
  };
  const harness = new Harness(options);
  let database: TestDatabase;
  beforeAll(async () => {
    database = await makeDatabase();
    options.databaseUrl = database.url;
    await harness.start();
  });
  afterAll(async () => {
    await harness.close();
    await database.drop();
  });
  const { askForChannel, submit } = channelForm(harness);
  const canvasIdOf = async (caseId: number) => {
    const opened = openDatabase(harness.databaseUrl);
    try {
      return (await createCaseChannelStore(opened.db).channelOf(TEAM, caseId))?.canvasId;
    } finally {
      await opened.db.destroy();
    }
  };
  /** Waits for what the poller does; a timeout says what casebot warned of meanwhile. */
  /** Polls on demand until what a poll does has happened (not waiting for the scheduler's next round). */
  const polled = async (what: string, ready: () => boolean | Promise<boolean>) => {
    const since = harness.logs.length;
    const pollThen = async () => (await ready()) || ((await harness.bot.pollNow(TEAM)) && (await ready()));
    await waitUntil(what, pollThen, 15_000).catch((error: Error) => {
      const warned = harness.logs.slice(since).filter((l) => /"level":"(warn|error|fatal)"/.test(l));
      throw new Error(`${error.message}; casebot warned meanwhile:\n${warned.join('') || '(nothing)'}`);
    });
  };
  const channelOf = (caseNumber: number) =>
    [...harness.slack.channels.values()].find((c) => c.name.startsWith(`case-${caseNumber}`));

  it('is made with the case’s summary and its notes oldest first, upstream text escaped', async () => {
    const { said } = await submit(await askForChannel(1234));
    expect(said).toContain('is ready');
    expect(said).toContain('Its canvas holds the case’s summary and notes');
    const canvas = channelOf(1234)?.canvas;
    expect(canvas?.title).toBe('#1234 · Printer *on* floor 3');
    expect(canvas?.markdown).toContain('# Case #1234 · Printer \\*on\\* floor 3');
    expect(canvas?.markdown).toContain('**Priority:** High');
    expect(canvas?.markdown).toContain('(https://cases.acme.example/case/1234)');
    const markdown = canvas?.markdown ?? '';
    expect(markdown.indexOf('First look')).toBeLessThan(markdown.indexOf('Part ordered'));
    // Fetched as the person who opened the channel.
    expect(new Set(harness.caseApi.requests.map((r) => r.query.userName))).toEqual(new Set(['j.doe']));
  });

  it('is rewritten when the case changes: the status replaced, the new note at its end', async () => {
    printer.status = 'Closed';
    printer.notes.push({ id: 3, note: 'Fixed for good', createdOn: at(5), createdBy: 'j.doe' });
    await polled('the canvas rewritten', () => (channelOf(1234)?.canvas?.edits ?? 0) > 0);
    const markdown = channelOf(1234)?.canvas?.markdown ?? '';
    expect(markdown).toContain('**Status:** Closed');
    expect(
      markdown
        .trimEnd()
        .split('\n')
        .filter((l) => !l.startsWith('-') && !l.startsWith('#'))
        .at(-1),
    ).toBe('Fixed for good');
    expect(harness.slack.calls.filter((c) => c.method === 'canvases.edit').length).toBeGreaterThan(0);
  });

  it('forgets a canvas someone deleted, and keeps the card true without it', async () => {
    const channel = channelOf(1234);
    if (channel) delete channel.canvas;
    printer.status = 'In progress';
    await polled('the canvas forgotten', async () => (await canvasIdOf(printer.complaintId)) === null);
    const edits = harness.slack.calls.filter((c) => c.method === 'canvases.edit').length;
    const updates = harness.slack.calls.filter((c) => c.method === 'chat.update').length;
    printer.status = 'Open';
    await polled(
      'the card updated again',
      () => harness.slack.calls.filter((c) => c.method === 'chat.update').length > updates,
    );
    expect(harness.slack.calls.filter((c) => c.method === 'canvases.edit').length).toBe(edits);
  });

  it('says which permission is missing, and makes nothing, where casebot may not make channels', async () => {
    harness.slack.missingScopes.set('conversations.create', 'channels:manage');
    try {
      const before = harness.slack.channels.size;
      const { said } = await submit(await askForChannel(1235));
      expect(said).toContain('channels:manage');
      expect(said).toContain('App Home');
      expect(harness.slack.channels.size).toBe(before);
    } finally {
      harness.slack.missingScopes.delete('conversations.create');
    }
  });

  it('is left out, said plainly, where the workspace has not granted canvases:write; the channel and card are made', async () => {
    harness.slack.missingScopes.set('conversations.canvases.create', 'canvases:write');
    try {
      const { said } = await submit(await askForChannel(1235));
      expect(said).toContain('is ready');
      expect(said).toContain('canvases:write');
      expect(channelOf(1235)?.canvas).toBeUndefined();
      expect(channelOf(1235)?.pins).toHaveLength(1);
    } finally {
      harness.slack.missingScopes.delete('conversations.canvases.create');
    }
  });
});
