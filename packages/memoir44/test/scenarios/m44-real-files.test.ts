/**
 * How real scenario editor files vary, where the engine has the rule: each case on a small file
 * of our own (test/fixtures/m44/), read with the default `unsupported: 'refuse'`.
 */
import { describe, expect, it } from 'vitest';
import { importM44, type M44Warning } from '../../src/scenarios/m44.js';
import { fixtureFiles, readFixture } from './fixtures.js';
import { readOwn } from './own-fixtures.js';

function imported(file: string) {
  const r = importM44(readOwn(file));
  if (!r.ok) throw new Error(`${file} refused: ${r.error.code} ${r.error.message} at ${r.error.path}`);
  return r;
}

const codes = (ws: readonly M44Warning[]) => ws.map((w) => w.code);
const tileAt = (s: { terrain: readonly { row: number; col: number }[] }, row: number, col: number) =>
  s.terrain.find((t) => t.row === row && t.col === col);

describe('importM44 reads real files as the editor and its web version write them', () => {
  it('enum values in lower case: player2, axis, standard, country, western, cliff, seawall', () => {
    const { scenario: s, warnings } = imported('lower-case.m44.json');
    expect(s.firstPlayer).toBe('allies');
    expect(s.hands).toEqual({ axis: 4, allies: 5 });
    expect(s.victory).toEqual({ axis: 4, allies: 5 });
    expect(s.board).toEqual({ type: 'standard', face: 'countryside' });
    expect(s.front).toBe('western');
    expect(tileAt(s, 2, 4)).toMatchObject({ terrain: 'cliff' });
    expect(s.obstacles).toEqual([{ row: 3, col: 5, obstacle: 'embankment', owner: 'allies' }]);
    expect(warnings).toEqual([]);
  });

  it('counts, coordinates and flags written as strings', () => {
    const { scenario: s, warnings } = imported('string-counts.m44.json');
    expect(s.hands).toEqual({ axis: 5, allies: 4 });
    expect(s.victory).toEqual({ axis: 6, allies: 5 });
    expect(s.terrain).toEqual([{ row: 1, col: 3, terrain: 'woods', orientation: 1 }]);
    expect(s.units).toEqual([{ row: 1, col: 3, side: 'allies', type: 'armor', figures: 2, nation: 'us' }]);
    expect(s.objectives).toEqual([{ kind: 'permanent-medal', side: 'axis', hexes: [{ row: 4, col: 12 }], required: 1, medals: 2 }]);
    expect(s.provenance.m44Id).toBe('9002');
    expect(warnings).toEqual([]);
  });

  it("PHP's encodings: [] for an empty object, lists as objects keyed 0, 1..., an empty packs list", () => {
    const { scenario: s, warnings } = imported('php-arrays.m44.json');
    expect(s.terrain).toEqual([{ row: 2, col: 6, terrain: 'town' }]);
    expect(s.units).toEqual([{ row: 7, col: 7, side: 'allies', type: 'infantry', figures: 4, nation: 'us' }]);
    // `medal: []` is a medal with the defaults: temporary, 1 hex, worth 1.
    expect(s.objectives).toEqual([{ kind: 'temporary-medal', side: 'allies', hexes: [{ row: 2, col: 6 }], required: 1, medals: 1 }]);
    expect(s.specialRules).toEqual([]);
    // `packs: []` needs no expansion and says nothing.
    expect(warnings).toEqual([]);
  });

  it('re-skins (winter, desert, Pacific art) are read as the base terrain, with a warning that the art differs', () => {
    const { scenario: s, warnings } = imported('reskins.m44.json');
    expect(s.board.face).toBe('winter');
    const read = Object.fromEntries(s.terrain.map((t) => [`${t.row},${t.col}`, t.terrain]));
    expect(read).toEqual({
      '0,0': 'woods',
      '0,2': 'woods',
      '0,4': 'woods',
      '2,0': 'town',
      '2,2': 'town',
      '2,4': 'town',
      '2,6': 'church',
      '4,0': 'hill',
      // A desert hill keeps the hill behaviours.
      '4,2': 'cliff',
      '4,6': 'river',
    });
    expect(s.obstacles).toEqual([{ row: 4, col: 6, obstacle: 'bridge', orientation: 1 }]);
    expect(codes(warnings).every((c) => c === 'reskin')).toBe(true);
    const forest = warnings.find((w) => w.message.includes('"wforest"'));
    expect(forest).toMatchObject({ code: 'reskin', path: 'board.hexagons.0.terrain.name', hexes: [{ row: 0, col: 0 }, { row: 0, col: 2 }] });
    expect(forest?.message).toContain('winter forest');
    expect(forest?.message).toContain('read as woods: the same rules, only the art differs');
    for (const name of ['palmtrees', 'wvillage', 'bled', 'pvillage', 'wchurch', 'whill', 'dhill', 'wbridge']) {
      expect(warnings.some((w) => w.message.includes(`"${name}"`)), name).toBe(true);
    }
  });

  it('mountains are the engine\'s mountain (altitude 2), with a warning of the Terrain Pack rules it leaves out', () => {
    const { scenario: s, warnings } = imported('mountain.m44.json');
    expect(s.terrain.filter((t) => t.terrain === 'mountain').map((t) => [t.row, t.col])).toEqual([
      [3, 11],
      [3, 13],
    ]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ code: 'partial-rule', hexes: [{ row: 3, col: 11 }, { row: 3, col: 13 }] });
    expect(warnings[0]?.message).toContain('altitude 2');
  });

  it('a hill with the STEEP_HILL behaviour is a steep hill (M44 p.17)', () => {
    const { scenario: s, warnings } = imported('steep-hill.m44.json');
    expect(tileAt(s, 2, 10)).toMatchObject({ terrain: 'steep-hill' });
    expect(tileAt(s, 2, 12)).toMatchObject({ terrain: 'hill' });
    expect(warnings).toEqual([]);
  });

  it('WIDE_RIVER is a river: impassable but over its bridge (M44 p.16)', () => {
    const { scenario: s, warnings } = imported('wide-river.m44.json');
    expect(s.terrain.map((t) => t.terrain)).toEqual(['river', 'river', 'river']);
    expect(s.terrain.every((t) => !t.impassable)).toBe(true);
    expect(s.obstacles).toEqual([{ row: 4, col: 2, obstacle: 'bridge', orientation: 1 }]);
    expect(warnings).toEqual([]);
  });

  it('river forks (riverFR, riverFL, riverY) and a headwater are rivers, lake tiles are lake', () => {
    const { scenario: s, warnings } = imported('river-forks.m44.json');
    expect(tileAt(s, 3, 13)).toMatchObject({ terrain: 'river', orientation: 4 });
    expect(tileAt(s, 4, 12)).toMatchObject({ terrain: 'river' });
    expect(tileAt(s, 4, 14)).toMatchObject({ terrain: 'river' });
    expect(tileAt(s, 0, 12)).toMatchObject({ terrain: 'river' });
    // The bends touch the fork, so they are a river, not a pond.
    expect(tileAt(s, 2, 12)).toMatchObject({ terrain: 'river' });
    expect(tileAt(s, 7, 3)).toMatchObject({ terrain: 'lake' });
    expect(tileAt(s, 7, 5)).toMatchObject({ terrain: 'lake' });
    expect(warnings).toEqual([]);
  });

  it('a medal on a group of hexes is one objective over them all, nbr_hex of which must be held', () => {
    const { scenario: s, warnings } = imported('medal-group.m44.json');
    expect(s.objectives).toEqual([
      // E7 is the tagged hex itself; F7 and e6 (odd row, lower case) are its neighbours.
      {
        kind: 'temporary-medal',
        side: 'allies',
        hexes: [
          { row: 2, col: 8 },
          { row: 2, col: 10 },
          { row: 3, col: 9 },
        ],
        required: 2,
        medals: 1,
      },
      { kind: 'permanent-medal', side: 'axis', hexes: [{ row: 6, col: 20 }, { row: 6, col: 22 }], required: 1, medals: 2 },
    ]);
    expect(warnings).toEqual([]);
  });

  it('exit markers are exit objectives for their side; with no side, the side playing toward that edge', () => {
    const { scenario: s, warnings } = imported('exit-markers.m44.json');
    expect(s.objectives).toEqual([
      { kind: 'exit', side: 'allies', hexes: [{ row: 0, col: 8 }, { row: 0, col: 10 }, { row: 0, col: 12 }], medals: 1 },
      // Player 1 (the Axis) sits at the top: its units leave by the bottom row.
      { kind: 'exit', side: 'axis', hexes: [{ row: 8, col: 0 }, { row: 8, col: 2 }], medals: 1 },
    ]);
    expect(warnings).toEqual([expect.objectContaining({ code: 'exit-side', path: 'board.hexagons.1.tags.0.side' })]);
  });

  it('the French Resistance badge (badge3) makes a Resistance unit of 3 figures (M44 p.13)', () => {
    const { scenario: s, warnings } = imported('resistance-badge.m44.json');
    const resistance = s.units.filter((u) => u.badge === 'resistance');
    expect(resistance.map((u) => [u.row, u.col, u.figures, u.side])).toEqual([
      [5, 5, 3, 'allies'],
      [6, 6, 3, 'allies'],
    ]);
    expect(resistance.every((u) => u.insignia === undefined)).toBe(true);
    expect(warnings).toEqual([]);
  });
});

describe('importM44 on the shipped scenarios\' files', () => {
  const shipped = fixtureFiles().filter((f) => !f.startsWith('17-'));

  it.each(shipped)('%s imports by default, with no warning but the Pegasus Bridge pond', (file) => {
    const r = importM44(readFixture(file));
    if (!r.ok) throw new Error(r.error.message);
    expect(codes(r.warnings)).toEqual(file.startsWith('2-') ? ['pond'] : []);
  });
});
