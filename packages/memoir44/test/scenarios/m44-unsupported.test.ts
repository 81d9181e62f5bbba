/**
 * Content the engine does not model is never read silently as something else: refused by
 * default, naming the feature and its expansion, or read with a warning naming it under
 * `{ unsupported: 'warn' }`.
 */
import { describe, expect, it } from 'vitest';
import { importM44, type M44Warning } from '../../src/scenarios/m44.js';
import { readFixture } from './fixtures.js';
import { readOwn } from './own-fixtures.js';

function refused(json: unknown) {
  const r = importM44(json);
  if (r.ok) throw new Error('expected a refusal');
  return r.error;
}

function warned(json: unknown) {
  const r = importM44(json, { unsupported: 'warn' });
  if (!r.ok) throw new Error(`refused: ${r.error.code} ${r.error.message} at ${r.error.path}`);
  return r;
}

const unsupported = (ws: readonly M44Warning[]) => ws.filter((w) => w.code === 'unsupported');
const features = (ws: readonly M44Warning[]) => unsupported(ws).map((w) => [w.feature, w.expansion]);

describe('Villers-Bocage is not played as printed, and says so', () => {
  const vb = () => readFixture('17-VillersBocage.m44.json');

  it('is refused by default, naming its Tigers, roads and British command rules with their expansions', () => {
    const e = refused(vb());
    expect(e.code).toBe('unsupported');
    expect(e.feature).toBe('Tiger tanks');
    expect(e.expansion).toBe('Mediterranean Theater');
    expect(e.message).toContain('not played as printed');
    expect(e.message).toContain('Tiger tanks (Mediterranean Theater)');
    expect(e.message).toContain('British Commonwealth Forces command rules (Mediterranean Theater)');
    expect(e.message).toContain('roads (Terrain Pack)');
    expect(e.path).toMatch(/^board\.hexagons\.\d+\.unit\.name$/);
  });

  it("is read with { unsupported: 'warn' }: the five one-figure Tigers as elite armour, each thing left out in a warning", () => {
    const { scenario: s, warnings } = warned(vb());
    const tigers = s.units.filter((u) => u.type === 'armor' && u.side === 'axis');
    expect(tigers).toHaveLength(5);
    expect(tigers.every((u) => u.figures === 1 && u.badge === 'elite-armor')).toBe(true);
    const tiger = unsupported(warnings).find((w) => w.feature === 'Tiger tanks' && w.hexes);
    expect(tiger?.hexes).toHaveLength(5);
    expect(tiger?.message).toContain('read as elite armour of 1 figure');
    expect(features(warnings)).toEqual(
      expect.arrayContaining([
        ['Tiger tanks', 'Mediterranean Theater'],
        ['roads', 'Terrain Pack'],
        ['British Commonwealth Forces command rules', 'Mediterranean Theater'],
      ]),
    );
    // The British command rules are stated only in the rules text ("Nations 5").
    const british = unsupported(warnings).find((w) => w.feature === 'British Commonwealth Forces command rules');
    expect(british).toMatchObject({ path: 'text.en.rules' });
    expect(british?.message).toContain('Nations 5 - British Commonwealth Forces');
    // The map's pieces come from two expansions.
    expect(warnings.find((w) => w.code === 'packs')?.message).toContain('Terrain Pack, Mediterranean Theater');
  });
});

describe('expansion content on small files of our own', () => {
  it('terrain, obstacles and markers: refused by default, naming each feature and expansion', () => {
    const e = refused(readOwn('expansion-terrain.m44.json'));
    expect(e).toMatchObject({ code: 'unsupported', feature: 'marshes', expansion: 'Terrain Pack', path: 'board.hexagons.0.terrain.name' });
    for (const named of ['marshes (Terrain Pack)', 'roads (Terrain Pack)', 'jungles (Pacific Theater)', 'road blocks (Terrain Pack)', 'minefields (Terrain Pack)']) {
      expect(e.message).toContain(named);
    }
  });

  it('terrain, obstacles and markers under warn: marshes and jungle as open ground, roads kept with no effect, the rest left off', () => {
    const { scenario: s, warnings } = warned(readOwn('expansion-terrain.m44.json'));
    expect(s.terrain).toEqual([
      { row: 4, col: 4, terrain: 'countryside', orientation: 1, road: true },
      { row: 4, col: 6, terrain: 'hill', orientation: 1, road: true },
    ]);
    expect(s.obstacles).toEqual([]);
    expect(s.objectives).toEqual([]);
    const marshes = unsupported(warnings).find((w) => w.feature === 'marshes');
    expect(marshes).toMatchObject({ expansion: 'Terrain Pack', hexes: [{ row: 3, col: 3 }, { row: 3, col: 5 }] });
    expect(marshes?.message).toContain('read as open ground');
    expect(features(warnings)).toEqual(
      expect.arrayContaining([
        ['jungles', 'Pacific Theater'],
        ['road blocks', 'Terrain Pack'],
        ['minefields', 'Terrain Pack'],
      ]),
    );
  });

  it('units: German elite armour of one figure is a Tiger; Soviet units and a cavalry badge belong to the Eastern Front', () => {
    const e = refused(readOwn('expansion-units.m44.json'));
    expect(e).toMatchObject({ feature: 'Tiger tanks', path: 'board.hexagons.0.unit.name' });
    expect(e.message).toContain('Soviet units (Eastern Front)');
    expect(e.message).toContain('cavalry (Eastern Front)');
    const { scenario: s, warnings } = warned(readOwn('expansion-units.m44.json'));
    expect(s.units).toEqual([
      { row: 1, col: 5, side: 'axis', type: 'armor', figures: 1, badge: 'elite-armor', nation: 'de' },
      // A plain German tank of one figure is a weakened unit, not a Tiger.
      { row: 1, col: 7, side: 'axis', type: 'armor', figures: 1, nation: 'de' },
      { row: 7, col: 5, side: 'allies', type: 'infantry', figures: 4 },
      { row: 7, col: 7, side: 'allies', type: 'infantry', figures: 4 },
    ]);
    expect(features(warnings)).toEqual([
      ['Tiger tanks', 'Mediterranean Theater'],
      ['Soviet units', 'Eastern Front'],
      ['cavalry', 'Eastern Front'],
    ]);
    expect(unsupported(warnings).find((w) => w.feature === 'Soviet units')?.hexes).toHaveLength(2);
  });

  it('a unit named as a Tiger is one too, of one figure', () => {
    const json = readOwn('expansion-units.m44.json');
    const hex = (json['board'] as { hexagons: Record<string, unknown>[] }).hexagons[0] as Record<string, unknown>;
    hex['unit'] = { name: 'tigerger' };
    expect(refused(json)).toMatchObject({ feature: 'Tiger tanks', path: 'board.hexagons.0.unit.name' });
    expect(warned(json).scenario.units[0]).toEqual({ row: 1, col: 5, side: 'axis', type: 'armor', figures: 1, badge: 'elite-armor', nation: 'de' });
  });

  it('options: each rule in effect named with its expansion; options set off and an empty packs say nothing', () => {
    const e = refused(readOwn('expansion-options.m44.json'));
    expect(e).toMatchObject({ code: 'unsupported', feature: 'Blitz rules', expansion: 'Eastern Front', path: 'game_info.options.blitz_rules' });
    const { scenario: s, warnings } = warned(readOwn('expansion-options.m44.json'));
    expect(features(warnings)).toEqual([
      ['Blitz rules', 'Eastern Front'],
      ['Russian command rules (Political Commissar)', 'Eastern Front'],
      ['US Marine Corps command rules (Gung Ho!)', 'Pacific Theater'],
      ['Night Attack rules', 'Pacific Theater'],
      ['British Commonwealth Forces command rules', 'Mediterranean Theater'],
      ['equipment', 'Equipment Pack'],
    ]);
    // Kept by name, so a reader of the scenario sees them; the options set off are not there.
    expect(s.specialRules.map((r) => (r.id === 'other' ? r.name : r.id))).toEqual([
      'blitz_rules',
      'russian_commissar_rule',
      'gung_ho',
      'night_visibility_rules',
      'british_commonwealth',
    ]);
    expect(warnings.some((w) => w.code === 'packs')).toBe(false);
  });

  it('equipment_packs the engine does not model are named; an empty one says nothing', () => {
    const json = readOwn('expansion-options.m44.json');
    (json['game_info'] as Record<string, unknown>)['options'] = {};
    expect(refused(json)).toMatchObject({ feature: 'equipment', expansion: 'Equipment Pack', path: 'equipment_packs' });
    json['equipment_packs'] = [];
    expect(importM44(json)).toMatchObject({ ok: true, warnings: [] });
  });

  it('an option the importer does not know is not played silently either', () => {
    const json = readOwn('expansion-options.m44.json');
    (json['game_info'] as Record<string, unknown>)['options'] = { paratroopers_everywhere: true };
    json['equipment_packs'] = [];
    expect(refused(json)).toMatchObject({ code: 'unsupported', feature: 'option "paratroopers_everywhere"', expansion: null });
    const { scenario, warnings } = warned(json);
    expect(scenario.specialRules).toEqual([{ id: 'other', name: 'paratroopers_everywhere' }]);
    expect(warnings).toHaveLength(1);
  });

  it('a Breakthrough board is refused even under warn: its hexes have no place on our boards', () => {
    for (const r of [importM44(readOwn('breakthrough.m44.json')), importM44(readOwn('breakthrough.m44.json'), { unsupported: 'warn' })]) {
      expect(r).toMatchObject({ ok: false, error: { code: 'unsupported', feature: 'the Breakthrough board', expansion: 'Breakthrough', path: 'board.type' } });
    }
  });

  it('an unknown policy is refused rather than guessed', () => {
    const r = importM44(readOwn('mountain.m44.json'), { unsupported: 'ignore' as 'warn' });
    expect(r).toMatchObject({ ok: false, error: { code: 'invalid-options' } });
  });
});
