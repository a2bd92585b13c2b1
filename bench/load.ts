import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mulberry32 } from '../src/sandbox/demo-data';
import type { FakeSlack } from '../src/sandbox/slack-api-server';
import { blockActionsBody, postSigned, slashCommandBody } from '../src/sandbox/slack-requests';

export type OpKind = 'case' | 'cases' | 'next' | 'view' | 'share';

export interface LoadOptions {
  eventsUrl: string;
  signingSecret: string;
  slack: FakeSlack;
  teamId: string;
  users: string[];
  count: number;
  concurrency: number;
  mix: Record<OpKind, number>;
  /** Fraction of /case commands that repeat a case the same person asked for recently. */
  repeat: number;
  /** Case numbers and ComplaintIds of the dataset. */
  cases: { caseNumber: number; complaintId: number }[];
  seed: number;
  /** Index in `cases` where never-asked case numbers start (the warm-up takes others than the run). */
  freshStart: number;
  /** Open loop: send at this many requests per second whatever the acks do (0: closed loop at `concurrency`). */
  rate: number;
  /** Label of the response ids, so two runs against one fake Slack never mix. */
  label: string;
}

export interface LoadResult {
  ackMs: number[];
  /** From sending to the answer seen: in the ack, or the first response_url post. */
  replyMs: number[];
  /** Commands answered in the ack itself. */
  answeredInAck: number;
  failedAcks: number;
  missingReplies: number;
  duplicateReplies: number;
  durationMs: number;
  byKind: Record<string, number>;
}

/** Drives signed commands and clicks at a fixed concurrency; waits for every reply. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const random = mulberry32(options.seed);
  const kinds = Object.entries(options.mix).filter(([, w]) => w > 0) as [OpKind, number][];
  const total = kinds.reduce((sum, [, w]) => sum + w, 0);
  const pickKind = (): OpKind => {
    let r = random() * total;
    for (const [kind, weight] of kinds) {
      r -= weight;
      if (r < 0) return kind;
    }
    return kinds[0]?.[0] ?? 'case';
  };
  const recent = new Map<string, number[]>();
  let fresh = options.freshStart;
  const byKind: Record<string, number> = {};

  // Everything the run will send, decided up front so both targets get the very same requests.
  const ops = Array.from({ length: options.count }, (_, i) => {
    const user = options.users[i % options.users.length] ?? 'U0';
    const kind = pickKind();
    byKind[kind] = (byKind[kind] ?? 0) + 1;
    const id = `${options.label}-${i}`;
    const responseUrl = options.slack.responseUrl(id);
    const someCase = () =>
      options.cases[Math.floor(random() * options.cases.length)] ?? { caseNumber: 1, complaintId: 1 };
    let body: string;
    if (kind === 'case') {
      const mine = recent.get(user) ?? [];
      let caseNumber: number;
      if (mine.length > 0 && random() < options.repeat) caseNumber = mine[Math.floor(random() * mine.length)] ?? 0;
      else caseNumber = options.cases[fresh++ % options.cases.length]?.caseNumber ?? 0;
      recent.set(user, [...mine, caseNumber].slice(-5));
      body = slashCommandBody({
        command: '/case',
        text: String(caseNumber),
        team_id: options.teamId,
        user_id: user,
        response_url: responseUrl,
      });
    } else if (kind === 'cases') {
      const text = ['printer', 'refund', 'laptop', ''][Math.floor(random() * 4)] ?? '';
      body = slashCommandBody({
        command: '/cases',
        text,
        team_id: options.teamId,
        user_id: user,
        response_url: responseUrl,
      });
    } else {
      const c = someCase();
      const value =
        kind === 'next'
          ? JSON.stringify({ t: options.teamId, q: 'printer', o: 10 * (1 + Math.floor(random() * 3)), s: 10 })
          : JSON.stringify({ t: options.teamId, c: c.complaintId, n: c.caseNumber });
      const actionId = kind === 'next' ? 'cases_next' : kind === 'view' ? 'case_view_0' : 'case_share';
      body = blockActionsBody({ teamId: options.teamId, userId: user, actionId, value, responseUrl });
    }
    return { id, body, sentAt: 0, ackMs: 0, ok: false };
  });

  const firstPost = new Map<string, number>();
  const postCounts = new Map<string, number>();
  const onPost = (post: { id: string; at: number }) => {
    if (!post.id.startsWith(`${options.label}-`)) return;
    if (!firstPost.has(post.id)) firstPost.set(post.id, performance.now());
    postCounts.set(post.id, (postCounts.get(post.id) ?? 0) + 1);
  };
  options.slack.on('post', onPost);
  // A command answered in its ack: the card is seen when the ack comes back.
  let inAck = 0;
  const acked = (op: (typeof ops)[number], answer: { status: number; text: string }) => {
    op.ok = answer.status === 200;
    op.ackMs = performance.now() - op.sentAt;
    if (op.ok && answer.text.trim().startsWith('{')) {
      inAck += 1;
      onPost({ id: op.id, at: Date.now() });
    }
  };

  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < ops.length) {
      const op = ops[next++];
      if (!op) break;
      op.sentAt = performance.now();
      try {
        acked(op, await postSigned(options.eventsUrl, options.signingSecret, op.body));
      } catch {
        op.ok = false;
        op.ackMs = performance.now() - op.sentAt;
      }
    }
  };
  if (options.rate > 0) {
    // Slack's own arrival pattern: people do not wait for each other's acks.
    await Promise.all(
      ops.map(async (op, i) => {
        const due = started + (i * 1000) / options.rate;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        op.sentAt = performance.now();
        try {
          acked(op, await postSigned(options.eventsUrl, options.signingSecret, op.body));
        } catch {
          op.ok = false;
          op.ackMs = performance.now() - op.sentAt;
        }
      }),
    );
  } else {
    await Promise.all(Array.from({ length: options.concurrency }, worker));
  }

  // Every command gets a reply; wait for them (bounded).
  const deadline = performance.now() + 60_000;
  while (ops.some((op) => op.ok && !firstPost.has(op.id)) && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  const durationMs = Math.max(...ops.map((op) => firstPost.get(op.id) ?? op.sentAt + op.ackMs)) - started;
  await new Promise((resolve) => setTimeout(resolve, 100));
  options.slack.off('post', onPost);

  // Share answers twice (the channel post, then the private card); everything else once.
  const expected = (op: (typeof ops)[number]) => (op.body.includes('case_share') ? 2 : 1);
  return {
    ackMs: ops.map((op) => op.ackMs),
    replyMs: ops.filter((op) => firstPost.has(op.id)).map((op) => (firstPost.get(op.id) ?? 0) - op.sentAt),
    failedAcks: ops.filter((op) => !op.ok).length,
    missingReplies: ops.filter((op) => !firstPost.has(op.id)).length,
    duplicateReplies: ops.filter((op) => (postCounts.get(op.id) ?? 0) > expected(op)).length,
    answeredInAck: inAck,
    durationMs,
    byKind,
  };
}

/** The fake case service listens on loopback over plain http: allowed as an operator would allow it. */
export const LOOPBACK_CASE_API_ENV = { CASE_API_ALLOW_HTTP: '1', CASE_API_ALLOWED_HOSTS: '127.0.0.1' };

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Resident set of the process now (VmRSS), in MB; NaN once it has exited. */
export function rss(child: ChildProcess): number {
  try {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
  } catch {
    return Number.NaN;
  }
}

export function round(n: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
