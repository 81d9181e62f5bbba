import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { OFFSET_LAYOUTS, hexNeighbor, hexToOffset, type Hex, type OffsetLayout } from '@esagono/kernel';
import { checkMap, draftHexes, exportMap, featuresOf, importMap, newDraft, paint, rename, toggleFeature, type Draft } from '../src/transcribe/model.js';
import { MapFileSchema } from '../src/transcribe/schema.js';

type Edit = { kind: 'paint'; i: number; t: string } | { kind: 'name'; i: number; n: string } | { kind: 'side'; i: number; d: number; f: string };

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('paint' as const), i: fc.nat(), t: fc.constantFrom('clear', 'woods', 'town', 'marsh') }),
  fc.record({ kind: fc.constant('name' as const), i: fc.nat(), n: fc.constantFrom('Caen', 'Bayeux', '', 'St-Lô') }),
  fc.record({ kind: fc.constant('side' as const), i: fc.nat(), d: fc.integer({ min: 0, max: 5 }), f: fc.constantFrom('river', 'road') }),
);

function applyEdits(d0: Draft, edits: readonly Edit[]): Draft {
  const hexes = draftHexes(d0);
  return edits.reduce((d, e) => {
    const h = hexes[e.i % hexes.length] as Hex;
    if (e.kind === 'paint') return paint(d, h, e.t);
    if (e.kind === 'name') return rename(d, h, e.n);
    return toggleFeature(d, h, hexNeighbor(h, e.d), e.f);
  }, d0);
}

describe('map transcription: draft edits and the map file schema', () => {
  it('every export of any sequence of edits is a valid map file, and import then export is the identity', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...(OFFSET_LAYOUTS as OffsetLayout[])),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        fc.array(edit, { maxLength: 40 }),
        (layout, w, hgt, edits) => {
          const d = applyEdits(newDraft('normandy44', layout, w, hgt, 'clear'), edits);
          const file = exportMap(d);
          expect(MapFileSchema.safeParse(file).success).toBe(true);
          expect(file.hexes).toHaveLength(w * hgt);
          for (const hx of file.hexes) {
            const o = hexToOffset(hx, layout);
            expect(o.col >= 0 && o.col < w && o.row >= 0 && o.row < hgt).toBe(true);
          }
          expect(exportMap(importMap(JSON.parse(JSON.stringify(file))))).toEqual(file);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a hexside is the same seen from either hex, and toggling twice removes the feature', () => {
    const d0 = newDraft('caso-giallo', 'odd-q', 4, 4, 'clear');
    const a = { q: 1, r: 1 };
    const b = hexNeighbor(a, 4);
    const d1 = toggleFeature(d0, a, b, 'river');
    expect(featuresOf(d1, b, a)).toEqual(['river']);
    const d2 = toggleFeature(d1, b, a, 'canal');
    expect(featuresOf(d2, a, b)).toEqual(['canal', 'river']);
    expect(exportMap(d2).hexsides).toHaveLength(1);
    expect(featuresOf(toggleFeature(d2, b, a, 'river'), a, b)).toEqual(['canal']);
    // Hexes that are not neighbours have no side between them.
    expect(toggleFeature(d0, a, { q: 3, r: 1 }, 'river')).toBe(d0);
  });

  it('rejects hexes off the grid, twice-listed hexes and sides, and sides between non-neighbours', () => {
    const good = exportMap(newDraft('omaha-beach', 'even-r', 3, 2, 'beach'));
    expect(checkMap(good).ok).toBe(true);
    const off = { ...good, hexes: [...good.hexes, { q: 40, r: 0, terrain: 'sea' }] };
    expect(checkMap(off).ok === false && checkMap(off)).toMatchObject({ message: expect.stringContaining('outside') });
    const dup = { ...good, hexes: [...good.hexes, good.hexes[0]] };
    expect(checkMap(dup).ok).toBe(false);
    const h0 = good.hexes[0] as Hex;
    const side = { a: { q: h0.q, r: h0.r }, b: hexNeighbor(h0, 0), features: ['road'] };
    const reversed = { a: side.b, b: side.a, features: ['sea-wall'] };
    expect(checkMap({ ...good, hexsides: [side] }).ok).toBe(true);
    expect(checkMap({ ...good, hexsides: [side, reversed] }).ok).toBe(false);
    expect(checkMap({ ...good, hexsides: [{ a: side.a, b: { q: h0.q + 2, r: h0.r }, features: ['road'] }] }).ok).toBe(false);
    expect(checkMap({ ...good, hexsides: [{ ...side, features: [] }] }).ok).toBe(false);
    expect(checkMap({ ...good, layout: 'hex' }).ok).toBe(false);
  });
});
