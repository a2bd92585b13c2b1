import { blockActionsBody, postSigned } from '../../src/sandbox/slack-requests';
import { account, fakeCase } from '../helpers/fake-cases';
import { findButtons, Harness, SIGNING_SECRET, visibleText } from '../helpers/harness';

// The default user of a settings kept for a whole Enterprise Grid org stands in for the org's members,
// whatever the kind of payload (a command names no home team; a click names the member's own workspace),
// and for nobody else.
describe('the default user of a Grid org', () => {
  const harness = new Harness({
    accounts: { acme: account([fakeCase({ caseNumber: 4321, subject: 'Badge reader' })], { users: ['helpdesk'] }) },
    workspaces: [{ teamId: 'E0GRID', defaultUserName: 'helpdesk' }],
    links: [],
  });
  beforeAll(async () => {
    await harness.start();
    harness.slack.users.set('U0ORG', { team: 'T0ACME', enterprise: 'E0GRID' });
    harness.slack.users.set('U0OUT', { team: 'T0ELSEWHERE' });
  });
  afterAll(() => harness.close());

  const grid = { teamId: 'T0ACME', enterpriseId: 'E0GRID' };

  it('serves a member of the org on a command and on a click', async () => {
    const { reply } = await harness.ask('/cases', 'badge', { ...grid, userId: 'U0ORG' });
    expect(visibleText(reply)).toContain('Badge reader');
    const view = findButtons(reply).find((b) => b.action_id.startsWith('case_view'));
    if (!view) throw new Error('no View button');
    const id = 'grid-click';
    const answer = await postSigned(
      harness.eventsUrl,
      SIGNING_SECRET,
      blockActionsBody({
        ...grid,
        userId: 'U0ORG',
        actionId: view.action_id,
        value: view.value ?? '',
        responseUrl: harness.slack.responseUrl(id),
        message: reply,
      }),
    );
    expect(answer.status).toBe(200);
    const [card] = await harness.slack.waitForPosts(id);
    expect(visibleText(card ?? {})).toContain('Case #4321');
  });

  it('does not stand in for someone outside the org', async () => {
    const before = harness.caseApi.requests.length;
    const { reply } = await harness.ask('/cases', 'badge', { ...grid, userId: 'U0OUT' });
    expect(reply.text).toContain("isn't linked");
    expect(harness.caseApi.requests).toHaveLength(before);
  });

  it('asks a member to try again when Slack cannot say whether they belong, and asks nothing of the service', async () => {
    harness.slack.failing.set('users.info', 'internal_error');
    try {
      const before = harness.caseApi.requests.length;
      const since = harness.logs.length;
      const { reply } = await harness.ask('/cases', 'badge', {
        teamId: 'T0ACME',
        enterpriseId: 'E0GRID',
        userId: 'U0NEW',
      });
      expect(reply.text).toContain('Try again in a moment');
      expect(reply.text).not.toContain("isn't linked");
      expect(harness.caseApi.requests).toHaveLength(before);
      expect(await harness.logLine('command /cases', since)).toMatchObject({ outcome: 'membership_unknown' });
    } finally {
      harness.slack.failing.delete('users.info');
    }
  });
});
