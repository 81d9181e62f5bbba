/**
 * The sequence of play (M44 p.6-11): play a card, order, move, battle, draw; and the decisions
 * that interrupt it (the defender's flags and retreats, the attacker's take ground and overrun).
 * `legal` lists the moves of whoever must act; `step` applies one of them.
 */
import { BADGES } from '../data/badges.js';
import { ALL, CARDS, type CardId } from '../data/cards.js';
import { copyDeck, deckCounts, withCount } from '../cards/deck.js';
import { unitRow } from '../data/units.js';
import type { TerrainRow } from '../data/terrain.js';
import { occupancy } from '../board/occupancy.js';
import type { BoardInfo } from '../board/static.js';
import { baseDice, targets, type Target } from '../battle/attack.js';
import { hitsOn, flagsOf, type FaceCounts } from '../battle/dice.js';
import { baseAllowance, battleAfterEntry, destinationHex, destinations, unpackDestination, type Allowance, type Destination, type PackedDestination } from '../movement/movement.js';
import { fitsOrders, orderable } from '../orders/orders.js';
import { isLand, isOcean, mayEnter, mayIgnoreFlag, mustStop, obstacleAt } from '../terrain/effects.js';
import { bySide, other, type AttackCtx, type Move, type Order, type Player, type State, type Turn, type Unit } from '../state.js';
import { appended, drewCard, emptySlots, joined, patchOrder, patchState, patchTurn, withDeck, withDiscard, withHands, withNextSide, withOrders, withPhase, withPlayed, withTurn, withoutFirst } from './copy.js';
import { board, effectOf, withSide, leaveHex, loseFigures, orderOf, relocate, setMoved, setOrder, setUnit, settle, unitAt } from './helpers.js';

// ---------- shared queries ----------

function allowanceOf(t: Turn, u: Unit): Allowance {
  const base = baseAllowance(u);
  const e = effectOf(t);
  if (e?.noMove) return { max: 0, battleMax: 0, free: false };
  return e?.allowance ? e.allowance(u, base) : base;
}

const NO_BONUS = (): number => 0;

function bonusOf(t: Turn | null): (u: Unit, close: boolean) => number {
  return effectOf(t)?.diceBonus ?? NO_BONUS;
}

function maxBattles(t: Turn, u: Unit): number {
  return effectOf(t)?.maxBattles?.(u) ?? 1;
}

function canAttackNow(s: State, b: BoardInfo, t: Turn, o: Order): boolean {
  const u = unitAt(s, o.unit);
  return u.at >= 0 && o.canBattle && o.battles < maxBattles(t, u) && !isOcean(b, u.at);
}

/**
 * Targets per unit for the last position: they depend only on the board, the units, the obstacles
 * and the card's dice bonus, so a battle listing, the attack it leads to, and the listings after a
 * roll that hit nothing share them (M44 p.7-9 [L255-362]).
 */
export interface TargetMemo {
  readonly b: BoardInfo;
  readonly units: State['units'];
  readonly obstacles: State['obstacles'];
  readonly bonus: (u: Unit, close: boolean) => number;
  readonly byUnit: (readonly Target[] | undefined)[];
}

function unitTargets(s: State, b: BoardInfo, i: number): readonly Target[] {
  const bonus = bonusOf(s.turn);
  let m = b.memo.targets;
  if (m === null || m.units !== s.units || m.obstacles !== s.obstacles || m.bonus !== bonus || m.b !== b) {
    m = { b, units: s.units, obstacles: s.obstacles, bonus, byUnit: emptySlots<readonly Target[]>(s.units.length) };
    b.memo.targets = m;
  }
  let t = m.byUnit[i];
  if (t === undefined) {
    t = targets(s, b, unitAt(s, i), bonus);
    m.byUnit[i] = t;
  }
  return t;
}

type RetreatPhase = Extract<State['phase'], { kind: 'retreat' }>;

/** The retreat one hex further (M44 p.9 [L401-407]): a literal, as a spread of a spread takes V8's slow path (copy.ts). */
function retreatedOne(ph: RetreatPhase): RetreatPhase {
  return { kind: 'retreat', attack: ph.attack, unit: ph.unit, done: ph.done + 1, from: ph.from, min: ph.min, max: ph.max };
}

/** Hexes a retreating unit may step to: toward its own baseline (digest A3), free, not ocean (M44 p.9 [L405-407]). */
function retreatSteps(s: State, b: BoardInfo, u: Unit, from: number): number[] {
  const occ = occupancy(s, b);
  const { rowOf, colOf, onBoard, hexId } = b.geo;
  const dr = b.bottom === u.side ? 1 : -1;
  const r = rowOf(from) + dr;
  const out: number[] = [];
  const onBridge = obstacleAt(s, b, from)?.crossing ?? false;
  for (const dc of [-1, 1]) {
    const c = colOf(from) + dc;
    if (!onBoard(r, c)) continue;
    const h = hexId(r, c);
    if (occ[h] !== -1 || isOcean(b, h) || b.closed[h]) continue;
    // From a bridge only onto land (M44 p.16 [L682]).
    if (onBridge && !isLand(b, h)) continue;
    const t = b.terrain[h] as TerrainRow;
    const o = obstacleAt(s, b, h);
    if (!o?.crossing && t.impassableFor.includes(u.type)) continue;
    if (o && o.impassableFor.includes(u.type)) continue; // review finding 11
    out.push(h);
  }
  return out;
}

function retreatDepth(s: State, b: BoardInfo, u: Unit, from: number, left: number): number {
  if (left === 0) return 0;
  let best = 0;
  for (const h of retreatSteps(s, b, u, from)) {
    best = Math.max(best, 1 + retreatDepth(s, b, u, h, left - 1));
    if (best === left) break;
  }
  return best;
}

/** Steps that keep the longest achievable retreat toward the required length (digest A4). */
function retreatOptions(s: State, b: BoardInfo, unit: number, done: number, min: number): number[] {
  const u = unitAt(s, unit);
  const steps = retreatSteps(s, b, u, u.at);
  if (done >= min) return steps;
  const need = min - done;
  const depths = steps.map((h) => 1 + retreatDepth(s, b, u, h, need - 1));
  const best = Math.max(0, ...depths);
  return steps.filter((_h, k) => depths[k] === best);
}

function enemyUnits(s: State): number[] {
  const out: number[] = [];
  s.units.forEach((u, i) => {
    if (u.at >= 0 && u.side !== s.active) out.push(i);
  });
  return out;
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

// ---------- legal moves ----------

/** Legal moves, computed once per state object. */
export function legalMoves(s: State): readonly Move[] {
  const memo = board(s).memo;
  let l = memo.legal.get(s);
  if (!l) {
    l = legal(s);
    memo.legal.set(s, l);
  }
  return l;
}

export function legal(s: State): Move[] {
  const b = board(s);
  const ph = s.phase;
  const t = s.turn;
  switch (ph.kind) {
    case 'play': {
      const hand = bySide(s.hands, s.active);
      const onlyAmbush = hand.every((x) => x === 'ambush');
      const out: Move[] = [];
      hand.forEach((card, i) => {
        if ((card !== 'ambush' || onlyAmbush) && hand.indexOf(card) === i) out.push({ type: 'play', card });
      });
      return out;
    }
    case 'order':
      return t ? orderable(s, b, t, t.fallback).map((u) => ({ type: 'order', unit: u.id })) : [];
    case 'section': {
      const out: Move[] = [];
      for (let k = 0; k < 3; k++) {
        const probe: Turn | null = t && patchTurn(t, { section: k, slots: sectionSlots(k) });
        if (probe && orderable(s, b, probe, false).length > 0) out.push({ type: 'section', section: k });
      }
      return out;
    }
    case 'target': {
      if (ph.card === 'barrage') return enemyUnits(s).map((target) => ({ type: 'target', target }));
      if (ph.card === 'medics-and-mechanics') {
        const out: Move[] = [];
        s.units.forEach((u, i) => {
          if (u.at >= 0 && u.side === s.active && u.figures < u.max) out.push({ type: 'target', target: i });
        });
        return out;
      }
      const picked = t?.picked ?? [];
      const out: Move[] = [];
      for (const i of enemyUnits(s)) {
        if (picked.includes(i)) continue;
        const at = unitAt(s, i).at;
        if (picked.length === 0 || picked.some((p) => b.geo.adjacent(unitAt(s, p).at, at))) out.push({ type: 'target', target: i });
      }
      if (picked.length > 0) out.push({ type: 'skip' });
      return out;
    }
    case 'move': {
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
    case 'battle': {
      const out: Move[] = [];
      if (!t) return out;
      for (const o of t.orders) {
        if (!canAttackNow(s, b, t, o)) continue;
        for (const tg of unitTargets(s, b, o.unit)) out.push({ type: 'attack', unit: o.unit, target: tg.target });
        const u = unitAt(s, o.unit);
        // Infantry able to battle may remove the wire in its hex instead (M44 p.19 [L839]; digest A21).
        if (u.type === 'infantry' && s.obstacles[u.at] === 'wire' && o.battles === 0) out.push({ type: 'remove-wire', unit: o.unit });
      }
      out.push({ type: 'end-turn' });
      return out;
    }
    case 'ignore-flag':
      return [
        { type: 'ignore-flag', ignore: true },
        { type: 'ignore-flag', ignore: false },
      ];
    case 'retreat': {
      const out: Move[] = retreatOptions(s, b, ph.unit, ph.done, ph.min).map((to) => ({ type: 'retreat', to }));
      if (ph.done >= ph.min) out.push({ type: 'stop-retreat' });
      return out;
    }
    case 'ambush': {
      const side = unitAt(s, ph.attack.target).side;
      return bySide(s.hands, side).includes('ambush')
        ? [
            { type: 'ambush', play: true },
            { type: 'ambush', play: false },
          ]
        : [{ type: 'ambush', play: false }];
    }
    case 'take-ground':
      return [
        { type: 'take-ground', take: true },
        { type: 'take-ground', take: false },
      ];
    case 'overrun': {
      const out: Move[] = unitTargets(s, b, ph.unit).map((tg) => ({ type: 'attack', unit: ph.unit, target: tg.target }));
      out.push({ type: 'skip' });
      return out;
    }
    case 'recon':
      return [...new Set(ph.cards)].map((card) => ({ type: 'keep', card }));
    default:
      return [];
  }
}

function sectionSlots(k: number): [number, number, number] {
  return [k === 0 ? ALL : 0, k === 1 ? ALL : 0, k === 2 ? ALL : 0];
}

// ---------- chance ----------

// A draw asks the size of the same deck twice (to reshuffle, then to weigh the outcomes).
export function deckSize(s: State): number {
  const memo = board(s).memo;
  if (s.deck === memo.sizedDeck) return memo.sizedCount;
  const counts = deckCounts(s.deck, memo);
  let n = 0;
  for (let i = 0; i < counts.length; i++) n += counts[i] as number;
  memo.sizedDeck = s.deck;
  memo.sizedCount = n;
  return n;
}

/** Empty deck: the discards become the new deck (M44 p.11 [L471]). The deck is a multiset, so no shuffle is needed. */
export function reshuffle(s: State): State {
  const deck = copyDeck(s.deck);
  for (const c of s.discard) deck[c] += 1;
  return patchState(s, { deck, discard: [] });
}

export function drawCard(s: State, card: CardId): State {
  return withDeck(s, withCount(s.deck, card, -1));
}

// ---------- steps ----------

function newOrder(s: State, b: BoardInfo, u: Unit): Order {
  const e = effectOf(s.turn);
  return {
    unit: u.id,
    start: u.at,
    moved: false,
    cost: 0,
    stopped: false,
    canBattle: !e?.noBattle && !isOcean(b, u.at),
    battles: 0,
    overrun: false,
  };
}

function addOrders(s: State, b: BoardInfo, units: readonly Unit[]): State {
  const t = s.turn as Turn;
  return withTurn(s, withOrders(t, joined(t.orders, units.map((u) => newOrder(s, b, u)))));
}

/** Orders every eligible unit at once when they all fit, else waits for the player's choices. */
function autoOrder(s: State): State {
  const b = board(s);
  const t = s.turn as Turn;
  const cand = orderable(s, b, t, t.fallback);
  if (cand.length === 0) return afterOrders(s);
  if (fitsOrders(s, b, t, t.fallback, cand)) return afterOrders(addOrders(s, b, cand));
  return withPhase(s, { kind: 'order' });
}

function afterOrders(s: State): State {
  const t = s.turn as Turn;
  // No unit ordered: the card is still played and a new one drawn (M44 p.6 [L219]).
  if (t.orders.length === 0) return endTurn(s);
  const e = effectOf(t);
  if (e?.special === 'dig-in') {
    // A sandbag on each ordered infantry's hex, never in the ocean (M44 p.19 [L857]).
    const b = board(s);
    const obstacles = { ...s.obstacles };
    for (const o of t.orders) {
      const u = unitAt(s, o.unit);
      if (u.type === 'infantry' && !isOcean(b, u.at)) obstacles[u.at] = 'sandbag';
    }
    return endTurn(patchState(s, { obstacles }));
  }
  if (e?.noMove) return toBattle(s);
  return withPhase(s, { kind: 'move' });
}

function toBattle(s: State): State {
  const r: State = withPhase(s, { kind: 'battle' });
  return legalMoves(r).length > 1 ? r : endBattles(r);
}

/**
 * After the battles: Behind Enemy Lines' infantry may move again, up to 3 hexes ignoring terrain
 * movement restrictions, without battling (digest Appendix A, A27); otherwise the turn ends.
 */
function endBattles(s: State): State {
  const t = s.turn;
  if (!t || t.secondMove || !effectOf(t)?.secondMove) return endTurn(s);
  const orders = t.orders.map((o) => {
    const at = unitAt(s, o.unit).at;
    return at < 0 ? o : patchOrder(o, { start: at, moved: false, cost: 0, stopped: false, canBattle: false });
  });
  const r: State = patchState(s, { turn: patchTurn(t, { orders, secondMove: true }), phase: { kind: 'move' } });
  return legalMoves(r).length > 1 ? r : endTurn(r);
}

/** Discard the played card and draw (M44 p.11 [L467-471]); Recon draws 2 and keeps 1. */
function endTurn(s: State): State {
  const t = s.turn;
  return drawStep(t ? withDiscard(s, appended(s.discard, t.card)) : s);
}

function drawStep(s: State): State {
  const t = s.turn;
  const b = board(s);
  const extra = b.extraDraws;
  const n = extra && extra.side === s.active && bySide(s.turns, s.active) < extra.turns ? extra.draw : 1;
  const recon = t !== null && !t.fallback && t.effect.startsWith('recon-');
  if (t?.ambushed) return startDraw(withPhase(s, { kind: 'draw', left: 1, recon: false, drawn: [], who: other(s.active) }));
  return startDraw(withPhase(s, { kind: 'draw', left: recon ? 2 : n, recon, drawn: [] }));
}

function startDraw(s: State): State {
  const ph = s.phase;
  if (ph.kind !== 'draw') return s;
  if (ph.left === 0) return finishDraw(s);
  if (deckSize(s) === 0) {
    const r = reshuffle(s);
    if (deckSize(r) === 0) return finishDraw(withPhase(r, { ...ph, left: 0 }));
    return r;
  }
  return s;
}

function finishDraw(s: State): State {
  const ph = s.phase;
  if (ph.kind !== 'draw') return s;
  if (ph.who !== undefined && ph.who !== s.active) {
    // The ambusher's replacement; then the active side draws (digest Appendix A).
    const hands = withSide(s.hands, ph.who, joined(bySide(s.hands, ph.who), ph.drawn));
    return drawStep(patchState(s, { hands, turn: s.turn && patchTurn(s.turn, { ambushed: false }) }));
  }
  if (ph.recon && ph.drawn.length >= 2) return withPhase(s, { kind: 'recon', cards: ph.drawn });
  const hands = withSide(s.hands, s.active, joined(bySide(s.hands, s.active), ph.drawn));
  return nextPlayer(withHands(s, hands));
}

function nextPlayer(s: State): State {
  let r: State = s;
  if (s.turn?.effect === 'their-finest-hour' && !s.turn.fallback) r = reshuffle(r);
  const next = other(s.active);
  return startTurn(withNextSide(r, withSide(r.turns, s.active, bySide(r.turns, s.active) + 1), next));
}

/** A side's turn begins: paratroopers first if the scenario drops them now, then play a card. */
function startTurn(s: State): State {
  const drop = board(s).airdrop;
  if (drop && drop.side === s.active && bySide(s.turns, s.active) === 0) {
    return withPhase(s, { kind: 'airdrop', left: drop.units });
  }
  return withPhase(s, bySide(s.hands, s.active).length > 0 ? { kind: 'play' } : { kind: 'draw', left: 1, recon: false, drawn: [] });
}

/**
 * One paratrooper lands on a hex drawn uniformly within the drop zone; one landing on a unit or
 * where it may not stand is lost, without a medal (scenario rule `airdrop`).
 */
function dropOne(s: State, to: number): State {
  const ph = s.phase;
  const drop = board(s).airdrop;
  if (ph.kind !== 'airdrop' || !drop) return s;
  const b = board(s);
  const t = b.terrain[to] as TerrainRow;
  let r: State = s;
  if (occupancy(s, b)[to] === -1 && !b.closed[to] && !t.impassableFor.includes(drop.type) && !isOcean(b, to)) {
    const id = s.units.length;
    const u: Unit = { id, side: drop.side, type: drop.type, badge: null, figures: drop.figures, max: drop.figures, at: to, fixed: false, medals: 1, ignoresFlag: false };
    r = patchState(s, { units: [...s.units, u] });
  }
  const left = ph.left - 1;
  return left > 0 ? withPhase(r, { kind: 'airdrop', left }) : withPhase(r, { kind: 'play' });
}

const NO_SLOTS: Turn['slots'] = [0, 0, 0];

function play(s: State, card: CardId): State {
  const hand = withoutFirst(bySide(s.hands, s.active), card);
  const opp = s.lastCard[other(s.active)];
  // Counter-Attack copies the opponent's last order; flank sections swap sides (digest Appendix A).
  const effect: CardId | null = card === 'counter-attack' ? (opp ?? null) : card;
  const mirror = card === 'counter-attack' && effect !== null && CARDS[effect].type === 'section';
  const spec = effect === null ? null : CARDS[effect].order;
  // The card's slots go in the turn as it is made: one literal, no patch of a patch.
  const turnOf = (slots: Turn['slots'], anySlots: number, fallback: boolean): Turn => ({
    card,
    effect: effect ?? card,
    mirror,
    orders: [],
    slots,
    anySlots,
    section: -1,
    finest: null,
    fallback,
    picked: [],
  });
  const turn = turnOf(spec?.kind === 'sections' ? spec.counts : NO_SLOTS, spec?.kind === 'units' ? spec.count : 0, false);
  let r: State = withPlayed(s, withSide(s.hands, s.active, hand), effect ? withLastCard(s.lastCard, s.active, effect) : s.lastCard, turn);
  if (spec === null) return endTurn(r);
  const b = board(r);
  const e = effectOf(turn);
  const fallbackTurn = (): State => withTurn(r, turnOf(NO_SLOTS, 1, true));
  switch (spec.kind) {
    case 'sections':
      return autoOrder(r);
    case 'units': {
      if (orderable(r, b, turn, false).length === 0 && spec.fallback) r = fallbackTurn();
      return autoOrder(r);
    }
    case 'section-choice': {
      const any = r.units.some((u) => u.at >= 0 && u.side === s.active && spec.types.includes(u.type));
      if (!any) return spec.fallback ? autoOrder(fallbackTurn()) : endTurn(r);
      return withPhase(r, { kind: 'section', types: spec.types });
    }
    case 'none':
      break;
  }
  const hand1 = hand.length + 1;
  switch (e?.special) {
    case 'barrage':
    case 'air-power':
    case 'medics-and-mechanics': {
      const p: State = withPhase(r, { kind: 'target', card: e.special });
      return legalMoves(p).length > 0 ? p : endTurn(p);
    }
    case 'their-finest-hour':
      // 1 die per card in hand, this one included (M44 p.22 [L952]).
      return withPhase(r, { kind: 'finest-roll', dice: hand1 });
    default:
      return endTurn(r);
  }
}

/** The last order card per side, one side replaced (a literal: computed-key spreads are slow in V8). */
function withLastCard(last: State['lastCard'], side: Player, card: CardId): State['lastCard'] {
  const allies = side === 'allies' ? card : last.allies;
  const axis = side === 'axis' ? card : last.axis;
  if (allies === undefined) return { axis: axis as CardId };
  return axis === undefined ? { allies } : { allies, axis };
}

function declareAttack(s: State, b: BoardInfo, unit: number, target: number, overrun: boolean): State {
  const tg = unitTargets(s, b, unit).find((x) => x.target === target);
  if (!tg) throw new Error('illegal target');
  const o = orderOf(s.turn, unit) as Order;
  const r = setOrder(s, unit, overrun ? { overrun: true } : { battles: o.battles + 1 });
  const e = effectOf(s.turn);
  const attack: AttackCtx = {
    attacker: unit,
    target,
    targetHex: unitAt(s, target).at,
    dice: tg.dice,
    close: tg.close,
    starHits: e?.starHits ?? false,
    flagsIgnorable: !e?.unignorableFlags,
    overrun,
    queue: [],
    then: null,
  };
  // The defender may answer a close assault with Ambush before the roll (M44 p.22 [L955]; digest Appendix A).
  // The pause comes with every close assault, so it does not tell whether the defender holds the card.
  if (tg.close) return withPhase(r, { kind: 'ambush', attack });
  return withPhase(r, { kind: 'roll', attack });
}

function cardAttack(s: State, targetsList: readonly number[], dice: number): State {
  const e = effectOf(s.turn);
  const [first, ...rest] = targetsList;
  if (first === undefined) return toBattle(s);
  const attack: AttackCtx = {
    attacker: -1,
    target: first,
    targetHex: unitAt(s, first).at,
    dice,
    close: false,
    starHits: e?.starHits ?? false,
    flagsIgnorable: !e?.unignorableFlags,
    overrun: false,
    queue: rest.map((t) => ({ target: t, dice })),
    then: null,
  };
  return withPhase(s, { kind: 'roll', attack });
}

/** Hits first, then flags (M44 p.9 [L366-408]). */
function applyRoll(s: State, atk: AttackCtx, f: FaceCounts): State {
  const b = board(s);
  const t = unitAt(s, atk.target);
  const hex = t.at;
  const by = other(t.side);
  let r = loseFigures(s, atk.target, hitsOn(t.type, f, atk.starHits), by);
  const flags = flagsOf(f);
  if (unitAt(r, atk.target).at < 0) return afterRetreat(r, atk, hex);
  if (flags === 0) return afterRetreat(r, atk, -1);
  const u = unitAt(r, atk.target);
  if (u.fixed) {
    // Set up in a bunker: it never retreats, 1 figure per flag beyond the first (M44 p.19 [L820]).
    r = loseFigures(r, atk.target, flags - 1, by);
    return afterRetreat(r, atk, unitAt(r, atk.target).at < 0 ? hex : -1);
  }
  if (atk.flagsIgnorable && mayIgnoreFlag(r, b, u)) return withPhase(r, { kind: 'ignore-flag', attack: atk, flags });
  return startRetreat(r, atk, flags);
}

function startRetreat(s: State, atk: AttackCtx, flags: number): State {
  if (flags <= 0) return afterRetreat(s, atk, -1);
  const u = unitAt(s, atk.target);
  const per = u.badge ? BADGES[u.badge].retreatPerFlag : ([1, 1] as const);
  return runRetreat(withPhase(s, { kind: 'retreat', attack: atk, unit: atk.target, done: 0, from: u.at, min: flags * per[0], max: flags * per[1] }));
}

/** Applies forced retreat steps; blocked steps of the minimum cost 1 figure each (M44 p.9 [L407-408]). */
function runRetreat(s: State): State {
  const b = board(s);
  let r = s;
  for (;;) {
    const ph = r.phase;
    if (ph.kind !== 'retreat') return r;
    const opts = ph.done >= ph.max ? [] : retreatOptions(r, b, ph.unit, ph.done, ph.min);
    if (opts.length === 0 || ph.done >= ph.max) {
      r = loseFigures(r, ph.unit, Math.max(0, ph.min - ph.done), other(unitAt(r, ph.unit).side));
      const gone = ph.done > 0 || unitAt(r, ph.unit).at < 0;
      return afterRetreat(r, ph.attack, gone ? ph.from : -1);
    }
    if (opts.length === 1 && ph.done < ph.min) {
      r = withPhase(relocate(r, ph.unit, opts[0] as number, true), retreatedOne(ph));
      continue;
    }
    return r;
  }
}

/** Take ground into the vacated hex after a successful close assault (M44 p.10 [L423-429]; digest A6, A8). */
function mayTakeGround(s: State, b: BoardInfo, atk: AttackCtx, hex: number): boolean {
  if (!atk.close || atk.attacker < 0 || hex < 0) return false;
  const a = unitAt(s, atk.attacker);
  const o = orderOf(s.turn, atk.attacker);
  if (a.at < 0 || !o || o.stopped || !unitRow(a.type).mayTakeGround) return false;
  if (occupancy(s, b)[hex] !== -1) return false;
  if (!mayEnter(s, b, a.type, a.at, hex)) return false;
  const to = b.terrain[hex] as TerrainRow;
  if (to.id === 'hedgerow' && !b.geo.adjacent(o.start, hex)) return false;
  // Infantry may not take ground from a beach into a cliff (M44 p.17 [L748]).
  if (to.id === 'cliff' && (b.terrain[a.at] as TerrainRow).id === 'beach') return false;
  return true;
}

function afterRetreat(s: State, atk: AttackCtx, vacated: number): State {
  const r = settle(s);
  if (r.phase.kind === 'over') return r;
  const b = board(r);
  if (mayTakeGround(r, b, atk, vacated)) return withPhase(r, { kind: 'take-ground', attack: atk, hex: vacated });
  return afterAttack(r, atk);
}

function afterAttack(s: State, atk: AttackCtx): State {
  if (atk.then) {
    // The ambushed unit attacks as declared only if it is still where it was (digest Appendix A).
    const a = atk.then;
    const u = unitAt(s, a.attacker);
    return u.at === atk.targetHex ? withPhase(s, { kind: 'roll', attack: a }) : toBattle(s);
  }
  const [next, ...rest] = atk.queue;
  if (next && unitAt(s, next.target).at >= 0)
    return withPhase(s, { kind: 'roll', attack: { ...atk, target: next.target, targetHex: unitAt(s, next.target).at, dice: next.dice, queue: rest } });
  if (next) return afterAttack(s, { ...atk, queue: rest });
  return toBattle(s);
}

function takeGround(s: State, atk: AttackCtx, hex: number): State {
  const b = board(s);
  const unit = atk.attacker;
  let r = relocate(s, unit, hex);
  r = setOrder(r, unit, { stopped: mustStop(s, b, hex) });
  r = settle(r);
  if (r.phase.kind === 'over') return r;
  const a = unitAt(r, unit);
  const o = orderOf(r.turn, unit) as Order;
  // Armour may overrun once per turn, unless the hex forbids battle (M44 p.11 [L441-449]; digest A25).
  if (unitRow(a.type).mayOverrun && !atk.overrun && !o.overrun && battleAfterEntry(b, a, hex)) {
    const p: State = withPhase(r, { kind: 'overrun', unit });
    if (legalMoves(p).length > 1) return p;
  }
  return afterAttack(r, atk);
}

// ---------- resolve ----------

export function step(s: State, m: Move): State {
  const b = board(s);
  const ph = s.phase;
  switch (m.type) {
    case 'play':
      return settle(play(s, m.card));
    case 'order': {
      const r = addOrders(s, b, [unitAt(s, m.unit)]);
      return autoOrder(r);
    }
    case 'section': {
      const t = s.turn as Turn;
      return autoOrder(patchState(s, { turn: patchTurn(t, { section: m.section, slots: sectionSlots(m.section) }) }));
    }
    case 'target': {
      if (ph.kind !== 'target') break;
      const t = s.turn as Turn;
      if (ph.card === 'barrage') return cardAttack(s, [m.target], 4);
      if (ph.card === 'medics-and-mechanics') {
        const r: State = patchState(s, { turn: patchTurn(t, { picked: [m.target] }) });
        return withPhase(r, { kind: 'medics-roll', unit: m.target, dice: bySide(s.hands, s.active).length + 1 });
      }
      const picked = [...t.picked, m.target];
      const r: State = patchState(s, { turn: patchTurn(t, { picked }) });
      return picked.length >= 4 ? fireAirPower(r) : r;
    }
    case 'skip':
      if (ph.kind === 'target') return fireAirPower(s);
      if (ph.kind === 'overrun') return toBattle(s);
      break;
    case 'move': {
      const t = s.turn as Turn;
      const u = unitAt(s, m.unit);
      const o = orderOf(t, m.unit) as Order;
      const d = destinationTo(s, b, t, u, o, m.to);
      if (!d) break;
      let r = relocate(s, m.unit, m.to);
      r = setMoved(r, m.unit, d.cost, d.stopped, d.canBattle);
      r = settle(r);
      carryDestinations(b, s, r, u.at, m.to);
      return r;
    }
    case 'end-moves':
      return s.turn?.secondMove ? endTurn(s) : toBattle(s);
    case 'exit': {
      // The unit leaves play and its side scores the exit medals (scenario rule `exit`).
      const t = s.turn as Turn;
      const u = unitAt(s, m.unit);
      const medals = exitValue(s, b, t, u, orderOf(t, m.unit) as Order);
      if (medals === 0) break;
      let r = setUnit(leaveHex(s, u.at), m.unit, { at: -1 });
      r = setOrder(r, m.unit, { moved: true, canBattle: false });
      return settle(patchState(r, { medals: withSide(r.medals, u.side, bySide(r.medals, u.side) + medals) }));
    }
    case 'attack':
      return declareAttack(s, b, m.unit, m.target, ph.kind === 'overrun');
    case 'remove-wire': {
      const u = unitAt(s, m.unit);
      const o = orderOf(s.turn, m.unit) as Order;
      const obstacles = { ...s.obstacles };
      delete obstacles[u.at];
      return toBattle(setOrder(patchState(s, { obstacles }), m.unit, { battles: o.battles + 1, canBattle: false }));
    }
    case 'end-turn':
      return endBattles(s);
    case 'roll': {
      const f = m.faces as unknown as FaceCounts;
      if (ph.kind === 'roll') return settle(applyRoll(s, ph.attack, f));
      if (ph.kind === 'medics-roll') return medics(s, ph.unit, f);
      if (ph.kind === 'finest-roll') {
        // Each unit symbol orders a unit of that type, each star any unit (digest Appendix A).
        const t = s.turn as Turn;
        return autoOrder(patchState(s, { turn: patchTurn(t, { finest: { infantry: f[0], armor: f[1], any: f[3] } }) }));
      }
      break;
    }
    case 'ignore-flag':
      if (ph.kind !== 'ignore-flag') break;
      return settle(startRetreat(s, ph.attack, m.ignore ? ph.flags - 1 : ph.flags));
    case 'retreat': {
      if (ph.kind !== 'retreat') break;
      const r: State = withPhase(relocate(s, ph.unit, m.to, true), retreatedOne(ph));
      return settle(runRetreat(r));
    }
    case 'stop-retreat':
      if (ph.kind !== 'retreat') break;
      return settle(afterRetreat(s, ph.attack, ph.from));
    case 'ambush': {
      if (ph.kind !== 'ambush') break;
      if (!m.play) return withPhase(s, { kind: 'roll', attack: ph.attack });
      return ambush(s, ph.attack);
    }
    case 'take-ground':
      if (ph.kind !== 'take-ground') break;
      return m.take ? takeGround(s, ph.attack, ph.hex) : afterAttack(s, ph.attack);
    case 'draw': {
      const r = drawCard(s, m.card);
      if (ph.kind === 'deal') {
        const hands = withSide(r.hands, ph.side, appended(bySide(r.hands, ph.side), m.card));
        return afterDeal(patchState(r, { hands, phase: { kind: 'deal', side: ph.side, left: ph.left - 1 } }));
      }
      if (ph.kind !== 'draw') break;
      return startDraw(withPhase(r, drewCard(ph, m.card)));
    }
    case 'drop':
      return settle(dropOne(s, m.to));
    case 'keep': {
      if (ph.kind !== 'recon') break;
      const rest = ph.cards.slice();
      rest.splice(rest.indexOf(m.card), 1);
      const hands = withSide(s.hands, s.active, [...bySide(s.hands, s.active), m.card]);
      return nextPlayer(patchState(s, { hands, discard: [...s.discard, ...rest] }));
    }
  }
  throw new Error(`move ${m.type} does not fit phase ${ph.kind}`);
}

/**
 * Ambush: the defending unit battles the assaulting one first, at close range with the usual
 * dice; the card is discarded and its owner draws a replacement first at the end of the turn
 * (M44 p.22 [L955]; digest Appendix A).
 */
function ambush(s: State, atk: AttackCtx): State {
  const b = board(s);
  const d = unitAt(s, atk.target);
  const a = unitAt(s, atk.attacker);
  const hand = bySide(s.hands, d.side).slice();
  hand.splice(hand.indexOf('ambush'), 1);
  const r: State = patchState(s, {
    hands: withSide(s.hands, d.side, hand),
    discard: [...s.discard, 'ambush'],
    turn: s.turn && patchTurn(s.turn, { ambushed: true }),
  });
  const dice = Math.max(0, baseDice(r, b, d, a));
  const counter: AttackCtx = {
    attacker: -1,
    target: atk.attacker,
    targetHex: a.at,
    dice,
    close: true,
    starHits: false,
    flagsIgnorable: true,
    overrun: false,
    queue: [],
    then: atk,
  };
  return dice > 0 ? withPhase(r, { kind: 'roll', attack: counter }) : withPhase(r, { kind: 'roll', attack: atk });
}

function fireAirPower(s: State): State {
  const t = s.turn as Turn;
  return cardAttack(s, t.picked, board(s).airPower[s.active]);
}

/** Medics & Mechanics: each die showing the unit's symbol or a star returns a figure (digest Appendix A, A33). */
function medics(s: State, unit: number, f: FaceCounts): State {
  const u = unitAt(s, unit);
  const back = (u.type === 'infantry' ? f[0] : u.type === 'armor' ? f[1] : 0) + f[3];
  if (back === 0) return endTurn(s);
  const r = setUnit(s, unit, { figures: Math.min(u.max, u.figures + back) });
  const b = board(r);
  return withPhase(addOrders(r, b, [unitAt(r, unit)]), { kind: 'move' });
}

export function afterDeal(s: State): State {
  const ph = s.phase;
  if (ph.kind !== 'deal') return s;
  if (ph.left > 0 && deckSize(s) > 0) return s;
  const first = s.scenario.firstPlayer;
  if (ph.side === first) {
    const second = other(first);
    return afterDeal(withPhase(s, { kind: 'deal', side: second, left: handSize(s, second) }));
  }
  return startTurn(patchState(s, { active: first }));
}

export function handSize(s: State, p: Player): number {
  return bySide(s.scenario.hands, p);
}

