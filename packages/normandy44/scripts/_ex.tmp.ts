import { odds, shifts, defenceStrength } from '../src/combat/odds.js';
import { position, withAttack } from '../test/helpers.js';
import { terrainOf, cotentinBoard } from '../src/map/index.js';
const b = cotentinBoard();
console.log('2812', terrainOf(b, b.locOf('2812')), '2813', terrainOf(b, b.locOf('2813')), '2711', terrainOf(b, b.locOf('2711')));
// T47
let s = position([['ge-709-795-ost', '2812'], ['US-101-506', '2813'], ['US-4-8', '2813']], { phase: 'allied-combat' });
s = { ...s, units: s.units.map((u) => (u.id === 'US-4-8' ? { ...u, steps: 2 } : u)) };
for (const maf of ['allied:101', 'allied:4']) {
  const st = withAttack(s, '2812', ['US-101-506', 'US-4-8'], maf);
  const o = odds(st, st.combat!);
  console.log('T47', maf, o.attack, o.defence, o.raw, o.column, shifts(st, st.combat!).map((x) => x.why + x.shift));
}
// T49 second-wave (landed this turn) vs lone SP: 7:2 3-1, TQ +1R -> 4-1
let s2 = position([['ge-sp-ozeville', '3211'], ['US-4-12', '3210'], ['US-4-22', '3210'], ['US-TankBn-746', '3111']], { phase: 'allied-combat' });
s2 = { ...s2, turn: 1, units: s2.units.map((u) => (u.side === 'allied' ? { ...u, landed: 1 } : u)) };
const st2 = withAttack(s2, '3211', ['US-4-12', 'US-4-22', 'US-TankBn-746'], 'allied:4');
const o2 = odds(st2, st2.combat!);
console.log('T49', o2.attack, o2.defence, o2.raw, o2.column, shifts(st2, st2.combat!).map((x) => x.why + x.shift), defenceStrength(st2, '3211'));
// T49 bis
let s3 = position([['ge-sp-ozeville', '3211'], ['US-101-502', '3210'], ['US-4-12', '3111']], { phase: 'allied-combat' });
s3 = { ...s3, turn: 1, units: s3.units.map((u) => (u.id === 'US-4-12' ? { ...u, landed: 1 } : u)) };
const st3 = withAttack(s3, '3211', ['US-101-502', 'US-4-12'], 'allied:101');
const o3 = odds(st3, st3.combat!);
console.log('T49b', o3.attack, o3.defence, o3.raw, o3.column, shifts(st3, st3.combat!).map((x) => x.why + x.shift));
// T48
const s4 = position([['ge-6fj-1', '2613'], ['US-101-501', '2713'], ['US-TankBn-70', '2713']], { phase: 'allied-combat' });
console.log('2613', terrainOf(b, b.locOf('2613')), '2612', terrainOf(b, b.locOf('2612')));
for (const [t, a] of [['2612', '2712'], ['2711', '2811']] as const) {
  const s5 = position([['ge-6fj-1', t], ['US-101-501', a], ['US-TankBn-70', a]], { phase: 'allied-combat' });
  const st5 = withAttack(s5, t, ['US-101-501', 'US-TankBn-70'], 'allied:101');
  const o5 = odds(st5, st5.combat!);
  console.log('T48', t, terrainOf(b, b.locOf(t)), o5.attack, o5.defence, o5.raw, o5.column, shifts(st5, st5.combat!).map((x) => x.why + x.shift));
}
void s4;
