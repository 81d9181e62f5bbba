import { describe, expect, it } from 'vitest';
import { game, scenarios, ScenarioSchema } from '../../src/index.js';
import { ABOARD } from '../../src/abilities/transport.js';

/** The free skirmish with a reconnaissance half-track (Trasporto, Esploratore 2) and a Sniper (Esploratore 3) for the US. */
function withRecon(move: (d: { unit: string; x: number; y: number }) => Record<string, unknown>) {
  const base = scenarios['free-skirmish']!;
  const tiles = base.armies.US.tiles.map((t, i) =>
    i === 0 ? { ...t, options: [{ slot: 0, option: 'us-sniper-team' }, { slot: 1, option: 'us-recon-halftrack' }] } : t,
  );
  return game.setup(
    ScenarioSchema.parse({ ...base, armies: { ...base.armies, US: { ...base.armies.US, tiles } }, deployment: { ...base.deployment, US: base.deployment.US.map((d) => move(d)) } }),
  );
}

describe('deployed aboard a Transport (HoN p.15 L1349-1355, L1294)', () => {
  it('a squad deploys aboard the half-track in the zone: off the map, carried', () => {
    const r = withRecon((d) => (d.unit === 't0.0' ? { ...d, x: 7, y: 11, aboard: 't0.s1.0' } : d));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.units.find((u) => u.id === 'US.t0.0')).toMatchObject({ carrier: 'US.t0.s1.0', x: ABOARD, y: ABOARD });
  });

  it('no more than the capacity: three squads (2 each) do not fit in 4 (L1349-1351)', () => {
    const r = withRecon((d) => (['t0.0', 't0.1', 't0.2'].includes(d.unit) ? { ...d, x: 7, y: 11, aboard: 't0.s1.0' } : d));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('HoN p.15 L1349-1351');
  });

  it('deployed outside the zone as a Scout, it carries only Scouts (L1294): the Sniper may ride, a rifle squad may not', () => {
    // (4, 7): 2 rows out of the US zone (rows 9-11), open ground next to no objective.
    const out = (who: string) => withRecon((d) => (d.unit === 't0.s1.0' ? { ...d, x: 4, y: 7 } : d.unit === who ? { ...d, x: 4, y: 7, aboard: 't0.s1.0' } : d));
    expect(out('t0.s0.0').ok).toBe(true);
    const r = out('t0.0');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('HoN p.15 L1294');
  });
});
