/**
 * Supply lines of one side in one position, answered for every location at once by searches
 * backward from the sources over typed arrays (N44 18.2, 18.3): the answers are exactly those of the
 * kernel's `traceSupply` with `lineOfSupply` / `landLine` (supply.ts), which stay the rules' reference.
 *
 * Why this is a search over locations, not over (location, leg, length, counter) states: the 18.2
 * counter ("never two consecutive empty hexes in enemy ZOC") after a step is only whether the hex
 * entered is such a hex, so away from the unit's own hex it is a property of the location, and a step
 * is barred exactly when it goes from one such hex into another. The road leg is then plain
 * reachability, and the off-road leg's five hexes a breadth-first distance. Only the unit's own hex
 * differs (its counter starts at 0, N44 18.2: the hex the unit stands in is not a hex of the line it
 * enters): it is answered from its neighbours' answers.
 */
import { SIDE, terrainOf, type Board } from '../map/index.js';
import { closedToAll } from '../movement/movement.js';
import { isTownOrCity } from '../position.js';
import type { Bonds } from '../zoc/bonds.js';

/** Hexside bits of `LineBoard.side`. */
const BARRIER = 1; // blue or sea hexside: no line crosses (N44 8.5.2, 18.2)
const OFF_ROAD_BAN = 2; // flooded or major-river hexside, or a flooded hex beyond: not off road (N44 18.2 note)
const ROAD = 4; // a main or secondary road crosses the hexside (N44 18.2)

/** The Line of Supply's off-road leg: up to 5 hexes to a road (N44 18.2). */
const OFF_ROAD_HEXES = 5;

/**
 * The steps into each location a kind of leg may take as far as the map goes (the position's rules
 * come on top): `from[e]` steps across hexside `side[e]` (`from * 6 + dir`) into the location, for
 * `e` from `start[loc]` to `start[loc + 1]`. Read backward by the searches, from the sources out.
 */
export interface StepsIn {
  readonly start: Int32Array;
  readonly from: Int32Array;
  readonly side: Int32Array;
}

/** What the searches read of a board, built once per board (`lineBoard`). */
export interface LineBoard {
  readonly size: number;
  /** The neighbour across `loc * 6 + dir`, or -1. */
  readonly next: Int32Array;
  /** BARRIER, OFF_ROAD_BAN and ROAD bits per `loc * 6 + dir`. */
  readonly side: Uint8Array;
  /** Steps into each location along a road, off road, and of a land line: not across a barrier, nor the leg's bans (N44 18.2). */
  readonly roadIn: StepsIn;
  readonly offRoadIn: StepsIn;
  readonly landIn: StepsIn;
  /** 1 where no line enters: the sea, the swamp, hex row xx15 (N44 18.2, 26.1). */
  readonly closed: Uint8Array;
  /** 1 where a road leaves the hex: the off-road leg may hand over to the road there (N44 18.2). */
  readonly road: Uint8Array;
  /** The Town and City locations, whose control bars the road leg (N44 18.2). */
  readonly towns: Int32Array;
}

/** The steps into each location across the hexsides whose bits pass `keep`. */
function stepsIn(n: number, next: Int32Array, side: Uint8Array, keep: (bits: number) => boolean): StepsIn {
  const start = new Int32Array(n + 1);
  for (let k = 0; k < n * 6; k++) {
    const to = next[k] as number;
    if (to >= 0 && keep(side[k] as number)) start[to + 1] = (start[to + 1] as number) + 1;
  }
  for (let i = 0; i < n; i++) start[i + 1] = (start[i + 1] as number) + (start[i] as number);
  const from = new Int32Array(start[n] as number);
  const across = new Int32Array(start[n] as number);
  const fill = start.slice(0, n);
  for (let k = 0; k < n * 6; k++) {
    const to = next[k] as number;
    if (to < 0 || !keep(side[k] as number)) continue;
    const e = fill[to] as number;
    fill[to] = e + 1;
    from[e] = (k - (k % 6)) / 6;
    across[e] = k;
  }
  return { start, from, side: across };
}

// Per board: derived from the map alone and never changed once built (as zoc/bonds.ts's bond tables),
// so shared by every game on the board: a playout's fresh game does not build it again.
const lineBoards = new WeakMap<Board, LineBoard>();

/** What the supply searches read of board `b`, built at the first question. */
export function lineBoard(b: Board): LineBoard {
  let lb = lineBoards.get(b);
  if (lb === undefined) {
    lb = buildLineBoard(b);
    lineBoards.set(b, lb);
  }
  return lb;
}

function buildLineBoard(b: Board): LineBoard {
  const n = b.map.size;
  const next = new Int32Array(n * 6).fill(-1);
  const side = new Uint8Array(n * 6);
  const closed = new Uint8Array(n);
  const road = new Uint8Array(n);
  const towns: number[] = [];
  for (let loc = 0; loc < n; loc++) {
    if (closedToAll(b, loc)) closed[loc] = 1;
    if (isTownOrCity(b, loc)) towns.push(loc);
    for (let d = 0; d < 6; d++) {
      const k = loc * 6 + d;
      const bits = b.sides[k] as number;
      const to = b.map.neighbor(loc, d);
      next[k] = to;
      let v = 0;
      if (bits & (SIDE.mainRoad | SIDE.secondaryRoad)) {
        v |= ROAD;
        road[loc] = 1;
      }
      if (bits & (SIDE.blue | SIDE.sea)) v |= BARRIER;
      if (bits & (SIDE.flooded | SIDE.majorRiver) || (to >= 0 && terrainOf(b, to) === 'flooded')) v |= OFF_ROAD_BAN;
      side[k] = v;
    }
  }
  return {
    size: n, next, side, closed, road, towns: Int32Array.from(towns),
    roadIn: stepsIn(n, next, side, (v) => (v & ROAD) !== 0 && (v & BARRIER) === 0),
    offRoadIn: stepsIn(n, next, side, (v) => (v & (OFF_ROAD_BAN | BARRIER)) === 0),
    landIn: stepsIn(n, next, side, (v) => (v & BARRIER) === 0),
  };
}

/** What the lines of one side read of a position (N44 18.2). */
export interface LinePosition {
  /** 1 where a line may enter: not closed to all, no enemy unit. */
  readonly enter: Uint8Array;
  /** 1 on an empty hex in enemy ZOC: a line never enters two in a row. */
  readonly zoc: Uint8Array;
  /** The enemy's ZOC bonds: no line enters a hex bond or crosses a hexside bond (N44 8.5.2). */
  readonly bonds: Bonds;
  /** 1 on a Town or City the side does not control: the road leg never enters it (N44 18.2). */
  readonly foreignTown: Uint8Array;
}

/**
 * `side`'s view of a position: `ownOcc`, `enemyOcc` the locations of each side's units, `enemyZoc`
 * the enemy's ZOC, `bonds` its bonds, `controls(loc)` whether the side controls a Town or City.
 */
export function linePosition(lb: LineBoard, ownOcc: Uint8Array, enemyOcc: Uint8Array, enemyZoc: Uint8Array, bonds: Bonds, controls: (loc: number) => boolean): LinePosition {
  const n = lb.size;
  const enter = new Uint8Array(n);
  const zoc = new Uint8Array(n);
  for (let loc = 0; loc < n; loc++) {
    if (lb.closed[loc] === 0 && enemyOcc[loc] !== 1) enter[loc] = 1;
    if (enemyZoc[loc] === 1 && ownOcc[loc] === 0 && enemyOcc[loc] === 0) zoc[loc] = 1;
  }
  const foreignTown = new Uint8Array(n);
  for (let i = 0; i < lb.towns.length; i++) {
    const loc = lb.towns[i] as number;
    if (!controls(loc)) foreignTown[loc] = 1;
  }
  return { enter, zoc, bonds, foreignTown };
}

/** May a line step across `k = from * 6 + dir` into `to` at all: no barrier hexside, no enemy bond (N44 8.5.2, 18.2)? */
function open(lb: LineBoard, p: LinePosition, k: number, to: number): boolean {
  return ((lb.side[k] as number) & BARRIER) === 0 && p.bonds.hex[to] !== 1 && p.bonds.side[k] !== 1;
}

/**
 * 1 where a Line of Supply (N44 18.2) starts: up to 5 hexes off road to a road hex, then along the
 * road to a source (or straight to a source), as `traceSupply` with `lineOfSupply` answers.
 */
export function supplyLines(lb: LineBoard, p: LinePosition, source: Uint8Array): Uint8Array {
  const n = lb.size;
  const { enter, zoc, foreignTown } = p;
  const bondHex = p.bonds.hex;
  const bondSide = p.bonds.side;
  const queue = new Int32Array(n);
  // The road leg: `onRoad[y]` when a source is reached along the road from y, entered as a hex of the line.
  const onRoad = new Uint8Array(n);
  let tail = 0;
  for (let loc = 0; loc < n; loc++) if (source[loc] === 1) {
    onRoad[loc] = 1;
    queue[tail++] = loc;
  }
  const road = lb.roadIn;
  for (let head = 0; head < tail; head++) {
    const y = queue[head] as number;
    // Along the road, never into an enemy-controlled Town or City, an enemy unit or a hex bond (N44 8.5.2, 18.2).
    if (enter[y] === 0 || foreignTown[y] === 1 || bondHex[y] === 1) continue;
    const zy = zoc[y] as number;
    for (let e = road.start[y] as number, end = road.start[y + 1] as number; e < end; e++) {
      const x = road.from[e] as number;
      if (onRoad[x] === 1 || (zy === 1 && zoc[x] === 1) || bondSide[road.side[e] as number] === 1) continue;
      onRoad[x] = 1;
      queue[tail++] = x;
    }
  }
  // The off-road leg: `far[x] - 1`, the fewest off-road hexes from x to a source or to a road hex
  // that reaches one (0: more than five, or none).
  const far = new Uint8Array(n);
  tail = 0;
  for (let loc = 0; loc < n; loc++) if (source[loc] === 1 || (lb.road[loc] === 1 && onRoad[loc] === 1)) {
    far[loc] = 1;
    queue[tail++] = loc;
  }
  const off = lb.offRoadIn;
  for (let head = 0; head < tail; head++) {
    const y = queue[head] as number;
    const fy = far[y] as number;
    if (fy > OFF_ROAD_HEXES || enter[y] === 0 || bondHex[y] === 1) continue;
    const zy = zoc[y] as number;
    for (let e = off.start[y] as number, end = off.start[y + 1] as number; e < end; e++) {
      const x = off.from[e] as number;
      if (far[x] !== 0 || (zy === 1 && zoc[x] === 1) || bondSide[off.side[e] as number] === 1) continue;
      far[x] = fy + 1;
      queue[tail++] = x;
    }
  }
  const out = new Uint8Array(n);
  for (let x = 0; x < n; x++) {
    if (far[x] !== 0) out[x] = 1;
    else if (zoc[x] === 1 && fromOwnHex(lb, p, x, onRoad, far)) out[x] = 1;
  }
  return out;
}

/**
 * A line from the unit's own hex `x` when it is an empty hex in enemy ZOC (its counter starts at 0,
 * so its first step may enter such a hex): a step off road to a hex with at most four more, or, on a
 * road hex, a step along the road to a hex that reaches a source. (A source at `x` has `far` 0.)
 */
function fromOwnHex(lb: LineBoard, p: LinePosition, x: number, onRoad: Uint8Array, far: Uint8Array): boolean {
  const handOver = lb.road[x] === 1;
  for (let d = 0; d < 6; d++) {
    const k = x * 6 + d;
    const y = lb.next[k] as number;
    if (y < 0 || p.enter[y] === 0 || !open(lb, p, k, y)) continue;
    const bits = lb.side[k] as number;
    const fy = far[y] as number;
    if ((bits & OFF_ROAD_BAN) === 0 && fy !== 0 && fy <= OFF_ROAD_HEXES) return true;
    if (handOver && (bits & ROAD) !== 0 && onRoad[y] === 1 && p.foreignTown[y] === 0) return true;
  }
  return false;
}

/**
 * 1 where a land line of any length starts (N44 18.3, 18.5): the 18.2 blocking rules without length,
 * roads or the off-road bans, as `traceSupply` with `landLine` answers. `source` may be any goal
 * (supply sources, friendly units, refuges).
 */
export function landLines(lb: LineBoard, p: LinePosition, source: Uint8Array): Uint8Array {
  const n = lb.size;
  const { enter, zoc } = p;
  const queue = new Int32Array(n);
  const reach = new Uint8Array(n);
  let tail = 0;
  for (let loc = 0; loc < n; loc++) if (source[loc] === 1) {
    reach[loc] = 1;
    queue[tail++] = loc;
  }
  const bondHex = p.bonds.hex;
  const bondSide = p.bonds.side;
  const land = lb.landIn;
  for (let head = 0; head < tail; head++) {
    const y = queue[head] as number;
    if (enter[y] === 0 || bondHex[y] === 1) continue;
    const zy = zoc[y] as number;
    for (let e = land.start[y] as number, end = land.start[y + 1] as number; e < end; e++) {
      const x = land.from[e] as number;
      if (reach[x] === 1 || (zy === 1 && zoc[x] === 1) || bondSide[land.side[e] as number] === 1) continue;
      reach[x] = 1;
      queue[tail++] = x;
    }
  }
  // The unit's own hex in enemy ZOC: its first step may enter such a hex (see `fromOwnHex`).
  const out = reach.slice();
  for (let x = 0; x < n; x++) {
    if (reach[x] === 1 || zoc[x] === 0) continue;
    for (let d = 0; d < 6; d++) {
      const k = x * 6 + d;
      const y = lb.next[k] as number;
      if (y >= 0 && reach[y] === 1 && enter[y] === 1 && open(lb, p, k, y)) {
        out[x] = 1;
        break;
      }
    }
  }
  return out;
}
