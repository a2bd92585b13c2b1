import { NOTICE_EVENT } from '../../src/spine/delivery';
import type { ChildProcess } from 'node:child_process';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeCaseApi } from '../../src/sandbox/case-api-server';
import { FakeSlack, type PostedMessage } from '../../src/sandbox/slack-api-server';
import { blockActionsBody, postSigned, slashCommandBody } from '../../src/sandbox/slack-requests';
import { openDatabase } from '../../src/workspaces/database';
import { migrateToLatest } from '../../src/kinds/registry';
import { createWorkspaceStore } from '../../src/workspaces/store';
import { createTokenCipher } from '../../src/workspaces/token-cipher';
import pg from 'pg';
import { POSTGRES_URL, postgresDatabase, TEST_KEY, type TestDatabase } from '../helpers/databases';
import { answerOf } from '../helpers/answers';
import { account, caseSeries, fakeCase } from '../helpers/fake-cases';
import { findButtons, visibleText } from '../helpers/harness';
import { pidOfConnection, spawnBuilt } from '../helpers/processes';
import { waitUntil } from '../helpers/wait';

// Several casebot processes on one PostgreSQL, as replicas behind a load balancer: Slack's requests go
// through a round-robin proxy, polls through the shared job queue. One replica is killed with SIGKILL
// in the middle, and every change must still be told exactly once.

const SECRET = 'replica-signing-secret';
const TEAM = 'T0ACME';
const PEOPLE = ['U0ANN', 'U0BEN', 'U0CAT'];
const INTERVAL_MS = 1000;

interface Replica {
  child: ChildProcess;
  port: number;
  logs: string[];
}

function startReplica(env: Record<string, string>): Promise<Replica> {
  const child = spawnBuilt('src/main.ts', [], { LOG_LEVEL: 'info', PORT: '0', ...env });
  const logs: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start-up line: ${logs.join('\n')}`)), 30_000);
    child.stdout?.on('data', (d: Buffer) => {
      for (const l of d.toString().split('\n').filter(Boolean)) {
        logs.push(l);
        const parsed = JSON.parse(l) as { mode?: string; port?: number };
        if (parsed.mode === 'http' && parsed.port) {
          clearTimeout(timer);
          resolve({ child, port: parsed.port, logs });
        }
      }
    });
    child.stderr?.on('data', (d: Buffer) => logs.push(d.toString()));
    child.on('exit', () => reject(new Error(`exited early: ${logs.join('\n')}`)));
  });
}

/** A load balancer that hands each request to the next replica that answers. */
function roundRobin(ports: () => number[]): Promise<{ server: Server; url: string; served: number[] }> {
  let next = 0;
  const served: number[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const targets = ports();
      const attempt = (tries: number) => {
        const port = targets[next++ % targets.length] as number;
        const upstream = request(
          { host: '127.0.0.1', port, path: req.url, method: req.method, headers: req.headers },
          (answer) => {
            served.push(port);
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on('error', () => (tries > 0 ? attempt(tries - 1) : res.writeHead(502).end()));
        upstream.end(body);
      };
      attempt(targets.length);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, served }),
    ),
  );
}

// Three replicas: two survive a kill and race for what the dead one held (two replicas, tested before,
// are the same rules with one contender fewer).
const replicaCount = 3;

describe('three replicas on one PostgreSQL', () => {
  jest.setTimeout(150_000);
  const cases = caseSeries(12, 'Printer', 2000);
  // Listed by last update, newest first, as the workspace says: the change detector is on.
  const caseApi = new FakeCaseApi({ accounts: { acme: account(cases) }, firstRow: 1, recentOrder: 'updated' });
  const slack = new FakeSlack();
  let database: TestDatabase;
  let replicas: Replica[] = [];
  let proxy: Awaited<ReturnType<typeof roundRobin>>;
  let sequence = 0;
  let env: Record<string, string> = {};
  const jobSchema = `jobs_${process.pid}_${replicaCount}_${Date.now() % 100_000}`;

  const command = async (text: string, userId: string, name = '/case') => {
    sequence += 1;
    const id = `r-${sequence}`;
    const body = slashCommandBody({
      command: name,
      text,
      team_id: TEAM,
      user_id: userId,
      response_url: slack.responseUrl(id),
    });
    const ack = await postSigned(`${proxy.url}/slack/events`, SECRET, body);
    expect(ack.status).toBe(200);
    return answerOf(ack, slack, id, 15_000);
  };
  const click = async (message: Record<string, unknown>, actionId: string, userId: string) => {
    sequence += 1;
    const id = `r-${sequence}`;
    const button = findButtons(message).find((b) => b.action_id === actionId);
    if (!button) throw new Error(`no ${actionId}`);
    const body = blockActionsBody({
      teamId: TEAM,
      userId,
      actionId,
      value: button.value ?? '',
      responseUrl: slack.responseUrl(id),
      message,
      messageTs: `1700000000.${String(sequence).padStart(6, '0')}`,
    });
    const ack = await postSigned(`${proxy.url}/slack/events`, SECRET, body);
    expect(ack.status).toBe(200);
    const [reply] = await slack.waitForPosts(id, 1, 15_000);
    return reply as Record<string, unknown>;
  };
  /** A change is an update: the case moves to the top of the recent list, its time a second past its last one at least. */
  const updated = (c: (typeof cases)[number]) => {
    c.lastUpdated = new Date(Math.max(Date.now(), (c.lastUpdated?.getTime() ?? 0) + 1000));
  };
  /** A person's reminder of their own cases (its DM has All my cases). */
  const isReminder = (m: PostedMessage) => JSON.stringify(m.blocks).includes('reminder_all');
  const reminders = (userId: string): PostedMessage[] => (slack.messages.get(`D${userId}`) ?? []).filter(isReminder);
  /** A person's DMs of what they watch. */
  const dms = (userId: string): PostedMessage[] =>
    (slack.messages.get(`D${userId}`) ?? []).filter((m) => !isReminder(m));
  /** The `poll` lines of every replica so far (one per poll, whatever its result). */
  const pollLines = () => replicas.reduce((n, r) => n + r.logs.filter((l) => l.includes('"msg":"poll"')).length, 0);
  /** Waits for `more` polls to have run, on whichever replicas: the event, not a pause. */
  const polled = async (more: number) => {
    const start = pollLines();
    await waitUntil(`${more} more polls`, () => pollLines() >= start + more, 60_000);
  };
  const general = () => slack.messages.get('C0GENERAL') ?? [];
  /** The card shared into the channel, which casebot keeps up to date. */
  const liveCard = () => general().find((m) => JSON.stringify(m.blocks).includes('live_card_line'));
  /** Its thread: the case's news, each once. */
  const thread = () => general().filter((m) => m.thread_ts !== undefined && m.thread_ts === liveCard()?.ts);
  const textOf = (m: PostedMessage | undefined) => (m ? JSON.stringify(m.blocks) : '');
  /** Cases posted to the channel by its follow (from the outbox; not its opening announcement, nor the card). */
  const casePosts = (): PostedMessage[] =>
    general().filter((m) => m.metadata?.event_type === NOTICE_EVENT && !m.thread_ts && m !== liveCard());

  beforeAll(async () => {
    database = await postgresDatabase();
    const caseApiUrl = await caseApi.start();
    await slack.start();
    for (const person of PEOPLE) slack.users.set(person, { locale: 'en-US' });
    const { db } = openDatabase(database.url);
    await migrateToLatest(db);
    const store = createWorkspaceStore(db, createTokenCipher(TEST_KEY));
    await store.putWorkspace({
      teamId: TEAM,
      clientName: 'acme',
      apiToken: 'tok-acme-secret-1234',
      baseUrl: null,
      timeZone: 'UTC',
      pageSize: 5,
      shareContactDetails: false,
      defaultUserName: null,
      // Ten calls a poll (one a second): the thirteen watches and follow take two polls.
      pollCallsPerMinute: 600,
      recentOrder: 'updated',
    });
    for (const person of PEOPLE) await store.linkUser({ teamId: TEAM, slackUserId: person, userName: 'j.doe' });
    await store.close();
    env = {
      SLACK_SIGNING_SECRET: SECRET,
      SLACK_BOT_TOKEN: 'xoxb-replica-token',
      SLACK_API_URL: slack.apiUrl,
      DATABASE_URL: database.url,
      CASEBOT_ENCRYPTION_KEY: TEST_KEY,
      CASE_API_BASE_URL: caseApiUrl,
      CASEBOT_POLL_INTERVAL_MS: String(INTERVAL_MS),
      CASEBOT_DETAILS_CACHE_MS: '0',
      CASEBOT_WORKSPACE_CACHE_MS: '0',
      CASEBOT_JOB_SCHEMA: jobSchema,
      // A post Slack does not answer is taken over by another replica 5 s past this (10 s: ten intervals).
      CASEBOT_SLACK_POST_TIMEOUT_MS: '3000',
    };
    replicas = await Promise.all(Array.from({ length: replicaCount }, () => startReplica(env)));
    proxy = await roundRobin(() =>
      replicas.filter((r) => r.child.exitCode === null && !r.child.killed).map((r) => r.port),
    );
  });

  afterAll(async () => {
    for (const replica of replicas) replica.child.kill('SIGTERM');
    await Promise.all(
      replicas.map((r) =>
        r.child.exitCode === null && r.child.signalCode === null
          ? new Promise((resolve) => r.child.on('exit', resolve))
          : null,
      ),
    );
    proxy?.server.close();
    await caseApi.close();
    await slack.close();
    await database?.drop();
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`drop schema if exists ${jobSchema} cascade`);
    await admin.end();
  });

  it('answers commands, paging and shares whichever replica takes the request', async () => {
    const page = await command('Printer', PEOPLE[0] as string, '/cases');
    expect(visibleText(page)).toContain('#2000');
    const second = await click(page, 'cases_next', PEOPLE[0] as string);
    expect(visibleText(second)).toContain('#2005');
    const first = await click(second, 'cases_prev', PEOPLE[0] as string);
    expect(visibleText(first)).toContain('#2000');
    const card = await command('2003', PEOPLE[1] as string);
    const shared = await click(card, 'case_share', PEOPLE[1] as string);
    expect(JSON.stringify(shared)).toContain('2003');
    // Each replica took some of these requests.
    expect(new Set(proxy.served).size).toBe(replicaCount);
  });

  it('tells every change exactly once, even with a replica killed mid-run', async () => {
    // Each person watches four cases: twelve watches, spread over the replicas by the proxy.
    for (const [p, person] of PEOPLE.entries()) {
      for (let c = 0; c < 4; c += 1) {
        const reply = await command(`${2000 + p * 4 + c} watch`, person);
        expect(visibleText(reply)).toContain('You are watching case');
      }
    }
    // And the channel follows new printer cases.
    expect(visibleText(await command('follow Printer', PEOPLE[0] as string, '/cases'))).toContain('now follows');
    // And each has a reminder of their own cases, which comes due as the changes do.
    for (const person of PEOPLE) {
      expect(visibleText(await command('remind daily 08:00', person, '/cases'))).toContain('by DM every day at 08:00');
    }
    // Three polls later nothing has been told: nothing changed, no reminder is due yet.
    await polled(3);
    for (const person of PEOPLE) expect(dms(person)).toEqual([]);
    for (const person of PEOPLE) expect(reminders(person)).toEqual([]);
    const { db } = openDatabase(database.url);
    await db
      .updateTable('reminders')
      .set({ next_due_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    await db.destroy();
    expect(casePosts()).toEqual([]);
    expect(thread()).toEqual([]);

    // Three waves of changes, one note per watched case each; a replica dies after the first.
    let killed: Replica | undefined;
    const expected = new Map<string, number>(PEOPLE.map((p) => [p, 0]));
    for (let wave = 0; wave < 3; wave += 1) {
      for (const [i, c] of cases.slice(0, 12).entries()) {
        c.notes.push({
          id: 100_000 + wave * 100 + i,
          note: `wave ${wave} note for ${c.caseNumber}`,
          createdOn: new Date(Date.UTC(2026, 10, 22, 9, wave, i)),
          createdBy: 'a.smith',
        });
        updated(c);
        const person = PEOPLE[Math.floor(i / 4)] as string;
        expected.set(person, (expected.get(person) ?? 0) + 1);
      }
      // The service lists the newest first, wherever the case sits in its store.
      cases.push(fakeCase({ caseNumber: 2100 + wave, subject: `Printer wave ${wave}`, submitted: new Date() }));
      if (wave === 0) {
        // The first replica to poll after the changes is killed without warning, whatever it is doing by
        // then (its next poll, a delivery, a command).
        const polls = (r: Replica) => r.logs.filter((l) => l.includes('"msg":"poll"')).length;
        const before = replicas.map(polls);
        await waitUntil('a poll after the changes', () => replicas.some((r, i) => polls(r) > (before[i] ?? 0)), 60_000);
        killed = replicas.find((r, i) => polls(r) > (before[i] ?? 0));
        killed?.child.kill('SIGKILL');
      }
      await waitUntil(
        `wave ${wave} told`,
        () =>
          PEOPLE.every((p) => dms(p).length >= (expected.get(p) ?? 0)) &&
          casePosts().length >= wave + 1 &&
          thread().length >= wave + 1,
        60_000,
      );
    }
    // Four more polls by the survivors: whatever could still come twice would have come by then.
    await polled(4);
    for (const person of PEOPLE) {
      const texts = dms(person).map((m) => JSON.stringify(m.blocks));
      expect(texts).toHaveLength(12);
      // Each (wave, case) note told once: no change lost, none doubled.
      const told = texts.flatMap((t) => [...t.matchAll(/wave (\d) note for (\d+)/g)].map((m) => `${m[1]}:${m[2]}`));
      expect(new Set(told).size).toBe(12);
      expect(told).toHaveLength(12);
    }
    // Each reminder came once, whichever replica took it, the kill whatever it was doing then.
    for (const person of PEOPLE) expect(reminders(person)).toHaveLength(1);
    // Each new printer case posted in the channel once.
    const posted = casePosts().map((m) => /Case #(\d+)/.exec(m.text)?.[1]);
    expect(posted.sort()).toEqual(['2100', '2101', '2102']);
    // The shared card of #2003 was updated in place, and each of its new notes came once in its thread.
    const card = liveCard() as PostedMessage;
    expect(card.edits).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(card.blocks)).toContain('wave 2 note for 2003');
    const replies = thread().flatMap((m) =>
      [...JSON.stringify(m.blocks).matchAll(/wave (\d) note for 2003/g)].map((x) => x[1]),
    );
    expect(replies.sort()).toEqual(['0', '1', '2']);
    // The rounds were shared out: more than one replica ran polls.
    // Every round was polled by one replica only, and the survivors went on polling after the kill.
    const roundsOf = (r: Replica) =>
      r.logs.filter((l) => l.includes('"msg":"poll"')).map((l) => (JSON.parse(l) as { round: number }).round);
    const all = replicas.flatMap(roundsOf);
    expect(all.length).toBeGreaterThan(10);
    expect(new Set(all).size).toBe(all.length);
    const lastBeforeKill = Math.max(...(killed ? roundsOf(killed) : [0]));
    expect(
      replicas
        .filter((r) => r !== killed)
        .flatMap(roundsOf)
        .some((round) => round > lastBeforeKill),
    ).toBe(true);
    const problems = replicas.flatMap((r) => r.logs.filter((l) => /"level":"(error|fatal)"/.test(l)));
    expect(problems).toEqual([]);
  });

  it('updates a shared card once when the replica whose update is in flight is killed', async () => {
    // A replica in place of the one killed before, so that another is left to take over.
    replicas.push(await startReplica(env));
    const card = liveCard() as PostedMessage;
    const [editsBefore, repliesBefore] = [card.edits ?? 0, thread().length];
    // Slack holds every chat.update: the first to arrive names the replica doing it, which is killed.
    slack.hanging.add('chat.update');
    const since = slack.calls.length;
    const c2003 = cases.find((c) => c.caseNumber === 2003) as (typeof cases)[number];
    c2003.status = 'Pending';
    updated(c2003);
    await waitUntil(
      'an update in flight',
      () => slack.calls.slice(since).some((c) => c.method === 'chat.update'),
      60_000,
    );
    const call = slack.calls.slice(since).find((c) => c.method === 'chat.update');
    const alive = replicas.filter((r) => r.child.exitCode === null && r.child.signalCode === null);
    const pid = pidOfConnection(
      call?.port ?? 0,
      alive.map((r) => r.child.pid ?? 0),
    );
    const holder = alive.find((r) => r.child.pid === pid);
    expect(holder).toBeDefined();
    holder?.child.kill('SIGKILL');
    await new Promise((resolve) => holder?.child.once('exit', resolve));
    slack.hanging.delete('chat.update');
    // Another replica takes the notice over once its lease is up, reads the card, and updates it once.
    await waitUntil('the card updated by another replica', () => textOf(liveCard()).includes('Pending'), 90_000);
    await waitUntil('the thread told', () => thread().length > repliesBefore, 30_000);
    await polled(4);
    expect((liveCard() as PostedMessage).edits).toBe(editsBefore + 1);
    expect(thread()).toHaveLength(repliesBefore + 1);
    expect(JSON.stringify(thread().at(-1)?.blocks)).toContain('Pending');
  });
});
