import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios, type Move, type Scenario, type State } from '../../src/index.js';
import { contextOf } from '../../src/context.js';
import { compileBoard } from '../../src/map/board.js';

/** One game driven a decision at a time by its own seeded rng, each decision and state kept as JSON. */
interface Run {
  s: State;
  readonly rng: Rng;
  readonly trace: string[];
  readonly moves: Move[];
  readonly states: State[];
  done: boolean;
}

function start(sc: Scenario, seed: number): Run {
  const r = game.setup(sc, { seed });
  if (!r.ok) throw new Error(r.error.message);
  return { s: r.state, rng: new Rng(seed), trace: [], moves: [], states: [r.state], done: false };
}

/** The listing (or chance outcomes) of a state, as the driver sees it. */
function listing(s: State): string {
  const a = game.actor(s);
  if (a.kind === 'terminal') return 'terminal';
  return a.kind === 'chance' ? JSON.stringify(game.chanceOutcomes(s)) : `${a.player} ${JSON.stringify(game.legalMoves(s))}`;
}

function step(run: Run, limit: number): void {
  const a = game.actor(run.s);
  if (a.kind === 'terminal' || run.trace.length >= limit) {
    run.done = true;
    return;
  }
  const m: Move = a.kind === 'chance' ? pickChance(game.chanceOutcomes(run.s), run.rng) : run.rng.pick(game.legalMoves(run.s));
  const r = game.resolve(run.s, m);
  if (!r.ok) throw new Error(`${JSON.stringify(m)}: ${r.error.message}`);
  run.s = r.state;
  run.moves.push(m);
  run.trace.push(`${listing(run.states[run.states.length - 1]!).length} ${JSON.stringify(m)} ${JSON.stringify(r.state)}`);
  run.states.push(r.state);
}

const LIMIT = 250;

function alone(sc: Scenario, seed: number): string[] {
  const run = start(sc, seed);
  while (!run.done) step(run, LIMIT);
  return run.trace;
}

// Fresh (unfrozen) copies of a scenario: a battlefield object, and so a context, no run has touched.
const fresh = (name: string): Scenario => structuredClone(scenarios[name]!);

describe('caches in one context per game (src/context.ts; docs/performance.md)', () => {
  it('games interleaved a decision at a time give the moves and states each gives alone', () => {
    // Two games of one scenario (one shared opening state, so one context) and one of another.
    const games: [string, number][] = [
      ['free-skirmish', 1],
      ['free-skirmish', 2],
      ['free-skirmish-armour', 3],
    ];
    const expected = games.map(([name, seed]) => alone(fresh(name), seed));
    const shared = games.map(([name]) => scenarios[name]!);
    const runs = games.map(([, seed], i) => start(shared[i]!, seed));
    expect(runs[0]!.s).toBe(runs[1]!.s);
    while (runs.some((r) => !r.done)) for (const r of runs) if (!r.done) step(r, LIMIT);
    runs.forEach((r, i) => {
      expect(r.trace.length).toBeGreaterThan(50);
      expect(r.trace).toEqual(expected[i]);
    });
  });

  it('a JSON copy of a state has its own context and lists, resolves and chooses as the state does', () => {
    const run = start(scenarios['free-skirmish-support']!, 7);
    while (!run.done) step(run, LIMIT);
    for (let i = 0; i < run.states.length - 1; i += 3) {
      const s = run.states[i]!;
      const copy = JSON.parse(JSON.stringify(s)) as State;
      expect(contextOf(copy)).not.toBe(contextOf(s));
      expect(listing(copy)).toBe(listing(s));
      const m = run.moves[i]!;
      const a = game.resolve(s, m);
      const b = game.resolve(copy, m);
      expect(a.ok && b.ok).toBe(true);
      if (a.ok && b.ok) {
        expect(b.state).toEqual(a.state);
        expect(b.events).toEqual(a.events);
      }
    }
  });

  it('states of one game share a context while their battlefield is the same object, and the board is built once in it', () => {
    const run = start(scenarios['free-skirmish']!, 4);
    for (let i = 0; i < 40; i++) step(run, LIMIT);
    const first = run.states[0]!;
    for (const s of run.states) {
      expect(s.battlefield).toBe(first.battlefield);
      expect(contextOf(s)).toBe(contextOf(first));
    }
    expect(compileBoard(first.battlefield)).toBe(contextOf(first).board);
    expect(compileBoard(first.battlefield)).toBe(compileBoard(run.states[40]!.battlefield));
  });

  it('no module of the package keeps a cache of its own: the one registry is in src/context.ts', () => {
    const src = join(fileURLToPath(new URL('.', import.meta.url)), '../../src');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((f) => {
        const p = join(dir, f);
        return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
      });
    const offenders = files(src).filter((f) => f !== join(src, 'context.ts') && /^(?:export )?(?:const|let) \w+\s*(?::[^=]+)?=\s*new Weak(?:Map|Set)\b/m.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
