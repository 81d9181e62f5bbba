/**
 * CG SB9, the Fortress Holland walkthrough (digest T22a-T22m, with the review's corrections),
 * replayed move by move through the protocol with the rolls it gives. The CRT body is a stand-in
 * (data/tables.ts): the die faces below are the ones that give, on our table, the result the
 * walkthrough reports.
 */
import { describe, expect, it } from 'vitest';
import { game, captureTrack, combatOdds, victoryLevel, columnLabel, type State } from '@esagono/caso-giallo';
import { L, H, at, play, start, stepTargets, unit, walk } from '../helpers.js';

function airPhase(): State {
  let s = start();
  // T22b: the four regiments, then the 22 LL with the regiment in Den Haag.
  s = play(s, { type: 'drop', unit: 'FJ1', to: L('4224') });
  s = play(s, { type: 'drop', unit: 'FJ2', to: L('4125') });
  s = play(s, { type: 'drop', unit: 'FJ3', to: L('4027') });
  s = play(s, { type: 'drop', unit: 'FJ4', to: L('3924') });
  s = play(s, { type: 'drop', unit: '22LL', to: L('4224') });
  s = play(s, { type: 'land', die: 4 }); // 4224: 4 + 3 (City) = 7, E
  s = play(s, { type: 'land', die: 2 }); // 4125: 2 + 1 (Town) = 3, X
  s = play(s, { type: 'land', die: 4 }); // 4027: 4 + 1 (DW) = 5, X
  s = play(s, { type: 'land', die: 1 }); // 3924: 1 + 1 (DW) = 2, X
  return s;
}

function round1(): State {
  let s = airPhase();
  s = play(s, { type: 'land', die: 5 }); // 22 LL: 5 + 3 = 8, E: reduced, and a re-roll
  s = play(s, { type: 'land', die: 3 }); // re-roll 3: survives
  s = play(s, { type: 'end-dive-bombing' });
  s = play(s, { type: 'chit', mode: 'move' });
  for (const h of ['4024', '4127', '3725']) s = play(s, { type: 'refugee', to: L(h) });
  s = walk(s, 'XI', '3330', '3329');
  s = walk(s, 'IX', '3531', '3530');
  s = walk(s, 'XXVI', '3831', '3830');
  s = walk(s, 'X', '3933', '3932');
  s = walk(s, '208', '3934', '3933', '3932');
  s = walk(s, 'SS-V', '3835', '3834', '3833');
  s = walk(s, '225', '3535', '3534', '3533');
  s = play(s, { type: 'group', units: ['9Pz', 'LAH'] }); // CG R10.1b: they move together
  s = walk(s, '9Pz', '3731', '3730', '3729');
  s = play(s, { type: 'bridgehead', unit: '9Pz', target: L('3629') });
  s = play(s, { type: 'roll', die: 3 }); // 3 + 3 (turn 1) - 2 (Allied unit) - 1 (DW) + 1 (TR 4) = 4: success
  s = play(s, { type: 'end-movement' });
  return s;
}

describe('T22 Fortress Holland walkthrough (CG SB9)', () => {
  it('T22a the German has 3 Stukas (SB9 L4777-L4779)', () => {
    expect(start().stukas).toEqual({ available: 3, used: 0 });
  });

  it('T22b paradrops: the Den Haag regiment is eliminated, the 22 LL survives reduced, Den Haag and Gouda are German', () => {
    let s = airPhase();
    expect(at(s, 'FJ1')).toBe('eliminated');
    expect(s.stage).toMatchObject({ kind: 'landing', unit: '22LL', drm: 3 }); // digest A54: only the +3
    s = play(s, { type: 'land', die: 5 });
    expect(s.stage.kind).toBe('ll-reroll');
    expect(unit(s, '22LL').steps).toBe(1);
    s = play(s, { type: 'land', die: 3 });
    expect(at(s, '22LL')).toBe('4224');
    expect(captureTrack(s)).toBe(2);
    // The landings destroyed the Defensive Works of 4027 and 3924 (CG R10.9b, T16).
    expect(s.worksDestroyed.map(H).sort()).toEqual(['3924', '4027']);
    expect(s.stage.kind).toBe('dive');
  });

  it('T22c the Supply Phase changes nothing in scenario 4 (SB8.6): after the air phase comes the initiative chit', () => {
    let s = airPhase();
    s = play(s, { type: 'land', die: 5 });
    s = play(s, { type: 'land', die: 3 });
    s = play(s, { type: 'end-dive-bombing' });
    expect(s.stage.kind).toBe('initiative');
    expect(s.units.every((u) => !u.dis)).toBe(true);
  });

  it('T22d round 1: movement costs, the bridgehead on 3629 and the 5-1 on Peel(a)', () => {
    let s = airPhase();
    s = play(s, { type: 'land', die: 5 });
    s = play(s, { type: 'land', die: 3 });
    s = play(s, { type: 'end-dive-bombing' });
    s = play(s, { type: 'chit', mode: 'move' });
    // T22d: landed airborne units may not move in this first German Move round (SB4.2d).
    expect(stepTargets(s, 'FJ2')).toEqual([]);
    for (const h of ['4024', '4127', '3725']) s = play(s, { type: 'refugee', to: L(h) });
    s = walk(s, 'XI', '3330');
    expect(s.moving).toMatchObject({ units: ['XI'], mp: 1 }); // clear 1 + Maas 1 + DW 1
    s = walk(s, 'XI', '3329');
    s = walk(s, 'IX', '3531', '3530');
    s = walk(s, 'XXVI', '3831');
    expect(s.moving?.mp).toBe(2); // Hill 1 + DW 1
    s = walk(s, 'XXVI', '3830');
    expect(captureTrack(s)).toBe(3);
    // Review finding 9: its last MP buys no hex ahead.
    expect(stepTargets(s, 'XXVI').filter((h) => h !== '3831')).toEqual([]);
    s = walk(s, 'X', '3933', '3932');
    expect(stepTargets(s, 'X')).not.toContain('4032'); // 1 + IJssel 1 + DW 1 = 3 > 1
    s = walk(s, '208', '3934', '3933', '3932');
    expect(s.moving?.mp).toBe(0);
    s = walk(s, 'SS-V', '3835', '3834', '3833');
    expect(s.moving?.mp).toBe(0);
    s = walk(s, '225', '3535', '3534', '3533');
    expect(s.moving?.mp).toBe(0);
    s = play(s, { type: 'group', units: ['9Pz', 'LAH'] });
    s = walk(s, '9Pz', '3731', '3730', '3729');
    expect(s.moving).toMatchObject({ units: ['9Pz', 'LAH'], mp: 1 });
    expect(at(s, 'LAH')).toBe('3729');
    s = play(s, { type: 'bridgehead', unit: '9Pz', target: L('3629') });
    expect(s.stage).toMatchObject({ kind: 'bridgehead-roll', drm: 1 });
    s = play(s, { type: 'roll', die: 3 });
    expect(s.bridgeheads.map(H)).toEqual(['3629']);
    expect(s.moving?.mp).toBe(0); // the 9th Panzer's last MP (SB9 L4899)
    s = play(s, { type: 'end-movement' });
    s = play(s, { type: 'attack', target: L('3629') });
    s = play(s, { type: 'commit', unit: '9Pz' });
    s = play(s, { type: 'commit', unit: 'LAH' });
    let odds = combatOdds(s, s.combat!)!;
    expect(columnLabel(odds.initial)).toBe('4-1');
    expect(odds.label).toBe('4-1'); // DW 1L, river cancelled by the bridgehead, 9th Panzer 1R
    s = play(s, { type: 'air' });
    odds = combatOdds(s, s.combat!)!;
    expect(odds.label).toBe('5-1');
    s = play(s, { type: 'resolve' });
    s = play(s, { type: 'roll', die: 3 }); // 5-1: DL1
    s = play(s, { type: 'lose-step', unit: 'PeelA' });
    expect(at(s, 'PeelA')).toBe('eliminated');
    s = play(s, { type: 'advance', unit: '9Pz', to: L('3629') });
    s = play(s, { type: 'advance', unit: 'LAH', to: L('3629') });
    expect(s.combat).toBeNull(); // a Move round advance is one hex (CG R11.6b)
    expect(s.bridgeheads).toEqual([]);
    expect(s.worksDestroyed.map(H)).toContain('3629');
    expect(s.stukas).toEqual({ available: 2, used: 1 });
  });

  it('T22e-T22l the rest of the turn, to a German Operational Victory', () => {
    let s = round1();
    s = play(s, { type: 'attack', target: L('3629') });
    s = play(s, { type: 'commit', unit: '9Pz' });
    s = play(s, { type: 'commit', unit: 'LAH' });
    s = play(s, { type: 'air' });
    s = play(s, { type: 'resolve' });
    s = play(s, { type: 'roll', die: 3 });
    s = play(s, { type: 'lose-step', unit: 'PeelA' });
    s = play(s, { type: 'advance', unit: '9Pz', to: L('3629') });
    s = play(s, { type: 'advance', unit: 'LAH', to: L('3629') });
    s = play(s, { type: 'end-round' });

    // T22e round 2: the Allied Combat chit.
    s = play(s, { type: 'draw', chit: 'allied-combat' });
    s = play(s, { type: 'attack', target: L('4224') });
    s = play(s, { type: 'commit', unit: 'NL1' });
    expect(columnLabel(combatOdds(s, s.combat!)!.initial)).toBe('1-2');
    s = play(s, { type: 'abandon' });
    s = play(s, { type: 'attack', target: L('3924') });
    s = play(s, { type: 'commit', unit: 'Rdam' });
    let odds = combatOdds(s, s.combat!)!;
    expect(columnLabel(odds.initial)).toBe('2-1');
    expect(odds.label).toBe('1-1'); // Major River shift
    expect(combatOdds(s, { ...s.combat!, defenderAir: 2 })!.label).toBe('1-3');
    s = play(s, { type: 'abandon' });
    s = play(s, { type: 'attack', target: L('4027') });
    s = play(s, { type: 'commit', unit: 'NL7' });
    s = play(s, { type: 'commit', unit: 'BrigG' });
    odds = combatOdds(s, s.combat!)!;
    expect(columnLabel(odds.initial)).toBe('4-1');
    expect(odds.label).toBe('3-1');
    s = play(s, { type: 'resolve' });
    expect(s.combat?.stage).toBe('defender-air'); // the German may add Stukas; he declines
    s = play(s, { type: 'resolve' });
    s = play(s, { type: 'roll', die: 4 }); // 3-1: DR
    expect(s.combat?.result).toBe('DR');
    const retreats = game.legalMoves(s).flatMap((m) => (m.type === 'retreat' ? [m.path.map(H).join('>')] : []));
    expect(retreats).toContain('4026>4125');
    s = play(s, { type: 'retreat', unit: 'FJ3', path: [L('4026'), L('4125')] });
    s = play(s, { type: 'advance', unit: 'NL7', to: L('4027') });
    s = play(s, { type: 'advance', unit: 'BrigG', to: L('4027') });
    s = play(s, { type: 'end-round' });

    // T22f round 3: a German chit played as Combat; 9-1 less 3 shifts is still 6-1.
    s = play(s, { type: 'draw', chit: 'german' });
    s = play(s, { type: 'chit', mode: 'combat' });
    s = play(s, { type: 'attack', target: L('3529') });
    for (const u of ['IX', '9Pz', 'LAH']) s = play(s, { type: 'commit', unit: u });
    odds = combatOdds(s, s.combat!)!;
    expect(columnLabel(odds.initial)).toBe('9-1');
    expect(odds.label).toBe('6-1');
    s = play(s, { type: 'resolve' });
    s = play(s, { type: 'roll', die: 2 }); // 6-1: DL1
    s = play(s, { type: 'lose-step', unit: 'PeelB' });
    s = play(s, { type: 'advance', unit: '9Pz', to: L('3529') });
    s = play(s, { type: 'advance', unit: '9Pz', to: L('3528') });
    s = play(s, { type: 'advance', unit: 'LAH', to: L('3529') });
    s = play(s, { type: 'advance', unit: 'LAH', to: L('3528') });
    s = play(s, { type: 'advance', unit: 'IX', to: L('3529') });
    expect(captureTrack(s)).toBe(4);
    s = play(s, { type: 'end-round' });

    // T22g round 4: the Allies decline.
    s = play(s, { type: 'draw', chit: 'allied-combat' });
    s = play(s, { type: 'end-round' });

    // T22h round 5 (review finding 1: no armour shift out of a City, so 4-1).
    s = play(s, { type: 'draw', chit: 'german' });
    s = play(s, { type: 'chit', mode: 'combat' });
    s = play(s, { type: 'attack', target: L('3527') });
    s = play(s, { type: 'commit', unit: '9Pz' });
    s = play(s, { type: 'commit', unit: 'LAH' });
    expect(combatOdds(s, s.combat!)!.label).toBe('4-1');
    s = play(s, { type: 'resolve' });
    s = play(s, { type: 'roll', die: 6 }); // 4-1: DE
    s = play(s, { type: 'lose-step', unit: 'Lichte' }); // the attacker picks the first loss (CG R11.3f)
    s = play(s, { type: 'advance', unit: '9Pz', to: L('3527') });
    s = play(s, { type: 'advance', unit: '9Pz', to: L('3627') });
    s = play(s, { type: 'advance', unit: 'LAH', to: L('3527') });
    s = play(s, { type: 'advance', unit: 'LAH', to: L('3627') });
    s = play(s, { type: 'end-round' });

    // T22i round 6: no black-star Dutch unit may move in the first Allied Move round.
    s = play(s, { type: 'draw', chit: 'allied-move' });
    expect(game.legalMoves(s)).toEqual([{ type: 'end-movement' }]);
    s = play(s, { type: 'end-movement' });
    s = play(s, { type: 'end-round' });

    // T22j round 7: the German's last chit must be a Move (two Combat rounds played).
    s = play(s, { type: 'draw', chit: 'german' });
    expect(game.legalMoves(s)).toEqual([{ type: 'chit', mode: 'move' }]);
    s = play(s, { type: 'chit', mode: 'move' });
    s = walk(s, 'X', '4032');
    expect(s.moving?.mp).toBe(1); // IJssel 1 + DW 1 + clear 1
    s = walk(s, 'X', '4031');
    s = walk(s, '208', '4032');
    expect(s.moving?.mp).toBe(2); // review finding 5: the works are already destroyed
    s = walk(s, '208', '4131');
    expect(captureTrack(s)).toBe(5);
    s = play(s, { type: 'group', units: ['9Pz', 'LAH'] });
    s = walk(s, '9Pz', '3626', '3725', '3825');
    expect(s.moving?.mp).toBe(2); // Wilhelmina canal +1: the far bank is Allied
    s = walk(s, '9Pz', '3924');
    expect(s.moving?.mp).toBe(0);
    expect(at(s, 'LAH')).toBe('3924');
    s = play(s, { type: 'end-movement' });
    s = play(s, { type: 'attack', target: L('4024') });
    s = play(s, { type: 'commit', unit: '9Pz' });
    s = play(s, { type: 'commit', unit: 'LAH' });
    expect(combatOdds(s, s.combat!)!.label).toBe('3-1'); // City 1L; the FJ bridgehead cancels the river
    s = play(s, { type: 'air' });
    s = play(s, { type: 'air' });
    expect(combatOdds(s, s.combat!)!.label).toBe('5-1');
    s = play(s, { type: 'resolve' });
    s = play(s, { type: 'roll', die: 5 }); // 5-1: DE
    s = play(s, { type: 'lose-step', unit: 'Rdam' });
    s = play(s, { type: 'advance', unit: '9Pz', to: L('4024') });
    s = play(s, { type: 'advance', unit: 'LAH', to: L('4024') });
    expect(captureTrack(s)).toBe(6);
    s = play(s, { type: 'end-round' });

    // T22k round 8: the Allies retake Breda; the track stays at 6.
    s = play(s, { type: 'draw', chit: 'allied-move' });
    s = walk(s, 'BrigB', '3725');
    s = play(s, { type: 'end-movement' });
    expect(captureTrack(s)).toBe(6);
    s = play(s, { type: 'end-round' });

    // T22l End Phase: no terror bombing, surrender, Operational Victory.
    expect(s.stage.kind).toBe('terror');
    s = play(s, { type: 'no-terror' });
    expect(game.outcome(s)).toMatchObject({ kind: 'win', winner: 'german' });
    expect(victoryLevel(s)).toBe('german-operational');

    // T22m the chit sequence: G(M) A(C) G(C) A(C) G(C) A(M) G(M) A(M).
    expect(s.rounds.map((r) => `${r.side[0]!.toUpperCase()}(${r.mode[0]!.toUpperCase()})`).join(' ')).toBe('G(M) A(C) G(C) A(C) G(C) A(M) G(M) A(M)');
  });
});
