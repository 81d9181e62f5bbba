import { describe, expect, it } from 'vitest';
import { game } from '../../src/game.js';
import { H, apply, attackWith, declare, faces, setupState, unitOn } from '../helpers.js';

const retreatTo = (s: ReturnType<typeof setupState>) =>
  game
    .legalMoves(s)
    .flatMap((m) => (m.type === 'retreat' ? [m.to] : []))
    .sort((a, b) => a - b);

describe('retreat, take ground and overrun (M44 p.9-11)', () => {
  const base = (extra: Parameters<typeof setupState>[0]['units'] = [], terrain: Parameters<typeof setupState>[0]['terrain'] = []) =>
    setupState({ terrain, units: [{ row: 5, col: 9, side: 'allies' }, { row: 4, col: 8, side: 'axis' }, ...extra] });

  it('TC-14 the owner picks one of the two hexes toward its baseline (M44 p.9 [L413])', () => {
    const r = attackWith(base(), 0, 1, faces('flag', 'infantry', 'star'));
    expect(r.units[1]?.figures).toBe(3);
    expect(game.actor(r)).toEqual({ kind: 'player', player: 'axis' });
    expect(retreatTo(r)).toEqual([H(3, 7), H(3, 9)]);
  });

  it('TC-15 with (3,9) occupied the only retreat is (3,7) (M44 p.9 [L417])', () => {
    const r = attackWith(base([{ row: 3, col: 9, side: 'axis' }]), 0, 1, faces('flag', 'infantry', 'star'));
    // A single forced path is applied at once; the attacker may then take ground.
    expect(r.units[1]?.at).toBe(H(3, 7));
    expect(r.phase.kind).toBe('take-ground');
  });

  it('TC-16 no retreat path: the flag costs a figure and the hex is not vacated (M44 p.9 [L407, L421])', () => {
    const r = attackWith(base([{ row: 3, col: 9, side: 'axis' }], [[3, 7, 'river']]), 0, 1, faces('flag', 'infantry', 'star'));
    expect(r.units[1]?.figures).toBe(2);
    expect(r.units[1]?.at).toBe(H(4, 8));
    expect(r.phase.kind).not.toBe('take-ground');
  });

  it('TC-17 take ground into woods after a close assault; no further battle (M44 p.10 [L433-439])', () => {
    const s = base([], [[4, 8, 'woods']]);
    let r = attackWith(s, 0, 1, faces('flag', 'infantry'));
    expect(r.units[1]?.figures).toBe(3);
    r = apply(r, { type: 'retreat', to: H(3, 7) });
    expect(r.phase.kind).toBe('take-ground');
    expect(game.actor(r)).toEqual({ kind: 'player', player: 'allies' });
    r = apply(r, { type: 'take-ground', take: true });
    expect(r.units[0]?.at).toBe(H(4, 8));
    expect(r.turn?.orders[0]?.stopped).toBe(true);
  });

  it('TC-18 armour takes ground then overruns, adjacent targets first, once per turn (M44 p.11 [L441-465])', () => {
    const s = setupState({ units: [{ row: 5, col: 9, side: 'allies', type: 'armor' }, { row: 4, col: 8, side: 'axis' }, { row: 1, col: 1, side: 'axis' }] });
    let r = attackWith(s, 0, 1, faces('flag', 'infantry', 'star'));
    r = apply(r, { type: 'retreat', to: H(3, 7) });
    r = apply(r, { type: 'take-ground', take: true });
    expect(r.phase.kind).toBe('overrun');
    const targets = game.legalMoves(r).flatMap((m) => (m.type === 'attack' ? [m.target] : []));
    expect(targets).toEqual([1]);
    r = declare(r, 0, 1);
    r = apply(r, { type: 'roll', faces: faces('flag', 'star', 'star') });
    r = apply(r, { type: 'retreat', to: H(2, 6) });
    r = apply(r, { type: 'take-ground', take: true });
    expect(r.units[0]?.at).toBe(H(3, 7));
    // No third attack: back to the battle step with the armour's battle spent.
    expect(r.phase.kind).not.toBe('overrun');
  });

  it('TC-22 the French Resistance retreats 1 to 3 hexes per flag (M44 p.13 [L557-563]; review finding 1)', () => {
    const s = setupState({
      terrain: [[6, 12, 'town']],
      units: [
        { row: 2, col: 12, side: 'allies', badge: 'resistance' },
        { row: 1, col: 11, side: 'axis' },
      ],
    });
    let r = attackWith({ ...s, active: 'axis' }, 1, 0, faces('flag', 'flag', 'star'));
    const lengths: number[] = [];
    // Walk the straight line down column 12 +-1, counting where stopping is allowed.
    for (let step = 1; step <= 6 && r.phase.kind === 'retreat'; step++) {
      const moves = game.legalMoves(r);
      if (moves.some((m) => m.type === 'stop-retreat')) lengths.push(step - 1);
      const next = moves.find((m) => m.type === 'retreat');
      if (!next) break;
      r = apply(r, next);
    }
    if (r.phase.kind !== 'retreat') lengths.push(6);
    expect(lengths).toEqual([2, 3, 4, 5, 6]);
  });

  it('TC-32 no retreat into the ocean: 1 hit + 1 loss (M44 p.16 [L727-731])', () => {
    const s = setupState({
      terrain: [
        [6, 10, 'beach'],
        [7, 9, 'ocean'],
        [7, 11, 'ocean'],
      ],
      units: [
        { row: 6, col: 10, side: 'allies' },
        { row: 4, col: 10, side: 'axis' },
      ],
    });
    const r = attackWith({ ...s, active: 'axis' }, 1, 0, faces('infantry', 'flag'));
    expect(r.units[0]?.figures).toBe(2);
    expect(r.units[0]?.at).toBe(H(6, 10));
  });

  it('TC-39 armour set up in a bunker ignores the first flag and loses 1 per flag beyond (M44 p.19 [L814-820])', () => {
    const s = setupState({ obstacles: [[4, 8, 'bunker']], units: [{ row: 6, col: 8, side: 'allies', type: 'artillery' }, { row: 4, col: 8, side: 'axis', type: 'armor' }] });
    expect(s.units[1]?.fixed).toBe(true);
    const r = attackWith(s, 0, 1, faces('flag', 'flag', 'star'));
    expect(r.units[1]?.figures).toBe(2);
    expect(r.units[1]?.at).toBe(H(4, 8));
  });

  it('TC-40 infantry in a hedgehog may ignore a flag (M44 p.19 [L829-831])', () => {
    const s = setupState({ obstacles: [[4, 8, 'hedgehog']], units: [{ row: 5, col: 9, side: 'allies' }, { row: 4, col: 8, side: 'axis' }] });
    let r = attackWith(s, 0, 1, faces('flag', 'star', 'star'));
    expect(r.phase.kind).toBe('ignore-flag');
    r = apply(r, { type: 'ignore-flag', ignore: true });
    expect(r.units[1]?.at).toBe(H(4, 8));
    expect(r.units[1]?.figures).toBe(4);
  });

  it('TC-55 partial retreat: as far as possible, then 1 figure per missing hex (M44 p.9 [L407-408]; digest A4)', () => {
    const s = base([
      { row: 3, col: 9, side: 'axis' },
      { row: 2, col: 6, side: 'axis' },
      { row: 2, col: 8, side: 'axis' },
    ]);
    const r = attackWith(s, 0, 1, faces('flag', 'flag', 'star'));
    expect(r.units[1]?.at).toBe(H(3, 7));
    expect(r.units[1]?.figures).toBe(3);
  });

  it('TC-56 a unit on its baseline cannot retreat off the board: 1 figure (M44 p.9 [L407])', () => {
    const s = setupState({ units: [{ row: 1, col: 9, side: 'allies' }, { row: 0, col: 8, side: 'axis' }] });
    const r = attackWith(s, 0, 1, faces('flag', 'star', 'star'));
    expect(r.units[1]?.figures).toBe(3);
    expect(r.units[1]?.at).toBe(H(0, 8));
  });

  it('TC-57 from a bridge only onto land (M44 p.16 [L682])', () => {
    const s = setupState({
      terrain: [
        [4, 8, 'river'],
        [3, 7, 'river'],
        [3, 9, 'river'],
      ],
      obstacles: [[4, 8, 'bridge']],
      units: [{ row: 5, col: 9, side: 'allies' }, { row: 4, col: 8, side: 'axis' }],
    });
    const r = attackWith(s, 0, 1, faces('flag', 'star', 'star'));
    expect(r.units[1]?.figures).toBe(3);
    expect(r.units[1]?.at).toBe(H(4, 8));
  });

  it('TC-58 armour may retreat from a dune onto a beach (M44 p.17 [L742])', () => {
    const s = setupState({
      terrain: [
        [4, 8, 'dune'],
        [3, 7, 'beach'],
        [3, 9, 'beach'],
      ],
      units: [{ row: 6, col: 8, side: 'allies', type: 'artillery' }, { row: 4, col: 8, side: 'axis', type: 'armor' }],
    });
    const r = attackWith(s, 0, 1, faces('flag', 'star', 'star'));
    expect(retreatTo(r)).toEqual([H(3, 7), H(3, 9)]);
    expect(unitOn(r, 4, 8)).toBe(1);
  });

  it('an ignored flag leaves the hex occupied: no take ground (digest A5)', () => {
    const s = setupState({ terrain: [[4, 8, 'church']], units: [{ row: 5, col: 9, side: 'allies' }, { row: 4, col: 8, side: 'axis' }] });
    let r = attackWith(s, 0, 1, faces('flag', 'star'));
    r = apply(r, { type: 'ignore-flag', ignore: true });
    expect(r.phase.kind).not.toBe('take-ground');
  });

  it('armour cannot retreat into a bunker, non-infantry not into a hedgehog (M44 p.9 [L405]; review finding 11)', () => {
    const s = setupState({
      obstacles: [
        [3, 7, 'bunker'],
        [3, 9, 'hedgehog'],
      ],
      units: [{ row: 6, col: 8, side: 'allies', type: 'artillery' }, { row: 4, col: 8, side: 'axis', type: 'armor' }],
    });
    const r = attackWith(s, 0, 1, faces('flag', 'star', 'star'));
    expect(r.units[1]?.figures).toBe(2);
  });
});
