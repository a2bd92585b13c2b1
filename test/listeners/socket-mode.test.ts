import { account, fakeCase } from '../helpers/fake-cases';
import { Harness, TEAM, USER } from '../helpers/harness';
import { SocketSlack } from '../helpers/socket-slack';

describe('Socket Mode: the same commands over Slack’s WebSocket', () => {
  const socket = new SocketSlack();
  const harness = new Harness({
    accounts: { acme: account([fakeCase({ caseNumber: 1234, subject: 'Printer' })]) },
    settings: { slack: { kind: 'socket', appToken: 'xapp-test', botToken: 'xoxb-test' }, detailsCacheMs: 0 },
    prepare: async (h) => {
      h.slack.socketUrl = await socket.url();
      h.slack.users.set(USER, { locale: 'de-DE' });
    },
  });
  beforeAll(async () => {
    await harness.start();
    await socket.waitForConnection();
  });
  afterAll(async () => {
    // Slack closes the socket (with a close handshake) before casebot stops, as when a connection ends.
    await socket.close();
    await harness.close();
  });

  it('acks the envelope and answers /case through the response_url', async () => {
    socket.sendCommand('env-1', {
      command: '/case',
      text: '1234',
      team_id: TEAM,
      user_id: USER,
      channel_id: 'C0GENERAL',
      response_url: harness.slack.responseUrl('socket-1'),
      trigger_id: 't',
      api_app_id: 'A0CASEBOT',
    });
    await socket.waitForAck('env-1');
    const [reply] = await harness.slack.waitForPosts('socket-1');
    expect(reply?.text).toBe('Vorgang Nr. 1234: Printer (Open)');
    expect(harness.caseApi.requests.map((r) => r.query.languageId)).toEqual(['7', '7']);
    expect(harness.slack.calls.some((c) => c.method === 'apps.connections.open')).toBe(true);
  });
});
