/**
 * The Supply (Reinforcement) phase (HoN p.8 L596-619), its 8 steps in rulebook order (L608-617):
 * 1 discard the Bluffs, 2 movement (the initiative player first), 3 one Suppressed marker off
 * every unit, 4 card and ability actions, 5 discard and draw up to 4, 6 Order tokens from the
 * stars, 7 victory, 8 the initiative (with the Initiative command, L1071). No Fire and no Assault
 * in this phase, whatever a card says (the immutable rule, L604, L578).
 */
import type { GameEvent } from '@esagono/kernel';
import { CONSTANTS } from '../data/constants.js';
import { commandCount, hasTrait } from '../combat/traits.js';
import type { Events } from '../combat/damage.js';
import { other, type Player, type State, type Unit } from '../state.js';
import { bluffCount, starCount } from '../sequence/orders.js';
import { playableCards } from '../cards/play.js';
import { beginOrders, score } from '../sequence/flow.js';
import { clearSmokeTokens, supplySmoke } from '../commands/smoke.js';
import { nextBomb } from '../combat/bombs.js';
import { hardboiledTargets } from '../combat/equipment.js';
import { withSideState, withSmoke, withState, withUnit } from '../speed/copy.js';

const ev = (e: Record<string, unknown> & { type: string; rule: string }): GameEvent => e as GameEvent;

/** Step 1: discard the Bluffs (L610); step 2: movement, the initiative player first (L611). */
export function beginSupply(s: State, events: Events): State {
  events.push(ev({ type: 'supply-phase', rule: 'HoN p.8 L608' }));
  const units = s.units.map((u) => (u.token === 'bluff' ? withUnit(u, { token: null }) : u));
  const smokes = s.smokes.some((m) => m.token === 'bluff') ? s.smokes.map((m) => (m.token === 'bluff' ? withSmoke(m, { token: null }) : m)) : s.smokes;
  events.push(ev({ type: 'bluffs-discarded', rule: 'HoN p.8 L610' }));
  return withState(s, { units, smokes, phase: 'supply', activation: null, supply: { step: 'movement', player: s.initiative, drawing: false, improvise: false } });
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
    if (sup.player === first) return withState(s, { supply: { ...sup, player: other(first) } });
    // Step 3: one Suppressed marker off every unit, two for Courageous units (L612, L919).
    const units = s.units.map((u) => {
      if (!u.alive || u.suppressed === 0) return u;
      const n = hasTrait(s, u, 'courageous') ? 2 : 1;
      return withUnit(u, { suppressed: Math.max(0, u.suppressed - n) });
    });
    events.push(ev({ type: 'suppressed-removed', rule: 'HoN p.8 L612' }));
    // Step 4 (L613): the smoke markers age (HoN p.13 L1103).
    return actionsStep(supplySmoke(withState(s, { units }), events), first, events);
  }
  if (sup.step === 'initiative') return advanceTurn(s, true, events);
  if (sup.step === 'mgNest') return nestStep(s, sup.player, events);
  if (sup.step === 'actions') {
    if (sup.player === first) return actionsStep(s, other(first), events);
    return cardsStep(s, first, events);
  }
  // Cards step: end of discarding; draw up to 4 (L614).
  if (!sup.drawing) {
    const p = sup.player;
    const deckSize = Object.values(s.sides[p].deck).reduce((a, b) => a + b, 0);
    // Improvisation: draw 1 over the maximum, then discard 1 (L1075).
    const improvise = commandCount(s, p, 'improvisation') > 0 && deckSize >= CONSTANTS.handSize.value + 1 - s.sides[p].hand.length;
    const n = Math.min(CONSTANTS.handSize.value + (improvise ? 1 : 0) - s.sides[p].hand.length, deckSize);
    if (n > 0) return withState(s, { supply: { ...sup, drawing: true, improvise }, draws: [{ player: p, n }] });
  }
  // The improvised extra card: one discard is owed first.
  if (sup.improvise && s.sides[sup.player].hand.length > CONSTANTS.handSize.value) return s;
  if (sup.player === first) return cardsStep(s, other(first), events);
  return finishSupply(s, events);
}

/** Step 4: card and ability actions (L613), Hardboiled markers among them; a player with nothing to play is passed. */
function actionsStep(s: State, p: Player, events: Events): State {
  const next: State = withState(s, { supply: { step: 'actions', player: p, drawing: false, improvise: false } });
  if (playableCards(next, p, 'supply').length > 0 || hardboiledTargets(next, p).length > 0) return next;
  return endSupplyStep(next, events);
}

/** Step 5: discard any, then draw up to 4 (L614). */
function cardsStep(s: State, p: Player, _events: Events): State {
  return withState(s, { supply: { step: 'cards', player: p, drawing: false, improvise: false } });
}

/** Steps 6-8: Orders, victory, initiative (L615-617); then a new turn. */
function finishSupply(s: State, events: Events): State {
  // Step 6 (L615): tokens from current stars; a player with none ends the game after this phase [A20].
  let next: State = s;
  const sides = { ...s.sides };
  const noOrders: Player[] = [];
  for (const p of ['US', 'DE'] as const) {
    const tokens = starCount(s, p);
    sides[p] = withSideState(sides[p], { tokens, bluffs: bluffCount(s, p) });
    if (tokens === 0) noOrders.push(p);
  }
  next = withState(next, { sides, noOrders, supply: null });
  events.push(ev({ type: 'orders-taken', rule: 'HoN p.8 L615', US: sides.US.tokens, DE: sides.DE.tokens }));
  // Step 7 (L616): objectives held by the side standing on them; the VP target.
  const objectives = next.objectives.map((o) => {
    const u = next.units.find((x) => x.alive && x.x === o.x && x.y === o.y);
    return u ? { ...o, holder: u.owner } : o;
  });
  next = withState(next, { objectives });
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
    return withState(next, { phase: 'over', result: { winner, reason } });
  }
  return nestStep(next, null, events);
}

/** The players who may still place an MG Nest now: the command, unbroken, not yet placed (L1081, [A46]). */
export function mayPlaceNest(s: State, p: Player): boolean {
  return !s.mgNests.includes(p) && commandCount(s, p, 'mgNest') > 0;
}

/** The squares an MG Nest may go to: any on the board outside the enemy's deployment zone, on open ground (L1081). */
export function nestSquares(s: State, p: Player, free: (x: number, y: number) => boolean): { x: number; y: number }[] {
  const zone = s.zones ? s.zones[other(p)] : null;
  const out: { x: number; y: number }[] = [];
  for (let y = 0; y < s.battlefield.height; y++)
    for (let x = 0; x < s.battlefield.width; x++) {
      if (zone && x >= zone.x && y >= zone.y && x < zone.x + zone.w && y < zone.y + zone.h) continue;
      if (free(x, y)) out.push({ x, y });
    }
  return out;
}

/** The end of the Supply phase (L1081): each MG Nest command in turn, the initiative player first; then step 8. */
export function nestStep(s: State, after: Player | null, events: Events): State {
  const order = [s.initiative, other(s.initiative)];
  const from = after === null ? 0 : order.indexOf(after) + 1;
  for (const p of order.slice(from)) if (mayPlaceNest(s, p)) return withState(s, { supply: { step: 'mgNest', player: p, drawing: false, improvise: false } });
  return bombsStep(s, events);
}

/** The end of the phase: Sticky Bombs go off one by one (HoN p.11 L905), then step 8. */
export function bombsStep(s: State, events: Events): State {
  const next = nextBomb(withState(s, { supply: { step: 'bombs', player: s.initiative, drawing: false, improvise: false } }), events);
  return next ?? initiativeStep(withState(s, { bombs: [] }), events);
}

/** Step 8 (L617): the holder of an unused Initiative command may keep the initiative (L1071). */
function initiativeStep(next: State, events: Events): State {
  const holder = next.initiative;
  if (!next.sides[holder].initiativeUsed && commandCount(next, holder, 'initiative') > 0)
    return withState(next, { supply: { step: 'initiative', player: holder, drawing: false, improvise: false } });
  return advanceTurn(next, true, events);
}

/** Step 8 (L617): the Initiative marker advances and flips (or stays, L1071); a new turn begins. */
export function advanceTurn(s: State, flip: boolean, events: Events): State {
  const initiative = flip ? other(s.initiative) : s.initiative;
  events.push(ev({ type: 'initiative', rule: flip ? 'HoN p.8 L617' : 'HoN p.13 L1071', to: initiative, turn: s.turn + 1 }));
  const units = s.units.map((u) => (u.alive ? withUnit(u, { token: null, revealed: false, acted: false, activated: false, activations: 0 }) : u));
  const sides = { US: withSideState(s.sides.US, { specialUsed: 0 }), DE: withSideState(s.sides.DE, { specialUsed: 0 }) };
  return beginOrders(withState(s, { sides, supply: null, units, smokes: clearSmokeTokens(s), initiative, turn: s.turn + 1, directives: [] }));
}
