import { describe, expect, it } from 'vitest';
import { hexDistance } from '@esagono/kernel';
import { SIDE, cotentinBoard, dirTo, inZone, normandyBoard, sideBits, terrainOf, MapSchema } from '../../src/map/index.js';
import { counterManifest } from '../../src/data/counters.js';
import raw from '../../src/map/normandy.json';

const b = normandyBoard();
const at = (id: string) => terrainOf(b, b.locOf(id));
const place = (name: string) => b.places.get(name)?.map((l) => b.ids[l]);

describe('stand-in campaign map (N44 2.2)', () => {
  it('validates through the map format', () => {
    expect(MapSchema.safeParse(raw).success).toBe(true);
  });
  it('places every hex number the rulebook names (digest 5.8)', () => {
    expect(at('1815')).toBe('city'); // St-Lo (N44 23.2)
    expect(['1928', '1929', '2029', '2030'].map(at)).toEqual(['city', 'city', 'city', 'city']); // Caen
    expect(['3606', '3705', '3706'].map(at)).toEqual(['city', 'city', 'city']); // Cherbourg
    expect(at('2512')).toBe('town'); // Carentan
    expect(at('2506')).toBe('town'); // La Haye-du-Puits
    expect(place('82nd drop hexes')).toEqual(['2710', '2810', '2811']);
    // The four naval batteries of N44 28.3.
    expect(place('Crisbecq')).toEqual(['3012']);
    expect(place('Pointe du Hoc')).toEqual(['2818']);
    expect(place('Longues-sur-Mer')).toEqual(['2623']);
    expect(place('Mont Canisy')).toEqual(['2437']);
    for (const h of ['2513', '2423']) expect(at(h)).not.toBe('sea'); // the examples' hexes near Carentan and in the Gold sector
  });
  it('every set-up and drop hex printed on a counter is a land hex of the map', () => {
    const hexes = counterManifest().counters.flatMap((c) => (c.front.setupHex ? [c.front.setupHex] : []));
    expect(hexes.length).toBeGreaterThanOrEqual(86);
    for (const h of hexes) expect(at(h), h).not.toBe('sea');
  });
  it('its Cotentin part is the stand-in Cotentin map', () => {
    const c = cotentinBoard();
    for (const h of c.file.hexes) expect(b.file.hexes.find((x) => x.id === h.id), h.id).toEqual(h);
  });
  it('all five beaches with their landing sectors: Omaha 2, Gold 2, Juno 2, Sword 1, Utah, Pointe du Hoc (N44 20.3.5)', () => {
    const names = b.file.beaches.map((x) => (x.sector ? `${x.name} ${x.sector}` : x.name));
    expect(names.sort()).toEqual(['Gold Jig', 'Gold King', 'Juno Mike', 'Juno Nan', 'Omaha 1st', 'Omaha 29th', 'Pointe du Hoc', 'Sword Queen', 'Utah']);
    for (const x of b.file.beaches) {
      const loc = b.locOf(x.hex);
      expect([0, 1, 2, 3, 4, 5].some((d) => (sideBits(b, loc, d) & SIDE.sea) !== 0), `${x.name} is on the coast`).toBe(true);
    }
  });
  it('the Carpiquet airfield has its hexsides (N44 11.7)', () => {
    const a = b.locOf('2028');
    expect(sideBits(b, a, dirTo(b, a, b.locOf('2027'))) & SIDE.carpiquet).toBeTruthy();
    expect(b.file.hexes.find((h) => h.id === '2028')?.airfield).toBe(true);
  });
  it('the Orne separates Caen from the 6th Airborne drop hexes (the British drop east of the Orne)', () => {
    expect(place('6th Airborne drop hexes')).toEqual(['2233', '2032', '2131']);
    const a = b.locOf('2130');
    expect(sideBits(b, a, dirTo(b, a, b.locOf('2131'))) & SIDE.majorRiver).toBeTruthy();
  });
  it('the Army Boundary puts Crisbecq and Pointe du Hoc on the US side, Longues and Mont Canisy on the British side (N44 22.1, 28.3)', () => {
    const us = (h: string) => inZone(b, b.locOf(h), 'us-army');
    expect([us('3012'), us('2818'), us('2623'), us('2437')]).toEqual([true, true, false, false]);
    expect(us('2914') && us('2719') && us('2720')).toBe(true);
    expect(us('2525') || us('2527') || us('2530')).toBe(false);
  });
  it('the 27 June line: Carentan on the Allied side, St-Lo and Caen on the German side (N44 24.3)', () => {
    const north = (h: string) => inZone(b, b.locOf(h), 'june27-allied');
    expect(north('2512')).toBe(true);
    expect(north('1815')).toBe(false);
    expect(['1928', '1929', '2029', '2030'].some(north)).toBe(false);
  });
  it('Bayeux lies beyond the Allied Bombardment Line, the beaches do not (N44 25)', () => {
    expect(inZone(b, b.locOf(place('Bayeux')?.[0] as string), 'allied-bombardment-beyond')).toBe(true);
    expect(inZone(b, b.locOf('2527'), 'allied-bombardment-beyond')).toBe(false);
  });
  it('entry hexes of the four colours lie on the south or east map edge (N44 6.6)', () => {
    expect(new Set(b.file.entries.map((e) => e.colour))).toEqual(new Set(['blue', 'green', 'red', 'orange']));
    for (const e of b.entries) expect(b.southEdge[e.loc] === 1 || b.eastEdge[e.loc] === 1).toBe(true);
  });
  it('nine airborne drop hexes (digest 5.8) and a Mulberry site at Arromanches and on the Omaha hexes (N44 21.1)', () => {
    expect(b.file.places.filter((p) => p.kind === 'drop').flatMap((p) => p.hexes)).toHaveLength(9);
    expect(place('British Mulberry')).toEqual(place('Arromanches-les-Bains'));
    expect(place('US Mulberry')).toEqual(['2719', '2720']);
  });
  it('Valognes stays 4 hexes from the nearest 82nd drop hex (N44 26.3.3)', () => {
    const v = b.places.get('Valognes')?.[0] as number;
    expect(Math.min(...['2710', '2810', '2811'].map((x) => hexDistance(b.map.hexes[v] as never, b.map.hexes[b.locOf(x)] as never)))).toBe(4);
  });
});
