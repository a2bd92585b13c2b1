import { ReminderId } from '../../src/kinds/reminder/ids';
import type { FakeCase } from '../../src/sandbox/case-api-server';
import type { PostedMessage } from '../../src/sandbox/slack-api-server';
import { openDatabase } from '../../src/workspaces/database';
import { runCliInProcess } from '../helpers/admin-cli';
import { ENGINES, TEST_KEY, type TestDatabase } from '../helpers/databases';
import { account, fakeCase } from '../helpers/fake-cases';
import { findButtons, Harness, TEAM, type ViewChange, visibleText } from '../helpers/harness';
import { waitUntil } from '../helpers/wait';

// Reminders of one's own cases, end to end on both engines: set by a command, from App Home and in the
// Messages tab; sent at their time as the person (their cases, aging first), once; late once; nothing when
// none are open unless asked; ended when the person is unlinked, leaves, or the workspace disconnects.
const ANN = 'U0ANN'; // a.lee: three open cases, one aging, one closed
const BEN = 'U0BEN'; // b.bright: no case of their own
const CLO = 'U0CLO'; // c.roy: reads French
const ALI = 'U0ALI'; // c.roy too, reading Arabic in Riyadh: works Sunday to Thursday
const HOUR = 3_600_000;

function casesOf(): FakeCase[] {
  const now = Date.now();
  return [
    fakeCase({ caseNumber: 5001, subject: 'Printer on floor 2', userName: 'a.lee', submitted: new Date(now - HOUR) }),
    // High priority, untouched for three days: aging (a day is its threshold).
    fakeCase({
      caseNumber: 5002,
      subject: 'Server room too warm',
      userName: 'a.lee',
      priority: 'High',
      submitted: new Date(now - 72 * HOUR),
    }),
    fakeCase({ caseNumber: 5003, subject: 'Badge reader', userName: 'a.lee', submitted: new Date(now - 2 * HOUR) }),
    fakeCase({
      caseNumber: 5004,
      subject: 'Old refund',
      userName: 'a.lee',
      status: 'Closed',
      submitted: new Date(now - 3 * HOUR),
    }),
    fakeCase({ caseNumber: 5005, subject: 'Someone else’s', userName: 'x.other', submitted: new Date(now - 4 * HOUR) }),
    fakeCase({
      caseNumber: 5006,
      subject: 'Imprimante bloquée',
      userName: 'c.roy',
      submitted: new Date(now - 5 * HOUR),
    }),
  ];
}

describe.each(ENGINES)('a reminder of one’s own cases, on %s', (_engine, makeDatabase) => {
  let database: TestDatabase;
  let harness: Harness;
  beforeAll(async () => {
    database = await makeDatabase();
    harness = new Harness({
      accounts: { acme: account(casesOf(), { users: ['a.lee', 'b.bright', 'c.roy', 'x.other'] }) },
      links: [
        { slackUserId: ANN, userName: 'a.lee' },
        { slackUserId: BEN, userName: 'b.bright' },
        { slackUserId: CLO, userName: 'c.roy' },
        { slackUserId: ALI, userName: 'c.roy' },
      ],
      databaseUrl: database.url,
      settings: { detailsCacheMs: 0, peopleCacheMs: 0, poll: { intervalMs: 60_000 } },
    });
    await harness.start();
    harness.slack.users.set(ANN, { locale: 'en-US', tz: 'Europe/London' });
    harness.slack.users.set(BEN, { locale: 'en-US', tz: 'UTC' });
    harness.slack.users.set(CLO, { locale: 'fr-FR', tz: 'Europe/Paris' });
    harness.slack.users.set(ALI, { locale: 'ar-SA', tz: 'Asia/Riyadh' });
  });
  afterAll(async () => {
    await harness.close();
    await database.drop();
  });

  const dms = (person: string): PostedMessage[] => harness.slack.messages.get(`D${person}`) ?? [];
  const reminderDms = (person: string) => dms(person).filter((m) => JSON.stringify(m.blocks).includes('reminder_all'));
  const db = async <T>(work: (opened: ReturnType<typeof openDatabase>['db']) => Promise<T>) => {
    const opened = openDatabase(harness.databaseUrl);
    try {
      return await work(opened.db);
    } finally {
      await opened.db.destroy();
    }
  };
  /** The person's reminder, as the store keeps it. */
  const row = (person: string) =>
    db((d) => d.selectFrom('reminders').selectAll().where('slack_user_id', '=', person).executeTakeFirst());
  /** Makes a person's reminder due `agoMs` ago (as if its time had come), and polls the workspace. */
  const due = async (person: string, agoMs: number) => {
    await db((d) =>
      d
        .updateTable('reminders')
        .set({ next_due_at: new Date(Date.now() - agoMs).toISOString() })
        .where('slack_user_id', '=', person)
        .execute(),
    );
    await harness.quiet();
  };

  it('sets one up with /cases remind: weekdays at 09:00 in their own zone, with Send now, Change and Stop', async () => {
    const { reply } = await harness.ask('/cases', 'remind', { userId: ANN });
    expect(visibleText(reply)).toContain(
      'casebot will send you your open cases by DM weekdays at 09:00 (Europe/London)',
    );
    expect(findButtons(reply).map((b) => b.action_id)).toEqual([
      ReminderId.sendNow,
      ReminderId.change,
      ReminderId.stop,
    ]);
    const changed = await harness.ask('/cases', 'remind weekly friday 16:30', { userId: ANN });
    expect(visibleText(changed.reply)).toContain('Fridays at 16:30 (Europe/London)');
    expect(await row(ANN)).toMatchObject({ schedule: 'weekly', weekday: 5, minute: 16 * 60 + 30 });
    // What it cannot read is said, not set.
    const typo = await harness.ask('/cases', 'remind dailly 08:00', { userId: ANN });
    expect(visibleText(typo.reply)).toContain('did you mean “daily”');
    const words = await harness.ask('/cases', 'remind printer', { userId: ANN });
    expect(visibleText(words.reply)).toContain('could not read “printer”');
    expect(await row(ANN)).toMatchObject({ schedule: 'weekly', weekday: 5 });
    // A bare `/cases remind` shows hers as it is (with its buttons); it changes nothing.
    const bare = await harness.ask('/cases', 'remind', { userId: ANN });
    expect(visibleText(bare.reply)).toContain('Fridays at 16:30 (Europe/London)');
    expect(findButtons(bare.reply).map((b) => b.action_id)).toContain(ReminderId.change);
    expect(await row(ANN)).toMatchObject({ schedule: 'weekly', weekday: 5, minute: 16 * 60 + 30 });
  });

  it('answers `/cases remind help` in the reader’s words, and reads the schedules people say', async () => {
    const help = await harness.ask('/cases', 'remind aide', { userId: CLO });
    expect(visibleText(help.reply)).toContain('Rappels de vos dossiers');
    expect(visibleText(help.reply)).not.toContain('n’a pas su lire');
    const english = await harness.ask('/cases', 'remind help', { userId: ANN });
    expect(visibleText(english.reply)).toContain('Reminders of your own cases');
    const morning = await harness.ask('/cases', 'remind tous les matins', { userId: CLO });
    expect(visibleText(morning.reply)).not.toContain('n’a pas su lire');
    expect(await row(CLO)).toMatchObject({ schedule: 'daily', minute: 9 * 60 });
  });

  it('sends their own open cases at its time, aging first and marked, read as them, once', async () => {
    await harness.ask('/cases', 'remind daily 08:00', { userId: ANN });
    const before = (await row(ANN))?.next_due_at;
    await due(ANN, 60_000);
    await waitUntil('the reminder', () => reminderDms(ANN).length === 1);
    const [dm] = reminderDms(ANN);
    const text = visibleText(dm as never);
    expect(text).toContain('Your open cases: 3, 1 of them aging');
    // Aging first, then the rest in the service's order; the closed one and someone else's not at all.
    const order = ['#5002', '#5001', '#5003'].map((n) => text.indexOf(n));
    expect(order.every((at, i) => at > 0 && (i === 0 || at > (order[i - 1] ?? 0)))).toBe(true);
    expect(text).toMatch(/#5002[^\n]*Aging/);
    expect(text).not.toContain('#5004');
    expect(text).not.toContain('#5005');
    expect(text).toContain('read from the case service as *a.lee*');
    expect(findButtons(dm as never).map((b) => b.action_id)).toContain(ReminderId.all);
    // Read as them: every call to the service for it was a.lee's.
    expect(harness.caseApi.requests.filter((r) => r.query.userName === 'a.lee').length).toBeGreaterThan(0);
    // Its next time is tomorrow's at 08:00 again, and another poll sends nothing more.
    expect((await row(ANN))?.next_due_at).toBe(before);
    expect(new Date((await row(ANN))?.next_due_at ?? 0).getTime()).toBeGreaterThan(Date.now());
    await harness.quiet();
    expect(reminderDms(ANN)).toHaveLength(1);
  });

  it('sends one missed while casebot was down once, late, saying so', async () => {
    const before = reminderDms(ANN).length;
    await due(ANN, 5 * HOUR);
    await waitUntil('the late reminder', () => reminderDms(ANN).length === before + 1);
    expect(visibleText(reminderDms(ANN).at(-1) as never)).toContain('Late: it was due');
    await harness.quiet();
    expect(reminderDms(ANN)).toHaveLength(before + 1);
  });

  it('sends nothing when none are open, unless they asked for it even then', async () => {
    await harness.ask('/cases', 'remind weekdays 09:00', { userId: BEN });
    await due(BEN, 60_000);
    expect(reminderDms(BEN)).toEqual([]);
    expect(new Date((await row(BEN))?.next_due_at ?? 0).getTime()).toBeGreaterThan(Date.now());
    await harness.ask('/cases', 'remind weekdays 09:00 even when empty', { userId: BEN });
    await due(BEN, 60_000);
    await waitUntil('the empty reminder', () => reminderDms(BEN).length === 1);
    expect(visibleText(reminderDms(BEN)[0] as never)).toContain('You have no open case among the');
  });

  it('speaks each reader’s language: set in French words, sent in French', async () => {
    const { reply } = await harness.ask('/cases', 'remind quotidien 8h30', { userId: CLO });
    expect(visibleText(reply)).toContain('en message direct tous les jours à 08:30 (Europe/Paris)');
    await due(CLO, 60_000);
    await waitUntil('the French reminder', () => reminderDms(CLO).length === 1);
    const text = visibleText(reminderDms(CLO)[0] as never);
    expect(text).toContain('Vos dossiers ouverts : 1');
    expect(text).toContain('Imprimante bloquée');
  });

  it('reads an Arabic reader’s working week: أيام العمل is Sunday to Thursday, due on those days, offered so in the modal', async () => {
    const SUNDAY_TO_THURSDAY = 0b0011111;
    const { reply } = await harness.ask('/cases', 'remind أيام العمل 08:00', { userId: ALI });
    expect(visibleText(reply)).toMatch(/الأحد\S*\s*إلى\s*\S*الخميس/u);
    const set = await row(ALI);
    expect(set).toMatchObject({ schedule: 'days', weekday: SUNDAY_TO_THURSDAY, minute: 8 * 60 });
    // Due on a working day in Riyadh: never a Friday or a Saturday.
    const localDay = new Date(new Date(String(set?.next_due_at)).getTime() + 3 * HOUR).getUTCDay();
    expect([0, 1, 2, 3, 4]).toContain(localDay);
    // A range is its days, in any of the six languages; Change offers them as they are, and the working week.
    await harness.ask('/cases', 'remind من الاثنين إلى الخميس 09:00', { userId: ALI });
    expect(await row(ALI)).toMatchObject({ schedule: 'days', weekday: 0b0011110, minute: 9 * 60 });
    const shown = await harness.ask('/cases', 'remind', { userId: ALI });
    const views = harness.viewChanges.length;
    await harness.click(shown.reply, ReminderId.change, { userId: ALI, expectPosts: 0 });
    const [opened] = (await harness.waitForViews(views, 1)) as ViewChange[];
    const modal = JSON.stringify(opened?.view);
    expect(modal).toContain('"value":"days=30"');
    expect(modal).toContain('"value":"days=31"');
    await harness.submitView(
      opened as ViewChange,
      {
        [ReminderId.schedule]: { [ReminderId.schedule]: { selected_option: { value: 'days=31' } } },
        [ReminderId.time]: { [ReminderId.time]: { value: '07:30' } },
      },
      ALI,
    );
    await waitUntil('the working week set', async () => (await row(ALI))?.minute === 7 * 60 + 30);
    expect(await row(ALI)).toMatchObject({ schedule: 'days', weekday: SUNDAY_TO_THURSDAY });
    // English words are read too, and Monday to Friday said as a range stays Monday to Friday.
    await harness.ask('/cases', 'remind mon-fri 09:00', { userId: ALI });
    expect(await row(ALI)).toMatchObject({ schedule: 'weekdays' });
    await harness.ask('/cases', 'remind off', { userId: ALI });
  });

  it('is set from App Home: Remind me opens its modal, Save sets it, the Home says so', async () => {
    await harness.ask('/cases', 'remind off', { userId: BEN });
    const since = harness.slack.calls.length;
    await harness.event({
      teamId: TEAM,
      event: { type: 'app_home_opened', user: BEN, channel: 'D0HOME', tab: 'home', event_ts: '9' },
    });
    const home = await harness.publishedHome(BEN, since);
    expect(visibleText(home)).toContain('My cases by DM');
    const views = harness.viewChanges.length;
    await harness.clickHome(home, ReminderId.change, BEN);
    const [opened] = (await harness.waitForViews(views, 1)) as ViewChange[];
    const again = harness.slack.calls.length;
    await harness.submitView(
      opened as ViewChange,
      {
        [ReminderId.schedule]: { [ReminderId.schedule]: { selected_option: { value: 'daily' } } },
        [ReminderId.time]: { [ReminderId.time]: { value: '07:45' } },
      },
      BEN,
    );
    await waitUntil('the reminder set', async () => (await row(BEN))?.minute === 7 * 60 + 45);
    const after = await harness.publishedHome(BEN, again);
    expect(visibleText(after)).toContain('By DM every day at 07:45 (UTC)');
    expect(findButtons(after).map((b) => b.action_id)).toEqual(
      expect.arrayContaining([ReminderId.sendNow, ReminderId.change, ReminderId.stop]),
    );
  });

  it('answers the message its Change was pressed on: the confirmation in place, the DM below its list', async () => {
    const change = async (message: Record<string, unknown>, time: string) => {
      const views = harness.viewChanges.length;
      const { id } = await harness.click(message, ReminderId.change, { userId: ANN, expectPosts: 0 });
      const [opened] = (await harness.waitForViews(views, 1)) as ViewChange[];
      await harness.submitView(
        opened as ViewChange,
        {
          [ReminderId.schedule]: { [ReminderId.schedule]: { selected_option: { value: 'daily' } } },
          [ReminderId.time]: { [ReminderId.time]: { value: time } },
        },
        ANN,
      );
      const [answered] = await harness.slack.waitForPosts(id, 1);
      return answered as Record<string, unknown>;
    };
    const { reply } = await harness.ask('/cases', 'remind', { userId: ANN });
    const confirmed = await change(reply, '07:15');
    expect(confirmed.replace_original).toBe(true);
    expect(visibleText(confirmed)).toContain('every day at 07:15 (Europe/London)');
    expect(visibleText(confirmed)).not.toContain('weekdays at 09:00');
    expect(findButtons(confirmed).map((b) => b.action_id)).toContain(ReminderId.change);
    // In its DM, the day's list stays as it was: what changed comes below it.
    const before = reminderDms(ANN).length;
    await due(ANN, 60_000);
    await waitUntil('the reminder', () => reminderDms(ANN).length === before + 1);
    const dm = reminderDms(ANN).at(-1) as unknown as Record<string, unknown>;
    const below = await change(dm, '06:45');
    expect(below.replace_original).toBe(false);
    expect(visibleText(below)).toContain('every day at 06:45 (Europe/London)');
    expect(await row(ANN)).toMatchObject({ schedule: 'daily', minute: 6 * 60 + 45 });
    await harness.ask('/cases', 'remind off', { userId: ANN });
  });

  it('refuses a time it cannot read on the modal’s field, in the reader’s words', async () => {
    const since = harness.slack.calls.length;
    await harness.event({
      teamId: TEAM,
      event: { type: 'app_home_opened', user: CLO, channel: 'D0HOME', tab: 'home', event_ts: '10' },
    });
    const home = await harness.publishedHome(CLO, since);
    const views = harness.viewChanges.length;
    await harness.clickHome(home, ReminderId.change, CLO);
    const [opened] = (await harness.waitForViews(views, 1)) as ViewChange[];
    const answer = await harness.submitView(
      opened as ViewChange,
      {
        [ReminderId.time]: { [ReminderId.time]: { value: '25:99' } },
      },
      CLO,
    );
    expect(JSON.parse(answer.text)).toMatchObject({
      response_action: 'errors',
      errors: { [ReminderId.time]: expect.stringContaining('« 25:99 »') },
    });
  });

  it('is set in the Messages tab: “remind me every weekday at 9”', async () => {
    const reply = await harness.directMessage(ANN, 'remind me every weekday at 9');
    expect(visibleText(reply)).toContain('weekdays at 09:00 (Europe/London)');
    expect(await row(ANN)).toMatchObject({ schedule: 'weekdays', minute: 9 * 60 });
  });

  it('sends at once on Send now, and stops on Stop', async () => {
    const { reply } = await harness.ask('/cases', 'remind', { userId: ANN });
    const before = reminderDms(ANN).length;
    await harness.click(reply, ReminderId.sendNow, { userId: ANN });
    await waitUntil('sent now', () => reminderDms(ANN).length === before + 1);
    const next = (await row(ANN))?.next_due_at;
    expect(next).toBeDefined();
    const { posts } = await harness.click(reply, ReminderId.stop, { userId: ANN });
    expect(visibleText(posts[0] as Record<string, unknown>)).toContain('Your reminder is off.');
    expect(await row(ANN)).toBeUndefined();
  });

  it('keeps the day’s list when Stop is pressed in its DM, saying it stopped', async () => {
    await harness.ask('/cases', 'remind daily 08:00', { userId: ANN });
    const before = reminderDms(ANN).length;
    await due(ANN, 60_000);
    await waitUntil('the reminder', () => reminderDms(ANN).length === before + 1);
    const dm = reminderDms(ANN).at(-1) as unknown as Record<string, unknown>;
    const { posts } = await harness.click(dm, ReminderId.stop, { userId: ANN });
    const stopped = posts[0] as Record<string, unknown>;
    expect(stopped.replace_original).toBe(true);
    expect(visibleText(stopped)).toContain('#5002');
    expect(visibleText(stopped)).toContain('Your reminder is off.');
    const left = findButtons(stopped).map((b) => b.action_id);
    expect(left).not.toContain(ReminderId.stop);
    expect(left).not.toContain(ReminderId.sendNow);
    expect(await row(ANN)).toBeUndefined();
  });

  it('is listed and ended from the CLI', async () => {
    await harness.ask('/cases', 'remind', { userId: ANN });
    const env = { DATABASE_URL: harness.databaseUrl, CASEBOT_ENCRYPTION_KEY: TEST_KEY };
    const listed = await runCliInProcess(['reminder', 'list', TEAM], env);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(ANN);
    const id = (await row(ANN))?.id ?? '';
    const ended = await runCliInProcess(['reminder', 'end', TEAM, id], env);
    expect(ended).toMatchObject({ code: 0, stdout: `ended the reminder ${id} in ${TEAM}\n` });
    expect(await row(ANN)).toBeUndefined();
    expect((await runCliInProcess(['reminder', 'end', TEAM, id], env)).code).toBe(2);
  });

  it('ends, said once, when its person is unlinked; silently when they left; said when the workspace disconnects', async () => {
    await harness.ask('/cases', 'remind', { userId: ANN });
    await harness.ask('/cases', 'remind', { userId: BEN });
    await harness.bot.store.unlinkUser(TEAM, ANN);
    const told = dms(ANN).length;
    await due(ANN, 60_000);
    expect(await row(ANN)).toBeUndefined();
    await waitUntil('told why', () => dms(ANN).length === told + 1);
    expect(dms(ANN).at(-1)?.text).toContain('you are no longer linked to the case service');
    // Ben left the workspace: it ends, and nothing is said to someone who is gone.
    harness.slack.users.set(BEN, { locale: 'en-US', deleted: true });
    const benTold = dms(BEN).length;
    await due(BEN, 60_000);
    expect(await row(BEN)).toBeUndefined();
    expect(dms(BEN)).toHaveLength(benTold);
    // Clo's stands until the workspace is disconnected: then it ends, said once.
    expect(await row(CLO)).toBeDefined();
    const cloTold = dms(CLO).length;
    await harness.bot.store.removeWorkspace(TEAM);
    await harness.quiet();
    expect(await row(CLO)).toBeUndefined();
    await waitUntil('Clo told', () => dms(CLO).length === cloTold + 1);
    expect(dms(CLO).at(-1)?.text).toContain('n’est plus connecté au service de dossiers');
  });
});
