/**
 * Bridgehead, the kernel's example hex wargame: the GameDefinition wiring the rules together
 * (BH 1-11; the rules are written out in docs/writing-a-title.md). Every decision in the middle
 * of a combat is an ordinary pending decision, and the die roll is an explicit chance move.
 */
import { dieOutcomes } from '../../combat/chance.js';
import { crtLookup } from '../../combat/crt.js';
import { defineGame, ruleError } from '../../protocol/define.js';
import type { GameEvent, Outcome, ResolveResult } from '../../protocol/types.js';
import { canonicalize } from '../../serial/canonical.js';
import { attackOdds, attackTargets, committable } from './combat/declare.js';
import { lossOptions } from '../../combat/decisions.js';
import { advance, advanceOptions, pendingLoss, resultEvent, retreat, retreatOptions, startResult, takeLoss } from './combat/results.js';
import { BOARD, TOWN } from './data/board.js';
import { BELOW_TABLE, CRT } from './data/crt.js';
import { STACKING } from './data/stacking.js';
import { fullSteps } from './data/units.js';
import { moveDestinations } from './movement/index.js';
import { stacks, unitById } from './position.js';
import { actorOf, nextPhase, sideGone } from './sequence/index.js';
import { MoveSchema, PLAYERS, SetupSchema, StateSchema, type Combat, type Move, type Player, type Setup, type State, type Unit, type View } from './state.js';

/** BH 3, 6-10 bound the game: see `maxMoves` below. */
const MAX_UNITS = 12;
const MAX_TURNS = 6;
/** Per side and turn: a move per unit and an end; per attack at most 11 decisions besides commits (BH 6-10). */
const MAX_MOVES = MAX_TURNS * 2 * (MAX_UNITS + 1 + MAX_UNITS * 11 + MAX_UNITS + 1);

const ROLL = dieOutcomes(6, (die): Move => ({ type: 'roll', die }));

/** Every move the acting player may make (BH 5, 6, 10), in a fixed order. */
function legal(s: State): Move[] {
  if (s.phase === 'over') return [];
  const c = s.combat;
  if (s.phase === 'move') {
    const out: Move[] = [];
    for (const u of s.units) {
      if (u.side !== s.side) continue;
      for (const to of moveDestinations(s, u)) out.push({ type: 'move', unit: u.id, to });
    }
    out.push({ type: 'end-phase' });
    return out;
  }
  if (c === null) return [...attackTargets(s).map((target): Move => ({ type: 'attack', target })), { type: 'end-phase' }];
  switch (c.stage) {
    case 'declare': {
      const out: Move[] = committable(s, c.target, c.attackers).map((u) => ({ type: 'commit', unit: u.id }));
      if (c.attackers.length > 0) out.push({ type: 'resolve' });
      return out;
    }
    case 'roll':
      return [];
    case 'losses': {
      const p = pendingLoss(c);
      return p ? lossOptions(p.decision).map((unit): Move => ({ type: 'lose-step', unit })) : [];
    }
    case 'retreat': {
      const u = unitById(s, c.retreating[0] ?? '');
      if (!u) return [];
      return retreatOptions(s, c, u).map((choice): Move =>
        choice.kind === 'retreat' ? { type: 'retreat', unit: u.id, to: choice.path[choice.path.length - 1] as number } : { type: 'hold', unit: u.id },
      );
    }
    case 'advance': {
      const out: Move[] = [];
      for (const id of c.advancing) {
        const u = unitById(s, id);
        if (u) for (const to of advanceOptions(s, c, u)) out.push({ type: 'advance', unit: id, to });
      }
      out.push({ type: 'end-advance' });
      return out;
    }
  }
}

/** The rule a refused move breaks, by its type. */
const RULE_OF: Record<Move['type'], string> = {
  move: 'BH 5.1',
  'end-phase': 'BH 3',
  attack: 'BH 6.1',
  commit: 'BH 6.2',
  resolve: 'BH 6.2',
  roll: 'BH 9',
  'lose-step': 'BH 10.2',
  retreat: 'BH 10.3',
  hold: 'BH 10.3',
  advance: 'BH 10.4',
  'end-advance': 'BH 10.4',
};

type Done = ResolveResult<State, GameEvent>;
const ok = (state: State, ...events: GameEvent[]): Done => ({ ok: true, state, events });

/** Applies a move known to be legal. */
function apply(s: State, m: Move): Done {
  const c = s.combat as Combat;
  switch (m.type) {
    case 'move': {
      const u = unitById(s, m.unit) as Unit;
      return ok({ ...s, units: s.units.map((x) => (x.id === u.id ? { ...x, loc: m.to } : x)), moved: [...s.moved, u.id] }, { type: 'moved', rule: 'BH 5.1' });
    }
    case 'end-phase':
      return ok(nextPhase(s), { type: 'phase-ended', rule: 'BH 3' });
    case 'attack':
      return ok(
        {
          ...s,
          hit: [...s.hit, m.target],
          combat: { stage: 'declare', target: m.target, attackers: [], column: null, result: null, attackerLoss: null, defenderLoss: null, retreating: [], advancing: [] },
        },
        { type: 'attack-declared', rule: 'BH 6.2' },
      );
    case 'commit':
      return ok({ ...s, attacked: [...s.attacked, m.unit], combat: { ...c, attackers: [...c.attackers, m.unit] } }, { type: 'committed', rule: 'BH 6.2' });
    case 'resolve': {
      const odds = attackOdds(s, c.target, c.attackers);
      if (odds === null || odds.kind === 'not-allowed') return ruleError('attack-malformed', 'the attack is not well formed', 'BH 7');
      // BH 8: off the table below, an automatic AL; above, clamped to 4-1 by the odds rules.
      if (odds.kind !== 'column') return ok(startResult(s, c, BELOW_TABLE), { type: 'automatic-result', rule: 'BH 8' }, resultEvent(BELOW_TABLE));
      return ok({ ...s, combat: { ...c, stage: 'roll', column: odds.column } }, { type: `odds-${odds.label}`, rule: 'BH 8' });
    }
    case 'roll': {
      const result = crtLookup(CRT, c.column as number, m.die);
      return ok(startResult(s, c, result), { type: 'rolled', rule: 'BH 9' }, resultEvent(result));
    }
    case 'lose-step': {
      const r = takeLoss(s, c, m.unit);
      return r.ok ? ok(r.state, { type: 'step-lost', rule: 'BH 10.2' }) : { ok: false, error: r.error };
    }
    case 'retreat':
    case 'hold': {
      const u = unitById(s, m.unit) as Unit;
      return ok(retreat(s, c, u, m.type === 'retreat' ? m.to : null), { type: m.type === 'retreat' ? 'retreated' : 'held-at-a-loss', rule: 'BH 10.3' });
    }
    case 'advance':
      return ok(advance(s, c, unitById(s, m.unit) as Unit, m.to), { type: 'advanced', rule: 'BH 10.4' });
    case 'end-advance':
      return ok(advance(s, c, null, null), { type: 'advance-ended', rule: 'BH 10.4' });
  }
}

export const game = defineGame<State, Move, Player, Setup, View, GameEvent>({
  id: 'bridgehead',
  name: 'Bridgehead (kernel example)',
  players: PLAYERS,
  maxMoves: MAX_MOVES,
  schemas: { setup: SetupSchema, state: StateSchema, move: MoveSchema },
  setup(input) {
    const setup = SetupSchema.parse(input);
    const units: Unit[] = [];
    for (const u of setup.units) {
      const loc = BOARD.indexAt(u.hex.q, u.hex.r);
      if (loc < 0) return ruleError('off-board', `${u.id} is set up off the board at ${u.hex.q},${u.hex.r}`, 'BH 1');
      if (units.some((x) => x.id === u.id)) return ruleError('duplicate-unit', `two units are named ${u.id}`, 'BH 2');
      units.push({ id: u.id, side: u.side, kind: u.kind, loc, steps: fullSteps(u.kind) });
    }
    const s: State = { turn: 1, turns: setup.turns, side: 'blue', phase: 'move', units, moved: [], attacked: [], hit: [], combat: null };
    const idx = stacks(s);
    for (const loc of idx.locations()) {
      const sides = new Set(idx.at(loc).map((u) => u.side));
      if (sides.size > 1) return ruleError('mixed-hex', 'both sides set up in one hex', 'BH 4');
    }
    for (const side of PLAYERS) if (idx.overstacked(side, STACKING).length > 0) return ruleError('overstacked', `${side} sets up over the stacking limit`, 'BH 4');
    return { ok: true, state: sideGone(s, 'blue') || sideGone(s, 'red') ? { ...s, phase: 'over' } : s };
  },
  actor: actorOf,
  legalMoves: legal,
  chanceOutcomes(s) {
    return s.combat?.stage === 'roll' ? ROLL : [];
  },
  resolve(s, m, listed) {
    // A listed move is legal by construction; anything else is checked against the same list.
    if (!listed) {
      const key = canonicalize(m);
      const candidates = s.combat?.stage === 'roll' ? ROLL.map((o) => o.move) : legal(s);
      if (!candidates.some((x) => canonicalize(x) === key)) return ruleError('illegal-move', `${m.type} is not allowed now`, RULE_OF[m.type]);
    }
    return apply(s, m);
  },
  view(s) {
    return s;
  },
  outcome(s): Outcome<Player> | null {
    if (s.phase !== 'over') return null;
    const steps = (p: Player) => s.units.reduce((a, u) => a + (u.side === p && u.loc >= 0 ? u.steps : 0), 0);
    const scores = { blue: steps('blue'), red: steps('red') };
    // BH 11: a side with no unit left loses; otherwise blue wins by holding the town.
    if (sideGone(s, 'blue')) return { kind: 'win', winner: 'red', scores };
    if (sideGone(s, 'red')) return { kind: 'win', winner: 'blue', scores };
    const held = s.units.some((u) => u.side === 'blue' && u.loc === TOWN);
    return { kind: 'win', winner: held ? 'blue' : 'red', scores };
  },
});
