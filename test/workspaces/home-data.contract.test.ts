import { openDatabase } from '../../src/workspaces/database';
import { createHomeData, type HomeData, RECENT_CASES } from '../../src/workspaces/home-data';
import { migrateToLatest } from '../../src/kinds/registry';
import { createWorkspaceStore, type WorkspaceStore } from '../../src/workspaces/store';
import { createTokenCipher } from '../../src/workspaces/token-cipher';
import { ENGINES, TEST_KEY, type TestDatabase } from '../helpers/databases';
import { workspace } from '../helpers/harness';

describe.each(ENGINES)('what App Home keeps, on %s', (_engine, create) => {
  let database: TestDatabase;
  let opened: ReturnType<typeof openDatabase>;
  let home: HomeData;
  let store: WorkspaceStore;
  let clock = 0;

  beforeEach(async () => {
    database = await create();
    opened = openDatabase(database.url);
    await migrateToLatest(opened.db);
    clock = Date.UTC(2026, 10, 23, 9, 0, 0);
    // A clock that moves on with each write, so "newest" is well defined.
    home = createHomeData(opened.db, { now: () => new Date((clock += 1000)) });
    store = createWorkspaceStore(opened.db, createTokenCipher(TEST_KEY));
    await store.putWorkspace(workspace());
    await store.putWorkspace(workspace({ teamId: 'T0OTHER', defaultUserName: 'helpdesk' }));
    for (const user of ['U0ALICE', 'U0BOB'])
      await store.linkUser({ teamId: 'T0ACME', slackUserId: user, userName: 'x' });
  });
  afterEach(async () => {
    await store.close();
    await database.drop();
  });

  const view = (n: number) => ({ caseId: String(n), caseNumber: String(1000 + n), subject: `Case ${n}` });

  it('keeps each person’s last 20 cases, newest first, once each, apart from everyone else’s', async () => {
    for (let n = 1; n <= 25; n++) await home.recordView('T0ACME', 'U0ALICE', view(n));
    // Opening an older case again moves it to the top, without a second row.
    await home.recordView('T0ACME', 'U0ALICE', view(10));
    await home.recordView('T0ACME', 'U0BOB', view(99));
    await home.recordView('T0OTHER', 'U0ALICE', view(77));
    const recent = await home.recentCases('T0ACME', 'U0ALICE');
    expect(recent).toHaveLength(RECENT_CASES);
    expect(recent.map((r) => Number(r.caseId))).toEqual([
      10, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 9, 8, 7, 6,
    ]);
    expect(recent[0]).toMatchObject({ caseNumber: '1010', subject: 'Case 10' });
    expect((await home.recentCases('T0ACME', 'U0BOB')).map((r) => r.caseId)).toEqual(['99']);
    expect((await home.recentCases('T0OTHER', 'U0ALICE')).map((r) => r.caseId)).toEqual(['77']);
  });

  it('keeps recent cases only for people casebot serves there (linked, or by a default user)', async () => {
    await home.recordView('T0ACME', 'U0NOBODY', view(1));
    await home.recordView('T0OTHER', 'U0NOBODY', view(2));
    await home.recordView('T0GONE', 'U0ALICE', view(3));
    expect(await home.recentCases('T0ACME', 'U0NOBODY')).toEqual([]);
    expect((await home.recentCases('T0OTHER', 'U0NOBODY')).map((r) => r.caseId)).toEqual(['2']);
    expect(await home.recentCases('T0GONE', 'U0ALICE')).toEqual([]);
  });

  it('forgets a person’s recent cases when they are unlinked, and a workspace’s when it is removed', async () => {
    await home.recordView('T0ACME', 'U0ALICE', view(1));
    await home.recordView('T0ACME', 'U0BOB', view(2));
    await home.flush();
    // A view recorded just before the unlink, written just after it, is dropped too.
    await home.recordView('T0ACME', 'U0ALICE', view(3));
    await store.unlinkUser('T0ACME', 'U0ALICE');
    expect(await home.recentCases('T0ACME', 'U0ALICE')).toEqual([]);
    expect(await home.recentCases('T0ACME', 'U0BOB')).toHaveLength(1);
    await home.requestAccess('T0ACME', 'U0NINA');
    await store.removeWorkspace('T0ACME');
    expect(await home.recentCases('T0ACME', 'U0BOB')).toEqual([]);
    expect(await home.listRequests('T0ACME')).toEqual([]);
  });

  it('takes one access request per person, answered when they are linked', async () => {
    expect(await home.requestAccess('T0ACME', 'U0NINA')).toBe(true);
    expect(await home.requestAccess('T0ACME', 'U0NINA')).toBe(false);
    expect(await home.requestAccess('T0ACME', 'U0OMAR')).toBe(true);
    expect((await home.listRequests('T0ACME')).map((r) => r.slackUserId)).toEqual(['U0NINA', 'U0OMAR']);
    await store.linkUser({ teamId: 'T0ACME', slackUserId: 'U0NINA', userName: 'n.ina' });
    expect((await home.listRequests('T0ACME')).map((r) => r.slackUserId)).toEqual(['U0OMAR']);
    expect(await home.dismissRequest('T0ACME', 'U0OMAR')).toBe(true);
    expect(await home.listRequests('T0ACME')).toEqual([]);
  });

  it('lists casebot admins per workspace', async () => {
    await home.addAdmin('T0ACME', 'U0ADA');
    await home.addAdmin('T0ACME', 'U0ADA');
    await home.addAdmin('T0OTHER', 'U0OLGA');
    expect(await home.listAdmins('T0ACME')).toEqual(['U0ADA']);
    expect(await home.isListedAdmin('T0ACME', 'U0ADA')).toBe(true);
    expect(await home.isListedAdmin('T0ACME', 'U0OLGA')).toBe(false);
    expect(await home.removeAdmin('T0ACME', 'U0ADA')).toBe(true);
    expect(await home.removeAdmin('T0ACME', 'U0ADA')).toBe(false);
    expect(await home.listAdmins('T0ACME')).toEqual([]);
  });

  it('keeps the audit trail newest first, per workspace, and survives the workspace’s removal', async () => {
    await home.audit({ teamId: 'T0ACME', actor: 'U0ADA', action: 'workspace.connected', detail: 'client name' });
    await home.audit({ teamId: 'T0ACME', actor: 'cli', action: 'user.linked', detail: '<@U0NINA> as n.ina' });
    await home.audit({ teamId: 'T0OTHER', actor: 'U0OLGA', action: 'workspace.updated', detail: 'time zone' });
    await store.removeWorkspace('T0ACME');
    const trail = await home.recentAudit('T0ACME', 10);
    expect(trail.map((e) => [e.actor, e.action])).toEqual([
      ['cli', 'user.linked'],
      ['U0ADA', 'workspace.connected'],
    ]);
    expect(trail[0]?.at.getTime()).toBeGreaterThan(trail[1]?.at.getTime() ?? Infinity);
    expect(await home.recentAudit('T0ACME', 1)).toHaveLength(1);
  });
});
