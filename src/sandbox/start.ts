import type { Logger } from '../logging';

export interface SandboxOptions {
  port: number;
  logger: Logger;
  firstRow: 0 | 1;
}

export async function startSandbox(_options: SandboxOptions): Promise<void> {
  throw new Error('the sandbox is not built yet: set SLACK_SIGNING_SECRET and SLACK_BOT_TOKEN');
}
