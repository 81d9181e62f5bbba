/**
 * Ordering units (M44 p.6 [L209-219]): only units of the active side that the card allows;
 * a unit on a dotted line counts in both sections [L215]; orders beyond the eligible units are
 * lost [L217]. Orders are given one unit at a time, and all at once when every eligible unit fits.
 */
import { CARDS, type CardId } from '../data/cards.js';
import { NEIGHBORS, sectionMask } from '../board/geometry.js';
import { occupancy } from '../board/occupancy.js';
import type { BoardInfo } from '../board/static.js';
import type { State, Turn, Unit } from '../state.js';
import { recent } from '../sequence/recent.js';

/** Section mask of a unit as its owner sees it, mirrored for Counter-Attack. */
export function unitSections(b: BoardInfo, u: Unit, mirror: boolean): number {
  const m = sectionMask(u.at, b.bottom === u.side);
  return mirror ? ((m & 1) << 2) | (m & 2) | ((m & 4) >> 2) : m;
}

export function nextToEnemy(s: State, u: Unit): boolean {
  const occ = occupancy(s);
  for (let d = 0; d < 6; d++) {
    const n = NEIGHBORS[u.at * 6 + d] as number;
    if (n < 0) continue;
    const o = occ[n] as number;
    if (o >= 0 && (s.units[o] as Unit).side !== u.side) return true;
  }
  return false;
}

/** Does the unit match the card's filter (types, adjacency), ignoring how many may be ordered? */
export function matchesCard(s: State, card: CardId, u: Unit, fallback: boolean): boolean {
  const spec = CARDS[card].order;
  if (fallback) return true;
  if (spec.kind === 'units' || spec.kind === 'section-choice') {
    if (spec.types && !spec.types.includes(u.type)) return false;
  }
  if (spec.kind === 'units' && spec.adjacent) {
    if (nextToEnemy(s, u) !== (spec.adjacent === 'enemy')) return false;
  }
  return true;
}

/**
 * Can these section masks, plus `extra` unless it is 0, all be ordered with `slots` per section?
 * Flank-only units first, then units on a flank's dotted line use that flank before the centre,
 * which is optimal.
 */
function fitsSections(masks: readonly number[], slots: readonly [number, number, number], extra = 0): boolean {
  let [l, c, r] = slots;
  let lc = 0;
  let cr = 0;
  const n = masks.length + (extra === 0 ? 0 : 1);
  for (let i = 0; i < n; i++) {
    const m = i < masks.length ? masks[i] : extra;
    if (m === 1) l--;
    else if (m === 2) c--;
    else if (m === 4) r--;
    else if (m === 3) lc++;
    else if (m === 6) cr++;
  }
  if (l < 0 || c < 0 || r < 0) return false;
  const lcOver = Math.max(0, lc - l);
  const crOver = Math.max(0, cr - r);
  return lcOver + crOver <= c;
}

function fitsFinest(units: readonly Unit[], f: NonNullable<Turn['finest']>): boolean {
  let inf = f.infantry;
  let arm = f.armor;
  let any = f.any;
  for (const u of units) {
    if (u.type === 'infantry' && inf > 0) inf--;
    else if (u.type === 'armor' && arm > 0) arm--;
    else if (any > 0) any--;
    else return false;
  }
  return true;
}

function maskIn(b: BoardInfo, t: Turn, u: Unit): number {
  const m = unitSections(b, u, t.mirror);
  return t.section >= 0 ? (m & (1 << t.section) ? 1 << t.section : 0) : m;
}

/** Would ordering `extra` on top of the turn's orders stay within the card? */
export function fitsOrders(s: State, b: BoardInfo, t: Turn, fallback: boolean, extra: readonly Unit[]): boolean {
  const ordered = t.orders.map((o) => s.units[o.unit] as Unit).concat(extra);
  if (t.finest) return fitsFinest(ordered, t.finest);
  if (t.anySlots > 0 || fallback) return ordered.length <= t.anySlots;
  const masks = ordered.map((u) => maskIn(b, t, u));
  if (masks.some((m) => m === 0)) return false;
  return fitsSections(masks, t.slots);
}

// The order step lists the same turn twice (to auto-order, then as legal moves): keep the last answers.
const orderableCache = recent<Turn, { readonly s: State; readonly fallback: boolean; readonly out: Unit[] }>(4);

/** Units that could still be ordered one by one. */
export function orderable(s: State, b: BoardInfo, t: Turn, fallback: boolean): Unit[] {
  const hit = orderableCache.get(t);
  if (hit && hit.fallback === fallback && hit.s.units === s.units && hit.s.active === s.active) return hit.out;
  const out = listOrderable(s, b, t, fallback);
  orderableCache.set(t, { s, fallback, out });
  return out;
}

function listOrderable(s: State, b: BoardInfo, t: Turn, fallback: boolean): Unit[] {
  const out: Unit[] = [];
  const byAny = !t.finest && (t.anySlots > 0 || fallback);
  if (byAny && t.orders.length >= t.anySlots) return out;
  const base = byAny || t.finest ? [] : t.orders.map((o) => maskIn(b, t, s.units[o.unit] as Unit));
  for (const u of s.units) {
    if (u.at < 0 || u.side !== s.active || isOrdered(t, u.id)) continue;
    if (!t.finest && !matchesCard(s, t.effect, u, fallback)) continue;
    if (byAny) out.push(u);
    else if (t.finest) {
      if (fitsOrders(s, b, t, fallback, [u])) out.push(u);
    } else {
      const m = maskIn(b, t, u);
      if (m !== 0 && fitsSections(base, t.slots, m)) out.push(u);
    }
  }
  return out;
}

function isOrdered(t: Turn, unit: number): boolean {
  for (const o of t.orders) if (o.unit === unit) return true;
  return false;
}
