import { readFileSync } from 'node:fs';
import type * as Yaml from 'yaml';
import { z } from 'zod';
import { ConfigError } from '../lib/errors';
import { projectFile } from '../lib/project-files';

/** manifest.yml at the top of the project. */
const MANIFEST_PATH = projectFile('manifest.yml');

const manifestScopes = z.object({
  oauth_config: z.object({ scopes: z.object({ bot: z.array(z.string().min(1)).min(1) }) }),
});

/**
 * The bot scopes an OAuth install asks for: the manifest's own list, so the consent screen can never ask
 * for less than the app is built to use (a scope added to the manifest is asked for on the next install).
 */
export function botScopes(path = MANIFEST_PATH): string[] {
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
  return parsed.data.oauth_config.scopes.bot;
}
