// npm run bench -- --watches N --cards M: besides the watches, M shared cards per workspace that casebot
// keeps true (each a message it posted in a channel of the fake Slack, shared by one of the workspace's
// people). Reports the updates and thread replies Slack got and the time from a change to its update.
import type { Kysely } from 'kysely';
import type { FakeCase } from '../src/sandbox/case-api-answers';
import type { FakeSlack } from '../src/sandbox/slack-api-server';
import { createLiveCardStore } from '../src/kinds/live-card/store';
import type { Database } from '../src/workspaces/tables';
import { percentile, round } from './load';

export interface BenchCards {
  /** Cards made (at most `perWorkspace` in each workspace). */
  made: number;
  /** Called when the bench changes a case: the update that tells it is timed from now. */
  changed(team: string, caseNumber: number): void;
  figures(): {
    cards: number;
    updates: number;
    threadReplies: number;
    changeToUpdateMs: { p50: number; p99: number; told: number };
  };
}

const channelOf = (team: string) => `C0CARDS${team.slice(3)}`;

/** Posts `perWorkspace` cards in each workspace's channel and records them as shared by its first person. */
export async function addBenchCards(
  db: Kysely<Database>,
  slack: FakeSlack,
  cases: Map<string, FakeCase[]>,
  perWorkspace: number,
): Promise<BenchCards> {
  const store = createLiveCardStore(db);
  let made = 0;
  for (const [team, list] of cases) {
    const channel = channelOf(team);
    for (const c of list.slice(0, perWorkspace)) {
      const ts = slack.nextTs();
      const message = { text: `Case #${c.caseNumber}`, blocks: [] };
      slack.messages.set(channel, [...(slack.messages.get(channel) ?? []), { ts, channel, ...message }]);
      await store.addLiveCard(
        {
          teamId: team,
          channelId: channel,
          messageTs: ts,
          caseId: c.complaintId,
          caseNumber: c.caseNumber,
          sharedBy: `U0${team.slice(3)}P0`,
          kind: 'shared',
          // Priority and last update are learnt on the first check (no update for that).
          seen: { status: c.status, priority: '', lastUpdated: '', noteIds: c.notes.map((n) => n.id) },
          message,
        },
        // Within the caps: nothing ends, so nothing is told.
        () => undefined,
      );
      made += 1;
    }
  }
  const changedAt = new Map<string, number>();
  const delays: number[] = [];
  let updates = 0;
  let threadReplies = 0;
  slack.on('message', (event: { params: Record<string, unknown>; ts: string; updated?: boolean }) => {
    const channel = String(event.params.channel ?? '');
    if (!channel.startsWith('C0CARDS')) return;
    if (!event.updated) {
      if (event.params.thread_ts) threadReplies += 1;
      return;
    }
    updates += 1;
    const team = `T0W${channel.slice(7)}`;
    const posted = slack.messages.get(channel)?.find((m) => m.ts === event.ts);
    const caseNumber = /#(\d+)/.exec(posted?.text ?? '')?.[1];
    const at = changedAt.get(`${team}:${caseNumber}`);
    if (at !== undefined) {
      delays.push(Date.now() - at);
      changedAt.delete(`${team}:${caseNumber}`);
    }
  });
  return {
    made,
    changed(team, caseNumber) {
      const key = `${team}:${caseNumber}`;
      if (!changedAt.has(key)) changedAt.set(key, Date.now());
    },
    figures: () => ({
      cards: made,
      updates,
      threadReplies,
      changeToUpdateMs: { p50: round(percentile(delays, 50)), p99: round(percentile(delays, 99)), told: delays.length },
    }),
  };
}
