/**
 * Movement (HoN p.6 L347-392): infantry steps to any of the 8 neighbours at 1 MP each, diagonals
 * included (L353-355); passes through friendly infantry but never ends on it (L356); the zone of
 * control of enemy infantry on its 8 adjacent squares ends a move that enters it (L360, [A1]);
 * vehicles have no ZOC and ignore it (L388-392), step forward within 45 degrees of their facing
 * (turning free with the step) or straight back, and turn in place at 1 MP per 45 degrees (L372);
 * rough terrain, water and impassable terrain (p.9 L661-699).
 */
import { SQUARE_DIRECTIONS } from '@esagono/kernel';
import type { TerrainEffects } from '../data/schemas.js';
import { buildingAt, isEntry, noPassageToward, onBoard, terrainAt, type Board } from '../map/board.js';
import type { Activation, State, Unit } from '../state.js';
import { equipmentGroup } from '../combat/equipment.js';
import { goliathEnters } from '../abilities/specials.js';
import { contextOf } from '../context.js';
import { liveOf } from '../speed/squares.js';
import { counterOf, hasAbility, isVehicle, kindOf, movementOf, squareIndex, unitAt, unitById, wreckAt } from '../units.js';
import { atCell, covers, diagonalSides, footprintOf, rearOf } from '../vehicles/footprint.js';
import { withUnit } from '../speed/copy.js';

export const dirX = (d: number): number => (SQUARE_DIRECTIONS[d] as { x: number }).x;
export const dirY = (d: number): number => (SQUARE_DIRECTIONS[d] as { y: number }).y;

/** Terrain of a square: a wreck on it behaves as a terrain tile (HoN p.4 L115, L135). */
export function terrainHere(s: State, board: Board, x: number, y: number): TerrainEffects {
  const w = wreckAt(s, x, y);
  if (w) {
    const effects = counterOf(w).sides[1].wreck;
    if (effects) return effects;
  }
  return terrainAt(board, x, y);
}

/**
 * The Culling Hedgerow Cutter (HoN p.10 L814-818): a heavy vehicle may cross hedgerows while its
 * army has Passage markers; one goes on each hedgerow space crossed (spent in `resolve`).
 */
export function cutsHedgerow(s: State, board: Board, u: Unit, x: number, y: number): boolean {
  return kindOf(u) === 'heavyVehicle' && board.kinds[y * board.width + x] === 'hedgerow' && !wreckAt(s, x, y) && equipmentGroup(s, u, 'cullingHedgerowCutter') !== undefined;
}

/** Whether the terrain of (x, y) lets `u` in, occupants aside (HoN p.9 L667-677, L697-699). */
export function terrainAllows(s: State, board: Board, u: Unit, x: number, y: number): boolean {
  if (!onBoard(board, x, y)) return false;
  const t = terrainHere(s, board, x, y);
  if (t.impassable.includes(kindOf(u)) && !cutsHedgerow(s, board, u, x, y)) return false;
  if (t.water && !hasAbility(u, 'amphibious')) return false;
  return true;
}

/**
 * A diagonal step cuts a corner: it is refused when a No Passage edge touches that corner on
 * either route, or when both orthogonal squares are closed to the mover [A2].
 */
export function cornerOpen(s: State, board: Board, u: Unit, x: number, y: number, d: number): boolean {
  if (d % 2 === 0) return !noPassageToward(board, x, y, d);
  const dx = dirX(d);
  const dy = dirY(d);
  const hx = dx > 0 ? 0 : 4;
  const vy = dy < 0 ? 2 : 6;
  if (noPassageToward(board, x, y, hx) || noPassageToward(board, x, y, vy)) return false;
  if (noPassageToward(board, x + dx, y, vy) || noPassageToward(board, x, y + dy, hx)) return false;
  return terrainAllows(s, board, u, x + dx, y) || terrainAllows(s, board, u, x, y + dy);
}

/**
 * Whether (x, y) is in the zone of control of an enemy of `u`: an enemy infantry unit on one of
 * the 8 adjacent squares, not across a No Passage edge (L360), and not from inside a building
 * onto a square outside it (L364).
 */
export function inEnemyZoc(s: State, board: Board, u: Unit, x: number, y: number): boolean {
  const here = terrainAt(board, x, y);
  // Only the 8 neighbours can hold a unit whose zone covers (x, y): read them from the square index.
  const ix = squareIndex(s);
  let near = false;
  for (let d = 0; d < 8 && !near; d++) {
    const nx = x + dirX(d);
    const ny = y + dirY(d);
    if (nx < 0 || ny < 0 || nx >= ix.width || ny >= ix.height) continue;
    if (liveOf(ix.cells[ny * ix.width + nx]!) !== 0) near = true;
  }
  if (!near) return false;
  for (const e of s.units) {
    if (!e.alive || e.owner === u.owner || kindOf(e) !== 'infantry') continue;
    const dx = x - e.x;
    const dy = y - e.y;
    if (Math.max(Math.abs(dx), Math.abs(dy)) !== 1) continue;
    if (terrainAt(board, e.x, e.y).building && !here.building) continue;
    if (dx === 0 || dy === 0) {
      const d = dx === 1 ? 0 : dx === -1 ? 4 : dy === -1 ? 2 : 6;
      if (noPassageToward(board, e.x, e.y, d)) continue;
    }
    return true;
  }
  return false;
}

export interface StepResult {
  readonly x: number;
  readonly y: number;
  readonly facing: number;
  /** The step ends the move (rough, water, ZOC). */
  readonly ends: boolean;
}

/** MP left in an activation. */
export function mpLeft(u: Unit, a: Activation): number {
  return movementOf(u, a.boost.move) - a.spent;
}

/**
 * The step of `u` toward `d` if legal, else null. Vehicles: forward within 45 degrees of the
 * facing (the new facing is the step's direction) or straight back keeping the facing (L370-372).
 */
/**
 * `stepTo` for the activation of state `s`, memoised per state and direction in the game's context:
 * the steps listed for a state are kept for its resolution (the step chosen is one of them).
 */
export function stepOf(s: State, board: Board, u: Unit, a: Activation, d: number): StepResult | null {
  const memo = contextOf(s).steps;
  let m = memo.get(s);
  if (m === undefined) {
    m = new Array<StepResult | null | undefined>(8).fill(undefined) as (StepResult | null)[];
    memo.add(s, m);
  }
  let r = m[d];
  if (r === undefined) {
    r = stepTo(s, board, u, a, d);
    m[d] = r;
  }
  return r;
}

export function stepTo(s: State, board: Board, u: Unit, a: Activation, d: number): StepResult | null {
  return footprintOf(u) === 2 ? twoSpaceStep(s, board, u, a, d) : stepFrom(s, board, u, a, d);
}

/**
 * A 2-space vehicle's step (HoN p.6 L370-380): forward, the front space moves and counts (L370),
 * the rear following into the old front; in reverse, counted from the rear (L372), the rear space
 * moves straight back and the front follows into the old rear. Ending diagonally it occupies only
 * its two spaces, and may not end so when either other space of their 2 x 2 block is closed to it
 * (L376-380, [A4]): such a step is listed only while the move can go on (MP left, and a turn in
 * place onto an open side space) [derived].
 */
function twoSpaceStep(s: State, board: Board, u: Unit, a: Activation, d: number): StepResult | null {
  const back = (d - u.facing + 8) % 8 === 4;
  // The moving end: the front space, or the rear space in reverse.
  const r = stepFrom(s, board, back ? atCell(u, 1) : u, a, d);
  if (r === null) return null;
  const x = back ? u.x - dirX(u.facing) : r.x;
  const y = back ? u.y - dirY(u.facing) : r.y;
  const moved = withUnit(u, { x, y, facing: r.facing });
  if (!mayEndAt(s, board, moved) && (r.ends || mpLeft(u, a) - 1 < 1 || !turnEscape(s, board, moved))) return null;
  return { x, y, facing: r.facing, ends: r.ends };
}

/** Whether a vehicle may end its move where it stands: not diagonally with a closed side space (HoN p.6 L380, [A4]). */
export function mayEndAt(s: State, board: Board, u: Unit): boolean {
  for (const c of diagonalSides(u)) if (!terrainAllows(s, board, u, c.x, c.y)) return false;
  return true;
}

/** A 45-degree turn in place of a diagonal 2-space vehicle onto an open side space (its rear swings there). */
function turnEscape(s: State, board: Board, u: Unit): boolean {
  return turnOpen(s, board, u, (u.facing + 1) % 8) || turnOpen(s, board, u, (u.facing + 7) % 8);
}

/**
 * Whether a vehicle may turn in place to `facing` (HoN p.6 L372). A 2-space vehicle pivots on its
 * front space [derived: the rulebook's drawing is lost]: its rear swings into the space behind the
 * new facing, which must be open to it as a step would be (terrain, no vehicle, only friendly
 * infantry, review finding 1).
 */
export function turnOpen(s: State, board: Board, u: Unit, facing: number): boolean {
  if (footprintOf(u) === 1) return true;
  const r = rearOf(u.x, u.y, facing);
  if (!terrainAllows(s, board, u, r.x, r.y)) return false;
  const o = unitAt(s, r.x, r.y, u.id);
  return !o || (o.owner === u.owner && !isVehicle(o));
}

function stepFrom(s: State, board: Board, u: Unit, a: Activation, d: number): StepResult | null {
  if (a.stopped || mpLeft(u, a) < 1) return null;
  const vehicle = isVehicle(u);
  let facing = u.facing;
  if (vehicle) {
    const rel = (d - u.facing + 8) % 8;
    if (rel === 0 || rel === 1 || rel === 7) facing = d;
    else if (rel !== 4) return null;
  }
  const x = u.x + dirX(d);
  const y = u.y + dirY(d);
  if (!terrainAllows(s, board, u, x, y) || !cornerOpen(s, board, u, u.x, u.y, d)) return null;
  // Into or out of a building only by an entry space (HoN p.9 L738).
  const bFrom = buildingAt(board, u.x, u.y);
  const bTo = buildingAt(board, x, y);
  if (bFrom !== bTo && ((bFrom !== 0 && !isEntry(board, u.x, u.y)) || (bTo !== 0 && !isEntry(board, x, y)))) return null;
  const occupant = unitAt(s, x, y, u.id);
  if (occupant) {
    // A Goliath may enter an enemy's space; its move ends there, to blow up (HoN p.10 L840, [derived]).
    if (goliathEnters(u, occupant)) return { x, y, facing, ends: true };
    // Through friendly infantry only (L356); a vehicle may end on it and displace it (L380).
    if (occupant.owner !== u.owner || isVehicle(occupant)) return null;
  }
  const from = terrainHere(s, board, u.x, u.y);
  const to = terrainHere(s, board, x, y);
  let ends = false;
  if (!vehicle && to.rough) {
    // Within a rough zone: one space per move, then stop; entering one stops the move (L663).
    if (from.rough && a.spent > 0) return null;
    ends = true;
  }
  // Water: an Amphibious unit stops on entering; from water, one step to an adjacent square, then stop (L699, [A3]).
  if (from.water && a.spent > 0) return null;
  if (to.water || from.water) ends = true;
  if (!vehicle && inEnemyZoc(s, board, u, x, y)) ends = true;
  const left = mpLeft(u, a) - 1;
  if (occupant && (ends || left < 1) && !vehicle) return null;
  return { x, y, facing, ends };
}

/** Turning in place: 45 degrees for 1 MP (L372). Only vehicles face. */
export function canTurn(u: Unit, a: Activation): boolean {
  return isVehicle(u) && !a.stopped && mpLeft(u, a) >= 1;
}

/** Squares a vehicle's displaced infantry may go to: free adjacent squares it may enter (L380-384). */
export function relocationSquares(s: State, board: Board, inf: Unit): { x: number; y: number }[] {
  if (counterOf(inf).sides[inf.side].movement === 'X') return [];
  const out: { x: number; y: number }[] = [];
  for (let d = 0; d < 8; d++) {
    const x = inf.x + dirX(d);
    const y = inf.y + dirY(d);
    if (terrainAllows(s, board, inf, x, y) && !unitAt(s, x, y)) out.push({ x, y });
  }
  return out;
}

/** The infantry unit a vehicle ended on, if any. */
export function displacedBy(s: State, vehicleId: string): Unit | undefined {
  const v = unitById(s, vehicleId);
  if (!v || !v.alive || !isVehicle(v)) return undefined;
  // Under either space of a 2-space vehicle (L368, L382).
  return s.units.find((u) => u.alive && u.id !== v.id && u.carrier === null && covers(v, u.x, u.y) && !isVehicle(u));
}

/** An infantry unit left under any vehicle (a 2-space vehicle may have ended over two, L382-384). */
export function underAnyVehicle(s: State): Unit | undefined {
  for (const v of s.units) {
    if (!v.alive || !isVehicle(v)) continue;
    const u = displacedBy(s, v.id);
    if (u) return u;
  }
  return undefined;
}
