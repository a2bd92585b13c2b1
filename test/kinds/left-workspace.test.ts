import { WatchId } from '../../src/kinds/watch/ids';
import { ActionId } from '../../src/blocks/ids';
import { createAgingStore } from '../../src/kinds/aging/store';
import { DEFAULT_THRESHOLDS } from '../../src/cases/overdue';
import { openDatabase } from '../../src/workspaces/database';
import { ENGINES, type TestDatabase } from '../helpers/databases';
import { account, caseSeries } from '../helpers/fake-cases';
import { Harness, TEAM } from '../helpers/harness';
import { waitUntil } from '../helpers/wait';

// Someone who left the workspace is acted as for nothing more, by one rule of the frame: whatever they set up
// (a watch, a follow, a card kept true, a digest, the aging alerts read as them, a reminder) ends at the next
// round, or at once when Slack says so (user_change), nothing is read as them after, and each channel it
// posted in is told once, in the channel's language, who set it up and why it stopped. On both engines.
const BOB = 'U0BOB'; // sets everything up, then leaves
const EVE = 'U0EVE'; // leaves, and is told by Slack's event
const AMY = 'U0AMY'; // stays: hers goes on
const ADA = 'U0ADA'; // a Slack admin, in French: told what ended with nobody to hear it

type Table = 'watches' | 'follows' | 'live_cards' | 'digests' | 'aging_settings' | 'reminders';

describe.each(ENGINES)('someone who left the workspace, on %s', (_engine, makeDatabase) => {
  let database: TestDatabase;
  let harness: Harness;
  beforeAll(async () => {
    database = await makeDatabase();
    harness = new Harness({
      accounts: { acme: account(caseSeries(4, 'Printer', 4000), { users: ['amy', 'bob', 'eve'] }) },
      links: [
        { slackUserId: AMY, userName: 'amy' },
        { slackUserId: BOB, userName: 'bob' },
        { slackUserId: EVE, userName: 'eve' },
        { slackUserId: 'U0ZED', userName: 'amy' },
      ],
      databaseUrl: database.url,
      // People are asked of Slack every time here: a round finds the one who left at once.
      settings: { detailsCacheMs: 0, channelsCacheMs: 0, peopleCacheMs: 0, poll: { intervalMs: 60_000 } },
    });
    await harness.start();
    for (const person of [AMY, BOB, EVE]) harness.slack.users.set(person, { locale: 'en-US' });
    harness.slack.users.set(ADA, { locale: 'fr-FR', admin: true });
  });
  afterAll(async () => {
    await harness.close();
    await database.drop();
  });

  const db = async <T>(work: (d: ReturnType<typeof openDatabase>['db']) => Promise<T>): Promise<T> => {
    const opened = openDatabase(harness.databaseUrl);
    try {
      return await work(opened.db);
    } finally {
      await opened.db.destroy();
    }
  };
  const OWNER: Record<Table, string> = {
    watches: 'slack_user_id',
    follows: 'created_by',
    live_cards: 'shared_by',
    digests: 'created_by',
    aging_settings: 'acts_as',
    reminders: 'slack_user_id',
  };
  /** How many of each kind a person holds. */
  const held = (person: string) =>
    db(async (d) => {
      const out: Partial<Record<Table, number>> = {};
      for (const table of Object.keys(OWNER) as Table[]) {
        const rows = await d
          .selectFrom(table)
          .select('team_id')
          .where(OWNER[table] as never, '=', person as never)
          .execute();
        out[table] = rows.length;
      }
      return out;
    });
  const posts = (channel: string) => (harness.slack.messages.get(channel) ?? []).map((m) => m.text ?? '');
  const readAs = (userName: string) => harness.caseApi.requests.filter((r) => r.query.userName === userName).length;

  /** Everything a person can set up: a watch, a follow, a card kept true and a digest in `channel`, the aging alerts read as them there, a reminder. */
  async function setUpAll(person: string, channel: string) {
    await harness.ask('/case', '4001 watch', { userId: person });
    await harness.ask('/cases', 'follow Printer', { userId: person, channelId: channel });
    const card = await harness.ask('/case', '4002', { userId: person, channelId: channel });
    await harness.click(card.reply, ActionId.share, { userId: person, channelId: channel });
    await harness.ask('/cases', 'digest printer daily 09:00', { userId: person, channelId: channel });
    await harness.ask('/cases', 'remind weekdays 09:00', { userId: person });
    await db((d) =>
      createAgingStore(d).set({
        teamId: TEAM,
        channelId: channel,
        thresholds: DEFAULT_THRESHOLDS,
        repeatMs: null,
        actsAs: person,
      }),
    );
    await waitUntil('everything set up', async () => Object.values(await held(person)).every((n) => n === 1));
  }
  const NONE = { watches: 0, follows: 0, live_cards: 0, digests: 0, aging_settings: 0, reminders: 0 };

  it('ends everything of someone Slack marks deactivated at the next round; nothing is read as them after; each channel told once', async () => {
    await harness.ask('/case', '4003 watch', { userId: AMY });
    await setUpAll(BOB, 'C0BOB');
    await harness.quiet();
    const channelBefore = posts('C0BOB').length;
    const bobDms = (harness.slack.messages.get(`D${BOB}`) ?? []).length;

    harness.slack.users.set(BOB, { locale: 'en-US', deleted: true });
    await harness.quiet();
    expect(await held(BOB)).toEqual(NONE);
    // The channel hears who set each up and why, once: the follow, the digest and the aging alerts
    // (the shared card says it on itself). Queued by the round that ended them, delivered soon after it.
    const leftSaid = () =>
      posts('C0BOB')
        .slice(channelBefore)
        .filter((t) => t.includes('has left the workspace'));
    await waitUntil('the channel told of each', () => leftSaid().length >= 3);
    const said = posts('C0BOB').slice(channelBefore);
    expect(leftSaid()).toHaveLength(3);
    expect(said.join('\n')).toContain(`<@${BOB}>, who set it up, has left the workspace`);
    expect(said.join('\n')).toContain('read from the case service as <@U0BOB>, who has left the workspace');
    // Nothing is said to someone who is gone; what went only to Bob (his watch, his reminder) is told to the
    // admins instead, once, in each admin's language.
    expect(harness.slack.messages.get(`D${BOB}`) ?? []).toHaveLength(bobDms);
    const toldAdmin = () => posts(`D${ADA}`).filter((t) => t.includes(`<@${BOB}> a quitté`));
    await waitUntil('the admin told', () => toldAdmin().length > 0);
    expect(toldAdmin()).toEqual([expect.stringContaining('1 dossier surveillé et un rappel de ses dossiers')]);

    // From now on nothing is read as Bob, round after round; Amy's watch goes on.
    const asBob = readAs('bob');
    const asAmy = readAs('amy');
    await harness.quiet();
    await harness.quiet();
    expect(readAs('bob')).toBe(asBob);
    expect(readAs('amy')).toBeGreaterThan(asAmy);
    expect(
      posts('C0BOB')
        .slice(channelBefore)
        .filter((t) => t.includes('has left the workspace')),
    ).toHaveLength(3);
    expect(toldAdmin()).toHaveLength(1);
    expect((await held(AMY)).watches).toBe(1);

    // Deactivated, then back: Bob can set things up again.
    harness.slack.users.set(BOB, { locale: 'en-US' });
    const again = await harness.ask('/case', '4001 watch', { userId: BOB });
    expect(JSON.stringify(again.reply)).toContain(WatchId.unwatch);
    await harness.quiet();
    expect((await held(BOB)).watches).toBe(1);
  });

  it('ends everything at once when Slack says the person left (user_change), even with what is cached of them', async () => {
    await setUpAll(EVE, 'C0EVE');
    await harness.quiet();
    const before = posts('C0EVE').length;
    harness.slack.users.set(EVE, { locale: 'en-US', deleted: true });
    const since = harness.logs.length;
    await harness.event({
      teamId: TEAM,
      event: { type: 'user_change', user: { id: EVE, team_id: TEAM, deleted: true }, event_ts: '3' },
    });
    expect(await harness.logLine('event user_change', since)).toMatchObject({ outcome: 'left_workspace' });
    expect(await held(EVE)).toEqual(NONE);
    await waitUntil('the channel told', () => posts('C0EVE').length >= before + 3);
    const toldOfEve = () => posts(`D${ADA}`).filter((t) => t.includes(`<@${EVE}> a quitté`));
    await waitUntil('the admin told', () => toldOfEve().length > 0);
    // Slack redelivers the event: nothing is left to end, nobody is told twice.
    await harness.event({
      teamId: TEAM,
      event: { type: 'user_change', user: { id: EVE, team_id: TEAM, deleted: true }, event_ts: '3' },
    });
    await harness.quiet();
    expect(
      posts('C0EVE')
        .slice(before)
        .filter((t) => t.includes('has left the workspace')),
    ).toHaveLength(3);
    expect(toldOfEve()).toHaveLength(1);
  });

  it('reads someone Slack knows nothing of any more (user_not_found) as gone: theirs ends, and they are not asked about every round', async () => {
    const ZED = 'U0ZED';
    harness.slack.users.set(ZED, { locale: 'en-US' });
    const set = await harness.ask('/case', '4002 watch', { userId: ZED });
    expect(JSON.stringify(set.reply)).toContain(WatchId.unwatch);
    await waitUntil('his watch set up', async () => (await held(ZED)).watches === 1);
    harness.slack.users.delete(ZED);
    await harness.quiet();
    expect(await held(ZED)).toEqual(NONE);
    const asked = () => harness.slack.calls.filter((c) => c.method === 'users.info' && c.params.user === ZED).length;
    const before = asked();
    await harness.quiet();
    await harness.quiet();
    expect(asked()).toBe(before);
  });
});
