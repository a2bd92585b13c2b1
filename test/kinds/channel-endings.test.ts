import { ActionId } from '../../src/blocks/ids';
import { createAgingStore } from '../../src/kinds/aging/store';
import { DEFAULT_THRESHOLDS } from '../../src/cases/overdue';
import { openDatabase } from '../../src/workspaces/database';
import { ENGINES, type TestDatabase } from '../helpers/databases';
import { account, caseSeries } from '../helpers/fake-cases';
import { Harness, TEAM } from '../helpers/harness';
import { waitUntil } from '../helpers/wait';

// Every kind that posts in a channel ends the same way when the channel becomes shared with another
// organisation or casebot is out of it (archived, removed): follows, live cards, digests and aging alerts,
// each person who set one up (or whom the alerts are read as) told once by DM, on both engines.
const ANN = 'U0ANN'; // follows
const BEN = 'U0BEN'; // shares a card
const CAT = 'U0CAT'; // sets a digest up
const DAN = 'U0DAN'; // the aging alerts are read as him

describe.each(ENGINES)('ending every kind set up in a channel, on %s', (_engine, makeDatabase) => {
  let database: TestDatabase;
  let harness: Harness;
  beforeAll(async () => {
    database = await makeDatabase();
    harness = new Harness({
      accounts: { acme: account(caseSeries(4, 'Printer', 4000), { users: ['j.doe'] }) },
      links: [ANN, BEN, CAT, DAN].map((slackUserId) => ({ slackUserId, userName: 'j.doe' })),
      databaseUrl: database.url,
      settings: { detailsCacheMs: 0, channelsCacheMs: 0, poll: { intervalMs: 60_000 } },
    });
    await harness.start();
    for (const person of [ANN, BEN, CAT]) harness.slack.users.set(person, { locale: 'en-US' });
    harness.slack.users.set(DAN, { locale: 'fr-FR' });
  });
  afterAll(async () => {
    await harness.close();
    await database.drop();
  });

  const dms = (person: string) => (harness.slack.messages.get(`D${person}`) ?? []).map((m) => m.text ?? '');
  const rows = async (channel: string) => {
    const opened = openDatabase(harness.databaseUrl);
    try {
      const count = async (table: 'follows' | 'live_cards' | 'digests' | 'aging_settings') =>
        (await opened.db.selectFrom(table).select('team_id').where('channel_id', '=', channel).execute()).length;
      return {
        follows: await count('follows'),
        cards: await count('live_cards'),
        digests: await count('digests'),
        aging: await count('aging_settings'),
      };
    } finally {
      await opened.db.destroy();
    }
  };

  /** A follow, a shared card kept true, a digest and the aging alerts, all in `channel`, each set by someone else. */
  async function setUpIn(channel: string) {
    await harness.ask('/cases', 'follow Printer', { userId: ANN, channelId: channel });
    const card = await harness.ask('/case', '4001', { userId: BEN, channelId: channel });
    await harness.click(card.reply, ActionId.share, { userId: BEN, channelId: channel });
    await harness.ask('/cases', 'digest printer daily 09:00', { userId: CAT, channelId: channel });
    const opened = openDatabase(harness.databaseUrl);
    try {
      await createAgingStore(opened.db).set({
        teamId: TEAM,
        channelId: channel,
        thresholds: DEFAULT_THRESHOLDS,
        repeatMs: null,
        actsAs: DAN,
      });
    } finally {
      await opened.db.destroy();
    }
    await waitUntil('all four set up', async () => {
      const set = await rows(channel);
      return set.follows === 1 && set.cards === 1 && set.digests === 1 && set.aging === 1;
    });
  }

  /** Each person's DMs since `before`, once the four have come. */
  async function toldOnce(before: Record<string, number>) {
    const since = (person: string) => dms(person).slice(before[person] ?? 0);
    await waitUntil('each owner told', () => [ANN, BEN, CAT, DAN].every((p) => since(p).length >= 1));
    await harness.quiet();
    return { ann: since(ANN), ben: since(BEN), cat: since(CAT), dan: since(DAN) };
  }
  const counts = () => Object.fromEntries([ANN, BEN, CAT, DAN].map((p) => [p, dms(p).length]));

  it('ends all four when Slack says the channel became shared, each owner told once, in their language', async () => {
    const channel = 'C0SHARED';
    await setUpIn(channel);
    const before = counts();
    harness.slack.sharedChannels.add(channel);
    const since = harness.logs.length;
    await harness.event({
      teamId: TEAM,
      event: { type: 'channel_shared', channel, connected_team_id: 'T0OUTSIDE', event_ts: '1' },
    });
    expect(await harness.logLine('event channel_shared', since)).toMatchObject({ outcome: 'shared_channel' });
    expect(await rows(channel)).toEqual({ follows: 0, cards: 0, digests: 0, aging: 0 });
    const told = await toldOnce(before);
    expect(told.ann).toEqual([expect.stringContaining('casebot stopped following there')]);
    expect(told.ben).toEqual([expect.stringMatching(/#4001 in <#C0SHARED>.*shared with another organisation/)]);
    expect(told.cat).toEqual([expect.stringContaining('ended the digest of')]);
    // Dan reads French: the aging alerts read as him, in his language.
    expect(told.dan).toEqual([expect.stringContaining('désormais partagé avec une autre organisation')]);
  });

  it('ends all four when the channel is archived, each owner told once why', async () => {
    const channel = 'C0ARCHIVED';
    await setUpIn(channel);
    const before = counts();
    const since = harness.logs.length;
    await harness.event({ teamId: TEAM, event: { type: 'channel_archive', channel, user: ANN, event_ts: '2' } });
    expect(await harness.logLine('event channel_archive', since)).toMatchObject({ outcome: 'cards_ended' });
    expect(await rows(channel)).toEqual({ follows: 0, cards: 0, digests: 0, aging: 0 });
    const told = await toldOnce(before);
    expect(told.ann).toEqual([expect.stringContaining('casebot can no longer post')]);
    expect(told.ben).toEqual([expect.stringMatching(/#4001 in <#C0ARCHIVED>.*no longer in that channel/)]);
    expect(told.cat).toEqual([expect.stringContaining('can no longer post the digest')]);
    expect(told.dan).toEqual([expect.stringContaining('ne peut plus publier les alertes')]);
    // The same event again (Slack redelivers): nothing is left to end, nobody is told twice.
    await harness.event({ teamId: TEAM, event: { type: 'channel_archive', channel, user: ANN, event_ts: '2' } });
    await harness.quiet();
    expect(counts()).toEqual(Object.fromEntries(Object.entries(before).map(([p, n]) => [p, n + 1])));
  });
});
