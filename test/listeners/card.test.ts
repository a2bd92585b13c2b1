import { ActionId } from '../../src/blocks/ids';
import { account, fakeCase } from '../helpers/fake-cases';
import { findButtons, Harness, USER, visibleText } from '../helpers/harness';

// 25 notes a minute apart: the card shows the newest five, the modal pages through all of them.
const notes = Array.from({ length: 25 }, (_, i) => ({
  id: 7000 + i,
  note: `Note number ${i + 1}`,
  createdOn: new Date(Date.UTC(2026, 10, 4, 9, i)),
  createdBy: 'j.doe',
}));
const busy = fakeCase({
  caseNumber: 1234,
  subject: 'Printer on floor 3',
  priority: 'Critical',
  lastUpdated: new Date(Date.UTC(2026, 10, 6, 16, 0)),
  lastUpdatedBy: 'a.smith',
  notes,
});

const viewText = (view: Record<string, unknown>) => visibleText(view);

// A subject and a note that would show reversed (U+202E) wherever they are rendered.
const reversed = fakeCase({
  caseNumber: 1240,
  subject: 'Invoice \u202Efdp.exe',
  customerName: 'Acme\u2067 Retail',
  notes: [
    {
      id: 7100,
      note: 'Sent \u202Eelif\u202C today',
      createdOn: new Date(Date.UTC(2026, 10, 4, 9)),
      createdBy: 'j.doe',
    },
  ],
});

describe('the case card', () => {
  const harness = new Harness({
    accounts: { acme: account([busy, reversed], { users: ['j.doe', 'b.other'] }) },
    workspaces: [{ caseUrlTemplate: 'https://cases.acme.example/case/{number}' }],
    links: [
      { slackUserId: USER, userName: 'j.doe' },
      { slackUserId: 'U0BOB', userName: 'b.other' },
      { slackUserId: 'U0EVE', userName: 'e.outsider' },
    ],
    settings: { detailsCacheMs: 0 },
  });
  beforeAll(() => harness.start());
  afterAll(() => harness.close());
  beforeEach(() => {
    harness.caseApi.requests.length = 0;
    harness.slack.expireTriggers = false;
  });

  it('shows no directional formatting character the service wrote: nothing of it reads reversed', async () => {
    const { reply } = await harness.ask('/case', '1240');
    const text = visibleText(reply);
    expect(text).toContain('Invoice fdp.exe');
    expect(text).toContain('Sent elif today');
    expect(JSON.stringify(reply)).not.toMatch(/\\u202e|\u202E|\u2067/i);
  });

  it('shows the newest notes, priority, last update and a link to the case service', async () => {
    const { reply } = await harness.ask('/case', '1234');
    const text = visibleText(reply);
    expect([...text.matchAll(/>Note number (\d+)/g)].map((m) => Number(m[1]))).toEqual([25, 24, 23, 22, 21]);
    expect(text).toContain('20 earlier notes');
    expect(text).toContain('*Priority*\n:rotating_light: Critical');
    expect(text).toMatch(/\*Last updated\*\n<!date\^\d+\^[^|]+\|Nov 6, 2026 4:00 PM UTC> by a\.smith/);
    const buttons = findButtons(reply) as { action_id: string; url?: string }[];
    expect(buttons.map((b) => b.action_id)).toEqual([
      'case_share',
      'case_notes',
      'case_open_in_service',
      'case_watch',
      'case_channel_open',
      'case_dismiss',
    ]);
    expect(buttons.find((b) => b.action_id === 'case_open_in_service')?.url).toBe(
      'https://cases.acme.example/case/1234',
    );
  });

  it('opens All notes in a modal and pages it, fetched as the person who clicked', async () => {
    const { reply } = await harness.ask('/case', '1234');
    harness.caseApi.requests.length = 0;
    const since = harness.viewChanges.length;
    await harness.click(reply, ActionId.allNotes, { expectPosts: 0 });
    const [opened, filled] = await harness.waitForViews(since, 2);
    expect(opened?.action).toBe('open');
    expect(viewText(opened?.view ?? {})).toContain('Loading the notes of case #1234');
    expect(filled?.action).toBe('update');
    expect(filled?.id).toBe(opened?.id);
    const first = viewText(filled?.view ?? {});
    expect(first).toContain('Notes 1–10 of 25, newest first');
    expect([...first.matchAll(/>Note number (\d+)/g)].map((m) => Number(m[1]))).toEqual([
      25, 24, 23, 22, 21, 20, 19, 18, 17, 16,
    ]);
    expect(harness.caseApi.requests.map((r) => [r.operation, r.query.userName])).toEqual([['GetCaseDetails', 'j.doe']]);
    // The Web API calls carry the click's trigger and the view's id.
    const open = harness.slack.calls.findLast((c) => c.method === 'views.open');
    expect(String(open?.params.trigger_id)).toMatch(/\.trigger$/);

    const older = await harness.clickInView(filled?.id ?? '', ActionId.notesNext);
    expect(viewText(older.view)).toContain('Notes 11–20 of 25');
    const last = await harness.clickInView(older.id, ActionId.notesNext);
    expect(viewText(last.view)).toContain('Notes 21–25 of 25');
    expect(findButtons(last.view).map((b) => b.action_id)).toEqual(['notes_prev']);
    const back = await harness.clickInView(last.id, ActionId.notesPrev);
    expect(viewText(back.view)).toContain('Notes 11–20 of 25');
  });

  it('says so privately when Slack will not open the modal', async () => {
    const { reply } = await harness.ask('/case', '1234');
    harness.slack.expireTriggers = true;
    const since = harness.logs.length;
    const { posts } = await harness.click(reply, ActionId.allNotes);
    expect(posts[0]?.text).toContain("The notes couldn't be opened");
    expect((await harness.logLine(`action ${ActionId.allNotes}`, since)).outcome).toBe('modal_failed');
  });

  it('dismisses the private card', async () => {
    const { reply } = await harness.ask('/case', '1234');
    const { posts } = await harness.click(reply, ActionId.dismiss);
    expect(posts[0]).toEqual({ delete_original: true });
  });

  it('gives anyone in the channel the full card from a shared one, fetched as them, or says why not', async () => {
    const { reply } = await harness.ask('/case', '1234');
    await harness.click(reply, ActionId.share);
    // casebot posted it itself in the channel (to keep it up to date).
    const shared = { ...(harness.slack.messages.get('C0GENERAL') ?? []).at(-1) } as Record<string, unknown>;
    expect(visibleText(shared)).toContain('*Latest note* (of 25)');
    expect(visibleText(shared)).toContain('>Note number 25');

    harness.caseApi.requests.length = 0;
    const bob = await harness.click(shared, ActionId.details, { userId: 'U0BOB' });
    expect(bob.posts[0]).toMatchObject({ response_type: 'ephemeral', replace_original: false });
    expect(visibleText(bob.posts[0] ?? {})).toContain('*Email*');
    expect(harness.caseApi.requests.map((r) => [r.operation, r.query.userName])).toEqual([
      ['GetCaseDetails', 'b.other'],
    ]);

    const nobody = await harness.click(shared, ActionId.details, { userId: 'U0NOBODY' });
    expect(nobody.posts[0]?.text).toContain("Your Slack account isn't linked");
    expect(visibleText(nobody.posts[0] ?? {})).not.toContain('Printer');

    const eve = await harness.click(shared, ActionId.details, { userId: 'U0EVE' });
    expect(eve.posts[0]?.text).toContain('The case service said: “Unknown user e.outsider”');
    expect(visibleText(eve.posts[0] ?? {})).not.toContain('Printer');
  });
});

describe('the case card without a link template', () => {
  const harness = new Harness({ accounts: { acme: account([busy]) } });
  beforeAll(() => harness.start());
  afterAll(() => harness.close());

  it('has no link button', async () => {
    const { reply } = await harness.ask('/case', '1234');
    expect(findButtons(reply).map((b) => b.action_id)).not.toContain('case_open_in_service');
  });
});
