// DDOB 8 US attacks: worked examples E-08, E-09, E-10, E-29, E-30 and derived tests (review findings 2, 3, 10).
import { describe, expect, it } from 'vitest';
import { DEPTH_MARKERS, doubling, game, readAttack, type Move, type State } from '../../src/index.js';
import { attackValid, canJoin, weaponsOf } from '../../src/combat/index.js';
import { blank, withGerman, withUs } from '../helpers.js';

function play(s: State, moves: Move[]): State {
  let t = s;
  for (const m of moves) {
    const r = game.resolve(t, m);
    if (!r.ok) throw new Error(`${m.type}: ${r.error.message}`);
    t = r.state;
  }
  return t;
}

const actions = (s: State): State => ({ ...s, phase: 'actions:1st', step: { kind: 'actions', division: '1st' } });

describe('DDOB 8.3 resolving attacks', () => {
  it('E-08 reduced infantry with a Hero (4, BZ BG RD) vs WN64 lone unit 2 BZ BR: Hero supplies BR, 4:2 Yes -> defeated', () => {
    let s = blank('easy-fox', 5);
    s = withGerman(s, '0916', 'wn-plain');
    s = withUs(s, 'E/2/16', '0915', { steps: 2, hero: 'hero' });
    const t = play(actions(s), [
      { type: 'declare-attack', target: '0916', unit: 'E/2/16' },
      { type: 'resolve-attack' },
      { type: 'reveal', face: 'wn-2-BZ-BR' },
      { type: 'hero-use', use: 'wild' },
    ]);
    expect(t.german['0916']).toBeUndefined();
    // The Hero makes the action free (11.12).
    expect(t.actions['1st']).toBe(2);
    expect(t.known).toContain('wn-2-BZ-BR');
  });
  it('E-09 infantry + reduced tank (8) vs WN61 88 (2 BG MO) + DM across the AT ditch: reveal DM (1 AR RD), 8:5 -> DM eliminated and unit disrupted', () => {
    const dm = DEPTH_MARKERS.find((d) => d.back === 'wn' && d.strength === 1 && d.requires.join() === 'AR,RD')!;
    let s = blank('easy-fox', 5);
    s = withGerman(s, '0809', 'wn-88', { dm: { back: 'wn' } });
    s = withUs(s, 'F/2/16', '0910');
    s = withUs(s, '1/A/741', '0911', { steps: 1 });
    s = actions(s);
    const t = play(s, [
      { type: 'declare-attack', target: '0809', unit: 'F/2/16' },
      { type: 'commit', unit: '1/A/741' },
      { type: 'resolve-attack' },
      { type: 'reveal', face: 'wn88-2-BG-MO' },
      { type: 'reveal', face: dm.id },
    ]);
    expect(t.german['0809']).toMatchObject({ dm: null, disrupted: true, unit: { face: 'wn88-2-BG-MO', revealed: true } });
    expect(t.actions['1st']).toBe(0); // two units in two hexes, neither free: two actions
  });
  it('E-09 reading: unit doubled by the AT ditch (4), DM not (1), AR from the tank and RD from the infantry', () => {
    const dm = DEPTH_MARKERS.find((d) => d.back === 'wn' && d.strength === 1 && d.requires.join() === 'AR,RD')!;
    let s = blank('easy-fox', 5);
    s = withGerman(s, '0809', 'wn-88', { face: 'wn88-2-BG-MO', dm: { back: 'wn', face: dm.id, revealed: true } });
    s = withUs(s, 'F/2/16', '0910');
    s = withUs(s, '1/A/741', '0911', { steps: 1 });
    expect(readAttack(s, '0809', ['F/2/16', '1/A/741'])).toMatchObject({ attack: 8, defence: 5, weapons: true, column: 'revealed-dm' });
  });
  it('E-10 three commanded infantry (12) from two adjacent hexes vs a reinforcement in bocage (2 BR) + DM (1 FL RD): no FL, 12:6 -> disrupted + attrition', () => {
    const dm = DEPTH_MARKERS.find((d) => d.back === 'mobile' && d.strength === 1 && d.requires.join() === 'FL,RD')!;
    let s = blank('easy-fox', 8);
    s = withGerman(s, '1313', 'tactical', { dm: { back: 'mobile' } });
    s = withUs(s, 'I/3/16', '1212');
    s = withUs(s, 'K/3/16', '1212', { steps: 2 });
    s = withUs(s, 'G/2/16', '1213', { steps: 1 });
    s = { ...actions(s), commanders: { 'G/2/16': ['Gen. Wyman'], 'I/3/16': ['Gen. Wyman'], 'K/3/16': ['Gen. Wyman'] } };
    const t = play(s, [
      { type: 'declare-attack', target: '1313', unit: 'I/3/16' },
      { type: 'commit', unit: 'K/3/16' },
      { type: 'commit', unit: 'G/2/16' },
      { type: 'resolve-attack' },
      { type: 'reveal', face: '3/1/726' },
      { type: 'reveal', face: dm.id },
    ]);
    expect(t.step).toMatchObject({ kind: 'attrition', target: '1313' });
    expect(t.actions['1st']).toBe(2); // all free under command
    const after = play(t, [{ type: 'attrition', unit: 'G/2/16' }]);
    expect(after.us['G/2/16']?.loc).toEqual({ kind: 'out', why: 'eliminated' });
    expect(after.german['1313']).toMatchObject({ dm: null, disrupted: true, unit: { face: '3/1/726', revealed: true } });
  });
  it('Yes, less: a failed attack gives a German unit with LOC a depth marker (8.3 "German gains depth")', () => {
    let s = blank('easy-fox', 5);
    s = withGerman(s, '0916', 'wn-plain', { face: 'wn-2-BZ-BR' });
    s = withUs(s, 'E/2/16', '0915', { steps: 1 }); // 2, weapons BG only -> No, 2:2 -> US disrupted + depth
    const r = readAttack(s, '0916', ['E/2/16']);
    expect(r).toMatchObject({ attack: 2, defence: 2, weapons: false, column: 'alone' });
    expect([...r.effects].sort()).toEqual(['german-gains-depth', 'us-disrupted']);
  });
});

describe('DDOB 8.23 the Hero is the player\'s choice', () => {
  it('E-08 variant: with the Hero as +1 instead (5:2 but BR missing: No, at least double) the WN unit is only disrupted', () => {
    let s = blank('easy-fox', 5);
    s = withGerman(s, '0916', 'wn-plain');
    s = withUs(s, 'E/2/16', '0915', { steps: 2, hero: 'hero' });
    const asked = play(actions(s), [
      { type: 'declare-attack', target: '0916', unit: 'E/2/16' },
      { type: 'resolve-attack' },
      { type: 'reveal', face: 'wn-2-BZ-BR' },
    ]);
    expect(game.legalMoves(asked)).toEqual([{ type: 'hero-use', use: 'wild' }, { type: 'hero-use', use: 'plus' }]);
    const t = play(asked, [{ type: 'hero-use', use: 'plus' }]);
    expect(t.german['0916']).toMatchObject({ disrupted: true, unit: { revealed: true } });
  });
});

describe('DDOB 8.31 defence doubling across hexsides', () => {
  it('E-30 attacks across a slope and across shingle: the defender uses shingle (unit doubled, DM not)', () => {
    let s = blank('first-wave', 5);
    s = withUs(s, 'A/1/16', '0914'); // across the 0914|0814 slope
    s = withUs(s, 'B/1/16', '0714'); // across the 0714|0814 shingle
    expect(doubling(s, '0814', ['A/1/16', 'B/1/16'])).toEqual({ unit: true, dm: false });
    expect(doubling(s, '0814', ['A/1/16'])).toEqual({ unit: true, dm: true });
  });
});

describe('DDOB 7.21 and 8.16', () => {
  it('E-29 two stacked units moving to the same hex cost one action', () => {
    let s = blank('easy-fox', 5);
    s = withUs(s, 'A/1/16', '0513');
    s = withUs(s, 'B/1/16', '0513');
    const t = play(actions(s), [{ type: 'move', units: ['A/1/16', 'B/1/16'], to: '0613' }]);
    expect(t.actions['1st']).toBe(1);
    expect([t.us['A/1/16']?.loc, t.us['B/1/16']?.loc]).toEqual([{ kind: 'hex', hex: '0613' }, { kind: 'hex', hex: '0613' }]);
  });
  it('§7.4-7 a position attacked once in the Action Phase cannot be attacked again', () => {
    let s = blank('easy-fox', 5);
    s = withGerman(s, '0916', 'wn-plain', { face: 'wn-2-BZ-BR' });
    s = withUs(s, 'E/2/16', '0915', { steps: 1 });
    s = withUs(s, 'F/2/16', '1015');
    const t = play(actions(s), [{ type: 'declare-attack', target: '0916', unit: 'E/2/16' }, { type: 'resolve-attack' }]);
    expect(game.legalMoves(t).some((m) => m.type === 'declare-attack' && m.target === '0916')).toBe(false);
  });
});

describe('DDOB 8.4 tank barrage', () => {
  const setup = (dm: boolean) => {
    let s = blank('easy-fox', 5);
    s = withGerman(s, '0809', 'wn-88', dm ? { dm: { back: 'wn' } } : {});
    s = withUs(s, '1/A/741', '0711'); // triangle, strength 4, in WN61's FoF
    return actions(s);
  };
  it('a tank in the target FoF, in range and not adjacent, may barrage; a Fire card is drawn', () => {
    const s = setup(false);
    expect(game.legalMoves(s)).toContainEqual({ type: 'barrage', unit: '1/A/741', target: '0809' });
    const t = play(s, [{ type: 'barrage', unit: '1/A/741', target: '0809' }]);
    expect(game.actor(t)).toEqual({ kind: 'chance' });
    expect(t.actions['1st']).toBe(1);
  });
  it('Barrage Table 3–5: colour and symbol (card 14, orange, target triangle) -> disrupted; neither (card 20) -> no effect', () => {
    const hit = play(setup(false), [{ type: 'barrage', unit: '1/A/741', target: '0809' }, { type: 'draw', card: 14 }]);
    expect(hit.german['0809']?.disrupted).toBe(true);
    const miss = play(setup(false), [{ type: 'barrage', unit: '1/A/741', target: '0809' }, { type: 'draw', card: 20 }]);
    expect(miss.german['0809']?.disrupted).toBe(false);
  });
  it('Barrage Table 3–5, symbol only (card 23): a unit with a DM is unaffected', () => {
    const t = play(setup(true), [{ type: 'barrage', unit: '1/A/741', target: '0809' }, { type: 'draw', card: 23 }]);
    expect(t.german['0809']?.disrupted).toBe(false);
    const u = play(setup(false), [{ type: 'barrage', unit: '1/A/741', target: '0809' }, { type: 'draw', card: 23 }]);
    expect(u.german['0809']?.disrupted).toBe(true);
  });
  it('8.41 a barraged hex cannot also be attacked in the phase', () => {
    let s = setup(false);
    s = withUs(s, 'F/2/16', '0910');
    const t = play(s, [{ type: 'barrage', unit: '1/A/741', target: '0809' }, { type: 'draw', card: 20 }]);
    expect(game.legalMoves(t).some((m) => m.type === 'declare-attack' && m.target === '0809')).toBe(false);
  });
});

describe('DDOB 8.5 Naval Gunfire markers', () => {
  it('8.51 in an attack with an infantry unit holding a Radio: +9 strength and NA, AR, DE supplied; the marker is spent', () => {
    let s = blank('easy-fox', 5);
    s = withGerman(s, '0809', 'wn-88', { face: 'wn88-2-BG-MO' });
    s = withUs(s, 'F/2/16', '0910', { steps: 1 }); // 2, weapons BR only
    s = { ...actions(s), naval: 1 };
    const declared = play(s, [{ type: 'declare-attack', target: '0809', unit: 'F/2/16' }]);
    // A 1-step F/2/16 has no Radio and no HQ: the marker cannot be used.
    expect(game.legalMoves(declared)).not.toContainEqual({ type: 'commit-naval' });
    const full = play({ ...actions(withUs(s, 'F/2/16', '0910')), naval: 1 }, [{ type: 'declare-attack', target: '0809', unit: 'F/2/16' }]);
    expect(game.legalMoves(full)).toContainEqual({ type: 'commit-naval' });
    const t = play(full, [{ type: 'commit-naval' }]);
    expect(t.naval).toBe(0);
    expect(readAttack(t, '0809', ['F/2/16'], true)).toMatchObject({ attack: 15, weapons: true });
  });
  it('8.52 naval barrage (free): a spotter in the FoF lets the marker disrupt the WN unit and remove its DM', () => {
    let s = blank('easy-fox', 5);
    s = withGerman(s, '0809', 'wn-88', { dm: { back: 'wn' } });
    s = withUs(s, 'F/2/16', '0910');
    s = { ...actions(s), naval: 1 };
    expect(game.legalMoves(s)).toContainEqual({ type: 'naval-barrage', target: '0809' });
    const t = play(s, [{ type: 'naval-barrage', target: '0809' }]);
    expect(t.german['0809']).toMatchObject({ disrupted: true, dm: null });
    expect(t.naval).toBe(0);
    expect(t.actions['1st']).toBe(2);
  });
});

describe('DDOB 8.15 and 8.26 heavy infantry across a bluff or cliff', () => {
  // WN64 (0916) is on high ground; 0815|0916 is a bluff, 0915|0916 is open.
  const base = (): State => withGerman(blank('easy-fox', 5), '0916', 'wn-plain', { face: 'wn-2-BZ-BR' });
  it('8.15 a heavy infantry unit (range 2) on the beach attacks across the bluff only with an infantry unit attacking from an adjacent hex across a permitted hexside', () => {
    let s = withUs(base(), 'D/1/16', '0815');
    expect(canJoin(s, '1st', '0916', [], s.us['D/1/16'] as never)).toBe(false);
    s = withUs(s, 'A/1/16', '0915');
    expect(canJoin(s, '1st', '0916', ['A/1/16'], s.us['D/1/16'] as never)).toBe(true);
    // 8.15: the heavy unit alone across the bluff is no anchor for an attack (8.1).
    expect(attackValid(s, '0916', ['D/1/16'])).toBe(false);
    expect(game.legalMoves(actions(s))).not.toContainEqual({ type: 'declare-attack', target: '0916', unit: 'D/1/16' });
  });
  it('8.26 a reduced heavy infantry unit loses its range: like other infantry it never attacks across the bluff', () => {
    const s = withUs(withUs(base(), 'D/1/16', '0815', { steps: 2 }), 'A/1/16', '0915');
    expect(canJoin(s, '1st', '0916', ['A/1/16'], s.us['D/1/16'] as never)).toBe(false);
  });
  it('8.26 firing across a bluff a full heavy infantry unit has the fewer weapons of the chart (BZ MO RD BR MG), adjacent across open ground all seven', () => {
    const s = withUs(withUs(base(), 'D/1/16', '0815'), 'H/2/16', '0915');
    expect([...weaponsOf(s, s.us['D/1/16'] as never, '0916')].sort()).toEqual(['BR', 'BZ', 'MG', 'MO', 'RD']);
    expect([...weaponsOf(s, s.us['H/2/16'] as never, '0916')].sort()).toEqual(['BG', 'BR', 'BZ', 'DE', 'MG', 'MO', 'RD']);
  });
});
