import { readFileSync } from 'node:fs';
import type { webApi } from '@slack/bolt';
import type * as Yaml from 'yaml';
import { z } from 'zod';
import { ConfigError } from '../lib/errors';
import { projectFile } from '../lib/project-files';

/** casebot's install page asking for its optional scopes too (OAuth installs). */
export const MORE_SCOPES_PATH = '/slack/install/more';

/** manifest.yml at the top of the project. */
const MANIFEST_PATH = projectFile('manifest.yml');

const manifestScopes = z.object({
  oauth_config: z.object({
    scopes: z.object({
      bot: z.array(z.string().min(1)).min(1),
      bot_optional: z.array(z.string().min(1)).optional(),
    }),
  }),
});

/** The manifest's scopes: the core's, and the optional ones a workspace may grant later. */
function manifestOf(path: string) {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new ConfigError(`manifest.yml: not found at ${path}; OAuth installs read their scopes from it`);
  }
  // The YAML parser loads only here (OAuth mode), not on every start.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { parse } = require('yaml') as typeof Yaml;
  const parsed = manifestScopes.safeParse(parse(text));
  if (!parsed.success) throw new ConfigError('manifest.yml: oauth_config.scopes.bot is missing or empty');
  return parsed.data.oauth_config.scopes;
}

/**
 * The bot scopes an OAuth install asks for: the manifest's core list, so the consent screen can never ask
 * for less than the core is built to use (a scope added to the manifest is asked for on the next install).
 */
export function botScopes(path = MANIFEST_PATH): string[] {
  return manifestOf(path).bot;
}

/** The core's scopes and the optional ones: what an admin's "Grant permissions" asks Slack for. */
export function allBotScopes(path = MANIFEST_PATH): string[] {
  const { bot, bot_optional: optional = [] } = manifestOf(path);
  return [...bot, ...optional];
}

/**
 * The scopes the workspace's bot token has, as Slack says on every answer (`x-oauth-scopes`); null when
 * Slack does not say or cannot be asked.
 */
export async function grantedScopes(client: webApi.WebClient): Promise<string[] | null> {
  try {
    const answer = await client.auth.test();
    return answer.response_metadata?.scopes ?? null;
  } catch {
    return null;
  }
}
