/**
 * Runs every code example of docs/kernel.md, so the tour cannot rot. Each example is pasted
 * here verbatim (imports aside) and followed by assertions on its results; the first test
 * checks that every ```ts block of the doc still appears in this file.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  inSquareArc,
  squareAreaHindrance,
  squareArcSide,
  squarePointDistance,
  D6,
  Occupancy,
  Rng,
  STANDARD_HEX_NUMBERS,
  attackDistribution,
  createReachSearcher,
  crtDistribution,
  crtLookup,
  diceOutcomes,
  doubledDistance,
  doubledToHex,
  drawOutcomes,
  exactDice,
  formatHexNumber,
  hex,
  hexCorners,
  hexDirectionByName,
  hexDistance,
  hexHexagon,
  hexKey,
  hexLayout,
  hexLine,
  hexLos,
  hexMap,
  hexMapBlocks,
  hexMapCells,
  hexMapDistance,
  hexSight,
  hexNeighbor,
  hexParallelogram,
  hexRectangle,
  hexToDoubled,
  hexToPixel,
  hexVertex,
  hexVisible,
  hexside,
  hexsideFeatures,
  hexsideFlags,
  hexsideId,
  hexsideIndex,
  hexsideVertices,
  mapHexsideFeatures,
  mctsBot,
  mctsSearch,
  nameOfHexDirection,
  netShift,
  offsetToHex,
  oppositeDirection,
  parseDice,
  parseHexNumber,
  path,
  pixelToHex,
  play,
  poolAtLeast,
  poolChanceOutcomes,
  probAtLeast,
  randomBot,
  ratioColumns,
  reach,
  resolveOdds,
  retreatPaths,
  slidingCrt,
  square,
  squareDistance,
  squareEdge,
  squareEdgeFeatures,
  squareEdgeFlags,
  squareLos,
  squareEdgeKeyAt,
  squareMap,
  squareMapCells,
  squareSight,
  vertexHexes,
  vertexId,
  withoutHexes,
  zocMap,
  StackIndex,
  advanceDestinations,
  allAttackers,
  applyLoss,
  attackTotal,
  lossChooser,
  lossDecision,
  lossOptions,
  lossUnabsorbed,
  retreatChoices,
  sheddingChoices,
  stackViolations,
  type AttackTotalRules,
  type RetreatPath,
  type StackingRules,
  bigRational,
  rational,
  ratSum,
  type Bot,
  type Determinizer,
  type FaceTable,
  type Hex,
  type HexLosPolicy,
  type Modifier,
  type MovePolicy,
  type OddsRules,
  type SightRules,
  type StepCost,
} from '@esagono/kernel';
import { skirmish, type SkirmishMove as Move, type SkirmishPlayer as Player, type SkirmishState as State } from '@esagono/kernel';

const DOC = new URL('../../../../docs/kernel.md', import.meta.url);
const SELF = new URL(import.meta.url);

/** Lines without indentation, blank lines and import statements: what "verbatim modulo imports" compares. */
function normalise(source: string): string {
  return source
    .replace(/^\s*import\s[\s\S]*?from\s+'[^']+';[^\n]*$/gm, '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .join('\n');
}

describe('docs/kernel.md', () => {
  it('every ts example of the doc appears verbatim (imports aside) in this test file', () => {
    const doc = readFileSync(DOC, 'utf8');
    const blocks = [...doc.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1] as string);
    expect(blocks.length).toBeGreaterThan(10);
    const self = normalise(readFileSync(SELF, 'utf8'));
    const missing = blocks.map(normalise).filter((b) => !self.includes(b));
    expect(missing).toEqual([]);
  });
});

describe('Hex coordinates', () => {
  it('axial coordinates, directions 0..5 and their names per orientation', () => {
    const a = hex(2, -1);
    const east = hexNeighbor(a, 0); // { q: 3, r: -1 }
    const d = hexDistance(a, hex(-1, 1)); // 3
    const back = oppositeDirection(1); // 4
    const pointyName = nameOfHexDirection('pointy', 1); // 'NE'
    const flatName = nameOfHexDirection('flat', 2); // 'N'
    const none = hexDirectionByName('pointy', 'N'); // -1: pointy-top hexes have no north side

    expect(east).toEqual({ q: 3, r: -1 });
    expect(d).toBe(3);
    expect(back).toBe(4);
    expect(pointyName).toBe('NE');
    expect(flatName).toBe('N');
    expect(none).toBe(-1);
    // Both name lists cover each direction once.
    for (const o of ['flat', 'pointy'] as const) {
      const all = ([0, 1, 2, 3, 4, 5] as const).map((k) => hexDirectionByName(o, nameOfHexDirection(o, k)));
      expect(all).toEqual([0, 1, 2, 3, 4, 5]);
    }
  });

  it('offset layouts and printed hex numbers (CCRR, odd columns shoved down)', () => {
    const h = offsetToHex({ col: 8, row: 12 }, 'odd-q');
    const printed = formatHexNumber(h, STANDARD_HEX_NUMBERS); // '0812'
    const north = formatHexNumber(hexNeighbor(h, hexDirectionByName('flat', 'N')), STANDARD_HEX_NUMBERS); // '0811'
    const northEast = formatHexNumber(hexNeighbor(h, hexDirectionByName('flat', 'NE')), STANDARD_HEX_NUMBERS); // '0911'
    const parsed = parseHexNumber('0812', STANDARD_HEX_NUMBERS); // { ok: true, hex: h }
    const typo = parseHexNumber('08l2', STANDARD_HEX_NUMBERS); // { ok: false, error: { code: 'hex-number-not-digits', ... } }

    expect(printed).toBe('0812');
    expect(north).toBe('0811');
    expect(northEast).toBe('0911');
    expect(parsed).toEqual({ ok: true, hex: h });
    expect(typo.ok).toBe(false);
    if (!typo.ok) expect(typo.error.code).toBe('hex-number-not-digits');
    // An odd column is shoved half a hex down: its NE neighbour keeps the row number.
    const odd = offsetToHex({ col: 9, row: 11 }, 'odd-q');
    expect(formatHexNumber(hexNeighbor(odd, hexDirectionByName('flat', 'NE')), STANDARD_HEX_NUMBERS)).toBe('1011');
  });

  it("Memoir '44 doubled coordinates (row, doubled column)", () => {
    const attacker = doubledToHex({ row: 6, col: 10 });
    const target = doubledToHex({ row: 4, col: 10 });
    const nowhere = doubledToHex({ row: 6, col: 9 }); // null: row + col must be even
    const steps = doubledDistance({ row: 6, col: 10 }, { row: 4, col: 10 }); // 2, without converting
    const back = attacker && hexToDoubled(attacker); // { row: 6, col: 10 }

    expect(attacker).not.toBeNull();
    expect(target).not.toBeNull();
    expect(nowhere).toBeNull();
    expect(steps).toBe(2);
    expect(hexDistance(attacker as Hex, target as Hex)).toBe(steps);
    expect(back).toEqual({ row: 6, col: 10 });
  });

  it('pixel layouts: centres, picking and corners', () => {
    const layout = hexLayout('pointy', 32, { x: 40, y: 40 }); // size: centre to corner
    const centre = hexToPixel(layout, hex(1, 0)); // { x: 40 + 32·√3, y: 40 }
    const picked = pixelToHex(layout, { x: 100, y: 45 }); // the hex under the mouse: { q: 1, r: 0 }
    const corners = hexCorners(layout, hex(1, 0)); // corner i lies between sides i and i + 1

    expect(centre.x).toBeCloseTo(40 + 32 * Math.sqrt(3), 9);
    expect(centre.y).toBeCloseTo(40, 9);
    expect(picked).toEqual({ q: 1, r: 0 });
    expect(corners).toHaveLength(6);
    // Pointy-top: corner 1 (between NE and NW) is the top one, y grows downward.
    expect(corners[1]!.x).toBeCloseTo(centre.x, 9);
    expect(corners[1]!.y).toBeCloseTo(centre.y - 32, 9);
  });
});

describe('Maps, hexsides and vertices', () => {
  it('a map gives dense location ids, neighbours by direction and -1 off the map', () => {
    const map = hexMap(hexRectangle(10, 8, 'odd-q', { col: 1, row: 1 })); // printed 0101 .. 1008
    const at = (n: string): number => {
      const p = parseHexNumber(n, STANDARD_HEX_NUMBERS);
      return p.ok ? map.indexOf(p.hex) : -1;
    };
    const loc = at('0304');
    const north = map.neighbor(loc, 2); // direction 2 is N on a flat-top map
    const label = formatHexNumber(map.hexes[north]!, STANDARD_HEX_NUMBERS); // '0303'
    const edge = map.neighbor(at('0101'), 2); // -1: off the map
    const lake = hexMap(withoutHexes(map.hexes, [map.hexes[loc]!])); // the same board with a hole

    expect(map.size).toBe(80);
    expect(loc).toBeGreaterThanOrEqual(0);
    expect(label).toBe('0303');
    expect(edge).toBe(-1);
    expect(lake.size).toBe(79);
    expect(lake.indexOf(map.hexes[loc]!)).toBe(-1);
    expect(map.adjacency[loc * 6 + 2]).toBe(north);
    expect(at('1108')).toBe(-1);
  });

  it('hexsides are named once, whichever hex names them; features live in an immutable store', () => {
    const a = hex(3, 4);
    const across = hexNeighbor(a, 4);
    const side = hexside(a, 4); // { q: 2, r: 5, k: 1 }: named from the neighbour, as its side 1
    const id = hexsideId(side); // '2,5:1'
    const rivers = hexsideFeatures<{ readonly river: boolean; readonly bridge?: boolean }>([
      [a, 4, { river: true }],
      [across, 1, { river: true, bridge: true }], // the same side from the other bank: the last entry wins
    ]);
    const bridged = rivers.get(a, 4); // { river: true, bridge: true }
    const blown = rivers.with(across, 1, { river: true }); // a new store; `rivers` is unchanged

    expect(side).toEqual({ q: 2, r: 5, k: 1 });
    expect(hexside(across, 1)).toEqual(side);
    expect(id).toBe('2,5:1');
    expect(rivers.size).toBe(1);
    expect(bridged).toEqual({ river: true, bridge: true });
    expect(blown.get(a, 4)).toEqual({ river: true });
    expect(rivers.get(a, 4)).toEqual({ river: true, bridge: true });
  });

  it('fast per-map tables: hexside flags and features by dense side id', () => {
    const map = hexMap(hexHexagon(3));
    const RIVER = 1;
    const ROAD = 2;
    const sides = hexsideFeatures<number>([
      [hex(0, 0), 0, RIVER],
      [hex(0, 0), 3, ROAD],
    ]);
    const flags = hexsideFlags(map, sides, (f) => f); // Int32Array, flags[loc * 6 + dir]
    const centre = map.indexOf(hex(0, 0));
    const eastBank = map.indexOf(hex(1, 0));
    const bound = mapHexsideFeatures(hexsideIndex(map), sides); // features by dense side id

    expect(flags[centre * 6 + 0]).toBe(RIVER);
    // The same side read from the other hex, toward the opposite direction.
    expect(flags[eastBank * 6 + 3]).toBe(RIVER);
    expect(flags[centre * 6 + 1]).toBe(0);
    expect(bound.at(centre, 3)).toBe(ROAD);
    expect(bound.at(map.indexOf(hex(-1, 0)), 0)).toBe(ROAD);
    expect(bound.at(centre, 1)).toBeUndefined();
  });

  it('vertices: corner i of a hex lies between its sides i and i + 1, shared by three hexes', () => {
    const v = hexVertex(hex(0, 0), 2); // between sides 2 and 3
    const id = vertexId(v); // '-1,0^0'
    const three = vertexHexes(v); // (-1, 0), (0, 0) and (0, -1)
    const ends = hexsideVertices(hexside(hex(0, 0), 2)); // corners 1 and 2 of (0, 0)

    expect(id).toBe('-1,0^0');
    expect(three.map(hexKey).sort()).toEqual(['-1,0', '0,-1', '0,0']);
    expect(ends).toEqual([hexVertex(hex(0, 0), 1), v]);
    // The same corner named from the other two hexes.
    expect(hexVertex(hex(-1, 0), 0)).toEqual(v);
    expect(hexVertex(hex(0, -1), 4)).toEqual(v);
  });
});

describe('Square grids', () => {
  it('square maps, eight directions, edges and their features', () => {
    const board = squareMap(6, 4, [square(2, 2)]); // 6 × 4 squares with one hole
    const loc = board.indexOf(square(1, 1));
    const ne = board.squares[board.neighbor(loc, 1)]; // direction 1 is NE: { x: 2, y: 0 }
    const hole = board.indexOf(square(2, 2)); // -1
    const king = squareDistance(square(0, 0), square(3, 2)); // 3: diagonal steps count 1
    const walls = squareEdgeFeatures([[square(1, 1), 0, 'wall']]); // the east edge of (1, 1)
    const seenFromEast = walls.get(square(2, 1), 4); // 'wall': the west edge of (2, 1)
    const diagonal = squareEdge(square(1, 1), 1); // null: a diagonal step crosses a corner, not an edge
    const flags = squareEdgeFlags(board, walls, () => 1); // Int32Array, flags[loc * 8 + dir]

    expect(board.size).toBe(23);
    expect(ne).toEqual({ x: 2, y: 0 });
    expect(hole).toBe(-1);
    expect(king).toBe(3);
    expect(seenFromEast).toBe('wall');
    expect(diagonal).toBeNull();
    expect(flags[loc * 8 + 0]).toBe(1);
    expect(flags[loc * 8 + 7]).toBe(0);
  });
});

describe('Movement', () => {
  it('reach: hexside costs read through dir; halves are exact', () => {
    const map = hexMap(hexParallelogram(0, 5, 0, 3));
    const RIVER = 1;
    const river = hexsideFlags(map, hexsideFeatures([[hex(2, 1), 0, RIVER]]), (f: number) => f);
    const cost: StepCost = (from, _to, dir) => ((river[from * 6 + dir]! & RIVER) !== 0 ? 3 : 1); // +2 MP across the river
    const start = map.indexOf(hex(1, 1));
    const r = reach(map, start, 3, cost);
    const ford = map.indexOf(hex(3, 1));
    const around = r.pathTo(ford)!.map((l) => hexKey(map.hexes[l]!)); // 3 MP around the river, not 4 across

    expect(r.cost[ford]).toBe(3);
    expect(around).toHaveLength(4);
    expect(around[0]).toBe('1,1');
    expect(around[3]).toBe('3,1');
    expect(around).not.toEqual(['1,1', '2,1', '3,1']);
    expect(r.cost[start]).toBe(0);
    expect(r.destinations()).not.toContain(start);
    expect(r.destinations().every((l) => r.cost[l]! <= 3)).toBe(true);
    // Costs are exact doubles: ten half-MP road steps cost exactly 5.
    const road = reach(map, map.indexOf(hex(0, 0)), 2.5, () => 0.5);
    expect(road.cost[map.indexOf(hex(5, 0))]).toBe(2.5);
  });

  it('ZOC policies as data (N44 8.1, 8.2)', () => {
    const map = hexMap(hexParallelogram(0, 6, 0, 2));
    const enemy = map.indexOf(hex(3, 1));
    const zoc = zocMap(map, [enemy]); // N44 8.1: the six adjacent hexes (1 = in enemy ZOC)
    const N44_ZOC: readonly MovePolicy[] = [
      { kind: 'zocStop', rule: 'N44 8.2' }, // must stop on entering EZOC
      { kind: 'zocLeaveCost', cost: 1, rule: 'N44 8.2' }, // leaving EZOC costs +1 MP
    ];
    const cost: StepCost = (_from, to) => (to === enemy ? Infinity : 1);
    const r = reach(map, map.indexOf(hex(0, 1)), 10, cost, { zoc, policies: N44_ZOC });
    const adjacent = map.indexOf(hex(2, 1)); // reached for 2 MP, and there the unit stops
    const beyond = map.indexOf(hex(6, 1)); // Infinity: every way east enters the ZOC

    expect(zoc[enemy]).toBe(0);
    expect(zoc[adjacent]).toBe(1);
    expect(r.cost[adjacent]).toBe(2);
    expect(r.stopped[adjacent]).toBe(1);
    expect(r.cost[beyond]).toBe(Infinity);
    expect(reach(map, map.indexOf(hex(0, 1)), 10, cost).cost[beyond]).toBeLessThan(Infinity);
  });

  it('ZOC blocked across hexsides, exempt units, and a unit starting in ZOC (N44 8.1, 8.2)', () => {
    const map = hexMap(hexParallelogram(0, 6, 0, 2));
    const enemy = map.indexOf(hex(3, 1));
    const zoc = zocMap(map, [enemy], { blockedSides: (loc, dir) => loc === enemy && dir === 0 }); // N44 8.1: not across a blue hexside
    const policies: readonly MovePolicy[] = [
      { kind: 'zocStop', rule: 'N44 8.2', exempt: ['ignores-zoc'] },
      { kind: 'zocLeaveCost', cost: 1, rule: 'N44 8.2' },
    ];
    const cost: StepCost = (_from, to) => (to === enemy ? Infinity : 1);
    const inZoc = map.indexOf(hex(2, 1));
    const r = reach(map, inZoc, 2, cost, { zoc, policies });
    const free = reach(map, inZoc, 2, cost, { zoc, policies, flags: ['ignores-zoc'] });

    expect(zoc[map.indexOf(hex(4, 1))]).toBe(0);
    expect(zoc[map.indexOf(hex(4, 0))]).toBe(1);
    // Leaving the ZOC hex costs 1 + 1.
    expect(r.cost[map.indexOf(hex(1, 1))]).toBe(2);
    expect(r.cost[map.indexOf(hex(0, 1))]).toBe(Infinity);
    // The exempt unit enters (3,0) without stopping; it still pays the leaving cost.
    expect(free.stopped[map.indexOf(hex(3, 0))]).toBe(0);
    expect(r.stopped[map.indexOf(hex(3, 0))]).toBe(1);
    // With a larger budget only the exempt unit gets past the enemy.
    const east = map.indexOf(hex(6, 1));
    expect(reach(map, inZoc, 10, cost, { zoc, policies }).cost[east]).toBe(Infinity);
    expect(reach(map, inZoc, 10, cost, { zoc, policies, flags: ['ignores-zoc'] }).cost[east]).toBeLessThan(Infinity);
  });

  it('path: the cheapest way, A* with a lower bound on step costs', () => {
    const map = hexMap(hexParallelogram(0, 9, 0, 9));
    const target = map.indexOf(hex(9, 9));
    const swamp = new Set([map.indexOf(hex(4, 4)), map.indexOf(hex(5, 4)), map.indexOf(hex(4, 5))]);
    const cost: StepCost = (_from, to) => (swamp.has(to) ? 3 : 1);
    const best = path(map, map.indexOf(hex(0, 0)), target, cost, { minStepCost: 1 }); // no step costs less than 1
    const viaCallback = path(map, map.indexOf(hex(0, 0)), target, cost, {
      heuristic: (loc) => hexMapDistance(map, loc, target), // the general form, for any graph
    });

    expect(best).not.toBeNull();
    expect(best!.cost).toBe(18);
    expect(best!.path[0]).toBe(map.indexOf(hex(0, 0)));
    expect(best!.path[best!.path.length - 1]).toBe(target);
    expect(best!.path.some((l) => swamp.has(l))).toBe(false);
    expect(viaCallback?.cost).toBe(18);
    // Dijkstra (no bound), and a budget (one-sided search), find the same cost.
    expect(path(map, map.indexOf(hex(0, 0)), target, cost)?.cost).toBe(18);
    expect(path(map, map.indexOf(hex(0, 0)), target, cost, { budget: 18 })?.cost).toBe(18);
    expect(path(map, map.indexOf(hex(0, 0)), target, cost, { budget: 17 })).toBeNull();
  });

  it('retreat paths: toward the own edge, no units entered, lost figures for blocked hexes (M44 p.9)', () => {
    const map = hexMap(hexParallelogram(0, 5, 0, 4)); // pointy-top; the player's own edge is row r = 4
    const at = (q: number, r: number) => map.indexOf(hex(q, r));
    const home: readonly number[] = [hexDirectionByName('pointy', 'SW'), hexDirectionByName('pointy', 'SE')];
    const occupancy = new Uint8Array(map.size); // Occupancy.empty everywhere...
    occupancy[at(3, 4)] = Occupancy.friendly; // ...but for one friendly unit
    const retreats = retreatPaths(map, at(3, 3), 2, {
      toward: (_from, _to, dir) => home.includes(dir), // M44 p.9: toward the own board edge
      occupancy, // M44 p.9: never into or through a unit
      lossesForBlockedSteps: true, // M44 p.9: one figure lost per hex that cannot be retreated
    });
    // [{ path: [at(3, 3), at(2, 4)], lostSteps: 1 }]: one hex to (2,4), then the board edge
    const fewest = Math.min(...retreats.map((r) => r.lostSteps));
    const choices = retreats.filter((r) => r.lostSteps === fewest); // M44 p.9: no losses by choice

    expect(retreats).toEqual([{ path: [at(3, 3), at(2, 4)], lostSteps: 1 }]);
    expect(choices).toEqual(retreats);
    // Without the option only full-length retreats are returned: none here.
    expect(retreatPaths(map, at(3, 3), 2, { toward: (_f, _t, dir) => home.includes(dir), occupancy })).toEqual([]);
    // Further from the edge, a full retreat exists and the lossy ones are filtered out.
    const more = retreatPaths(map, at(3, 1), 2, { toward: (_f, _t, dir) => home.includes(dir), occupancy, lossesForBlockedSteps: true });
    expect(more.length).toBeGreaterThan(0);
    expect(more.every((r) => r.lostSteps === 0 && r.path.length === 3)).toBe(true);
    expect(more.some((r) => r.path[2] === at(3, 3))).toBe(true);
  });
});

describe('Line of sight', () => {
  it('hexLine steps: hex, vertex, edge; left and right as drawn', () => {
    const steps = hexLine(hex(0, 0), hex(2, -1)); // along a corner direction
    const kinds = steps.map((s) => s.kind); // ['hex', 'vertex', 'edge', 'vertex', 'hex']
    const side = steps[2]; // { kind: 'edge', left: { q: 1, r: -1 }, right: { q: 1, r: 0 } }

    expect(kinds).toEqual(['hex', 'vertex', 'edge', 'vertex', 'hex']);
    expect(side).toEqual({ kind: 'edge', left: { q: 1, r: -1 }, right: { q: 1, r: 0 } });
  });

  it("LOS policies: 'either', 'both' (M44 p.9) and 'choice'", () => {
    const woods = new Set(['1,-1']);
    const blocks = (h: Hex) => woods.has(hexKey(h));
    const a = hex(0, 0);
    const b = hex(2, -1);
    const either = hexLos(a, b, { blocks, edge: 'either' }); // blocked by the left side of the hexside
    const m44 = hexVisible(a, b, { blocks, edge: 'both' }); // true: both sides must be obstructed (M44 p.9)
    const choice = hexLos(a, b, { blocks, edge: 'choice' }); // visible: the right-hand reading is clear

    expect(either).toEqual({
      visible: false,
      blocker: { kind: 'edge', left: { q: 1, r: -1 }, right: { q: 1, r: 0 }, blocking: 'left', index: 2 },
    });
    expect(m44).toBe(true);
    expect(choice.visible).toBe(true);
    expect(choice.left.visible).toBe(false);
    expect(choice.right.visible).toBe(true);
    // Both sides obstructed: blocked under 'both' too.
    woods.add('1,0');
    expect(hexVisible(a, b, { blocks, edge: 'both' })).toBe(false);
  });

  it('elevation through the callback: fromA and fromB are distances from the two ends', () => {
    const level = new Map([
      ['0,0', 2],
      ['3,0', 1],
    ]);
    const height = (h: Hex) => level.get(hexKey(h)) ?? 0;
    // A generic height rule (not a title's): a hex blocks when it rises above the sight line there.
    const sight = (viewer: Hex, target: Hex): HexLosPolicy => ({
      edge: 'either',
      blocks: (h, _index, fromA, fromB) =>
        height(h) * (fromA + fromB) > height(viewer) * fromB + height(target) * fromA, // exact integers
    });
    const down = hexVisible(hex(0, 0), hex(4, 0), sight(hex(0, 0), hex(4, 0))); // false: the rise at (3,0) is near the low end
    const clear = hexVisible(hex(0, 0), hex(6, -3), sight(hex(0, 0), hex(6, -3))); // true: nothing rises on that line

    expect(down).toBe(false);
    expect(clear).toBe(true);
    // The same rise nearer the high end does not block.
    level.set('3,0', 0);
    level.set('1,0', 1);
    expect(hexVisible(hex(0, 0), hex(4, 0), sight(hex(0, 0), hex(4, 0)))).toBe(true);
  });

  it('obstructions stored by map location, off-map hexes blocking (M44 p.9), and squares', () => {
    const map = hexMap(withoutHexes(hexHexagon(3), [hex(1, 0)]));
    const woods = new Uint8Array(map.size);
    woods[map.indexOf(hex(-2, 0))] = 1;
    const policy: HexLosPolicy = { edge: 'both', blocks: hexMapBlocks(map, (loc) => woods[loc] === 1) };
    const west = hexVisible(hex(0, 0), hex(-3, 0), policy); // false: the woods at (-2,0)
    const east = hexVisible(hex(0, 0), hex(3, 0), policy); // false: (1,0) is off the board
    const diagonal = squareLos({ x: 0, y: 0 }, { x: 2, y: 2 }, { edge: 'both', blocks: (s) => s.x === 1 && s.y === 0 });

    expect(west).toBe(false);
    expect(east).toBe(false);
    expect(hexVisible(hex(0, 0), hex(0, 3), policy)).toBe(true);
    // A square line through a corner grazes one square on each side: one alone does not block under 'both'.
    expect(diagonal.visible).toBe(true);
  });

  it('Sight: a wall on a hexside, and its field of view', () => {
    const board = hexMap(hexHexagon(4));
    const WALL = 1;
    const walls = hexsideFlags(board, hexsideFeatures([[hex(1, 0), 0, WALL]]), (f: number) => f); // between (1,0) and (2,0)
    const sight = hexSight(hexMapCells(board), { sides: true });
    const rules: SightRules = { edge: 'either', side: (cell, dir) => (walls[cell * 6 + dir]! & WALL) !== 0 };
    const across = sight.visible(board.indexOf(hex(0, 0)), board.indexOf(hex(3, 0)), rules); // false: the wall
    const past = sight.visible(board.indexOf(hex(0, 0)), board.indexOf(hex(0, 3)), rules); // true
    const seen = new Uint8Array(board.size);
    const count = sight.fieldOfView(board.indexOf(hex(0, 0)), 4, rules, seen); // every hex but those behind the wall

    expect(across).toBe(false);
    expect(past).toBe(true);
    expect(seen[board.indexOf(hex(3, 0))]).toBe(0);
    expect(seen[board.indexOf(hex(2, 0))]).toBe(0);
    expect(seen[board.indexOf(hex(1, 0))]).toBe(1);
    expect(count).toBeGreaterThan(board.size - 10);
    expect(count).toBeLessThan(board.size);
  });

  it('Sight: walls on square edges', () => {
    const room = squareMap(6, 6);
    const wallKeys = new Set([squareEdgeKeyAt(2, 2, 0), squareEdgeKeyAt(2, 3, 0)]); // east sides of (2,2), (2,3)
    const squares = squareSight(squareMapCells(room), { sides: true });
    const wall = (cell: number, dir: number) => {
      const s = room.squares[cell]!;
      return wallKeys.has(squareEdgeKeyAt(s.x, s.y, dir));
    };
    const blockedShot = squares.visible(room.indexAt(0, 2), room.indexAt(5, 2), { edge: 'either', side: wall }); // false
    const overTheCorner = squares.visible(room.indexAt(2, 1), room.indexAt(3, 2), { edge: 'both', side: wall }); // true: one reading is clear

    expect(blockedShot).toBe(false);
    expect(overTheCorner).toBe(true);
    expect(squares.visible(room.indexAt(2, 1), room.indexAt(3, 2), { edge: 'either', side: wall })).toBe(false);
    expect(squares.visible(room.indexAt(0, 0), room.indexAt(5, 0), { edge: 'either', side: wall })).toBe(true);
  });
});

describe('Combat', () => {
  // N44 4.1 CRT columns with the N44 10.6 rules for odds off the table.
  const N44_ODDS: OddsRules = {
    scale: ratioColumns('1-3', '1-2', '1-1', '2-1', '3-1', '4-1', '5-1', '6-1', '7-1'),
    rule: 'N44 10.6',
    belowMinInitial: 'not-allowed', // an attack below 1-3 may not be declared
    belowMinFinal: 'automatic', // shifted below 1-3: automatic A1
    aboveMax: 'clamp', // above 7-1: resolved on 7-1
  };

  it('odds columns, rounded in the defender\'s favour (N44 10.5, 10.6)', () => {
    const twoLeft: Modifier[] = [
      { source: 'hilltop', value: -1, rule: 'N44 11.8' },
      { source: 'OOS', value: -1, rule: 'N44 11.10' },
    ];
    const plain = resolveOdds(N44_ODDS, { attack: 15, defence: 4 }); // 15:4 is 3-1 (N44 10.5)
    const shifted = resolveOdds(N44_ODDS, { attack: 10, defence: 1, shifts: twoLeft }); // 10-1, 2L: 8-1, read on 7-1
    const refused = resolveOdds(N44_ODDS, { attack: 1, defence: 4 }); // { kind: 'not-allowed', error: { rule: 'N44 10.6', ... } }

    expect(plain).toMatchObject({ kind: 'column', label: '3-1', column: 4 });
    expect(shifted).toMatchObject({ kind: 'column', label: '7-1', column: 8, final: 9 });
    expect(refused.kind).toBe('not-allowed');
    if (refused.kind === 'not-allowed') expect(refused.error).toMatchObject({ code: 'odds-below-minimum', rule: 'N44 10.6' });
    expect(resolveOdds(N44_ODDS, { attack: 11, defence: 12 })).toMatchObject({ label: '1-2' });
  });

  const cgMods = (stukas: number): Modifier[] => [
    { source: 'OOS', value: -1, rule: 'CG R11.3c', group: 'supply' },
    { source: 'no attack supply', value: -1, rule: 'CG R11.3c', group: 'supply' },
    ...Array.from({ length: stukas }, (_, i) => ({ source: `Stuka ${i + 1}`, value: 1, rule: 'CG R11.3c' })),
  ];

  it('shifts and DRMs under caps (N44 11.6; CG R11.3b, R11.3c)', () => {
    const artillery: Modifier[] = [1, 2, 3].map((i) => ({ source: `HQ ${i}`, value: 1, rule: 'N44 11.6', group: 'artillery' }));
    const n44 = netShift(artillery, { groups: { artillery: { max: 2 } } }); // N44 11.6: at most 2 artillery shifts
    const cg = netShift(
      [
        { source: 'OOS', value: -1, rule: 'CG R11.3c', group: 'supply' },
        { source: 'no attack supply', value: -1, rule: 'CG R11.3c', group: 'supply' }, // both together: only 1L
        ...[1, 2, 3, 4, 5].map((i) => ({ source: `Stuka ${i}`, value: 1, rule: 'CG R11.3c' })),
      ],
      { max: 2, groups: { supply: { min: -1 } } }, // CG R11.3b: a German net shift is at most 2R
    ); // { net: 2, uncapped: 3, capped: true, groups: { supply: -1, '': 5 } }

    expect(n44).toMatchObject({ net: 2, uncapped: 3, capped: true });
    expect(cg).toEqual({ net: 2, uncapped: 3, capped: true, groups: { supply: -1, '': 5 } });
    // `capped` compares the net with the plain sum: with four Stukas both caps bind, yet net = sum = 2.
    const four = netShift([...cgMods(4)], { max: 2, groups: { supply: { min: -1 } } });
    expect([four.net, four.uncapped, four.capped]).toEqual([2, 2, false]);
  });

  it('CRTs and exact result distributions (N44 4.1)', () => {
    const N44_CRT = slidingCrt({
      id: 'n44-crt',
      rule: 'N44 4.1',
      columns: ['1-3', '1-2', '1-1', '2-1', '3-1', '4-1', '5-1', '6-1', '7-1'],
      rolls: { min: 1, max: 6 },
      // N44 4.1: each column is the previous one moved up a row.
      sequence: ['A1', 'A1', 'A1', 'A1', 'A1/DR', 'EX', 'DR', 'DR', 'A1/D1', 'D1', 'D1', 'A1/D2', 'DH', 'DH'],
    });
    const cell = crtLookup(N44_CRT, '5-1', 5); // 'D1' (N44 T43)
    const results = crtDistribution(N44_CRT, '3-1', D6); // [{ value: 'A1/DR', p: 1/6 }, { value: 'EX', p: 1/6 }, { value: 'DR', p: 1/3 }, ...]
    const hilltopOos: Modifier[] = [
      { source: 'hilltop', value: -1, rule: 'N44 11.8' },
      { source: 'OOS', value: -1, rule: 'N44 11.10' },
    ];
    const attack = attackDistribution(N44_ODDS, N44_CRT, { attack: 1, defence: 2, shifts: hilltopOos }, D6, {
      belowMin: 'A1', // N44 10.6: a 1-2 shifted 2L falls below 1-3: automatic A1
    });

    expect(cell).toBe('D1');
    expect(results.map((o) => o.value)).toEqual(['A1/DR', 'EX', 'DR', 'A1/D1', 'D1']);
    expect(results.find((o) => o.value === 'DR')?.p).toEqual(rational(1, 3));
    expect(ratSum(results.map((o) => o.p))).toEqual(rational(1));
    expect(attack).toEqual({ ok: true, results: [{ value: 'A1', p: { num: 1, den: 1 } }] });
  });

  it('dice expressions: exact distributions, bigints past 2^53 (HoN L512, L406-414)', () => {
    const fire = probAtLeast(parseDice('d6+2'), 5); // 2/3: a d6 + 2 against defence 5
    const assault = parseDice('2d6kh1'); // two dice, keep the highest
    const outcomes = diceOutcomes(parseDice('2d6'), (total) => ({ type: 'roll', total })); // 11 chance outcomes
    const huge = exactDice(parseDice('30d6')); // weights over 6^30, as bigints

    expect(fire).toEqual(rational(2, 3));
    expect(probAtLeast(assault, 6)).toEqual(rational(11, 36));
    expect(outcomes).toHaveLength(11);
    expect(outcomes.find((o) => o.move.total === 7)?.p).toEqual(rational(1, 6));
    expect(huge.total).toBe(6n ** 30n);
    expect(() => bigRational(huge.outcomes[0]!.weight, huge.total)).toThrow(RangeError);
  });

  it("custom dice pools as chance outcomes (M44 p.9 battle dice)", () => {
    type Face = 'infantry' | 'armor' | 'grenade' | 'star' | 'flag'; // Memoir '44 exports these as `Face` and `BATTLE_DIE`
    const BATTLE_DIE: FaceTable<Face> = [
      { face: 'infantry', count: 2 },
      { face: 'armor', count: 1 },
      { face: 'grenade', count: 1 },
      { face: 'star', count: 1 },
      { face: 'flag', count: 1 },
    ];
    const roll = poolChanceOutcomes(BATTLE_DIE, 3, (counts) => ({ type: 'battle-roll' as const, counts })); // 35 outcomes
    const hitInfantry = poolAtLeast(BATTLE_DIE, 3, (f) => f === 'infantry' || f === 'grenade', 1); // 7/8 = 1 - (3/6)^3
    const draw = drawOutcomes({ allied: 3, axis: 2 }, (side) => ({ type: 'chit', side })); // 3/5 and 2/5

    expect(roll).toHaveLength(35);
    expect(ratSum(roll.map((o) => o.p))).toEqual(rational(1));
    expect(roll.find((o) => o.move.counts.infantry === 3)?.p).toEqual(rational(8, 216));
    expect(hitInfantry).toEqual(rational(7, 8));
    expect(draw.map((o) => o.p)).toEqual([rational(3, 5), rational(2, 5)]);
  });
  it('stacking: limits by points and by type, over-stacking after a retreat, shedding among the retreating units (N44 7.1, 7.2, 13.1)', () => {

    interface Counter {
      readonly id: string;
      readonly side: string;
      readonly loc: number;
      readonly cf: number;
      readonly type: 'unit' | 'hq' | 'silhouette';
    }
    // N44 7.1: 4 stacking points (CF 1-2: 1 point, CF 3+: 2) and 1 silhouette; HQs are free, one per hex.
    const N44_STACKING: StackingRules<Counter> = {
      limits: [
        { id: 'points', rule: 'N44 7.1', count: (c) => (c.type === 'unit' ? (c.cf >= 3 ? 2 : 1) : 0), max: 4 },
        { id: 'silhouettes', rule: 'N44 7.1', count: (c) => (c.type === 'silhouette' ? 1 : 0), max: 1 },
        { id: 'hq', rule: 'N44 7.1', count: (c) => (c.type === 'hq' ? 1 : 0), max: 1 },
      ],
    };
    const units: Counter[] = [
      { id: '8th Inf', side: 'allies', loc: 5, cf: 4, type: 'unit' },
      { id: '12th Inf', side: 'allies', loc: 5, cf: 3, type: 'unit' },
      { id: '22nd Inf', side: 'allies', loc: 6, cf: 2, type: 'unit' },
    ];
    const stacks = StackIndex.of(units, { loc: (c) => c.loc, side: (c) => c.side });
    const after = stacks.moved(units[2]!, { ...units[2]!, loc: 5 }); // the 22nd retreats into hex 5
    const over = after.overstacked('allies', N44_STACKING); // hex 5: 5 points of 4
    const shed = sheddingChoices(after.at(5), 'allies', N44_STACKING, (c) => c.id === '22nd Inf'); // [[2]]
    expect(over).toEqual([{ loc: 5, violations: [{ kind: 'limit', limit: 'points', rule: 'N44 7.1', total: 5, max: 4 }] }]);
    expect(shed).toEqual([[2]]);
    expect(stacks.overstacked('allies', N44_STACKING)).toEqual([]); // the index it came from is unchanged
  });

  it('stacking: Case Yellow formation limits and the Dutch-Belgian conflict (CG R8.3, R8.6)', () => {

    interface Group {
      readonly size: 'corps' | 'division' | 'regiment';
      readonly nation: 'dutch' | 'belgian' | 'french';
    }
    const CG_STACKING: StackingRules<Group> = {
      limits: [
        { id: 'formations', rule: 'CG R8.3', count: (g) => (g.size === 'regiment' ? 0 : 1), max: 2 },
        { id: 'corps', rule: 'CG R8.3', count: (g) => (g.size === 'corps' ? 1 : 0), max: 1 },
        { id: 'regiments', rule: 'CG R8.3', count: (g) => (g.size === 'regiment' ? 1 : 0), max: 2 },
      ],
      conflict: (a, b) => {
        const nations = new Set([a.nation, b.nation]);
        return nations.has('dutch') && nations.has('belgian') ? 'CG R8.6' : null;
      },
    };
    const mixed = stackViolations(
      [
        { size: 'division', nation: 'dutch' },
        { size: 'division', nation: 'belgian' },
      ],
      'allies',
      CG_STACKING,
    ); // [{ kind: 'conflict', units: [0, 1], rule: 'CG R8.6' }]
    expect(mixed).toEqual([{ kind: 'conflict', units: [0, 1], rule: 'CG R8.6' }]);
    expect(stackViolations([{ size: 'corps', nation: 'french' }, { size: 'corps', nation: 'french' }], 'allies', CG_STACKING)).toMatchObject([{ limit: 'corps', total: 2, max: 1 }]);
  });

  it('multi-hex attack: halved across a river and out of the MAF, rounded up, 1L when all the MAF crosses (N44 10.3, 11.1, 11.3)', () => {

    const map = hexMap(hexParallelogram(0, 4, 0, 4));
    const MAJOR_RIVER = 1;
    const rivers = hexsideFlags(map, hexsideFeatures([[hex(2, 2), 0, MAJOR_RIVER]]), (f: number) => f);
    interface Attacking {
      readonly name: string;
      readonly maf: boolean;
    }
    // N44 11.1: halved per unit, rounding up, never twice (river, not in the MAF, OOS...); N44 10.4: 18 factors at most.
    const N44_ATTACK: AttackTotalRules<Attacking> = {
      rule: 'N44 10.5',
      across: (from, dir) =>
        (rivers[from * 6 + dir]! & MAJOR_RIVER) !== 0 ? { kind: 'halved', source: 'major river', rule: 'N44 11.3' } : { kind: 'normal' },
      rounding: 'unit-up',
      halving: 'once',
      cap: 18,
    };
    const total = attackTotal(
      map,
      map.indexOf(hex(2, 2)),
      [
        { unit: { name: '3/8 Inf', maf: true }, loc: map.indexOf(hex(3, 2)), strength: 5 }, // across the river: 3
        { unit: { name: '70 Tank', maf: false }, loc: map.indexOf(hex(2, 1)), strength: 3, halvedBy: [{ source: 'not MAF', rule: 'N44 10.3' }] }, // 2
      ],
      N44_ATTACK,
    );
    // N44 11.3: 1L when ALL MAF units attack across a Major River.
    const mafAcross = total.ok && allAttackers(total.attack, (c) => !c.unit.maf || c.side.kind === 'halved');
    const shifts: Modifier[] = mafAcross ? [{ source: 'MAF across a Major River', value: -1, rule: 'N44 11.3' }] : [];
    const odds = total.ok ? resolveOdds(N44_ODDS, { attack: total.attack.total, defence: 2, shifts }) : null; // 5:2 is 2-1, 1L: 1-1
    expect(total.ok && total.attack.total).toBe(5);
    expect(total.ok && total.attack.contributions.map((c) => c.value)).toEqual([3, 2]);
    expect(mafAcross).toBe(true);
    expect(odds).toMatchObject({ kind: 'column', label: '1-1', initial: 3 });
  });

  it('step losses as decisions: choosers, priority tiers, unabsorbed steps (N44 12.1, 12.2; CG R11.3f)', () => {

    // N44 12.1 A1/D2: the defender loses 2 steps, the attacker choosing the first.
    const a1d2 = lossDecision({
      rule: 'N44 12.1',
      side: 'axis',
      units: [
        { id: '736 Gren', steps: 2 },
        { id: '21 Pz', steps: 3 },
      ],
      steps: [{ chooser: 'allies' }, { chooser: 'axis' }],
    });
    const first = lossChooser(a1d2); // 'allies'
    const next = applyLoss(a1d2, '21 Pz'); // { ok: true, decision }: now the axis picks the second step
    // N44 12.2: the attacker's loss comes from a unit that gave the armor, TQ or Tiger shift.
    const attackerLoss = lossDecision({
      rule: 'N44 12.2',
      side: 'allies',
      units: [
        { id: '8 Inf', steps: 2 },
        { id: '70 Tank', steps: 2 },
      ],
      steps: [{ chooser: 'allies', tiers: [['70 Tank']] }],
    });
    const forced = lossOptions(attackerLoss); // ['70 Tank']
    // CG R11.3f DE: two steps, at most one from a corps; only a corps involved: the second is ignored.
    const de = lossDecision({ rule: 'CG R11.3f', side: 'allies', units: [{ id: 'II Corps', steps: 4, maxLoss: 1 }], steps: [{ chooser: 'axis' }, { chooser: 'allies' }] });
    const afterDe = applyLoss(de, 'II Corps');
    const ignored = afterDe.ok ? lossUnabsorbed(afterDe.decision) : 0; // 1
    expect(first).toBe('allies');
    expect(next.ok && lossChooser(next.decision)).toBe('axis');
    expect(next.ok && lossOptions(next.decision)).toEqual(['736 Gren', '21 Pz']);
    expect(forced).toEqual(['70 Tank']);
    expect(ignored).toBe(1);
  });

  it('retreat or lose: the fewest losses, or stay at a cost (N44 13.1, 12.5)', () => {

    const found: RetreatPath[] = [
      { path: [10, 11, 12], lostSteps: 0 },
      { path: [10, 9, 8], lostSteps: 1 },
    ];
    const n44 = retreatChoices(found, { rule: 'N44 13.1' }); // only [10, 11, 12]: the path with the fewest losses
    // N44 12.5 Desperate Defense: stay at the cost of 2 steps when retreating would eliminate the group.
    const desperate = retreatChoices([], { rule: 'N44 12.5', holdCost: 2, hold: 'when-no-retreat' }); // [{ kind: 'hold', steps: 2 }]
    expect(n44).toEqual([{ kind: 'retreat', path: [10, 11, 12], lostSteps: 0 }]);
    expect(desperate).toEqual([{ kind: 'hold', steps: 2 }]);
  });

  it('advance after combat: any direction, limited, or vacated hex first (N44 14.1-14.3; CG R11.5)', () => {

    const map = hexMap(hexParallelogram(0, 5, 0, 4));
    const at = (q: number, r: number) => map.indexOf(hex(q, r));
    const vacated = at(2, 2);
    const enemyZoc = zocMap(map, [at(4, 2)]);
    // N44 14.1-14.3: up to 2 hexes in any direction, stopping on entering EZOC except the vacated hex.
    const n44 = advanceDestinations(map, at(1, 2), vacated, { rule: 'N44 14.1', maxHexes: 2, mode: 'any' }, (_from, to) =>
      to === vacated || !enemyZoc[to] ? 'go' : 'stop',
    );
    const limited = advanceDestinations(map, at(1, 2), vacated, { rule: 'N44 14.1', maxHexes: 2, mode: 'vacated-only' }); // [vacated]
    // CG R11.5a: into the vacated hex; R11.5f: German yellow-MA units one hex more in a German Combat round.
    const cg = advanceDestinations(map, at(1, 2), vacated, { rule: 'CG R11.5f', maxHexes: 2, mode: 'vacated-first' });
    expect(limited).toEqual([vacated]);
    expect(n44).toContain(vacated);
    expect(n44).toContain(at(3, 2)); // through the vacated hex, into EZOC: stops there
    expect(n44).not.toContain(at(4, 2)); // the enemy's own hex is beyond (3,2), where the advance stopped
    expect(n44).toContain(at(2, 1)); // any direction
    expect(cg.every((l) => l === vacated || hexMapDistance(map, l, vacated) === 1)).toBe(true);
    expect(cg).toContain(vacated);
    expect(cg).not.toContain(at(1, 1)); // not next to the vacated hex
  });
});

describe('Bots', () => {
  const start = (): State => {
    const r = skirmish.setup({});
    if (!r.ok) throw new Error(r.error.message);
    return r.state;
  };

  it('random and MCTS bots play any GameDefinition through the driver', () => {
    const setup = skirmish.setup({});
    if (!setup.ok) throw new Error(setup.error.message);
    const state = setup.state;
    const bots: Record<Player, Bot<State, Move, Player>> = {
      red: mctsBot(skirmish, { seed: 1, iterations: 50 }),
      blue: randomBot(2),
    };
    const game = play(skirmish, state, { rng: new Rng(3), choose: (s, moves, p) => bots[p].choose(s, moves, p) });

    expect(game.stop).toBe('terminal');
    expect(game.outcome).not.toBeNull();
    // Same seeds, same game: fresh bots with the seeds above replay it move for move.
    const fresh: Record<Player, Bot<State, Move, Player>> = { red: mctsBot(skirmish, { seed: 1, iterations: 50 }), blue: randomBot(2) };
    const again = play(skirmish, state, { rng: new Rng(3), choose: (s, moves, p) => fresh[p].choose(s, moves, p) });
    expect(again.moves).toEqual(game.moves);
  });

  it('MCTS with determinize (no peeking) and evaluate', () => {
    // Redeal the opponent's hidden hand from the cards `me` has not seen.
    const determinize: Determinizer<State, Player> = (s, me, rng) => {
      const opp: Player = me === 'red' ? 'blue' : 'red';
      const unseen = [...s.hands[opp], ...s.deck.flatMap((n, i) => Array<number>(n).fill(i + 1))];
      const hand = s.hands[opp].map(() => unseen.splice(rng.int(unseen.length), 1)[0]!);
      const deck = s.deck.map((_, i) => unseen.filter((c) => c === i + 1).length);
      return { ...s, deck, hands: { ...s.hands, [opp]: hand.sort() } };
    };
    const evaluate = (s: State, p: Player) => s.hp[p] / (s.hp.red + s.hp.blue); // for rollouts cut short
    const bot = mctsBot(skirmish, { seed: 7, iterations: 200, determinize, evaluate, rolloutMoves: 20 });

    expect(bot.name).toBe('mcts');
    let s = start();
    const rng = new Rng(9);
    // Deal until red must decide, then check the bot picks a legal move and the search reports stats.
    for (let i = 0; i < 50 && skirmish.actor(s).kind !== 'player'; i++) {
      const outs = skirmish.chanceOutcomes(s);
      const r = skirmish.resolve(s, outs[rng.int(outs.length)]!.move);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    const moves = skirmish.legalMoves(s);
    expect(moves.length).toBeGreaterThan(0);
    expect(moves).toContainEqual(bot.choose(s, moves, 'red'));
    const search = mctsSearch(skirmish, s, moves, 'red', { seed: 7, iterations: 200, determinize, evaluate }, new Rng(7));
    expect(search.iterations).toBe(200);
    expect(search.stats.reduce((a, st) => a + st.visits, 0)).toBeLessThanOrEqual(200);
    // What red sees is kept by the determinizer.
    const d = determinize(s, 'red', new Rng(1));
    expect(skirmish.view(d, 'red')).toEqual(skirmish.view(s, 'red'));
  });
});

describe('Exactness and performance', () => {
  it('one reusable searcher per map; copy results before the next call', () => {
    const map = hexMap(hexHexagon(6));
    const searcher = createReachSearcher(map); // allocates its buffers once
    const cost: StepCost = () => 1;
    const reachable = [hex(0, 0), hex(3, -1)].map((h) => {
      const r = searcher.reach(map.indexOf(h), 2, cost);
      return r.destinations(); // a fresh array; r.cost belongs to the searcher
    });

    expect(reachable.map((d) => d.length)).toEqual([18, 18]);
    expect(reachable[0]).not.toEqual(reachable[1]);
    // The same as a one-off reach.
    expect(reach(map, map.indexOf(hex(3, -1)), 2, cost).destinations()).toEqual(reachable[1]);
  });

  it('square facing and point areas', () => {
    const behind = squareArcSide(0, -3, 1); // 'rear': facing east, the offset is behind
    const ahead = inSquareArc(2, 1, 1, -3); // true: facing north, within 45 degrees either side
    const far = squarePointDistance(0, 0, { px: 2, py: 1 }); // 2
    const smoke = squareAreaHindrance(0, 0, 5, 0, [{ point: { px: 3, py: 1 }, value: 4 }]); // 4: crossed once

    expect(behind).toBe('rear');
    expect(ahead).toBe(true);
    expect(far).toBe(2);
    expect(smoke).toBe(4);
  });
});
