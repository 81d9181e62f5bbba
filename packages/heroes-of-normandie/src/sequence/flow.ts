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
import { commandCount, hasTrait } from '../combat/traits.js';
import { other, type Activation, type Player, type State, type Unit } from '../state.js';
import { bluffCount, starCount } from './orders.js';
import { isVehicle, replaceUnit, unitById } from '../units.js';
import { playableCards } from '../cards/play.js';

const ev = (e: Record<string, unknown> & { type: string; rule: string }): GameEvent => e as GameEvent;

export function newActivation(u: Unit, player: Player, supply: boolean): Activation {
  return {
    unit: u.id,
    player,
    stage: 'start',
    spent: 0,
    fromX: u.x,
    fromY: u.y,
    stopped: false,
    weaponsUsed: [],
    boost: { fire: 0, move: 0, defense: 0, fuel: 0 },
    supply,
    ofOffered: false,
  };
}

/** Score: Break Point VP + objectives held (HoN p.4 L276). */
export function score(s: State, p: Player): number {
  return s.sides[p].vp + s.objectives.reduce((n, o) => n + (o.holder === p ? o.vp : 0), 0);
}

/** A player with no unit left has lost (HoN p.4 L272). */
export function checkWipeout(s: State, events: Events): State {
  if (s.phase === 'over') return s;
  const alive = (p: Player): boolean => s.units.some((u) => u.alive && u.owner === p);
  const us = alive('US');
  const de = alive('DE');
  if (us && de) return s;
  const winner = us ? 'US' : de ? 'DE' : null;
  events.push(ev({ type: 'game-over', rule: 'HoN p.4 L272', winner, reason: 'no units left' }));
  return { ...s, phase: 'over', activation: null, attack: null, displace: null, supply: null, draws: [], result: { winner, reason: 'no units left' } };
}

// ---------------------------------------------------------------------------------------------
// Orders phase (HoN p.5 L298-327)

export function beginOrders(s: State): State {
  return {
    ...s,
    phase: 'orders',
    placing: s.initiative,
    sides: { US: { ...s.sides.US, ordersDone: false }, DE: { ...s.sides.DE, ordersDone: false } },
  };
}

export function endPlacement(s: State, p: Player, events: Events): State {
  const next = { ...s, sides: { ...s.sides, [p]: { ...s.sides[p], ordersDone: true } } };
  if (!next.sides[other(p)].ordersDone) return { ...next, placing: other(p) };
  events.push(ev({ type: 'orders-placed', rule: 'HoN p.5 L302' }));
  return startNext({ ...next, phase: 'activation', nextReveal: s.initiative }, events);
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

function reveal(s: State, u: Unit, p: Player, events: Events): State {
  events.push(ev({ type: 'order-revealed', rule: 'HoN p.5 L332', unit: u.id, order: u.token }));
  const next = replaceUnit(s, { ...u, revealed: true, acted: true, activations: u.activations + 1 });
  return { ...next, activation: newActivation(u, p, false) };
}

/** The next activation, alternating; the Supply phase when neither player has an Order left (L337). */
export function startNext(s: State, events: Events): State {
  const p = s.nextReveal;
  const mine = lowestOrder(s, p);
  if (mine) return reveal({ ...s, nextReveal: other(p) }, mine, p, events);
  const theirs = lowestOrder(s, other(p));
  if (theirs) return reveal(s, theirs, other(p), events);
  return beginSupply({ ...s, activation: null }, events);
}

/** The end of a unit's activation or Supply move: it may displace infantry under a vehicle (L380-384). */
export function endActivation(s: State, events: Events): State {
  const a = s.activation;
  let next: State = { ...s, activation: null };
  if (a) {
    const u = unitById(next, a.unit);
    if (u && u.alive) next = replaceUnit(next, { ...u, acted: true });
    // Infantry can never end on a friend's square (L356): one that lost MP on it (a flip or
    // Suppressed from Opportunity Fire, [A30]) is moved off like a displaced unit (L382-384).
    const mover = unitById(next, a.unit);
    const sharing = mover && mover.alive && !isVehicle(mover) && next.units.some((o) => o.alive && o.id !== mover.id && o.x === mover.x && o.y === mover.y);
    const inf = sharing ? mover : displacedBy(next, a.unit);
    if (inf) {
      const board = compileBoard(next.battlefield);
      if (relocationSquares(next, board, inf).length === 0) next = eliminate(next, inf.id, events, false, 'HoN p.6 L384');
      else return { ...next, displace: inf.id };
    }
    if (!a.supply && mayHeroic(next, a.unit)) return { ...next, heroic: a.unit };
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
  const tile = u.group === null ? null : u.group.split('.').slice(0, 2).join('.');
  return s.groups.find(
    (g) => g.owner === u.owner && !g.broken && g.markers > 0 && g.grants.includes('heroic') && (g.wide || (tile !== null && g.key.startsWith(`${tile}.`))),
  );
}

/** After an activation (and any displacement): the next activation, or back to the Supply movement step. */
export function continueFlow(s: State, events: Events): State {
  if (s.phase === 'over') return s;
  if (s.phase === 'supply') return s;
  return startNext(s, events);
}

// ---------------------------------------------------------------------------------------------
// Supply phase (HoN p.8 L596-619)

/** Step 1: discard the Bluffs (L610); step 2: movement, the initiative player first (L611). */
export function beginSupply(s: State, events: Events): State {
  events.push(ev({ type: 'supply-phase', rule: 'HoN p.8 L608' }));
  const units = s.units.map((u) => (u.token === 'bluff' ? { ...u, token: null } : u));
  events.push(ev({ type: 'bluffs-discarded', rule: 'HoN p.8 L610' }));
  return { ...s, units, phase: 'supply', activation: null, supply: { step: 'movement', player: s.initiative, drawing: false } };
}

/** Whether `u` may move in the Supply phase: no Order, no Activated marker, not acted (L598-606). */
export function supplyMover(u: Unit): boolean {
  return u.alive && u.token === null && !u.activated && !u.acted;
}

/** The end of a player's part of a Supply step; runs the automatic steps that follow. */
export function endSupplyStep(s: State, events: Events): State {
  const sup = s.supply;
  if (!sup) return s;
  const first = s.initiative;
  if (sup.step === 'movement') {
    if (sup.player === first) return { ...s, supply: { ...sup, player: other(first) } };
    // Step 3: one Suppressed marker off every unit, two for Courageous units (L612, L919).
    const units = s.units.map((u) => {
      if (!u.alive || u.suppressed === 0) return u;
      const n = hasTrait(s, u, 'courageous') ? 2 : 1;
      return { ...u, suppressed: Math.max(0, u.suppressed - n) };
    });
    events.push(ev({ type: 'suppressed-removed', rule: 'HoN p.8 L612' }));
    return actionsStep({ ...s, units }, first, events);
  }
  if (sup.step === 'initiative') return advanceTurn(s, true, events);
  if (sup.step === 'actions') {
    if (sup.player === first) return actionsStep(s, other(first), events);
    return cardsStep(s, first, events);
  }
  // Cards step: end of discarding; draw up to 4 (L614).
  if (!sup.drawing) {
    const p = sup.player;
    const deckSize = Object.values(s.sides[p].deck).reduce((a, b) => a + b, 0);
    const n = Math.min(CONSTANTS.handSize.value - s.sides[p].hand.length, deckSize);
    if (n > 0) return { ...s, supply: { ...sup, drawing: true }, draws: [{ player: p, n }] };
  }
  if (sup.player === first) return cardsStep(s, other(first), events);
  return finishSupply(s, events);
}

/** Step 4: card and ability actions (L613); a player with nothing to play is passed. */
function actionsStep(s: State, p: Player, events: Events): State {
  const next: State = { ...s, supply: { step: 'actions', player: p, drawing: false } };
  if (playableCards(next, p, 'supply').length > 0) return next;
  return endSupplyStep(next, events);
}

/** Step 5: discard any, then draw up to 4 (L614). */
function cardsStep(s: State, p: Player, _events: Events): State {
  return { ...s, supply: { step: 'cards', player: p, drawing: false } };
}

/** Steps 6-8: Orders, victory, initiative (L615-617); then a new turn. */
function finishSupply(s: State, events: Events): State {
  // Step 6 (L615): tokens from current stars; a player with none ends the game after this phase [A20].
  let next: State = s;
  const sides = { ...s.sides };
  const noOrders: Player[] = [];
  for (const p of ['US', 'DE'] as const) {
    const tokens = starCount(s, p);
    sides[p] = { ...sides[p], tokens, bluffs: bluffCount(s, p) };
    if (tokens === 0) noOrders.push(p);
  }
  next = { ...next, sides, noOrders, supply: null };
  events.push(ev({ type: 'orders-taken', rule: 'HoN p.8 L615', US: sides.US.tokens, DE: sides.DE.tokens }));
  // Step 7 (L616): objectives held by the side standing on them; the VP target.
  const objectives = next.objectives.map((o) => {
    const u = next.units.find((x) => x.alive && x.x === o.x && x.y === o.y);
    return u ? { ...o, holder: u.owner } : o;
  });
  next = { ...next, objectives };
  const us = score(next, 'US');
  const de = score(next, 'DE');
  const reached = us >= next.vpTarget || de >= next.vpTarget;
  const last = next.turn >= next.turns;
  if (reached || last || noOrders.length > 0) {
    let winner: Player | null = us > de ? 'US' : de > us ? 'DE' : null;
    let reason = reached ? 'victory points' : last ? 'last turn' : 'no Orders left';
    if (!reached && noOrders.length === 1) {
      winner = other(noOrders[0] as Player);
      reason = 'no Orders left';
    }
    events.push(ev({ type: 'game-over', rule: reached ? 'HoN p.4 L274' : 'HoN p.4 L272', winner, reason, US: us, DE: de }));
    return { ...next, phase: 'over', result: { winner, reason } };
  }
  // Step 8 (L617): the holder of an unused Initiative command may keep the initiative (L1071).
  const holder = next.initiative;
  if (!next.sides[holder].initiativeUsed && commandCount(next, holder, 'initiative') > 0)
    return { ...next, supply: { step: 'initiative', player: holder, drawing: false } };
  return advanceTurn(next, true, events);
}

/** Step 8 (L617): the Initiative marker advances and flips (or stays, L1071); a new turn begins. */
export function advanceTurn(s: State, flip: boolean, events: Events): State {
  const initiative = flip ? other(s.initiative) : s.initiative;
  events.push(ev({ type: 'initiative', rule: flip ? 'HoN p.8 L617' : 'HoN p.13 L1071', to: initiative, turn: s.turn + 1 }));
  const units = s.units.map((u) => (u.alive ? { ...u, token: null, revealed: false, acted: false, activated: false, activations: 0 } : u));
  return beginOrders({ ...s, supply: null, units, initiative, turn: s.turn + 1 });
}
