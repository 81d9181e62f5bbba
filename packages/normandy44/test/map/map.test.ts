import { describe, expect, it } from 'vitest';
import { hexDistance, parseHexNumber } from '@esagono/kernel';
import { N44_HEX_NUMBERS, SIDE, cotentinBoard, dirTo, inZone, sideBits, terrainOf, MapSchema, adjacentIds } from '../../src/map/index.js';
import raw from '../../src/map/cotentin.json';

const hex = (id: string) => {
  const p = parseHexNumber(id, N44_HEX_NUMBERS);
  if (!p.ok) throw new Error(id);
  return p.hex;
};

describe('grid (digest 5.1)', () => {
  it('the three clusters the rulebook names are mutually adjacent', () => {
    for (const cluster of [['3606', '3705', '3706'], ['2710', '2810', '2811'], ['1928', '1929', '2029', '2030']]) {
      for (const a of cluster) for (const b of cluster) if (a !== b) {
        expect(hexDistance(hex(a), hex(b)), `${a}-${b}`).toBe(cluster.length === 4 && ((a === '1928' && b === '2030') || (a === '2030' && b === '1928')) ? 2 : 1);
      }
    }
  });
  it('printed adjacency agrees with the kernel grid', () => {
    const ids = ['2512', '2513', '2612', '2613', '2411', '2412', '2511'];
    for (const a of ids) for (const b of ids) if (a !== b) expect(adjacentIds(a, b), `${a}-${b}`).toBe(hexDistance(hex(a), hex(b)) === 1);
  });
});

describe('stand-in Cotentin map', () => {
  const b = cotentinBoard();
  const at = (id: string) => terrainOf(b, b.locOf(id));
  it('places every hex number the rulebook names in the area', () => {
    expect(['3606', '3705', '3706'].map(at)).toEqual(['city', 'city', 'city']);
    expect(at('2512')).toBe('town');
    expect(at('2506')).toBe('town');
    expect(b.places.get('82nd drop hexes')?.map((l) => b.ids[l])).toEqual(['2710', '2810', '2811']);
    expect(b.places.get('Crisbecq')?.map((l) => b.ids[l])).toEqual(['3012']);
  });
  it('Valognes is 4 hexes from the nearest 82nd drop hex (N44 26.3.3)', () => {
    const v = b.places.get('Valognes')?.[0] as number;
    const d = Math.min(...['2710', '2810', '2811'].map((x) => hexDistance(b.map.hexes[v] as never, hex(x))));
    expect(d).toBe(4);
  });
  it('Carentan is north of the 27 June line and La Haye-du-Puits south of it (Cherbourg card)', () => {
    expect(inZone(b, b.locOf('2512'), 'june27-allied')).toBe(true);
    expect(inZone(b, b.locOf('2506'), 'june27-allied')).toBe(false);
  });
  it('Cherbourg is inside the Perimeter, which is a closed line of hexsides', () => {
    expect(inZone(b, b.locOf('3606'), 'cherbourg-perimeter')).toBe(true);
    for (let loc = 0; loc < b.map.size; loc++) {
      for (let d = 0; d < 6; d++) {
        const nb = b.map.neighbor(loc, d);
        if (nb < 0 || terrainOf(b, loc) === 'sea' || terrainOf(b, nb) === 'sea') continue;
        const crosses = inZone(b, loc, 'cherbourg-perimeter') !== inZone(b, nb, 'cherbourg-perimeter');
        expect((sideBits(b, loc, d) & SIDE.perimeter) !== 0).toBe(crosses);
      }
    }
  });
  it('roads are symmetric and Utah has four causeways (N44 9.11)', () => {
    const a = b.locOf('2914');
    const c = b.locOf('2913');
    expect(sideBits(b, a, dirTo(b, a, c)) & SIDE.secondaryRoad).toBeTruthy();
    expect(sideBits(b, c, dirTo(b, c, a)) & SIDE.secondaryRoad).toBeTruthy();
    expect(b.file.hexsides.filter((s) => s.feature === 'causeway')).toHaveLength(4);
  });
  it('every placed fact carries its provenance and the map says it is a stand-in', () => {
    expect(b.file.provenance.kind).toBe('stand-in');
    expect(b.file.places.every((p) => ['rulebook', 'public', 'derived', 'stand-in'].includes(p.provenance.kind))).toBe(true);
  });
});

describe('map schema errors name the field', () => {
  it('a road between non-adjacent hexes', () => {
    const bad = { ...(raw as object), roads: [{ kind: 'main', path: ['2512', '2514'] }] };
    const r = MapSchema.safeParse(bad);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['roads', 0, 'path', 1]);
  });
  it('a hex number with three digits', () => {
    const m = raw as { hexes: { id: string }[] };
    const bad = { ...(raw as object), hexes: [{ id: '251', terrain: 'clear' }, ...m.hexes.slice(1)] };
    const r = MapSchema.safeParse(bad);
    expect(r.error?.issues[0]?.path).toEqual(['hexes', 0, 'id']);
  });
});
