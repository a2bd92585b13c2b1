import { WebClient } from '@slack/web-api';
import { Writable } from 'node:stream';
import { createLogger } from '../../src/logging';
import { FakeSlack } from '../../src/sandbox/slack-api-server';
import { inTurns } from '../../src/lib/in-turns';
import { createDelivery, type Delivery, deliverNotices, NOTICE_EVENT } from '../../src/spine/delivery';
import { backgroundClient } from '../../src/slack/clients';
import { waitUntil } from '../helpers/wait';
import { createOutbox } from '../../src/spine/outbox';
import { createAlerts } from '../../src/workspaces/alerts';
import { openDatabase } from '../../src/workspaces/database';
import { migrateToLatest } from '../../src/kinds/registry';
import { ENGINES } from '../helpers/databases';

// The outbox on both engines: a notice is sent once, a claim left by a process that died is taken over
// after the lease, and a post that landed before the crash is found in Slack's history, not made twice.
describe.each(ENGINES)('notices on %s', (_engine, makeDatabase) => {
  const slack = new FakeSlack();
  let client: WebClient;
  let clock = Date.UTC(2026, 10, 23, 10, 0, 0);
  const logger = createLogger('silent', new Writable({ write: (_c, _e, done) => done() }));
  let database: Awaited<ReturnType<typeof makeDatabase>>;
  let opened: ReturnType<typeof openDatabase>;
  let watches: ReturnType<typeof createOutbox>;
  const delivery = () => createDelivery({ leaseMs: 30_000, channelGapMs: 0, now: () => clock });

  beforeAll(async () => {
    await slack.start();
    slack.users.set('U0ANN', {});
    client = new WebClient('xoxb-test', { slackApiUrl: slack.apiUrl, retryConfig: { retries: 0 } });
    database = await makeDatabase();
    opened = openDatabase(database.url);
    await migrateToLatest(opened.db);
    watches = createOutbox(opened.db, () => new Date(clock));
  });
  afterAll(async () => {
    await opened.db.destroy();
    await database.drop();
    await slack.close();
  });

  const queue = (key: string) =>
    watches.queueNotice('T0ACME', {
      dedupeKey: key,
      slackUserId: 'U0ANN',
      channelId: null,
      message: { text: `notice ${key}`, blocks: [] },
    });
  const posted = () => (slack.messages.get('DU0ANN') ?? []).map((m) => m.text);

  it('sends each notice once, however often it is queued or delivered', async () => {
    await queue('a');
    await queue('a');
    await deliverNotices(delivery(), { outbox: watches, teamId: 'T0ACME', client: client, logger: logger });
    await deliverNotices(delivery(), { outbox: watches, teamId: 'T0ACME', client: client, logger: logger });
    expect(posted()).toEqual(['notice a']);
    expect(slack.messages.get('DU0ANN')?.[0]?.metadata?.event_type).toBe(NOTICE_EVENT);
  });

  it('gives back at once a notice Slack rate-limited, sends it after its Retry-After, and waits for nothing', async () => {
    // casebot's clients for unasked work do not wait out a 429 themselves: they say when to come back.
    const limited = new WebClient('xoxb-test', {
      slackApiUrl: slack.apiUrl,
      retryConfig: { retries: 0 },
      rejectRateLimitedCalls: true,
    });
    const slept: number[] = [];
    const waiting = createDelivery({
      leaseMs: 30_000,
      channelGapMs: 0,
      now: () => clock,
      sleep: async (ms) => {
        slept.push(ms);
      },
    });
    // Another person's DM, so the notices above and below keep theirs to themselves.
    slack.users.set('U0BEN', {});
    const toBen = () => (slack.messages.get('DU0BEN') ?? []).map((m) => m.text);
    await watches.queueNotice('T0ACME', {
      dedupeKey: 'limited',
      slackUserId: 'U0BEN',
      channelId: null,
      message: { text: 'notice limited', blocks: [] },
    });
    slack.rateLimited.set('chat.postMessage', 1);
    await deliverNotices(waiting, { outbox: watches, teamId: 'T0ACME', client: limited, logger: logger });
    expect(toBen()).toEqual([]);
    const mine = async () => (await watches.pendingNotices('T0ACME')).filter((n) => n.key === 'limited');
    // Not claimed (no lease to wait out), but not before Slack's Retry-After (1 s).
    expect(await mine()).toEqual([]);
    clock += 1100;
    expect(await mine()).toMatchObject([{ claimedAt: null, attempts: 0 }]);
    await deliverNotices(waiting, { outbox: watches, teamId: 'T0ACME', client: limited, logger: logger });
    expect(toBen()).toEqual(['notice limited']);
    expect(slept).toEqual([]);
  });

  it('reads what waits in turns across everyone: a burst for one person does not hide another’s', async () => {
    for (let i = 0; i < 250; i++) {
      await watches.queueNotice('T0BURST', {
        dedupeKey: `burst-${i}`,
        slackUserId: 'U0MANY',
        channelId: null,
        message: { text: `many ${i}`, blocks: [] },
      });
    }
    clock += 1000;
    await watches.queueNotice('T0BURST', {
      dedupeKey: 'burst-late',
      slackUserId: 'U0ONE',
      channelId: null,
      message: { text: 'one', blocks: [] },
    });
    const read = await watches.pendingNotices('T0BURST', 200);
    expect(read).toHaveLength(200);
    // The later person's one notice comes in the first turn, beside the other's oldest.
    expect(
      read
        .slice(0, 2)
        .map((n) => n.slackUserId)
        .sort(),
    ).toEqual(['U0MANY', 'U0ONE']);
  });

  it('leaves a fresh claim alone, and takes over one older than the lease', async () => {
    await queue('b');
    const [pending] = await watches.pendingNotices('T0ACME');
    // Another process claimed it and died before posting.
    expect(await watches.claimNotice(pending as NonNullable<typeof pending>, 30_000)).toBe(true);
    await deliverNotices(delivery(), { outbox: watches, teamId: 'T0ACME', client: client, logger: logger });
    expect(posted()).toEqual(['notice a']);
    clock += 31_000;
    await deliverNotices(delivery(), { outbox: watches, teamId: 'T0ACME', client: client, logger: logger });
    expect(posted()).toEqual(['notice a', 'notice b']);
  });

  it('does not post again what a dead process posted but did not record', async () => {
    await queue('c');
    const [pending] = await watches.pendingNotices('T0ACME');
    const notice = pending as NonNullable<typeof pending>;
    expect(await watches.claimNotice(notice, 30_000)).toBe(true);
    // It posted, then died before marking the notice sent.
    await watches.setInDoubt(notice.id, true);
    await client.chat.postMessage({
      channel: 'DU0ANN',
      text: notice.message.text,
      metadata: { event_type: NOTICE_EVENT, event_payload: { notice: notice.id } },
    });
    clock += 31_000;
    const result = await deliverNotices(delivery(), {
      outbox: watches,
      teamId: 'T0ACME',
      client: client,
      logger: logger,
    });
    expect(result).toEqual({ sent: 1, dropped: 0 });
    expect(posted()).toEqual(['notice a', 'notice b', 'notice c']);
    expect(await watches.pendingNotices('T0ACME')).toEqual([]);
  });

  // casebot's own client for unasked work, with a post's wait shortened for the test.
  const background = () =>
    backgroundClient('xoxb-test', { slackApiUrl: slack.apiUrl, logger, postTimeoutMs: 200, timeoutMs: 2000 });
  const callsOf = (method: string, channel: string) =>
    slack.calls.filter((c) => c.method === method && c.params.channel === channel).length;

  it('posts once when Slack records a post but answers after the client gave up, and finds it later', async () => {
    slack.users.set('U0SLOW', {});
    const client = background();
    await watches.queueNotice('T0ACME', {
      dedupeKey: 'slow',
      slackUserId: 'U0SLOW',
      channelId: null,
      message: { text: 'notice slow', blocks: [] },
    });
    slack.slow.set('chat.postMessage', 600);
    try {
      expect(
        await deliverNotices(delivery(), { outbox: watches, teamId: 'T0ACME', client: client, logger: logger }),
      ).toEqual({ sent: 0, dropped: 0 });
    } finally {
      slack.slow.delete('chat.postMessage');
    }
    // The client did not send it again on its own; Slack has it once.
    expect(callsOf('chat.postMessage', 'DU0SLOW')).toBe(1);
    await waitUntil('Slack to record it', () => (slack.messages.get('DU0SLOW') ?? []).length === 1);
    clock += 31_000;
    expect(
      await deliverNotices(delivery(), { outbox: watches, teamId: 'T0ACME', client: client, logger: logger }),
    ).toEqual({ sent: 1, dropped: 0 });
    expect(callsOf('chat.postMessage', 'DU0SLOW')).toBe(1);
    expect((slack.messages.get('DU0SLOW') ?? []).map((m) => m.text)).toEqual(['notice slow']);
    expect((await watches.pendingNotices('T0ACME')).filter((n) => n.key === 'slow')).toEqual([]);
  });

  it('gives up a post in doubt where Slack will not say whether it landed, rather than post it twice', async () => {
    const client = background();
    await watches.queueNotice('T0ACME', {
      dedupeKey: 'unknowable',
      slackUserId: null,
      channelId: 'C0THREADS',
      message: { text: 'notice unknowable', blocks: [] },
    });
    slack.slow.set('chat.postMessage', 600);
    try {
      await deliverNotices(delivery(), { outbox: watches, teamId: 'T0ACME', client: client, logger: logger });
    } finally {
      slack.slow.delete('chat.postMessage');
    }
    await waitUntil('Slack to record it', () => (slack.messages.get('C0THREADS') ?? []).length === 1);
    clock += 31_000;
    slack.missingScopes.set('conversations.history', 'channels:history');
    try {
      expect(
        await deliverNotices(delivery(), { outbox: watches, teamId: 'T0ACME', client: client, logger: logger }),
      ).toEqual({ sent: 0, dropped: 1 });
    } finally {
      slack.missingScopes.clear();
    }
    expect(callsOf('chat.postMessage', 'C0THREADS')).toBe(1);
  });

  it.each([
    ['a refusal: nothing was in doubt, so it is sent again', 'invalid_arguments', 'C0REFUSED', { sent: 1, dropped: 0 }],
    [
      'an error after which part of the call may be done: it stays in doubt, and is given up, not posted twice',
      'internal_error',
      'C0INTERNAL',
      { sent: 0, dropped: 1 },
    ],
  ])('after Slack answers a post with %s (history not readable there)', async (_what, code, channel, then) => {
    const client = background();
    await watches.queueNotice('T0ACME', {
      dedupeKey: `answered-${code}`,
      slackUserId: null,
      channelId: channel,
      message: { text: `notice ${code}`, blocks: [] },
    });
    slack.failing.set('chat.postMessage', code);
    try {
      await deliverNotices(delivery(), { outbox: watches, teamId: 'T0ACME', client: client, logger: logger });
    } finally {
      slack.failing.clear();
    }
    slack.missingScopes.set('conversations.history', 'channels:history');
    clock += 31_000;
    try {
      expect(
        await deliverNotices(delivery(), { outbox: watches, teamId: 'T0ACME', client: client, logger: logger }),
      ).toEqual(then);
    } finally {
      slack.missingScopes.clear();
    }
    expect(callsOf('chat.postMessage', channel)).toBe(1 + then.sent);
  });

  it('holds a rate-limited conversation for every replica until Retry-After, and lets the others go on', async () => {
    const client = background();
    const replicas = [delivery(), delivery()];
    for (let i = 0; i < 10; i++) {
      clock += 1;
      await watches.queueNotice('T0ACME', {
        dedupeKey: `held-${i}`,
        slackUserId: null,
        channelId: 'C0HELD',
        message: { text: `held ${i}`, blocks: [] },
      });
    }
    slack.retryAfterSeconds = 40;
    slack.rateLimited.set('chat.postMessage', 1);
    try {
      await deliverNotices(replicas[0] as Delivery, {
        outbox: watches,
        teamId: 'T0ACME',
        client: client,
        logger: logger,
      });
      // Another channel's notice is not held.
      await watches.queueNotice('T0ACME', {
        dedupeKey: 'elsewhere',
        slackUserId: null,
        channelId: 'C0ELSEWHERE',
        message: { text: 'elsewhere', blocks: [] },
      });
      for (let s = 0; s < 39; s += 13) {
        clock += 13_000;
        for (const replica of replicas)
          await deliverNotices(replica, { outbox: watches, teamId: 'T0ACME', client: client, logger: logger });
      }
    } finally {
      slack.retryAfterSeconds = 1;
    }
    // One call met the 429; nothing more went to that channel in the 40 s, from either replica.
    expect(callsOf('chat.postMessage', 'C0HELD')).toBe(1);
    expect((slack.messages.get('C0ELSEWHERE') ?? []).map((m) => m.text)).toEqual(['elsewhere']);
    expect(await watches.holdStats()).toEqual([
      { method: 'chat.postMessage', holds: 1, longestSeconds: expect.closeTo(1, 0) },
    ]);
    clock += 2000;
    expect(await watches.holdStats()).toEqual([]);
    await deliverNotices(replicas[1] as Delivery, {
      outbox: watches,
      teamId: 'T0ACME',
      client: client,
      logger: logger,
    });
    expect((slack.messages.get('C0HELD') ?? []).map((m) => m.text)).toEqual(
      Array.from({ length: 10 }, (_, i) => `held ${i}`),
    );
  });

  it('holds a method Slack limits by workspace (chat.update) in every conversation', async () => {
    const client = background();
    const first = await client.chat.postMessage({ channel: 'C0UPD1', text: 'card one' });
    const second = await client.chat.postMessage({ channel: 'C0UPD2', text: 'card two' });
    for (const [channel, ts] of [
      ['C0UPD1', first.ts],
      ['C0UPD2', second.ts],
    ] as const) {
      await watches.queueNotice('T0ACME', {
        dedupeKey: `update-${channel}`,
        slackUserId: null,
        channelId: channel,
        message: { text: `updated ${channel}`, blocks: [] },
        action: 'update',
        targetTs: ts ?? '',
      });
    }
    slack.retryAfterSeconds = 5;
    slack.rateLimited.set('chat.update', 1);
    try {
      await deliverNotices(delivery(), { outbox: watches, teamId: 'T0ACME', client: client, logger: logger });
    } finally {
      slack.retryAfterSeconds = 1;
    }
    expect(slack.calls.filter((c) => c.method === 'chat.update')).toHaveLength(1);
    clock += 6000;
    expect(
      await deliverNotices(delivery(), { outbox: watches, teamId: 'T0ACME', client: client, logger: logger }),
    ).toEqual({ sent: 2, dropped: 0 });
  });

  it('drops a notice Slack will never take, and keeps one that may pass', async () => {
    await watches.queueNotice('T0ACME', {
      dedupeKey: 'gone',
      slackUserId: 'U0GONE',
      channelId: null,
      message: { text: 'to nobody', blocks: [] },
    });
    expect(
      await deliverNotices(delivery(), { outbox: watches, teamId: 'T0ACME', client: client, logger: logger }),
    ).toEqual({ sent: 0, dropped: 1 });
    await queue('later');
    slack.rateLimited.set('chat.postMessage', 1);
    expect(
      await deliverNotices(delivery(), { outbox: watches, teamId: 'T0ACME', client: client, logger: logger }),
    ).toEqual({ sent: 0, dropped: 0 });
    expect(await watches.pendingNotices('T0ACME')).toHaveLength(1);
    clock += 31_000;
    expect(
      await deliverNotices(delivery(), { outbox: watches, teamId: 'T0ACME', client: client, logger: logger }),
    ).toEqual({ sent: 1, dropped: 0 });
  });

  it('drops every notice at once when Slack says a scope is missing, tells the admins once and logs it once', async () => {
    const lines: string[] = [];
    const loud = createLogger('info', new Writable({ write: (c, _e, done) => (lines.push(String(c)), done()) }));
    const alerts = createAlerts(opened.db, () => new Date(clock));
    const lacking = createDelivery({ leaseMs: 30_000, channelGapMs: 0, now: () => clock, alerts });
    await queue('s1');
    await queue('s2');
    slack.missingScopes.set('chat.postMessage', 'im:write');
    try {
      // Neither waits for ten more tries: both are dropped in this one delivery.
      expect(
        await deliverNotices(lacking, { outbox: watches, teamId: 'T0ACME', client: client, logger: loud }),
      ).toEqual({ sent: 0, dropped: 2 });
    } finally {
      slack.missingScopes.clear();
    }
    expect(await watches.pendingNotices('T0ACME')).toEqual([]);
    expect(await alerts.list('T0ACME')).toEqual([
      { kind: 'missing_scope', detail: 'im:write', since: expect.any(Date) },
    ]);
    const told = lines
      .map((l) => JSON.parse(l) as { level: string; needed?: string })
      .filter((l) => l.level === 'error');
    expect(told).toHaveLength(1);
    expect(told[0]?.needed).toBe('im:write');
  });
});

describe('a burst of notices', () => {
  it('goes out in turns: everyone’s first before anyone’s second, oldest first within a turn', () => {
    const dm = (who: string, n: number) => ({ slackUserId: who, channelId: null, n });
    const burst = [dm('A', 1), dm('A', 2), dm('A', 3), dm('B', 1), dm('C', 1), dm('B', 2)];
    expect(inTurns(burst, (x) => x.slackUserId).map((x) => `${x.slackUserId}${x.n}`)).toEqual([
      'A1',
      'B1',
      'C1',
      'A2',
      'B2',
      'A3',
    ]);
  });
});
