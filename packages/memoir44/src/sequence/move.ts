/**
 * Movement (M44 p.6 [L221-245]): ordered units move one at a time, each at most once, within
 * their allowance; an ordered unit may also leave the board through an exit hex (scenario rule
 * `exit`). Behind Enemy Lines moves again after the battles (digest Appendix A, A27).
 */
import { occupancy } from '../board/occupancy.js';
import type { BoardInfo } from '../board/static.js';
import { baseAllowance, destinationHex, destinations, unpackDestination, type Allowance, type Destination, type PackedDestination } from '../movement/movement.js';
import { emptySlots, patchState } from '../util/copy.js';
import { orderOf, setMoved, setOrder, unitAt, withSide } from '../util/helpers.js';
import { board, effectOf, leaveHex, relocate, setUnit, settle } from '../units/updates.js';
import { bySide, type Move, type Order, type State, type Turn, type Unit } from '../state.js';
import { toBattle } from './battle.js';
import { endTurn } from './draw.js';
import { active, refuse, unfit, type MemoirPhase } from './spec.js';

export function allowanceOf(t: Turn, u: Unit): Allowance {
  const base = baseAllowance(u);
  const e = effectOf(t);
  if (e?.noMove) return { max: 0, battleMax: 0, free: false };
  return e?.allowance ? e.allowance(u, base) : base;
}

/** A unit's movement search and the moves it offers (made once, carried with the search). */
export interface Search {
  readonly dests: readonly PackedDestination[];
  readonly moves: readonly Move[];
  /** The allowance it searched: it read the board no farther than this from the unit. */
  readonly reach: number;
}

/**
 * A state's searches, by the position of the unit's order in the turn (only ordered units move,
 * and the orders keep their places all through a move phase): a few entries, not one per unit.
 * Kept in the game's context (board/context.ts).
 */
export type Searches = (Search | undefined)[];

function searchOf(s: State, b: BoardInfo, t: Turn, u: Unit, o: Order): Search {
  const orders = t.orders;
  let m = b.memo.searches.get(s);
  if (!m) {
    m = emptySlots<Search>(orders.length);
    b.memo.searches.set(s, m);
  }
  let k = 0;
  while (k < orders.length && (orders[k] as Order).unit !== o.unit) k++;
  let d = m[k];
  if (!d) {
    const allow = allowanceOf(t, u);
    const dests = destinations(s, b, u, o, allow);
    const moves: Move[] = [];
    for (let i = 0; i < dests.length; i++) moves.push({ type: 'move', unit: u.id, to: destinationHex(dests[i] as number) });
    d = { dests, moves, reach: allow.max };
    // An order outside the turn (never in play) is searched each time, not kept.
    if (k < orders.length) m[k] = d;
  }
  return d;
}

/** Destinations of an ordered unit, cached per state so listing and then applying a move search once. */
function destinationsOf(s: State, b: BoardInfo, t: Turn, u: Unit, o: Order): Destination[] {
  return searchOf(s, b, t, u, o).dests.map(unpackDestination);
}

/** The destination `to` of an ordered unit, if it may move there. */
function destinationTo(s: State, b: BoardInfo, t: Turn, u: Unit, o: Order, to: number): Destination | undefined {
  const dests = searchOf(s, b, t, u, o).dests;
  for (let i = 0; i < dests.length; i++) if (destinationHex(dests[i] as number) === to) return unpackDestination(dests[i] as number);
  return undefined;
}

/**
 * After a move, other units' searches stay valid unless the moved unit left or entered a hex
 * within their reach (their paths never go farther than their allowance).
 */
function carryDestinations(b: BoardInfo, prev: State, next: State, from: number, to: number): void {
  const old = b.memo.searches.get(prev);
  const t = next.turn;
  if (!old || next.phase.kind !== 'move' || !t || t.orders.length !== old.length) return;
  const keep = emptySlots<Search>(old.length);
  for (let k = 0; k < old.length; k++) {
    const search = old[k];
    if (!search) continue;
    // A search reads occupancy and wire only within its allowance (movement.ts checks cost first),
    // and a unit's allowance stays the same all through a move phase.
    const at = unitAt(next, (t.orders[k] as Order).unit).at;
    if (b.geo.distance(at, from) > search.reach && b.geo.distance(at, to) > search.reach) keep[k] = search;
  }
  b.memo.searches.set(next, keep);
}

/**
 * Medals for leaving the board through an exit hex of the unit's side this move, or 0: the unit
 * stands on one, or reaches one with a movement point to spare for the step off the board
 * (scenario rule `exit`; not in M44 Appendix 3 [L865-883], the off-board step costing 1 is our reading).
 */
function exitValue(s: State, b: BoardInfo, t: Turn, u: Unit, o: Order): number {
  if (u.at < 0 || o.moved || u.fixed) return 0;
  let best = 0;
  for (const x of b.objectives) {
    if (x.kind !== 'exit' || x.side !== u.side || x.medals <= best) continue;
    const max = allowanceOf(t, u).max;
    if (max < 1) return 0;
    const ok = x.hexes.includes(u.at) || destinationsOf(s, b, t, u, o).some((d) => !d.stopped && d.cost + 1 <= max && x.hexes.includes(d.to));
    if (ok) best = x.medals;
  }
  return best;
}

/** Each ordered unit not yet moved: its destinations and exit; or the end of movement (M44 p.6 [L223-245]). */
function moveList(s: State): Move[] {
  const b = board(s);
  const t = s.turn;
  const out: Move[] = [];
  if (!t) return out;
  for (const o of t.orders) {
    if (o.moved) continue;
    const u = unitAt(s, o.unit);
    if (u.at < 0) continue;
    const moves = searchOf(s, b, t, u, o).moves;
    for (let i = 0; i < moves.length; i++) out.push(moves[i] as Move);
    if (exitValue(s, b, t, u, o) > 0) out.push({ type: 'exit', unit: o.unit });
  }
  out.push({ type: 'end-moves' });
  return out;
}

/** Has any ordered unit a move or an exit (else the move phase has nothing to offer but its end)? */
export function anyMove(s: State, b: BoardInfo, t: Turn): boolean {
  for (const o of t.orders) {
    if (o.moved) continue;
    const u = unitAt(s, o.unit);
    if (u.at < 0) continue;
    if (searchOf(s, b, t, u, o).moves.length > 0 || exitValue(s, b, t, u, o) > 0) return true;
  }
  return false;
}

const MOVE_RULE = 'M44 p.6 [L221-245]';
const EXIT_RULE = 'M44 scenario rule exit; M44 p.20 [L865-883]';

/** Why a move or an exit is refused: the specific movement rule it breaks. */
function moveRefusal(s: State, m: Move) {
  if (m.type !== 'move' && m.type !== 'exit') return null;
  const t = s.turn;
  const o = orderOf(t, m.unit);
  const u = s.units[m.unit];
  if (!t || !o || !u) return refuse('not-ordered', `unit ${m.unit} is not ordered this turn`, 'M44 p.6 [L213]');
  if (o.moved) return refuse('moved-already', `unit ${m.unit} has moved this turn`, 'M44 p.6 [L223]');
  if (u.at < 0) return refuse('eliminated', `unit ${m.unit} is off the board`, 'M44 p.9 [L372]');
  if (m.type === 'exit') return refuse('no-exit', `unit ${m.unit} cannot reach an exit hex of its side`, EXIT_RULE);
  if (u.fixed) return refuse('fixed', `unit ${m.unit} never leaves its bunker`, 'M44 p.19 [L814]');
  if (board(s).geo.distance(u.at, m.to) > allowanceOf(t, u).max) return refuse('too-far', `unit ${m.unit} moves at most ${allowanceOf(t, u).max} hexes`, 'M44 p.6 [L227-233]');
  if (occupancy(s, board(s))[m.to] !== -1) return refuse('hex-occupied', `hex ${m.to} holds a unit`, 'M44 p.6 [L239]');
  return refuse('blocked', `no path of unit ${m.unit} to hex ${m.to} within its allowance`, 'M44 p.6 [L239-244]; p.14-19');
}

export const MOVE: MemoirPhase = {
  rule: MOVE_RULE,
  actor: active,
  legalMoves: moveList,
  ruleOf: (_s, m) => (m.type === 'exit' ? EXIT_RULE : MOVE_RULE),
  refusal: moveRefusal,
  step(s, m) {
    const b = board(s);
    switch (m.type) {
      case 'move': {
        const t = s.turn as Turn;
        const u = unitAt(s, m.unit);
        const o = orderOf(t, m.unit) as Order;
        const d = destinationTo(s, b, t, u, o, m.to);
        if (!d) return unfit(s, m);
        let r = relocate(s, m.unit, m.to);
        r = setMoved(r, m.unit, d.cost, d.stopped, d.canBattle);
        r = settle(r);
        carryDestinations(b, s, r, u.at, m.to);
        return r;
      }
      case 'end-moves':
        // All movement ends before the battles (M44 p.6 [L245]); Behind Enemy Lines' second move ends the turn.
        return s.turn?.secondMove ? endTurn(s) : toBattle(s);
      case 'exit': {
        // The unit leaves play and its side scores the exit medals (scenario rule `exit`).
        const t = s.turn as Turn;
        const u = unitAt(s, m.unit);
        const medals = exitValue(s, b, t, u, orderOf(t, m.unit) as Order);
        if (medals === 0) return unfit(s, m);
        let r = setUnit(leaveHex(s, u.at), m.unit, { at: -1 });
        r = setOrder(r, m.unit, { moved: true, canBattle: false });
        return settle(patchState(r, { medals: withSide(r.medals, u.side, bySide(r.medals, u.side) + medals) }));
      }
      default:
        return unfit(s, m);
    }
  },
  next: ['move', 'battle', 'draw', 'recon', 'play', 'airdrop', 'over'],
};

