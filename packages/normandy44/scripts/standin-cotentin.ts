/**
 * Writes src/map/cotentin.json: a STAND-IN map of the Cotentin (rows 20-39, columns 01-16) of our
 * own making, faithful to every hex number the rulebook (and the printed counters) name, so that
 * the Cherbourg scenario can be played. It is not the printed map; replace it with a
 * transcription of the map in the same format (README, "Map format").
 * Run: npx tsx packages/normandy44/scripts/standin-cotentin.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatHexNumber, hexDistance, hexLineDraw, parseHexNumber, type Hex } from '@esagono/kernel';
import { N44_HEX_NUMBERS } from '../src/map/board.js';
import { adjacentIds, rowCol, type MapFile } from '../src/map/schema.js';

const H = (id: string): Hex => {
  const p = parseHexNumber(id, N44_HEX_NUMBERS);
  if (!p.ok) throw new Error(id);
  return p.hex;
};
const ID = (h: Hex): string => formatHexNumber(h, N44_HEX_NUMBERS) as string;
const id = (r: number, c: number): string => String(r).padStart(2, '0') + String(c).padStart(2, '0');

const ROWS = [20, 39];
const COLS = [1, 16];
const firstLand = (r: number): number => (r >= 28 && r <= 33) || r === 38 ? 2 : 1;
const lastLand = (r: number): number => (r >= 39 ? 0 : r === 38 ? 12 : r >= 30 ? 13 : r >= 28 ? 14 : 16);
const estuary = new Set(['2614', '2615', '2714', '2715', '2815', '2816']);
const isLand = (r: number, c: number): boolean => c >= firstLand(r) && c <= lastLand(r) && !estuary.has(id(r, c));

const all: string[] = [];
for (let r = ROWS[0] as number; r <= (ROWS[1] as number); r++) for (let c = COLS[0] as number; c <= (COLS[1] as number); c++) all.push(id(r, c));
const land = new Set(all.filter((h) => isLand(rowCol(h).row, rowCol(h).col)));

const drops82 = ['2710', '2810', '2811'];
// Valognes is 4 hexes from the nearest 82nd drop hex (N44 26.3.3): the row-32 hex at exactly 4.
const valognes = all.find((h) => rowCol(h).row === 32 && land.has(h) && Math.min(...drops82.map((d) => hexDistance(H(h), H(d)))) === 4 && rowCol(h).col >= 9) as string;

const towns: Record<string, string> = {
  Carentan: '2512', 'La Haye-du-Puits': '2506', 'Ste-Mere-Eglise': '2811', Valognes: valognes, "Pont-l'Abbe": '2708',
  'St-Sauveur-le-Vicomte': '2906', Montebourg: '3111', 'Isigny-sur-Mer': '2415', Barfleur: '3713',
};
const city = ['3606', '3705', '3706'];
const flooded = new Set(['2609', '2709', '2611', '2613', '2411']);
const woods = new Set(['3306', '3307', '2507']);
const hilltops = new Set(['2407']);

const terrainOf = (h: string): MapFile['hexes'][number] => {
  if (!land.has(h)) return { id: h, terrain: 'sea' };
  if (city.includes(h)) return { id: h, terrain: 'city' };
  if (Object.values(towns).includes(h)) return { id: h, terrain: 'town', under: 'bocage' };
  if (h === '2408') return { id: h, terrain: 'marsh' };
  if (flooded.has(h)) return { id: h, terrain: 'flooded' };
  if (woods.has(h)) return { id: h, terrain: 'woods' };
  const { row } = rowCol(h);
  const coastal = all.some((o) => adjacentIds(h, o) && !land.has(o));
  const base = coastal && row >= 28 ? 'clear' : row <= 30 ? 'bocage' : 'mixed';
  const hex: MapFile['hexes'][number] = { id: h, terrain: base };
  if (hilltops.has(h)) hex.hilltop = true;
  if (h === '3809' || h === '3803') hex.permanentIp = true;
  return hex;
};

/** Sides between two sets of land hexes, within the rows given. */
const boundary = (inA: (h: string) => boolean, inB: (h: string) => boolean): [string, string][] => {
  const out: [string, string][] = [];
  for (const a of land) for (const b of land) if (a < b && adjacentIds(a, b) && ((inA(a) && inB(b)) || (inA(b) && inB(a)))) out.push([a, b]);
  return out;
};
const rc = rowCol;
const douve = boundary((h) => rc(h).row === 25 && rc(h).col >= 5 && rc(h).col <= 11, (h) => rc(h).row === 26 && rc(h).col >= 5 && rc(h).col <= 11);
const merderet = boundary((h) => rc(h).row >= 27 && rc(h).row <= 30 && rc(h).col <= 9, (h) => rc(h).row >= 27 && rc(h).row <= 30 && rc(h).col === 10);
const perimeterZone = [...land].filter((h) => (rc(h).row >= 35 && rc(h).col >= 2 && rc(h).col <= 10) || (rc(h).row === 34 && rc(h).col >= 4 && rc(h).col <= 8));
const perimeterSet = new Set(perimeterZone);
const perimeter = boundary((h) => perimeterSet.has(h), (h) => !perimeterSet.has(h));
const june27 = [...land].filter((h) => {
  const { row, col } = rc(h);
  return col <= 8 ? row >= 26 : col <= 14 ? row >= 25 : row >= 26;
});
const naval = [...land].filter((h) => all.some((o) => !land.has(o) && hexDistance(H(h), H(o)) <= 3 && rc(o).col >= 12));

const road = (kind: 'main' | 'secondary', ...way: string[]): MapFile['roads'][number] => {
  const path: string[] = [way[0] as string];
  for (let i = 1; i < way.length; i++) {
    const seg = hexLineDraw(H(way[i - 1] as string), H(way[i] as string)).map(ID);
    for (const h of seg.slice(1)) path.push(h);
  }
  for (const h of path) if (!land.has(h)) throw new Error(`road through sea ${h}`);
  return { kind, path };
};

const standIn = { kind: 'stand-in' as const, note: 'position of our own, not read from the printed map' };
const file: MapFile = {
  id: 'cotentin-standin',
  name: 'Cotentin (stand-in)',
  provenance: { kind: 'stand-in', note: 'Our own map of the Cotentin, rows 20-39 and columns 01-16: every hex number the rulebook and the counters name is placed where they say; all other terrain, roads, rivers and lines are ours. Replace with a transcription of the printed map.' },
  grid: { order: 'row-column', layout: 'odd-r' },
  hexes: all.map(terrainOf),
  hexsides: [
    ...douve.map(([a, b]) => ({ a, b, feature: 'major-river' as const })),
    ...merderet.map(([a, b]) => ({ a, b, feature: 'minor-river' as const })),
    ...perimeter.map(([a, b]) => ({ a, b, feature: 'perimeter' as const })),
    { a: '2914', b: '2913', feature: 'causeway' },
    { a: '2814', b: '2813', feature: 'causeway' },
    { a: '2913', b: '2912', feature: 'causeway' },
    { a: '3013', b: '3012', feature: 'causeway' },
    { a: '2814', b: '2713', feature: 'flooded' },
    { a: '2913', b: '3013', feature: 'flooded' },
  ],
  roads: [
    road('main', '3606', '3508', '3309', valognes, '3111', '2911', '2811', '2711', '2612', '2512', '2412', '2212', '2012'),
    road('main', '3606', '3404', '3104', '2906', '2706', '2506', '2306', '2006'),
    road('secondary', valognes, '3007', '2906'),
    road('secondary', '2811', '2809', '2708', '2706'),
    road('secondary', '2914', '2913', '2912', '2811'),
    road('secondary', '2512', '2514', '2415'),
    road('secondary', '3706', '3709', '3612', '3713'),
    road('secondary', '2506', '2503', '2403', '2002'),
  ],
  places: [
    { name: 'Cherbourg', kind: 'city', hexes: city, provenance: { kind: 'rulebook', ref: 'N44 23.2' } },
    ...Object.entries(towns).map(([name, h]) => ({
      name,
      kind: 'town' as const,
      hexes: [h],
      provenance: name === 'Carentan' || name === 'La Haye-du-Puits' ? { kind: 'rulebook' as const, ref: name === 'Carentan' ? 'N44 26.3.2' : 'N44 26.1' } : name === 'Valognes' ? { kind: 'derived' as const, from: 'N44 26.3.3: 4 hexes from the nearest 82nd drop hex' } : standIn,
    })),
    { name: '82nd drop hexes', kind: 'drop', hexes: drops82, provenance: { kind: 'rulebook', ref: 'N44 26.3.3' } },
    { name: '101st drop hexes', kind: 'drop', hexes: ['2712', '2813', '2912'], provenance: { kind: 'public', source: 'counters US-101-501/502/506', edition: '2015' } },
    { name: 'Crisbecq', kind: 'battery', hexes: ['3012'], provenance: { kind: 'rulebook', ref: 'N44 28.3' } },
    { name: 'Marais de Gorges', kind: 'other', hexes: ['2408'], provenance: standIn },
    { name: 'Osteck', kind: 'other', hexes: ['3809'], provenance: { kind: 'public', source: 'counter GE-SP-Osteck', edition: '2015' } },
    { name: 'Westeck', kind: 'other', hexes: ['3803'], provenance: { kind: 'public', source: 'counter GE-SP-Westeck', edition: '2015' } },
    { name: '709th mobilization', kind: 'mobilization-709', hexes: ['3309', '3410'], provenance: standIn },
    { name: '243rd mobilization', kind: 'mobilization-243', hexes: ['3004', '3204'], provenance: standIn },
  ],
  beaches: [{ name: 'Utah', hex: '2914', provenance: standIn }],
  entries: [
    { hex: '2002', colour: 'green' },
    { hex: '2006', colour: 'green' },
    { hex: '2012', colour: 'green' },
  ],
  zones: [
    { name: 'cherbourg-perimeter', hexes: perimeterZone, provenance: standIn },
    { name: 'naval-bombardment', hexes: naval, provenance: standIn },
    { name: 'june27-allied', hexes: june27, provenance: { kind: 'public', source: 'Cherbourg card map excerpt, described in words (hexes unreadable)', edition: '2010 and 2015' } },
    { name: 'us-army', hexes: [...land], provenance: standIn },
  ],
  edges: { south: all.filter((h) => rc(h).row === 20 && land.has(h)), east: [] },
};

const out = fileURLToPath(new URL('../src/map/cotentin.json', import.meta.url));
writeFileSync(out, JSON.stringify(file) + '\n');
console.log(`wrote ${out}: ${file.hexes.length} hexes, ${land.size} land, Valognes ${valognes}`);
