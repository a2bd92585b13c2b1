import { createCaseApi } from '../case-api/client';
import { ConfigError, loadConfig, requireEncryptionKey } from '../config';
import { openDatabase } from '../workspaces/database';
import { migrateToLatest } from '../workspaces/migrations';
import { createWorkspaceStore } from '../workspaces/store';
import { createTokenCipher } from '../workspaces/token-cipher';
import { HELP } from './help';
import { runCli } from './run';

// The admin CLI's composition root: the only place in it that reads the environment.
async function main(argv: string[]): Promise<number> {
  if (argv.length === 0 || ['--help', '-h', 'help'].includes(argv[0] ?? '')) {
    console.log(HELP.main);
    return 0;
  }
  const config = loadConfig();
  const cipher = createTokenCipher(requireEncryptionKey(config));
  const { db } = openDatabase(config.DATABASE_URL);
  const store = createWorkspaceStore(db, cipher);
  try {
    await migrateToLatest(db);
    return await runCli(argv, {
      store,
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

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`error: ${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
