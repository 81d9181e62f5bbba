/**
 * Grid benchmarks: Esagono's hex maths against honeycomb-grid v4 on the same inputs.
 * Each function does a fixed batch of BATCH operations over inputs drawn once from a
 * seeded RNG, and folds the results into `sink` so no work can be optimised away.
 * Both sides consume the same outputs (both coordinates of every neighbour, every
 * distance, every line's length); at load time, outside the timing, their answers are
 * checked equal so both do the same work.
 */
import { Direction, Orientation, defineHex, distance, line, neighborOf, type HexCoordinates } from 'honeycomb-grid';
import {
  Rng,
  hexDistance,
  hexHexagon,
  hexLineDraw,
  hexLineHexes,
  hexMap,
  hexNeighbor,
  hexNeighbors,
  type Hex,
} from '@esagono/kernel';

interface BenchCase {
  name: string;
  esagono: () => void;
  peers: Record<string, () => void>;
}

const BATCH = 1000;
const rng = new Rng(20_261_122);
const coord = (span: number) => rng.int(2 * span + 1) - span;
const pairs: [Hex, Hex][] = Array.from({ length: BATCH }, () => [
  { q: coord(50), r: coord(50) },
  { q: coord(50), r: coord(50) },
]);
const hexes: Hex[] = pairs.map(([a]) => a);
// Lines as long as wargame fire ranges: up to 12 hexes apart.
const shortPairs: [Hex, Hex][] = pairs.map(([a]) => [a, { q: a.q + coord(6), r: a.r + coord(6) }]);

// honeycomb-grid: pointy hexes (its default) and its six valid directions for them.
const HcHex = defineHex({ orientation: Orientation.POINTY });
type HcHexT = InstanceType<typeof HcHex>;
const hcSettings = HcHex.settings;
const hcCreate = (c?: HexCoordinates): HcHexT => new HcHex(c);
const hcPairs = pairs.map(([a, b]): [HcHexT, HcHexT] => [new HcHex(a), new HcHex(b)]);
const hcHexes = hcPairs.map(([a]) => a);
const hcShort = shortPairs.map(([a, b]): [HexCoordinates, HexCoordinates] => [a, b]);
const HC_DIRECTIONS = [Direction.E, Direction.NE, Direction.NW, Direction.W, Direction.SW, Direction.SE] as const;

// Index-based neighbours: a radius-20 board (1261 hexes) and BATCH random locations on it.
const board = hexMap(hexHexagon(20));
const locs = Int32Array.from({ length: BATCH }, () => rng.int(board.size));

export let sink = 0;

// Same inputs, same answers (checked once, outside the timing).
for (const [i, [a, b]] of pairs.entries()) {
  const [ha, hb] = hcPairs[i] as [HcHexT, HcHexT];
  if (hexDistance(a, b) !== distance(hcSettings, ha, hb)) throw new Error('grid bench: distances disagree');
  const all = hexNeighbors(a);
  HC_DIRECTIONS.forEach((dir, d) => {
    const n = neighborOf(ha, dir);
    const m = hexNeighbor(a, d);
    if (n.q !== m.q || n.r !== m.r || (all[d] as Hex).q !== n.q || (all[d] as Hex).r !== n.r)
      throw new Error('grid bench: neighbours disagree');
  });
}

/** honeycomb-grid's side of both neighbour cases: six `neighborOf` calls per hex. */
function honeycombNeighbours(): void {
  let s = 0;
  for (const a of hcHexes)
    for (const d of HC_DIRECTIONS) {
      const n = neighborOf(a, d);
      s += n.q - n.r;
    }
  sink += s;
}

export const cases: BenchCase[] = [
  {
    name: 'hex distance',
    esagono: () => {
      let s = 0;
      for (const [a, b] of pairs) s += hexDistance(a, b);
      sink += s;
    },
    peers: {
      'honeycomb-grid': () => {
        let s = 0;
        for (const [a, b] of hcPairs) s += distance(hcSettings, a, b);
        sink += s;
      },
    },
  },
  {
    // Each call: 6 x BATCH neighbour objects, one per direction call, q and r of each consumed.
    name: 'hex neighbours',
    esagono: () => {
      let s = 0;
      for (const a of hexes)
        for (let d = 0; d < 6; d++) {
          const n = hexNeighbor(a, d);
          s += n.q - n.r;
        }
      sink += s;
    },
    peers: {
      'honeycomb-grid': honeycombNeighbours,
    },
  },
  {
    // Each call: the six neighbours of BATCH hexes; ours in one call (an array of six),
    // honeycomb's (which has no all-neighbours function) in six `neighborOf` calls.
    name: 'hex neighbours (all six)',
    esagono: () => {
      let s = 0;
      for (const a of hexes) for (const n of hexNeighbors(a)) s += n.q - n.r;
      sink += s;
    },
    peers: {
      'honeycomb-grid': honeycombNeighbours,
    },
  },
  {
    // Esagono only: the map form movement and LOS loops use (no peer has an equivalent).
    name: 'hex neighbours (map index)',
    esagono: () => {
      let s = 0;
      const adj = board.adjacency;
      for (let i = 0; i < BATCH; i++) {
        const base = (locs[i] as number) * 6;
        for (let d = 0; d < 6; d++) s += adj[base + d] as number;
      }
      sink += s;
    },
    peers: {},
  },
  {
    // Same work on both sides: the N + 1 hexes nearest to evenly spaced points of the
    // segment (ours in exact integer arithmetic, honeycomb's with float lerp and rounding).
    name: 'hex line',
    esagono: () => {
      let s = 0;
      for (const [a, b] of shortPairs) s += hexLineDraw(a, b).length;
      sink += s;
    },
    peers: {
      'honeycomb-grid': () => {
        let s = 0;
        for (const [start, stop] of hcShort) s += line<HcHexT>({ start, stop })(hcCreate).length;
        sink += s;
      },
    },
  },
  {
    // Ours only: the exact segment walk of line of sight, which also reports the hexsides
    // and vertices the segment runs along (more work than a drawn line).
    name: 'hex exact line (LOS walk)',
    esagono: () => {
      let s = 0;
      for (const [a, b] of shortPairs) s += hexLineHexes(a, b).length;
      sink += s;
    },
    peers: {},
  },
];
