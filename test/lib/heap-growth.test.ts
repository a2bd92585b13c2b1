import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { loadConfig } from '../../src/config';
import { DEFAULT_HEAP_GROWTH_PERCENT, heapGrowthFlag } from '../../src/lib/heap-growth';
import { finished, ROOT } from '../helpers/processes';

describe('how far the heap grows past what is live', () => {
  it('is half of it by default, a setting, and V8 left to decide at 0', () => {
    expect(DEFAULT_HEAP_GROWTH_PERCENT).toBe(50);
    expect(loadConfig({}).CASEBOT_HEAP_GROWTH_PERCENT).toBe(50);
    expect(loadConfig({ CASEBOT_HEAP_GROWTH_PERCENT: '100' }).CASEBOT_HEAP_GROWTH_PERCENT).toBe(100);
    expect(() => loadConfig({ CASEBOT_HEAP_GROWTH_PERCENT: '-5' })).toThrow(/CASEBOT_HEAP_GROWTH_PERCENT/);
    expect(heapGrowthFlag(50)).toBe('--heap-growing-percent=50');
    expect(heapGrowthFlag(0)).toBeUndefined();
    expect(() => heapGrowthFlag(1.5)).toThrow(RangeError);
  });

  it('keeps the old generation within three times its live set under promoted churn', async () => {
    // Without it, V8 on a machine with memory to spare lets this grow to four or five times.
    const child = spawn(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', join(ROOT, 'test', 'helpers', 'heap-churn.ts'), String(50)],
      { cwd: ROOT, env: { PATH: process.env.PATH, HOME: process.env.HOME }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const { code, stdout, stderr } = await finished(child);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const { peak, live } = JSON.parse(stdout) as { peak: number; live: number };
    expect(live).toBeGreaterThan(20 * 2 ** 20);
    expect(peak / live).toBeLessThan(3);
  }, 60_000);
});
