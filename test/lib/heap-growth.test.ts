import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { loadConfig } from '../../src/config';
import { DEFAULT_HEAP_GROWTH_PERCENT, heapGrowthFlag, v8GrowthCeiling } from '../../src/lib/heap-growth';
import { finished, ROOT } from '../helpers/processes';

const MB = 2 ** 20;

describe('how far the heap grows past what is live', () => {
  it('is half of it by default, a setting, and V8 left to decide at 0', () => {
    expect(DEFAULT_HEAP_GROWTH_PERCENT).toBe(50);
    expect(loadConfig({}).CASEBOT_HEAP_GROWTH_PERCENT).toBe(50);
    expect(loadConfig({ CASEBOT_HEAP_GROWTH_PERCENT: '100' }).CASEBOT_HEAP_GROWTH_PERCENT).toBe(100);
    expect(() => loadConfig({ CASEBOT_HEAP_GROWTH_PERCENT: '-5' })).toThrow(/CASEBOT_HEAP_GROWTH_PERCENT/);
    expect(heapGrowthFlag(50, 4096 * MB)).toBe('--heap-growing-percent=50');
    expect(heapGrowthFlag(0, 4096 * MB)).toBeUndefined();
    expect(() => heapGrowthFlag(1.5, 4096 * MB)).toThrow(RangeError);
  });

  it('is set only where it is less than what V8 itself allows for the heap limit', () => {
    expect(v8GrowthCeiling(4096 * MB)).toBe(4);
    expect(v8GrowthCeiling(2048 * MB)).toBe(4);
    expect(v8GrowthCeiling(256 * MB)).toBeCloseTo(1.3);
    expect(v8GrowthCeiling(128 * MB)).toBeCloseTo(1.3);
    expect(v8GrowthCeiling(1152 * MB)).toBeCloseTo(1.65);
    // A 512 MB container: V8 holds it to about 1.3 times, and shrinks it further when memory is short.
    expect(heapGrowthFlag(50, 256 * MB)).toBeUndefined();
    expect(heapGrowthFlag(20, 256 * MB)).toBe('--heap-growing-percent=20');
    expect(heapGrowthFlag(50, 1536 * MB)).toBe('--heap-growing-percent=50');
    expect(heapGrowthFlag(300, 4096 * MB)).toBeUndefined();
  });

  /** The old generation's peak against its live set, in a process of its own under promoted churn. */
  const churn = async (percent: number) => {
    // A 4 GB heap limit everywhere: V8's own ceiling is then four times, whatever the machine's memory. And
    // the same young generation on every Node (Node 24 gives it four times Node 20's 16 MB semi-spaces, so more
    // is promoted at once): what is measured is the old generation's growth.
    const child = spawn(
      process.execPath,
      [
        '--expose-gc',
        '--max-old-space-size=4096',
        '--max-semi-space-size=16',
        '--import',
        'tsx',
        join(ROOT, 'test', 'helpers', 'heap-churn.ts'),
        String(percent),
      ],
      { cwd: ROOT, env: { PATH: process.env.PATH, HOME: process.env.HOME }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const { code, stdout, stderr } = await finished(child);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const { peak, live } = JSON.parse(stdout) as { peak: number; live: number };
    expect(live).toBeGreaterThan(20 * MB);
    return peak / live;
  };

  it('keeps the old generation within three times its live set under promoted churn, where V8 alone does not', async () => {
    expect(await churn(50)).toBeLessThan(3);
    expect(await churn(0)).toBeGreaterThanOrEqual(3);
  }, 60_000);
});
