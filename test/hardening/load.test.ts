import { waitUntil } from '../helpers/wait';
import { account, caseSeries } from '../helpers/fake-cases';
import { Harness } from '../helpers/harness';

/** Runs `tasks` with at most `limit` at once. */
async function pool<T>(count: number, limit: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

describe('load: 300 signed slash commands, 25 at a time, against a 20 ms case service', () => {
  const cases = caseSeries(120, 'Printer', 1000);
  // The case service answers in 20 ms; the budget is wide because this machine shares its two cores with the
  // other test files, and this test is about acks and replies, not about the upstream's speed.
  const harness = new Harness({ accounts: { acme: account(cases) }, caseApi: { timeoutMs: 15_000 } });
  beforeAll(async () => {
    await harness.start();
    harness.caseApi.latencyMs = 20;
  });
  afterAll(() => harness.close());

  it('acks every one and replies to every one exactly once', async () => {
    const sent = await pool(300, 25, (i) =>
      i % 3 === 0
        ? harness.command('/cases', `problem ${1 + (i % 40)}`)
        : harness.command('/case', String(1000 + (i % 120))),
    );
    // How fast is the benchmark's question (npm run bench), not a test's: this one must pass on a busy machine.
    expect(sent.every((s) => s.ack.status === 200)).toBe(true);

    const ids = sent.map((s) => s.id);
    // Each command's outcome line is written after its reply went out: all 300 lines, then every reply is in.
    const outcomes = () => harness.logs.filter((l) => /"msg":"command \/cases?"/.test(l)).length;
    await waitUntil('the 300 outcome lines', () => outcomes() >= 300, 45_000);
    expect(outcomes()).toBe(300);
    const counts = ids.map((id) => harness.slack.postsFor(id).length);
    expect(counts.filter((c) => c === 0)).toHaveLength(0);
    expect(counts.filter((c) => c > 1)).toHaveLength(0);
    const texts = ids.map((id) => String(harness.slack.postsFor(id)[0]?.text));
    expect(texts.filter((t) => !/^(Case #\d+|Cases matching)/.test(t))).toEqual([]);
  }, 60_000);
});
