import { createCaseApi } from '../case-api/client';
import { ConfigError, loadConfig, requireEncryptionKey } from '../config';
import { openDatabase } from '../workspaces/database';
import { migrateToLatest } from '../workspaces/migrations';
import { createHomeData } from '../workspaces/home-data';
import { createWorkspaceStore } from '../workspaces/store';
import { createTokenCipher, type TokenCipher } from '../workspaces/token-cipher';
import { HELP } from './help';
import { runCli } from './run';

// The admin CLI's composition root: the only place in it that reads the environment.
async function main(argv: string[]): Promise<number> {
  if (argv.length === 0 || ['--help', '-h', 'help'].includes(argv[0] ?? '')) {
    console.log(HELP.main);
    return 0;
  }
  const config = loadConfig();
  // Workspace commands handle api tokens and need the key; user and admin commands touch no token and do not.
  const cipher =
    argv[0] === 'user' || argv[0] === 'admin' ? keylessCipher() : createTokenCipher(requireEncryptionKey(config));
  const { db } = openDatabase(config.DATABASE_URL);
  const store = createWorkspaceStore(db, cipher);
  const home = createHomeData(db);
  try {
    await migrateToLatest(db);
    return await runCli(argv, {
      store,
      home,
      audit: (teamId, action, detail) => home.audit({ teamId, actor: 'cli', action, detail }),
      caseApi: createCaseApi({
        timeoutMs: config.CASE_API_TIMEOUT_MS,
        firstRow: config.CASE_API_FIRST_ROW,
        retries: config.CASE_API_RETRIES,
      }),
      defaultBaseUrl: config.CASE_API_BASE_URL,
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  } finally {
    await store.close();
  }
}

/** For commands that never read or write a token: using it anyway is a bug, said as one line. */
function keylessCipher(): TokenCipher {
  const refuse = (): never => {
    throw new ConfigError('CASEBOT_ENCRYPTION_KEY: this command needs it');
  };
  return { encrypt: refuse, decrypt: refuse };
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`error: ${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
