import { account, caseSeries, fakeCase } from '../helpers/fake-cases';
import { findButtons, Harness, TEAM, USER, visibleText } from '../helpers/harness';

// `/cases mine` through the signed receiver: the asker's own cases (UserName their linked userName) among
// the recent ones, open ones first, how far back it looked, and Look further for older ones.
const at = (hoursAgo: number) => new Date(Date.UTC(2026, 10, 20, 12) - hoursAgo * 3_600_000);
const others = caseSeries(350, 'Other', 5000).map((c, i) => ({ ...c, userName: 'b.other', submitted: at(i + 1) }));
const mineOpen = fakeCase({ caseNumber: 101, subject: 'My open printer', userName: 'j.doe', submitted: at(50.5) });
const mineClosed = fakeCase({
  caseNumber: 102,
  subject: 'My closed badge',
  userName: 'J.Doe ',
  status: 'Closed',
  submitted: at(10.5),
});
const mineOld = fakeCase({ caseNumber: 103, subject: 'My old scanner', userName: 'j.doe', submitted: at(320.5) });

describe('/cases mine', () => {
  const harness = new Harness({
    accounts: {
      acme: account([...others, mineOpen, mineClosed, mineOld], { users: ['j.doe', 'b.other', 'helpdesk'] }),
    },
    links: [
      { slackUserId: USER, userName: 'j.doe' },
      { slackUserId: 'U0BOB', userName: 'b.other' },
    ],
    workspaces: [{ defaultUserName: 'helpdesk' }],
  });
  beforeAll(async () => {
    await harness.start();
    harness.slack.users.set('U0NEW', { team: TEAM });
  });
  afterAll(() => harness.close());

  it("lists the asker's own cases among the 300 most recent, open ones first, and no one else's", async () => {
    const { reply } = await harness.ask('/cases', 'mine');
    const text = visibleText(reply);
    expect(text).toContain('Your cases');
    expect(text).toContain('2 cases among the most recent cases (1–300, counting back from the newest)');
    expect(text.indexOf('#101')).toBeGreaterThan(-1);
    expect(text.indexOf('#101')).toBeLessThan(text.indexOf('#102'));
    expect(text).not.toContain('#103');
    expect(text).not.toMatch(/#5\d{3}\b/);
    expect(findButtons(reply).map((b) => b.action_id)).toEqual(['case_view_0', 'case_view_1', 'cases_mine_further']);
    expect(text).toContain('older ones show when you look further');
    // Untouched for longer than a medium case's threshold (3 days by default): marked; a closed one never.
    expect(text).toContain('My open printer · :hourglass_flowing_sand: Aging');
    expect(text).not.toContain('My closed badge · :hourglass_flowing_sand:');
  });

  it('looks further back in place, and the View of a row opens its case', async () => {
    const { reply } = await harness.ask('/cases', 'MINE');
    const {
      posts: [further],
    } = await harness.click(reply, 'cases_mine_further');
    if (!further) throw new Error('no answer');
    const text = visibleText(further);
    expect(further.replace_original).toBe(true);
    expect(text).toContain('1 case among the most recent cases (301–353, counting back from the newest)');
    // The end of the recent list, said so.
    expect(text).toContain("casebot looked as far back as the case service's list goes.");
    expect(text).toContain('#103');
    expect(text).not.toContain('#101');
    // The end of the recent list: nothing further to look at.
    expect(findButtons(further).map((b) => b.action_id)).toEqual(['case_view_0']);
    const {
      posts: [card],
    } = await harness.click(further, 'case_view_0');
    if (!card) throw new Error('no card');
    expect(visibleText(card)).toContain('My old scanner');
  });

  it('someone else sees their own cases, and says none is theirs where none is', async () => {
    const { reply } = await harness.ask('/cases', 'mine', { userId: 'U0BOB' });
    expect(visibleText(reply)).toContain('298 cases among the most recent cases (1–300');
    expect(visibleText(reply)).toContain('Showing 1–40 of ');
    expect(findButtons(reply).filter((b) => b.action_id.startsWith('case_view'))).toHaveLength(40);
    // The next forty of the same look, and back.
    const {
      posts: [next],
    } = await harness.click(reply, 'cases_mine_next', { userId: 'U0BOB' });
    if (!next) throw new Error('no next');
    expect(visibleText(next)).toContain('Showing 41–80 of ');
    expect(findButtons(next).map((b) => b.action_id)).toContain('cases_mine_prev');
    const {
      posts: [back],
    } = await harness.click(next, 'cases_mine_prev', { userId: 'U0BOB' });
    if (!back) throw new Error('no prev');
    expect(visibleText(back)).toContain('Showing 1–40 of ');
    await harness.bot.store.linkUser({ teamId: TEAM, slackUserId: 'U0DESK', userName: 'helpdesk' });
    const none = await harness.ask('/cases', 'mine', { userId: 'U0DESK' });
    expect(visibleText(none.reply)).toContain(
      'None of the most recent cases (1–300, counting back from the newest) is yours (as helpdesk).',
    );
    expect(findButtons(none.reply).map((b) => b.action_id)).toEqual(['cases_mine_further']);
  });

  it('someone served as the default user is told how to be linked, and nothing is read upstream', async () => {
    harness.caseApi.requests.length = 0;
    const { reply } = await harness.ask('/cases', 'mine', { userId: 'U0NEW' });
    expect(visibleText(reply)).toContain('default user for you, so it cannot tell which cases are yours');
    expect(harness.caseApi.requests).toHaveLength(0);
  });
});
