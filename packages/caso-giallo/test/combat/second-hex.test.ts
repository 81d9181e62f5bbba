/** T20 (CG R11.5f): the German yellow-MA unit's second advance hex, each of the example's five cases on the big map. */
import { describe, expect, it } from 'vitest';
import { game, scenarios, SCENARIO_DATA, type State } from '@esagono/caso-giallo';
import type { Combat } from '../../src/state.js';
import { advanceOptions } from '../../src/combat/results.js';
import { crossingAt, riverAt, roadAt } from '../../src/map/board.js';

const B = SCENARIO_DATA['historical']!.board;

function base(): State {
  const r = game.setup(scenarios['historical']!);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

/** The 9th Panzer has advanced into the vacated defender hex `x` in a German Combat round; may it go on to `to`? */
function second(x: number, to: number, extra: Partial<State> = {}): boolean {
  const s0 = base();
  const s: State = { ...s0, ...extra, units: s0.units.map((u) => (u.id === '9Pz' ? { ...u, loc: x } : { ...u, loc: -1 })), round: { side: 'german', mode: 'combat', part: 'combat' } };
  const c: Combat = {
    stage: 'advance', attacker: 'german', target: x, attackers: ['9Pz'], defenders: [], attackerAir: 0, defenderAir: 0, engaged: false, column: 4, result: 'DR',
    retreatHexes: 2, losses: [], priority: [], retreating: [], advancing: [{ unit: '9Pz', hexes: 1 }], maxAdvance: 2, disAfter: 'none',
  };
  return advanceOptions(s, c, '9Pz').includes(to);
}

/** The first (x, d, to) on the map matching `p`. */
function find(p: (x: number, d: number, to: number) => boolean): { x: number; to: number } {
  for (let x = 0; x < B.map.size; x++) {
    if (B.terrain[x] !== 'clear' || B.fortified[x]) continue;
    for (let d = 0; d < 6; d++) {
      const to = B.map.neighbor(x, d);
      if (to >= 0 && p(x, d, to)) return { x, to };
    }
  }
  throw new Error('no such hexside on the map');
}

describe('T20 a German second-hex advance (CG R11.5f)', () => {
  it('T20 hexes 1 and 2: Forest without a road is prohibited, Forest through a road hexside allowed', () => {
    const noRoad = find((x, d, to) => B.terrain[to] === 'forest' && !roadAt(B, x, d) && riverAt(B, x, d) === null);
    expect(second(noRoad.x, noRoad.to)).toBe(false);
    const road = find((x, d, to) => B.terrain[to] === 'forest' && roadAt(B, x, d) && riverAt(B, x, d) === null && !B.fortified[to]);
    expect(second(road.x, road.to)).toBe(true);
  });

  it('T20 hex 3: an undestroyed Fortified Line is prohibited (destroyed, it is not)', () => {
    const line = find((x, d, to) => B.fortified[to] !== null && B.fortified[to] !== undefined && B.fortified[to] !== 'westwall' && riverAt(B, x, d) === null && B.terrain[to] !== 'forest');
    expect(second(line.x, line.to)).toBe(false);
    expect(second(line.x, line.to, { fortDestroyed: [line.to] })).toBe(true);
  });

  it('T20 hexes 4 and 5: across a Minor River allowed with or without a crossing; a Major River without one prohibited', () => {
    const minor = find((x, d, to) => riverAt(B, x, d) === 'minor' && !crossingAt(B, x, d) && B.terrain[to] === 'clear' && !B.fortified[to]);
    expect(second(minor.x, minor.to)).toBe(true);
    const minorX = find((x, d, to) => riverAt(B, x, d) === 'minor' && crossingAt(B, x, d) && B.terrain[to] === 'clear' && !B.fortified[to]);
    expect(second(minorX.x, minorX.to)).toBe(true);
    const major = find((x, d, to) => riverAt(B, x, d) === 'major' && !crossingAt(B, x, d) && B.terrain[to] === 'clear' && !B.fortified[to]);
    expect(second(major.x, major.to)).toBe(false);
  });
});
