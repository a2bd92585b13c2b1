import { createFollowing } from '../../src/kinds/follow/use-cases';
import { createWatching } from '../../src/kinds/watch/use-cases';
import type { CaseView, CasesFor } from '../../src/cases/case-service';
import { createFollowStore } from '../../src/kinds/follow/store';
import { createWatchStore, MAX_WATCHES_PER_PERSON } from '../../src/kinds/watch/store';
import { openDatabase } from '../../src/workspaces/database';
import { migrateToLatest } from '../../src/kinds/registry';
import { sqliteDatabase } from '../helpers/databases';

// Watching and following as use cases: a real database, no HTTP and no Slack; each says what happened.
const TEAM = 'T0ACME';

const view = (id: number): CaseView =>
  ({
    details: { id, caseNumber: 1000 + id, subject: `Case ${id}`, status: 'open', notes: [{ id: 1 }] },
    facts: undefined,
  }) as unknown as CaseView;

const search = (ids: number[]): Pick<CasesFor, 'searchCases'> => ({
  searchCases: async () =>
    ({ items: ids.map((ComplaintId) => ({ ComplaintId, ComplaintStatus: 'Open', LastUpdatedTime: '' })) }) as never,
});

describe('use cases', () => {
  const database = sqliteDatabase();
  const opened = openDatabase(database.url);
  const watching = createWatching(createWatchStore(opened.db));
  const following = createFollowing(createFollowStore(opened.db));
  beforeAll(() => migrateToLatest(opened.db));
  afterAll(async () => {
    await opened.db.destroy();
    await database.drop();
  });

  it('watching: watches, says when already watched and when the cap is reached, stops by number', async () => {
    expect(await watching.watch(TEAM, 'U0ANN', view(1))).toEqual({
      kind: 'watching',
      watched: { teamId: TEAM, caseId: 1, caseNumber: 1001, subject: 'Case 1' },
    });
    expect(await watching.watch(TEAM, 'U0ANN', view(1))).toEqual({ kind: 'already', caseNumber: 1001 });
    for (let i = 2; i <= MAX_WATCHES_PER_PERSON; i++) await watching.watch(TEAM, 'U0ANN', view(i));
    expect(await watching.watch(TEAM, 'U0ANN', view(500))).toEqual({ kind: 'too_many', max: MAX_WATCHES_PER_PERSON });
    expect(await watching.unwatchNumber(TEAM, 'U0ANN', 1001)).toEqual({ kind: 'stopped', caseNumber: 1001 });
    expect(await watching.unwatchNumber(TEAM, 'U0ANN', 1001)).toEqual({ kind: 'not_watching', caseNumber: 1001 });
    expect(await watching.list(TEAM, 'U0ANN')).toHaveLength(MAX_WATCHES_PER_PERSON - 1);
  });

  it('following: follows once, refuses empty or long text, takes it back where casebot cannot post', async () => {
    const input = {
      workspaceId: TEAM,
      channelId: 'C0ONE',
      searchText: 'printer',
      userId: 'U0ANN',
      userName: 'ann',
      allowSharedChannels: false,
    };
    const internal = async () => 'internal' as const;
    const announced: string[] = [];
    const posted = async (f: { searchText: string }) => {
      announced.push(f.searchText);
      return undefined;
    };
    const made = await following.follow(input, search([1, 2]), posted, internal);
    expect(made).toMatchObject({ kind: 'following', follow: { searchText: 'printer', channelId: 'C0ONE' } });
    expect(announced).toEqual(['printer']);
    expect(await following.follow(input, search([]), posted, internal)).toEqual({
      kind: 'already',
      searchText: 'printer',
    });
    expect(await following.follow({ ...input, searchText: '' }, search([]), posted, internal)).toEqual({
      kind: 'needs_text',
    });
    expect(await following.follow({ ...input, searchText: 'x'.repeat(101) }, search([]), posted, internal)).toEqual({
      kind: 'too_long',
    });
    const refused = await following.follow(
      { ...input, channelId: 'C0PRIVATE' },
      search([]),
      async () => 'channel_refused' as const,
      internal,
    );
    expect(refused).toEqual({ kind: 'cannot_post' });
    expect(await following.list(TEAM, 'C0PRIVATE')).toEqual([]);
    // Another organisation's channel: nothing followed, nothing announced, unless the workspace allows it;
    // and nothing while Slack cannot say whose it is.
    const external = async () => 'external' as const;
    const shared = { ...input, channelId: 'C0CONNECT', searchText: 'laptop' };
    expect(await following.follow(shared, search([]), posted, external)).toEqual({ kind: 'shared_channel' });
    expect(await following.follow(shared, search([]), posted, async () => 'unknown' as const)).toEqual({
      kind: 'reach_unknown',
    });
    expect(await following.list(TEAM, 'C0CONNECT')).toEqual([]);
    expect(announced).toEqual(['printer']);
    const allowed = await following.follow({ ...shared, allowSharedChannels: true }, search([]), posted, external);
    expect(allowed).toMatchObject({ kind: 'following' });
    expect(await following.unfollowText(TEAM, 'C0ONE', 'PRINTER')).toEqual({
      kind: 'stopped',
      searchText: 'printer',
      channelId: 'C0ONE',
    });
    expect(await following.unfollowText(TEAM, 'C0ONE', 'printer')).toEqual({
      kind: 'not_following',
      searchText: 'printer',
    });
  });
});
