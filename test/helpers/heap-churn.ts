// Run as its own process by test/lib/heap-growth.test.ts: a steady live set, and answers that outlive
// two scavenges (a ring of recent ones) before they become garbage, as a busy casebot's do. Prints the
// old generation's peak size against what is live in it after a full collection.
import { getHeapSpaceStatistics } from 'node:v8';
import { applyHeapGrowth } from '../../src/lib/heap-growth';

const percent = Number(process.argv[2]);
applyHeapGrowth(percent);
const oldSpace = () => {
  const space = getHeapSpaceStatistics().find((s) => s.space_name === 'old_space');
  if (!space) throw new Error('no old space');
  return space;
};
const live = Array.from({ length: 100_000 }, (_, i) => ({ i, text: `live ${i} `.repeat(20) }));
const ring: unknown[] = new Array(2000);
let peak = 0;
for (let n = 0; n < 100_000; n++) {
  ring[n % ring.length] = Array.from({ length: 20 }, (_, k) => ({ n, k, note: `note ${n} ${k} `.repeat(8) }));
  if (n % 250 === 0) peak = Math.max(peak, oldSpace().space_size);
}
(globalThis as { gc?: () => void }).gc?.();
const liveBytes = oldSpace().space_used_size;
process.stdout.write(`${JSON.stringify({ peak, live: liveBytes, held: live.length + ring.length })}\n`);
