// The admin CLI's composition root: configuration from the environment it is given, the stores, then `run`.
import { messageOf } from '../lib/errors';
import { createCaseApi } from '../case-api/client';
import { createConnectionCheck } from '../cases/connection-check';
import { createWorkspaceSettings } from '../use-cases/workspace-settings';
import { createOutbox } from '../spine/outbox';
import { createAddressPolicy } from '../lib/address-policy';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadConfig, requireEncryptionKey, SANDBOX_STATE } from '../config';
import { runningSandboxes } from '../lib/running-sandboxes';
import { openDatabase } from '../workspaces/database';
import { createHomeData } from '../workspaces/home-data';
import {
  applyWorkspaceOptions,
  createKindStores,
  KIND_ENVIRONMENT,
  migrateToLatest,
  rezoneKinds,
  LISTED_KINDS,
  listingsOf,
} from '../kinds/registry';
import { createWorkspaceStore } from '../workspaces/store';
import { createTokenCipher, type TokenCipher } from '../workspaces/token-cipher';
import { beforeRunning, runCli } from './run';

/** Where the CLI runs: the environment it reads, its working folder, and where its lines go. */
export interface CliWorld {
  env: NodeJS.ProcessEnv;
  cwd: string;
  out: (line: string) => void;
  err: (line: string) => void;
  /** The sandboxes running on this machine (their records under the temporary folder, unless said). */
  sandboxes?: () => ReturnType<typeof runningSandboxes>;
}

/**
 * The admin CLI, whole: a command line run against the environment it is given, with the real stores and
 * the real case service client. Gives the exit code; an error is one line on `err` (exit code 1). `main.ts`
 * runs it with the process's own environment; the tests run it in process.
 */
export async function runAdmin(given: string[], world: CliWorld): Promise<number> {
  try {
    return await run(given, world);
  } catch (error) {
    world.err(`error: ${messageOf(error)}`);
    return 1;
  }
}

async function run(given: string[], world: CliWorld): Promise<number> {
  // --sandbox (or --sandbox=FOLDER) may come anywhere on the command line.
  const sandbox = given.find((arg) => arg === '--sandbox' || arg.startsWith('--sandbox='));
  const argv = given.filter((arg) => arg !== sandbox);
  // The command line first: help, a group alone and an unknown command need no configuration at all.
  const early = beforeRunning(argv);
  if (early) {
    if (early.out) world.out(early.out);
    if (early.err) world.err(early.err);
    return early.code;
  }
  const env = sandbox ? { ...world.env, ...sandboxEnv(sandbox, world) } : world.env;
  const config = loadConfig(env, KIND_ENVIRONMENT);
  if (!env.DATABASE_URL && !existsSync(join(world.cwd, 'data', 'casebot.db'))) {
    // Most likely meant: the sandbox that is running. Nothing is created for a database nobody uses.
    if ((world.sandboxes ?? runningSandboxes)().length > 0) {
      throw new ConfigError(
        'DATABASE_URL is not set and a casebot sandbox is running: add --sandbox to work on it, or set DATABASE_URL',
      );
    }
    world.err('note: DATABASE_URL is not set: casebot keeps its data in ./data/casebot.db (created now)');
  }
  // Workspace and user commands need the key only once they touch a token (user link checks the link with
  // the stored token; --no-check does not): a misspelt flag is said first.
  const cipher =
    argv[0] === 'admin' || LISTED_KINDS.some(({ name }) => name === argv[0])
      ? keylessCipher()
      : lazyCipher(() => createTokenCipher(requireEncryptionKey(config)));
  // The default database is the working folder's (the one the note above names), wherever the run was started.
  const databaseUrl = env.DATABASE_URL ? config.DATABASE_URL : `sqlite:${join(world.cwd, 'data', 'casebot.db')}`;
  const { db } = openDatabase(databaseUrl);
  const store = createWorkspaceStore(db, cipher);
  const home = createHomeData(db);
  try {
    await migrateToLatest(db);
    const kindStores = createKindStores(db);
    const audit = (teamId: string, action: string, detail: string) =>
      home.audit({ teamId, actor: 'cli', action, detail });
    const caseApi = createCaseApi({
      timeoutMs: config.CASE_API_TIMEOUT_MS,
      firstRow: config.CASE_API_FIRST_ROW,
      retries: config.CASE_API_RETRIES,
    });
    const workspaceSettings = createWorkspaceSettings({
      store,
      home,
      // Someone who asked for access hears they are linked from the running casebot, which sends what
      // waits in the outbox at its next poll.
      outbox: createOutbox(db, () => new Date()),
      checkConnection: createConnectionCheck(caseApi),
      defaultBaseUrl: config.CASE_API_BASE_URL,
      // Nothing is remembered between two commands.
      forget: () => undefined,
      zoneChanged: rezoneKinds(kindStores),
      // The same rule as the running casebot's: where a base URL may point.
      addresses: createAddressPolicy({
        allowHttp: config.CASE_API_ALLOW_HTTP,
        allowedHosts: config.CASE_API_ALLOWED_HOSTS,
        trusted: config.CASE_API_BASE_URL ? [config.CASE_API_BASE_URL] : [],
      }),
      // The audit row is the record; only a row that could not be written is said.
      logger: { info: () => undefined, error: (fields) => world.err(`warning: ${JSON.stringify(fields)}`) },
    });
    return await runCli(argv, {
      store,
      workspaceSettings,
      home,
      listings: listingsOf(kindStores, store),
      audit,
      kindOptions: applyWorkspaceOptions(kindStores, audit),
      caseApi,
      defaultBaseUrl: config.CASE_API_BASE_URL,
      defaultPollIntervalMs: config.CASEBOT_POLL_INTERVAL_MS,
      out: world.out,
      err: world.err,
    });
  } finally {
    await store.close();
  }
}

/** A cipher made on first use (the key is asked for only then). */
function lazyCipher(make: () => TokenCipher): TokenCipher {
  let cipher: TokenCipher | undefined;
  const get = () => (cipher ??= make());
  return {
    encrypt: (teamId, token) => get().encrypt(teamId, token),
    decrypt: (teamId, stored) => get().decrypt(teamId, stored),
  };
}

/**
 * `--sandbox` (the sandbox started last) or `--sandbox=FOLDER` (the one the sandbox's own messages name):
 * its database and encryption key, for this run.
 */
function sandboxEnv(flag: string, world: CliWorld): NodeJS.ProcessEnv {
  const named = flag.startsWith('--sandbox=') ? flag.slice('--sandbox='.length) : undefined;
  const running = named ? [] : (world.sandboxes ?? runningSandboxes)();
  const folder = named ?? running[0]?.folder;
  if (!folder)
    throw new ConfigError('--sandbox: no sandbox is running (start one with npm start, with no Slack credentials set)');
  if (running.length > 1) {
    world.err(
      `note: ${running.length} sandboxes are running; using the one started last (${running[0]?.url}); name another with --sandbox=FOLDER: ${running
        .slice(1)
        .map((r) => r.folder)
        .join(', ')}`,
    );
  }
  let state: { databaseUrl?: unknown; encryptionKey?: unknown; caseApiBaseUrl?: unknown };
  try {
    state = JSON.parse(readFileSync(join(folder, SANDBOX_STATE), 'utf8')) as typeof state;
  } catch {
    throw new ConfigError(`--sandbox: no sandbox is running in ${folder} (it stopped, or never started)`);
  }
  if (typeof state.databaseUrl !== 'string' || typeof state.encryptionKey !== 'string') {
    throw new ConfigError('--sandbox: the sandbox did not say which database it uses');
  }
  return {
    DATABASE_URL: state.databaseUrl,
    CASEBOT_ENCRYPTION_KEY: state.encryptionKey,
    // Its demo case service, which its workspace uses (user link checks a userName there).
    ...(typeof state.caseApiBaseUrl === 'string' ? { CASE_API_BASE_URL: state.caseApiBaseUrl } : {}),
  };
}

/** For commands that never read or write a token: using it anyway is a bug, said as one line. */
function keylessCipher(): TokenCipher {
  const refuse = (): never => {
    throw new ConfigError('CASEBOT_ENCRYPTION_KEY: this command needs it');
  };
  return { encrypt: refuse, decrypt: refuse };
}
