import { describe, expect, it } from 'vitest';
import { randomPlayout } from '@esagono/kernel';
import { game } from '../../src/game.js';
import { scenarios } from '../../src/scenarios/index.js';

const shipped = Object.entries(scenarios);

describe('shipped scenarios on the rules engine', () => {
  it.each(shipped)('%s sets up with its units, hands and first player', (_id, scenario) => {
    const r = game.setup({ scenario });
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    let s = r.state;
    expect(s.units).toHaveLength(scenario.units.length);
    expect(s.units.map((u) => u.side).sort()).toEqual(scenario.units.map((u) => u.side).sort());
    expect(s.units.map((u) => u.figures)).toEqual(scenario.units.map((u) => u.figures));
    // The deal is a run of chance moves; then the first player acts with both hands dealt (M44 p.5-6).
    for (let i = 0; i < 20 && game.actor(s).kind === 'chance'; i++) {
      const out = game.chanceOutcomes(s)[0];
      if (!out) break;
      const next = game.resolve(s, out.move);
      if (!next.ok) throw new Error(next.error.message);
      s = next.state;
    }
    expect(game.actor(s)).toEqual({ kind: 'player', player: scenario.firstPlayer });
    expect(s.hands.allies).toHaveLength(scenario.hands.allies);
    expect(s.hands.axis).toHaveLength(scenario.hands.axis);
  });

  it.each(shipped)('%s: random playouts reach the end with a winner who has the medals', (_id, scenario) => {
    for (let seed = 1; seed <= 3; seed++) {
      const r = randomPlayout(game, { scenario }, seed);
      expect(r.error).toBeUndefined();
      expect(r.stop).toBe('terminal');
      expect(r.outcome?.kind).toBe('win');
      if (r.outcome?.kind !== 'win') continue;
      // The winner reached the scenario's medal count (M44 p.6 [L158]) unless sudden death.
      expect(r.outcome.scores?.[r.outcome.winner] ?? 0).toBeGreaterThanOrEqual(scenario.victory[r.outcome.winner]);
    }
  });
});
