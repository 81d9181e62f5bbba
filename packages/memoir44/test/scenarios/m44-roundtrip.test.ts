import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { UNITS, type UnitType } from '../../src/data/units.js';
import { boardHexes, coordKey, type HexCoord } from '../../src/scenarios/board.js';
import { exportM44, importM44 } from '../../src/scenarios/m44.js';
import { parseScenario, type Scenario, type ScenarioInput } from '../../src/scenarios/schema.js';

const HEXES = boardHexes('standard');
const cellSet = (n: number) => fc.uniqueArray(fc.constantFrom(...HEXES), { selector: coordKey, maxLength: n });
const orientation = fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined });
const side = fc.constantFrom('allies' as const, 'axis' as const);
const drop = <T extends Record<string, unknown>>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/** Tiles the .m44 format can carry both ways. */
const tile = fc.record({
  terrain: fc.constantFrom('town', 'church', 'woods', 'hedgerow', 'hill', 'cliff', 'dune', 'steep-hill', 'mountain', 'river', 'lake', 'countryside'),
  orientation,
  impassable: fc.option(fc.constant(true as const), { nil: undefined }),
});

const unit = fc
  .record({
    side,
    type: fc.constantFrom<UnitType>('infantry', 'armor', 'artillery'),
    gb: fc.boolean(),
    special: fc.constantFrom('none', 'elite', 'elite-insignia', 'resistance'),
    figures: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
    behavior: fc.constantFrom('none', 'medals', 'flag'),
    named: fc.boolean(),
  })
  .map((u) => {
    const elite = u.type !== 'artillery' && (u.special === 'elite' || u.special === 'elite-insignia');
    const resistance = u.type === 'infantry' && u.special === 'resistance';
    const badge = resistance ? 'resistance' : elite ? (u.type === 'infantry' ? 'elite-infantry' : 'elite-armor') : undefined;
    const nation = u.side === 'axis' ? 'de' : u.gb ? 'gb' : 'us';
    return drop({
      side: u.side,
      type: u.type,
      figures: u.figures ?? (badge === 'resistance' ? 3 : badge === 'elite-armor' ? 4 : UNITS[u.type].figures),
      badge,
      nation,
      insignia: elite && u.special === 'elite-insignia' ? nation : undefined,
      medals: !resistance && u.behavior === 'medals' ? 2 : undefined,
      ignoresOneFlag: !resistance && u.behavior === 'flag' ? (true as const) : undefined,
      name: u.named ? 'Wittmann' : undefined,
    });
  });

const scenarioArb = fc
  .record({
    face: fc.constantFrom('countryside' as const, 'beach' as const, 'winter' as const, 'desert' as const),
    tiles: cellSet(30).chain((cells) => fc.tuple(fc.constant(cells), fc.array(tile, { minLength: cells.length, maxLength: cells.length }))),
    roads: cellSet(6).chain((cells) => fc.tuple(fc.constant(cells), fc.array(fc.boolean(), { minLength: cells.length, maxLength: cells.length }))),
    obstacleCells: cellSet(20).chain((cells) =>
      fc.tuple(
        fc.constant(cells),
        fc.array(
          fc.record({
            obstacle: fc.option(fc.constantFrom('wire', 'sandbag', 'hedgehog', 'embankment'), { nil: undefined }),
            rect: fc.constantFrom('none', 'bunker', 'bridge'),
            owner: fc.option(side, { nil: undefined }),
            orientation,
          }),
          { minLength: cells.length, maxLength: cells.length },
        ),
      ),
    ),
    unitCells: cellSet(20).chain((cells) => fc.tuple(fc.constant(cells), fc.array(unit, { minLength: cells.length, maxLength: cells.length }))),
    medals: fc.array(
      fc.record({ at: cellSet(3).filter((c) => c.length > 0), side, permanent: fc.boolean(), medals: fc.integer({ min: 1, max: 3 }), required: fc.integer({ min: 1, max: 3 }) }),
      { maxLength: 5 },
    ),
    exits: fc.array(fc.record({ at: cellSet(3).filter((c) => c.length > 0), side }), { maxLength: 2 }),
    hands: fc.record({ allies: fc.integer({ min: 1, max: 10 }), axis: fc.integer({ min: 1, max: 10 }) }),
    victory: fc.record({ allies: fc.integer({ min: 1, max: 20 }), axis: fc.integer({ min: 1, max: 20 }) }),
    firstPlayer: side,
    airdrop: fc.option(fc.record({ side, type: fc.constantFrom<UnitType>('infantry', 'armor'), units: fc.integer({ min: 1, max: 6 }), center: fc.constantFrom(...HEXES), range: fc.integer({ min: 0, max: 6 }) }), { nil: undefined }),
  })
  .map((g): ScenarioInput => {
    const [tileCells, tiles] = g.tiles;
    const terrainAt = new Map<string, string>();
    const terrain: { row: number; col: number; terrain: string; road?: true }[] = tileCells.map((h, i) => {
      const t = tiles[i] as (typeof tiles)[number];
      terrainAt.set(coordKey(h), t.terrain);
      // One behaviour per editor tile: a cliff, dune or steep hill cannot also be marked impassable.
      const impassable = t.terrain === 'cliff' || t.terrain === 'dune' || t.terrain === 'steep-hill' ? undefined : t.impassable;
      return drop({ row: h.row, col: h.col, terrain: t.terrain, orientation: t.orientation, impassable });
    });
    // Countryside is written only as a road; plain countryside tiles are not part of the format.
    // A road runs over open ground or a hill (the editor's road and hillroad).
    const [roadCells, onHill] = g.roads;
    roadCells.forEach((h, i) => {
      if (!terrainAt.has(coordKey(h))) terrain.push({ row: h.row, col: h.col, terrain: onHill[i] ? 'hill' : 'countryside', road: true });
    });
    const plain = terrain.filter((t) => t.terrain !== 'countryside' || t.road);
    const [obstacleCells, specs] = g.obstacleCells;
    const obstacles: Record<string, unknown>[] = [];
    const bridged = new Set<string>();
    obstacleCells.forEach((h, i) => {
      const o = specs[i] as (typeof specs)[number];
      const under = terrainAt.get(coordKey(h));
      const river = under === 'river' || under === 'lake';
      // A bridge only goes over a river (M44 p.16).
      const rect = o.rect === 'bridge' && !river ? 'none' : o.rect;
      if (rect !== 'none') {
        obstacles.push(drop({ row: h.row, col: h.col, obstacle: rect, orientation: o.orientation, owner: o.owner }));
        if (rect === 'bridge') bridged.add(coordKey(h));
      }
      if (o.obstacle) obstacles.push(drop({ row: h.row, col: h.col, obstacle: o.obstacle, orientation: o.orientation, owner: o.owner }));
    });
    const [unitCells, units] = g.unitCells;
    const placed = unitCells
      .map((h, i) => ({ row: h.row, col: h.col, ...(units[i] as object) }))
      .filter((u) => !['river', 'lake'].includes(terrainAt.get(coordKey(u)) ?? '') || bridged.has(coordKey(u)));
    return {
      id: 'random-battle',
      name: 'Random Battle',
      provenance: { source: "Memoir '44 scenario editor file (.m44)" },
      briefing: '',
      board: { face: g.face, type: 'standard' },
      terrain: plain,
      obstacles,
      units: placed,
      objectives: [
        ...g.medals.map((m) => ({
          kind: m.permanent ? ('permanent-medal' as const) : ('temporary-medal' as const),
          side: m.side,
          hexes: m.at,
          required: Math.min(m.required, m.at.length),
          medals: m.medals,
        })),
        ...g.exits.map((x) => ({ kind: 'exit' as const, side: x.side, hexes: x.at, medals: 1 })),
      ],
      hands: g.hands,
      firstPlayer: g.firstPlayer,
      victory: g.victory,
      specialRules: g.airdrop ? [{ id: 'airdrop', ...g.airdrop, figures: UNITS[g.airdrop.type].figures }] : [],
    } as ScenarioInput;
  });

/** Order-free comparison: the format keeps one record per hex, so list order may change. */
function canonical(s: Scenario): unknown {
  const sorted = <T>(xs: readonly T[]) => xs.map((x) => JSON.stringify(x, Object.keys(x as object).sort())).sort();
  return {
    ...s,
    terrain: sorted(s.terrain),
    obstacles: sorted(s.obstacles),
    units: sorted(s.units),
    objectives: sorted(s.objectives.map((o) => ({ ...o, hexes: o.hexes.map((h: HexCoord) => ({ row: h.row, col: h.col })) }))),
  };
}

describe('exportM44 then importM44 (property)', () => {
  it('gives back any scenario the .m44 format can carry', () => {
    fc.assert(
      fc.property(scenarioArb, (input) => {
        const parsed = parseScenario(input);
        if (!parsed.ok) throw new Error(`generator made an invalid scenario: ${parsed.error.message}`);
        // `warn`: a German elite tank of 1 figure is written as the editor writes a Tiger.
        const back = importM44(JSON.parse(JSON.stringify(exportM44(parsed.scenario))), { unsupported: 'warn' });
        if (!back.ok) throw new Error(`${back.error.code}: ${back.error.message} at ${back.error.path}`);
        expect(canonical(back.scenario)).toEqual(canonical(parsed.scenario));
      }),
      { numRuns: 100 },
    );
  });
});
