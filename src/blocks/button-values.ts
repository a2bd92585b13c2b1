import { z } from 'zod';
import { channelIdSchema } from '../workspaces/validation';
import { LIMITS } from './limits';

/** The longest search text casebot sends: longer text is refused with a message. */
export const MAX_SEARCH_TEXT = 100;
/** Deepest offset a Prev/Next value may carry: 500 pages of 20. */
export const MAX_OFFSET = 10_000;

// Button values are the only state that travels through Slack, and Slack gives them back as the user's
// client sends them: validated on the way back in, and bound to the workspace that produced them.

export const pageStateSchema = z.strictObject({
  /** Workspace (team) id the button was made for. */
  t: z.string().min(1).max(32),
  q: z.string().max(MAX_SEARCH_TEXT),
  o: z.number().int().min(0).max(MAX_OFFSET),
  s: z.number().int().min(1).max(20),
});

/** `/cases mine`'s Look further: where in the recent list the next look starts. */
export const mineStateSchema = z.strictObject({
  t: z.string().min(1).max(32),
  o: z.number().int().nonnegative().max(MAX_OFFSET),
  /** The person's cases of that look skipped (the next rows of the same look). */
  k: z.number().int().nonnegative().max(MAX_OFFSET).optional(),
});

type MineState = z.infer<typeof mineStateSchema>;

export const caseRefSchema = z.strictObject({
  t: z.string().min(1).max(32),
  /** ComplaintId: what GetCaseDetails takes. */
  c: z.number().int().positive(),
  /** CaseNumber: what people see. */
  n: z.number().int().nonnegative(),
});

/** A page of a case's notes in the All notes modal. */
export const notesPageSchema = z.strictObject({
  t: z.string().min(1).max(32),
  c: z.number().int().positive(),
  n: z.number().int().nonnegative(),
  /** 0-based page. */
  p: z.number().int().min(0).max(10_000),
});

type NotesPage = z.infer<typeof notesPageSchema>;
type PageState = z.infer<typeof pageStateSchema>;
export type CaseRef = z.infer<typeof caseRefSchema>;

/** A person on an admin's App Home (Unlink, Link…), bound to the workspace like every other value. */
export const personRefSchema = z.strictObject({
  t: z.string().min(1).max(32),
  u: z.string().regex(/^[UW][A-Z0-9]{2,31}$/),
});
type PersonRef = z.infer<typeof personRefSchema>;

/** A channel's less noise (Less noise…): that channel, or none (an admin chooses one on App Home). */
export const quietRefSchema = z.strictObject({
  t: z.string().min(1).max(32),
  c: channelIdSchema.optional(),
});
type QuietRef = z.infer<typeof quietRefSchema>;

/** Something a person set up for themselves (their reminder): only the workspace; the person is who presses. */
export const ownRefSchema = z.strictObject({ t: z.string().min(1).max(32) });
type OwnRef = z.infer<typeof ownRefSchema>;

/** One row of a kind's listing on an admin's Home (Stop): its kind's name and its id. */
export const listedRefSchema = z.strictObject({
  t: z.string().min(1).max(32),
  k: z.string().regex(/^[a-z_]{1,32}$/),
  i: z.string().min(1).max(64),
});
type ListedRef = z.infer<typeof listedRefSchema>;

export function encodeValue(
  value: PageState | MineState | CaseRef | NotesPage | PersonRef | QuietRef | OwnRef | ListedRef,
): string {
  return JSON.stringify(value);
}

/** A kind module's own value (its schema in its folder), bound to the workspace like every other. */
export const encodeRef = (value: { t: string } & Record<string, string | number>): string => JSON.stringify(value);

/** Reads a button value back; undefined when it is oversized, not JSON, or not of the schema. */
export function decodeValue<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> | undefined {
  if (typeof raw !== 'string' || raw.length > LIMITS.buttonValue) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Reads a button value for the workspace being served: undefined when it is not of the schema or was
 * made for another workspace (an old message, a forged value): the listener then says it is stale.
 */
export function decodeButton<S extends z.ZodType<{ t: string }>>(
  schema: S,
  raw: unknown,
  workspaceId: string,
): z.infer<S> | undefined {
  const value = decodeValue(schema, raw);
  return value && value.t === workspaceId ? value : undefined;
}
