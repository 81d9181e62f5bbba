import { describe, expect, it } from 'vitest';
import {
  ABILITIES,
  COMMANDS,
  CONSTANTS,
  DIRECTIVES,
  EQUIPMENT,
  HV_DAMAGE,
  MARKER_COUNTS,
  SCATTER,
  SMOKE_FACES,
  SUPPLY_STEPS,
  TRAITS,
  damageRow,
  sniperRow,
} from '../../src/index.js';

describe('HoN p.7 L524-542: heavy-vehicle damage location (digest §4.1)', () => {
  // Restated from the rulebook: 1 Crew, 2 Tracks, 3-4 Hull (+2 Suppressed, stops), 5 Main weapon, 6 Destroyed.
  const expected: [number, string, number][] = [
    [1, 'crew', 0],
    [2, 'tracks', 0],
    [3, 'hull', 2],
    [4, 'hull', 2],
    [5, 'mainWeapon', 0],
    [6, 'destroyed', 0],
  ];
  for (const [face, location, suppressed] of expected) {
    it(`face ${face} -> ${location}, ${suppressed} Suppressed`, () => {
      expect(damageRow(face).location).toBe(location);
      expect(damageRow(face).suppressed).toBe(suppressed);
    });
  }
  it('Hull stops a moving vehicle (L530); Crew does not', () => {
    expect(damageRow(3).stops).toBe(true);
    expect(damageRow(1).stops).toBe(false);
  });
  it('a 7 (6 + Piercing) reads as destroyed [A39]', () => expect(damageRow(7).location).toBe('destroyed'));
  it('every face 1-6 has exactly one row', () => {
    for (let f = 1; f <= 6; f++) expect(HV_DAMAGE.filter((r) => r.faces.includes(f))).toHaveLength(1);
  });
});

describe('HoN p.15 L1306-1309: sniper table (digest §4.2)', () => {
  const expected: [number, number, number][] = [
    [1, 0, 0],
    [2, 0, 1],
    [3, 0, 1],
    [4, 1, 0],
    [5, 1, 0],
    [6, 1, 1],
  ];
  for (const [face, hits, sup] of expected) {
    it(`face ${face}: ${hits} hit, ${sup} Suppressed`, () => {
      expect(sniperRow(face).hits).toBe(hits);
      expect(sniperRow(face).suppressed).toBe(sup);
    });
  }
  it('out-of-range results clamp to 1 and 6 [A36]', () => {
    expect(sniperRow(0).hits).toBe(0);
    expect(sniperRow(9).suppressed).toBe(1);
  });
});

describe('HoN p.14 L1223: scatter (digest §4.3)', () => {
  it('1-4 move 2 interspaces, 5-6 on target', () => {
    for (const f of [1, 2, 3, 4]) expect(SCATTER.find((r) => r.faces.includes(f))?.distance).toBe(2);
    for (const f of [5, 6]) expect(SCATTER.find((r) => r.faces.includes(f))?.distance).toBe(0);
  });
});

describe('HoN p.13 L1033-1045: Directives (digest §4.6)', () => {
  it('Fire at Will +1 vs infantry, Charge +1 assault, Double Time +2 MV, Hold Your Ground +1 infantry defence', () => {
    const by = Object.fromEntries(DIRECTIVES.map((d) => [d.id, d]));
    expect(by.fireAtWill?.fireVsInfantry).toBe(1);
    expect(by.charge?.assault).toBe(1);
    expect(by.doubleTime?.movement).toBe(2);
    expect(by.holdYourGround?.infantryDefense).toBe(1);
    expect(DIRECTIVES).toHaveLength(4);
  });
});

describe('HoN p.8 L608-617: the Supply phase steps in rulebook order (digest §2.4)', () => {
  it('has 8 steps in order', () => {
    expect(SUPPLY_STEPS.map((s) => s.step)).toEqual(['discardBluffs', 'movement', 'suppressed', 'actions', 'cards', 'orders', 'victory', 'initiative']);
    expect(SUPPLY_STEPS.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('digest §4.12: numeric constants', () => {
  const expected: Record<string, number> = {
    maxTurns: 8,
    maxOrders: 10,
    bluffs: 1,
    maxSpecialOrders: 2,
    handSize: 4,
    deckMinimum: 40,
    factionPool: 78,
    longRange: 7,
    longRangePenalty: 2,
    sharpshootersLongRange: 9,
    suppressedPenalty: 2,
    killShotFactor: 2,
    destructionDie: 4,
    scatterDistance: 2,
    grenadeRange: 2,
    grenadeLauncherRange: 7,
    panzerfaustRange: 4,
    ambushRevealDistance: 2,
    barrageRadius: 3,
    directiveRadius: 3,
    substituteRadius: 2,
    rafficaSpread: 2,
    naziBasterdsPoints: 30,
    tankbusterBonus: 2,
    sharpshootersRangeBonus: 2,
    heroicMaxActivations: 2,
    retreatOptions: 3,
    zocSpaces: 8,
    rotationStepDegrees: 45,
  };
  for (const [k, v] of Object.entries(expected)) {
    it(`${k} = ${v}`, () => expect(CONSTANTS[k as keyof typeof CONSTANTS].value).toBe(v));
  }
  it('smoke faces -4 then -2 (L1101-1103)', () => expect(SMOKE_FACES).toEqual([4, 2]));
});

describe('digest §4.11: marker counts', () => {
  const expected: Record<string, number> = {
    additionalShielding: 3, ammo: 3, ammoBelt: 3, apcShells: 3, cullingHedgerowCutter: 2, demolitionCharge: 3, fuel: 3, goliath: 1,
    grenade: 3, grenadeLauncher: 3, hornOfPlenty: 1, heShells: 3, panzerfaust: 3, position: 1, stickyBomb: 3, hardboiled: 3,
    heroic: 3, tricky: 2, triggerhappy: 3, veteran: 3, concealed: 2, smoke: 3, battlePlan: 1, bluff: 1, planning: 1,
  };
  for (const [k, v] of Object.entries(expected)) it(`${k}: ${v}`, () => expect(MARKER_COUNTS[k]?.count).toBe(v));
});

describe('digest §3.20-3.23: the catalogue of options and abilities', () => {
  it('has 15 equipment items, 14 traits, 13 commands and 27 abilities', () => {
    expect(EQUIPMENT).toHaveLength(15);
    expect(TRAITS).toHaveLength(14);
    expect(COMMANDS).toHaveLength(13);
    expect(ABILITIES).toHaveLength(27);
  });
  it('names a few entries as the rulebook does', () => {
    expect(ABILITIES.find((a) => a.id === 'suppressiveFire')?.italian).toBe('Fuoco di Sbarramento');
    expect(ABILITIES.find((a) => a.id === 'barrageOrder')?.italian).toBe('Ordine di Sbarramento');
    expect(TRAITS.find((t) => t.id === 'naziBasterds')?.italian).toBe('Bastardi Nazisti');
    expect(COMMANDS.find((c) => c.id === 'battlePlan')?.italian).toBe('Piano di Battaglia');
  });
});

describe('digest §4.4, §4.5, §4.7, §4.8: icons, ability values, card timings, turn track', () => {
  it('the terrain glossary has the 9 icons of p.9 with their parameters', async () => {
    const { TERRAIN_ICONS } = await import('../../src/data/tables.js');
    expect(TERRAIN_ICONS.map((r) => r.italian)).toEqual([
      'Struttura', 'Difesa', 'Ostacoli', 'Terreno Accidentato', 'Impassabile', 'Impassabile per', 'Nessun Passaggio', "Fuoco d'Opportunità", 'Acqua',
    ]);
    expect(TERRAIN_ICONS.find((r) => r.id === 'noPassage')?.parameter).toBe('edge');
    expect(TERRAIN_ICONS.find((r) => r.id === 'defense')?.parameter).toBe('value');
  });
  it('nine abilities print a value in their icon', async () => {
    const { ABILITY_PARAMETERS } = await import('../../src/data/tables.js');
    expect(Object.keys(ABILITY_PARAMETERS).sort()).toEqual(['assault', 'destruction', 'fireOnTheMove', 'howitzer', 'indirectFire', 'limitedRange', 'orders', 'scout', 'transport']);
  });
  it('cards show one of four timings (L564-570)', async () => {
    const { CARD_TIMINGS } = await import('../../src/data/tables.js');
    expect(CARD_TIMINGS.map((t) => [t.timing, t.italian])).toEqual([
      ['orders', 'Fase degli Ordini'],
      ['activation', 'Fase di Attivazione'],
      ['supply', 'Fase dei Rinforzi'],
      ['anytime', 'In qualunque momento'],
    ]);
  });
  it('the turn track carries the Initiative marker and the German, American and end markers (L617-629)', async () => {
    const { TURN_TRACK_MARKERS } = await import('../../src/data/tables.js');
    expect(TURN_TRACK_MARKERS.map((m) => m.italian)).toEqual(['Iniziativa', 'evento Tedesco', 'evento Americano', 'fine Scenario']);
  });
});
