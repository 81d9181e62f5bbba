import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  exportM44,
  formatM44Cell,
  importM44,
  M44_BADGES,
  M44_OBSTACLES,
  M44_TERRAIN,
  M44_UNITS,
  parseM44Cell,
} from '../../src/scenarios/m44.js';
import { fixtureFiles, hexagonsOf, readFixture } from './fixtures.js';

type Hex = Record<string, unknown> & { row: number; col: number };
const named = (v: unknown): string | undefined => (v as { name?: string } | undefined)?.name;
const clone = <T>(v: T): T => structuredClone(v);

/** Read with `warn`, so Villers-Bocage (Tigers, roads, British command) is read too; m44-unsupported.test.ts checks the default. */
function importOk(json: unknown) {
  const r = importM44(json, { unsupported: 'warn' });
  if (!r.ok) throw new Error(`import refused: ${r.error.code} ${r.error.message} at ${r.error.path}`);
  return r;
}

const files = fixtureFiles();

describe('importM44: the official .m44 files', () => {
  it('finds the eight fixture files', () => {
    expect(files).toHaveLength(8);
  });

  it.each(files)('%s imports, and every tile, unit and medal of the file is in the scenario', (file) => {
    const json = readFixture(file);
    const { scenario } = importOk(json);
    const hexes = hexagonsOf(json) as Hex[];
    expect(scenario.terrain).toHaveLength(hexes.filter((h) => h['terrain']).length);
    expect(scenario.units).toHaveLength(hexes.filter((h) => h['unit']).length);
    expect(scenario.obstacles).toHaveLength(hexes.filter((h) => h['obstacle']).length + hexes.filter((h) => h['rect_terrain']).length);
    const medalTags = hexes.flatMap((h) => ((h['tags'] as { name: string }[] | undefined) ?? []).filter((t) => t.name.startsWith('medal')));
    expect(scenario.objectives).toHaveLength(medalTags.length);
    for (const h of hexes.filter((x) => x['unit'])) {
      expect(scenario.units.some((u) => u.row === h.row && u.col === h.col)).toBe(true);
    }
  });

  it.each(files)('%s: hands, medals to win and the first player follow the players\' sides', (file) => {
    const json = readFixture(file);
    const gi = json['game_info'] as Record<string, string | number>;
    const { scenario } = importOk(json);
    const p1 = gi['side_player1'] === 'ALLIES' ? 'allies' : 'axis';
    const p2 = p1 === 'allies' ? 'axis' : 'allies';
    expect(scenario.hands[p1]).toBe(gi['cards_player1']);
    expect(scenario.hands[p2]).toBe(gi['cards_player2']);
    expect(scenario.victory[p1]).toBe(gi['victory_player1']);
    expect(scenario.victory[p2]).toBe(gi['victory_player2']);
    expect(scenario.firstPlayer).toBe(gi['starting'] === 'PLAYER1' ? p1 : p2);
  });

  it('every terrain, unit, badge and obstacle name used by the fixtures has a mapping', () => {
    const used = { terrain: new Set<string>(), rect: new Set<string>(), obstacle: new Set<string>(), unit: new Set<string>(), badge: new Set<string>() };
    for (const file of files) {
      for (const h of hexagonsOf(readFixture(file)) as Hex[]) {
        const t = named(h['terrain']);
        if (t) used.terrain.add(t);
        const r = named(h['rect_terrain']);
        if (r) used.rect.add(r);
        const o = named(h['obstacle']);
        if (o) used.obstacle.add(o);
        const u = h['unit'] as { name: string; badge?: string } | undefined;
        if (u) used.unit.add(u.name);
        if (u?.badge) used.badge.add(u.badge);
      }
    }
    expect([...used.terrain].filter((n) => !(n in M44_TERRAIN))).toEqual([]);
    expect([...used.rect].filter((n) => !(n in M44_OBSTACLES))).toEqual([]);
    expect([...used.obstacle].filter((n) => !(n in M44_OBSTACLES))).toEqual([]);
    expect([...used.unit].filter((n) => !(n in M44_UNITS))).toEqual([]);
    expect([...used.badge].filter((n) => !(n in M44_BADGES))).toEqual([]);
    // The fixtures do use several of each, so the check above is not vacuous.
    expect(used.terrain.size).toBeGreaterThanOrEqual(8);
    expect(used.unit.size).toBeGreaterThanOrEqual(8);
  });

  it('reads Pegasus Bridge as the rules digest\'s Appendix B lays it out (M44 scenario booklet p.3)', () => {
    const { scenario: s } = importOk(readFixture('2-PegasusBridge.m44.json'));
    const cells = (list: readonly (readonly [number, number])[]) => list.map(([row, col]) => `${row},${col}`).sort();
    const tiles = (id: string) => cells(s.terrain.filter((t) => t.terrain === id).map((t) => [t.row, t.col]));
    const obstacles = (id: string) => cells(s.obstacles.filter((o) => o.obstacle === id).map((o) => [o.row, o.col]));
    const units = (side: string) => cells(s.units.filter((u) => u.side === side).map((u) => [u.row, u.col]));
    expect(tiles('town')).toEqual(cells([[0, 0], [0, 2], [2, 4], [4, 0]]));
    expect(tiles('woods')).toEqual(cells([[0, 10], [0, 12], [1, 11], [3, 19], [4, 10], [7, 17], [7, 21], [8, 16], [8, 22]]));
    const canal: [number, number][] = [[0, 8], [1, 7], [2, 6], [3, 5], [4, 4], [5, 3], [6, 2], [7, 1], [8, 0]];
    const orne: [number, number][] = [[2, 24], [3, 23], [4, 22], [5, 21], [6, 20], [7, 19], [8, 18]];
    expect(tiles('river')).toEqual(cells([...canal, ...orne]));
    // The pond is river tiles on the map, impassable (digest §6.1 "Lago").
    expect(tiles('lake')).toEqual(cells([[5, 11], [5, 13], [6, 10], [6, 12]]));
    expect(obstacles('bridge')).toEqual(cells([[2, 6], [5, 21]]));
    expect(obstacles('wire')).toEqual(cells([[2, 10], [3, 9], [4, 6], [4, 8]]));
    expect(obstacles('sandbag')).toEqual(cells([[3, 7]]));
    expect(units('axis')).toEqual(cells([[0, 0], [1, 21], [2, 4], [2, 8], [3, 7], [6, 24]]));
    expect(units('allies')).toEqual(cells([[5, 5], [6, 4], [6, 6], [7, 9], [7, 11], [7, 15], [8, 10], [8, 14], [8, 16]]));
    // Standard infantry, 4 figures, no badges ("for simplicity").
    expect(s.units.every((u) => u.type === 'infantry' && u.figures === 4 && u.badge === undefined)).toBe(true);
    expect(s.objectives).toEqual([
      { kind: 'temporary-medal', side: 'allies', hexes: [{ row: 2, col: 6 }], required: 1, medals: 1 },
      { kind: 'temporary-medal', side: 'allies', hexes: [{ row: 5, col: 21 }], required: 1, medals: 1 },
    ]);
    expect(s.hands).toEqual({ allies: 6, axis: 2 });
    expect(s.victory).toEqual({ allies: 4, axis: 4 });
    expect(s.firstPlayer).toBe('allies');
    expect(s.board).toEqual({ face: 'countryside', type: 'standard' });
    // Setup counts printed in the rulebook (M44 p.4 [L115-116]): 20 river, 4 town, 9 woods; 2 bridges, 4 wire, 1 sandbag.
    expect(s.terrain.filter((t) => t.terrain === 'river' || t.terrain === 'lake')).toHaveLength(20);
  });

  it('reads the special units: Resistance (3 figures), elite armour (4), Rangers, commandos, Tigers', () => {
    const mm = importOk(readFixture('5-MontMouchet.m44.json')).scenario;
    const resistance = mm.units.filter((u) => u.badge === 'resistance');
    expect(resistance.length).toBe(7);
    // French Resistance units have 3 figures (M44 p.13 [L558]).
    expect(resistance.every((u) => u.figures === 3 && u.side === 'allies')).toBe(true);
    const tanks = mm.units.filter((u) => u.type === 'armor');
    // Elite armour has 4 figures (M44 p.13 [L569]); each counts 2 medals in this scenario.
    expect(tanks.every((u) => u.figures === 4 && u.badge === 'elite-armor' && u.medals === 2)).toBe(true);
    const ph = importOk(readFixture('7-PointeduHoc.m44.json')).scenario;
    expect(ph.units.filter((u) => u.side === 'allies').every((u) => u.badge === 'elite-infantry' && u.insignia === 'us')).toBe(true);
    expect(ph.terrain.filter((t) => t.terrain === 'cliff').length).toBe(15);
    expect(ph.objectives.every((o) => o.kind === 'permanent-medal')).toBe(true);
    const vb = importOk(readFixture('17-VillersBocage.m44.json')).scenario;
    const wittmann = vb.units.find((u) => u.name === 'Wittmann');
    expect(wittmann).toMatchObject({ row: 1, col: 9, side: 'axis', figures: 1, ignoresOneFlag: true });
    expect(vb.terrain.filter((t) => t.impassable).length).toBeGreaterThan(20);
    expect(vb.terrain.filter((t) => t.road).length).toBe(17);
    expect(vb.victory).toEqual({ axis: 5, allies: 3 });
    const faw = importOk(readFixture('11-FirstAssaultWave.m44.json')).scenario;
    expect(faw.obstacles.filter((o) => o.obstacle === 'embankment').every((o) => o.owner === 'allies')).toBe(true);
    expect(faw.terrain.filter((t) => t.terrain === 'dune').length).toBe(10);
  });

  it('turns the Sainte-Mère-Église airdrop option into a typed special rule', () => {
    const s = importOk(readFixture('3-SainteMereEglise.m44.json')).scenario;
    expect(s.specialRules).toEqual([
      { id: 'airdrop', side: 'allies', type: 'infantry', units: 4, figures: 4, center: { row: 4, col: 12 }, range: 4 },
    ]);
  });
});

describe('importM44: refusals name the name and the hex', () => {
  const withTerrain = files.flatMap((file) =>
    (hexagonsOf(readFixture(file)) as Hex[]).flatMap((h, i) => (h['terrain'] ? [{ file, i }] : [])),
  );
  const madeUp = fc.stringMatching(/^[a-z][a-zA-Z]{2,12}$/).filter((n) => !(n in M44_TERRAIN) && !(n in M44_OBSTACLES) && !(n in M44_UNITS));

  it('a made-up terrain name on any hex of any fixture is refused with the name, the hex and the field', () => {
    fc.assert(
      fc.property(fc.constantFrom(...withTerrain), madeUp, ({ file, i }, name) => {
        const json = clone(readFixture(file));
        const hex = hexagonsOf(json)[i] as Hex;
        (hex['terrain'] as { name: string }).name = name;
        const r = importM44(json);
        expect(r.ok).toBe(false);
        if (r.ok) return;
        expect(r.error.code).toBe('unknown-terrain');
        expect(r.error.message).toContain(`"${name}"`);
        expect(r.error.message).toContain(`row ${hex.row}, col ${hex.col}`);
        expect(r.error.path).toBe(`board.hexagons.${i}.terrain.name`);
      }),
      { numRuns: 40 },
    );
  });

  it('made-up unit, badge, obstacle and tag names are refused the same way', () => {
    const json = readFixture('4-SwordBeach.m44.json');
    const hexes = hexagonsOf(json) as Hex[];
    const cases = [
      { key: 'unit', field: 'name', code: 'unknown-unit' },
      { key: 'unit', field: 'badge', code: 'unknown-badge' },
      { key: 'obstacle', field: 'name', code: 'unknown-obstacle' },
      { key: 'rect_terrain', field: 'name', code: 'unknown-obstacle' },
    ] as const;
    for (const c of cases) {
      const i = hexes.findIndex((h) => (h[c.key] as Record<string, unknown> | undefined)?.[c.field] !== undefined);
      expect(i).toBeGreaterThanOrEqual(0);
      const copy = clone(json);
      const hex = hexagonsOf(copy)[i] as Hex;
      (hex[c.key] as Record<string, unknown>)[c.field] = 'flamethrower';
      const r = importM44(copy);
      expect(r).toMatchObject({ ok: false, error: { code: c.code, path: `board.hexagons.${i}.${c.key}.${c.field}` } });
      if (!r.ok) expect(r.error.message).toContain(`"flamethrower" on hex (row ${hex.row}, col ${hex.col})`);
    }
    const copy = clone(json);
    (hexagonsOf(copy)[0] as Hex)['tags'] = [{ name: 'minefield' }];
    expect(importM44(copy)).toMatchObject({ ok: false, error: { code: 'unknown-tag', path: 'board.hexagons.0.tags.0.name' } });
  });

  it('two units on one hex are refused by the scenario checks, naming the field', () => {
    const json = clone(readFixture('2-PegasusBridge.m44.json'));
    const hexes = hexagonsOf(json) as Hex[];
    const a = hexes.find((h) => h['unit']) as Hex;
    hexes.push({ row: a.row, col: a.col, unit: { name: 'infus' } });
    const r = importM44(json);
    expect(r).toMatchObject({ ok: false, error: { code: 'invalid-scenario' } });
    if (!r.ok) {
      expect(r.error.path).toMatch(/^units\.\d+$/);
      expect(r.error.message).toContain(`two units on hex (${a.row}, ${a.col})`);
    }
  });

  it('a hex off the 13x9 board is refused', () => {
    const json = clone(readFixture('2-PegasusBridge.m44.json'));
    (hexagonsOf(json) as Hex[]).push({ row: 9, col: 1, terrain: { name: 'woods' } });
    const r = importM44(json);
    expect(r).toMatchObject({ ok: false, error: { code: 'invalid-scenario' } });
    if (!r.ok) expect(r.error.message).toContain('off the standard board');
  });

  it('something that is not a .m44 file is refused with the missing field', () => {
    expect(importM44(null)).toMatchObject({ ok: false, error: { code: 'invalid-m44' } });
    const json = clone(readFixture('2-PegasusBridge.m44.json'));
    delete (json['game_info'] as Record<string, unknown>)['cards_player2'];
    expect(importM44(json)).toMatchObject({ ok: false, error: { code: 'invalid-m44', path: 'game_info.cards_player2' } });
    const other = clone(readFixture('2-PegasusBridge.m44.json'));
    (other['board'] as Record<string, unknown>)['face'] = 'MOON';
    expect(importM44(other)).toMatchObject({ ok: false, error: { code: 'unknown-board', path: 'board.face' } });
  });
});

describe('exportM44', () => {
  it.each(files)('%s: import(export(scenario)) gives the scenario back', (file) => {
    const { scenario } = importOk(readFixture(file));
    const again = importOk(JSON.parse(JSON.stringify(exportM44(scenario))));
    expect(again.scenario).toEqual(scenario);
  });

  it('cells like G5 name a full hex by letter from the left and row number from the bottom', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 11 }), (row, k) => {
        const h = { row, col: row % 2 === 0 ? 2 * k : 2 * k + 1 };
        expect(parseM44Cell(formatM44Cell(h))).toEqual(h);
      }),
    );
    // The editor numbers rows from the bottom (row 0, the top, is 9) and writes odd rows in lower case.
    expect(parseM44Cell('A1')).toEqual({ row: 8, col: 0 });
    expect(parseM44Cell('M9')).toEqual({ row: 0, col: 24 });
    expect(parseM44Cell('E9')).toEqual({ row: 0, col: 8 });
    expect(parseM44Cell('a8')).toEqual({ row: 1, col: 1 });
    expect(formatM44Cell({ row: 1, col: 1 })).toBe('a8');
    expect(formatM44Cell({ row: 4, col: 12 })).toBe('G5');
    expect(parseM44Cell('A10')).toBeNull();
    expect(parseM44Cell('A0')).toBeNull();
  });
});
