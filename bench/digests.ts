// npm run bench -- --watches N --digests D [--aging]: besides the watches, D digests per workspace in a
// channel of its own, all due at the same minute a few seconds in, and (with --aging) aging alerts on in
// every workspace. Reports the digests posted, the time from their due minute to each post, and the
// aging summaries posted.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DEFAULT_THRESHOLDS } from '../src/cases/overdue';
import { createAgingStore } from '../src/kinds/aging/store';
import type { FakeSlack } from '../src/sandbox/slack-api-server';
import type { Database } from '../src/workspaces/tables';
import { percentile, round } from './load';

const digestChannel = (team: string) => `C0DIG${team.slice(3)}`;
const agingChannel = (team: string) => `C0AGE${team.slice(3)}`;

export interface BenchDigests {
  figures(): {
    digests: number;
    posted: number;
    dueToPostMs: { p50: number; p99: number; max: number };
    agingSummaries: number;
  };
}

/** `perWorkspace` digests in each workspace, due `inMs` from now, set up by its first person; aging on where asked. */
export async function addBenchDigests(
  db: Kysely<Database>,
  slack: FakeSlack,
  teams: readonly string[],
  options: { perWorkspace: number; aging: boolean; inMs: number },
): Promise<BenchDigests> {
  const due = new Date(Date.now() + options.inMs);
  const rows = teams.flatMap((team) =>
    Array.from({ length: options.perWorkspace }, (_, i) => ({
      id: randomUUID(),
      team_id: team,
      channel_id: digestChannel(team),
      search_text: i === 0 ? '' : `printer ${i}`,
      created_by: `U0${team.slice(3)}P0`,
      created_by_name: 'bench',
      schedule: 'daily',
      minute: due.getUTCHours() * 60 + due.getUTCMinutes(),
      weekday: 1,
      quiet: 0,
      next_due_at: due.toISOString(),
      last_sent_at: null,
      snapshot: null,
      created_at: new Date().toISOString(),
    })),
  );
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('digests')
      .values(rows.slice(i, i + 500))
      .execute();
  if (options.aging) {
    const aging = createAgingStore(db);
    for (const team of teams) {
      await aging.set({
        teamId: team,
        channelId: agingChannel(team),
        thresholds: DEFAULT_THRESHOLDS,
        repeatMs: null,
        actsAs: `U0${team.slice(3)}P0`,
      });
    }
  }
  const delays: number[] = [];
  let agingSummaries = 0;
  slack.on('message', (event: { params: Record<string, unknown>; updated?: boolean }) => {
    const channel = String(event.params.channel ?? '');
    if (event.updated) return;
    if (channel.startsWith('C0DIG')) delays.push(Date.now() - due.getTime());
    if (channel.startsWith('C0AGE')) agingSummaries += 1;
  });
  return {
    figures: () => ({
      digests: rows.length,
      posted: delays.length,
      dueToPostMs: {
        p50: round(percentile(delays, 50)),
        p99: round(percentile(delays, 99)),
        max: round(delays.length > 0 ? Math.max(...delays) : 0),
      },
      agingSummaries,
    }),
  };
}
