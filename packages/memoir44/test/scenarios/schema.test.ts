import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  areAdjacent,
  boardHexes,
  parseScenario,
  scenarios,
  terrainAt,
  toAxial,
  type Scenario,
} from '../../src/scenarios/index.js';

const pegasus = scenarios['pegasus-bridge'] as Scenario;
const sword = scenarios['sword-beach'] as Scenario;
type Mutable = Record<string, unknown> & { units: Record<string, unknown>[]; obstacles: Record<string, unknown>[] };
const copy = (s: Scenario): Mutable => structuredClone(s) as unknown as Mutable;

function refusal(input: unknown): { path: string; message: string } {
  const r = parseScenario(input);
  if (r.ok) throw new Error('expected a refusal');
  expect(r.error.code).toBe('invalid-scenario');
  return { path: r.error.path ?? '', message: r.error.message };
}

describe('ScenarioSchema refusals name the field', () => {
  it('two units on one hex (M44 p.6)', () => {
    const s = copy(pegasus);
    const first = s.units[0] as { row: number; col: number };
    s.units.push({ ...(s.units[5] as object), row: first.row, col: first.col });
    const e = refusal(s);
    expect(e.path).toBe(`units.${s.units.length - 1}`);
    expect(e.message).toContain(`two units on hex (${first.row}, ${first.col})`);
  });

  it('hexes off the 13x9 board or of the wrong parity', () => {
    for (const [row, col, why] of [
      [9, 1, 'row 9'],
      [-1, 1, 'row -1'],
      [0, 26, 'col 26'],
      [0, 1, 'parity'],
      [3, 4, 'parity'],
    ] as const) {
      const s = copy(pegasus);
      Object.assign(s.units[2] as object, { row, col });
      const e = refusal(s);
      expect(e.path).toBe('units.2');
      expect(e.message).toContain(why);
    }
  });

  it('a badge on the wrong unit type (M44 p.12-13)', () => {
    const s = copy(pegasus);
    Object.assign(s.units[0] as object, { badge: 'elite-armor' });
    expect(refusal(s).path).toBe('units.0.badge');
  });

  it('a bridge that is not over a river (M44 p.16)', () => {
    const s = copy(pegasus);
    const i = s.obstacles.findIndex((o) => o['obstacle'] === 'bridge');
    Object.assign(s.obstacles[i] as object, { row: 4, col: 12 });
    expect(refusal(s).path).toBe(`obstacles.${i}.obstacle`);
  });

  it('a unit in a river off the bridge (M44 p.16)', () => {
    const s = copy(pegasus);
    Object.assign(s.units[0] as object, { row: 1, col: 7 });
    const e = refusal(s);
    expect(e.path).toBe('units.0');
    expect(e.message).toContain('river');
    // On the bridge itself it may stand.
    const ok = copy(pegasus);
    Object.assign(ok.units[0] as object, { row: 2, col: 6 });
    expect(parseScenario(ok).ok).toBe(true);
  });

  it('missing or malformed fields', () => {
    const noHands = copy(pegasus);
    delete noHands['hands'];
    expect(refusal(noHands).path).toBe('hands');
    const badTerrain = copy(pegasus);
    ((badTerrain['terrain'] as Record<string, unknown>[])[3] as Record<string, unknown>)['terrain'] = 'swamp';
    expect(refusal(badTerrain).path).toBe('terrain.3.terrain');
    const badFace = copy(pegasus);
    badFace['board'] = { face: 'moon', type: 'standard' };
    expect(refusal(badFace).path).toBe('board.face');
    const badFigures = copy(pegasus);
    Object.assign(badFigures.units[1] as object, { figures: 5 });
    expect(refusal(badFigures).path).toBe('units.1.figures');
    const badRule = copy(pegasus);
    badRule['specialRules'] = [{ id: 'extra-draws', side: 'axis', draw: 2 }];
    expect(refusal(badRule).path).toBe('specialRules.0.turns');
  });

  it('an objective needing more hexes than it lists (M44 p.20)', () => {
    const s = copy(pegasus);
    s['objectives'] = [{ kind: 'sudden-death', side: 'allies', hexes: [{ row: 2, col: 6 }], required: 2 }];
    expect(refusal(s).path).toBe('objectives.0.required');
  });

  it('a unit may stand on any free dry playable hex and on no other (property)', () => {
    const taken = new Set(pegasus.units.slice(1).map((u) => `${u.row},${u.col}`));
    // Water off the bridges is no place for a unit either (M44 p.16, p.18).
    const bridges = new Set(pegasus.obstacles.filter((o) => o.obstacle === 'bridge').map((o) => `${o.row},${o.col}`));
    for (const t of pegasus.terrain) {
      if ((t.terrain === 'river' || t.terrain === 'lake') && !bridges.has(`${t.row},${t.col}`)) taken.add(`${t.row},${t.col}`);
    }
    fc.assert(
      fc.property(fc.integer({ min: -2, max: 10 }), fc.integer({ min: -2, max: 27 }), (row, col) => {
        const s = copy(pegasus);
        Object.assign(s.units[0] as object, { row, col });
        const playable = row >= 0 && row <= 8 && col >= 0 && col <= 24 && (row + col) % 2 === 0;
        const r = parseScenario(s);
        expect(r.ok).toBe(playable && !taken.has(`${row},${col}`));
        if (!r.ok) expect(r.error.path).toMatch(/^units\.\d+$/);
      }),
      { numRuns: 300 },
    );
  });
});

describe('board geometry', () => {
  it('a standard board has 5 rows of 13 and 4 rows of 12 playable hexes (M44 p.6 [L168])', () => {
    const hexes = boardHexes('standard');
    expect(hexes).toHaveLength(5 * 13 + 4 * 12);
    expect(boardHexes('overlord')).toHaveLength(5 * 26 + 4 * 25);
  });

  it('doubled neighbours are axial neighbours', () => {
    const hexes = boardHexes('standard');
    fc.assert(
      fc.property(fc.constantFrom(...hexes), fc.constantFrom(...hexes), (a, b) => {
        const p = toAxial(a);
        const q = toAxial(b);
        const d = (Math.abs(p.q - q.q) + Math.abs(p.r - q.r) + Math.abs(p.q + p.r - q.q - q.r)) / 2;
        expect(areAdjacent(a, b)).toBe(d === 1);
      }),
      { numRuns: 500 },
    );
  });

  it('the beach face shows beach and ocean under the tiles laid on it', () => {
    // Sword Beach: hedgehogs stand on the beach, the Allies start at sea, the towns are on land.
    for (const o of sword.obstacles.filter((x) => x.obstacle === 'hedgehog')) expect(terrainAt(sword, o)).toBe('beach');
    expect(terrainAt(sword, { row: 8, col: 0 })).toBe('ocean');
    expect(terrainAt(sword, { row: 0, col: 2 })).toBe('town');
    expect(terrainAt(pegasus, { row: 8, col: 2 })).toBe('countryside');
  });
});
