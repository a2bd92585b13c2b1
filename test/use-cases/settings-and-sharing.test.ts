import { createAddressPolicy } from '../../src/lib/address-policy';
import { settingsDiff } from '../../src/use-cases/settings-changes';

const settingsChanged = (...args: Parameters<typeof settingsDiff>) => settingsDiff(...args).changed;
import type { ConnectionToCheck } from '../../src/cases/connection-check';
import { createSharing } from '../../src/use-cases/sharing';
import { createWorkspaceSettings, type SettingsDraft } from '../../src/use-cases/workspace-settings';
import { openDatabase } from '../../src/workspaces/database';
import { createHomeData } from '../../src/workspaces/home-data';
import { migrateToLatest } from '../../src/kinds/registry';
import { createShareClaims } from '../../src/workspaces/share-claims';
import { createWorkspaceStore } from '../../src/workspaces/store';
import { createTokenCipher } from '../../src/workspaces/token-cipher';
import { OTHER_KEY, sqliteDatabase, TEST_KEY } from '../helpers/databases';
import { createOutbox } from '../../src/spine/outbox';
import { CaseApiNetworkError, CaseApiResponseError } from '../../src/case-api/errors';

// Sharing and the workspace settings as use cases: a real database, no HTTP and no Slack. The case
// service's side of Check connection is a recorded function (the edge of the world).
const TOKEN = 'tok-secret-1234';
const URL = 'https://cases.example.test';

const draft = (overrides: Partial<SettingsDraft> = {}): SettingsDraft => ({
  teamId: 'ignored: the key is',
  clientName: 'acme',
  newToken: null,
  baseUrl: URL,
  timeZone: 'Europe/Paris',
  pageSize: 5,
  shareContactDetails: false,
  defaultUserName: null,
  caseUrlTemplate: null,
  language: 'en',
  pollIntervalMs: null,
  pollCallsPerMinute: null,
  workflowsUseDefaultUser: false,
  ...overrides,
});

describe('use cases: sharing and workspace settings', () => {
  const database = sqliteDatabase();
  const opened = openDatabase(database.url);
  const store = createWorkspaceStore(opened.db, createTokenCipher(TEST_KEY));
  const home = createHomeData(opened.db);
  const checked: ConnectionToCheck[] = [];
  let checkFails: Error | undefined;
  let forgotten = 0;
  const logged: string[] = [];
  const outbox = createOutbox(opened.db, () => new Date());
  const delivered: string[] = [];
  const settings = createWorkspaceSettings({
    store,
    home,
    outbox,
    deliverSoon: (teamId) => delivered.push(teamId),
    checkConnection: async (connection) => {
      checked.push(connection);
      if (checkFails) throw checkFails;
    },
    defaultBaseUrl: undefined,
    forget: () => forgotten++,
    addresses: createAddressPolicy({ allowHttp: false, allowedHosts: [], trusted: [] }),
    logger: { info: (fields) => logged.push(JSON.stringify(fields)), error: () => undefined },
  });
  beforeAll(() => migrateToLatest(opened.db));
  afterAll(async () => {
    await opened.db.destroy();
    await database.drop();
  });

  it('sharing: the first press posts, a second posts nothing and names the first; a failed post can be retried', async () => {
    const sharing = createSharing(createShareClaims(opened.db));
    const posts: string[] = [];
    const card = { workspaceId: 'T0ACME', channelId: 'C0ONE', messageTs: '171.1', caseId: 7 };
    const first = await sharing.share({ ...card, userId: 'U0ANN' }, async () => void posts.push('ann'));
    expect(first).toMatchObject({ kind: 'shared', by: 'U0ANN', channelId: 'C0ONE' });
    const again = await sharing.share({ ...card, userId: 'U0BOB' }, async () => void posts.push('bob'));
    expect(again).toMatchObject({ kind: 'already', by: 'U0ANN', channelId: 'C0ONE' });
    expect(posts).toEqual(['ann']);

    const other = { ...card, messageTs: '171.2' };
    const failing = async () => {
      throw new Error('response_url expired');
    };
    expect(await sharing.share({ ...other, userId: 'U0BOB' }, failing)).toEqual({ kind: 'failed' });
    expect(await sharing.share({ ...other, userId: 'U0BOB' }, async () => void posts.push('bob'))).toMatchObject({
      kind: 'shared',
      by: 'U0BOB',
    });
    expect(posts).toEqual(['ann', 'bob']);
  });

  it('saves a new workspace, keeps its token when none is typed, and audits each real change once', async () => {
    expect(await settings.save('T0ACME', 'U0ADA', draft())).toEqual({ kind: 'needs_token', reason: 'missing' });
    expect(await settings.stored('T0ACME')).toBeUndefined();

    const made = await settings.save('T0ACME', 'U0ADA', draft({ newToken: TOKEN }));
    expect(made).toMatchObject({ kind: 'saved', connected: true });
    const stored = await settings.stored('T0ACME');
    expect(stored).toMatchObject({ tokenReadable: true, workspace: { clientName: 'acme', tokenHint: '••••1234' } });
    expect(JSON.stringify(stored)).not.toContain(TOKEN);

    const before = forgotten;
    expect(await settings.save('T0ACME', 'U0ADA', draft())).toEqual({ kind: 'saved', connected: false, changed: [] });
    expect((await store.getWorkspaceWithToken('T0ACME'))?.apiToken).toBe(TOKEN);
    expect(await settings.save('T0ACME', 'U0ADA', draft({ newToken: 'tok-new-9876', language: 'fr' }))).toEqual({
      kind: 'saved',
      connected: false,
      changed: ['api token', 'channel language: en → fr'],
    });
    expect(forgotten).toBe(before + 2);
    const audit = await home.recentAudit('T0ACME', 10);
    // The row keeps what changed in neutral form (each admin's Home says it in their words); the log line
    // says it in words.
    expect(audit.map((a) => a.detail)).toEqual([
      JSON.stringify({ changes: [{ s: 'apiToken' }, { s: 'language', b: 'en', a: 'fr' }] }),
      expect.stringMatching(/^client name, api token, base URL, time zone/),
    ]);
    expect(logged.join('\n')).toContain('api token, channel language: en → fr');
    expect(logged.join('\n')).not.toMatch(/tok-/);
  });

  it('never sends the stored token to a new address, and says so', async () => {
    const moved = draft({ baseUrl: 'https://attacker.example.test', language: 'fr' });
    expect(await settings.save('T0ACME', 'U0ADA', moved)).toEqual({ kind: 'needs_token', reason: 'new_url' });
    expect(await settings.check('T0ACME', 'U0ADA', moved)).toEqual({ kind: 'needs_token', reason: 'new_url' });
    expect(checked).toEqual([]);
    expect((await settings.workspace('T0ACME'))?.baseUrl).toBe(URL);
  });

  it('checks as the default user or the admin’s own link, with the stored token, and passes failures on', async () => {
    expect(await settings.check('T0ACME', 'U0ADA', draft())).toEqual({ kind: 'no_user' });
    expect(await settings.check('T0ACME', 'U0ADA', draft({ defaultUserName: 'desk' }))).toEqual({
      kind: 'ok',
      clientName: 'acme',
      userName: 'desk',
    });
    expect(checked.pop()).toEqual({ baseUrl: URL, apiToken: 'tok-new-9876', clientName: 'acme', userName: 'desk' });

    expect(await settings.link('T0ACME', 'U0ADA', 'U0ADA', 'ada', { check: false, lang: 'en' })).toMatchObject({
      kind: 'linked',
    });
    checkFails = new Error('Invalid API token for this client');
    expect(await settings.check('T0ACME', 'U0ADA', draft({ newToken: 'typed-token' }))).toEqual({
      kind: 'failed',
      error: checkFails,
    });
    expect(checked.pop()).toMatchObject({ apiToken: 'typed-token', userName: 'ada' });
    checkFails = undefined;
  });

  it('links only in a connected workspace, checked with the service first, unlinks once, and audits both', async () => {
    const checking = { check: true, lang: 'en' } as const;
    expect(await settings.link('T0NONE', 'U0ADA', 'U0BOB', 'bob', checking)).toEqual({ kind: 'not_connected' });
    checked.length = 0;
    expect(await settings.link('T0ACME', 'U0ADA', 'U0BOB', 'bob', checking)).toEqual({
      kind: 'linked',
      checked: true,
      told: false,
      replaced: undefined,
    });
    // Asked as the person being linked, with the stored settings.
    expect(checked).toEqual([{ baseUrl: URL, apiToken: 'tok-new-9876', clientName: 'acme', userName: 'bob' }]);
    expect(await settings.linkOf('T0ACME', 'U0BOB')).toMatchObject({ userName: 'bob' });
    expect((await settings.users('T0ACME')).map((u) => u.userName).sort()).toEqual(['ada', 'bob']);
    expect(await settings.unlink('T0ACME', 'U0ADA', 'U0BOB')).toBe(true);
    expect(await settings.unlink('T0ACME', 'U0ADA', 'U0BOB')).toBe(false);
    const audit = await home.recentAudit('T0ACME', 3);
    expect(audit.map((a) => [a.action, a.detail])).toEqual([
      ['user.unlinked', '<@U0BOB>'],
      ['user.linked', '<@U0BOB> as bob'],
      ['user.linked', '<@U0ADA> as ada (not checked)'],
    ]);
  });

  it('saves nothing when the service refuses the userName or cannot be asked, unless linked unchecked', async () => {
    const where = { operation: 'GetCases', caseId: undefined } as const;
    checkFails = new CaseApiResponseError(where, { errorCode: 7, errorDescription: 'Unknown user no.such' });
    const refused = await settings.link('T0ACME', 'U0ADA', 'U0NO', 'no.such', { check: true, lang: 'en' });
    expect(refused).toEqual({ kind: 'refused', error: checkFails });
    checkFails = new CaseApiNetworkError(where, new Error('ECONNREFUSED'));
    const unasked = await settings.link('T0ACME', 'U0ADA', 'U0NO', 'no.such', { check: true, lang: 'en' });
    expect(unasked).toEqual({ kind: 'not_checked', error: checkFails });
    expect(await settings.linkOf('T0ACME', 'U0NO')).toBeUndefined();
    const unchecked = await settings.link('T0ACME', 'U0ADA', 'U0NO', 'no.such', { check: false, lang: 'en' });
    expect(unchecked).toEqual({ kind: 'linked', checked: false, told: false, replaced: undefined });
    expect(await settings.linkOf('T0ACME', 'U0NO')).toMatchObject({ userName: 'no.such' });
    checkFails = undefined;
    await settings.unlink('T0ACME', 'U0ADA', 'U0NO');
  });

  it('tells someone who asked for access, once linked, by DM through the outbox, in their language', async () => {
    const mine = async () => (await outbox.pendingNotices('T0ACME')).filter((n) => n.slackUserId === 'U0CAT');
    expect(await settings.link('T0ACME', 'U0ADA', 'U0DOG', 'dog', { check: true, lang: 'fr' })).toMatchObject({
      told: false,
    });
    expect(await home.requestAccess('T0ACME', 'U0CAT')).toBe(true);
    delivered.length = 0;
    const linked = await settings.link('T0ACME', 'U0ADA', 'U0CAT', 'c.at', { check: true, lang: 'fr' });
    expect(linked).toEqual({ kind: 'linked', checked: true, told: true, replaced: undefined });
    const [dm, ...more] = await mine();
    expect(more).toEqual([]);
    expect(dm?.channelId).toBeNull();
    expect(dm?.message.text).toContain('Votre compte est associé au service de dossiers en tant que *c.at*');
    expect(delivered).toEqual(['T0ACME']);
    // Their request is answered: linking them again tells nothing more.
    await settings.link('T0ACME', 'U0ADA', 'U0CAT', 'c.at', { check: true, lang: 'fr' });
    expect(await mine()).toHaveLength(1);
  });

  it('a token the key cannot read is not shown, and must be typed again', async () => {
    const otherKey = createWorkspaceSettings({
      store: createWorkspaceStore(opened.db, createTokenCipher(OTHER_KEY)),
      home,
      checkConnection: async () => undefined,
      defaultBaseUrl: undefined,
      forget: () => undefined,
      addresses: createAddressPolicy({ allowHttp: false, allowedHosts: [], trusted: [] }),
      logger: { info: () => undefined, error: () => undefined },
    });
    expect(await otherKey.stored('T0ACME')).toMatchObject({ tokenReadable: false, workspace: { tokenHint: '••••' } });
    expect(await otherKey.save('T0ACME', 'U0ADA', draft())).toEqual({ kind: 'needs_token', reason: 'missing' });
  });
});

describe('the audit trail of a settings change', () => {
  const input = {
    teamId: 'T1',
    clientName: 'acme',
    apiToken: TOKEN,
    baseUrl: URL,
    timeZone: 'UTC',
    pageSize: 10,
    shareContactDetails: false,
    defaultUserName: null,
    keepCardsTrue: true,
    pollIntervalMs: null,
    language: 'en' as const,
  };
  it('names what changed as an admin reads it: on and off, intervals in minutes or seconds, never the token', () => {
    const old = {
      workspace: { ...input, tokenHint: '1234', uninstalledAt: null },
      apiToken: TOKEN,
    } as unknown as Parameters<typeof settingsChanged>[1];
    expect(
      settingsChanged({ ...input, apiToken: 'tok-new', keepCardsTrue: false, pollIntervalMs: 30_000 }, old),
    ).toEqual(['api token', 'shared cards kept up to date: on → off', 'poll interval: default → 30 s']);
    expect(settingsChanged({ ...input, pollIntervalMs: 300_000 }, old)).toEqual(['poll interval: default → 5 min']);
  });
});
