/**
 * Ordering units (M44 p.6 [L209-219]): the units the card orders, chosen one at a time when they
 * do not all fit; a section picked first where the card says so (Infantry Assault and the like).
 */
import { ALL, type Section } from '../data/cards.js';
import type { BoardInfo } from '../board/static.js';
import { fitsOrders, orderable } from '../orders/orders.js';
import { isOcean } from '../terrain/effects.js';
import { joined, patchState, patchTurn, withOrders, withPhase, withTurn } from '../util/copy.js';
import { unitAt } from '../util/helpers.js';
import { board, effectOf } from '../units/updates.js';
import type { Move, Order, Player, State, Turn, Unit } from '../state.js';
import { endTurn } from './draw.js';
import { toBattle } from './battle.js';
import { active, refuse, unfit, type MemoirPhase } from './spec.js';

/** A unit's command token: may move, then battle unless its card or the ocean says no (M44 p.11 [L473-484]). */
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

export function addOrders(s: State, b: BoardInfo, units: readonly Unit[]): State {
  const t = s.turn as Turn;
  return withTurn(s, withOrders(t, joined(t.orders, units.map((u) => newOrder(s, b, u)))));
}

/** Orders every eligible unit at once when they all fit, else waits for the player's choices. */
export function autoOrder(s: State): State {
  const b = board(s);
  const t = s.turn as Turn;
  const cand = orderable(s, b, t, t.fallback);
  if (cand.length === 0) return afterOrders(s);
  if (fitsOrders(s, b, t, t.fallback, cand)) return afterOrders(addOrders(s, b, cand));
  return withPhase(s, { kind: 'order' });
}

/** Orders given: Dig In fortifies, cards without movement go straight to battle, else the move phase (M44 p.6 [L175-176]). */
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

export const ORDER: MemoirPhase = {
  rule: 'M44 p.6 [L209-219]',
  actor: active,
  legalMoves(s) {
    const t = s.turn;
    return t ? orderable(s, board(s), t, t.fallback).map((u): Move => ({ type: 'order', unit: u.id })) : [];
  },
  refusal(s, m) {
    if (m.type !== 'order') return null;
    const u = s.units[m.unit];
    if (!u || u.at < 0 || u.side !== s.active) return refuse('not-own-unit', `unit ${m.unit} is not one of the active side's units on the board`, 'M44 p.6 [L211]');
    if (s.turn?.orders.some((o) => o.unit === m.unit)) return refuse('ordered-already', `unit ${m.unit} is ordered already`, 'M44 p.6 [L217]');
    return refuse('not-orderable', `unit ${m.unit} is not one the card may order now (its section or type)`, 'M44 p.6 [L191-193, L215]');
  },
  step: (s, m) => (m.type === 'order' ? autoOrder(addOrders(s, board(s), [unitAt(s, m.unit)])) : unfit(s, m)),
  next: ['order', 'move', 'battle', 'draw', 'recon', 'play', 'airdrop'],
};

export function sectionSlots(k: number): [number, number, number] {
  return [k === 0 ? ALL : 0, k === 1 ? ALL : 0, k === 2 ? ALL : 0];
}

export const NO_SLOTS: Turn['slots'] = [0, 0, 0];

/**
 * All units of the card's types in one section, which the side records as its last choice
 * (Infantry Assault, digest Appendix A). With none of them orderable there and `fallback`, one
 * unit of the player's choice instead, as when the player has no such unit at all.
 */
export function chooseSection(s: State, section: Section, fallback: boolean): State {
  const t = s.turn as Turn;
  const fixed = patchTurn(t, { section, slots: sectionSlots(section) });
  const r = patchState(s, { turn: fixed, lastSection: withLastSection(s.lastSection, s.active, section) });
  if (fallback && orderable(r, board(r), fixed, false).length === 0) return autoOrder(withTurn(r, patchTurn(fixed, { slots: NO_SLOTS, anySlots: 1, fallback: true, section: -1 })));
  return autoOrder(r);
}

/** The last section choice per side, one side replaced or cleared (a literal: computed-key spreads are slow in V8). */
export function withLastSection(last: State['lastSection'], side: Player, section: Section | undefined): State['lastSection'] {
  const allies = side === 'allies' ? section : last.allies;
  const axis = side === 'axis' ? section : last.axis;
  if (allies === undefined) return axis === undefined ? NO_SECTIONS : { axis };
  return axis === undefined ? { allies } : { allies, axis };
}

const NO_SECTIONS: State['lastSection'] = Object.freeze({});

/** The card orders every unit of its types in one section of the player's choice (digest Appendix A). */
export const SECTION: MemoirPhase = {
  rule: 'M44 p.6 [L199-203]; digest Appendix A',
  actor: active,
  legalMoves(s) {
    const b = board(s);
    const t = s.turn;
    const out: Move[] = [];
    for (let k = 0; k < 3; k++) {
      const probe: Turn | null = t && patchTurn(t, { section: k, slots: sectionSlots(k) });
      if (probe && orderable(s, b, probe, false).length > 0) out.push({ type: 'section', section: k });
    }
    return out;
  },
  refusal: (_s, m) => (m.type === 'section' ? refuse('empty-section', `section ${m.section} holds no unit the card orders`, 'M44 p.6 [L219]') : null),
  step: (s, m) => (m.type === 'section' ? chooseSection(s, m.section as Section, false) : unfit(s, m)),
  next: ['order', 'move', 'battle', 'draw', 'recon', 'play', 'airdrop'],
};
