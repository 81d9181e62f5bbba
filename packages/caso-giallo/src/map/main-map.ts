/**
 * CG R2.1, SB2 The big map (both sides: scenarios 1-2 and scenario 3), a stand-in of our own. The
 * printed map is not in the sources (digest 5.9, gap-fill 7), so the geography is 1940's, built
 * by `scripts/main-map.mjs` (`main-map.data.ts`: countries, terrain, towns and cities, rivers and
 * roads), with every fact the text gives laid over it (`MAIN_MAP_FACTS`: Eben Emael 2928,
 * Antwerpen 3424, Kaiserslautern 1737, the interdiction hexes, the Dyle Line 2824-3322 and its
 * boundary 2823-3619, the south edge 1006-1027) and the Fortress Holland card's derived hexes and
 * rivers (SB9) inside its window, so the two maps agree where they overlap.
 *
 * Orientation: hex numbers `RRCC`, RR growing north, odd rows half a hex east (digest 5.1). Drawn
 * with north up the hexes are pointy-topped; the printed sheet is the same grid turned a quarter
 * turn (RR its columns, flat-topped hexes in columns): one neighbour rule, two drawings.
 */
import { hexLineDraw } from '@esagono/kernel';
import { rulebook, standIn, type Provenance } from '../data/provenance.js';
import { hexOfId, idOfHex } from './board.js';
import { FEATURES as FH_FEATURES, SIDES as FH_SIDES, GERMAN_FROM, ROWS as FH_ROWS, COLS as FH_COLS } from './fortress-holland.js';
import { MAIN_ROWS, MAIN_SETTLEMENTS, MAIN_SIDES } from './main-map.data.js';
import type { Country, Edge, FortifiedLine, HexRow, HexsideRow, MapData, Region } from './schema.js';
import type { Terrain } from '../data/terrain.js';

const COUNTRY_OF: Readonly<Record<string, Country>> = { N: 'NL', B: 'BE', L: 'LUX', F: 'FR', D: 'DE' };
const TERRAIN_OF: Readonly<Record<string, Terrain>> = { '.': 'clear', w: 'woods', r: 'rough', f: 'forest', h: 'hill', m: 'marsh', M: 'mountain', '~': 'flooded' };

/** Stand-in garrison CS per Fortified Line (CG R11.7a: printed on the map, missing from the sources). */
export const GARRISON: Readonly<Record<FortifiedLine, { readonly cs: number; readonly provenance: Provenance }>> = Object.freeze({
  maginot: { cs: 3, provenance: standIn('garrison CS printed on the map (R11.7a), missing; ours') },
  metz: { cs: 3, provenance: standIn('garrison CS printed on the map (R11.7a), missing; ours') },
  belgian: { cs: 2, provenance: standIn('garrison CS printed on the map (R11.7a), missing; ours') },
  westwall: { cs: 2, provenance: standIn('garrison CS printed on the map (R11.7a), missing; ours') },
  'eben-emael': { cs: 2, provenance: standIn('garrison CS printed on the map (R11.7a), missing; ours') },
});

const inFhWindow = (r: number, c: number) => r >= FH_ROWS[0] && r <= FH_ROWS[1] && c >= FH_COLS[0] && c <= FH_COLS[1];
const rc = (id: string): [number, number] => [Number(id.slice(0, 2)), Number(id.slice(2))];

/** Named hexes the text gives, laid over the generated geography (CG R2.1 facts). */
const FACT_HEXES: Readonly<Record<string, Partial<HexRow>>> = {
  '2928': { country: 'BE', terrain: 'clear', provenance: rulebook('CG R2.2d L246: Eben Emael is hex 2928') },
  '3424': { country: 'BE', settlement: { kind: 'city', name: 'Antwerpen' }, port: true, provenance: rulebook('CG SB5.8a L3191: Antwerp 3424; R7.3 Belgian supply port') },
  '1737': { country: 'DE', settlement: { kind: 'town', name: 'Kaiserslautern' }, provenance: rulebook('CG SB2.2 L2893: 1737 is a Town (the symbol is missing on both maps)') },
};

/** River Crossings the set-up's Crossing Interdicted markers need (CG SB5.3k, SB7.3): Maas bridges. */
const FACT_SIDES: readonly HexsideRow[] = [
  { a: '3030', b: '3029', river: 'major', crossing: true, name: 'Maas (Maastricht)', provenance: rulebook('CG SB5.3k L3037: a Crossing Interdicted marker in 3030') },
  { a: '2828', b: '2928', river: 'minor', crossing: true, name: 'Canal Albert', provenance: rulebook('CG SB7.3 L4160-L4164: Eben Emael\'s guns interdict 2828 and 3029') },
  { a: '3029', b: '2928', river: 'minor', crossing: true, name: 'Canal Albert', provenance: rulebook('CG SB7.3 L4160-L4164') },
  // CG SB7.3 L4156: Crossing Interdicted markers in 3629, 3830 and 4032 (bridges over the card's rivers).
  { a: '3729', b: '3629', river: 'minor', crossing: true, name: 'Zuid-Willemsvaart', provenance: rulebook('CG SB7.3 L4156: a Crossing Interdicted marker in 3629') },
  { a: '3830', b: '3930', river: 'major', crossing: true, name: 'Waal (Nijmegen bridge)', provenance: rulebook('CG SB7.3 L4156: a Crossing Interdicted marker in 3830') },
  { a: '3932', b: '4032', river: 'major', crossing: true, name: 'IJssel', provenance: rulebook('CG SB7.3 L4156: a Crossing Interdicted marker in 4032') },
];

/** CG SB5.10 L3341: hexrow xx13 runs from 1013 to 3413, so those hexes are land. */
const RAIL_ROW: readonly string[] = Array.from({ length: 25 }, (_, i) => `${10 + i}13`);

/** The Dyle Line hexes, 2824 to 3322 (CG SB5.8d L3261), one straight hex line. */
export const DYLE_LINE: readonly string[] = hexLineDraw(hexOfId('2824'), hexOfId('3322')).map(idOfHex);

function neighbourIds(id: string): string[] {
  const [r, c] = rc(id);
  const odd = r % 2 === 1;
  const pairs: [number, number][] = [[r, c + 1], [r, c - 1], odd ? [r + 1, c] : [r + 1, c - 1], odd ? [r + 1, c + 1] : [r + 1, c], odd ? [r - 1, c] : [r - 1, c - 1], odd ? [r - 1, c + 1] : [r - 1, c]];
  return pairs.map(([a, b]) => `${a}${String(b).padStart(2, '0')}`);
}

function build(id: string, name: string): MapData {
  const rows = new Map<string, HexRow>();
  const lastRow = Number(MAIN_ROWS[0]!.slice(0, 2));
  const firstRow = Number(MAIN_ROWS[MAIN_ROWS.length - 1]!.slice(0, 2));
  for (const line of MAIN_ROWS) {
    const [rs, cs, ts] = line.split(' ') as [string, string, string];
    const r = Number(rs);
    for (let i = 0; i < cs.length; i++) {
      if (cs[i] === '-') continue;
      const c = i + 1;
      const hid = `${rs}${String(c).padStart(2, '0')}`;
      let country = COUNTRY_OF[cs[i]!]!;
      // Inside the Fortress Holland window the German border is the card's (the Maas, SB9).
      if (inFhWindow(r, c)) country = c >= (GERMAN_FROM[r] ?? 99) ? 'DE' : country === 'DE' ? 'NL' : country;
      const edge: Edge[] = [];
      if (r === firstRow) edge.push('south');
      if (r === lastRow) edge.push('north');
      if (c === 1) edge.push('west');
      if (c === cs.length) edge.push('east');
      rows.set(hid, { id: hid, terrain: TERRAIN_OF[ts[i]!]!, country, ...(edge.length ? { edge } : {}) });
    }
  }
  for (const hid of RAIL_ROW) {
    if (!rows.has(hid)) rows.set(hid, { id: hid, terrain: 'clear', country: 'FR', provenance: rulebook('CG SB5.10 L3341: hexrow xx13 from 1013 to 3413') });
  }
  for (const [hid, kind, sname, port] of MAIN_SETTLEMENTS) {
    const h = rows.get(hid);
    if (h) rows.set(hid, { ...h, settlement: { kind, name: sname }, ...(port ? { port: true } : {}) });
  }
  // The Fortress Holland card's hexes (rulebook, derived, stand-in) replace ours in its window.
  for (const [hid, f] of Object.entries(FH_FEATURES)) {
    const h = rows.get(hid);
    if (!h) continue;
    const { settlement: _s, ...rest } = h;
    rows.set(hid, { ...rest, ...f });
  }
  for (const [hid, f] of Object.entries(FACT_HEXES)) {
    const h = rows.get(hid);
    if (h) rows.set(hid, { ...h, ...f } as HexRow);
  }
  // Fortified Lines (stand-in placement after 1940 geography; garrisons GARRISON).
  const fort = (hid: string, line: FortifiedLine) => {
    const h = rows.get(hid);
    if (h) rows.set(hid, { ...h, fortified: { line, garrison: GARRISON[line].cs } });
  };
  for (const h of [...rows.values()]) {
    const [r] = rc(h.id);
    const across = neighbourIds(h.id).map((n) => rows.get(n)?.country);
    // The Maginot Line: French hexes on the German and Luxembourg borders, south of Longwy.
    if (h.country === 'FR' && r <= 19 && across.some((c) => c === 'DE' || c === 'LUX')) fort(h.id, 'maginot');
    // The Westwall: German hexes on the French, Luxembourg and Belgian borders up to Aachen.
    if (h.country === 'DE' && r <= 29 && across.some((c) => c === 'FR' || c === 'LUX' || c === 'BE')) fort(h.id, 'westwall');
  }
  const metz = [...rows.values()].find((h) => h.settlement?.name === 'Metz');
  if (metz) fort(metz.id, 'metz');
  for (const n of ['Liège', 'Namur']) {
    const h = [...rows.values()].find((x) => x.settlement?.name === n);
    if (h) fort(h.id, 'belgian');
  }
  fort('2928', 'eben-emael');
  // Scenario 1 areas (CG SB5.8b-d; boundaries are ours except the Dyle Line's end hexes).
  const region = (hid: string, g: Region) => {
    const h = rows.get(hid);
    if (h && !(h.regions ?? []).includes(g)) rows.set(hid, { ...h, regions: [...(h.regions ?? []), g] });
  };
  const maginot = [...rows.values()].filter((h) => h.fortified?.line === 'maginot' || h.fortified?.line === 'metz').map((h) => hexOfId(h.id));
  const dyleCol = (r: number) => 24 + ((r - 28) * (22 - 24)) / 5;
  for (const h of [...rows.values()]) {
    const [r, c] = rc(h.id);
    const x = hexOfId(h.id);
    if (h.country === 'FR' && r <= 19 && maginot.some((m) => Math.max(Math.abs(m.q - x.q), Math.abs(m.r - x.r), Math.abs(m.q + m.r - x.q - x.r)) <= 2)) region(h.id, 'maginot-zone');
    if ((h.country === 'BE' || h.country === 'LUX') && r <= 27 && c >= 24) region(h.id, 'blind-spot');
    // South boundary along row 28 from 2823 west, west boundary up column 19 to 3619.
    if (h.country === 'BE' && r >= 28 && r <= 36 && c >= 19 && c <= Math.max(dyleCol(Math.min(r, 33)), 22)) region(h.id, 'dyle-area');
  }
  for (const hid of DYLE_LINE) {
    region(hid, 'dyle-line');
    region(hid, 'dyle-area');
  }
  // Hexsides: ours outside the Fortress Holland window, the card's inside it, then the facts.
  const sides = new Map<string, HexsideRow>();
  const key = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
  for (const [a, b, river, sname, crossing, road] of MAIN_SIDES) {
    const inside = inFhWindow(...rc(a)) && inFhWindow(...rc(b));
    if (inside && river !== '') {
      if (road) sides.set(key(a, b), { a, b, road: true });
      continue;
    }
    sides.set(key(a, b), { a, b, ...(river ? { river } : {}), ...(crossing ? { crossing: true } : {}), ...(road ? { road: true } : {}), ...(sname ? { name: sname } : {}) });
  }
  for (const s of [...FH_SIDES, ...FACT_SIDES]) {
    const old = sides.get(key(s.a, s.b));
    sides.set(key(s.a, s.b), { ...s, ...(old?.road ? { road: true } : {}) });
  }
  return {
    id,
    name,
    provenance: standIn('the printed map is missing (digest 5.9, gap-fill 7): 1940 geography of our own, with every fact of the text (MAIN_MAP_FACTS) and the Fortress Holland card inside its window'),
    hexes: [...rows.values()].sort((a, b) => (a.id < b.id ? -1 : 1)),
    hexsides: [...sides.values()].filter((s) => rows.has(s.a) && rows.has(s.b)),
  };
}

/** The scenario 1-2 side (CG SB2.1, SB5.2). */
export const MAIN_MAP_S12: MapData = build('case-yellow-s12', 'Case Yellow map, scenarios 1-2 side (stand-in)');
/**
 * The scenario 3 side (CG SB2.1; SB7.2a names the scenario 1-2 map, digest A-note): the same
 * stand-in geography, kept as its own map so a transcription of either side can replace it.
 */
export const MAIN_MAP_S3: MapData = build('case-yellow-s3', 'Case Yellow map, scenario 3 side (stand-in)');
