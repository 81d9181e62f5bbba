import { describe, expect, it } from 'vitest';
import { Rng, pickChance } from '@esagono/kernel';
import { game } from '../src/game.js';
import { scenarios } from '../src/index.js';
import { retreatOptions } from '../src/battle/retreat.js';
import { boardOf, type BoardInfo } from '../src/board/static.js';
import { occupancy } from '../src/board/occupancy.js';
import { isLand, isOcean, obstacleAt } from '../src/terrain/effects.js';
import type { TerrainRow } from '../src/data/terrain.js';
import type { State, Unit } from '../src/state.js';

// The retreat rule written out directly, hex by hex, as the engine had it before retreats went
// through the kernel's retreatPaths: one row toward the own side, free, not ocean, not closed,
// from a bridge only onto land, never through impassable terrain (M44 p.9 [L403-407], p.16 [L682]).
function steps(s: State, b: BoardInfo, u: Unit, from: number): number[] {
  const occ = occupancy(s, b);
  const g = b.geo;
  const r = g.rowOf(from) + (b.bottom === u.side ? 1 : -1);
  const out: number[] = [];
  const onBridge = obstacleAt(s, b, from)?.crossing ?? false;
  for (const dc of [-1, 1]) {
    const c = g.colOf(from) + dc;
    if (!g.onBoard(r, c)) continue;
    const h = g.hexId(r, c);
    if (occ[h] !== -1 || isOcean(b, h) || b.closed[h]) continue;
    if (onBridge && !isLand(b, h)) continue;
    const t = b.terrain[h] as TerrainRow;
    const o = obstacleAt(s, b, h);
    if (!o?.crossing && t.impassableFor.includes(u.type)) continue;
    if (o && o.impassableFor.includes(u.type)) continue;
    out.push(h);
  }
  return out;
}

function depth(s: State, b: BoardInfo, u: Unit, from: number, left: number): number {
  if (left === 0) return 0;
  let best = 0;
  for (const h of steps(s, b, u, from)) best = Math.max(best, 1 + depth(s, b, u, h, left - 1));
  return best;
}

/** First steps that keep the longest achievable retreat (no losses by choice, M44 p.9 [L408]; digest A4). */
function reference(s: State, b: BoardInfo, unit: number, done: number, min: number): number[] {
  const u = s.units[unit] as Unit;
  const first = steps(s, b, u, u.at);
  if (done >= min) return first;
  const d = first.map((h) => 1 + depth(s, b, u, h, min - done - 1));
  const best = Math.max(0, ...d);
  return first.filter((_h, k) => d[k] === best);
}

describe('retreat options through the kernel retreatPaths equal the rule written out (M44 p.9 [L396-421])', () => {
  it('for every unit on the board at positions of random playouts, 1 to 4 hexes to go', () => {
    let checked = 0;
    for (const name of Object.keys(scenarios)) {
      const rng = new Rng(7);
      const init = game.setup(scenarios[name] as never);
      if (!init.ok) throw new Error(init.error.message);
      let s: State = init.state;
      for (let n = 0; game.actor(s).kind !== 'terminal'; n++) {
        // Every 25th position: each unit on the board, as if it had to retreat now.
        if (n % 25 === 0) {
          const b = boardOf(s.scenario);
          s.units.forEach((u, i) => {
            if (u.at < 0) return;
            for (let min = 1; min <= 4; min++) {
              expect(retreatOptions(s, b, i, 0, min), `${name} unit ${i} min ${min}`).toEqual(reference(s, b, i, 0, min));
              checked++;
            }
            expect(retreatOptions(s, b, i, 1, 1)).toEqual(reference(s, b, i, 1, 1));
          });
        }
        const a = game.actor(s);
        const m = a.kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : rng.pick(game.legalMoves(s));
        const r = game.resolve(s, m);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
