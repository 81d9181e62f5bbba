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
 *   Line until it stands on it, and it never leaves the area. The Dyle Line must be occupied, each
 *   hex by a corps or two divisions (a Belgian corps may hold one hex): inside the area a red-star
 *   unit steps toward the nearest line hex not yet held that it may stack in (toward any line hex
 *   once all are held). Yellow-star units (the Antwerp group) on turn 1 step toward the area, then
 *   toward Antwerp 3424; from turn 2 they move freely. Starred units "spend the whole MA": while
 *   one of them has a step toward its goal, the Allied player may neither end his movement nor
 *   stop it early (no other unit starts, it is not dropped from its group) once it has started.
 *   The star restrictions last until the Allied player declares Operation Dynamo (SB5.8a, SB5.8d).
 *   On turns 1-2 no Allied unit leaves a Dyle Line hex (2824-3322) by movement.
 * - SB5.9, SB6.9, SB7.9: French and British units never stack together (Dynamo's exception:
 *   position.ts `stackLegal`).
 */
import { boardOf, counterOf, data, stackLegal, unitsAt } from '../position.js';
import type { DyleHexes } from '../context.js';
import type { Move, State, Unit } from '../state.js';
import { scenarioOf } from '../victory/index.js';
import { zoneExitAllowed } from '../sequence/turn.js';
import type { StepFilter } from '../movement/index.js';

export type { DyleHexes };

/** The Dyle Plan Area's and the Dyle Line's hexes (CG SB5.8d), kept for the last position asked (the context's `dyle`). */
export function dyleHexes(s: State): DyleHexes {
  const ctx = data(s).context;
  if (ctx.dyle?.state !== s) ctx.dyle = { state: s, hexes: computeDyleHexes(s) };
  return ctx.dyle.hexes;
}

function computeDyleHexes(s: State): DyleHexes {
  const b = boardOf(s);
  const area: number[] = [];
  const line: number[] = [];
  b.regions.forEach((r, loc) => {
    if (r.includes('dyle-area')) area.push(loc);
    if (r.includes('dyle-line')) line.push(loc);
  });
  return { area, line, unheld: dyleLineUnheld(s, line) };
}

/**
 * CG SB5.8d: "each hex must be occupied by at least one corps or two divisions (full or reduced)";
 * "a Belgian corps may occupy one of them; the French and British units the others". French and
 * British corps and divisions count wherever they stand; Belgian corps hold one hex at most (the
 * first in the line's order). Returns the line hexes not held, in the line's order.
 */
export function dyleLineUnheld(s: State, line: readonly number[] = dyleHexes(s).line): number[] {
  const at = unitsAt(s);
  let belgianUsed = false;
  const out: number[] = [];
  for (const h of line) {
    let corps = 0;
    let divisions = 0;
    let belgianCorps = false;
    for (const u of at[h]!) {
      const c = counterOf(s, u.id);
      if (c.side !== 'allied') continue;
      if (c.nationality === 'belgian') {
        if (c.size === 'corps') belgianCorps = true;
      } else if (c.nationality === 'french' || c.nationality === 'british') {
        if (c.size === 'corps') corps++;
        else if (c.size === 'division') divisions++;
      }
    }
    if (corps >= 1 || divisions >= 2) continue;
    if (belgianCorps && !belgianUsed) {
      belgianUsed = true;
      continue;
    }
    out.push(h);
  }
  return out;
}

/** CG SB5.8d: the line hexes a red-star unit inside the area heads for: unheld ones it may stack in, else the whole line. */
function lineGoal(s: State, u: Unit, dyle: DyleHexes): readonly number[] {
  const at = unitsAt(s);
  const open = dyle.unheld.filter((h) => stackLegal(s, [...at[h]!.filter((x) => x.id !== u.id), u]));
  return open.length > 0 ? open : dyle.line;
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
  // CG SB5.8a, SB5.8d: the star restrictions end when the Allied player declares Dynamo.
  if (star === undefined || s.dynamo !== undefined) return true;
  const closer = (hexes: readonly number[]) => distanceTo(s, hexes, to) < distanceTo(s, hexes, u.loc);
  if (star === 'yellow') {
    if (s.turn > 1) return true;
    if (!from.includes('dyle-area')) return closer(dyle.area);
    return closer([b.loc(ANTWERP)]);
  }
  if (from.includes('dyle-area')) {
    if (!into.includes('dyle-area')) return false;
    return s.turn > 2 || from.includes('dyle-line') || closer(lineGoal(s, u, dyle));
  }
  return s.turn > 2 || closer(dyle.area);
}

/**
 * CG SB5.8a, SB5.8d: is `u` bound to "spend the whole MA" toward its goal now? Red stars on turns
 * 1-2 until they stand on the Dyle Line, yellow stars on turn 1, in Allied Move rounds of
 * scenario 1 before Dynamo. (Whether a step toward the goal is left is read off the listed moves.)
 */
export function starBound(s: State, u: Unit): boolean {
  if (scenarioOf(s) !== 1 || s.dynamo !== undefined || s.round?.side !== 'allied' || s.round.mode !== 'move' || u.loc < 0) return false;
  const star = counterOf(s, u.id).dyleStars;
  if (star === 'yellow') return s.turn === 1;
  return star === 'red' && s.turn <= 2 && !boardOf(s).regions[u.loc]!.includes('dyle-line');
}

/**
 * CG SB5.8a, SB5.8d "must spend its whole MA": once a bound unit is picked (`select`) or moves it goes on while it has a
 * step (only its group's steps are offered, it is not dropped off); and movement does not end while
 * a bound unit that has not moved has a step.
 */
export function spendWholeMa(s: State, moves: Move[]): Move[] {
  if (scenarioOf(s) !== 1 || s.dynamo !== undefined || s.turn > 2 || s.round?.side !== 'allied' || s.round.mode !== 'move') return moves;
  const byId = new Map(s.units.map((u) => [u.id, u]));
  const bound = (id: string) => {
    const u = byId.get(id);
    return u !== undefined && starBound(s, u);
  };
  const group = s.moving?.units ?? [];
  const lead = group[0];
  if (lead !== undefined && group.some(bound) && moves.some((m) => m.type === 'step' && m.unit === lead)) {
    return moves.filter((m) => ((m.type === 'step' || m.type === 'rail') && m.unit === lead) || (m.type === 'drop-off' && !bound(m.unit)));
  }
  // (A unit is listed for `select` only when it has a step that passes the star rules.)
  if (moves.some((m) => m.type === 'select' && bound(m.unit))) return moves.filter((m) => m.type !== 'end-movement');
  return moves;
}

/** The rule an illegal move of the movement stage breaks: a starred unit's whole MA (CG SB5.8a), or movement (CG R10). */
export function moveStageRule(s: State, legal: () => Move[]): string {
  const moves = legal();
  const starred = moves.some((m) => (m.type === 'step' || m.type === 'select') && starBoundId(s, m.unit));
  return starred && !moves.some((m) => m.type === 'end-movement') ? 'CG SB5.8a' : 'CG R10';
}

const starBoundId = (s: State, id: string): boolean => {
  const u = s.units.find((x) => x.id === id);
  return u !== undefined && starBound(s, u);
};

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
  return spendWholeMa(s, restrictSteps(s, moves));
}

/**
 * The scenario's limits on a step from the unit's hex, for the active side now (CG SB5.8, SB6.8),
 * or undefined when none apply; the unit listing (`select`, CG R10.1b) offers a unit only if one of
 * its steps passes.
 */
export function stepFilter(s: State): StepFilter | undefined {
  const n = scenarioOf(s);
  if (n !== 1 && n !== 2) return undefined;
  // The German is restricted on turns 1-2 of scenario 1 only (SB5.8d).
  if (s.round?.side === 'german' && (n !== 1 || s.turn > 2)) return undefined;
  const dyle = n === 1 && s.round?.side === 'allied' ? dyleHexes(s) : undefined;
  return (u, to) => specialStepAllowed(s, u, to, dyle);
}

function restrictSteps(s: State, moves: Move[]): Move[] {
  const n = scenarioOf(s);
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
