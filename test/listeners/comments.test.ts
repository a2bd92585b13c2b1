import { decoded } from '../../src/sandbox/slack-api-server';
import { account, fakeCase } from '../helpers/fake-cases';
import { Harness, TEAM, USER } from '../helpers/harness';
import { waitUntil } from '../helpers/wait';

const at = (day: number, hour: number) => new Date(Date.UTC(2026, 10, day, hour, 0));
const printer = fakeCase({
  caseNumber: 1234,
  subject: 'Printer on floor 3',
  notes: [
    { id: 1, note: 'Called the customer', createdOn: at(3, 9), createdBy: 'j.doe' },
    { id: 2, note: 'Toner *replaced* <@U0EVIL> <!channel> @here', createdOn: at(4, 9), createdBy: 'b.other' },
    { id: 3, note: 'Waiting for the part', createdOn: at(5, 9), createdBy: 'j.doe' },
  ],
});
const secret = fakeCase({ caseNumber: 4321, visibleTo: ['b.other'], notes: [] });
const LINK = 'https://cases.acme.example/case/1234';

describe('the comments tab of a case’s Work Object', () => {
  const harness = new Harness({
    accounts: { acme: account([printer, secret], { users: ['j.doe', 'b.other'] }) },
    workspaces: [{ caseUrlTemplate: 'https://cases.acme.example/case/{number}' }],
    links: [{ slackUserId: USER, userName: 'j.doe' }],
  });
  beforeAll(() => harness.start());
  afterAll(() => harness.close());
  beforeEach(() => {
    harness.caseApi.requests.length = 0;
    harness.slack.calls.length = 0;
  });

  let sequence = 0;
  /** Opens the tab (or its next page) as `user`; resolves with what casebot presented for that trigger. */
  const comments = async (user: string, extra: Record<string, unknown> = {}, caseId = printer.complaintId) => {
    sequence += 1;
    const trigger = `${sequence}.comments.trigger`;
    await harness.event({
      teamId: TEAM,
      event: {
        type: 'entity_comments_requested',
        user,
        trigger_id: trigger,
        entity_url: LINK,
        link: { url: LINK, domain: 'cases.acme.example' },
        external_ref: { id: String(caseId), type: 'case' },
        ...extra,
      },
    });
    const presented = () =>
      harness.slack.calls
        .filter((c) => c.method === 'entity.presentComments')
        .map((c) => decoded(c.params))
        .find((p) => p.trigger_id === trigger);
    await waitUntil('entity.presentComments for the trigger', () => presented() !== undefined);
    return presented() as Record<string, unknown>;
  };
  type Comment = { id: string; sender: { text: string }; timestamp: number; comment: { value: string } };

  it('shows the notes newest first as read-only comments, fetched as the viewer, a page at a time', async () => {
    const first = await comments(USER, { limit: 2 });
    expect(String(first.can_post_comment)).toBe('false');
    const page = first.comments as Comment[];
    // Words as written, but nothing in them pings: a zero-width space after each `<` and in `@here`.
    expect(page.map((c) => c.comment.value)).toEqual([
      'Waiting for the part',
      'Toner *replaced* <\u200b@U0EVIL> <\u200b!channel> @\u200bhere',
    ]);
    expect(page.map((c) => c.sender.text)).toEqual(['j.doe', 'b.other']);
    expect(page[0]?.timestamp).toBe(at(5, 9).getTime() / 1000);
    expect(first.cursor).toBe('2');
    expect(harness.caseApi.requests.map((r) => r.query.userName)).toEqual(['j.doe']);
    const next = await comments(USER, { limit: 2, cursor: first.cursor });
    expect((next.comments as Comment[]).map((c) => c.id)).toEqual(['note-1']);
    expect(next.cursor).toBeUndefined();
  });

  it('reads a limit that is not a whole number of at least one as Slack’s most, so a page always moves on', async () => {
    for (const limit of [0.5, 0, -3]) {
      const page = await comments(USER, { limit });
      expect((page.comments as Comment[]).map((c) => c.id)).toEqual(['note-3', 'note-2', 'note-1']);
      expect(page.cursor).toBeUndefined();
    }
  });

  it('answers a thread’s replies with none, and asks the case service nothing', async () => {
    const replies = await comments(USER, { thread_root_id: 'note-3' });
    expect(replies.comments).toEqual([]);
    expect(harness.caseApi.requests).toEqual([]);
  });

  it('sends someone not linked to App Home to be linked, with no notes and nothing asked of the service', async () => {
    const answer = await comments('U0NOBODY');
    expect(answer).toMatchObject({ user_auth_required: 'true', user_auth_url: expect.stringContaining('tab=home') });
    expect(answer.comments).toBeUndefined();
    expect(harness.caseApi.requests).toEqual([]);
  });

  it('says why, with no notes, when the service will not show the viewer the case', async () => {
    const answer = await comments(USER, {}, secret.complaintId);
    expect(answer.comments).toEqual([]);
    expect(answer.error).toMatchObject({ status: expect.any(String) });
    expect(JSON.stringify(answer)).not.toContain('technical');
  });
});
