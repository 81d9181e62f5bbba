import { describe, expect, it } from 'vitest';
import { game, scenarios } from '../../src/index.js';
import { INVASION_CRT } from '../../src/data/tables.js';
import { invasionColumn, SECTORS } from '../../src/sequence/invasion.js';
import { closedBeaches } from '../../src/victory/victory.js';
import type { Move, State } from '../../src/state.js';
import { allMoves } from '../helpers.js';

function step(s: State, m: Move): State {
  const r = game.resolve(s, m);
  if (!r.ok) throw new Error(`${JSON.stringify(m)}: ${r.error.message}`);
  return r.state;
}
const unit = (s: State, id: string) => s.units.find((u) => u.id === id)!;
/** The campaign after dispersal with every paratrooper landing perfectly (a 6), at the first beach sector. */
function atSector(sector: string): State {
  const r = game.setup(scenarios.campaign);
  if (!r.ok) throw new Error(r.error.message);
  let s = r.state;
  while (s.invasion?.stage === 'scatter') s = step(s, { type: 'roll', die: 6 });
  // Earlier sectors: a 6 (D1 or A1/D1 with Adv 2 at Omaha), losses on the first option, no advance.
  while (s.campaign?.sectors[0] !== sector) {
    const a = game.actor(s);
    s = a.kind === 'chance' ? step(s, { type: 'roll', die: 6 }) : step(s, game.legalMoves(s).find((m) => m.type === 'lose' || m.type === 'end-advance') as Move);
  }
  return s;
}

describe('the Invasion Turn on every beach (N44 20.3)', () => {
  it('T27 the columns: Utah, Omaha, and All Others for Pointe du Hoc, Gold, Juno, Sword', () => {
    expect(SECTORS.map(invasionColumn)).toEqual(['utah', 'others', 'omaha', 'omaha', 'others', 'others', 'others', 'others', 'others']);
    expect(INVASION_CRT.rows[0]?.omaha.result).toBe('A1*');
  });
  it('D20 Bloody Omaha: 1, 1, 6 gives two A1* losses, then A1/D1 with the advance capped at 1 (N44 20.3.3)', () => {
    let s = atSector('Omaha 29th');
    s = step(s, { type: 'roll', die: 1 });
    s = step(s, { type: 'lose', unit: 'US-29-116' });
    expect(s.invasion?.stage).toBe('beach-roll');
    s = step(s, { type: 'roll', die: 1 });
    s = step(s, { type: 'lose', unit: 'US-29-115' });
    s = step(s, { type: 'roll', die: 6 });
    expect(s.invasion?.result).toBe('A1/D1');
    expect(s.invasion?.capped).toBe(true);
    s = step(s, { type: 'lose', unit: 'US-29-116' });
    s = step(s, { type: 'roll', die: 5 }); // DD tank: no loss
    // Adv 2 capped at 1: no advance stage, the next sector is up.
    expect(unit(s, 'US-29-116').hex).toBe('2719');
    expect(s.campaign?.sectors[0]).toBe('Omaha 1st');
  });
  it('D20 both assault regiments reduced to Cadre: the invasion fails and the beach is closed (N44 20.3.3, 21.1)', () => {
    let s = atSector('Omaha 29th');
    for (const id of ['US-29-116', 'US-29-115', 'US-29-116', 'US-29-115']) {
      s = step(s, { type: 'roll', die: 1 });
      s = step(s, { type: 'lose', unit: id });
    }
    expect(s.campaign?.failed).toEqual(['Omaha 29th']);
    expect(unit(s, 'US-29-116').box).not.toBe('map');
    expect(s.campaign?.sectors[0]).toBe('Omaha 1st');
    expect(closedBeaches(s)).toBe(1);
  });
  it('20.3.4 the Rangers fail on a 1: the 2nd Bn is eliminated, the 5th goes to Omaha', () => {
    let s = atSector('Pointe du Hoc');
    s = step(s, { type: 'roll', die: 1 });
    expect(unit(s, 'US-2Rgr').box).toBe('eliminated');
    expect(unit(s, 'US-5Rgr').box).toBe('wave');
    expect(s.campaign?.landing['US-5Rgr']).toBe('Omaha 29th');
    expect(s.campaign?.sectors[0]).toBe('Omaha 29th');
  });
  it('20.3.4 after the 2nd Bn lands, a 1-3 puts the 5th Ranger Bn on Pointe du Hoc', () => {
    let s = atSector('Pointe du Hoc');
    s = step(s, { type: 'roll', die: 6 }); // D1 Adv 2
    s = step(s, { type: 'end-advance' });
    expect(s.invasion?.stage).toBe('ranger-roll');
    s = step(s, { type: 'roll', die: 2 });
    expect(unit(s, 'US-5Rgr').hex).toBe('2818');
  });
  it('20.3.2 assault losses fall on infantry, never on the tank battalion; 20.3.5 the DD roll: 1-3 one step', () => {
    let s = atSector('Gold Jig');
    s = step(s, { type: 'roll', die: 1 }); // All Others 1: A2/D1
    expect(game.legalMoves(s)).toEqual([{ type: 'lose', unit: 'BR-50-231' }]);
    s = step(s, { type: 'lose', unit: 'BR-50-231' });
    s = step(s, { type: 'lose', unit: 'BR-50-231' });
    const before = unit(s, 'BR-8A-NY').steps;
    s = step(s, { type: 'roll', die: 3 });
    expect(unit(s, 'BR-8A-NY').steps).toBe(before - 1);
  });
  it('20.5 the second wave lands at its own beach in the Allied Movement Phase of turn 1', () => {
    let s = atSector('Sword Queen');
    for (let i = 0; i < 50 && s.phase !== 'allied-movement'; i++) {
      const a = game.actor(s);
      s = a.kind === 'chance' ? step(s, { type: 'roll', die: 6 }) : step(s, game.legalMoves(s).find((m) => ['end-advance', 'end-phase', 'lose', 'retreat-all'].includes(m.type)) as Move);
    }
    const lands = allMoves(s).filter((m): m is Extract<Move, { type: 'land' }> => m.type === 'land');
    expect(lands.some((m) => m.unit === 'BR-Eng-5' && m.to === '2530')).toBe(true);
    expect(lands.some((m) => m.unit === 'US-Eng-5S' && m.to === '2719')).toBe(true);
    // No In Britain unit lands on turn 1 (N44 20.5).
    expect(lands.some((m) => s.units.find((u) => u.id === m.unit)?.box === 'britain')).toBe(false);
  });
});
