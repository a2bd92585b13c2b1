// A process that logs as casebot does in production (createLogger with no destination: stdout, batched),
// for test/logging/logging.test.ts: `exit N` logs N lines and exits at once; `stay` logs one line and
// keeps running until it is killed.
import { createLogger } from '../../src/logging';

const [mode, count] = process.argv.slice(2);
const logger = createLogger('info');
if (mode === 'exit') {
  for (let i = 0; i < Number(count); i++) logger.info({ i }, `line ${i}`);
  process.exit(0);
} else {
  logger.info('still running');
  setInterval(() => undefined, 60_000);
}
