import { describe, expect, it } from 'vitest';
import { parseWith } from '@esagono/kernel';
import {
  ActionCardSchema,
  CARDS,
  CounterSchema,
  FREE_SKIRMISH,
  HEROES,
  OPTIONS,
  ROSTER,
  ScenarioSchema,
  TERRAIN_TILES,
  TILES,
  TerrainTileSchema,
  standardDeck,
} from '../../src/index.js';

describe('data formats: zod schemas name the offending field', () => {
  it('a vehicle without a wreck side is refused at sides.1.wreck (HoN p.4 L113, L135)', () => {
    const jeep = ROSTER['us-jeep']!;
    const bad = { ...jeep, sides: [jeep.sides[0], { ...jeep.sides[1], wreck: undefined, attack: jeep.sides[0].attack }] };
    const r = parseWith(CounterSchema, bad);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.path).toBe('sides.1.wreck');
  });
  it('infantry defending in purple is refused at sides.0.defense.color (HoN p.4 L102)', () => {
    const sq = ROSTER['us-rifle-squad']!;
    const bad = { ...sq, sides: [{ ...sq.sides[0], defense: { color: 'purple', value: 6 } }, sq.sides[1]] };
    const r = parseWith(CounterSchema, bad);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.path).toBe('sides.0.defense.color');
  });
  it('a supply card bound to the reaction window is refused at windows.0', () => {
    const r = parseWith(ActionCardSchema, { ...CARDS['us-rally']!, windows: ['reaction'] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.path).toBe('windows.0');
  });
  it('an Aviation card without an AA value is refused at aa (HoN p.8 L590)', () => {
    const { aa: _aa, ...card } = CARDS['us-air-support']!;
    const r = parseWith(ActionCardSchema, card);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.path).toBe('aa');
  });
  it('a terrain tile with no cells is refused at cells', () => {
    const r = parseWith(TerrainTileSchema, { ...TERRAIN_TILES['thicket-2x2']!, cells: [] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.path).toBe('cells');
  });
  it('the free scenario parses, and a scenario without armies names armies', () => {
    expect(ScenarioSchema.safeParse(FREE_SKIRMISH).success).toBe(true);
    const { armies: _a, ...rest } = FREE_SKIRMISH;
    const r = parseWith(ScenarioSchema, rest);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.path).toBe('armies');
  });
});

describe('the stand-in data is marked stand-in and covers both factions', () => {
  it('every roster counter but the rulebook example is a stand-in', () => {
    for (const c of Object.values(ROSTER)) expect(c.provenance.kind).toBe(c.id === 'ex1-example' ? 'rulebook' : 'stand-in');
  });
  it('each faction has infantry squads, weapon teams, an officer, a hero, a light and a heavy vehicle', () => {
    for (const f of ['US', 'DE'] as const) {
      const mine = Object.values(ROSTER).filter((c) => c.faction === f && c.id !== 'ex1-example');
      expect(mine.some((c) => c.kind === 'infantry' && c.border === 'standard')).toBe(true);
      expect(mine.filter((c) => c.border === 'heavyWeapon').length).toBeGreaterThanOrEqual(2);
      expect(mine.some((c) => c.border === 'officer')).toBe(true);
      expect(mine.some((c) => c.border === 'hero')).toBe(true);
      expect(mine.some((c) => c.kind === 'lightVehicle')).toBe(true);
      expect(mine.some((c) => c.kind === 'heavyVehicle')).toBe(true);
    }
  });
  it('tiles, options, heroes, cards and terrain tiles are stand-ins', () => {
    for (const x of [...Object.values(TILES), ...Object.values(OPTIONS), ...Object.values(HEROES), ...Object.values(CARDS), ...Object.values(TERRAIN_TILES)])
      expect(x.provenance.kind).toBe('stand-in');
  });
  it('each stand-in deck has 40 cards and covers every window (orders, activation, reaction, supply, the gaps between activations)', () => {
    for (const f of ['US', 'DE'] as const) {
      const deck = standardDeck(f);
      expect(Object.values(deck).reduce((a, b) => a + b, 0)).toBe(40);
      const windows = new Set(Object.keys(deck).flatMap((id) => CARDS[id]!.windows));
      expect([...windows].sort()).toEqual(['activation', 'gap', 'orders', 'reaction', 'supply']);
      const timings = new Set(Object.keys(deck).map((id) => CARDS[id]!.timing));
      expect([...timings].sort()).toEqual(['activation', 'anytime', 'orders', 'supply']);
    }
  });
});
