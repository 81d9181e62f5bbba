/**
 * CG SB5.8, SB5.9, SB7.9 Scenario special rules that restrict movement and stacking, as filters
 * over the moves the movement rules list (stateless: they read the turn and the map's areas).
 * - SB5.8c: on turn 1 no Allied unit outside the Allied Blind Spot may enter it (scenario 1).
 * - SB5.8d: on turns 1-2 no German unit may cross the Dyle Plan Area's south or west boundary
 *   (2823-3619): from outside, Germans enter the area only through its eastern edge, the Dyle Line
 *   hexes 2824-3322 (scenario 1).
 * - SB5.8b, SB6.8: the Maginot Zone: no Allied unit leaves it by movement on turn 1, one on turn
 *   2, then one corps per Allied Move round (divisions freely).
 * - SB5.8a, SB5.8d: red and yellow stars (scenario 1). On turns 1-2 a red-star unit outside the Dyle
 *   Plan Area steps only toward it (the most direct route), inside it steps only toward the Dyle
 *   Line until it stands on it, and it never leaves the area (until Dynamo: the Dynamo rules lift
 *   this). Yellow-star units (the Antwerp group) on turn 1 step toward the area, then toward Antwerp
 *   3424; from turn 2 they move freely. On turns 1-2 no Allied unit leaves a Dyle Line hex
 *   (2824-3322) by movement. "Must spend the whole MA" is not enforced: a starred unit may stop early.
 * - SB5.9, SB6.9, SB7.9: French and British units never stack together (Dynamo's exception comes
 *   with the Dynamo rules).
 */
import { boardOf, counterOf } from '../position.js';
import type { Move, State, Unit } from '../state.js';
import { scenarioOf } from '../victory/index.js';
import { zoneExitAllowed } from '../sequence/turn.js';

/** The Dyle Plan Area's and the Dyle Line's hexes, for distances (CG SB5.8d). */
export interface DyleHexes {
  readonly area: readonly number[];
  readonly line: readonly number[];
}

export function dyleHexes(s: State): DyleHexes {
  const b = boardOf(s);
  const area: number[] = [];
  const line: number[] = [];
  b.regions.forEach((r, loc) => {
    if (r.includes('dyle-area')) area.push(loc);
    if (r.includes('dyle-line')) line.push(loc);
  });
  return { area, line };
}

/** CG SB5.8a: Antwerp, the Antwerp group's goal. */
export const ANTWERP = '3424';

const distanceTo = (s: State, hexes: readonly number[], loc: number): number => {
  const b = boardOf(s);
  let best = Infinity;
  for (const h of hexes) best = Math.min(best, b.distance(h, loc));
  return best;
};

/** CG SB5.8a, SB5.8d: may an Allied unit step from its hex to `to` under the red/yellow star and Dyle Line rules? */
export function dyleStepAllowed(s: State, u: Unit, to: number, dyle: DyleHexes = dyleHexes(s)): boolean {
  const b = boardOf(s);
  const from = b.regions[u.loc]!;
  const into = b.regions[to]!;
  if (s.turn <= 2 && from.includes('dyle-line') && !into.includes('dyle-line')) return false;
  const star = counterOf(s, u.id).dyleStars;
  if (star === undefined) return true;
  const closer = (hexes: readonly number[]) => distanceTo(s, hexes, to) < distanceTo(s, hexes, u.loc);
  if (star === 'yellow') {
    if (s.turn > 1) return true;
    if (!from.includes('dyle-area')) return closer(dyle.area);
    return closer([b.loc(ANTWERP)]);
  }
  if (from.includes('dyle-area')) {
    if (!into.includes('dyle-area')) return false;
    return s.turn > 2 || from.includes('dyle-line') || closer(dyle.line);
  }
  return s.turn > 2 || closer(dyle.area);
}

/** May the unit (or the group it leads) step from its hex to `to` under the scenario's special rules? */
export function specialStepAllowed(s: State, u: Unit, to: number, dyle?: DyleHexes): boolean {
  if (!zoneExitAllowed(s, u, to)) return false;
  if (scenarioOf(s) !== 1 || u.loc < 0) return true;
  const b = boardOf(s);
  const from = b.regions[u.loc]!;
  const into = b.regions[to]!;
  const side = counterOf(s, u.id).side;
  if (side === 'allied' && s.turn === 1 && into.includes('blind-spot') && !from.includes('blind-spot')) return false;
  if (side === 'german' && s.turn <= 2 && into.includes('dyle-area') && !from.includes('dyle-area') && !into.includes('dyle-line')) return false;
  if (side === 'allied' && !dyleStepAllowed(s, u, to, dyle)) return false;
  return true;
}

export function filterSpecialMoves(s: State, moves: Move[]): Move[] {
  const n = scenarioOf(s);
  if (n !== 1 && n !== 2) return moves;
  // The German is restricted on turns 1-2 of scenario 1 only (SB5.8d): skip the filter otherwise.
  if (s.round?.side === 'german' && (n !== 1 || s.turn > 2)) return moves;
  const byId = new Map(s.units.map((u) => [u.id, u]));
  const dyle = n === 1 && s.round?.side === 'allied' ? dyleHexes(s) : undefined;
  const verdict = new Map<string, boolean>();
  return moves.filter((m) => {
    // CG R10.5 rail moves are movement too: the same area, star and zone limits apply (from the unit's hex to the destination).
    if (m.type === 'rail') {
      const u = byId.get(m.unit);
      return u === undefined || specialStepAllowed(s, u, m.to, dyle);
    }
    if (m.type !== 'step') return true;
    // A group leaves the Maginot Zone with all its units (CG R10.1b).
    const ids = s.moving?.units.includes(m.unit) ? s.moving.units : [m.unit];
    return ids.every((id) => {
      const key = `${id}>${m.to}`;
      let ok = verdict.get(key);
      if (ok === undefined) {
        const u = byId.get(id);
        ok = u === undefined || specialStepAllowed(s, u, m.to, dyle);
        verdict.set(key, ok);
      }
      return ok;
    });
  });
}

/** CG SB5.9, SB7.9: French and British units may not stack together in scenarios 1-3. */
export function mixedFrenchBritish(s: State, units: readonly Unit[]): boolean {
  if (scenarioOf(s) === 4) return false;
  let french = false;
  let british = false;
  for (const u of units) {
    const n = counterOf(s, u.id).nationality;
    if (n === 'french') french = true;
    if (n === 'british') british = true;
  }
  return french && british;
}
