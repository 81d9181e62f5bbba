/**
 * Who stands where, packed: one Int32Array cell per square of the battlefield, for the square
 * questions the rules ask many times per move (units.ts `unitAt`, `wreckAt`; the zone of control,
 * movement/move.ts; the lines of sight, combat/fire.ts).
 *
 *   bits 0-13   index + 1 of the first live unit on the square (0: none)
 *   bits 14-27  index + 1 of the first wreck on the square (0: none)
 *   bit 28      more than one live unit (a vehicle over infantry it displaces, HoN p.6 L380-384)
 *   bits 29-30  who blocks a line of sight there: 1 infantry, 2 vehicle (HoN p.7 L474, [A8])
 *
 * A unit stands on its square and a 2-space vehicle (or its wreck) on its rear space too (HoN p.6
 * L368-370); a carried unit (Trasporto, HoN p.15 L1355) blocks no line. Off-map squares are not
 * indexed: the callers scan the units there.
 *
 * One index per units array, and most moves change the place of one unit or none (a token placed,
 * a card played): `deriveIndex` takes the previous array's index and recomputes only the squares the
 * changed units left or entered, or shares it whole when no unit moved. test/speed/index.test.ts
 * checks the derived index equals the one built from scratch over the states of seeded games.
 */
import type { Unit } from '../state.js';
import { isVehicle } from '../units.js';
import { footprintOf, rearOf } from '../vehicles/footprint.js';

export interface SquareIndex {
  readonly width: number;
  readonly height: number;
  readonly cells: Int32Array;
}

const LIVE = 0x3fff;
const WRECK_SHIFT = 14;
const SHARED = 1 << 28;
const SIGHT_SHIFT = 29;
/** Indexes up to 14 bits: a bigger units array (never met in a game) gets an empty index, and every question a scan. */
const MAX_UNITS = LIVE - 1;
/** Past this many units moved in one step, rebuilding is as cheap as patching. */
const MAX_PATCHED = 4;

/** Index + 1 of the first live unit on cell k, 0 when none. */
export const liveOf = (cell: number): number => cell & LIVE;
/** Index + 1 of the first wreck on cell k, 0 when none. */
export const wreckOf = (cell: number): number => (cell >>> WRECK_SHIFT) & LIVE;
/** Whether more than one live unit stands there. */
export const sharedOf = (cell: number): boolean => (cell & SHARED) !== 0;
/** Who blocks a line there: bit 1 infantry, bit 2 vehicle. */
export const blockersOf = (cell: number): number => (cell >>> SIGHT_SHIFT) & 3;

/** What unit `i` adds to the cell of (x, y), given the cell so far; units are added in array order. */
function addUnit(cell: number, i: number, u: Unit, x: number, y: number): number {
  const front = u.x === x && u.y === y;
  let rear = false;
  if (!front) {
    if (footprintOf(u) !== 2) return cell;
    const r = rearOf(u.x, u.y, u.facing);
    if (r.x !== x || r.y !== y) return cell;
    rear = true;
  }
  // A carried unit's rear space is not its (it is off the map); its own square is kept as the
  // units.ts scan kept it.
  if (rear && u.carrier !== null) return cell;
  if (u.alive) {
    if ((cell & LIVE) === 0) cell |= i + 1;
    else cell |= SHARED;
    if (u.carrier === null) cell |= (isVehicle(u) ? 2 : 1) << SIGHT_SHIFT;
  } else if (u.wreck && ((cell >>> WRECK_SHIFT) & LIVE) === 0) cell |= (i + 1) << WRECK_SHIFT;
  return cell;
}

const onMap = (ix: { width: number; height: number }, x: number, y: number): boolean => x >= 0 && y >= 0 && x < ix.width && y < ix.height;

/** The index built from scratch. */
export function buildIndex(units: readonly Unit[], width: number, height: number): SquareIndex {
  if (units.length > MAX_UNITS) return { width: 0, height: 0, cells: new Int32Array(0) };
  const cells = new Int32Array(width * height);
  const ix = { width, height, cells };
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    if (onMap(ix, u.x, u.y)) cells[u.y * width + u.x] = addUnit(cells[u.y * width + u.x]!, i, u, u.x, u.y);
    if (footprintOf(u) === 2) {
      const r = rearOf(u.x, u.y, u.facing);
      if (onMap(ix, r.x, r.y)) cells[r.y * width + r.x] = addUnit(cells[r.y * width + r.x]!, i, u, r.x, r.y);
    }
  }
  return ix;
}

/** The cell of (x, y) recomputed over every unit. */
function cellAt(units: readonly Unit[], x: number, y: number): number {
  let cell = 0;
  for (let i = 0; i < units.length; i++) cell = addUnit(cell, i, units[i]!, x, y);
  return cell;
}

/** Whether two versions of a unit stand alike for the index: same squares, same kind of presence. */
function samePlace(a: Unit, b: Unit): boolean {
  return a.x === b.x && a.y === b.y && a.facing === b.facing && a.alive === b.alive && a.wreck === b.wreck && a.carrier === b.carrier && a.counter === b.counter;
}

function repaint(units: readonly Unit[], ix: SquareIndex, u: Unit): void {
  if (onMap(ix, u.x, u.y)) ix.cells[u.y * ix.width + u.x] = cellAt(units, u.x, u.y);
  if (footprintOf(u) === 2) {
    const r = rearOf(u.x, u.y, u.facing);
    if (onMap(ix, r.x, r.y)) ix.cells[r.y * ix.width + r.x] = cellAt(units, r.x, r.y);
  }
}

/**
 * The index of `units` from `prev`, the index of `prevUnits` (same battlefield): `prev` itself when
 * no unit changed place, a copy with the left and entered squares recomputed when a few did, or null
 * when the arrays differ too much (another length or order, many units moved): build it then.
 */
export function deriveIndex(prevUnits: readonly Unit[], prev: SquareIndex, units: readonly Unit[]): SquareIndex | null {
  if (prevUnits.length !== units.length || prev.width === 0) return null;
  let next: SquareIndex | null = null;
  let patched = 0;
  for (let i = 0; i < units.length; i++) {
    const a = prevUnits[i]!;
    const b = units[i]!;
    if (a === b) continue;
    if (a.id !== b.id) return null;
    if (samePlace(a, b)) continue;
    if (++patched > MAX_PATCHED) return null;
    next ??= { width: prev.width, height: prev.height, cells: prev.cells.slice() };
    repaint(units, next, a);
    repaint(units, next, b);
  }
  return next ?? prev;
}
