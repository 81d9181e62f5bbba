import { describe, expect, it } from 'vitest';
import { FREE_SKIRMISH, game, type Scenario } from '../../src/index.js';

/** The free scenario with the US .30 cal team swapped for a Sniper (Esploratore 3), deployed at (x, y). */
function withSniper(x: number, y: number): Scenario {
  const us = FREE_SKIRMISH.armies.US;
  const tiles = us.tiles.map((t, i) => (i === 0 ? { ...t, options: t.options.map((o) => (o.slot === 0 ? { ...o, option: 'us-sniper-team' } : o)) } : t));
  const deployment = FREE_SKIRMISH.deployment.US.map((d) => (d.unit === 't0.s0.0' ? { ...d, x, y } : d));
  return { ...FREE_SKIRMISH, armies: { ...FREE_SKIRMISH.armies, US: { ...us, tiles } }, deployment: { ...FREE_SKIRMISH.deployment, US: deployment } };
}

describe('Deployment (HoN p.4 L264-266, p.15 L1288-1294)', () => {
  it('the free scenario deploys every unit in its zone', () => expect(game.setup(FREE_SKIRMISH).ok).toBe(true));
  it('T65 Esploratore 3: 3 squares outside the zone is allowed, 4 is not, next to an objective is not', () => {
    expect(game.setup(withSniper(6, 6)).ok).toBe(true);
    const far = game.setup(withSniper(6, 5));
    expect(far.ok).toBe(false);
    if (!far.ok) expect(far.error.rule).toBe('HoN p.15 L1292');
    const near = game.setup(withSniper(7, 6));
    expect(near.ok).toBe(false);
  });
  it('a unit without Esploratore deploys only in its zone (L266)', () => {
    const moved = { ...FREE_SKIRMISH, deployment: { ...FREE_SKIRMISH.deployment, US: FREE_SKIRMISH.deployment.US.map((d) => (d.unit === 't0.0' ? { ...d, y: 8 } : d)) } };
    const r = game.setup(moved);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('HoN p.4 L266');
  });
  it('two units on one square and undeployed units are refused', () => {
    const twice = { ...FREE_SKIRMISH, deployment: { ...FREE_SKIRMISH.deployment, US: FREE_SKIRMISH.deployment.US.map((d) => (d.unit === 't0.1' ? { ...d, x: 3, y: 10 } : d)) } };
    expect(game.setup(twice).ok).toBe(false);
    const missing = { ...FREE_SKIRMISH, deployment: { ...FREE_SKIRMISH.deployment, US: FREE_SKIRMISH.deployment.US.slice(1) } };
    expect(game.setup(missing).ok).toBe(false);
  });
});
