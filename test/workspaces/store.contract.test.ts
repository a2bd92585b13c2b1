import { sql } from 'kysely';
import { openDatabase } from '../../src/workspaces/database';
import { migrateToLatest } from '../../src/kinds/registry';
import { createHealth } from '../../src/workspaces/health';
import { createResolver } from '../../src/workspaces/resolve';
import { createWorkspaceStore, type WorkspaceInput, type WorkspaceStore } from '../../src/workspaces/store';
import { createTokenCipher } from '../../src/workspaces/token-cipher';
import { createChangeStore } from '../../src/polling/change-store';
import { ENGINES, OTHER_KEY, TEST_KEY, type TestDatabase } from '../helpers/databases';

const acme: WorkspaceInput = {
  teamId: 'T0ACME',
  clientName: 'acme',
  apiToken: 'acme-token-0000-1234',
  baseUrl: 'https://cases.acme.example',
  timeZone: 'Europe/Paris',
  pageSize: 10,
  shareContactDetails: false,
  defaultUserName: null,
};

describe.each(ENGINES)('workspace store on %s', (_engine, create) => {
  let database: TestDatabase;
  let opened: ReturnType<typeof openDatabase>;
  let store: WorkspaceStore;

  beforeEach(async () => {
    database = await create();
    opened = openDatabase(database.url);
    await migrateToLatest(opened.db);
    store = createWorkspaceStore(opened.db, createTokenCipher(TEST_KEY));
  });
  afterEach(async () => {
    await store.close();
    await database.drop();
  });

  it('writes durably: on SQLite a commit is on disk (synchronous=FULL, WAL) before it is reported', async () => {
    if (opened.engine !== 'sqlite') {
      expect(opened.engine).toBe('postgres');
      return;
    }
    const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(opened.db);
    const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(opened.db);
    expect(sync.rows[0]?.synchronous).toBe(2);
    expect(journal.rows[0]?.journal_mode).toBe('wal');
  });

  it('migrates idempotently and takes a health probe’s write', async () => {
    expect(await migrateToLatest(opened.db)).toEqual([]);
    expect(await createHealth(opened.db).probe()).toEqual({ ok: true, database: 'writable' });
  });

  it('stores a workspace with only ciphertext in the database', async () => {
    await store.putWorkspace(acme);
    const raw = await sql<{ api_token_enc: string }>`select api_token_enc from workspaces`.execute(opened.db);
    expect(raw.rows[0]?.api_token_enc).toMatch(/^v1:/);
    expect(JSON.stringify(raw.rows)).not.toContain(acme.apiToken);
    expect(await store.getWorkspace('T0ACME')).toEqual({
      teamId: 'T0ACME',
      clientName: 'acme',
      baseUrl: 'https://cases.acme.example',
      timeZone: 'Europe/Paris',
      pageSize: 10,
      shareContactDetails: false,
      defaultUserName: null,
      tokenHint: '••••',
      uninstalledAt: null,
      caseUrlTemplate: null,
      language: 'en',
      pollIntervalMs: null,
      pollCallsPerMinute: null,
      workflowsUseDefaultUser: false,
      allowSharedChannels: false,
      keepCardsTrue: true,
      recentOrder: null,
    });
    expect((await store.getWorkspaceWithToken('T0ACME'))?.apiToken).toBe(acme.apiToken);
  });

  it('keeps a case URL template, and clears it when replaced without one', async () => {
    await store.putWorkspace({ ...acme, caseUrlTemplate: 'https://cases.acme.example/case/{number}' });
    expect((await store.getWorkspace('T0ACME'))?.caseUrlTemplate).toBe('https://cases.acme.example/case/{number}');
    await store.putWorkspace(acme);
    expect((await store.getWorkspace('T0ACME'))?.caseUrlTemplate).toBeNull();
  });

  it('replaces a workspace and keeps its user links', async () => {
    await store.putWorkspace(acme);
    await store.linkUser({ teamId: 'T0ACME', slackUserId: 'U1', userName: 'j.doe' });
    await store.putWorkspace({ ...acme, clientName: 'acme2', shareContactDetails: true, pageSize: 5 });
    expect(await store.getWorkspace('T0ACME')).toMatchObject({
      clientName: 'acme2',
      shareContactDetails: true,
      pageSize: 5,
    });
    expect(await store.listUsers('T0ACME')).toEqual([{ teamId: 'T0ACME', slackUserId: 'U1', userName: 'j.doe' }]);
  });

  it('lists workspaces with their link counts and token hints', async () => {
    await store.putWorkspace(acme);
    await store.putWorkspace({ ...acme, teamId: 'T0BETA', clientName: 'beta', apiToken: 'short' });
    await store.linkUser({ teamId: 'T0ACME', slackUserId: 'U1', userName: 'a' });
    await store.linkUser({ teamId: 'T0ACME', slackUserId: 'U2', userName: 'b' });
    const list = await store.listWorkspaces();
    expect(list.map((w) => [w.teamId, w.linkedUsers, w.tokenHint])).toEqual([
      ['T0ACME', 2, '••••1234'],
      ['T0BETA', 0, '••••'],
    ]);
  });

  it('links, relinks and unlinks users, per workspace', async () => {
    await store.putWorkspace(acme);
    await store.putWorkspace({ ...acme, teamId: 'T0BETA' });
    await store.linkUser({ teamId: 'T0ACME', slackUserId: 'U1', userName: 'a' });
    await store.linkUser({ teamId: 'T0ACME', slackUserId: 'U1', userName: 'b' });
    expect(await store.getUserLink('T0ACME', 'U1')).toEqual({ teamId: 'T0ACME', slackUserId: 'U1', userName: 'b' });
    expect(await store.getUserLink('T0BETA', 'U1')).toBeUndefined();
    expect(await store.unlinkUser('T0ACME', 'U1')).toBe(true);
    expect(await store.unlinkUser('T0ACME', 'U1')).toBe(false);
    expect(await store.getUserLink('T0ACME', 'U1')).toBeUndefined();
  });

  it('refuses a link for a workspace that does not exist', async () => {
    await expect(store.linkUser({ teamId: 'T0NONE', slackUserId: 'U1', userName: 'a' })).rejects.toThrow(
      'workspace T0NONE is not connected',
    );
  });

  it('removes a workspace with its links and what the change detector knew of its cases', async () => {
    await store.putWorkspace(acme);
    await store.linkUser({ teamId: 'T0ACME', slackUserId: 'U1', userName: 'a' });
    const changes = createChangeStore(opened.db);
    await changes.detected('T0ACME', [{ caseId: 7, lastUpdated: '11/27/2026 09:00:00 AM' }], () => new Date());
    await changes.saveDetectorState('T0ACME', { ...(await changes.detectorState('T0ACME')), reader: 'U1' });
    expect((await changes.detectorState('T0ACME')).reader).toBe('U1');
    expect(await store.removeWorkspace('T0ACME')).toBe(true);
    expect((await changes.detectorState('T0ACME')).reader).toBeNull();
    expect(await opened.db.selectFrom('case_updates').selectAll().execute()).toEqual([]);
    expect(await store.removeWorkspace('T0ACME')).toBe(false);
    expect(await store.getWorkspace('T0ACME')).toBeUndefined();
    expect(await store.listUsers('T0ACME')).toEqual([]);
  });

  it('marks a workspace uninstalled until it is installed (or connected) again', async () => {
    await store.putWorkspace(acme);
    await store.linkUser({ teamId: 'T0ACME', slackUserId: 'U1', userName: 'j.doe' });
    expect(await store.markUninstalled('T0ACME')).toBe(true);
    expect(await store.markUninstalled('T0NONE')).toBe(false);
    expect((await store.getWorkspace('T0ACME'))?.uninstalledAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const resolve = createResolver(store, { defaultBaseUrl: undefined, cacheMs: 0 });
    const who = { teamId: 'T0ACME', enterpriseId: undefined, userId: 'U1' };
    expect(await resolve(who)).toEqual({ ok: false, reason: 'workspace_uninstalled', teamId: 'T0ACME' });
    await store.markInstalled('T0ACME');
    expect(await resolve(who)).toMatchObject({ ok: true });
    await store.markUninstalled('T0ACME');
    await store.putWorkspace(acme);
    expect(await resolve(who)).toMatchObject({ ok: true });
  });

  describe('resolve', () => {
    const resolver = (cacheMs = 0, now?: () => number) =>
      createResolver(store, { defaultBaseUrl: 'https://default.example', cacheMs, ...(now ? { now } : {}) });

    it('gives everything a call needs for a linked user', async () => {
      await store.putWorkspace(acme);
      await store.linkUser({ teamId: 'T0ACME', slackUserId: 'U1', userName: 'j.doe' });
      expect(await resolver()({ teamId: 'T0ACME', enterpriseId: undefined, userId: 'U1' })).toEqual({
        ok: true,
        caller: {
          workspaceId: 'T0ACME',
          clientName: 'acme',
          userName: 'j.doe',
          apiToken: acme.apiToken,
          baseUrl: 'https://cases.acme.example',
          // Their own link, not the workspace's default user.
          viaDefaultUser: false,
        },
        // What renderers get holds no credential.
        settings: {
          workspaceId: 'T0ACME',
          timeZone: 'Europe/Paris',
          pageSize: 10,
          shareContactDetails: false,
          caseUrlTemplate: null,
          language: 'en',
          workflowsUseDefaultUser: false,
          allowSharedChannels: false,
          keepCardsTrue: true,
        },
      });
    });

    it('says when the workspace is not connected', async () => {
      expect(await resolver()({ teamId: 'T0NONE', enterpriseId: undefined, userId: 'U1' })).toEqual({
        ok: false,
        reason: 'workspace_not_connected',
        teamId: 'T0NONE',
      });
    });

    it('says when the user is not linked, and uses the default user when there is one', async () => {
      await store.putWorkspace({ ...acme, baseUrl: null });
      const who = { teamId: 'T0ACME', enterpriseId: undefined, userId: 'U9' };
      expect(await resolver()(who)).toEqual({ ok: false, reason: 'user_not_linked', teamId: 'T0ACME', userId: 'U9' });
      await store.putWorkspace({ ...acme, baseUrl: null, defaultUserName: 'helpdesk' });
      expect(await resolver()(who)).toMatchObject({
        ok: true,
        caller: { userName: 'helpdesk', baseUrl: 'https://default.example' },
      });
    });

    it('falls back to a mapping of the whole Enterprise Grid org', async () => {
      await store.putWorkspace({ ...acme, teamId: 'E0ORG' });
      await store.linkUser({ teamId: 'E0ORG', slackUserId: 'W1', userName: 'grid.user' });
      const result = await resolver()({ teamId: 'T0SUB', enterpriseId: 'E0ORG', userId: 'W1' });
      expect(result).toMatchObject({ ok: true, caller: { workspaceId: 'E0ORG', userName: 'grid.user' } });
    });

    it('keeps workspaces apart: a link in one does not serve another', async () => {
      await store.putWorkspace(acme);
      await store.putWorkspace({ ...acme, teamId: 'T0BETA', clientName: 'beta' });
      await store.linkUser({ teamId: 'T0ACME', slackUserId: 'U1', userName: 'j.doe' });
      expect(await resolver()({ teamId: 'T0BETA', enterpriseId: undefined, userId: 'U1' })).toMatchObject({
        ok: false,
        reason: 'user_not_linked',
      });
    });

    it('reports a token that the key cannot read, without throwing', async () => {
      await store.putWorkspace(acme);
      await store.linkUser({ teamId: 'T0ACME', slackUserId: 'U1', userName: 'j.doe' });
      const wrong = createWorkspaceStore(opened.db, createTokenCipher(OTHER_KEY));
      const resolve = createResolver(wrong, { defaultBaseUrl: undefined, cacheMs: 0 });
      expect(await resolve({ teamId: 'T0ACME', enterpriseId: undefined, userId: 'U1' })).toEqual({
        ok: false,
        reason: 'token_unreadable',
        teamId: 'T0ACME',
      });
    });

    it('sees changes after the cache lifetime, and at once when reading through', async () => {
      let clock = 0;
      const cached = resolver(5000, () => clock);
      const through = resolver(0);
      const who = { teamId: 'T0ACME', enterpriseId: undefined, userId: 'U1' };
      expect(await cached(who)).toMatchObject({ reason: 'workspace_not_connected' });
      await store.putWorkspace(acme);
      await store.linkUser({ teamId: 'T0ACME', slackUserId: 'U1', userName: 'j.doe' });
      expect(await through(who)).toMatchObject({ ok: true });
      clock = 4999;
      expect(await cached(who)).toMatchObject({ reason: 'workspace_not_connected' });
      clock = 5001;
      expect(await cached(who)).toMatchObject({ ok: true });
    });
  });
});
