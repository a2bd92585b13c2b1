// npm run bench -- --watches 1 --people N --reminders [--reminders-in S]: besides the watches, a reminder
// for every person of every workspace, all due at one minute S seconds in (default 180). Reports the
// reminders sent, how many went out before their time, the time from their minute to each DM, and the
// reads ahead of it.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FakeSlack } from '../src/sandbox/slack-api-server';
import type { Database } from '../src/workspaces/tables';
import { percentile, round } from './load';

export interface BenchReminders {
  due: Date;
  figures(): {
    reminders: number;
    sent: number;
    early: number;
    dueToDmMs: { p50: number; p99: number; last: number };
  };
}

/** A reminder for each person, all due `inMs` from now (at a whole minute, as a reminder's time is). */
export async function addBenchReminders(
  db: Kysely<Database>,
  slack: FakeSlack,
  people: readonly { team: string; person: string }[],
  inMs: number,
): Promise<BenchReminders> {
  const due = new Date(Math.ceil((Date.now() + inMs) / 60_000) * 60_000);
  const now = new Date().toISOString();
  const rows = people.map(({ team, person }) => ({
    id: randomUUID(),
    team_id: team,
    slack_user_id: person,
    schedule: 'daily',
    weekday: 1,
    minute: due.getUTCHours() * 60 + due.getUTCMinutes(),
    time_zone: 'UTC',
    // Told even with nothing open: every reminder is a DM to count.
    even_when_empty: 1,
    next_due_at: due.toISOString(),
    last_sent_at: null,
    created_at: now,
  }));
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('reminders')
      .values(rows.slice(i, i + 500))
      .execute();
  const delays: number[] = [];
  let early = 0;
  slack.on('message', (event: { params: Record<string, unknown>; updated?: boolean }) => {
    if (event.updated) return;
    const channel = String(event.params.channel ?? '');
    if (!channel.startsWith('D') || !JSON.stringify(event.params.blocks ?? '').includes('reminder')) return;
    const late = Date.now() - due.getTime();
    if (late < 0) early += 1;
    delays.push(late);
  });
  return {
    due,
    figures: () => ({
      reminders: rows.length,
      sent: delays.length,
      early,
      dueToDmMs: {
        p50: round(percentile(delays, 50)),
        p99: round(percentile(delays, 99)),
        last: round(delays.length > 0 ? Math.max(...delays) : 0),
      },
    }),
  };
}
