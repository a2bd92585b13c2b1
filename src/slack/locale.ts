import type { webApi } from '@slack/bolt';
import { DEFAULT_LANG, type Lang, langForLocale } from '../i18n/languages';
import { LruCache, SingleFlight } from '../lib/lru';
import type { Logger } from '../logging';
import { withTimeout } from '../lib/with-timeout';

export type LanguageLookup = (client: webApi.WebClient, teamId: string, userId: string) => Promise<Lang>;

export interface LocaleOptions {
  /** How long a person's language is remembered. */
  ttlMs: number;
  /** Longest wait for users.info before falling back to English. */
  timeoutMs: number;
  logger: Logger;
}

/** A Slack user's language, from `users.info` with `include_locale`, cached per user; English when unknown. */
export function createLanguageLookup(options: LocaleOptions): LanguageLookup {
  const cache = new LruCache<Lang>(20_000, options.ttlMs);
  const flights = new SingleFlight();
  return async (client, teamId, userId) => {
    const key = `${teamId}\u0000${userId}`;
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    return flights.run(key, async () => {
      try {
        const lookup = client.users.info({ user: userId, include_locale: true });
        const info = await withTimeout(lookup, options.timeoutMs, 'users.info');
        const lang = langForLocale(info.user?.locale);
        cache.set(key, lang);
        return lang;
      } catch (error) {
        // Not remembered: the next command asks again.
        options.logger.warn(
          { teamId, userId, err: error instanceof Error ? error.message : String(error) },
          'locale lookup failed; using English',
        );
        return DEFAULT_LANG;
      }
    });
  };
}
