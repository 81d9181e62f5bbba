/**
 * Line-of-sight benchmarks. Esagono answers exact centre-to-centre LOS queries; rot.js's
 * PreciseShadowcasting (topology 6) computes a whole field of view by shadowcasting. The FOV cases
 * time both on the same 40x40 board with the same seeded blockers: rot.js's one FOV call against
 * the kernel's `Sight.fieldOfView` from the same hex and radius, which judges the exact line to
 * every hex (its lines are compiled once per board, as a title keeps them; the answers are checked
 * against `hexVisible` at load). The answers differ in kind (rot.js reports partial visibility of
 * cells; Esagono's line rule is exact), so this compares cost, not results. The case named "M44
 * 'both'" keeps its name for the baseline; Memoir '44 itself reads the rule over the whole line,
 * the 'choice' case.
 *
 * rot.js hex coordinates are "doubled width" on a pointy board: row y, x = 2 * column + (y & 1),
 * neighbours (±2, 0) and (±1, ±1). Axial is then q = (x - y) / 2, r = y.
 */
import { FOV } from 'rot-js';
import { Rng, hexDistance, hexSight, hexVisible, squareVisible, type Hex, type HexLosPolicy, type SightRules } from '@esagono/kernel';

interface BenchCase {
  name: string;
  esagono: () => void;
  peers: Record<string, () => void>;
}

const SIZE = 40;
const RADIUS = 8;
const DENSITY = 0.2;
const rng = new Rng(20_261_122);

// blocked[row * SIZE + col], the same board for every case.
const blocked = new Uint8Array(SIZE * SIZE);
for (let i = 0; i < blocked.length; i++) blocked[i] = rng.int(1000) < DENSITY * 1000 ? 1 : 0;
const viewerRow = 20;
const viewerCol = 20;
blocked[viewerRow * SIZE + viewerCol] = 0;

const onBoard = (row: number, col: number): boolean => row >= 0 && row < SIZE && col >= 0 && col < SIZE;
const toHex = (row: number, col: number): Hex => ({ q: col - ((row - (row & 1)) >> 1), r: row });

const hexBlocks = (h: Hex): boolean => {
  const row = h.r;
  const col = h.q + ((row - (row & 1)) >> 1);
  return !onBoard(row, col) || blocked[row * SIZE + col] === 1;
};
const either: HexLosPolicy = { blocks: hexBlocks, edge: 'either' };
const both: HexLosPolicy = { blocks: hexBlocks, edge: 'both' };

const viewer = toHex(viewerRow, viewerCol);
const cellBlocks = (cell: number): boolean => blocked[cell] === 1;

// The kernel's field of view: the same board numbered row * SIZE + col, lines compiled once per board.
const cells = {
  size: SIZE * SIZE,
  indexAt: (q: number, r: number): number => {
    const col = q + ((r - (r & 1)) >> 1);
    return onBoard(r, col) ? r * SIZE + col : -1;
  },
  hexAt: (cell: number): Hex => toHex(Math.floor(cell / SIZE), cell % SIZE),
};
const sight = hexSight(cells);
// Memoir '44's reading: both sides of the line over the whole line ('choice'), corner touches counted (M44 p.9).
const m44Sight = hexSight(cells, { corners: 'edge' });
const fovChoice: SightRules = { blocks: cellBlocks, edge: 'choice' };
const m44Policy: HexLosPolicy = { blocks: hexBlocks, edge: 'choice', corners: 'edge' };
const fovEither: SightRules = { blocks: cellBlocks, edge: 'either' };
const fovBoth: SightRules = { blocks: cellBlocks, edge: 'both' };
const seen = new Uint8Array(SIZE * SIZE);
const viewerCell = viewerRow * SIZE + viewerCol;
const inRadius: Hex[] = [];
for (let row = 0; row < SIZE; row++)
  for (let col = 0; col < SIZE; col++) {
    const h = toHex(row, col);
    if (hexDistance(h, viewer) <= RADIUS) inRadius.push(h);
  }

// The field of view answers as the single queries do, hex by hex: checked once at load.
for (const [name, board, rules, policy] of [
  ['either', sight, fovEither, either],
  ['both', sight, fovBoth, both],
  ['M44', m44Sight, fovChoice, m44Policy],
] as const) {
  board.fieldOfView(viewerCell, RADIUS, rules, seen);
  for (const h of inRadius) {
    const col = h.q + ((h.r - (h.r & 1)) >> 1);
    if ((seen[h.r * SIZE + col] === 1) !== hexVisible(viewer, h, policy)) throw new Error(`FOV '${name}' differs at ${h.q},${h.r}`);
  }
}

// 1000 single queries at distance 10, both ends on the board.
const BATCH = 1000;
const queries: [Hex, Hex][] = [];
while (queries.length < BATCH) {
  const a = toHex(rng.int(SIZE), rng.int(SIZE));
  const b = toHex(rng.int(SIZE), rng.int(SIZE));
  if (hexDistance(a, b) === 10) queries.push([a, b]);
}
// The same board read as squares: 1000 pairs at Chebyshev distance 10.
const squareQueries: [{ x: number; y: number }, { x: number; y: number }][] = [];
while (squareQueries.length < BATCH) {
  const a = { x: rng.int(SIZE), y: rng.int(SIZE) };
  const b = { x: rng.int(SIZE), y: rng.int(SIZE) };
  if (Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y)) === 10) squareQueries.push([a, b]);
}
const squareBlocks = (s: { x: number; y: number }): boolean => !onBoard(s.y, s.x) || blocked[s.y * SIZE + s.x] === 1;
const squareEither = { blocks: squareBlocks, edge: 'either' } as const;

const rotFov = new FOV.PreciseShadowcasting(
  (x, y) => {
    if ((x - y) % 2 !== 0) return false;
    const col = (x - (y & 1)) / 2;
    return onBoard(y, col) && blocked[y * SIZE + col] === 0;
  },
  { topology: 6 },
);
const rotX = 2 * viewerCol + (viewerRow & 1);

export let sink = 0;

/** The peer of both FOV cases: rot.js shadowcasting from the same viewer and radius. */
function rotFovCount(): void {
  let s = 0;
  rotFov.compute(rotX, viewerRow, RADIUS, () => {
    s++;
  });
  sink += s;
}

export const cases: BenchCase[] = [
  {
    name: `hex LOS query distance 10 (${BATCH} queries, 40x40, 20% blockers)`,
    esagono: () => {
      let s = 0;
      for (const [a, b] of queries) if (hexVisible(a, b, either)) s++;
      sink += s;
    },
    peers: {},
  },
  {
    name: `square LOS query distance 10 (${BATCH} queries, 40x40, 20% blockers)`,
    esagono: () => {
      let s = 0;
      for (const [a, b] of squareQueries) if (squareVisible(a, b, squareEither)) s++;
      sink += s;
    },
    peers: {},
  },
  {
    name: `hex FOV radius ${RADIUS} 40x40 (20% blockers, 'either')`,
    esagono: () => {
      sink += sight.fieldOfView(viewerCell, RADIUS, fovEither, seen);
    },
    peers: {
      'rot-js PreciseShadowcasting': rotFovCount,
    },
  },
  {
    name: `hex FOV radius ${RADIUS} 40x40 (20% blockers, M44 'both')`,
    esagono: () => {
      sink += sight.fieldOfView(viewerCell, RADIUS, fovBoth, seen);
    },
    peers: {
      'rot-js PreciseShadowcasting': rotFovCount,
    },
  },
  {
    name: `hex FOV radius ${RADIUS} 40x40 (20% blockers, M44 both sides over the line: 'choice', corners)`,
    esagono: () => {
      sink += m44Sight.fieldOfView(viewerCell, RADIUS, fovChoice, seen);
    },
    peers: {
      'rot-js PreciseShadowcasting': rotFovCount,
    },
  },
];
