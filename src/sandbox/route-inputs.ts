import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CustomRoute } from '@slack/bolt';
import { z } from 'zod';

import type { FakeSlack } from './slack-api-server';

// What the sandbox page may send its routes (checked with zod, as any input from outside), and how they answer.

export type ServiceChange = z.infer<typeof serviceSchema>;

export const serviceSchema = z.union([
  z.object({ kind: z.literal('note'), caseNumber: z.number().int().positive(), text: z.string().min(1).max(500) }),
  z.object({ kind: z.literal('case'), text: z.string().min(1).max(200) }),
  z.object({ kind: z.literal('status'), caseNumber: z.number().int().positive(), text: z.string().min(1).max(60) }),
]);

export const commandSchema = z.object({
  command: z.enum(['/case', '/cases']),
  text: z.string().max(4000),
  userId: z.string(),
});
export const clickSchema = z.object({
  messageKey: z.string().max(200),
  actionId: z.string().max(255),
  value: z.string().max(4000),
  blockId: z.string().max(255),
  userId: z.string(),
  /** A button in a modal: the view it is in. */
  viewId: z.string().max(40).optional(),
  /** A button on App Home. */
  home: z.boolean().optional(),
  /** A message casebot posted itself: its channel (a case's own channel; #support when absent). */
  channelId: z.string().max(40).optional(),
  /** An overflow menu's choice (Stop updating). */
  selectedOption: z.string().max(150).optional(),
  /** The message the button is on, as Slack sends it with the click. */
  message: z
    .object({ text: z.string().max(40_000), blocks: z.array(z.record(z.string(), z.unknown())).max(100) })
    .optional(),
  /** What the modal's inputs hold when the button is pressed (Check connection reads them). */
  values: z.record(z.string().max(255), z.record(z.string().max(255), z.record(z.string(), z.unknown()))).optional(),
});
export const homeSchema = z.object({ userId: z.string() });

export const messageSchema = z.object({ text: z.string().min(1).max(4000), userId: z.string() });
export const shortcutSchema = z.object({
  /** `message`: Look up cases; `link`: Link to a case (both on a message); `global`: Find a case. */
  type: z.enum(['message', 'link', 'global']),
  text: z.string().max(4000).optional(),
  ts: z.string().max(40).optional(),
  userId: z.string(),
});
export const suggestSchema = z.object({
  viewId: z.string().max(40),
  actionId: z.string().max(255),
  blockId: z.string().max(255),
  value: z.string().max(200),
  userId: z.string(),
});
export const submitSchema = z.object({
  viewId: z.string().max(40),
  values: z.record(z.string().max(255), z.record(z.string().max(255), z.record(z.string(), z.unknown()))),
  userId: z.string(),
});

/** A stable, Slack-shaped ts for a message of the page: a replaced message keeps its key, so its ts. */
export function messageTs(key: string): string {
  // A message casebot posted itself is named by its own ts (`ts:` + ts), as Slack names it.
  if (/^ts:\d+\.\d+$/.test(key)) return key.slice(3);
  const digits = createHash('sha256').update(key).digest().readUInt32BE(0).toString().padStart(10, '0');
  return `1700000000.${digits.slice(-6)}`;
}

/**
 * A POST route of the page: what it sent, checked with `schema` and for a known user (else 400), then
 * `answer`'s result as JSON (502 when casebot did not answer).
 */
export function pageRoute<S extends z.ZodType<{ userId: string }>>(
  path: string,
  schema: S,
  knownUser: (id: string) => boolean,
  answer: (input: z.infer<S>) => Promise<unknown>,
): CustomRoute {
  return {
    path,
    method: ['POST'],
    handler: (req, res) => {
      void readJson(req, schema)
        .then(async (input) => {
          if (!input || !knownUser(input.userId)) return json(res, 400, { error: 'bad request' });
          return json(res, 200, await answer(input));
        })
        .catch(() => json(res, 502, { error: 'casebot did not answer' }));
    },
  };
}

export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export async function readJson<S extends z.ZodType>(req: IncomingMessage, schema: S): Promise<z.infer<S> | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) return undefined;
    chunks.push(chunk as Buffer);
  }
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export interface SandboxUser {
  id: string;
  name: string;
  note: string;
  /** Their Slack locale and time zone: the page shows dates as Slack shows them to this person. */
  locale?: string;
  tz?: string;
}

export interface SandboxRouteOptions {
  slack: FakeSlack;
  signingSecret: string;
  teamId: string;
  users: SandboxUser[];
  /** casebot's own POST /slack/events, known once it listens. */
  eventsUrl: () => string;
  /** Shown on the page when the demo workspace starts not connected. */
  demoAccount?: { clientName: string; apiToken: string };
  /** The demo case service changing under casebot (a note on a case, a status, a new case): the case changed or made (its number), or undefined when there is no such case. */
  changeCase?: (change: ServiceChange) => number | undefined;
  /** How often casebot checks the demo workspace: the page says when a change is told. */
  pollIntervalMs?: number;
}
