import { ActionId, BlockId, CallbackId } from '../../src/blocks/ids';
import { blockSuggestionBody, postSigned, shortcutBody, viewSubmissionBody } from '../../src/sandbox/slack-requests';
import { account, caseSeries, fakeCase } from '../helpers/fake-cases';
import { findButtons, Harness, SIGNING_SECRET, TEAM, USER, visibleText } from '../helpers/harness';

const printers = caseSeries(8, 'Printer', 2000);
const refund = fakeCase({ caseNumber: 3001, subject: 'Refund not received' });

describe('shortcuts', () => {
  const harness = new Harness({
    accounts: { acme: account([...printers, refund], { users: ['j.doe', 'b.other'] }) },
    workspaces: [{ caseUrlTemplate: 'https://cases.acme.example/case/{number}' }],
    links: [{ slackUserId: USER, userName: 'j.doe' }],
  });
  beforeAll(() => harness.start());
  afterAll(() => harness.close());
  beforeEach(() => {
    harness.caseApi.requests.length = 0;
  });
  const post = (body: string) => postSigned(harness.eventsUrl, SIGNING_SECRET, body);

  it('Look up cases: the cases a message names as one carousel, at most ten, each with View and Share', async () => {
    const id = 'lookup-1';
    const named = printers.map((c) => `#${c.caseNumber}`).join(', ');
    const text = `Customer chased <https://cases.acme.example/case/3001|the refund>, also ${named}, #4040, #4041 and #4042`;
    const ack = await post(
      shortcutBody({
        teamId: TEAM,
        userId: USER,
        callbackId: CallbackId.lookupShortcut,
        message: { text, ts: '1700000000.000300', channelId: 'C0GENERAL', responseUrl: harness.slack.responseUrl(id) },
      }),
    );
    expect(ack.status).toBe(200);
    const [answer] = await harness.slack.waitForPosts(id, 1);
    const message = answer ?? {};
    expect(message.response_type).toBe('ephemeral');
    const blocks = message.blocks as Array<{ type: string; elements?: Array<{ title?: { text: string } }> }>;
    const carousel = blocks.find((b) => b.type === 'carousel');
    // The first ten named: nine found (3001 and the eight printers), #4040 not; two more not looked up.
    expect(carousel?.elements?.map((c) => /^\*#(\d+)\*/.exec(c.title?.text ?? '')?.[1])).toEqual([
      '3001',
      ...printers.map((c) => String(c.caseNumber)),
    ]);
    expect(visibleText(message)).toContain('Not found, or not yours to see: #4040');
    expect(visibleText(message)).toContain('It names 2 more (#4041, #4042): `/case &lt;number&gt;` opens any of them.');
    expect(findButtons(message).map((b) => b.text.text)).toEqual(
      Array.from({ length: 9 }, () => ['View', 'Share']).flat(),
    );
    // View: the full card as a new message. Share: the card posted in the channel, the carousel kept.
    const { posts: viewed } = await harness.click(message, /^case_view_/, { nth: 1 });
    expect(String(viewed[0]?.text)).toMatch(/^Case #2000/);
    const { posts: shared } = await harness.click(message, ActionId.shareFromCarousel);
    expect(harness.slack.messages.get('C0GENERAL')?.some((m) => m.text.startsWith('Case #3001'))).toBe(true);
    expect(shared[0]?.replace_original).toBe(false);
    expect(visibleText(shared[0] ?? {})).toContain('shared this case in');
  });

  it('Look up cases says so when the message names no case', async () => {
    const id = 'lookup-2';
    await post(
      shortcutBody({
        teamId: TEAM,
        userId: USER,
        callbackId: CallbackId.lookupShortcut,
        message: {
          text: 'lunch at 12?',
          ts: '1.2',
          channelId: 'C0GENERAL',
          responseUrl: harness.slack.responseUrl(id),
        },
      }),
    );
    const [reply] = await harness.slack.waitForPosts(id);
    expect(reply?.text).toContain("There's no case number");
  });

  const lookUp = async (id: string, text: string) => {
    await post(
      shortcutBody({
        teamId: TEAM,
        userId: USER,
        callbackId: CallbackId.lookupShortcut,
        message: { text, ts: '1.3', channelId: 'C0GENERAL', responseUrl: harness.slack.responseUrl(id) },
      }),
    );
    const [reply] = await harness.slack.waitForPosts(id);
    return visibleText(reply ?? {});
  };

  it('Look up cases says which links it did not read as cases of this workspace', async () => {
    const said = await lookUp(
      'lookup-3',
      'See <https://cases.example.invalid/case/2001> and https://cases.acme.example/case/2002, also sag 2003',
    );
    expect(said).toContain('These links are not cases of this workspace');
    expect(said).toContain('`https://cases.example.invalid/case/2001`');
    expect(said).toContain('`https://cases.acme.example/case/{number}`');
    expect(said).not.toContain('`https://cases.acme.example/case/2002`');
    // Only a foreign link: no case, and why.
    const only = await lookUp('lookup-4', 'Is this ours? https://elsewhere.example/ticket/77');
    expect(only).toContain("There's no case number");
    expect(only).toContain('`https://elsewhere.example/ticket/77`');
    // One case named, not found, and a foreign link: both said.
    const missing = await lookUp('lookup-6', 'see https://tickets.other.example/case/1234 and case 4321');
    expect(missing).toContain('#4321');
    expect(missing).toContain('`https://tickets.other.example/case/1234`');
  });

  it('Look up cases reads the word for a case in each of the six languages', async () => {
    const said = await lookUp('lookup-5', 'Fall 2001, dossier 2002, pratica 2003, sag 2004, قضية 2005 und 2006 ticket');
    expect(said).toContain('Cases named in that message');
    for (const n of [2001, 2002, 2003, 2004, 2005, 2006]) expect(said).toContain(`#${n}`);
  });

  it('Find a case: modal → type-ahead as the typist → submission → the card privately in the chosen conversation', async () => {
    const since = harness.viewChanges.length;
    expect((await post(shortcutBody({ teamId: TEAM, userId: USER, callbackId: CallbackId.findShortcut }))).status).toBe(
      200,
    );
    const [opened] = await harness.waitForViews(since, 1);
    expect(opened?.view.callback_id).toBe(CallbackId.findModal);
    expect(JSON.stringify(opened?.view)).toContain('"type":"external_select"');

    harness.caseApi.requests.length = 0;
    const suggestion = await post(
      blockSuggestionBody({
        teamId: TEAM,
        userId: USER,
        actionId: ActionId.pickCase,
        blockId: BlockId.findCase,
        value: 'printer',
        view: { id: opened?.id ?? '', callback_id: CallbackId.findModal },
      }),
    );
    expect(suggestion.status).toBe(200);
    const { options } = JSON.parse(suggestion.text) as { options: { text: { text: string }; value: string }[] };
    // Look-alike cases told apart by their status and customer.
    expect(options.map((o) => o.text.text)).toEqual(
      printers.map((p) => `#${p.caseNumber} ${p.subject} · ${p.status} · ${p.customerName}`),
    );
    expect(options.every((o) => o.value.length <= 150 && o.text.text.length <= 75)).toBe(true);
    expect(harness.caseApi.requests.map((r) => [r.operation, r.query.userName, r.query.RequestedRowCount])).toEqual([
      ['GetCases', 'j.doe', '100'],
    ]);

    const id = 'find-1';
    const submitted = await post(
      viewSubmissionBody({
        teamId: TEAM,
        userId: USER,
        view: { id: opened?.id ?? '', hash: opened?.hash ?? '', callback_id: CallbackId.findModal },
        values: {
          [BlockId.findCase]: { [ActionId.pickCase]: { type: 'external_select', selected_option: options[2] } },
          [BlockId.findWhere]: {
            [ActionId.pickWhere]: { type: 'conversations_select', selected_conversation: 'C0GENERAL' },
          },
        },
        responseUrls: [
          {
            responseUrl: harness.slack.responseUrl(id),
            channelId: 'C0GENERAL',
            blockId: BlockId.findWhere,
            actionId: ActionId.pickWhere,
          },
        ],
      }),
    );
    expect(submitted.status).toBe(200);
    const [card] = await harness.slack.waitForPosts(id);
    expect(card?.response_type).toBe('ephemeral');
    expect(visibleText(card ?? {})).toContain(`Case #${printers[2]?.caseNumber} · ${printers[2]?.subject}`);
  });

  it('tells someone not linked why in the modal, with Request access, instead of an empty type-ahead', async () => {
    const since = harness.viewChanges.length;
    await post(shortcutBody({ teamId: TEAM, userId: 'U0NOBODY', callbackId: CallbackId.findShortcut }));
    const [opened] = await harness.waitForViews(since, 1);
    expect(opened?.view.callback_id).toBe(CallbackId.findRefused);
    expect(visibleText(opened?.view ?? {})).toContain("isn't linked to a case service user yet");
    expect(JSON.stringify(opened?.view)).not.toContain('external_select');
    expect(findButtons(opened?.view ?? {}).map((b) => b.action_id)).toEqual([ActionId.requestAccess]);
    expect(harness.caseApi.requests).toEqual([]);
  });

  it('gives no options to someone not linked, and refuses a forged choice from another workspace', async () => {
    const suggestion = await post(
      blockSuggestionBody({
        teamId: TEAM,
        userId: 'U0NOBODY',
        actionId: ActionId.pickCase,
        blockId: BlockId.findCase,
        value: 'printer',
        view: { id: 'V1', callback_id: CallbackId.findModal },
      }),
    );
    expect(JSON.parse(suggestion.text)).toEqual({ options: [] });
    expect(harness.caseApi.requests).toEqual([]);

    const id = 'find-2';
    await post(
      viewSubmissionBody({
        teamId: TEAM,
        userId: USER,
        view: { id: 'V1', hash: 'h', callback_id: CallbackId.findModal },
        values: {
          [BlockId.findCase]: {
            [ActionId.pickCase]: {
              selected_option: { text: { type: 'plain_text', text: 'x' }, value: '{"t":"T0OTHER","c":1,"n":1}' },
            },
          },
        },
        responseUrls: [
          { responseUrl: harness.slack.responseUrl(id), channelId: 'C0GENERAL', blockId: 'b', actionId: 'a' },
        ],
      }),
    );
    const [reply] = await harness.slack.waitForPosts(id);
    expect(reply?.text).toContain("can't be used any more");
    expect(harness.caseApi.requests).toEqual([]);
  });
});

describe('Find a case submitted with nothing chosen', () => {
  const harness = new Harness({ accounts: { acme: account([refund]) } });
  beforeAll(() => harness.start());
  afterAll(() => harness.close());

  it('answers with an error on the case field and keeps the modal open, not as a stale button', async () => {
    const answer = await postSigned(
      harness.eventsUrl,
      SIGNING_SECRET,
      viewSubmissionBody({
        teamId: TEAM,
        userId: USER,
        view: { id: 'V7', hash: 'h', callback_id: CallbackId.findModal },
        values: { [BlockId.findCase]: { [ActionId.pickCase]: { type: 'external_select', selected_option: null } } },
      }),
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({
      response_action: 'errors',
      errors: { [BlockId.findCase]: expect.stringContaining('Choose a case first') },
    });
    expect((await harness.logLine('view ' + CallbackId.findModal)).outcome).toBe('invalid_input');
    expect(harness.slack.calls.filter((c) => c.method === 'chat.postMessage')).toEqual([]);
    expect(harness.caseApi.requests).toEqual([]);
  });
});

describe('Find a case without a conversation to answer in', () => {
  const harness = new Harness({ accounts: { acme: account([refund]) } });
  beforeAll(() => harness.start());
  afterAll(() => harness.close());

  it('sends the card by DM from casebot', async () => {
    const value = JSON.stringify({ t: TEAM, c: refund.complaintId, n: refund.caseNumber });
    await postSigned(
      harness.eventsUrl,
      SIGNING_SECRET,
      viewSubmissionBody({
        teamId: TEAM,
        userId: USER,
        view: { id: 'V9', hash: 'h', callback_id: CallbackId.findModal },
        values: {
          [BlockId.findCase]: {
            [ActionId.pickCase]: { selected_option: { text: { type: 'plain_text', text: 'x' }, value } },
          },
        },
      }),
    );
    let dm: Record<string, unknown> | undefined;
    for (let i = 0; i < 200 && !dm; i++) {
      dm = harness.slack.calls.find((c) => c.method === 'chat.postMessage')?.params;
      if (!dm) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(dm?.channel).toBe(USER);
    expect(String(dm?.text)).toBe('Case #3001: Refund not received (Open)');
  });
});
