import { describe, expect, it } from 'vitest';
import { game } from '../../src/game.js';
import type { CardId } from '../../src/data/cards.js';
import type { State } from '../../src/state.js';
import { H, apply, faces, scenario, setupState, playCard } from '../helpers.js';

describe('tactic cards (digest Appendix A)', () => {
  it('Air Power: up to 4 adjacent enemy units, 2 dice each for the Allies, stars hit (M44 p.21 [L887])', () => {
    const s = setupState({
      terrain: [[2, 10, 'woods']],
      units: [
        { row: 8, col: 0, side: 'allies' },
        { row: 2, col: 10, side: 'axis' },
        { row: 2, col: 12, side: 'axis' },
        { row: 0, col: 24, side: 'axis' },
      ],
    });
    let r = playCard(s, 'air-power');
    expect(game.legalMoves(r)).toHaveLength(3);
    r = apply(r, { type: 'target', target: 1 });
    // Only units next to a chosen one, or fire now.
    expect(game.legalMoves(r)).toEqual([{ type: 'target', target: 2 }, { type: 'skip' }]);
    r = apply(apply(r, { type: 'target', target: 2 }), { type: 'skip' });
    expect(r.phase.kind === 'roll' && r.phase.attack.dice).toBe(2);
    r = apply(r, { type: 'roll', faces: faces('star', 'star') });
    expect(r.units[1]?.figures).toBe(2);
    expect(r.phase.kind === 'roll' && r.phase.attack.target).toBe(2);
  });

  it('Infantry Assault: all infantry of one section move up to 3, battle after 2 (digest Appendix A)', () => {
    const s = setupState({ units: [{ row: 8, col: 10, side: 'allies' }, { row: 8, col: 12, side: 'allies' }, { row: 8, col: 2, side: 'allies' }, { row: 0, col: 0, side: 'axis' }] });
    let r = playCard(s, 'infantry-assault');
    expect(game.legalMoves(r)).toEqual([
      { type: 'section', section: 0 },
      { type: 'section', section: 1 },
    ]);
    r = apply(r, { type: 'section', section: 1 });
    expect(r.turn?.orders.map((o) => o.unit)).toEqual([0, 1]);
    expect(game.legalMoves(r)).toContainEqual({ type: 'move', unit: 0, to: H(5, 9) });
    r = apply(r, { type: 'move', unit: 0, to: H(6, 10) });
    expect(r.turn?.orders[0]?.canBattle).toBe(true);
  });

  it('Close Assault: units next to enemies, no move, +1 die (digest Appendix A)', () => {
    const s = setupState({ units: [{ row: 5, col: 9, side: 'allies' }, { row: 7, col: 1, side: 'allies' }, { row: 4, col: 8, side: 'axis' }] });
    const r = playCard(s, 'close-assault');
    expect(r.phase.kind).toBe('battle');
    expect(r.turn?.orders.map((o) => o.unit)).toEqual([0]);
    const a = apply(r, { type: 'attack', unit: 0, target: 2 });
    expect(a.phase.kind === 'ambush' && a.phase.attack.dice).toBe(4);
  });

  it('Firefight: units not next to enemies, no move, +1 die (digest Appendix A)', () => {
    const s = setupState({ units: [{ row: 6, col: 8, side: 'allies' }, { row: 4, col: 8, side: 'axis' }] });
    const r = playCard(s, 'firefight');
    const a = apply(r, { type: 'attack', unit: 0, target: 1 });
    expect(a.phase.kind === 'roll' && a.phase.attack.dice).toBe(3);
  });

  it('Artillery Bombard: artillery battles twice if it stays (M44 p.7 [L266]; digest A27)', () => {
    const s = setupState({ units: [{ row: 8, col: 8, side: 'allies', type: 'artillery' }, { row: 4, col: 8, side: 'axis' }] });
    let r = playCard(s, 'artillery-bombard');
    r = apply(r, { type: 'end-moves' });
    r = apply(apply(r, { type: 'attack', unit: 0, target: 1 }), { type: 'roll', faces: faces('star', 'star') });
    expect(game.legalMoves(r)).toContainEqual({ type: 'attack', unit: 0, target: 1 });
  });

  it('Medics & Mechanics: 1 die per card in hand, symbol or star heals, then the unit acts (M44 p.22 [L953])', () => {
    const s = setupState({ units: [{ row: 6, col: 8, side: 'allies', figures: 1 }, { row: 0, col: 0, side: 'axis' }] });
    let r = playCard(s, 'medics-and-mechanics', ['probe-left', 'probe-left']);
    r = apply(r, { type: 'target', target: 0 });
    expect(r.phase.kind === 'medics-roll' && r.phase.dice).toBe(3);
    r = apply(r, { type: 'roll', faces: faces('infantry', 'star', 'flag') });
    expect(r.units[0]?.figures).toBe(3);
    expect(r.phase.kind).toBe('move');
  });

  it("Their Finest Hour: dice order units by symbol, stars any; +1 die; reshuffle (M44 p.22 [L952])", () => {
    const s = setupState({ units: [{ row: 6, col: 8, side: 'allies' }, { row: 6, col: 12, side: 'allies', type: 'armor' }, { row: 4, col: 8, side: 'axis' }] });
    let r = playCard(s, 'their-finest-hour');
    expect(r.phase.kind === 'finest-roll' && r.phase.dice).toBe(1);
    r = apply(r, { type: 'roll', faces: faces('armor') });
    expect(r.turn?.orders.map((o) => o.unit)).toEqual([1]);
  });

  it('Behind Enemy Lines: infantry moves 3 ignoring terrain and battles at +1 (digest Appendix A)', () => {
    const s = setupState({ terrain: [[7, 9, 'woods']], units: [{ row: 8, col: 8, side: 'allies' }, { row: 3, col: 9, side: 'axis' }] });
    let r = playCard(s, 'behind-enemy-lines');
    r = apply(r, { type: 'move', unit: 0, to: H(5, 9) });
    expect(r.turn?.orders[0]?.canBattle).toBe(true);
    r = apply(r, { type: 'end-moves' });
    const a = apply(r, { type: 'attack', unit: 0, target: 1 });
    expect(a.phase.kind === 'roll' && a.phase.attack.dice).toBe(3);
  });
});

describe('scenario rule: airdrop', () => {
  it('paratroopers land uniformly in the zone before the side\'s first turn; one landing on a unit is lost', () => {
    const sc = scenario({
      units: [{ row: 4, col: 12, side: 'axis' }, { row: 8, col: 0, side: 'allies' }],
      specialRules: [{ id: 'airdrop', side: 'allies', type: 'infantry', units: 2, figures: 4, center: { row: 4, col: 12 }, range: 1 }],
    });
    const r0 = game.setup({ scenario: sc });
    if (!r0.ok) throw new Error(r0.error.message);
    let s = r0.state;
    while (s.phase.kind === 'deal') s = apply(s, game.chanceOutcomes(s)[0]!.move);
    expect(s.phase.kind).toBe('airdrop');
    const out = game.chanceOutcomes(s);
    expect(out).toHaveLength(7);
    expect(out.every((o) => o.p.num === 1 && o.p.den === 7)).toBe(true);
    s = apply(s, { type: 'drop', to: H(4, 12) });
    expect(s.units).toHaveLength(2);
    s = apply(s, { type: 'drop', to: H(3, 11) });
    expect(s.units[2]).toMatchObject({ side: 'allies', at: H(3, 11), figures: 4 });
    expect(game.actor(s)).toEqual({ kind: 'player', player: 'allies' });
  });
});
