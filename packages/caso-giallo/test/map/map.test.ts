import { describe, expect, it } from 'vitest';
import {
  compileBoard, FORTRESS_HOLLAND_MAP, FORTRESS_HOLLAND_COUNTERS, FORTRESS_HOLLAND, ManifestSchema, ScenarioSetupSchema, game, riverAt,
  crossingAt, DIRECTION_NAMES, type MapData,
} from '@esagono/caso-giallo';
import { BOARD, L } from '../helpers.js';

const adjacent = (a: string, b: string) => BOARD.map.adjacency.slice(L(a) * 6, L(a) * 6 + 6).includes(L(b));
const dir = (a: string, b: string) => DIRECTION_NAMES[[0, 1, 2, 3, 4, 5].find((d) => BOARD.map.neighbor(L(a), d) === L(b))!];

describe('CG R2.1 hex numbering RRCC (digest 5.1)', () => {
  it('the adjacencies the text states hold', () => {
    const pairs = [
      ['4027', '4127'], ['4027', '3926'], ['4027', '3927'], ['3924', '4024'], ['3924', '3825'], ['3725', '3825'], ['4123', '4224'],
      ['4024', '4123'], ['4032', '4131'], ['3932', '4032'], ['3529', '3629'], ['3529', '3530'], ['3527', '3627'], ['3528', '3527'],
      ['3729', '3629'], ['3730', '3729'],
    ];
    for (const [a, b] of pairs) expect(adjacent(a!, b!), `${a}-${b}`).toBe(true);
  });
  it('the two walkthrough moves that fit no grid are not adjacent (digest A61)', () => {
    expect(adjacent('3935', '3834')).toBe(false);
    expect(adjacent('3627', '3725')).toBe(false);
  });
  it('rows grow north, columns east: odd rows sit half a hex east', () => {
    expect(dir('3330', '3331')).toBe('E');
    expect(dir('3330', '3430')).toBe('NW');
    expect(dir('3330', '3431')).toBe('NE');
    expect(dir('3430', '3330')).toBe('SE');
    expect(dir('3430', '3329')).toBe('SW');
  });
});

describe('the Fortress Holland map (CG SB8)', () => {
  it('SB8.11: the Dutch cities and towns on their hexes', () => {
    const expected: Record<string, ['city' | 'town', string]> = {
      '4224': ['city', 'Den Haag'], '3528': ['city', 'Eindhoven'], '3830': ['city', 'Nijmegen'], '4024': ['city', 'Rotterdam'], '4127': ['city', 'Utrecht'],
      '4131': ['town', 'Apeldoorn'], '4031': ['town', 'Arnhem'], '3725': ['town', 'Breda'], '4123': ['town', 'Delft'], '4135': ['town', 'Enschede'], '4125': ['town', 'Gouda'],
    };
    for (const [id, [kind, name]] of Object.entries(expected)) {
      expect(BOARD.settlement[L(id)], id).toBe(kind);
      expect(BOARD.settlementName[L(id)], id).toBe(name);
      expect(BOARD.country[L(id)], id).toBe('NL');
    }
  });
  it('GMT errata: hex 3331 is clear', () => {
    expect(BOARD.terrain[L('3331')]).toBe('clear');
  });
  it('SB9: the Maas before 3330, the IJssel before 4032, the Rhine before 3533 and 3833; crossings at the FJ bridges', () => {
    const side = (a: string, b: string) => [0, 1, 2, 3, 4, 5].find((d) => BOARD.map.neighbor(L(a), d) === L(b))!;
    expect(riverAt(BOARD, L('3331'), side('3331', '3330'))).toBe('major');
    expect(riverAt(BOARD, L('3932'), side('3932', '4032'))).toBe('major');
    expect(riverAt(BOARD, L('3534'), side('3534', '3533'))).toBe('rhine');
    expect(riverAt(BOARD, L('3834'), side('3834', '3833'))).toBe('rhine');
    expect(crossingAt(BOARD, L('3924'), side('3924', '4024'))).toBe(true);
    expect(crossingAt(BOARD, L('4024'), side('4024', '3924'))).toBe(true); // both banks see it
  });
  it('every hex has a provenance: its own or the map-wide stand-in', () => {
    expect(FORTRESS_HOLLAND_MAP.provenance.kind).toBe('stand-in');
    expect(FORTRESS_HOLLAND_MAP.hexes.find((h) => h.id === '4224')?.provenance?.kind).toBe('rulebook');
  });
});

describe('map, counter and set-up formats reject bad data, naming the field', () => {
  const base = (): MapData => structuredClone(FORTRESS_HOLLAND_MAP);
  it('a malformed hex number', () => {
    const m = base();
    m.hexes[0]!.id = '33A2';
    const r = compileBoard(m);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.path).toBe('hexes.0.id');
  });
  it('an unknown terrain', () => {
    const m = base() as unknown as { hexes: { terrain: string }[] };
    m.hexes[3]!.terrain = 'swamp';
    const r = compileBoard(m);
    expect(r.ok === false && r.path).toBe('hexes.3.terrain');
  });
  it('a hexside between hexes that are not adjacent', () => {
    const m = base();
    m.hexsides.push({ a: '3330', b: '3332', river: 'minor' });
    const r = compileBoard(m);
    expect(r.ok === false && r.path).toBe(`hexsides.${m.hexsides.length - 1}.b`);
  });
  it('a crossing without a river', () => {
    const m = base();
    m.hexsides.push({ a: '3330', b: '3331', crossing: true });
    const r = compileBoard(m);
    expect(r.ok === false && r.path).toBe(`hexsides.${m.hexsides.length - 1}.crossing`);
  });
  it('a duplicated hex', () => {
    const m = base();
    m.hexes.push({ ...m.hexes[0]! });
    const r = compileBoard(m);
    expect(r.ok === false && r.path).toBe(`hexes.${m.hexes.length - 1}.id`);
  });
  it('counters: a negative CS is refused at its field', () => {
    const bad = structuredClone(FORTRESS_HOLLAND_COUNTERS) as unknown as { front: { cs: number } }[];
    bad[2]!.front.cs = -1;
    const r = ManifestSchema.safeParse(bad);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path.join('.')).toBe('2.front.cs');
  });
  it('counters: SB4.1 FJ regiments CS 1/2, MA 2, never ZOC; 22 LL CS 2, MA 2', () => {
    const fj = FORTRESS_HOLLAND_COUNTERS.filter((c) => c.types.includes('fj'));
    expect(fj).toHaveLength(4);
    for (const c of fj) expect([c.front.cs, c.front.ma, c.zocStripe]).toEqual([0.5, 2, 'white']);
    const ll = FORTRESS_HOLLAND_COUNTERS.find((c) => c.id === '22LL')!;
    expect([ll.front.cs, ll.front.ma, ll.zocStripe]).toEqual([2, 2, 'yellow']);
  });
  it('set-ups: a placement on a hex number that is not one is refused at its field; an off-map hex by the game', () => {
    const bad = structuredClone(FORTRESS_HOLLAND) as unknown as { units: { at: string }[] };
    bad.units[0]!.at = 'x';
    const r = ScenarioSetupSchema.safeParse(bad);
    expect(r.error?.issues[0]?.path.join('.')).toBe('units.0.at');
    const off = structuredClone(FORTRESS_HOLLAND);
    off.units[0]!.at = '9999';
    const g = game.setup(off);
    expect(g.ok === false && g.error.code).toBe('off-map');
  });
});

describe('CG R2.1 facts of the big map (both sides)', () => {
  it('parse with their schema; Eben Emael 2928, Antwerp 3424, Kaiserslautern 1737 a Town; the Dyle Line 2824-3322', async () => {
    const { MAIN_MAP_FACTS, MapFactsSchema } = await import('@esagono/caso-giallo');
    expect(MapFactsSchema.safeParse(MAIN_MAP_FACTS).success).toBe(true);
    const hex = (id: string) => MAIN_MAP_FACTS.hexes.find((h) => h.id === id);
    expect(hex('2928')?.fortified).toBe('eben-emael');
    expect(hex('3424')?.name).toBe('Antwerpen');
    expect(hex('1737')?.settlement).toBe('town');
    expect(hex('3030')?.setup?.[0]?.scenarios).toEqual([1, 2, 3]);
    expect(MAIN_MAP_FACTS.lines.find((l) => l.name.startsWith('Dyle Line'))).toMatchObject({ from: '2824', to: '3322' });
    const bad = structuredClone(MAIN_MAP_FACTS) as unknown as { hexes: { id: string }[] };
    bad.hexes[1]!.id = '30300';
    expect(MapFactsSchema.safeParse(bad).error?.issues[0]?.path.join('.')).toBe('hexes.1.id');
  });
});

describe('CG SB2.2 canals', () => {
  it('T21 canals are Minor River hexsides in the map format (Zuid-Willemsvaart, Wilhelminakanaal)', () => {
    const canals = FORTRESS_HOLLAND_MAP.hexsides.filter((h) => h.name === 'Zuid-Willemsvaart' || h.name === 'Wilhelminakanaal');
    expect(canals.length).toBe(4);
    for (const c of canals) expect(c.river).toBe('minor');
  });
});
