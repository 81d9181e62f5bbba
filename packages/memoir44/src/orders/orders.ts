/**
 * Ordering units (M44 p.6 [L209-219]): only units of the active side that the card allows;
 * a unit on a dotted line counts in both sections [L215]; orders beyond the eligible units are
 * lost [L217]. Orders are given one unit at a time, and all at once when every eligible unit fits.
 */
import { CARDS, CARD_IDS, type CardId } from '../data/cards.js';
import { occupancy } from '../board/occupancy.js';
import type { BoardInfo } from '../board/static.js';
import type { State, Turn, Unit } from '../state.js';

/** Section mask of a unit as its owner sees it, mirrored for Counter-Attack. */
export function unitSections(b: BoardInfo, u: Unit, mirror: boolean): number {
  const m = b.geo.sectionMask(u.at, b.bottom === u.side);
  return mirror ? ((m & 1) << 2) | (m & 2) | ((m & 4) >> 2) : m;
}

export function nextToEnemy(s: State, b: BoardInfo, u: Unit): boolean {
  const occ = occupancy(s, b);
  for (let d = 0; d < 6; d++) {
    const n = b.geo.neighbors[u.at * 6 + d] as number;
    if (n < 0) continue;
    const o = occ[n] as number;
    if (o >= 0 && (s.units[o] as Unit).side !== u.side) return true;
  }
  return false;
}

// The card asked about is nearly always the last one: its order spec is kept in the game's context.

/** Does the unit match the card's filter (types, adjacency), ignoring how many may be ordered? */
export function matchesCard(s: State, b: BoardInfo, card: CardId, u: Unit, fallback: boolean): boolean {
  if (fallback) return true;
  const memo = b.memo;
  let spec = memo.specLast;
  if (card !== memo.specCard || spec === null) {
    spec = CARDS[card].order;
    memo.specCard = card;
    memo.specLast = spec;
  }
  if (spec.kind === 'units' || spec.kind === 'section-choice') {
    if (spec.types && !spec.types.includes(u.type)) return false;
  }
  if (spec.kind === 'units' && spec.adjacent) {
    if (nextToEnemy(s, b, u) !== (spec.adjacent === 'enemy')) return false;
  }
  return true;
}

/**
 * Units by the sections they may be ordered in: only left, only centre, only right, left or
 * centre (on that dotted line), centre or right. A mask from `unitSections`/`maskIn`.
 */
interface Tally {
  l: number;
  c: number;
  r: number;
  lc: number;
  cr: number;
}

function tallyAdd(t: Tally, m: number): void {
  if (m === 1) t.l++;
  else if (m === 2) t.c++;
  else if (m === 4) t.r++;
  else if (m === 3) t.lc++;
  else if (m === 6) t.cr++;
}

/**
 * Can the tallied units, plus one more of mask `extra` unless it is 0, all be ordered with `slots`
 * per section? Flank-only units first, then units on a flank's dotted line use that flank before
 * the centre, which is optimal.
 */
function fitsTally(t: Tally, slots: readonly [number, number, number], extra = 0): boolean {
  let l = slots[0] - t.l;
  let c = slots[1] - t.c;
  let r = slots[2] - t.r;
  let lc = t.lc;
  let cr = t.cr;
  if (extra === 1) l--;
  else if (extra === 2) c--;
  else if (extra === 4) r--;
  else if (extra === 3) lc++;
  else if (extra === 6) cr++;
  if (l < 0 || c < 0 || r < 0) return false;
  return Math.max(0, lc - l) + Math.max(0, cr - r) <= c;
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
  if (t.finest) return fitsFinest(t.orders.map((o) => s.units[o.unit] as Unit).concat(extra), t.finest);
  if (t.anySlots > 0 || fallback) return t.orders.length + extra.length <= t.anySlots;
  const tally: Tally = { l: 0, c: 0, r: 0, lc: 0, cr: 0 };
  for (const o of t.orders) {
    const m = maskIn(b, t, s.units[o.unit] as Unit);
    if (m === 0) return false;
    tallyAdd(tally, m);
  }
  for (const u of extra) {
    const m = maskIn(b, t, u);
    if (m === 0) return false;
    tallyAdd(tally, m);
  }
  return fitsTally(tally, t.slots);
}

// The order step lists the same turn twice (to auto-order, then as legal moves): the last answers
// are kept in the game's context (board/context.ts).

/** Units that could still be ordered one by one. */
export function orderable(s: State, b: BoardInfo, t: Turn, fallback: boolean): Unit[] {
  const orderableCache = b.memo.orderable;
  const hit = orderableCache.get(t);
  if (hit && hit.fallback === fallback && hit.s.units === s.units && hit.s.active === s.active) return hit.out;
  const out = listOrderable(s, b, t, fallback);
  orderableCache.set(t, { s, fallback, out });
  return out;
}

/** The active side's units on the board that the card may order, with their section masks. */
interface Candidates {
  readonly units: readonly Unit[];
  readonly masks: readonly number[];
}

// Units do not move while orders are given: the candidates are kept for the last few positions.
const CARD_NUMBER: ReadonlyMap<CardId, number> = new Map(CARD_IDS.map((c, i) => [c, i]));

function candidates(s: State, b: BoardInfo, t: Turn, fallback: boolean): Candidates {
  // What the candidates depend on besides the units, as one number.
  const key =
    ((((CARD_NUMBER.get(t.effect) ?? 0) * 2 + (s.active === 'allies' ? 1 : 0)) * 2 + (fallback ? 1 : 0)) * 2 + (t.finest !== null ? 1 : 0)) * 8 +
    (t.mirror ? 4 : 0) +
    (t.section + 1);
  const candidateCache = b.memo.candidates;
  const hit = candidateCache.get(s.units);
  if (hit && hit.key === key) return hit.c;
  const units: Unit[] = [];
  const masks: number[] = [];
  for (const u of s.units) {
    if (u.at < 0 || u.side !== s.active) continue;
    if (!t.finest && !matchesCard(s, b, t.effect, u, fallback)) continue;
    units.push(u);
    masks.push(maskIn(b, t, u));
  }
  const c = { units, masks };
  candidateCache.set(s.units, { key, c });
  return c;
}

function listOrderable(s: State, b: BoardInfo, t: Turn, fallback: boolean): Unit[] {
  const out: Unit[] = [];
  const byAny = !t.finest && (t.anySlots > 0 || fallback);
  if (byAny && t.orders.length >= t.anySlots) return out;
  const base: Tally = { l: 0, c: 0, r: 0, lc: 0, cr: 0 };
  if (!byAny && !t.finest) for (const o of t.orders) tallyAdd(base, maskIn(b, t, s.units[o.unit] as Unit));
  const { units, masks } = candidates(s, b, t, fallback);
  for (let i = 0; i < units.length; i++) {
    const u = units[i] as Unit;
    if (isOrdered(t, u.id)) continue;
    if (byAny) out.push(u);
    else if (t.finest) {
      if (fitsOrders(s, b, t, fallback, [u])) out.push(u);
    } else {
      const m = masks[i] as number;
      if (m !== 0 && fitsTally(base, t.slots, m)) out.push(u);
    }
  }
  return out;
}

function isOrdered(t: Turn, unit: number): boolean {
  for (const o of t.orders) if (o.unit === unit) return true;
  return false;
}
