import { describe, expect, it } from 'vitest';
import { game } from '../../src/game.js';
import { allianceGame4 } from '../../src/variants/alliance.js';
import { ScenarioSchema } from '../../src/scenarios/schema.js';
import { BOARD_WIDTH, boardHexes } from '../../src/scenarios/board.js';

/** Overlord: two boards side by side (M44 p.23 [L986-996]); its command rules are in a separate booklet. */
const overlord = ScenarioSchema.parse({
  id: 'overlord-test',
  name: 'Overlord test',
  provenance: { source: 'hand-built for tests' },
  briefing: '',
  board: { face: 'countryside', type: 'overlord' },
  terrain: [],
  obstacles: [],
  units: [
    { row: 8, col: 40, side: 'allies', type: 'infantry', figures: 4 },
    { row: 0, col: 0, side: 'axis', type: 'infantry', figures: 4 },
  ],
  objectives: [],
  hands: { allies: 4, axis: 4 },
  firstPlayer: 'allies',
  victory: { allies: 4, axis: 4 },
  specialRules: [],
});

describe('Memoir 44 Overlord (M44 p.23 [L986-996])', () => {
  it('the Overlord board is two standard boards joined: 26 hexes wide, twice the hexes', () => {
    expect(BOARD_WIDTH.overlord).toBe(2 * BOARD_WIDTH.standard);
    // On each odd row the two half hexes where the boards meet make one full hex: 2 x 113 + 4.
    expect(boardHexes('overlord')).toHaveLength(2 * 113 + 4);
    expect(boardHexes('standard')).toHaveLength(5 * 13 + 4 * 12);
  });

  it('is refused by the engines with a typed error, not played on the wrong board (not modelled: see README)', () => {
    const r = game.setup({ scenario: overlord });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('unsupported-scenario');
    const a = allianceGame4.setup({ scenario: overlord });
    expect(a.ok).toBe(false);
  });
});
