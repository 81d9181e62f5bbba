/** T14 (CG R10.8c(1), R12.3) through play: the End-Phase bridgehead crossing, then the next Supply Phase. */
import { describe, expect, it } from 'vitest';
import { canonicalize } from '@esagono/kernel';
import { campaignEndPhase, game, scenarios, SCENARIO_DATA, type Move, type State } from '@esagono/caso-giallo';
import { crossingAt, riverAt } from '../../src/map/board.js';
import { supplyPhase } from '../../src/supply/index.js';

const SD = SCENARIO_DATA['historical']!;
const B = SD.board;

function play(s: State, m: Move): State {
  expect(game.legalMoves(s).map(canonicalize)).toContain(canonicalize(m));
  const r = game.resolve(s, m);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

/** An empty French hex `b` with a river hexside without a crossing toward `a`, every other neighbour on the map. */
function site(): { a: number; b: number; others: number[] } {
  for (let b = 0; b < B.map.size; b++) {
    if (B.country[b] !== 'FR' || B.terrain[b] !== 'clear' || B.settlement[b] !== null || B.fortified[b] || B.works[b]) continue;
    const n = [0, 1, 2, 3, 4, 5].map((d) => B.map.neighbor(b, d));
    if (n.some((x) => x < 0)) continue;
    for (let d = 0; d < 6; d++) {
      const a = n[d]!;
      if (riverAt(B, b, d) === null || crossingAt(B, b, d) || B.terrain[a] !== 'clear') continue;
      // Every other side of b is open ground (no river) where an Allied unit will stand.
      const others = n.filter((_, k) => k !== d);
      if (others.some((x, k) => riverAt(B, b, k >= d ? k + 1 : k) !== null || B.terrain[x] === 'mountain' || B.fortified[x])) continue;
      return { a, b, others };
    }
  }
  throw new Error('no site');
}

describe('T14 the End-Phase bridgehead crossing, in play', () => {
  it('T14 a Panzer division crosses into the empty Bridgehead hex in the End Phase (R12.3), ignoring Allied ZOC; the next Supply Phase marks it OOS', () => {
    const { a, b, others } = site();
    const s0 = game.setup(scenarios['historical']!);
    if (!s0.ok) throw new Error(s0.error.message);
    const french = s0.state.units.filter((u) => SD.counters.get(u.id)!.nationality === 'french' && SD.counters.get(u.id)!.size === 'division').map((u) => u.id).slice(0, others.length);
    const place = new Map<string, number>([['8Pz', a], ['9Pz', a], ...french.map((id, i): [string, number] => [id, others[i]!])]);
    let s: State = {
      ...s0.state,
      turn: 2,
      units: s0.state.units.map((u) => (place.has(u.id) ? { ...u, loc: place.get(u.id)! } : { ...u, loc: -1 })),
      bridgeheads: [b],
      refugees: [],
      refugeesPlaced: true,
    };
    // The End Phase opens with the crossing segment (R12.3): both Panzer divisions may go.
    s = campaignEndPhase({ ...s, stage: { kind: 'over' } });
    expect(s.stage.kind).toBe('crossing');
    expect(game.actor(s)).toEqual({ kind: 'player', player: 'german' });
    const listed = game.legalMoves(s);
    expect(listed).toContainEqual({ type: 'advance', unit: '8Pz', to: b });
    expect(listed).toContainEqual({ type: 'advance', unit: '9Pz', to: b });
    expect(listed).toContainEqual({ type: 'end-advance' });
    s = play(s, { type: 'advance', unit: '8Pz', to: b });
    // T14: the 9th follows the 8th into the same hex; then the marker is removed.
    expect(s.stage.kind).toBe('crossing');
    expect(s.bridgeheads).toEqual([b]);
    s = play(s, { type: 'advance', unit: '9Pz', to: b });
    expect(s.bridgeheads).toEqual([]);
    expect(s.units.find((u) => u.id === '8Pz')!.loc).toBe(b);
    expect(s.units.find((u) => u.id === '9Pz')!.loc).toBe(b);
    expect(s.stage.kind).not.toBe('crossing');
    // T14: the hex has no crossing hexside behind it: the next Supply Phase gives an OOS marker (R7.5a).
    const next = supplyPhase({ ...s, turn: 3 });
    expect(next.oos).toContain('8Pz');
    expect(next.oos).toContain('9Pz');
  });
});
