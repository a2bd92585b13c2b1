import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { isKnownTimeZone } from '../lib/time-zones';

/** Slack team (`T…`) or Enterprise Grid org (`E…`) id. */
export const teamIdSchema = z
  .string()
  .regex(/^[TE][A-Z0-9]{2,31}$/, 'a Slack team id looks like T0123ABCD (or E0123ABCD for a Grid org)');

/** Slack user id (`U…`, or `W…` in Enterprise Grid). */
export const slackUserIdSchema = z
  .string()
  .regex(/^[UW][A-Z0-9]{2,31}$/, 'a Slack user id looks like U0123ABCD (copy it from the profile: ⋮ → Copy member ID)');

/** A channel id (`C…`, or `G…` for an older private channel): where aging alerts go, whose noise is set. */
export const channelIdSchema = z.string().regex(/^[CG][A-Z0-9]{2,30}$/, 'a channel id (C… or G…)');

export const userNameSchema = z.string().trim().min(1, 'must not be empty').max(255, 'at most 255 characters');

export const clientNameSchema = z.string().trim().min(1, 'must not be empty').max(255, 'at most 255 characters');

export const tokenSchema = z.string().trim().min(1, 'must not be empty').max(4096, 'at most 4096 characters');

export const baseUrlSchema = z
  .url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' })
  // zod runs this refinement even when the URL check above failed: parse defensively.
  .refine((u) => {
    const url = URL.canParse(u) ? new URL(u) : undefined;
    return url === undefined || (url.username === '' && url.password === '');
  }, 'must not hold a user name or password (the api token is the credential)')
  .refine((u) => {
    const url = URL.canParse(u) ? new URL(u) : undefined;
    return url === undefined || (url.search === '' && url.hash === '' && !u.includes('?') && !u.includes('#'));
  }, 'must have no query (?…) or fragment (#…): casebot adds its own')
  .transform((u) => u.replace(/\/+$/, ''));

/** `https://cases.acme.example/case/{number}`: http(s), with `{number}` (CaseNumber) and/or `{id}` (ComplaintId). */
export const caseUrlTemplateSchema = z
  .string()
  .trim()
  .max(1000, 'at most 1000 characters')
  .refine((t) => /\{(number|id)\}/.test(t), 'must hold {number} (the case number) or {id} (the ComplaintId)')
  .refine((t) => {
    const sample = t.replace(/\{(number|id)\}/g, '1');
    return URL.canParse(sample) && /^https?:$/.test(new URL(sample).protocol);
  }, 'must be an http:// or https:// URL, e.g. https://cases.acme.example/case/{number}');

/** The language of what casebot posts into a workspace's channels. */
export const languageSchema = z.enum(LANGUAGES, { message: `must be one of ${LANGUAGES.join(', ')}` });

export const timeZoneSchema = z
  .string()
  .refine(isKnownTimeZone, 'must be an IANA time zone such as Europe/Paris or America/New_York');

/** Rows per page of /cases: Slack's 50-block limit leaves room for about 20. */
export const pageSizeSchema = z.coerce
  .number({ message: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(20, 'must be at most 20');

export const DEFAULT_PAGE_SIZE = 10;

/** A workspace's own poll interval, in seconds (watches): ten seconds to a day. */
export const pollIntervalSchema = z.coerce
  .number({ message: 'must be a whole number of seconds' })
  .int('must be a whole number of seconds')
  .min(10, 'must be at least 10 seconds')
  .max(86_400, 'must be at most 86400 seconds (a day)');

/** Most calls a minute polling makes to a workspace's case service. */
export const pollCallsSchema = z.coerce
  .number({ message: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(6000, 'must be at most 6000');
/** How the case service lists recent cases: `unknown` is stored as not known (null). */
export const recentOrderSchema = z
  .enum(['updated', 'submitted', 'unknown'], { message: 'must be updated, submitted or unknown' })
  .transform((order) => (order === 'unknown' ? null : order));
export const DEFAULT_TIME_ZONE = 'UTC';
