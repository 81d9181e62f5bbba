/**
 * The rules lab: a small board of our own in the package's map format (CG R2.1, SB2) with the
 * features the big map's rules need and Fortress Holland lacks (ports, a Major River with one
 * crossing, a road through Forest, Fortified Lines, German and Ruhr Cities, Paris, three
 * countries), and a counter mix of every nationality, ARKO and the Attack Supply units. It is
 * not a scenario: rule modules are tested on positions built on it (`labPosition` in the tests).
 * All of it is `stand-in` (a fixture, never presented as the printed map).
 *
 *   rows 01 (south edge) .. 08 (north edge), columns 01 (west edge) .. 10 (east edge)
 *   columns 01-03 France, 04-07 Belgium, 08-10 Germany; a Major River between columns 07 and 08,
 *   crossed only by the road of row 04 (0407|0408).
 */
import { compileBoard, type Board } from '../map/board.js';
import type { HexRow, HexsideRow, MapData } from '../map/schema.js';
import { standIn } from '../data/provenance.js';
import { ManifestSchema, type Counter } from '../setup/counters.js';
import { SetupSchema, type SetupData } from '../setup/schema.js';
import type { ScenarioData } from '../scenarios/index.js';
import { newContext } from '../context.js';

const LAB = standIn('rules lab fixture board (ours), not the printed map');

const pad = (n: number) => String(n).padStart(2, '0');
const hexId = (row: number, col: number) => `${pad(row)}${pad(col)}`;

const SETTLEMENTS: Readonly<Record<string, { kind: 'town' | 'city'; name: string }>> = {
  '0102': { kind: 'city', name: 'Paris' },
  '0701': { kind: 'city', name: 'Dunkerque' },
  '0202': { kind: 'town', name: 'Reims' },
  '0704': { kind: 'city', name: 'Oostende' },
  '0604': { kind: 'city', name: 'Gent' },
  '0405': { kind: 'city', name: 'Bruxelles' },
  '0706': { kind: 'city', name: 'Antwerpen' },
  '0409': { kind: 'city', name: 'Köln' },
  '0510': { kind: 'city', name: 'Essen' },
};

function labMap(): MapData {
  const hexes: HexRow[] = [];
  for (let row = 1; row <= 8; row++) {
    for (let col = 1; col <= 10; col++) {
      const id = hexId(row, col);
      const edge: ('north' | 'south' | 'east' | 'west')[] = [];
      if (row === 1) edge.push('south');
      if (row === 8) edge.push('north');
      if (col === 1) edge.push('west');
      if (col === 10) edge.push('east');
      const h: HexRow = {
        id,
        terrain: id === '0505' ? 'forest' : id === '0303' ? 'marsh' : 'clear',
        country: col <= 3 ? 'FR' : col <= 7 ? 'BE' : 'DE',
        ...(SETTLEMENTS[id] ? { settlement: SETTLEMENTS[id] } : {}),
        ...(id === '0306' ? { works: true } : {}),
        ...(id === '0608' ? { fortified: { line: 'westwall' as const, garrison: 1 } } : {}),
        ...(id === '0207' ? { fortified: { line: 'belgian' as const, garrison: 2 } } : {}),
        ...(id === '0701' || id === '0704' ? { port: true } : {}),
        ...(edge.length > 0 ? { edge } : {}),
      };
      hexes.push(h);
    }
  }
  const hexsides: HexsideRow[] = [];
  // The Major River: every hexside between column 07 and column 08 (odd rows are shifted east).
  for (let row = 1; row <= 8; row++) {
    hexsides.push({ a: hexId(row, 7), b: hexId(row, 8), river: 'major', ...(row === 4 ? { crossing: true, road: true } : {}) });
    const diag = row % 2 === 1 ? [[row + 1, 8], [row - 1, 8]] : [[row + 1, 7], [row - 1, 7]];
    for (const [r2, c2] of diag) {
      if (r2! < 1 || r2! > 8) continue;
      const [a, b] = row % 2 === 1 ? [hexId(row, 7), hexId(r2!, c2!)] : [hexId(r2!, c2!), hexId(row, 8)];
      if (!hexsides.some((s) => (s.a === a && s.b === b) || (s.a === b && s.b === a))) hexsides.push({ a, b, river: 'major' });
    }
  }
  // The road of row 04, west edge to the river and on into Germany; and into the Forest 0505.
  for (let col = 1; col < 10; col++) if (col !== 7) hexsides.push({ a: hexId(4, col), b: hexId(4, col + 1), road: true });
  hexsides.push({ a: '0405', b: '0505', road: true }, { a: '0505', b: '0605', road: true });
  // A Minor River with a crossing between 0302 and 0303.
  hexsides.push({ a: '0302', b: '0303', river: 'minor', crossing: true });
  return { id: 'lab', name: 'Rules lab (fixture)', provenance: LAB, hexes, hexsides };
}

export const LAB_MAP: MapData = labMap();

const v = (cs: number, ma: number, tr: number) => ({ cs, ma, tr });
const c = (id: string, side: 'german' | 'allied', nationality: Counter['nationality'], size: Counter['size'], types: Counter['types'], more: Partial<Counter> = {}): Counter => ({
  id, name: id, side, nationality, size, types, redBox: false, maColor: 'black', zocStripe: size === 'regiment' || size === 'brigade' || size === 'arko' || size === 'supply' ? 'white' : 'none',
  front: v(4, 4, 3), back: v(2, 4, 2), provenance: LAB, ...more,
});

/** The lab counters (values ours): one or two of each kind the rules treat apart. */
export const LAB_COUNTERS: readonly Counter[] = ManifestSchema.parse([
  c('1Pz', 'german', 'german', 'division', ['panzer', 'armoured'], { redBox: true, maColor: 'yellow', front: v(5, 6, 4), back: v(3, 6, 3) }),
  c('2Pz', 'german', 'german', 'division', ['panzer', 'armoured'], { redBox: true, maColor: 'yellow', front: v(5, 6, 4), back: v(3, 6, 3) }),
  c('IV', 'german', 'german', 'corps', ['infantry']),
  c('V', 'german', 'german', 'corps', ['infantry']),
  c('ARKO', 'german', 'german', 'arko', [], { front: v(2, 4, 0), back: undefined }),
  c('AGB', 'german', 'german', 'supply', [], { redBox: true, front: v(0, 5, 0), back: v(0, 0, 0) }),
  c('AGA', 'german', 'german', 'supply', [], { redBox: true, front: v(0, 6, 0), back: v(0, 0, 0) }),
  c('F1', 'allied', 'french', 'corps', ['infantry']),
  c('F2', 'allied', 'french', 'corps', ['infantry']),
  c('DLM', 'allied', 'french', 'division', ['armoured'], { redBox: true, maColor: 'yellow', front: v(4, 6, 3), back: v(2, 6, 2) }),
  c('DCR', 'allied', 'french', 'division', ['armoured'], { redBox: true, maColor: 'yellow', front: v(3, 5, 3), back: v(2, 5, 2) }),
  c('GM', 'allied', 'french', 'regiment', ['motorized'], { redBox: true, maColor: 'yellow', front: v(1, 6, 2), back: undefined }),
  c('AG1', 'allied', 'french', 'supply', [], { redBox: true, front: v(0, 5, 0), back: v(0, 0, 0) }),
  c('BEF', 'allied', 'british', 'corps', ['infantry']),
  c('B1', 'allied', 'belgian', 'corps', ['infantry'], { front: v(3, 3, 2), back: v(2, 3, 1) }),
  c('B2', 'allied', 'belgian', 'corps', ['infantry'], { front: v(3, 3, 2), back: v(2, 3, 1) }),
  c('B3', 'allied', 'belgian', 'division', ['infantry'], { front: v(2, 3, 2), back: undefined }),
  c('NL', 'allied', 'dutch', 'division', ['infantry'], { front: v(1, 3, 2), back: undefined }),
]);

function compile(): Board {
  const r = compileBoard(LAB_MAP);
  if (!r.ok) throw new Error(`lab map: ${r.path}: ${r.message}`);
  return r.board;
}

/** The lab's nominal set-up (nothing is placed by it: tests place units themselves). */
const LAB_SETUP: SetupData = SetupSchema.parse({
  id: 'lab', name: 'Rules lab', map: 'lab', turns: 10, chits: { german: 3, alliedMove: 1, alliedCombat: 1 }, initiative: 'german',
  firstChitMove: false, stukas: 4, refugees: 0, units: [{ counter: 'IV', at: '0409' }], provenance: LAB,
});

/** The lab as scenario data (read by `data(s)` for states whose scenario is `lab`). */
export const LAB_DATA: ScenarioData = Object.freeze({
  setup: LAB_SETUP,
  board: compile(),
  counters: new Map(LAB_COUNTERS.map((x) => [x.id, x])) as ReadonlyMap<string, Counter>,
  context: newContext(),
});
