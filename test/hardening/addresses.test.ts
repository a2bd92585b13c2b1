import { CallbackId } from '../../src/blocks/ids';
import { createAddressPolicy } from '../../src/lib/address-policy';
import { FakeCaseApi } from '../../src/sandbox/case-api-server';
import { postSigned, viewSubmissionBody } from '../../src/sandbox/slack-requests';
import { account, fakeCase } from '../helpers/fake-cases';
import { Harness, SIGNING_SECRET, TEAM, USER } from '../helpers/harness';
import { sqliteDatabase, TEST_KEY, type TestDatabase } from '../helpers/databases';
import { runCliInProcess } from '../helpers/admin-cli';

// A workspace's base URL is where casebot sends its api token and the person's name: any Slack admin of
// an installing workspace can type one. It must not become a way into the network casebot runs in.

describe('the address policy', () => {
  const strict = createAddressPolicy({ allowHttp: false, allowedHosts: [], trusted: ['http://cases.internal:8080'] });
  it.each([
    ['https://cases.acme.example', undefined],
    ['https://cases.acme.example/api/v2', undefined],
    ['http://cases.acme.example', 'plain_http'],
    ['https://cases.acme.example/?debug=1', 'query'],
    ['https://cases.acme.example/#x', 'query'],
    ['https://127.0.0.1', 'private'],
    ['https://127.1.2.3:8443', 'private'],
    ['https://10.0.0.5', 'private'],
    ['https://172.20.1.1', 'private'],
    ['https://192.168.1.10', 'private'],
    ['https://169.254.169.254', 'private'],
    ['https://0.0.0.0', 'private'],
    ['https://[::1]', 'private'],
    ['https://[fd00::1]', 'private'],
    ['https://[fe80::1]', 'private'],
    ['https://[::ffff:127.0.0.1]', 'private'],
    ['https://8.8.8.8', undefined],
    // The operator's own CASE_API_BASE_URL: its scheme and host as they are.
    ['http://cases.internal:8080', undefined],
    ['ftp://cases.acme.example', 'plain_http'],
  ])('%s → %s', (url, refusal) => {
    expect(strict.refusal(url)).toBe(refusal);
  });

  it('gives the same answer when asked again about the same URL', () => {
    for (let i = 0; i < 3; i++) {
      expect(strict.refusal('https://10.0.0.5')).toBe('private');
      expect(strict.refusal('https://cases.acme.example')).toBeUndefined();
    }
  });

  it.each([
    ['http://cases.internal:8080/api/GetCases?clientName=acme', true],
    ['http://cases.internal:8080', true],
    ['http://CASES.internal:8080/api', true],
    ['http://cases.internal:8081/api', false],
    ['https://cases.internal:8080/api', false],
    ['http://cases.internal:8080.evil.example/api', false],
    ['http://cases.internal:8080@evil.example/api', false],
    ['http://cases.internal/api', false],
  ])('trusts %s as the operator’s own: %s', (url, trusted) => {
    expect(strict.trusts(url)).toBe(trusted);
  });

  it('lets the operator allow hosts, addresses and ranges, and plain http', () => {
    const open = createAddressPolicy({
      allowHttp: true,
      allowedHosts: ['10.0.0.0/8', 'cases.lan', '::1'],
      trusted: [],
    });
    expect(open.refusal('http://10.2.3.4:8080')).toBeUndefined();
    expect(open.refusal('http://[::1]:8080')).toBeUndefined();
    expect(open.refusal('http://192.168.1.1')).toBe('private');
  });

  it('refuses, as the connection looks it up, a name that resolves into a private network', async () => {
    expect(strict.refusal('https://localhost:1')).toBeUndefined();
    expect(await strict.resolvesAllowed('https://localhost:1')).toBe(false);
    const found = await new Promise<{ code?: string }>((resolve) =>
      strict.lookup('localhost', { all: true }, (error) => resolve(error ?? {})),
    );
    expect(found.code).toBe('CASEBOT_ADDRESS_REFUSED');
    const allowed = createAddressPolicy({ allowHttp: false, allowedHosts: ['localhost'], trusted: [] });
    expect(await allowed.resolvesAllowed('https://localhost:1')).toBe(true);
  });
});

describe('a base URL into the operator’s network, from App Home and on every call', () => {
  // Another service on loopback (an internal one), whose address an admin tries.
  const internal = new FakeCaseApi({ accounts: { acme: account([fakeCase({ caseNumber: 1 })]) } });
  const harness = new Harness({
    accounts: { acme: account([fakeCase({ caseNumber: 1234, subject: 'Printer' })]) },
    // As in production: no plain http, nothing private but the operator's own CASE_API_BASE_URL.
    caseApi: { allowHttp: false, allowedHosts: [] },
  });
  let internalUrl: string;
  beforeAll(async () => {
    internalUrl = await internal.start();
    await harness.start();
    harness.slack.users.set('U0ADMIN', { locale: 'en-US', admin: true });
  });
  afterAll(async () => {
    await harness.close();
    await internal.close();
  });

  const save = async (baseUrl: string) => {
    const answer = await postSigned(
      harness.eventsUrl,
      SIGNING_SECRET,
      viewSubmissionBody({
        teamId: TEAM,
        userId: 'U0ADMIN',
        view: { id: 'V0SETTINGS', hash: 'h', callback_id: CallbackId.settingsModal },
        values: {
          client_name: { client_name: { type: 'plain_text_input', value: 'acme' } },
          api_token: { api_token: { type: 'plain_text_input', value: 'tok-typed-again-9999' } },
          base_url: { base_url: { type: 'plain_text_input', value: baseUrl } },
          time_zone: { time_zone: { type: 'plain_text_input', value: 'UTC' } },
          language: { language: { type: 'static_select', selected_option: { value: 'en' } } },
          page_size: { page_size: { type: 'number_input', value: '10' } },
        },
      }),
    );
    return answer.text ? (JSON.parse(answer.text) as { errors?: Record<string, string> }).errors : undefined;
  };

  it.each([
    ['plain http', () => internalUrl, 'plain http is allowed only where the operator'],
    ['a private address', () => internalUrl.replace('http:', 'https:'), 'in a private network'],
    ['a name that resolves to loopback', () => 'https://localhost:9', 'in a private network'],
    ['a query', () => 'https://cases.acme.example/api?redirect=1', "can't have a query"],
  ])('refuses to save %s, on the base URL field', async (_what, url, message) => {
    const errors = await save(url());
    expect(JSON.stringify(errors)).toContain(message);
    expect(internal.requests).toEqual([]);
  });

  it('sends nothing, no token, to a private address already stored, and tells the person who can fix it', async () => {
    // Stored before this rule (or by hand): the call is refused before it is made.
    const stored = await harness.bot.store.getWorkspaceWithToken(TEAM);
    if (!stored) throw new Error('no workspace');
    await harness.bot.store.putWorkspace({
      ...stored.workspace,
      apiToken: stored.apiToken,
      baseUrl: internalUrl.replace('http:', 'https:'),
    });
    const { reply } = await harness.ask('/case', '1234');
    expect(reply.text).toContain('may not call this workspace');
    expect(reply.text).toContain('Edit connection');
    expect(internal.requests).toEqual([]);
    expect(await harness.logLine('command /case')).toMatchObject({ user: USER });
  });
});

describe('the CLI keeps to the same rule', () => {
  let database: TestDatabase;
  let env: Record<string, string>;
  beforeAll(() => {
    database = sqliteDatabase();
    env = { DATABASE_URL: database.url, CASEBOT_ENCRYPTION_KEY: TEST_KEY };
  });
  afterAll(() => database.drop());

  it('refuses a private or plain-http base URL unless the operator allows it', async () => {
    const set = (url: string, extra: Record<string, string> = {}) =>
      runCliInProcess(
        ['workspace', 'set', 'T0CLI', '--client-name', 'c', '--api-token', 'tok-1234', '--base-url', url],
        {
          ...env,
          ...extra,
        },
      );
    const plain = await set('http://cases.acme.example');
    expect(plain.code).toBe(2);
    expect(plain.stderr).toMatch(/--base-url: must be https:\/\//);
    const inside = await set('https://10.1.2.3');
    expect(inside.code).toBe(2);
    expect(inside.stderr).toMatch(/private network/);
    const allowed = await set('http://10.1.2.3:8080', {
      CASE_API_ALLOW_HTTP: '1',
      CASE_API_ALLOWED_HOSTS: '10.0.0.0/8',
    });
    expect(allowed.code).toBe(0);
  });
});
