// npm run walks: the spine's two walks, each hop checked against the code.
//
// A walk follows one value through the calls that hand it on, written down hop by hop: the caller (a file
// and a function in it) and the call that passes the value on. This script finds each caller in the code
// (TypeScript's own parser) and checks that its body still makes that call, then counts the calls and the
// rooms entered (a room is entered again when the walk leaves it and comes back). A hop the code no longer
// makes fails the walk: a layer put in between, or a call moved, must be written down here again.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

export interface Hop {
  /** The file of the caller, from src/. */
  file: string;
  /** The function (or method, or const arrow) that makes the call. */
  fn: string;
  /** The call it makes, as written in its body. */
  calls: string;
  /** The file the call lands in, from src/ (the room the walk goes on in). */
  to: string;
}

export interface Walk {
  name: string;
  /** What the walk follows, from where to where. */
  follows: string;
  hops: Hop[];
  /** The target: most calls, and most entries into any one room. */
  most: { calls: number; entriesPerRoom: number };
}

export const WALKS: Walk[] = [
  {
    name: 'team id → clientName',
    follows:
      "a Slack team id, from /case reading who is asking to the store's read of the workspace's clientName that every upstream call made for them sends",
    hops: [
      { file: 'listeners/commands/case.ts', fn: 'caseCommand', calls: 'serve(deps, interaction', to: 'spine/serve.ts' },
      { file: 'spine/serve.ts', fn: 'serve', calls: 'run(deps, interaction', to: 'spine/running.ts' },
      // run() calls the body serve() hands it, which is served().
      { file: 'spine/running.ts', fn: 'run', calls: 'body(core)', to: 'spine/serve.ts' },
      { file: 'spine/serve.ts', fn: 'serve', calls: 'served(deps, interaction', to: 'spine/serve.ts' },
      { file: 'spine/serve.ts', fn: 'served', calls: 'runCore(deps, { who', to: 'spine/runner.ts' },
      { file: 'spine/runner.ts', fn: 'runCore', calls: 'deps.acting.act(who', to: 'spine/acting-as.ts' },
      { file: 'spine/acting-as.ts', fn: 'act', calls: 'resolve(who)', to: 'workspaces/resolve.ts' },
      { file: 'workspaces/resolve.ts', fn: 'resolve', calls: 'lookup(who)', to: 'workspaces/resolve.ts' },
      {
        file: 'workspaces/resolve.ts',
        fn: 'lookup',
        calls: 'store.getWorkspaceWithToken(key)',
        to: 'workspaces/store.ts',
      },
    ],
    most: { calls: 9, entriesPerRoom: 1 },
  },
  {
    name: 'poll → chat.update',
    follows:
      "a workspace's poll, from the scheduler's round through the check that queues a live card's change in the outbox to the chat.update that keeps the card true",
    hops: [
      { file: 'polling/scheduler.ts', fn: 'runPoll', calls: 'deps.poller.poll(teamId)', to: 'polling/poller.ts' },
      { file: 'polling/poller.ts', fn: 'poll', calls: 'run(teamId', to: 'polling/poller.ts' },
      // The check: each due item as its kind made it (dueInTurns), the card's own check.
      { file: 'polling/poller.ts', fn: 'run', calls: 'due.item.check(', to: 'kinds/kind.ts' },
      { file: 'kinds/kind.ts', fn: 'dueInTurns', calls: 'check(row, round)', to: 'kinds/live-card/check.ts' },
      { file: 'kinds/live-card/check.ts', fn: 'checkCard', calls: 'deps.unasked.outcome(', to: 'spine/unasked.ts' },
      // outcome() calls the work it is handed, which is the card's check.
      { file: 'spine/unasked.ts', fn: 'outcome', calls: 'work(decided.telling', to: 'kinds/live-card/check.ts' },
      {
        file: 'kinds/live-card/check.ts',
        fn: 'check',
        calls: 'deps.cards.recordCheck(',
        to: 'kinds/live-card/store.ts',
      },
      // The change and its notices written in one transaction, the update among them.
      { file: 'kinds/live-card/store.ts', fn: 'recordCheck', calls: 'queueNoticeIn(trx', to: 'spine/outbox.ts' },
      // The delivery that follows the checks, from the outbox.
      { file: 'polling/poller.ts', fn: 'run', calls: 'deliverNotices(delivery', to: 'spine/delivery.ts' },
      {
        file: 'spine/delivery.ts',
        fn: 'deliverNotices',
        calls: 'send(writes, channel, notice)',
        to: 'spine/delivery-slack.ts',
      },
      { file: 'spine/delivery-slack.ts', fn: 'send', calls: 'writes.update(', to: 'slack/conversations.ts' },
      // The Web API call made in update() itself, its answer awaited by the logged write.
      { file: 'slack/conversations.ts', fn: 'update', calls: 'client.chat', to: 'slack/conversations.ts' },
    ],
    most: { calls: 12, entriesPerRoom: 2 },
  },
];

const SRC = join(__dirname, '..', 'src');

/** The bodies of every function-like thing named `name` in a file (declarations, methods, const arrows, properties). */
function bodiesOf(file: string, name: string): string[] {
  const text = readFileSync(join(SRC, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const named = (node: ts.Node) => {
    const id = (node as { name?: ts.Node }).name;
    return id !== undefined && ts.isIdentifier(id) && id.text === name;
  };
  const visit = (node: ts.Node) => {
    if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && named(node) && node.body) {
      found.push(node.body.getText(source));
    } else if ((ts.isVariableDeclaration(node) || ts.isPropertyAssignment(node)) && named(node)) {
      const value = ts.isVariableDeclaration(node) ? node.initializer : node.initializer;
      if (value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value)))
        found.push(value.body.getText(source));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const roomOf = (file: string): string =>
  file.includes('/') ? (file.split('/')[0] ?? file) : file.replace(/\.ts$/, '');

export interface Counted {
  walk: Walk;
  calls: number;
  rooms: string[];
  /** Each room and how many times the walk entered it. */
  entries: Map<string, number>;
  /** Hops the code no longer makes. */
  missing: Hop[];
}

export function countWalk(walk: Walk): Counted {
  const missing = walk.hops.filter((hop) => !bodiesOf(hop.file, hop.fn).some((body) => body.includes(hop.calls)));
  const rooms: string[] = [];
  for (const room of [roomOf(walk.hops[0]?.file ?? ''), ...walk.hops.map((hop) => roomOf(hop.to))]) {
    if (rooms[rooms.length - 1] !== room) rooms.push(room);
  }
  const entries = new Map<string, number>();
  for (const room of rooms) entries.set(room, (entries.get(room) ?? 0) + 1);
  // The last hop of a walk that ends in a call made inside its own function adds no call of ours.
  const calls = walk.hops.filter(
    (hop, i) =>
      !(i > 0 && hop.fn === walk.hops[i - 1]?.fn && hop.file === walk.hops[i - 1]?.file && hop.to === hop.file),
  ).length;
  return { walk, calls, rooms, entries, missing };
}

if (require.main === module) {
  let failed = false;
  for (const walk of WALKS) {
    const counted = countWalk(walk);
    console.log(`\n${walk.name}: ${walk.follows}`);
    walk.hops.forEach((hop, i) => {
      const gone = counted.missing.includes(hop) ? '   <- NOT IN THE CODE' : '';
      console.log(`  ${String(i + 1).padStart(2)}. src/${hop.file} ${hop.fn}() calls ${hop.calls}…${gone}`);
    });
    const most = Math.max(...counted.entries.values());
    const ok = counted.missing.length === 0 && counted.calls <= walk.most.calls && most <= walk.most.entriesPerRoom;
    console.log(
      `  ${counted.calls} calls (at most ${walk.most.calls}); rooms ${counted.rooms.join(' → ')}; ` +
        `most entries into one room: ${most} (at most ${walk.most.entriesPerRoom}): ${ok ? 'ok' : 'NOT MET'}`,
    );
    failed ||= !ok;
  }
  process.exitCode = failed ? 1 : 0;
}
