import { buildCasebot, type Casebot } from '../../src/compose';
import { createLogger } from '../../src/logging';
import { FakeCaseApi } from '../../src/sandbox/case-api-server';
import { FakeSlack } from '../../src/sandbox/slack-api-server';
import { sqliteDatabase, TEST_KEY, type TestDatabase } from '../helpers/databases';
import { account, fakeCase } from '../helpers/fake-cases';
import { SocketSlack } from '../helpers/socket-slack';

describe('Socket Mode: the same commands over Slack’s WebSocket', () => {
  const caseApi = new FakeCaseApi({
    accounts: { acme: account([fakeCase({ caseNumber: 1234, subject: 'Printer' })]) },
  });
  const slack = new FakeSlack();
  const socket = new SocketSlack();
  let database: TestDatabase;
  let bot: Casebot;

  beforeAll(async () => {
    const caseApiUrl = await caseApi.start();
    await slack.start();
    slack.socketUrl = await socket.url();
    slack.users.set('U0ALICE', { locale: 'de-DE' });
    database = sqliteDatabase();
    bot = await buildCasebot({
      slack: { kind: 'socket', appToken: 'xapp-test', botToken: 'xoxb-test' },
      port: 0,
      slackApiUrl: slack.apiUrl,
      databaseUrl: database.url,
      encryptionKey: TEST_KEY,
      caseApi: { defaultBaseUrl: caseApiUrl, timeoutMs: 2000, firstRow: 1, retries: 0 },
      workspaceCacheMs: 0,
      detailsCacheMs: 0,
      logger: createLogger('silent'),
    });
    await bot.store.putWorkspace({
      teamId: 'T0ACME',
      clientName: 'acme',
      apiToken: 'tok-acme-secret-1234',
      baseUrl: null,
      timeZone: 'UTC',
      pageSize: 10,
      shareContactDetails: false,
      defaultUserName: null,
    });
    await bot.store.linkUser({ teamId: 'T0ACME', slackUserId: 'U0ALICE', userName: 'j.doe' });
    await bot.start();
    await socket.waitForConnection();
  });
  afterAll(async () => {
    await bot.close();
    await socket.close();
    await caseApi.close();
    await slack.close();
    await database.drop();
  });

  it('acks the envelope and answers /case through the response_url', async () => {
    socket.sendCommand('env-1', {
      command: '/case',
      text: '1234',
      team_id: 'T0ACME',
      user_id: 'U0ALICE',
      channel_id: 'C0GENERAL',
      response_url: slack.responseUrl('socket-1'),
      trigger_id: 't',
      api_app_id: 'A0CASEBOT',
    });
    await socket.waitForAck('env-1');
    const [reply] = await slack.waitForPosts('socket-1');
    expect(reply?.text).toBe('Case #1234: Printer (open)');
    expect(caseApi.requests.map((r) => r.query.languageId)).toEqual(['7', '7']);
    expect(slack.calls.some((c) => c.method === 'apps.connections.open')).toBe(true);
  });
});
