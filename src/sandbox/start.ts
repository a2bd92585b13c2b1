import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allBotScopes, buildCasebot, type Casebot } from '../compose';
import { SANDBOX_STATE } from '../config';
import { recordSandbox, sandboxRecordsDir } from '../lib/running-sandboxes';
import type { Logger } from '../logging';
import { type FakeCase, FakeCaseApi } from './case-api-server';
import { demoCases } from './demo-data';
import { type SandboxUser, sandboxRoutes, type ServiceChange } from './routes';
import { FakeSlack } from './slack-api-server';

interface SandboxOptions {
  port: number;
  logger: Logger;
  firstRow: 0 | 1;
  /** The temporary folder its own folder and its record go in (the machine's where not said). */
  tmpDir?: string;
  /** Say the page's address on a plain line of its own (npm start), besides the JSON log line. */
  announce?: boolean;
  /**
   * False: the demo workspace starts not connected, as a new Slack workspace would, for an admin to
   * connect from casebot's Home tab (the page then shows the demo service's client name and token).
   */
  connected?: boolean;
}

export interface Sandbox {
  url: string;
  /** The sandbox's own database, and how to run the admin CLI against it. */
  databaseUrl: string;
  adminCommand: string;
  /** The demo case service's api token (an admin types it into the Home tab's settings). */
  demoApiToken: string;
  caseApi: FakeCaseApi;
  slack: FakeSlack;
  close(): Promise<void>;
}

const SANDBOX_TEAM = 'T0SANDBOX';

/** A note added to a demo case, or a new case, as someone working in the case service would. */
function changeDemoCase(cases: FakeCase[], change: ServiceChange): number | undefined {
  const now = new Date();
  if (change.kind === 'note') {
    const target = cases.find((c) => c.caseNumber === change.caseNumber);
    if (!target) return undefined;
    const id = Math.max(0, ...cases.flatMap((c) => c.notes.map((n) => n.id))) + 1;
    target.notes.push({ id, note: change.text, createdOn: now, createdBy: 'service.desk' });
    target.lastUpdated = now;
    target.lastUpdatedBy = 'service.desk';
    return target.caseNumber;
  }
  if (change.kind === 'status') {
    const target = cases.find((c) => c.caseNumber === change.caseNumber);
    if (!target) return undefined;
    target.status = change.text;
    target.lastUpdated = now;
    target.lastUpdatedBy = 'service.desk';
    return target.caseNumber;
  }
  const template = cases[0] as FakeCase;
  const caseNumber = Math.max(...cases.map((c) => c.caseNumber)) + 1;
  cases.push({
    ...template,
    complaintId: Math.max(...cases.map((c) => c.complaintId)) + 7,
    caseNumber,
    subject: change.text,
    submitted: now,
    status: 'Open',
    notes: [],
    attachments: [],
    lastUpdated: null,
    lastUpdatedBy: null,
  });
  return caseNumber;
}

/** userNames the demo service knows besides the linked people's: for Nina, or a default user. */
const SPARE_USERNAMES = ['n.newbie', 'n.smith', 'helpdesk', 'service.desk'];

const USERS: (SandboxUser & { userName?: string; locale: string; tz: string; admin?: boolean })[] = [
  // Each in a zone of their own, as people are: dates and times show in the reader's (users.info's `tz`).
  {
    id: 'U0ALICE',
    name: 'Alice',
    note: 'linked as demo.agent, English, New York',
    userName: 'demo.agent',
    locale: 'en-US',
    tz: 'America/New_York',
  },
  {
    id: 'U0CLAIRE',
    name: 'Claire',
    note: 'linked as m.dupont, French, Paris',
    userName: 'm.dupont',
    locale: 'fr-FR',
    tz: 'Europe/Paris',
  },
  {
    id: 'U0AMAL',
    name: 'Amal',
    note: 'linked as a.haddad, Arabic, Riyadh',
    userName: 'a.haddad',
    locale: 'ar-SA',
    tz: 'Asia/Riyadh',
  },
  {
    id: 'U0DIETER',
    name: 'Dieter',
    note: 'linked as k.weber, German, Berlin',
    userName: 'k.weber',
    locale: 'de-DE',
    tz: 'Europe/Berlin',
  },
  {
    id: 'U0GIULIA',
    name: 'Giulia',
    note: 'linked as g.rossi, Italian, Rome',
    userName: 'g.rossi',
    locale: 'it-IT',
    tz: 'Europe/Rome',
  },
  {
    id: 'U0MADS',
    name: 'Mads',
    note: 'linked as m.jensen, Danish, Copenhagen',
    userName: 'm.jensen',
    locale: 'da-DK',
    tz: 'Europe/Copenhagen',
  },
  { id: 'U0NEWBIE', name: 'Nina', note: 'not linked yet, London', locale: 'en-GB', tz: 'Europe/London' },
  {
    id: 'U0SAM',
    name: 'Sam',
    note: 'Slack admin, San Francisco',
    locale: 'en-US',
    tz: 'America/Los_Angeles',
    admin: true,
  },
];

/**
 * casebot with nothing to configure: a demo case service, a fake Slack Web API, a database and secrets
 * of its own, and a page at / that behaves like a Slack channel.
 */
/** Watches, follows and cards are checked every few seconds here, so a change shows while you look. */
const SANDBOX_POLL_MS = 5000;

export async function startSandbox(options: SandboxOptions): Promise<Sandbox> {
  const { logger } = options;
  const apiToken = randomBytes(16).toString('hex');
  const cases = demoCases();
  // The demo service knows its people's userNames (and a few more to link Nina with): any other is
  // refused, so Check connection and Link show what a real service's refusal looks like.
  const users = [...USERS.flatMap((u) => (u.userName ? [u.userName] : [])), ...SPARE_USERNAMES];
  const caseApi = new FakeCaseApi({
    accounts: { demo: { apiToken, cases, users } },
    firstRow: options.firstRow,
    speaksLanguages: true,
    // Newest update first: casebot's change detector tells a change within one poll, however many are watched.
    recentOrder: 'updated',
  });
  const caseApiUrl = await caseApi.start();
  const slack = new FakeSlack();
  await slack.start();
  for (const user of USERS)
    slack.users.set(user.id, { name: user.name, locale: user.locale, tz: user.tz, admin: user.admin === true });
  // Installed with every scope but one optional one (private channels' history, read only after a crash),
  // so an admin's Home shows what an optional permission not granted looks like.
  slack.grantedScopes = allBotScopes().filter((scope) => scope !== 'groups:history');

  // A database of the sandbox's own, in a temporary folder: never the one a real deployment uses.
  const folder = mkdtempSync(join(options.tmpDir ?? tmpdir(), 'casebot-sandbox-'));
  const signingSecret = randomBytes(16).toString('hex');
  const databaseUrl = `sqlite:${join(folder, 'sandbox.db')}`;
  const encryptionKey = randomBytes(32).toString('hex');
  // What the sandbox tells people to run works as written: `--sandbox=FOLDER` finds this sandbox's
  // database, key and case service in a file only this user can read, gone when the sandbox stops (plain
  // `--sandbox` finds the sandboxes running by their records, written once this one listens).
  const adminCommand = `npm run casebot -- --sandbox=${folder}`;
  const state = { databaseUrl, encryptionKey, caseApiBaseUrl: caseApiUrl };
  writeFileSync(join(folder, SANDBOX_STATE), JSON.stringify(state), { mode: 0o600 });
  let eventsUrl = '';
  let started: Casebot | undefined;
  // A sandbox that fails to start (its port taken, say) leaves nothing behind: no folder, no record.
  const undo = async () => {
    await started?.close().catch(() => undefined);
    await caseApi.close().catch(() => undefined);
    await slack.close().catch(() => undefined);
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    started = await buildCasebot({
      slack: { kind: 'http', signingSecret, botToken: 'xoxb-sandbox' },
      port: options.port,
      // The page signs requests for whoever loads it: only this machine may.
      host: '127.0.0.1',
      slackApiUrl: slack.apiUrl,
      databaseUrl,
      adminCommand,
      encryptionKey,
      caseApi: { defaultBaseUrl: caseApiUrl, timeoutMs: 5000, firstRow: options.firstRow, retries: 1 },
      workspaceCacheMs: 0,
      // As fresh as its polls: a case changed in the service box reads changed on the next /case.
      detailsCacheMs: SANDBOX_POLL_MS,
      logger,
      customRoutes: sandboxRoutes({
        slack,
        signingSecret,
        teamId: SANDBOX_TEAM,
        users: USERS,
        eventsUrl: () => eventsUrl,
        // Not connected: an admin connects the demo service from the Home tab, and needs its credentials.
        ...(options.connected === false ? { demoAccount: { clientName: 'demo', apiToken } } : {}),
        // A change made in the service box is looked for at once (a poll on demand), not at the next round.
        changeCase: (change) => {
          const changed = changeDemoCase(cases, change);
          if (changed !== undefined) void started?.pollNow(SANDBOX_TEAM).catch(() => undefined);
          return changed;
        },
        pollIntervalMs: SANDBOX_POLL_MS,
      }),
      poll: { intervalMs: SANDBOX_POLL_MS },
    });
    if (options.connected !== false) await connectDemo(started.store, apiToken);
    // #case-alerts, casebot in it: where the demo's aging alerts go once an admin turns them on (the README
    // and an admin's Home give the command).
    slack.channels.set(ALERTS_CHANNEL, {
      id: ALERTS_CHANNEL,
      name: 'case-alerts',
      isPrivate: false,
      topic: 'Cases nobody has touched for too long',
      members: new Set(['U0CASEBOT']),
      pins: [],
      bookmarks: [],
      archived: false,
    });
    eventsUrl = (await started.start()).eventsUrl ?? '';
  } catch (error) {
    await undo();
    throw error;
  }
  const url = eventsUrl.replace(/\/slack\/events$/, '/');
  const forget = recordSandbox(
    { folder, pid: process.pid, url, startedAt: new Date().toISOString() },
    sandboxRecordsDir(options.tmpDir),
  );
  logger.info(
    { mode: 'sandbox', url, caseApi: caseApiUrl, databaseUrl, adminCommand },
    `casebot sandbox: open ${url.replace('127.0.0.1', 'localhost')} and type /case 1234 or /cases printer. ` +
      'No Slack credentials are set: to serve a real workspace, set SLACK_SIGNING_SECRET and SLACK_BOT_TOKEN (HTTP) ' +
      'or SLACK_APP_TOKEN and SLACK_BOT_TOKEN (Socket Mode); see the README. ' +
      `To link a sandbox user from another terminal: ${adminCommand} user link ${SANDBOX_TEAM} U0NEWBIE <userName>`,
  );
  // The address on a line of its own too, where a newcomer looks for it (the JSON line is for machines).
  if (options.announce) {
    process.stdout.write(`\ncasebot sandbox: open ${url.replace('127.0.0.1', 'localhost')} in your browser\n\n`);
  }
  return {
    url,
    databaseUrl,
    demoApiToken: apiToken,
    adminCommand,
    caseApi,
    slack,
    async close() {
      forget();
      await undo();
    },
  };
}

/** The demo's alerts channel (casebot is in it). */
const ALERTS_CHANNEL = 'C0ALERTS';

/** The demo account connected, and the sandbox's people linked, as an admin would have done. */
async function connectDemo(store: Casebot['store'], apiToken: string): Promise<void> {
  await store.putWorkspace({
    teamId: SANDBOX_TEAM,
    clientName: 'demo',
    apiToken,
    baseUrl: null,
    timeZone: 'UTC',
    pageSize: 10,
    shareContactDetails: false,
    defaultUserName: null,
    // The demo service has no pages of its own: the link shows where a real one would go.
    caseUrlTemplate: 'https://cases.acme.example/case/{number}',
    // As its admin would say it (App Home's settings, or `workspace set --recent-order updated`); the demo
    // service is local, so it takes as many calls a minute as a change told to every demo person needs.
    recentOrder: 'updated',
    pollCallsPerMinute: 600,
  });
  for (const user of USERS) {
    if (user.userName) await store.linkUser({ teamId: SANDBOX_TEAM, slackUserId: user.id, userName: user.userName });
  }
}
