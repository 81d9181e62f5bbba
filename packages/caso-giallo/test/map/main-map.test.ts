/**
 * The big map's stand-in (CG R2.1, SB2): every fact the text gives holds on both sides, the
 * Fortress Holland card agrees with it where they overlap, and the geography is 1940's.
 */
import { describe, expect, it } from 'vitest';
import {
  compileBoard, crossingAt, DIRECTION_NAMES, DYLE_LINE, FORTRESS_HOLLAND_MAP, GARRISON, MAIN_MAP_FACTS, MAIN_MAP_S12, MAIN_MAP_S3, MapSchema, riverAt, type Board,
} from '@esagono/caso-giallo';

function board(data: unknown): Board {
  const r = compileBoard(data);
  if (!r.ok) throw new Error(`${r.path}: ${r.message}`);
  return r.board;
}
const S12 = board(MAIN_MAP_S12);
const S3 = board(MAIN_MAP_S3);

const loc = (b: Board, id: string) => {
  const l = b.loc(id);
  if (l < 0) throw new Error(`no hex ${id}`);
  return l;
};
const neighbours = (b: Board, id: string) => [0, 1, 2, 3, 4, 5].map((d) => b.map.neighbor(loc(b, id), d)).filter((n) => n >= 0).map((n) => b.ids[n]!);
const hasCrossing = (b: Board, id: string) => [0, 1, 2, 3, 4, 5].some((d) => crossingAt(b, loc(b, id), d));

describe('CG R2.1 the big map (stand-in)', () => {
  it('both sides pass the map schema (zod)', () => {
    expect(MapSchema.safeParse(MAIN_MAP_S12).success).toBe(true);
    expect(MapSchema.safeParse(MAIN_MAP_S3).success).toBe(true);
    expect(S12.map.size).toBeGreaterThan(900);
    expect(MAIN_MAP_S12.provenance.kind).toBe('stand-in');
  });

  it('facts of the big map hold on both sides (MAIN_MAP_FACTS)', () => {
    for (const b of [S12, S3]) {
      for (const f of MAIN_MAP_FACTS.hexes) {
        const l = loc(b, f.id);
        if (f.country) expect(b.country[l], f.id).toBe(f.country);
        if (f.settlement) expect(b.settlement[l], f.id).toBe(f.settlement);
        if (f.fortified) expect(b.fortified[l], f.id).toBe(f.fortified);
        if (f.name && f.settlement) expect(b.settlementName[l], f.id).toBe(f.name === 'Antwerpen' ? 'Antwerpen' : f.name);
        // CG SB5.3k, SB7.3: a Crossing Interdicted marker needs a River Crossing hexside there.
        if (f.setup?.some((m) => m.marker.startsWith('Crossing Interdicted'))) expect(hasCrossing(b, f.id), f.id).toBe(true);
      }
    }
  });

  it('CG R2.2d: Eben Emael 2928 is a Belgian fortress beside the Maas crossings (2828, 3029 its guns cover, SB7.3)', () => {
    const l = loc(S12, '2928');
    expect(S12.fortified[l]).toBe('eben-emael');
    expect(S12.garrison[l]).toBe(GARRISON['eben-emael'].cs);
    expect(neighbours(S12, '2928')).toEqual(expect.arrayContaining(['2828', '3029']));
  });

  it('CG SB5.8d: the Dyle Line runs 2824 to 3322, in Belgium, inside the Dyle Plan Area', () => {
    expect(DYLE_LINE[0]).toBe('2824');
    expect(DYLE_LINE[DYLE_LINE.length - 1]).toBe('3322');
    for (let i = 1; i < DYLE_LINE.length; i++) expect(neighbours(S12, DYLE_LINE[i - 1]!)).toContain(DYLE_LINE[i]);
    for (const id of DYLE_LINE) {
      expect(S12.country[loc(S12, id)], id).toBe('BE');
      expect(S12.regions[loc(S12, id)], id).toEqual(expect.arrayContaining(['dyle-line', 'dyle-area']));
    }
  });

  it('CG SB7.20: the south edge runs from 1006 to 1027; CG SB5.10: hexrow xx13 from 1013 to 3413', () => {
    for (let c = 6; c <= 27; c++) expect(S3.edges[loc(S3, `10${String(c).padStart(2, '0')}`)]).toContain('south');
    for (let r = 10; r <= 34; r++) expect(S12.loc(`${r}13`), `${r}13`).toBeGreaterThanOrEqual(0);
  });

  it('1940 geography: Paris is three French City hexes; the Maginot Line is French, on the German border', () => {
    const paris = S12.settlementName.flatMap((n, l) => (n === 'Paris' ? [l] : []));
    expect(paris).toHaveLength(3);
    for (const l of paris) expect([S12.country[l], S12.settlement[l]]).toEqual(['FR', 'city']);
    const maginot = S12.fortified.flatMap((f, l) => (f === 'maginot' ? [l] : []));
    expect(maginot.length).toBeGreaterThan(8);
    for (const l of maginot) {
      expect(S12.country[l]).toBe('FR');
      expect(S12.regions[l]).toContain('maginot-zone');
      const across = [0, 1, 2, 3, 4, 5].map((d) => S12.map.neighbor(l, d)).filter((n) => n >= 0).map((n) => S12.country[n]);
      expect(across.some((c) => c === 'DE' || c === 'LUX')).toBe(true);
    }
    const westwall = S12.fortified.flatMap((f, l) => (f === 'westwall' ? [l] : []));
    for (const l of westwall) expect(S12.country[l]).toBe('DE');
  });

  it('1940 geography: the Meuse is a Major River at Sedan and Dinant; the Channel ports are ports', () => {
    const byName = (n: string) => S12.settlementName.indexOf(n);
    for (const town of ['Sedan', 'Dinant']) {
      const l = byName(town);
      expect(l, town).toBeGreaterThanOrEqual(0);
      expect([0, 1, 2, 3, 4, 5].some((d) => riverAt(S12, l, d) === 'major'), town).toBe(true);
    }
    for (const port of ['Oostende', 'Dunkerque', 'Calais', 'Boulogne']) expect(S12.port[byName(port)], port).toBe(true);
    expect(S12.country[byName('Lille')]).toBe('FR');
    expect(S12.country[byName('Bruxelles')]).toBe('BE');
    expect(S12.country[byName('Köln')]).toBe('DE');
    expect(S12.country[byName('Luxembourg')]).toBe('LUX');
  });

  it('T21 (big map): canals are Minor River hexsides (SB2.2): the Albert Canal', () => {
    const albert = MAIN_MAP_S12.hexsides.filter((s) => s.name === 'Canal Albert');
    expect(albert.length).toBeGreaterThan(3);
    for (const s of albert) expect(s.river).toBe('minor');
  });

  it('the Fortress Holland card agrees with the big map where they overlap (SB8, SB9)', () => {
    for (const h of FORTRESS_HOLLAND_MAP.hexes) {
      if (h.terrain === 'clear' && !h.settlement && !h.works) continue;
      const l = loc(S12, h.id);
      expect(S12.terrain[l], h.id).toBe(h.terrain);
      expect(S12.settlement[l], h.id).toBe(h.settlement?.kind ?? null);
      expect(S12.works[l], h.id).toBe(h.works === true);
    }
    for (const s of FORTRESS_HOLLAND_MAP.hexsides) {
      const a = loc(S12, s.a);
      const d = [0, 1, 2, 3, 4, 5].find((x) => S12.map.neighbor(a, x) === loc(S12, s.b))!;
      expect(riverAt(S12, a, d), `${s.a}-${s.b}`).toBe(s.river ?? null);
      // The card's bridges are the big map's too (the big map adds the S3 interdiction bridges).
      if (s.crossing) expect(crossingAt(S12, a, d), `${s.a}-${s.b}`).toBe(true);
    }
  });

  it('digest 5.1: the same neighbour rule (rows grow north, odd rows half a hex east)', () => {
    const dir = (a: string, b: string) => DIRECTION_NAMES[[0, 1, 2, 3, 4, 5].find((d) => S12.map.neighbor(loc(S12, a), d) === loc(S12, b))!];
    expect(dir('2928', '2929')).toBe('E');
    expect(dir('2928', '3028')).toBe('NW');
    expect(dir('2928', '3029')).toBe('NE');
    expect(dir('2928', '2828')).toBe('SW');
  });
});
