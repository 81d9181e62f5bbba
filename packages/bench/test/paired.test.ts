import { describe, expect, it } from 'vitest';
import { pairedRun } from '../src/paired.js';

// Builds a title twice (from HEAD and from the working tree) with esbuild: a few seconds.
describe('pairedRun: two builds of a title timed in alternating batches', () => {
  it('times decisions along playouts, both builds playing the same games, and reports one ratio per pair', async () => {
    const r = await pairedRun({ ref: 'HEAD', title: 'omaha-beach', scenario: 'easy-fox', pairs: 3, decisions: 300, same: true, warmups: 0 });
    expect(r.ratios).toHaveLength(3);
    for (const x of r.ratios) expect(x).toBeGreaterThan(0);
    expect(r.refRate).toBeGreaterThan(0);
    expect(r.workRate).toBeGreaterThan(0);
    // Along playouts, no states are sampled.
    expect(r.states).toBeUndefined();
  }, 120_000);

  it('with `sampled`, decides on the states of seeded games, the same in both builds', async () => {
    const r = await pairedRun({ ref: 'HEAD', title: 'omaha-beach', scenario: 'easy-fox', pairs: 2, decisions: 200, sampled: true, same: true, warmups: 0 });
    expect(r.ratios).toHaveLength(2);
    expect(r.states).toBeGreaterThan(0);
  }, 120_000);

  it('refuses a scenario the title does not have', async () => {
    await expect(pairedRun({ ref: 'HEAD', title: 'omaha-beach', scenario: 'no-such-scenario', pairs: 1, decisions: 10, same: true, warmups: 0 })).rejects.toThrow(/no scenario/);
  }, 120_000);
});
