import { describe, expect, it } from 'vitest';
import { counterManifest } from '../../src/data/counters.js';
import { germanReinforcements } from '../../src/data/cards.js';
import { game, scenarios } from '../../src/index.js';
import { LANDING_BOXES, LOOK_ALIKES_LEFT_OUT } from '../../src/scenarios/setup.js';
import { info } from '../../src/units.js';
import { normandyBoard } from '../../src/map/index.js';

const campaign = scenarios.campaign;

describe('campaign set-up from data (N44 24.2)', () => {
  it('registers the mini-game (7 turns, N44 25) and the campaign (22 turns, N44 24.1)', () => {
    expect(scenarios['mini-game'].lastTurn).toBe(7);
    expect(scenarios.campaign.lastTurn).toBe(22);
    expect(game.setup(scenarios['mini-game']).ok).toBe(true);
    expect(game.setup(scenarios.campaign).ok).toBe(true);
  });
  it('every German counter with a printed set-up hex starts there, one of each look-alike pair', () => {
    const printed = counterManifest().counters.filter((c) => c.side === 'german' && c.front.setupHex && !(LOOK_ALIKES_LEFT_OUT as readonly string[]).includes(c.id));
    for (const c of printed) expect(campaign.units.find((u) => u.id === c.id)?.hex, c.id).toBe(c.front.setupHex);
    expect(printed).toHaveLength(77 - 14);
    // St-Lo holds the 84th Corps HQ and the 352nd Feld-Ersatz; Crisbecq its strongpoint; Pointe du Hoc its battery.
    expect(campaign.units.filter((u) => u.hex === '1815').map((u) => u.id).sort()).toEqual(['ge-352-fe', 'ge-hq-84']);
    expect(campaign.units.find((u) => u.id === 'ge-sp-pthoc')?.hex).toBe('2818');
  });
  it('the 73 German reinforcements of the card arrive on their printed turns at an entry hex of their colour (N44 6.6)', () => {
    const reinf = campaign.units.filter((u) => u.box === 'reinforcement' && !info(u.id).counter.front.whiteStar);
    expect(reinf).toHaveLength(germanReinforcements().schedule.length);
    const colour = new Map(normandyBoard().file.entries.map((e) => [e.hex, e.colour]));
    for (const u of reinf) {
      const c = info(u.id).counter.front;
      expect(u.arrives, u.id).toBe(c.arrivalTurn);
      expect(colour.get(u.entry as string), u.id).toBe(c.entryColour);
    }
    // The 12th SS on turn 2 (example of play, T57), the Panzer Lehr from turn 3.
    expect(reinf.filter((u) => u.id.startsWith('ge-12ss')).every((u) => u.arrives === 2)).toBe(true);
    expect(reinf.find((u) => u.id === 'ge-lehr-902pzg')?.arrives).toBe(3);
  });
  it('the eight 243rd/709th mobilization units wait in their boxes, available from turn 2 (N44 6.7)', () => {
    const mob = campaign.units.filter((u) => info(u.id).counter.front.whiteStar);
    expect(mob).toHaveLength(8);
    expect(mob.every((u) => u.box === 'reinforcement' && u.arrives === 2 && u.entry === null)).toBe(true);
  });
  it('the nine paratroop units start on their printed drop hexes (N44 20.2)', () => {
    const drops = campaign.units.filter((u) => u.box === 'map' && info(u.id).kind === 'airborne');
    expect(drops.map((u) => `${u.id}@${u.hex}`).sort()).toEqual([
      'BR-6-3(-)@2233', 'BR-6-3-8@2032', 'BR-6-5@2131', 'US-101-501@2712', 'US-101-502@2912', 'US-101-506@2813', 'US-82-505@2811', 'US-82-507@2810', 'US-82-508@2710',
    ]);
  });
  it('eight assaults each with a DD tank battalion, none at Pointe du Hoc (N44 20.3.5)', () => {
    const withDd = Object.entries(LANDING_BOXES).filter(([, box]) => box.assault.some((id) => info(id).counter.front.ddTank));
    expect(withDd.map(([k]) => k)).toEqual(['Utah', 'Omaha 29th', 'Omaha 1st', 'Gold Jig', 'Gold King', 'Juno Mike', 'Juno Nan', 'Sword Queen']);
    expect(LANDING_BOXES['Pointe du Hoc']?.assault).toEqual(['US-2Rgr']);
  });
  it('every landing-box unit belongs to the beach printed on its counter', () => {
    for (const [sector, box] of Object.entries(LANDING_BOXES)) {
      for (const id of [...box.assault, ...box.wave]) {
        const printed = info(id).counter.front.beach as string;
        expect(sector === 'Pointe du Hoc' ? printed === 'du Hoc' : sector.startsWith(printed), `${id} ${printed}`).toBe(true);
      }
    }
  });
  it('the In Britain card: its 75 units wait in Britain (N44 6.5.1)', () => {
    expect(campaign.units.filter((u) => u.box === 'britain')).toHaveLength(75);
  });
});
