/** CG R11 combat on hand-made positions (digest T17, T20, T23 and the rule-by-rule cases). */
import { describe, expect, it } from 'vitest';
import { game, oddsIndex, finalOdds, columnLabel, combatOdds, type State } from '@esagono/caso-giallo';
import { BOARD, H, L, at, play, position, stepTargets, unit, walk } from '../helpers.js';

const boardNeighbor = (loc: number, d: number) => BOARD.map.neighbor(loc, d);

function attack(s: State, target: string, units: string[]): State {
  s = play(s, { type: 'attack', target: L(target) });
  for (const u of units) s = play(s, { type: 'commit', unit: u });
  return s;
}
const lossChoices = (s: State) => game.legalMoves(s).flatMap((m) => (m.type === 'lose-step' ? [m.unit] : []));

describe('CG R11.3a-b odds and shifts', () => {
  it('T23 fractions are dropped: 12 vs 7 is 1-1; digest A7: 4 vs 7 is 1-2, 1 vs 3 is 1-3', () => {
    expect(columnLabel(oddsIndex(12, 7))).toBe('1-1');
    expect(columnLabel(oddsIndex(4, 7))).toBe('1-2');
    expect(columnLabel(oddsIndex(1, 3))).toBe('1-3');
    expect(columnLabel(oddsIndex(1, 0.5))).toBe('2-1');
  });
  it('T17 13 vs 4 with 2L terrain, 1L supply, 3 Stukas against 1 Allied asset and 3 Panzer divisions: 4-1; more Stukas stop at 5-1', () => {
    const initial = oddsIndex(13, 4);
    expect(columnLabel(initial)).toBe('3-1');
    const base = [
      { amount: -2, rule: 'CG TEC', why: 'hill and works' },
      { amount: -1, rule: 'CG R7.6d', why: 'no attack supply' },
      { amount: 2, rule: 'CG R11.3c', why: 'panzers (capped at 2)' },
    ];
    expect(finalOdds(initial, [...base, { amount: 3, rule: 'air', why: '' }, { amount: -1, rule: 'air', why: '' }], 'german').label).toBe('4-1');
    expect(finalOdds(initial, [...base, { amount: 4, rule: 'air', why: '' }, { amount: -1, rule: 'air', why: '' }], 'german').label).toBe('5-1');
    expect(finalOdds(initial, [...base, { amount: 5, rule: 'air', why: '' }, { amount: -1, rule: 'air', why: '' }], 'german').label).toBe('5-1');
  });
  it('CG R11.3b the Allied net rightward shift is capped at 1; leftward shifts are not capped (digest A5)', () => {
    expect(finalOdds(oddsIndex(2, 1), [{ amount: 3, rule: '', why: '' }], 'allied').label).toBe('3-1');
    expect(finalOdds(oddsIndex(2, 1), [{ amount: -3, rule: '', why: '' }], 'allied').label).toBe('1-3');
  });
  it('digest A6: odds above 6-1 are shifted on the extended scale, then read on 6-1', () => {
    expect(finalOdds(oddsIndex(9, 1), [{ amount: -3, rule: '', why: '' }], 'german').label).toBe('6-1');
    expect(finalOdds(oddsIndex(9, 1), [{ amount: -4, rule: '', why: '' }], 'german').label).toBe('5-1');
  });
  it('CG R11.3c one right per attacking Panzer division; a Panzer division attacking out of a City gets none (review finding 1)', () => {
    let s = attack(position({ '9Pz': '3626', NL1: '3627' }, 'german', 'combat'), '3627', ['9Pz']);
    expect(combatOdds(s, s.combat!)!.net).toBe(1);
    s = attack(position({ '9Pz': '3528', NL1: '3527' }, 'german', 'combat'), '3527', ['9Pz']);
    expect(combatOdds(s, s.combat!)!.net).toBe(0);
  });
  it('CG R11.3a initial odds below 1-3 may not be resolved; 1-4 or worse after shifts is an automatic AE', () => {
    let s = attack(position({ BrigB: '3626', IX: '3627' }, 'allied', 'combat'), '3627', ['BrigB']);
    expect(game.legalMoves(s)).not.toContainEqual({ type: 'resolve' }); // 1 vs 5
    s = attack(position({ PeelA: '3629', '208': '3529' }, 'allied', 'combat'), '3529', ['PeelA']);
    expect(columnLabel(combatOdds(s, s.combat!)!.initial)).toBe('1-3');
    s = play(s, { type: 'resolve' });
    expect(s.combat?.stage).toBe('defender-air'); // CG R11.3c: the German defender may add Stukas
    s = play(s, { type: 'resolve' }); // Woods, DW and the canal: 1-3 less 3, an automatic AE
    expect(s.combat?.result).toBe('AE');
    expect(game.actor(s)).toEqual({ kind: 'player', player: 'allied' });
    s = play(s, { type: 'lose-step', unit: 'PeelA' });
    expect(at(s, 'PeelA')).toBe('eliminated');
  });
  it('CG TEC motorized units attack across a Major River only at a crossing; infantry anywhere', () => {
    const s = position({ '9Pz': '3731', IX: '3531', PeelA: '3730', PeelB: '3530' }, 'german', 'combat');
    const targets = game.legalMoves(s).flatMap((m) => (m.type === 'attack' ? [H(m.target)] : []));
    expect(targets).toEqual(['3530']); // IX across the Maas; the 9th Panzer may not attack 3730
  });
});

describe('CG R11.3d-g results as decisions', () => {
  const twoDivisions = () => attack(position({ '9Pz': '3626', 'SS-V': '3628', NL1: '3627', NL7: '3627' }, 'german', 'combat'), '3627', ['9Pz', 'SS-V']);

  it('CG R11.3f DE: the attacker chooses the defender\'s first step, the defender the second; survivors retreat', () => {
    let s = twoDivisions();
    expect(combatOdds(s, s.combat!)!.label).toBe('4-1');
    s = play(s, { type: 'resolve' });
    s = play(s, { type: 'roll', die: 6 });
    expect(s.combat?.result).toBe('DE');
    expect(game.actor(s)).toEqual({ kind: 'player', player: 'german' });
    s = play(s, { type: 'lose-step', unit: 'NL1' });
    expect(game.actor(s)).toEqual({ kind: 'player', player: 'allied' });
    expect(lossChoices(s)).toEqual(['NL7']);
  });
  it('CG R11.3d a higher attacker TR turns BL1 into BL1 plus a one-hex defender retreat', () => {
    let s = play(twoDivisions(), { type: 'resolve' });
    s = play(s, { type: 'roll', die: 2 }); // 4-1: BL1
    expect(s.combat).toMatchObject({ result: 'BL1', retreatHexes: 1 });
    // CG R11.3e: the Panzer division that shifted takes the German loss.
    expect(lossChoices(s)).toEqual(['9Pz']);
  });
  it('CG R11.3d a higher attacker TR turns AL1 into C', () => {
    let s = attack(position({ '9Pz': '3626', NL1: '3627', NL7: '3627', Lichte: '3627' }, 'german', 'combat'), '3627', ['9Pz']);
    expect(combatOdds(s, s.combat!)!.label).toBe('2-1'); // 3 vs 3, +1 Panzer
    s = play(s, { type: 'resolve' });
    s = play(s, { type: 'roll', die: 1 }); // 2-1: AL1
    expect(s.combat).toBeNull();
    expect(unit(s, '9Pz').steps).toBe(2);
  });
  it('CG R11.4 retreats follow the compass where they can; R11.5 the attacker advances into the vacated hex', () => {
    let s = attack(position({ '9Pz': '3628', 'SS-V': '3727', NL1: '3627', NL7: '3627' }, 'german', 'combat'), '3627', ['9Pz', 'SS-V']);
    s = play(s, { type: 'resolve' });
    s = play(s, { type: 'roll', die: 3 }); // 4-1: DR
    const paths = game.legalMoves(s).flatMap((m) => (m.type === 'retreat' ? [m.path.map(H)] : []));
    expect(paths.length).toBeGreaterThan(0);
    const near = (h: string) => [0, 1, 2, 3, 4, 5].some((d) => H(Math.max(0, boardNeighbor(L('3627'), d))) === h);
    for (const p of paths) {
      // Allied compass W, NW, SW: out through 3626 or 3526 (3726 and 3527 are empty hexes in German ZOC).
      expect(['3626', '3526']).toContain(p[0]);
      if (p.length === 2) expect(near(p[1]!), p.join('>')).toBe(false);
    }
    s = play(s, game.legalMoves(s).find((m) => m.type === 'retreat')!);
    s = play(s, game.legalMoves(s).find((m) => m.type === 'retreat')!);
    expect(s.combat?.stage).toBe('advance');
    s = play(s, { type: 'advance', unit: '9Pz', to: L('3627') });
    // T20: in a German Combat round the yellow-MA division may take a second hex.
    expect(game.legalMoves(s).some((m) => m.type === 'advance' && m.unit === '9Pz')).toBe(true);
  });
  it('T10 a black-MA unit that can only retreat through empty hexes in enemy ZOC is eliminated', () => {
    let s = attack(position({ IX: '3626', X: '3628', XI: '3727', XXVI: '3526', NL1: '3627' }, 'german', 'combat'), '3627', ['IX']);
    s = play(s, { type: 'resolve' });
    s = play(s, { type: 'roll', die: 1 }); // 5-1: DR
    expect(game.legalMoves(s)).toEqual([{ type: 'eliminate', unit: 'NL1' }]);
    s = play(s, { type: 'eliminate', unit: 'NL1' });
    expect(at(s, 'NL1')).toBe('eliminated');
  });
  it('T20 a German second-hex advance never crosses a Major River without a crossing', () => {
    let s = attack(position({ '9Pz': '3831', NL1: '3830' }, 'german', 'combat'), '3830', ['9Pz']);
    s = play(s, { type: 'resolve' });
    s = play(s, { type: 'roll', die: 6 }); // DE
    s = play(s, { type: 'lose-step', unit: 'NL1' });
    s = play(s, { type: 'advance', unit: '9Pz', to: L('3830') });
    const second = game.legalMoves(s).flatMap((m) => (m.type === 'advance' ? [H(m.to)] : []));
    for (const h of ['3829', '3729', '3929', '3930']) expect(second).not.toContain(h);
    expect(second).toContain('3730');
  });
});

describe('CG R11.9 Engaged combats', () => {
  it('ENG: the lower TR side loses a step; survivors stay Engaged and fight again after the next round\'s movement (review finding 2)', () => {
    let s = attack(position({ '9Pz': '3626', NL1: '3627', NL7: '3627' }, 'german', 'combat'), '3627', ['9Pz']);
    expect(combatOdds(s, s.combat!)!.label).toBe('2-1'); // 3 vs 2, +1 Panzer
    s = play(s, { type: 'resolve' });
    s = play(s, { type: 'roll', die: 4 }); // 2-1: ENG
    expect(game.actor(s)).toEqual({ kind: 'player', player: 'allied' });
    s = play(s, { type: 'lose-step', unit: 'NL1' });
    expect(s.engaged).toEqual([{ attacker: 'german', target: L('3627'), from: [L('3626')] }]);
    s = play(s, { type: 'end-round' });
    // The next round is an Allied Move round: the Engaged units may not move (R11.9b).
    s = play(s, { type: 'draw', chit: 'allied-move' });
    expect(stepTargets(s, 'NL7')).toEqual([]);
    s = play(s, { type: 'end-movement' });
    // Then the German, the original attacker, fights it again before motorized combat (R11.9c).
    expect(s.stage.kind).toBe('engaged');
    expect(s.combat).toMatchObject({ attacker: 'german', engaged: true, attackers: ['9Pz'], defenders: ['NL7'] });
    expect(game.actor(s)).toEqual({ kind: 'player', player: 'german' });
    expect(game.legalMoves(s)).toContainEqual({ type: 'resolve' });
    expect(game.legalMoves(s)).not.toContainEqual({ type: 'abandon' });
  });
});

describe('CG R10.8 bridgeheads', () => {
  it('a German yellow-MA unit spends 1 MP to try a bridgehead on an occupied hex across a river; one try per hex and round', () => {
    let s = walk(position({ '9Pz': '3731', PeelA: '3629' }, 'german', 'move'), '9Pz', '3730', '3729');
    expect(game.legalMoves(s)).toContainEqual({ type: 'bridgehead', unit: '9Pz', target: L('3629') });
    s = play(s, { type: 'bridgehead', unit: '9Pz', target: L('3629') });
    s = play(s, { type: 'roll', die: 2 }); // 2 + 1 = 3: fails
    expect(s.bridgeheads).toEqual([]);
    expect(game.legalMoves(s)).not.toContainEqual({ type: 'bridgehead', unit: '9Pz', target: L('3629') });
  });
});

describe('CG R9.5 ZOC and combat (T09)', () => {
  it('T09 ex.1 an attack from one hex ignores other adjacent enemy ZOC', () => {
    let s = attack(position({ IX: '3626', NL1: '3627', NL7: '3726' }, 'german', 'combat'), '3627', ['IX']);
    s = play(s, { type: 'resolve' });
    expect(s.obligations).toEqual([]);
  });
  it('T09 ex.2 an attack from two hexes obliges the attacker to attack every other enemy hex exerting ZOC on them', () => {
    let s = attack(position({ IX: '3626', X: '3628', NL1: '3627', NL7: '3726' }, 'german', 'combat'), '3627', ['IX', 'X']);
    // No unit would be left to attack NL7 in 3726: the attack may not be resolved as it stands.
    expect(game.legalMoves(s)).not.toContainEqual({ type: 'resolve' });
    s = attack(position({ IX: '3626', X: '3628', XI: '3725', NL1: '3627', NL7: '3726' }, 'german', 'combat'), '3627', ['IX', 'X']);
    s = play(s, { type: 'resolve' });
    expect(s.obligations).toEqual([L('3726')]);
    s = play(s, { type: 'roll', die: 1 });
    while (s.combat) s = play(s, game.legalMoves(s).find((m) => m.type !== 'end-advance') ?? game.legalMoves(s)[0]!);
    // The round cannot end before 3726 is attacked.
    expect(game.legalMoves(s)).toEqual([{ type: 'attack', target: L('3726') }]);
  });
  it('T09 ex.3 German yellow-MA units attacking from two hexes need not attack the others', () => {
    let s = attack(position({ '9Pz': '3626', 'SS-V': '3628', NL1: '3627', NL7: '3726' }, 'german', 'combat'), '3627', ['9Pz', 'SS-V']);
    s = play(s, { type: 'resolve' });
    expect(s.obligations).toEqual([]);
  });
});

describe('CG R10.8c(3) bridgeheads before combat (T15)', () => {
  it('T15 a successful roll cancels the river shift; a failed one leaves it', () => {
    const base = () => attack(position({ '9Pz': '3729', PeelA: '3629' }, 'german', 'combat'), '3629', ['9Pz']);
    let s = base();
    expect(combatOdds(s, s.combat!)!.label).toBe('2-1'); // 3-1, DW 1L, canal 1L, Panzer 1R
    s = play(s, { type: 'bridgehead', unit: '9Pz', target: L('3629') });
    expect(s.stage).toMatchObject({ kind: 'bridgehead-roll', drm: 1 });
    s = play(s, { type: 'roll', die: 3 });
    expect(s.bridgeheads).toEqual([L('3629')]);
    expect(combatOdds(s, s.combat!)!.label).toBe('3-1');
    expect(game.legalMoves(s)).not.toContainEqual({ type: 'bridgehead', unit: '9Pz', target: L('3629') });
    s = play(base(), { type: 'bridgehead', unit: '9Pz', target: L('3629') });
    s = play(s, { type: 'roll', die: 2 });
    expect(combatOdds(s, s.combat!)!.label).toBe('2-1');
  });
});

describe('CG R10.8c(1) bridgeheads after an advance', () => {
  it('a Panzer division that advanced next to an empty Dutch hex across a river may try a bridgehead on it', () => {
    let s = attack(position({ '9Pz': '3730', NL1: '3729' }, 'german', 'combat'), '3729', ['9Pz']);
    s = play(s, { type: 'resolve' });
    s = play(s, { type: 'roll', die: 6 }); // 4-1: DE
    s = play(s, { type: 'lose-step', unit: 'NL1' });
    s = play(s, { type: 'advance', unit: '9Pz', to: L('3729') });
    s = play(s, { type: 'end-advance' });
    expect(game.legalMoves(s)).toContainEqual({ type: 'bridgehead', unit: '9Pz', target: L('3629') });
    s = play(s, { type: 'bridgehead', unit: '9Pz', target: L('3629') });
    expect(s.stage).toMatchObject({ kind: 'bridgehead-roll', drm: 3 + 1 - 1, resume: 'attack' }); // turn 1, TR 4, works in 3629
    s = play(s, { type: 'roll', die: 1 });
    expect(s.bridgeheads).toEqual([L('3629')]);
    expect(s.stage.kind).toBe('attack');
  });
});
