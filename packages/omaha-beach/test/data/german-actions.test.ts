// German Actions Summary (DDOB 16, L2062–2072): every cell, and the classification examples E-16, E-17.
import { describe, expect, it } from 'vitest';
import { GERMAN_ACTIONS, card, germanAction } from '../../src/index.js';

describe('DDOB 16 German Actions Summary', () => {
  it('every cell as printed (WN fof / WN no fof / WN unoccupied / RP fof / RP no fof / RP unoccupied / tank)', () => {
    const rows = Object.fromEntries(Object.entries(GERMAN_ACTIONS).map(([k, v]) => [k, Object.values(v).join(' ')]));
    expect(rows).toEqual({
      F: 'fire none none fire none none fire-or-move',
      armor: 'fire-armor none none fire-armor none none fire-or-move',
      leader: 'fire-leaders none none fire-leaders none none fire-or-move',
      R: 'fire none re-occupy resupply-and-fire redeploy reinforce overrun',
      M: 'fire mortar none fire mortar none move-or-fire',
      P: 'fire none none patrol-all patrol-one none move-and-fire',
      A: 'fire artillery none advance-or-fire advance ambush aimed-fire',
    });
  });
  it('E-16 card 21 (A red double, R purple, M blue): fire / re-occupy, reinforce, fire / mortar, ambush', () => {
    const [red, purple, blue] = card(21).fire;
    expect(germanAction({ kind: 'wn', occupied: true, usInFof: true, hasDm: false, content: purple!.content, double: purple!.double })).toBe('fire');
    expect(germanAction({ kind: 'wn', occupied: false, usInFof: true, hasDm: false, content: purple!.content, double: purple!.double })).toBe('re-occupy');
    expect(germanAction({ kind: 'reinforcement', occupied: false, usInFof: false, hasDm: false, content: purple!.content, double: purple!.double })).toBe('reinforce');
    expect(germanAction({ kind: 'reinforcement', occupied: true, usInFof: true, hasDm: false, content: blue!.content, double: blue!.double })).toBe('fire');
    expect(germanAction({ kind: 'reinforcement', occupied: true, usInFof: false, hasDm: false, content: blue!.content, double: blue!.double })).toBe('mortar');
    expect(germanAction({ kind: 'reinforcement', occupied: false, usInFof: true, hasDm: false, content: red!.content, double: red!.double })).toBe('ambush');
  });
  it('E-17 card 35 (M purple, tank blue double, P brown double): none, fire, none, fire with armour bonus, patrol', () => {
    const [purple, blue, brown] = card(35).fire;
    expect(germanAction({ kind: 'reinforcement', occupied: true, usInFof: true, hasDm: false, content: brown!.content, double: brown!.double })).toBe('none');
    expect(germanAction({ kind: 'wn', occupied: true, usInFof: true, hasDm: false, content: purple!.content, double: purple!.double })).toBe('fire');
    expect(germanAction({ kind: 'reinforcement', occupied: false, usInFof: false, hasDm: false, content: purple!.content, double: purple!.double })).toBe('none');
    expect(germanAction({ kind: 'reinforcement', occupied: true, usInFof: true, hasDm: true, content: blue!.content, double: blue!.double })).toBe('fire-armor');
    expect(germanAction({ kind: 'reinforcement', occupied: true, usInFof: true, hasDm: true, content: brown!.content, double: brown!.double })).toBe('patrol-all');
  });
  it('16.21: a lone unit on a double R with US in its FoF may still resupply', () => {
    expect(germanAction({ kind: 'reinforcement', occupied: true, usInFof: true, hasDm: false, content: 'R', double: true })).toBe('resupply-and-fire');
  });
});
