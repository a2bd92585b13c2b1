import { account, fakeCase } from '../helpers/fake-cases';
import { Harness, TEAM, USER } from '../helpers/harness';

const printer = fakeCase({
  caseNumber: 1234,
  subject: 'Printer on floor 3',
  priority: 'High',
  submitted: new Date(Date.UTC(2026, 10, 4, 9, 15, 2)),
  notes: [{ id: 1, note: 'Toner replaced', createdOn: new Date(Date.UTC(2026, 10, 4, 10, 0)), createdBy: 'j.doe' }],
});

describe('the Workflow Builder step Look up case', () => {
  const harness = new Harness({
    accounts: { acme: account([printer], { users: ['j.doe', 'helpdesk'] }) },
    workspaces: [{ caseUrlTemplate: 'https://cases.acme.example/case/{number}', defaultUserName: 'helpdesk' }],
    links: [{ slackUserId: USER, userName: 'j.doe' }],
  });
  beforeAll(() => harness.start());
  afterAll(() => harness.close());
  beforeEach(() => {
    harness.slack.calls.length = 0;
    harness.caseApi.requests.length = 0;
  });

  const run = (inputs: Record<string, unknown>) => harness.runFunction('lookup_case', inputs);

  const runBy = (userId: string) => ({
    interactivity: { interactivity_pointer: 'p', interactor: { id: userId, secret: 's' } },
  });

  it('outputs the case, looked up as the person running the workflow, with the step’s own token', async () => {
    const done = await run({ case_number: '1234', ...runBy(USER) });
    expect(done.method).toBe('functions.completeSuccess');
    expect(done.token).toBe('xwfp-workflow-token');
    expect(done.params.function_execution_id).toMatch(/^Fx/);
    expect(done.params.outputs).toEqual({
      subject: 'Printer on floor 3',
      status: 'Open',
      priority: 'High',
      customer_name: 'Acme Retail Ltd',
      created: 'Nov 4, 2026 9:15 AM UTC',
      last_updated: '',
      latest_note: 'Toner replaced',
      url: 'https://cases.acme.example/case/1234',
    });
    expect(new Set(harness.caseApi.requests.map((r) => r.query.userName))).toEqual(new Set(['j.doe']));
  });

  it('never acts as whoever a user_id input names: the person running it is who it acts as', async () => {
    // The builder names Alice (who may see the case); Bob runs it, unlinked and no member: refused.
    harness.slack.users.set('U0BOB', { team: 'T0ELSEWHERE' });
    const done = await run({ case_number: '1234', user_id: USER, ...runBy('U0BOB') });
    expect(done.method).toBe('functions.completeError');
    expect(harness.caseApi.requests).toEqual([]);
  });

  it('refuses a workflow nobody runs unless an admin allowed it, then acts as the default user', async () => {
    const refused = await run({ case_number: 1234, user_id: USER });
    expect(refused.method).toBe('functions.completeError');
    expect(String(refused.params.error)).toContain('nobody ran this one');
    expect(harness.caseApi.requests).toEqual([]);

    const stored = await harness.bot.store.getWorkspaceWithToken(TEAM);
    if (!stored) throw new Error('no workspace');
    await harness.bot.store.putWorkspace({
      ...stored.workspace,
      apiToken: stored.apiToken,
      workflowsUseDefaultUser: true,
    });
    try {
      harness.slack.calls.length = 0;
      const done = await run({ case_number: 1234, user_id: USER });
      expect(done.method).toBe('functions.completeSuccess');
      expect(new Set(harness.caseApi.requests.map((r) => r.query.userName))).toEqual(new Set(['helpdesk']));
    } finally {
      await harness.bot.store.putWorkspace({
        ...stored.workspace,
        apiToken: stored.apiToken,
        workflowsUseDefaultUser: false,
      });
    }
  });

  it('lets a member with no link of their own run it as the default user', async () => {
    harness.slack.users.set('U0CAROL', { team: TEAM });
    const done = await run({ case_number: 1234, ...runBy('U0CAROL') });
    // (The case comes from the default user's cache here: the earlier test fetched it as helpdesk.)
    expect(done.method).toBe('functions.completeSuccess');
    expect(done.params.outputs).toMatchObject({ subject: 'Printer on floor 3' });
  });

  it.each([
    [{ case_number: '99999' }, "There's no case #99999 that you can see."],
    [{ case_number: 'printer' }, 'Case numbers are whole numbers from 1 to 2147483647'],
  ])('fails with a clear message for %j', async (inputs, message) => {
    const done = await run({ ...inputs, ...runBy(USER) });
    expect(done.method).toBe('functions.completeError');
    expect(String(done.params.error)).toContain(message);
    expect(String(done.params.error)).not.toMatch(/[*`]/);
  });
});

describe('the Workflow step in a workspace with no default user', () => {
  const harness = new Harness({ accounts: { acme: account([printer]) } });
  beforeAll(() => harness.start());
  afterAll(() => harness.close());

  it('fails saying the user is not linked, and calls nobody upstream', async () => {
    await harness.event({
      teamId: TEAM,
      event: {
        type: 'function_executed',
        function: {
          id: 'Fn1',
          callback_id: 'lookup_case',
          title: 't',
          description: 'd',
          type: 'app',
          app_id: 'A0CASEBOT',
        },
        inputs: { case_number: '1234' },
        function_execution_id: 'Fx999',
        workflow_execution_id: 'Wx999',
        bot_access_token: 'xwfp-workflow-token',
      },
    });
    let done: Record<string, unknown> | undefined;
    for (let i = 0; i < 300 && !done; i++) {
      done = harness.slack.calls.find((c) => c.method === 'functions.completeError')?.params;
      if (!done) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(String(done?.error)).toContain('nobody ran this one');
    expect(harness.caseApi.requests).toEqual([]);
  });
});
