import { game } from '../src/game.js';
import type { Combat, Move, State } from '../src/state.js';

/** A position on the stand-in Cotentin map: units on hexes, in a phase, nothing else happening. */
export function position(units: readonly (readonly [string, string])[], patch: Partial<State> = {}): State {
  const r = game.setup({
    scenario: 'cherbourg',
    name: 'test position',
    edition: '2010',
    lastTurn: 12,
    provenance: { kind: 'derived', note: 'test' },
    germanSupply: 3,
    options: { historicalWeather: false, flankFire: false },
    units: units.map(([id, hex]) => ({ id, hex, box: 'map' as const, arrives: 0, entry: null })),
  });
  if (!r.ok) throw new Error(r.error.message);
  return { ...r.state, invasion: null, phase: 'german-movement', turn: 2, ...patch };
}

/** An attack declared on `target` by `attackers` with `maf` as the Main Assault Force. */
export function withAttack(s: State, target: string, attackers: readonly string[], maf: string, extra: Partial<Combat> = {}): State {
  const c: Combat = {
    stage: 'declare', target, attackers: [...attackers], maf, artillery: [], naval: false, air: 0, jabo: 0, column: null, result: null,
    attackerLosses: [], defenderLosses: [], defenders: [], retreating: [], retreatLength: 0, limited: false, advanceAllowed: false,
    advancing: [], lead: null, ddSupport: false, ddDone: false, retreatDone: false, ddFailed: false, providers: [], ...extra,
  };
  return { ...s, combat: c };
}

/** A unit's own move in a Movement Phase, a landing or a reinforcement's entry too: played once the unit is picked (N44 9.1, 20.5, 6.6). */
function unitMoveOf(s: State, m: Move): string | null {
  if (!s.phase.endsWith('movement') || s.combat) return null;
  return m.type === 'move' || m.type === 'reserve' || m.type === 'start-ip' || m.type === 'land' || m.type === 'enter' || m.type === 'delay-entry' ? m.unit : null;
}

/**
 * Every move of a position, with each unit's moves in a Movement Phase (listed once the unit is
 * picked, N44 9.1) in place of the `select` that leads to them.
 */
export function allMoves(s: State): Move[] {
  const out: Move[] = [];
  for (const m of game.legalMoves(s)) {
    if (m.type === 'deselect') continue;
    if (m.type !== 'select') {
      out.push(m);
      continue;
    }
    const r = game.resolve(s, m);
    if (!r.ok) throw new Error(`${JSON.stringify(m)}: ${r.error.message}`);
    for (const x of game.legalMoves(r.state)) if (x.type !== 'deselect') out.push(x);
  }
  return out;
}

/** Plays `moves`, failing loudly on a refusal; a unit's Movement Phase move picks the unit first (N44 9.1). */
export function play(s: State, ...moves: Move[]): State {
  let st = s;
  for (const m of moves) {
    const unit = unitMoveOf(st, m);
    if (unit !== null && st.moving !== unit) {
      if (st.moving != null) st = play(st, { type: 'deselect' });
      st = play(st, { type: 'select', unit });
    }
    const r = game.resolve(st, m);
    if (!r.ok) throw new Error(`${JSON.stringify(m)}: ${r.error.code} ${r.error.message}`);
    st = r.state;
  }
  return st;
}
