/**
 * The sequence of play (HoN p.5 L290-296): Orders, Activation, Supply phases, and the moves
 * between them. Activation alternates by Order number, the initiative player first; a player
 * with no Order left lets the other activate the rest in order (L332-337); an Order on an
 * eliminated or Activated unit is skipped [A14]. The Supply phase runs its 8 steps in rulebook
 * order (L608-617).
 */
import type { GameEvent } from '@esagono/kernel';
import { CONSTANTS } from '../data/constants.js';
import { displacedBy, relocationSquares } from '../movement/move.js';
import { compileBoard } from '../map/board.js';
import { eliminate, type Events } from '../combat/damage.js';
import { directiveBonus, mayDirect } from '../combat/directives.js';
import { commandCount, hasTrait, ofTile, tileEnd } from '../combat/traits.js';
import { other, type Activation, type Player, type State, type Unit } from '../state.js';
import { hasAbility, isVehicle, replaceUnit, unitById, unitsWith } from '../units.js';
import { beginSupply, bombsStep } from '../supply/supply.js';
import { lowestSmoke } from '../commands/smoke.js';
import { isDecoy } from '../abilities/specials.js';
import { holdsGapCard, playableCards, specialOrdersLeft, specialTarget, specialTargets } from '../cards/play.js';
import { withActivation, withSide, withSideState, withSmoke, withState, withUnit } from '../speed/copy.js';

// The Supply phase lives in supply/; re-exported for the callers of the sequence.
export { beginSupply, endSupplyStep, supplyMover, advanceTurn } from '../supply/supply.js';

const ev = (e: Record<string, unknown> & { type: string; rule: string }): GameEvent => e as GameEvent;

export function newActivation(u: Unit, player: Player, supply: boolean, s?: State): Activation {
  // Double Time!: +2 MV within 3 of the officer (L1041), read when the unit starts to act.
  const move = s ? directiveBonus(s, u, 'movement') : 0;
  return {
    unit: u.id,
    player,
    stage: 'start',
    spent: 0,
    fromX: u.x,
    fromY: u.y,
    stopped: false,
    weaponsUsed: [],
    boost: { fire: 0, move, defense: 0, fuel: 0 },
    supply,
    ofOffered: false,
    barrage: null,
    flipped: false,
  };
}

/** Score: Break Point VP + objectives held (HoN p.4 L276). */
export function score(s: State, p: Player): number {
  return s.sides[p].vp + s.objectives.reduce((n, o) => n + (o.holder === p ? o.vp : 0), 0);
}

/** A player with no unit left has lost (HoN p.4 L272). */
export function checkWipeout(s: State, events: Events): State {
  if (s.phase === 'over') return s;
  let us = false;
  let de = false;
  // Stratagem decoys are no units (HoN p.12 L981-985).
  for (const u of s.units) {
    if (u.alive && !isDecoy(u)) u.owner === 'US' ? (us = true) : (de = true);
    if (us && de) return s;
  }
  const winner = us ? 'US' : de ? 'DE' : null;
  events.push(ev({ type: 'game-over', rule: 'HoN p.4 L272', winner, reason: 'no units left' }));
  return withState(s, { phase: 'over', activation: null, attack: null, displace: null, supply: null, draws: [], result: { winner, reason: 'no units left' } });
}

// ---------------------------------------------------------------------------------------------
// Orders phase (HoN p.5 L298-327)

export function beginOrders(s: State): State {
  return withState(s, { phase: 'orders',
    placing: s.initiative,
    sides: { US: withSideState(s.sides.US, { ordersDone: false }), DE: withSideState(s.sides.DE, { ordersDone: false }) } });
}

export function endPlacement(s: State, p: Player, events: Events): State {
  const next = withState(s, { sides: withSide(s.sides, p, withSideState(s.sides[p], { ordersDone: true })) });
  if (!next.sides[other(p)].ordersDone) return withState(next, { placing: other(p) });
  events.push(ev({ type: 'orders-placed', rule: 'HoN p.5 L302' }));
  return nextDirective(next, null, events);
}

/** End of the Orders phase: Directives, the initiative player first (L1029); then the activations. */
export function nextDirective(s: State, after: Player | null, events: Events): State {
  const order = [s.initiative, other(s.initiative)];
  const from = after === null ? 0 : order.indexOf(after) + 1;
  for (const p of order.slice(from)) if (mayDirect(s, p)) return withState(s, { directing: p });
  return startNext(withState(s, { directing: null, phase: 'activation', nextReveal: s.initiative }), events);
}

// ---------------------------------------------------------------------------------------------
// Activation phase (HoN p.5 L330-345)

function lowestOrder(s: State, p: Player): Unit | null {
  let best: Unit | null = null;
  for (const u of s.units) {
    if (u.owner !== p || !u.alive || u.activated || u.revealed || typeof u.token !== 'number') continue;
    if (best === null || u.token < (best.token as number)) best = u;
  }
  return best;
}

function reveal(s: State, u: Unit, p: Player, events: Events, nextReveal: Player = s.nextReveal): State {
  events.push(ev({ type: 'order-revealed', rule: 'HoN p.5 L332', unit: u.id, order: u.token }));
  const units = unitsWith(s, withUnit(u, { revealed: true, acted: true, activations: u.activations + 1 }));
  // An Ordine di Sbarramento unit does not act itself: its Order calls the barrage (L1163).
  // (The Directives read only positions, which the reveal leaves as they are.)
  const activation = newActivation(u, p, false, s);
  return withState(s, { units, nextReveal, activation: hasAbility(u, 'barrageOrder') ? withActivation(activation, { stage: 'barrage' }) : activation });
}

/** A smoke bomb's Order revealed: its owner aims it (HoN p.13 L1095-1097). */
function revealSmoke(s: State, m: State['smokes'][number], events: Events): State {
  events.push(ev({ type: 'order-revealed', rule: 'HoN p.13 L1093', smoke: m.id, order: m.token }));
  return withState(s, { smokes: s.smokes.map((x) => (x.id === m.id ? withSmoke(x, { revealed: true }) : x)), smokeThrow: { smoke: m.id, px: 0, py: 0, aimed: false } });
}

/** The next activation, alternating; the Supply phase when neither player has an Order left (L337). */
export function startNext(s: State, events: Events): State {
  // A gap: Special Orders first, the initiative player first (L324-326).
  if (gapOpen(s, s.initiative)) return withState(s, { gap: s.initiative });
  if (gapOpen(s, other(s.initiative))) return withState(s, { gap: other(s.initiative) });
  if (s.gap !== null || s.gapPassed.length > 0) s = withState(s, { gap: null, gapPassed: [] });
  const p = s.nextReveal;
  const mine = lowestOrder(s, p);
  // A smoke bomb's Order is revealed in its turn like a unit's (HoN p.13 L1093).
  const mineSmoke = lowestSmoke(s, p);
  if (mineSmoke && (!mine || (mineSmoke.token as number) < (mine.token as number))) return revealSmoke(withState(s, { nextReveal: other(p) }), mineSmoke, events);
  // Intrepid units always have the initiative: at the same Order number an Intrepid unit of the
  // other player acts first, unless both are Intrepid (the initiative player then first) (L955-957, [A17]).
  const rival = lowestOrder(s, other(p));
  if (mine && rival && mine.token === rival.token && p === s.initiative && hasTrait(s, rival, 'intrepid') && !hasTrait(s, mine, 'intrepid'))
    return reveal(s, rival, other(p), events);
  if (mine) return reveal(s, mine, p, events, other(p));
  const theirs = lowestOrder(s, other(p));
  const theirSmoke = lowestSmoke(s, other(p));
  if (theirSmoke && (!theirs || (theirSmoke.token as number) < (theirs.token as number))) return revealSmoke(s, theirSmoke, events);
  if (theirs) return reveal(s, theirs, other(p), events);
  return beginSupply(withState(s, { activation: null }), events);
}

/**
 * Whether `q` may act in the gap before the next activation (L324-326): a Special Order, an
 * Autonomo unit or a gap card. Asked after every activation, so tested without building lists.
 */
function gapOpen(s: State, q: Player): boolean {
  if (s.gapPassed.includes(q)) return false;
  if (specialOrderTokens(s, q) && s.units.some((u) => specialTarget(u, q))) return true;
  if (s.units.some((u) => autonomousNow(u, q))) return true;
  return holdsGapCard(s, q) && playableCards(withState(s, { gap: q }), q, 'gap').length > 0;
}

/** Whether `p` has a Battle Plan Special Order left this turn (max 2, L322, L1018). */
function specialOrderTokens(s: State, p: Player): boolean {
  const used = s.sides[p].specialUsed;
  if (specialOrdersLeft(s, p) === 0) return false;
  return used < Math.min(CONSTANTS.maxSpecialOrders.value, commandCount(s, p, 'battlePlan'));
}

const autonomousNow = (u: Unit, p: Player): boolean => u.alive && u.owner === p && !u.activated && !u.acted && hasAbility(u, 'autonomous');

/**
 * Units `p` may give a Special Order now: Battle Plan tokens left this turn (max 2, L322, L1018),
 * on a unit not yet activated and without an Activated marker or an unrevealed Order [A13, review finding 14].
 */
export function specialUnits(s: State, p: Player): Unit[] {
  return specialOrderTokens(s, p) ? specialTargets(s, p) : [];
}

/** Autonomo units of `p` that may act now: not yet acted this turn, no Activated marker [A16]. */
export function autonomousUnits(s: State, p: Player): Unit[] {
  return s.units.filter((u) => autonomousNow(u, p));
}

/**
 * A Special Order (an Order 0, L324), an Autonomo unit (L1157), or a card's activation with an
 * Activated marker (L341-345: the unit loses its Order, acts now, and nothing more this turn): the
 * unit activates at once.
 */
export function playSpecial(s: State, p: Player, id: string, events: Events, autonomous = false, card = false): State {
  const u = unitById(s, id)!;
  events.push(
    ev({ type: card ? 'card-activation' : autonomous ? 'autonomous' : 'special-order', rule: card ? 'HoN p.5 L341-345' : autonomous ? 'HoN p.14 L1157' : 'HoN p.5 L324', player: p, unit: id }),
  );
  const acted: Unit = withUnit(u, { acted: true, activations: u.activations + 1 });
  const next = replaceUnit(s, card ? withUnit(acted, { activated: true, token: typeof u.token === 'number' && !u.revealed ? null : u.token }) : acted);
  const used = autonomous || card ? 0 : 1;
  const sides = withSide(next.sides, p, withSideState(next.sides[p], { specialUsed: next.sides[p].specialUsed + used }));
  return withState(next, { sides, gap: null, gapPassed: [], activation: newActivation(u, p, false, next) });
}

/** The end of a unit's activation or Supply move: it may displace infantry under a vehicle (L380-384). */
export function endActivation(s: State, events: Events): State {
  const a = s.activation;
  const u0 = a ? unitById(s, a.unit) : undefined;
  // One copy of the state: the unit is marked acted only when it is not yet (the same value).
  let next: State = u0 && u0.alive && !u0.acted ? withState(s, { units: unitsWith(s, withUnit(u0, { acted: true })), activation: null }) : withState(s, { activation: null });
  if (a) {
    // Infantry can never end on a friend's square (L356): one that lost MP on it (a flip or
    // Suppressed from Opportunity Fire, [A30]) is moved off like a displaced unit (L382-384).
    const mover = unitById(next, a.unit);
    const sharing = mover && mover.alive && mover.carrier === null && !isVehicle(mover) && next.units.some((o) => o.alive && o.id !== mover.id && o.x === mover.x && o.y === mover.y);
    const inf = sharing ? mover : displacedBy(next, a.unit);
    if (inf) {
      const board = compileBoard(next.battlefield);
      if (relocationSquares(next, board, inf).length === 0) next = eliminate(next, inf.id, events, false, 'HoN p.6 L384');
      else return withState(next, { displace: inf.id });
    }
    if (!a.supply && mayHeroic(next, a.unit)) return withState(next, { heroic: a.unit });
  }
  return continueFlow(next, events);
}

/** A Heroic marker may activate again the unit just activated: its tile's or an Officer tile's, 2 activations at most (L947-951). */
export function mayHeroic(s: State, id: string): boolean {
  const u = unitById(s, id);
  if (!u || !u.alive || u.activated || u.activations >= CONSTANTS.heroicMaxActivations.value) return false;
  return heroicGroup(s, u) !== undefined;
}

export function heroicGroup(s: State, u: Unit): State['groups'][number] | undefined {
  // An option of its tile (a key longer than the tile's own part), or an Officer tile's.
  for (const g of s.groups)
    if (g.owner === u.owner && !g.broken && g.markers > 0 && g.grants.includes('heroic') && (g.wide || (ofTile(u, g.key) && tileEnd(g.key) < g.key.length))) return g;
  return undefined;
}

/** After an activation (and any displacement): the next activation, or back to the Supply movement step. */
export function continueFlow(s: State, events: Events): State {
  if (s.phase === 'over') return s;
  // After a Sticky Bomb's attack, the next bomb or step 8 (HoN p.11 L905).
  if (s.phase === 'supply') return s.supply?.step === 'bombs' ? bombsStep(s, events) : s;
  return startNext(s, events);
}
