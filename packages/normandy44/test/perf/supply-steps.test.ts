import { describe, expect, it } from 'vitest';
import { traceSupply } from '@esagono/kernel';
import { contextOf } from '../../src/context.js';
import { board, onMap } from '../../src/position.js';
import { isSourceFor, landLine, lineOfSupply, oncePerHexside } from '../../src/supply/supply.js';
import type { State } from '../../src/state.js';
import { seededPlayer } from './digest.js';

describe('the Line of Supply steps answered once per hexside (N44 18.2; issue #17)', () => {
  it('answers as the step it wraps, asking it once per hexside', () => {
    const size = 50;
    const calls = new Map<number, number>();
    const plain = (from: number, to: number, dir: number): boolean => {
      calls.set(from * 6 + dir, (calls.get(from * 6 + dir) ?? 0) + 1);
      return (from * 7 + to * 3 + dir) % 5 < 2;
    };
    const once = oncePerHexside(size, plain);
    for (let round = 0; round < 3; round++) {
      for (let from = 0; from < size; from++) for (let dir = 0; dir < 6; dir++) expect(once(from, from + dir, dir)).toBe((from * 7 + (from + dir) * 3 + dir) % 5 < 2);
    }
    expect(calls.size).toBe(size * 6);
    expect([...calls.values()].every((n) => n === 1)).toBe(true);
  });

  it('the whole-map search with them (both kinds of line) equals single traces with fresh rules, in positions of a seeded game', () => {
    const p = seededPlayer('mini-game', 12);
    const states: State[] = [];
    for (let k = 0; !p.done(); k++) {
      if (k % 60 === 0) states.push(p.state);
      p.step();
    }
    let checked = 0;
    for (const s of states) {
      const b = board(s);
      for (const side of ['german', 'allied'] as const) {
        const source = isSourceFor(s, side, b);
        // The Line of Supply (N44 18.2) and the land line of any length (N44 18.3, 18.5).
        for (const rules of [lineOfSupply, landLine]) {
          const everywhere = contextOf(s).supplyReach.from(source, rules(s, side, b));
          for (const u of s.units) {
            if (!onMap(u) || u.side !== side) continue;
            const loc = b.locOf(u.hex as string);
            // Fresh rules per trace: nothing answered before.
            expect(everywhere[loc] === 1).toBe(traceSupply(b.map, loc, source, rules(s, side, b)).path !== null);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
