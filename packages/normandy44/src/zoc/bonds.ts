/**
 * ZOC bonds (N44 8.5). Two ZOC-exerting groups two hexes apart form a bond: in line, on the hex
 * between them (hex bond); off line, along the hexside between their two common neighbours
 * (hexside bond). A group also forms hexside bonds with the border: coast, blue hexsides, the
 * Marais de Gorges and the south and east map edges (8.5.5). Bonds are computed from positions,
 * never stored (digest 5.7).
 */
import { HEX_DIRECTIONS, formatHexNumber, type Hex } from '@esagono/kernel';
import { N44_HEX_NUMBERS, SIDE, type Board } from '../map/index.js';
import { HEX_TERRAINS } from '../map/schema.js';
import { onMap, other } from '../position.js';
import type { Player, State } from '../state.js';
import { exertsZoc, faceFor, info } from '../units.js';

export interface Bonds {
  /** 1 where the location is a hex bond of the side. */
  readonly hex: Uint8Array;
  /** 1 where the side of `loc * 6 + dir` is a hexside bond of the side. */
  readonly side: Uint8Array;
}

const T_SEA = HEX_TERRAINS.indexOf('sea');
const T_MARSH = HEX_TERRAINS.indexOf('marsh');
const HEX_DIRS: readonly Hex[] = HEX_DIRECTIONS;

/** Off the map is a border only past the south or east map edge (8.5.5); elsewhere the map is our stand-in excerpt. */
function offMapBorder(b: Board, h: Hex): boolean {
  const id = formatHexNumber(h, N44_HEX_NUMBERS);
  if (id === null) return true;
  const row = Number(id.slice(0, 2));
  const south = Math.min(...b.file.edges.south.map((x) => Number(x.slice(0, 2))));
  return b.file.edges.south.length > 0 && row < south;
}

/**
 * Per board, what a bond between two groups needs of the map alone, by `a * 6 + d` (a bond-capable
 * group at `a`, direction `d`): computed once, so that a position's bonds read only tables.
 */
interface BondTables {
  /** The hex between `a` and the hex two steps on, or -1 when no hex bond can form there. */
  readonly mid: Int32Array;
  /** The hex two steps on. */
  readonly far: Int32Array;
  /** Hexside bond between directions d and d+1: the two common neighbours c1, c2 (or -1), the side of c1 toward c2 and back. */
  readonly c1: Int32Array;
  readonly c2: Int32Array;
  readonly d12: Int8Array;
  readonly back: Int8Array;
  /** The far vertex's hex (or -1), and 1 when the border closes the bond whoever stands there (8.5.5). */
  readonly x: Int32Array;
  readonly border: Uint8Array;
}

const tablesOf = new WeakMap<Board, BondTables>();

function bondTables(b: Board): BondTables {
  const cached = tablesOf.get(b);
  if (cached) return cached;
  const n = b.map.size;
  const t: BondTables = {
    mid: new Int32Array(n * 6).fill(-1), far: new Int32Array(n * 6).fill(-1), c1: new Int32Array(n * 6).fill(-1), c2: new Int32Array(n * 6).fill(-1),
    d12: new Int8Array(n * 6), back: new Int8Array(n * 6), x: new Int32Array(n * 6).fill(-1), border: new Uint8Array(n * 6),
  };
  const nb = (loc: number, d: number): number => b.map.neighbor(loc, ((d % 6) + 6) % 6);
  const blue = (loc: number, d: number): boolean => ((b.sides[loc * 6 + (((d % 6) + 6) % 6)] as number) & SIDE.blue) !== 0;
  const land = (loc: number): boolean => loc >= 0 && b.terrain[loc] !== T_SEA && b.terrain[loc] !== T_MARSH;
  const dirBetween = (a: number, c: number): number => {
    for (let d = 0; d < 6; d++) if (b.map.neighbor(a, d) === c) return d;
    return -1;
  };
  for (let a = 0; a < n; a++) {
    for (let d = 0; d < 6; d++) {
      const k = a * 6 + d;
      // Hex bond: B two hexes straight on, the bond on the hex between (8.5.1), not across blue sides (8.5.6).
      const m = nb(a, d);
      if (land(m)) {
        const far = nb(m, d);
        if (far >= 0 && !blue(a, d) && !blue(m, d)) {
          t.mid[k] = m;
          t.far[k] = far;
        }
      }
      // Hexside bond: B (or the border) off line between directions d and d+1.
      const c1 = nb(a, d);
      const c2 = nb(a, d + 1);
      if (!land(c1) || !land(c2) || blue(a, d) || blue(a, d + 1)) continue;
      const d12 = dirBetween(c1, c2);
      if (d12 < 0 || blue(c1, d12)) continue;
      const xHex: Hex = {
        q: (b.map.hexes[a] as Hex).q + (HEX_DIRS[d] as Hex).q + (HEX_DIRS[(d + 1) % 6] as Hex).q,
        r: (b.map.hexes[a] as Hex).r + (HEX_DIRS[d] as Hex).r + (HEX_DIRS[(d + 1) % 6] as Hex).r,
      };
      const x = b.map.indexOf(xHex);
      let border: boolean;
      if (x < 0) border = offMapBorder(b, xHex);
      else {
        // The far vertex of the hexside lies on the border: the sea, the swamp, or a blue hexside (8.5.5).
        const dx1 = dirBetween(c1, x);
        const dx2 = dirBetween(c2, x);
        border = !land(x) || (dx1 >= 0 && blue(c1, dx1)) || (dx2 >= 0 && blue(c2, dx2));
      }
      t.c1[k] = c1;
      t.c2[k] = c2;
      t.d12[k] = d12;
      t.back[k] = dirBetween(c2, c1);
      t.x[k] = x;
      t.border[k] = border ? 1 : 0;
    }
  }
  tablesOf.set(b, t);
  return t;
}

/** The bonds of `side` in this position (N44 8.5.1-8.5.6). */
export function bondsOf(s: State, side: Player, b: Board): Bonds {
  const n = b.map.size;
  const owner = new Uint8Array(n); // 1: a bond-capable group of `side`
  const enemy = new Uint8Array(n);
  const foe = other(side);
  for (const u of s.units) {
    if (!onMap(u)) continue;
    const loc = b.locOf(u.hex as string);
    if (u.side === foe) enemy[loc] = 1;
    // Dispersed units keep their ZOC but cannot form or help form bonds (N44 20.2).
    if (u.side === side && !u.dispersed) {
      const i = info(u.id);
      if (exertsZoc(i, faceFor(i, u.steps))) owner[loc] = 1;
    }
  }
  return bondsFrom(b, owner, enemy);
}

/**
 * The bonds formed by the groups at `owner`, cancelled by the units at `enemy` (both 1 per location),
 * written into `space` (7 zeroed bytes per location; a caller that makes many bonds hands in parts of
 * one allocation: a typed array's buffer is allocated outside the heap, and each allocation costs).
 */
export function bondsFrom(b: Board, owner: Uint8Array, enemy: Uint8Array, space: Uint8Array = new Uint8Array(b.map.size * 7)): Bonds {
  const n = b.map.size;
  const t = bondTables(b);
  if (space.length !== n * 7) throw new RangeError(`bondsFrom: space of ${space.length} bytes, not ${n * 7}`);
  const hex = space.subarray(0, n);
  const sideBond = space.subarray(n);
  for (let a = 0; a < n; a++) {
    if (!owner[a]) continue;
    for (let d = 0; d < 6; d++) {
      const k = a * 6 + d;
      const m = t.mid[k] as number;
      if (m >= 0 && owner[t.far[k] as number] && !enemy[m]) hex[m] = 1;
      const c1 = t.c1[k] as number;
      if (c1 < 0) continue;
      const c2 = t.c2[k] as number;
      // Enemy units on both sides of the hexside cancel it (8.5.3).
      if (enemy[c1] && enemy[c2]) continue;
      const x = t.x[k] as number;
      if (!((x >= 0 && owner[x]) || t.border[k])) continue;
      sideBond[c1 * 6 + (t.d12[k] as number)] = 1;
      const back = t.back[k] as number;
      if (back >= 0) sideBond[c2 * 6 + back] = 1;
    }
  }
  return { hex, side: sideBond };
}

/**
 * The bonds of the groups at `owner` against the units at `enemy`, given `last`, the bonds of the same
 * groups against an occupancy that differed from `enemy` only at the locations `at`: an enemy unit
 * cancels only the hex bond on its own hex and the hexside bonds along its hex's sides (N44 8.5.3), so
 * only those are read again. `last` itself when none changed (equal bonds keep their identity, so cached
 * destinations stay valid); else a copy with the changes, written into `space()` (as `bondsFrom`'s).
 */
export function bondsAfter(b: Board, owner: Uint8Array, enemy: Uint8Array, last: Bonds, at: readonly number[], space: () => Uint8Array): Bonds {
  let out: Bonds | null = null;
  for (let i = 0; i < at.length; i++) {
    const loc = at[i] as number;
    const hexBond = hexBondAt(b, owner, enemy, loc);
    const sides = sideBondsAt(b, owner, enemy, loc);
    let same = (last.hex[loc] as number) === hexBond;
    for (let d = 0; d < 6 && same; d++) {
      const nb = b.map.neighbor(loc, d);
      if ((last.side[loc * 6 + d] as number) !== ((sides >> d) & 1)) same = false;
      else if (nb >= 0 && (last.side[nb * 6 + ((d + 3) % 6)] as number) !== ((sides >> (d + 6)) & 1)) same = false;
    }
    if (same) continue;
    if (out === null) {
      const buf = space();
      const n = b.map.size;
      if (buf.length !== n * 7) throw new RangeError(`bondsAfter: space of ${buf.length} bytes, not ${n * 7}`);
      out = { hex: buf.subarray(0, n), side: buf.subarray(n) };
      copyBytes(out.hex, last.hex);
      copyBytes(out.side, last.side);
    }
    out.hex[loc] = hexBond;
    for (let d = 0; d < 6; d++) {
      out.side[loc * 6 + d] = (sides >> d) & 1;
      const nb = b.map.neighbor(loc, d);
      if (nb >= 0) out.side[nb * 6 + ((d + 3) % 6)] = (sides >> (d + 6)) & 1;
    }
  }
  return out ?? last;
}

/** Is `loc` a hex bond of the groups at `owner` against `enemy` (as `bondsFrom` finds it: a group on each side, in line, N44 8.5.1)? */
function hexBondAt(b: Board, owner: Uint8Array, enemy: Uint8Array, loc: number): number {
  if (enemy[loc]) return 0;
  const t = bondTables(b);
  // The groups whose bond would lie on `loc` are its neighbours.
  for (let e = 0; e < 6; e++) {
    const a = b.map.neighbor(loc, e);
    if (a < 0 || !owner[a]) continue;
    for (let d = 0; d < 6; d++) {
      const k = a * 6 + d;
      if (t.mid[k] === loc && owner[t.far[k] as number]) return 1;
    }
  }
  return 0;
}

/**
 * The hexside bonds along the sides of `loc` (as `bondsFrom` finds them, N44 8.5.1, 8.5.3, 8.5.5): bit
 * `d` for the entry of `loc` toward direction `d`, bit `d + 6` for the entry of that neighbour back
 * toward `loc` (direction `d + 3`: axial directions, the opposite three on).
 */
function sideBondsAt(b: Board, owner: Uint8Array, enemy: Uint8Array, loc: number): number {
  const t = bondTables(b);
  let bits = 0;
  // A hexside of `loc` is formed by a group beside both its hexes: a neighbour of `loc`.
  for (let e = 0; e < 6; e++) {
    const a = b.map.neighbor(loc, e);
    if (a < 0 || !owner[a]) continue;
    for (let d = 0; d < 6; d++) {
      const k = a * 6 + d;
      const c1 = t.c1[k] as number;
      if (c1 < 0) continue;
      const c2 = t.c2[k] as number;
      if (c1 !== loc && c2 !== loc) continue;
      if (enemy[c1] && enemy[c2]) continue;
      const x = t.x[k] as number;
      if (!((x >= 0 && owner[x]) || t.border[k])) continue;
      // `bondsFrom` writes c1's entry toward c2 (d12) and c2's back toward c1 (back, d12's opposite).
      const dir = c1 === loc ? (t.d12[k] as number) : (t.back[k] as number);
      bits |= (1 << dir) | (1 << (dir + 6));
    }
  }
  return bits;
}

/**
 * `source`'s bytes into `target` (as long). Within one buffer by `copyWithin`: `set` from a view of the
 * same buffer first copies the source into a new buffer (the views might overlap), an allocation outside
 * the heap that showed in profiles.
 */
export function copyBytes(target: Uint8Array, source: Uint8Array): void {
  if (target.length !== source.length) throw new RangeError(`copyBytes: ${source.length} bytes into ${target.length}`);
  if (target.buffer !== source.buffer) target.set(source);
  else new Uint8Array(target.buffer).copyWithin(target.byteOffset, source.byteOffset, source.byteOffset + source.length);
}

/** May a unit facing `bonds` step from `from` to `to` (direction `dir`)? Not into a hex bond nor across a hexside bond (8.5.2). */
export function bondAllows(bonds: Bonds, from: number, to: number, dir: number): boolean {
  return bonds.hex[to] !== 1 && bonds.side[from * 6 + dir] !== 1;
}
