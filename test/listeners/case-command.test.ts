import { SAMPLE_CASE } from '../../src/sandbox/demo-data';
import { controlSequences, isOwnSequence } from '../helpers/block-kit';
import { account, fakeCase } from '../helpers/fake-cases';
import { findButtons, Harness, TEAM, USER, visibleText } from '../helpers/harness';

// The contract's sample case, with the details' lower-case status.
const printer = fakeCase({ ...SAMPLE_CASE, status: 'Open' });
// A case whose subject contains 1234 but whose number is not 1234: the search finds both.
const unix = (...parts: [number, number, number, number, number, number?]) => Date.UTC(...parts) / 1000;
const decoy = fakeCase({
  caseNumber: 88,
  subject: 'Order 1234 never arrived',
  submitted: new Date(Date.UTC(2026, 10, 6)),
});

// Numbers that the search also finds in subjects, newer than the case itself.
const toner = fakeCase({ caseNumber: 77, subject: 'Toner low', submitted: new Date(Date.UTC(2026, 0, 1)) });
const slow = fakeCase({ caseNumber: 555, subject: 'Slow one' });
const evil = '<!channel> <@U0BOSS> <https://evil.example|click> & @here';
const huge = fakeCase({
  caseNumber: 666,
  subject: `${evil} ${'long subject '.repeat(40)}`,
  status: evil,
  userName: evil,
  customerName: evil,
  customerEmail: evil,
  customerMobile: evil,
  notes: Array.from({ length: 300 }, (_, i) => ({
    id: i,
    note: `${evil}\n${'a long note line. '.repeat(200)}`,
    createdOn: new Date(Date.UTC(2026, 10, 4)),
    createdBy: evil,
  })),
  attachments: Array.from({ length: 40 }, (_, i) => ({ fileName: `${evil} file ${i}.pdf`, extension: '.pdf' })),
});
const secret = fakeCase({ caseNumber: 900, subject: 'Board only', visibleTo: ['j.doe'] });
const decoys = [177, 770, 1077].map((n) => fakeCase({ caseNumber: n, subject: `Call back about 77 (${n})` }));

describe('/case through the signed HTTP receiver', () => {
  const harness = new Harness({
    accounts: { acme: account([printer, decoy, toner, slow, secret, huge, ...decoys]) },
    links: [
      { slackUserId: USER, userName: 'j.doe' },
      { slackUserId: 'U0BOB', userName: 'b.other' },
    ],
  });
  beforeAll(() => harness.start());
  afterAll(() => harness.close());
  beforeEach(() => {
    harness.caseApi.requests.length = 0;
    harness.caseApi.clearFaults();
    harness.caseApi.latencyMs = 0;
  });

  it('acks at once and answers with the case card, only for the asker', async () => {
    const { reply, ack } = await harness.ask('/case', '1234');
    expect(ack.status).toBe(200);
    expect(ack.text).toBe('');
    expect(reply.response_type).toBe('ephemeral');
    expect(reply.text).toBe('Case #1234: Printer on floor 3 prints blank pages (Open)');
    const text = visibleText(reply);
    for (const expected of [
      'Case #1234 · Printer on floor 3 prints blank pages',
      '*Status*\n:large_green_circle: Open',
      // The list row /case read to find the case gives its priority.
      '*Priority*\n:small_orange_diamond: Medium',
      '*Customer*\nAcme Retail Ltd',
      '*Created by*\nj.doe',
      '*Email*\nit@acme-retail.example',
      '*Notes* (2)',
      '>Replaced the toner; still blank.',
      `*a.smith* · <!date^${unix(2026, 10, 5, 14, 30)}^{date_short_pretty} {time}|Nov 5, 2026 2:30 PM UTC>`,
      '*Attachments* (2)\n• test-page.pdf\n• printer photo.jpg',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Mobile');
    expect(text).toContain(`*Created*\n<!date^${unix(2026, 10, 4, 9, 15, 2)}^`);
    // Newest note first.
    expect(text.indexOf('*a.smith*')).toBeLessThan(text.indexOf('*j.doe* ·'));
    expect(findButtons(reply).map((b) => b.text.text)).toEqual([
      'Share in channel',
      'Watch',
      'Open a channel',
      'Dismiss',
    ]);
  });

  it('finds the exact case number among subject matches, then fetches its details as the asker', async () => {
    const { reply } = await harness.ask('/case', '#77');
    expect(reply.text).toContain('Case #77: Toner');
    expect(
      harness.caseApi.requests.map((r) => [r.operation, r.query.Searchtext ?? r.query.caseId, r.query.userName]),
    ).toEqual([
      ['GetCases', '77', 'j.doe'],
      ['GetCaseDetails', String(toner.complaintId), 'j.doe'],
    ]);
  });

  it("says not found when another person's remembered case is refused to this one, and their own search agrees", async () => {
    await harness.ask('/case', '900');
    harness.caseApi.requests.length = 0;
    const { reply } = await harness.ask('/case', '900', { userId: 'U0BOB' });
    expect(reply.text).toBe("There's no case #900 that you can see. To search by subject, try `/cases &lt;text&gt;`.");
    // The remembered id was tried as Bob and refused; then Bob's own search decided.
    expect(harness.caseApi.requests.map((r) => `${r.operation}:${r.query.userName}`)).toEqual([
      'GetCaseDetails:b.other',
      'GetCases:b.other',
    ]);
  });

  it('costs one call for a case number seen before (its ComplaintId is remembered)', async () => {
    await harness.ask('/case', '1234');
    harness.caseApi.requests.length = 0;
    const other = await harness.ask('/case', '1234', { userId: 'U0BOB' });
    expect(other.reply.text).toContain('Case #1234');
    expect(harness.caseApi.requests.map((r) => [r.operation, r.query.userName])).toEqual([
      ['GetCaseDetails', 'b.other'],
    ]);
  });

  it('says plainly when there is no such case, and suggests /cases', async () => {
    const { reply } = await harness.ask('/case', '4321');
    expect(reply.text).toBe("There's no case #4321 that you can see. To search by subject, try `/cases &lt;text&gt;`.");
  });

  it.each([
    ['', /^\*casebot\* shows cases from the case service\./],
    ['help', /^\*casebot\* shows cases from the case service\./],
    ['printer', /“printer” isn't a case number\. To search by subject, try `\/cases printer`/],
    ['-5', /whole numbers from 1/],
    ['99999999999999999999', /whole numbers from 1/],
    ['12 34', /One case at a time/],
    ['1234 wtch', /^Did you mean `\/case 1234 watch`\?$/],
    ['<!channel>', /“&lt;!channel&gt;” isn't a case number/],
  ])('answers %j without any call upstream', async (text, expected) => {
    const { reply } = await harness.ask('/case', text);
    expect(reply.text).toMatch(expected);
    expect(harness.caseApi.requests).toEqual([]);
  });

  it('acks before the case service answers, and replies once it does', async () => {
    // Every answer of the service waits until let go: the ack cannot have waited for one.
    // (How fast the ack is: npm run bench, never a test.)
    const release = harness.caseApi.hold();
    try {
      const { ack, id } = await harness.command('/case', '555');
      expect(ack.status).toBe(200);
      expect(ack.text).toBe('');
      expect(harness.slack.postsFor(id)).toEqual([]);
      release();
      const [reply] = await harness.slack.waitForPosts(id, 1);
      expect(reply?.text).toContain('Case #555');
    } finally {
      release();
    }
  });

  it('writes no Slack control sequence from the data', async () => {
    const { reply } = await harness.ask('/case', '1234');
    expect(controlSequences(reply).filter((s) => !isOwnSequence(s, [USER]))).toEqual([]);
  });

  it('answers a huge case with hostile text in every field with valid, inert Block Kit', async () => {
    // The harness checks every reply against Block Kit's limits and for live control sequences.
    const { reply } = await harness.ask('/case', '666');
    expect(visibleText(reply)).toContain('*Latest notes*');
    expect(visibleText(reply)).toMatch(/29\d earlier notes/);
    expect(visibleText(reply)).toMatch(/…and \d+ more files/);
    expect(visibleText(reply)).toContain('&lt;!channel&gt;');
  });

  it('binds its Share button to the workspace', async () => {
    const { reply } = await harness.ask('/case', '1234');
    expect(JSON.parse(findButtons(reply)[0]?.value ?? '{}')).toEqual({ t: TEAM, c: printer.complaintId, n: 1234 });
  });
});
