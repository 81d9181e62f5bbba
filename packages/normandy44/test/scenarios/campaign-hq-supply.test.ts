import { describe, expect, it } from 'vitest';
import { game } from '../../src/index.js';
import { resolveAttack } from '../../src/combat/flow.js';
import { germanHqTracks } from '../../src/scenarios/supply-tracks.js';
import { board, unitById } from '../../src/position.js';
import type { Campaign, Move, SetupInput, State } from '../../src/state.js';
import { play, withAttack } from '../helpers.js';

/** A German attack on the campaign map: ge-91-1057 at 3109 on US-4-8 at 3108, with an HQ near. */
function campaignAttack(hq: string, patch: Partial<State> = {}): State {
  const input: SetupInput = {
    scenario: 'campaign',
    name: 'hq supply',
    edition: '2010',
    lastTurn: 22,
    provenance: { kind: 'derived', note: 'test' },
    germanSupply: 0,
    options: { historicalWeather: false, flankFire: false },
    units: [['US-4-8', '3108'], ['ge-91-1057', '3109'], [hq, '3110']].map(([id, hex]) => ({ id: id as string, hex: hex as string, box: 'map' as const, arrives: 0, entry: null })),
  };
  const r = game.setup(input as never);
  if (!r.ok) throw new Error(r.error.message);
  const s: State = { ...r.state, invasion: null, phase: 'german-combat', turn: 4, space: 3, supply: { german: 1, us: 0 }, ...patch };
  return withAttack({ ...s, campaign: { ...(s.campaign as Campaign), sectors: [], cherbourg: 1 } }, '3108', ['ge-91-1057'], 'german:91');
}
const artillery = (s: State) => game.legalMoves(s).filter((m) => m.type === 'artillery');

describe('the German HQ chooses its SupP track in the campaign (N44 17.2, 17.4)', () => {
  it('17.2 an HQ tracing both to Cherbourg and to an entry hex pays from either track; the choice is the German\'s', () => {
    const s = campaignAttack('ge-hq-84');
    expect(artillery(s)).toEqual([
      { type: 'artillery', hq: 'ge-hq-84', track: '7th-army' },
      { type: 'artillery', hq: 'ge-hq-84', track: 'cherbourg' },
    ]);
    const fortress = resolveAttack(play(s, { type: 'artillery', hq: 'ge-hq-84', track: 'cherbourg' }), []);
    expect([fortress.supply.german, fortress.campaign?.cherbourg]).toEqual([1, 0]);
    const army = resolveAttack(play(s, { type: 'artillery', hq: 'ge-hq-84', track: '7th-army' }), []);
    expect([army.supply.german, army.campaign?.cherbourg]).toEqual([0, 1]);
  });
  it('17.2 an empty track is not offered; with both empty the HQ gives no shift', () => {
    const s = campaignAttack('ge-hq-84');
    const noFortress = { ...s, campaign: { ...(s.campaign as Campaign), cherbourg: 0 } };
    expect(artillery(noFortress)).toEqual([{ type: 'artillery', hq: 'ge-hq-84', track: '7th-army' }]);
    expect(artillery({ ...noFortress, supply: { german: 0, us: 0 } })).toEqual([]);
  });
  it('17.2 with every Cherbourg City hex Allied the HQ traces only to an entry hex: the 7th Army pays', () => {
    const s = campaignAttack('ge-hq-84', { control: { '3606': 'allied', '3705': 'allied', '3706': 'allied' } });
    expect(germanHqTracks(s, unitById(s, 'ge-hq-84')!, board(s))).toEqual(['7th-army']);
  });
  it('17.4 the Cotentin HQ pays Fortress Cherbourg only', () => {
    const s = campaignAttack('ge-hq-cotentin');
    expect(artillery(s)).toEqual([{ type: 'artillery', hq: 'ge-hq-cotentin', track: 'cherbourg' }]);
  });
  it('12.4.3 a German HQ\'s DD support in the campaign names its track and pays from it', () => {
    const s = campaignAttack('ge-hq-84');
    const dd: State = { ...s, phase: 'allied-combat', combat: { ...s.combat!, target: '3109', attackers: ['US-4-8'], maf: 'allied:4', stage: 'dd-choice', defenders: ['ge-91-1057'] } };
    const moves = game.legalMoves(dd).filter((m): m is Extract<Move, { type: 'determined-defense' }> => m.type === 'determined-defense' && m.support === 'ge-hq-84');
    expect(moves.map((m) => m.track)).toEqual(['7th-army', 'cherbourg']);
    const after = play(dd, moves[1] as Move);
    expect([after.supply.german, after.campaign?.cherbourg]).toEqual([1, 0]);
  });
});
