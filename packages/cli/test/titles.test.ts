import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { game as casoGiallo, scenarios as casoGialloScenarios } from '@esagono/caso-giallo';
import { Rng, pickChance } from '@esagono/kernel';
import { determinize as heroesDeterminize, game as heroes, scenarios as heroesScenarios } from '@esagono/heroes-of-normandie';
import { game as normandy44, scenarios as normandy44Scenarios } from '@esagono/normandy44';
import { game as omahaBeach, scenarios as omahaScenarios } from '@esagono/omaha-beach';
import { run, titles, type TitleEntry } from '../src/index.js';

/** Runs the CLI core with the built-in registry, capturing its output. */
async function cli(argv: string[]) {
  // A game of these titles runs for seconds without yielding: let vitest's worker answer its runner first.
  await new Promise((r) => setImmediate(r));
  let out = '';
  let err = '';
  const code = await run(argv, { titles, stdout: { write: (s: string) => (out += s) }, stderr: { write: (s: string) => (err += s) } });
  return { code, out, err };
}

interface StudyJson {
  readonly records: readonly { readonly stop: string; readonly winner: string | null; readonly moves: number }[];
  readonly summary: { readonly unfinished: number; readonly draws: { readonly count: number }; readonly players: readonly { readonly count: number }[] };
}

// Each title of the four, with the scenario the bench measures (issues #17-#20).
const TITLES = [
  { id: 'normandy44', game: normandy44, scenarios: normandy44Scenarios, reference: 'cherbourg' },
  { id: 'caso-giallo', game: casoGiallo, scenarios: casoGialloScenarios, reference: 'fortress-holland' },
  { id: 'omaha-beach', game: omahaBeach, scenarios: omahaScenarios, reference: 'easy-fox' },
  { id: 'heroes-of-normandie', game: heroes, scenarios: heroesScenarios, reference: 'free-skirmish' },
] as const;

const dir = mkdtempSync(join(tmpdir(), 'esagono-cli-titles-'));

describe.each(TITLES)('$id in the CLI', ({ id, game, scenarios, reference }) => {
  const entry = titles[id] as TitleEntry;

  it('is registered with its own package game, every scenario and its reference scenario', async () => {
    expect(entry.game).toBe(game);
    expect(Object.keys(entry.scenarios)).toEqual(Object.keys(scenarios));
    expect(entry.referenceScenario).toBe(reference);
    const listed = await cli(['titles', '--json']);
    const row = (JSON.parse(listed.out) as { id: string; scenarios: string[] }[]).find((r) => r.id === id);
    expect(row?.scenarios).toEqual(Object.keys(scenarios));
  });

  // The reference scenario is played to its end; the others (a campaign runs thousands of moves)
  // play their opening under --max-moves: each title's own tests play every scenario to its end.
  it('play runs the reference scenario to its end and opens every other one; its JSON log agrees with the text', async () => {
    for (const sc of Object.keys(scenarios)) {
      const bounded = sc === reference ? [] : ['--max-moves', '300'];
      const r = await cli(['play', id, '--scenario', sc, '--seed', '3', ...bounded]);
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
      expect(r.out.split('\n')[0]).toBe(`${game.name} (${id}), scenario ${sc}, seed 3`);
      const last = r.out.trim().split('\n').at(-1) ?? '';
      if (sc !== reference) {
        expect(last).toMatch(/^result: ((\S+ wins|draw).* after \d+ moves|no outcome, play stopped \(max-moves\) after 300 moves)$/);
        continue;
      }
      expect(last).toMatch(/^result: (\S+ wins|draw).* after \d+ moves$/);
      const json = await cli(['play', id, '--scenario', sc, '--seed', '3', '--json']);
      const parsed = JSON.parse(json.out) as { stop: string; moves: number; outcome: { kind: string; winner?: string } };
      expect(parsed.stop).toBe('terminal');
      expect(last.startsWith(parsed.outcome.kind === 'win' ? `result: ${parsed.outcome.winner} wins` : 'result: draw')).toBe(true);
      expect(last).toContain(`after ${parsed.moves} moves`);
    }
  });

  it('replay rebuilds a game play saved, and validate accepts each scenario as a setup file', async () => {
    const log = join(dir, `${id}.json`);
    const played = await cli(['play', id, '--seed', '9', '--log', log]);
    expect(played.code).toBe(0);
    const again = await cli(['replay', log, '--json']);
    expect(again.code).toBe(0);
    const verdict = JSON.parse(again.out) as { ok: boolean; over?: boolean; game: string };
    expect(verdict).toMatchObject({ ok: true, over: true, game: id });
    for (const [sc, setup] of Object.entries(scenarios)) {
      const file = join(dir, `${id}-${sc}.json`);
      writeFileSync(file, JSON.stringify(setup));
      const v = await cli(['validate', id, file]);
      expect(v.err).toBe('');
      expect(v.code).toBe(0);
    }
  });

  it('simulate plays its reference scenario to the end, game after game', async () => {
    const r = await cli(['simulate', id, '--games', '4', '--seed', '11', '--workers', '1', '--json']);
    expect(r.code).toBe(0);
    const study = JSON.parse(r.out) as StudyJson;
    expect(study.records).toHaveLength(4);
    for (const g of study.records) {
      expect(g.stop).toBe('terminal');
      expect(g.moves).toBeGreaterThan(10);
    }
    expect(study.summary.unfinished).toBe(0);
    expect(study.summary.players.reduce((a, p) => a + p.count, 0) + study.summary.draws.count).toBe(4);
    const text = await cli(['simulate', id, '--games', '2', '--seed', '11', '--workers', '1']);
    expect(text.out).toContain(`scenario ${reference}: 2 games`);
  });
});

describe('Heroes of Normandie hides its Order tokens and hands from an MCTS seat (HoN p.5 L302, p.8 L560)', () => {
  it("registers the package's determinizer, which re-deals only what the seat may not know", () => {
    const entry = titles['heroes-of-normandie'] as TitleEntry;
    expect(entry.determinize).toBe(heroesDeterminize);
    const start = heroes.setup(heroesScenarios['free-skirmish'] as Parameters<typeof heroes.setup>[0]);
    if (!start.ok) throw new Error(start.error.message);
    // Play to a state with face-down tokens on the board, then re-deal for each seat.
    let s = start.state;
    const rng = new Rng(5);
    for (let i = 0; i < 400 && !s.units.some((u) => u.token !== null && !u.revealed); i++) {
      const a = heroes.actor(s);
      if (a.kind === 'terminal') break;
      const move = a.kind === 'chance' ? pickChance(heroes.chanceOutcomes(s), rng) : (heroes.legalMoves(s)[0] as never);
      const r = heroes.resolve(s, move);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expect(s.units.some((u) => u.token !== null && !u.revealed)).toBe(true);
    for (const me of ['US', 'DE'] as const) {
      const seen = JSON.stringify(heroes.view(s, me));
      for (let k = 0; k < 5; k++) expect(JSON.stringify(heroes.view(heroesDeterminize(s, me, new Rng(k)), me))).toBe(seen);
    }
    // ...and does re-deal it: some sampled state differs from the real one.
    const real = JSON.stringify(s);
    const samples = ['US', 'DE'].flatMap((me) => [0, 1, 2, 3, 4, 5, 6, 7].map((k) => JSON.stringify(heroesDeterminize(s, me as 'US' | 'DE', new Rng(k)))));
    expect(samples.some((x) => x !== real)).toBe(true);
  });
});
