import type { webApi } from '@slack/bolt';
import { DEFAULT_LANG, type Lang, langForLocale } from '../i18n/languages';
import { LruCache, SingleFlight } from '../lib/lru';
import type { Logger } from '../logging';
import { withTimeout } from '../lib/with-timeout';
import { errorForLog } from '../lib/errors';
import { isKnownTimeZone } from '../lib/time-zones';
import { slackError } from './errors';

export type LanguageLookup = (client: webApi.WebClient, teamId: string, userId: string) => Promise<Lang>;

/** A person's own workspace and Grid org as Slack knows them; undefined when Slack could not say. */
export type HomeLookup = (
  client: webApi.WebClient,
  teamId: string,
  userId: string,
) => Promise<{ teamId: string | undefined; enterpriseId: string | undefined; gone: boolean } | undefined>;

/** A person's own time zone as Slack has it (IANA); undefined when Slack did not say or casebot does not know it. */
export type ZoneLookup = (client: webApi.WebClient, teamId: string, userId: string) => Promise<string | undefined>;

/** The name Slack shows for a person (their display name, else their full name); undefined when unknown. */
export type NameLookup = (client: webApi.WebClient, teamId: string, userId: string) => Promise<string | undefined>;

interface LocaleOptions {
  /** How long a person's language is remembered. */
  ttlMs: number;
  /** Longest wait for users.info before falling back to English. */
  timeoutMs: number;
  logger: Logger;
}

interface Person {
  lang: Lang;
  teamId: string | undefined;
  enterpriseId: string | undefined;
  /** Slack says the account is deactivated (they left the workspace). */
  gone: boolean;
  name: string | undefined;
  zone: string | undefined;
}

/** Someone Slack knows nothing of (`user_not_found`): gone. */
const NOBODY: Person = {
  lang: DEFAULT_LANG,
  teamId: undefined,
  enterpriseId: undefined,
  gone: true,
  name: undefined,
  zone: undefined,
};

/**
 * What casebot asks Slack about a person, from one `users.info` call with `include_locale`, cached per
 * user: their language (English when unknown), their own workspace and org (whether the workspace's
 * default user may stand in for them), and the name Slack shows for them.
 */
export function createSlackPeople(options: LocaleOptions): {
  languageFor: LanguageLookup;
  homeOf: HomeLookup;
  nameOf: NameLookup;
  zoneOf: ZoneLookup;
  /** Slack said a person changed (`user_change`: left, came back, moved): what is cached of them is asked again. */
  forget(teamId: string, userId: string): void;
} {
  const cache = new LruCache<Person>(20_000, options.ttlMs);
  const flights = new SingleFlight();
  const person = async (client: webApi.WebClient, teamId: string, userId: string): Promise<Person | undefined> => {
    const key = `${teamId}\u0000${userId}`;
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    return flights.run(key, async () => {
      try {
        const lookup = client.users.info({ user: userId, include_locale: true });
        const info = await withTimeout(lookup, options.timeoutMs, 'users.info');
        const found: Person = {
          lang: langForLocale(info.user?.locale),
          teamId: info.user?.team_id,
          enterpriseId: info.user?.enterprise_user?.enterprise_id,
          gone: info.user?.deleted === true,
          name: info.user?.profile?.display_name || info.user?.profile?.real_name || info.user?.name || undefined,
          zone: info.user?.tz && isKnownTimeZone(info.user.tz) ? info.user.tz : undefined,
        };
        cache.set(key, found);
        return found;
      } catch (error) {
        // Slack knows nobody by that id (an account removed from the workspace): they are gone, and that
        // is remembered like any answer, not asked again every round.
        if (slackError(error) === 'user_not_found') {
          const gone: Person = { ...NOBODY };
          cache.set(key, gone);
          options.logger.info({ teamId, userId }, 'users.info: no such user; read as gone');
          return gone;
        }
        // Not remembered: the next command asks again.
        options.logger.warn(
          { teamId, userId, err: errorForLog(error) },
          'users.info failed; English, and no default user',
        );
        return undefined;
      }
    });
  };
  return {
    forget: (teamId, userId) => cache.delete(`${teamId}\u0000${userId}`),
    languageFor: async (client, teamId, userId) => (await person(client, teamId, userId))?.lang ?? DEFAULT_LANG,
    nameOf: async (client, teamId, userId) => (await person(client, teamId, userId))?.name,
    zoneOf: async (client, teamId, userId) => (await person(client, teamId, userId))?.zone,
    homeOf: async (client, teamId, userId) => {
      const found = await person(client, teamId, userId);
      return found && { teamId: found.teamId, enterpriseId: found.enterpriseId, gone: found.gone };
    },
  };
}
