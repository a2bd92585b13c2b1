import { request } from 'node:http';
import { blockActionsBody, postSigned, signature, slashCommandBody } from '../../src/sandbox/slack-requests';
import { account, fakeCase } from '../helpers/fake-cases';
import { Harness, SIGNING_SECRET, TEAM, USER } from '../helpers/harness';

describe('requests that Slack did not sign', () => {
  const harness = new Harness({ accounts: { acme: account([fakeCase({ caseNumber: 1234 })]) } });
  beforeAll(() => harness.start());
  afterAll(() => harness.close());

  const body = () =>
    slashCommandBody({
      command: '/case',
      text: '1234',
      team_id: TEAM,
      user_id: USER,
      response_url: harness.slack.responseUrl('forged'),
    });
  const now = () => Math.floor(Date.now() / 1000);

  it.each([
    ['no signature', () => postSigned(harness.eventsUrl, SIGNING_SECRET, body(), { signature: null })],
    ['a wrong signature', () => postSigned(harness.eventsUrl, 'not-the-secret', body())],
    [
      'a signature of another body',
      () =>
        postSigned(harness.eventsUrl, SIGNING_SECRET, body(), { signature: signature(SIGNING_SECRET, now(), 'x=1') }),
    ],
    [
      'a stale timestamp (over 5 minutes)',
      () => postSigned(harness.eventsUrl, SIGNING_SECRET, body(), { timestamp: now() - 301 }),
    ],
    [
      'a timestamp an hour in the future',
      () => postSigned(harness.eventsUrl, SIGNING_SECRET, body(), { timestamp: now() + 3600 }),
    ],
    [
      // The edge itself (300 s ahead taken, 301 s refused) is test/slack/signature.test.ts's, on a clock of
      // its own: a whole request here may take more than the second a stamp of now() + 301 leaves it.
      'a timestamp six minutes ahead',
      () => postSigned(harness.eventsUrl, SIGNING_SECRET, body(), { timestamp: now() + 360 }),
    ],
    [
      'a forged button click',
      () =>
        postSigned(
          harness.eventsUrl,
          'nope',
          blockActionsBody({
            teamId: TEAM,
            userId: USER,
            actionId: 'case_share',
            value: '{}',
            responseUrl: harness.slack.responseUrl('forged'),
          }),
        ),
    ],
  ])('refuses %s with no call to the case service', async (_what, send) => {
    const answer = await send();
    expect(answer.status).toBe(401);
    // A real command after it is answered and over (its outcome line): a forged one let in would have been too.
    const since = harness.logs.length;
    await harness.ask('/case', '1234');
    // One outcome line, the real command's: the forged request never reached a listener.
    expect(harness.logs.slice(since).filter((l) => l.includes('"msg":"command /case"'))).toHaveLength(1);
    expect(harness.slack.postsFor('forged')).toEqual([]);
  });

  it('answers Slack’s unsigned SSL check, and nothing smuggled into it runs', async () => {
    const smuggled = `ssl_check=1&token=x&${body()}`;
    const answer = await postSigned(harness.eventsUrl, SIGNING_SECRET, smuggled, { signature: null });
    expect(answer.status).toBe(200);
    // A real command after it is answered; by then a smuggled one would have been too.
    const since = harness.logs.length;
    await harness.ask('/case', '1234');
    expect(harness.slack.postsFor('forged')).toEqual([]);
    expect(harness.logs.slice(since).filter((l) => l.includes('"msg":"command /case"'))).toHaveLength(1);
  });
});

describe('a forged request, on every route the HTTP listener serves', () => {
  const harness = new Harness({ accounts: { acme: account([fakeCase({ caseNumber: 1234 })]) } });
  beforeAll(() => harness.start());
  afterAll(() => harness.close());

  it('never reaches a listener, whatever path or method it takes', async () => {
    const url = new URL(harness.eventsUrl);
    const body = slashCommandBody({
      command: '/case',
      text: '1234',
      team_id: TEAM,
      user_id: USER,
      response_url: harness.slack.responseUrl('forged-route'),
    });
    const send = (method: string, path: string) =>
      new Promise<number>((resolve, reject) => {
        const req = request(
          {
            host: url.hostname,
            port: url.port,
            path,
            method,
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              'x-slack-request-timestamp': String(Math.floor(Date.now() / 1000)),
              'x-slack-signature': 'v0=' + '1'.repeat(64),
            },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.end(method === 'GET' ? undefined : body);
      });
    const since = harness.logs.length;
    const paths = [
      '/slack/events',
      '/slack/events/',
      '/slack/events?x=1',
      '/SLACK/EVENTS',
      '/slack//events',
      '/slack/%2e/events',
      '/slack/events%2f',
      '//slack/events',
      '/slack/install',
      '/slack/oauth_redirect',
      '/healthz',
      '/metrics',
      '/mcp',
      '/',
    ];
    const answers: Record<string, number> = {};
    for (const path of paths) {
      for (const method of ['POST', 'PUT', 'GET']) answers[`${method} ${path}`] = await send(method, path);
    }
    // Every answer is a refusal or a route of its own (health, metrics): none is Bolt's 200 to a command.
    expect(answers['POST /slack/events']).toBe(401);
    expect(answers['POST /mcp']).toBe(401);
    // A real command after them is over when its line is written: a forged one let in would have been too.
    await harness.ask('/case', '1234');
    const lines = harness.logs.slice(since).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.filter((l) => l.kind === 'command')).toHaveLength(1);
    expect(harness.slack.postsFor('forged-route')).toEqual([]);
    expect(harness.caseApi.requests.every((r) => r.query.userName === 'j.doe')).toBe(true);
  });
});

describe('signed requests whose body is not what Slack sends', () => {
  const harness = new Harness({ accounts: { acme: account([fakeCase({ caseNumber: 1234 })]) } });
  beforeAll(() => harness.start());
  afterAll(() => harness.close());

  it.each([
    ['payload=null', 'payload=null', 'application/x-www-form-urlencoded' as const],
    ['a payload that is not JSON', 'payload=%7Bnot-json', 'application/x-www-form-urlencoded' as const],
    ['a payload that is a list', 'payload=%5B1%2C2%5D', 'application/x-www-form-urlencoded' as const],
    ['a payload named in escapes', 'command=%2Fcase&%70ayload=null', 'application/x-www-form-urlencoded' as const],
    ['a payload after other fields', 'text=1&payload=%5B%5D', 'application/x-www-form-urlencoded' as const],
    ['a JSON body that is null', 'null', 'application/json' as const],
  ])('answers %s with 400 at once, and nothing goes unhandled', async (_what, raw, contentType) => {
    const answer = await postSigned(harness.eventsUrl, SIGNING_SECRET, raw, { contentType });
    expect(answer.status).toBe(400);
    expect(harness.caseApi.requests).toEqual([]);
    // The file's unhandled-rejection check (test/helpers/setup.ts) fails it if Bolt threw outside a handler.
  });

  it('reads the path and the body as Bolt does: no way around the guard', async () => {
    const url = new URL(harness.eventsUrl);
    const raw = (path: string, body: string, contentType: string, timestamp: number) =>
      new Promise<number>((resolve, reject) => {
        const req = request(
          {
            host: url.hostname,
            port: url.port,
            path,
            method: 'POST',
            headers: {
              'content-type': contentType,
              'x-slack-request-timestamp': String(timestamp),
              'x-slack-signature': signature(SIGNING_SECRET, timestamp, body),
            },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    const now = Math.floor(Date.now() / 1000);
    // A path Bolt reads as /slack/events, with a timestamp an hour ahead.
    expect(
      await raw('/slack/%2e/events', 'command=%2Fcase&text=1', 'application/x-www-form-urlencoded', now + 3600),
    ).toBe(401);
    // A body in a form Slack never sends is refused unread, signed or not; a signed `null` as JSON is 400.
    expect(await raw('/slack/events', 'null', 'text/plain', now)).toBe(415);
    expect(await raw('/slack/events', 'null', 'application/json; charset=utf-8', now)).toBe(400);
  });

  it.each([
    [
      'a button casebot has no handler for',
      () =>
        blockActionsBody({
          teamId: TEAM,
          userId: USER,
          actionId: 'no_such_button',
          value: 'x',
          responseUrl: harness.slack.responseUrl('unknown'),
        }),
    ],
    [
      'a modal closed',
      () =>
        new URLSearchParams({
          payload: JSON.stringify({
            type: 'view_closed',
            user: { id: USER, team_id: TEAM },
            team: { id: TEAM },
            view: { id: 'V1', type: 'modal', callback_id: 'something' },
          }),
        }).toString(),
    ],
  ])('answers %s at once with one info line, not as an error', async (_what, body) => {
    const since = harness.logs.length;
    const answer = await postSigned(harness.eventsUrl, SIGNING_SECRET, body());
    // Bolt itself would answer 404 after 3 s and log an error.
    expect(answer.status).toBe(200);
    const line = await harness.logLine('a signed payload casebot has no handler for: answered at once', since);
    expect(line.level).toBe('info');
    expect(harness.logs.slice(since).filter((l) => /"level":"(error|fatal)"/.test(l))).toEqual([]);
  });

  it('still serves a well-formed command after them', async () => {
    const { ack } = await harness.command('/case', '1234');
    expect(ack.status).toBe(200);
  });
});

describe("the reader's language", () => {
  const harness = new Harness({
    accounts: { acme: account([fakeCase({ caseNumber: 1234 })]) },
    links: [
      { slackUserId: USER, userName: 'j.doe' },
      { slackUserId: 'U0FR', userName: 'f.martin' },
      { slackUserId: 'U0GONE', userName: 'g.one' },
    ],
  });
  beforeAll(async () => {
    await harness.start();
    harness.slack.users.set('U0FR', { locale: 'fr-FR' });
  });
  afterAll(() => harness.close());

  it('follows the Slack locale, asking users.info once per person', async () => {
    await harness.ask('/cases', 'a', { userId: 'U0FR' });
    await harness.ask('/cases', 'b', { userId: 'U0FR' });
    expect(harness.caseApi.requests.map((r) => r.query.languageId)).toEqual(['6', '6']);
    const infos = harness.slack.calls.filter((c) => c.method === 'users.info' && c.params.user === 'U0FR');
    expect(infos).toHaveLength(1);
    expect(infos[0]?.params.include_locale).toBe('true');
  });

  it('falls back to English when Slack cannot tell', async () => {
    harness.caseApi.requests.length = 0;
    await harness.ask('/cases', 'c', { userId: 'U0GONE' });
    expect(harness.caseApi.requests[0]?.query.languageId).toBe('2');
  });
});
