/**
 * Writes src/map/normandy.json: a STAND-IN map of the whole campaign area (rows 10-39, columns
 * 01-40) of our own making. Its Cotentin part (rows 20-39, columns 01-16) is the stand-in Cotentin
 * map unchanged; the rest (the Vire, the Bessin, the five beaches, Caen and the Orne, the Pays
 * d'Auge, the southern bocage) is ours, faithful to every hex number the rulebook and the printed
 * counters name: St-Lo 1815, Caen 1928/1929/2029/2030, Pointe du Hoc 2818, Longues 2623, Mont
 * Canisy 2437, the 6th Airborne drop hexes 2131/2032/2233 and the 77 German set-up hexes. It is
 * not the printed map; replace it with a transcription in the same format (README, "Map format").
 * Run: npx tsx packages/normandy44/scripts/standin-normandy.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatHexNumber, hexDistance, hexLineDraw, parseHexNumber, type Hex } from '@esagono/kernel';
import { N44_HEX_NUMBERS } from '../src/map/board.js';
import { adjacentIds, MapSchema, rowCol, type MapFile } from '../src/map/schema.js';

const H = (id: string): Hex => {
  const p = parseHexNumber(id, N44_HEX_NUMBERS);
  if (!p.ok) throw new Error(id);
  return p.hex;
};
const ID = (h: Hex): string => formatHexNumber(h, N44_HEX_NUMBERS) as string;
const id = (r: number, c: number): string => String(r).padStart(2, '0') + String(c).padStart(2, '0');
const rc = rowCol;

const cot = MapSchema.parse(JSON.parse(readFileSync(fileURLToPath(new URL('../src/map/cotentin.json', import.meta.url)), 'utf8')));
const cotHex = new Map(cot.hexes.map((h) => [h.id, h]));
const inCotentin = (h: string): boolean => cotHex.has(h);

/** The northernmost land row of each column east of the Cotentin part (the Calvados coast). */
const coastRow = (c: number): number => (c === 17 ? 27 : c === 18 ? 28 : c <= 21 ? 27 : c <= 24 ? 26 : 25);

const all: string[] = [];
for (let r = 10; r <= 39; r++) for (let c = 1; c <= 40; c++) all.push(id(r, c));
const isLand = (h: string): boolean => {
  const ch = cotHex.get(h);
  if (ch) return ch.terrain !== 'sea';
  const { row, col } = rc(h);
  return row < 20 || row <= coastRow(col);
};
const land = new Set(all.filter(isLand));

const stand = { kind: 'stand-in' as const, note: 'position of our own, not read from the printed map' };
const rule = (ref: string) => ({ kind: 'rulebook' as const, ref });
const counter = (c: string) => ({ kind: 'public' as const, source: `counter ${c}`, edition: '2015' });

const beaches: MapFile['beaches'] = [
  ...cot.beaches,
  { name: 'Pointe du Hoc', hex: '2818', provenance: { kind: 'derived', from: 'N44 28.3: the Pointe du Hoc battery is 2818; the Rangers land on it (N44 20.3.4)' } },
  { name: 'Omaha', sector: '29th', hex: '2719', provenance: stand },
  { name: 'Omaha', sector: '1st', hex: '2720', provenance: stand },
  { name: 'Gold', sector: 'Jig', hex: '2525', provenance: stand },
  { name: 'Gold', sector: 'King', hex: '2526', provenance: stand },
  { name: 'Juno', sector: 'Mike', hex: '2527', provenance: stand },
  { name: 'Juno', sector: 'Nan', hex: '2528', provenance: stand },
  { name: 'Sword', sector: 'Queen', hex: '2530', provenance: stand },
];
const beachHexes = beaches.map((b) => b.hex);

const cities: Record<string, string[]> = { Cherbourg: ['3606', '3705', '3706'], Caen: ['1928', '1929', '2029', '2030'], 'St-Lo': ['1815'], Bayeux: ['2323'] };
const newTowns: Record<string, string> = {
  Treviers: '2420', Balleroy: '2020', 'Caumont-l-Evente': '1720', 'Villers-Bocage': '1624', 'Tilly-sur-Seulles': '2025', Creully: '2326',
  Buron: '2128', Epron: '2129', Ouistreham: '2531', Ranville: '2131', Troarn: '2033', Cabourg: '2435', Lisieux: '1939', Falaise: '1229',
  'Thury-Harcourt': '1528', Vire: '1117', 'Torigni-sur-Vire': '1417', Coutances: '1806', Periers: '2109', 'Arromanches-les-Bains': '2624',
  Aunay: '1422', 'Port-en-Bessin': '2622',
};
const cityHex = new Set(Object.values(cities).flat());
const townHex = new Set(Object.values(newTowns));
const flooded = new Set(['2518', '2519', '2034', '2134', '2234']);
const woods = new Set(['2018', '2118', '2133', '1629', '1320']);
const hilltops = new Set(['1827', '1423', '1716', '2437']);

const terrainOf = (h: string): MapFile['hexes'][number] => {
  const ch = cotHex.get(h);
  if (ch) return ch;
  if (!land.has(h)) return { id: h, terrain: 'sea' };
  const { row, col } = rc(h);
  if (cityHex.has(h)) return { id: h, terrain: 'city' };
  const plain = col >= 26 && col <= 33 && row >= 14 && row <= 24;
  if (townHex.has(h)) return { id: h, terrain: 'town', under: plain ? 'clear' : col >= 34 ? 'mixed' : 'bocage' };
  if (flooded.has(h)) return { id: h, terrain: 'flooded' };
  if (woods.has(h)) return { id: h, terrain: 'woods' };
  const hex: MapFile['hexes'][number] = { id: h, terrain: row === coastRow(col) && row >= 25 ? 'clear' : plain ? 'clear' : col >= 34 ? 'mixed' : 'bocage' };
  if (h === '2028') hex.airfield = true;
  if (hilltops.has(h)) hex.hilltop = true;
  return hex;
};

const boundary = (inA: (h: string) => boolean, inB: (h: string) => boolean): [string, string][] => {
  const out: [string, string][] = [];
  for (const a of land) for (const b of land) if (a < b && adjacentIds(a, b) && ((inA(a) && inB(b)) || (inA(b) && inB(a)))) out.push([a, b]);
  return out;
};
const between = (rows: [number, number], k: number) =>
  boundary((h) => rc(h).row >= rows[0] && rc(h).row <= rows[1] && rc(h).col <= k, (h) => rc(h).row >= rows[0] && rc(h).row <= rows[1] && rc(h).col > k);
// Rivers: the Vire (columns 14|15, rows 10-24), the Orne and its canal (30|31, rows 10-25), the Dives (34|35), the Aure and the Odon.
const vire = between([10, 24], 14).filter(([a, b]) => !(inCotentin(a) && inCotentin(b)));
const orne = between([10, 25], 30);
const dives = between([10, 25], 34);
const aure = boundary((h) => rc(h).row === 24 && rc(h).col >= 17 && rc(h).col <= 22, (h) => rc(h).row === 25 && rc(h).col >= 17 && rc(h).col <= 22);
const odon = boundary((h) => rc(h).row === 18 && rc(h).col >= 22 && rc(h).col <= 28, (h) => rc(h).row === 19 && rc(h).col >= 22 && rc(h).col <= 28);

const road = (kind: 'main' | 'secondary', ...way: string[]): MapFile['roads'][number] => {
  const path: string[] = [way[0] as string];
  for (let i = 1; i < way.length; i++) for (const h of hexLineDraw(H(way[i - 1] as string), H(way[i] as string)).map(ID).slice(1)) path.push(h);
  for (const h of path) if (!land.has(h)) throw new Error(`road through sea ${h}`);
  return { kind, path };
};

// Lines (N44 22.1, 24.3, 25): the US side of the Army Boundary, the Allied side of the 27 June line.
const usArmy = [...land].filter((h) => inCotentin(h) || rc(h).col <= (rc(h).row >= 24 ? 22 : rc(h).row >= 19 ? 21 : 20));
const june27Cot = new Set(cot.zones.find((z) => z.name === 'june27-allied')?.hexes ?? []);
const june27 = [...land].filter((h) => {
  if (inCotentin(h)) return june27Cot.has(h);
  const { row, col } = rc(h);
  const min = col <= 17 ? 22 : col <= 23 ? 19 : col <= 27 ? 21 : col <= 30 ? 22 : col <= 33 ? 23 : 99;
  return row >= min;
});
const sea = all.filter((h) => !land.has(h));
const naval = [...land].filter((h) => sea.some((o) => rc(o).col >= 12 && hexDistance(H(h), H(o)) <= 3));
// Beyond the Allied Bombardment Line (N44 25): 3 or more hexes from every landing beach.
const beyond = [...land].filter((h) => beachHexes.every((b) => hexDistance(H(h), H(b)) >= 3));

const file: MapFile = {
  id: 'normandy-standin',
  name: 'Normandy (stand-in)',
  provenance: {
    kind: 'stand-in',
    note: 'Our own map of the campaign area, rows 10-39 and columns 01-40, the Cotentin part being the stand-in Cotentin map: every hex number the rulebook and the counters name is placed where they say; all other terrain, roads, rivers, beaches, entry hexes and lines are ours. Replace with a transcription of the printed map.',
  },
  grid: { order: 'row-column', layout: 'odd-r' },
  hexes: all.map(terrainOf),
  hexsides: [
    ...cot.hexsides,
    ...vire.map(([a, b]) => ({ a, b, feature: 'major-river' as const })),
    ...orne.map(([a, b]) => ({ a, b, feature: 'major-river' as const })),
    ...dives.map(([a, b]) => ({ a, b, feature: 'minor-river' as const })),
    ...aure.map(([a, b]) => ({ a, b, feature: 'minor-river' as const })),
    ...odon.map(([a, b]) => ({ a, b, feature: 'minor-river' as const })),
    // The Carpiquet airfield's hexsides (N44 11.7): the west and north sides of the airfield hex 2028.
    { a: '2028', b: '2027', feature: 'carpiquet' },
    { a: '2028', b: '2127', feature: 'carpiquet' },
    { a: '2028', b: '1927', feature: 'carpiquet' },
  ],
  roads: [
    ...cot.roads,
    road('main', '2012', '1815'),
    road('main', '2006', '1806'),
    road('main', '2415', '2419', '2323', '2126', '2029'),
    road('main', '2323', '1815'),
    road('main', '1815', '1015'),
    road('main', '1815', '1808', '1802'),
    road('main', '1929', '1029'),
    road('main', '1928', '1624', '1020'),
    road('main', '2030', '2035', '2040'),
    road('secondary', '2030', '1440'),
    road('secondary', '1808', '1002'),
    road('secondary', '2323', '2020', '1720', '1417'),
    road('secondary', '2415', '2618', '2620', '2623', '2624', '2524', '2528', '2530', '2531'),
    road('secondary', '2719', '2620'),
    road('secondary', '2720', '2620'),
    road('secondary', '2818', '2618'),
    road('secondary', '2525', '2424', '2323'),
    road('secondary', '2526', '2326'),
    road('secondary', '2527', '2326', '2025'),
    road('secondary', '2528', '2128', '2029'),
    road('secondary', '2530', '2129', '2030'),
    road('secondary', '2130', '2131', '2233', '2435'),
    road('secondary', '2025', '1624'),
    road('secondary', '1929', '1528', '1117'),
  ],
  places: [
    ...cot.places.filter((p) => p.name !== 'Cherbourg'),
    ...Object.entries(cities).map(([name, hexes]) => ({
      name,
      kind: 'city' as const,
      hexes,
      provenance: name === 'Bayeux' ? stand : rule('N44 23.2'),
    })),
    ...Object.entries(newTowns).map(([name, h]) => ({ name, kind: 'town' as const, hexes: [h], provenance: stand })),
    { name: '6th Airborne drop hexes', kind: 'drop', hexes: ['2233', '2032', '2131'], provenance: counter('BR-6-3(-), BR-6-3-8, BR-6-5') },
    { name: '82nd glider LZ', kind: 'glider-lz', hexes: ['2711'], provenance: stand },
    { name: '6th Airborne glider LZ', kind: 'glider-lz', hexes: ['2132'], provenance: stand },
    { name: 'Pointe du Hoc', kind: 'battery', hexes: ['2818'], provenance: rule('N44 28.3') },
    { name: 'Longues-sur-Mer', kind: 'battery', hexes: ['2623'], provenance: rule('N44 28.3') },
    { name: 'Mont Canisy', kind: 'battery', hexes: ['2437'], provenance: rule('N44 28.3') },
    { name: 'British Mulberry', kind: 'mulberry', hexes: ['2624'], provenance: { kind: 'derived', from: 'N44 21.1: the British Mulberry is placed in Arromanches-les-Bains (stand-in hex)' } },
    { name: 'US Mulberry', kind: 'mulberry', hexes: ['2719', '2720'], provenance: { kind: 'derived', from: 'N44 21.1: the US Mulberry is placed in one of the Omaha beach hexes' } },
    { name: 'Carpiquet airfield', kind: 'other', hexes: ['2028'], provenance: stand },
    { name: 'Merville', kind: 'other', hexes: ['2332'], provenance: counter('GE-716-642-Ost') },
  ],
  beaches,
  // German entry hexes (N44 6.6): Green south-west, Red south, Orange south-east and east, Blue north-east.
  entries: [
    ...['1002', '1006', '1010', '1015'].map((hex) => ({ hex, colour: 'green' as const })),
    ...['1020', '1025', '1029'].map((hex) => ({ hex, colour: 'red' as const })),
    ...['1034', '1040', '1440', '1740'].map((hex) => ({ hex, colour: 'orange' as const })),
    ...['2040', '2240', '2440'].map((hex) => ({ hex, colour: 'blue' as const })),
  ],
  zones: [
    ...cot.zones.filter((z) => z.name === 'cherbourg-perimeter'),
    { name: 'naval-bombardment', hexes: naval, provenance: stand },
    { name: 'june27-allied', hexes: june27, provenance: { kind: 'stand-in', note: 'the Cotentin part as on the Cherbourg card (in words); east of it ours, after the historical front of 27 June 1944' } },
    { name: 'us-army', hexes: usArmy, provenance: { kind: 'stand-in', note: 'the Army Boundary runs between Omaha and Gold (Longues 2623 on the British side, N44 28.3)' } },
    { name: 'allied-bombardment-beyond', hexes: beyond, provenance: { kind: 'stand-in', note: 'every land hex 3 or more hexes from the nearest landing beach' } },
  ],
  edges: { south: all.filter((h) => rc(h).row === 10 && land.has(h)), east: all.filter((h) => rc(h).col === 40 && land.has(h)) },
};

MapSchema.parse(file);
const out = fileURLToPath(new URL('../src/map/normandy.json', import.meta.url));
writeFileSync(out, JSON.stringify(file) + '\n');
console.log(`wrote ${out}: ${file.hexes.length} hexes, ${land.size} land`);
