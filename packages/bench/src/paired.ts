/**
 * Paired speed check: a title (with its kernel) built from a git ref and from the working tree,
 * both loaded in one node process, timed in alternating short batches of random playouts with the
 * same seeds, timed in CPU time. The shared machine's speed swings within minutes, so only a ratio
 * of neighbouring batches means something; the median of those ratios is printed.
 *
 *   npx tsx packages/bench/src/paired.ts [ref=116ea73] [pairs=31] [games=20] [--write]
 *
 * From the command line: Memoir '44's Sainte-Mère-Église, and both builds must give the same move
 * lists for every seed, or the run fails. `--write` records the result as `paired` in
 * bench/results.json. Other titles call `pairedRun` (e.g. packages/normandy44/scripts/paired.ts).
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { AnyGame, ChanceOutcome } from '@esagono/kernel';
import { playoutDecider, sampleStates } from './profile.js';
import type { BenchResults, PairedResult } from './types.js';

/** What to compare, and how long: batches of `games` playouts, or of `decisions` decisions. */
export type PairedOptions = PairedCommon & (
  | {
      /** Games per batch. */
      readonly games: number;
      readonly decisions?: undefined;
    }
  | {
      /**
       * Decisions per batch: along seeded random playouts, game after game, as the bench's decisions
       * case takes them (`playoutDecider`); with `sampled`, on the states of 20 seeded games, one
       * decision each in turn (revisited states, warm caches: to compare a kind of position).
       */
      readonly decisions: number;
      readonly sampled?: boolean;
      readonly games?: undefined;
    }
);

interface PairedCommon {
  /** The git ref the working tree is compared with. */
  readonly ref: string;
  /** The title's folder under packages/ (its index exports `game` and `scenarios`). */
  readonly title: string;
  readonly scenario: string;
  readonly pairs: number;
  /**
   * Check first that both builds play the same games move by move (seeds 0 to games-1; 0 to 9 for
   * decisions along playouts), or, with `sampled`, sample the very same states; else the moves may differ.
   */
  readonly same: boolean;
  /** Rounds of one batch of each build before timing (past the JIT's tiers). */
  readonly warmups: number;
}

export interface PairedReport {
  /** Median over the pairs of (working tree's decisions per CPU second / ref's): above 1, the working tree is faster. */
  readonly ratio: number;
  readonly ratios: readonly number[];
  /** Median decisions per CPU second of each build. */
  readonly refRate: number;
  readonly workRate: number;
  /** With `decisions`: the states sampled by the working tree's build. */
  readonly states?: number;
}

interface Build {
  readonly playout: (seed: number) => readonly unknown[];
  /** The game, loosely typed: two builds of the same API from different trees. */
  readonly game: AnyGame;
  readonly setup: unknown;
  /** The build's own kernel picks chance outcomes: a change there is part of what is compared. */
  readonly pickChance: (outs: readonly ChanceOutcome<unknown>[], rng: unknown) => unknown;
  readonly Rng: new (seed: number) => { pick: (xs: readonly unknown[]) => unknown };
}

/** One ESM file holding the title, its kernel and zod, built from the sources under `root`. */
async function bundle(repo: string, root: string, out: string, label: string, title: string, scenario: string): Promise<Build> {
  const entry = join(out, `${label}-entry.ts`);
  const src = (p: string): string => JSON.stringify(join(root, 'packages', p, 'src', 'index.ts'));
  writeFileSync(entry, `export { game, scenarios } from ${src(title)};\nexport { randomPlayout, Rng, pickChance } from ${src('kernel')};\n`);
  const file = join(out, `${label}.mjs`);
  await build({
    entryPoints: [entry],
    outfile: file,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'error',
    alias: { '@esagono/kernel': join(root, 'packages', 'kernel', 'src', 'index.ts') },
    // zod comes from this repository's install (the archived tree has no node_modules).
    nodePaths: [join(repo, 'node_modules')],
  });
  const m = (await import(pathToFileURL(file).href)) as {
    game: AnyGame;
    scenarios: Record<string, unknown>;
    randomPlayout: (g: unknown, setup: unknown, seed: number) => { moves: readonly unknown[] };
    Rng: Build['Rng'];
    pickChance: Build['pickChance'];
  };
  const setup = m.scenarios[scenario];
  if (setup === undefined) throw new Error(`${label}: no scenario ${scenario}`);
  return { playout: (seed) => m.randomPlayout(m.game, setup, seed).moves, game: m.game, setup, Rng: m.Rng, pickChance: m.pickChance };
}

/** One batch of work from `first` on (a seed, or an index into the sampled states); returns the decisions taken. */
type Work = (first: number) => number;

/** CPU ms and decisions of one batch: time the other jobs of the shared machine take is not counted. */
function batch(work: Work, first: number): { ms: number; decisions: number } {
  const t = process.cpuUsage();
  const decisions = work(first);
  const d = process.cpuUsage(t);
  return { ms: (d.user + d.system) / 1e3, decisions };
}

/** `games` playouts from seed `first` on. */
function playouts(b: Build, games: number): Work {
  return (first) => {
    let decisions = 0;
    for (let i = 0; i < games; i++) decisions += b.playout(first + i).length;
    return decisions;
  };
}

/** `n` decisions on the states from index `first` on (cycling); the picks from one seeded Rng per build. */
function decisionsOn(b: Build, states: readonly unknown[], n: number): Work {
  const rng = new b.Rng(7);
  const g = b.game;
  return (first) => {
    for (let i = 0; i < n; i++) {
      const s = states[(first + i) % states.length];
      g.resolve(s, g.actor(s).kind === 'chance' ? b.pickChance(g.chanceOutcomes(s), rng) : rng.pick(g.legalMoves(s)));
    }
    return n;
  };
}

/**
 * `n` decisions along seeded random playouts, going on from game to game across batches (the bench's
 * decisions case, from the same first seed); `first` is not used: the decider keeps its place.
 */
function alongPlayouts(b: Build, n: number): Work {
  const d = playoutDecider(b.game, b.setup, 1_000_000);
  return () => {
    for (let i = 0; i < n; i++) d.step();
    return n;
  };
}

/** Throws unless both builds play seeds 0 to games-1 move for move alike. */
function sameGames(before: Build, after: Build, games: number): void {
  for (let s = 0; s < games; s++) {
    if (JSON.stringify(before.playout(s)) !== JSON.stringify(after.playout(s))) throw new Error(`seed ${s}: the builds play different games`);
  }
}

export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

/** The repository holding the current directory. */
export function repoRoot(): string {
  return resolve(execSync('git rev-parse --show-toplevel', { encoding: 'utf8' }).trim());
}

/** Builds `o.title` from `o.ref` and from the working tree and times them in alternating batches. */
export async function pairedRun(o: PairedOptions): Promise<PairedReport> {
  const repo = repoRoot();
  const tmp = mkdtempSync(join(tmpdir(), 'esagono-paired-'));
  try {
    const base = join(tmp, 'base');
    execSync(`mkdir -p ${JSON.stringify(base)} && git archive ${o.ref} packages/kernel/src packages/${o.title}/src | tar -x -C ${JSON.stringify(base)}`, { cwd: repo });
    const before = await bundle(repo, base, tmp, 'base', o.title, o.scenario);
    const after = await bundle(repo, repo, tmp, 'work', o.title, o.scenario);
    let workBefore: Work;
    let workAfter: Work;
    let states: number | undefined;
    let seed = 1000;
    let step: number;
    if (o.decisions !== undefined && o.sampled !== true) {
      if (o.same) sameGames(before, after, 10);
      workBefore = alongPlayouts(before, o.decisions);
      workAfter = alongPlayouts(after, o.decisions);
      step = o.decisions;
    } else if (o.decisions !== undefined) {
      const sb = sampleStates(before.game, before.setup);
      const sa = sampleStates(after.game, after.setup);
      if (o.same && JSON.stringify(sb) !== JSON.stringify(sa)) throw new Error('the builds play different games (the sampled states differ)');
      workBefore = decisionsOn(before, sb, o.decisions);
      workAfter = decisionsOn(after, sa, o.decisions);
      states = sa.length;
      seed = 0;
      step = o.decisions;
    } else {
      workBefore = playouts(before, o.games);
      workAfter = playouts(after, o.games);
      step = o.games;
      // Same games (also warms both builds up).
      if (o.same) sameGames(before, after, o.games);
    }
    for (let w = 0; w < o.warmups; w++) {
      batch(workBefore, 500);
      batch(workAfter, 500);
    }
    const ratios: number[] = [];
    const refRates: number[] = [];
    const workRates: number[] = [];
    for (let p = 0; p < o.pairs; p++) {
      // Alternate which build goes first, so a drift in machine speed favours neither.
      const first = p % 2 === 0;
      const b1 = first ? batch(workBefore, seed) : null;
      const a = batch(workAfter, seed);
      const b = b1 ?? batch(workBefore, seed);
      // Decisions per CPU second: without `same` the builds may take different numbers of decisions for a game.
      const rb = (b.decisions / b.ms) * 1000;
      const ra = (a.decisions / a.ms) * 1000;
      refRates.push(rb);
      workRates.push(ra);
      ratios.push(ra / rb);
      seed += step;
    }
    return { ratio: median(ratios), ratios, refRate: median(refRates), workRate: median(workRates), ...(states === undefined ? {} : { states }) };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * A title's paired script by playouts: reads `<ref> [scenario] [pairs] [games] [--same]` from the
 * command line (defaults given by the title), runs `pairedRun` and prints the rates and the ratio.
 */
export async function pairedPlayoutsScript(title: string, defaults: { readonly scenario: string; readonly pairs: number; readonly games: number }): Promise<PairedReport> {
  const args = process.argv.slice(2);
  const same = args.includes('--same');
  const [ref = 'HEAD', scenario = defaults.scenario, pairsArg = String(defaults.pairs), gamesArg = String(defaults.games)] = args.filter((a) => !a.startsWith('--'));
  const pairs = Number(pairsArg);
  const games = Number(gamesArg);
  const r = await pairedRun({ ref, title, scenario, pairs, games, same, warmups: 1 });
  console.log(`${scenario}: ${pairs} pairs of ${games} games; decisions per CPU second ${ref} ${Math.round(r.refRate)}, working tree ${Math.round(r.workRate)}`);
  console.log(`median ratio (working tree / ${ref}, decisions per CPU second): ${r.ratio.toFixed(3)}`);
  return r;
}

/**
 * A title's paired script by decisions: reads `<ref> [scenario] [pairs] [decisions] [--sampled]` from
 * the command line (defaults given by the title), checks both builds play the same games, runs
 * `pairedRun` and prints the rates and the ratio. Without `--sampled`, decisions along playouts as
 * the bench times them.
 */
export async function pairedDecisionsScript(title: string, defaults: { readonly scenario: string; readonly pairs: number; readonly decisions: number; readonly warmups?: number }): Promise<PairedReport> {
  const args = process.argv.slice(2);
  const sampled = args.includes('--sampled');
  const [ref = 'HEAD', scenario = defaults.scenario, pairsArg = String(defaults.pairs), perBatchArg = String(defaults.decisions)] = args.filter((a) => !a.startsWith('--'));
  const pairs = Number(pairsArg);
  const decisions = Number(perBatchArg);
  const r = await pairedRun({ ref, title, scenario, pairs, decisions, sampled, same: true, warmups: defaults.warmups ?? 3 });
  const where = sampled ? `on ${r.states} sampled states (the same in both builds)` : 'along seeded playouts (the same games in both builds)';
  console.log(`${scenario}: ${pairs} pairs of ${decisions} decisions ${where}; decisions per CPU second ${ref} ${Math.round(r.refRate)}, working tree ${Math.round(r.workRate)}`);
  console.log(`median ratio (working tree / ${ref}, decisions per CPU second): ${r.ratio.toFixed(3)}`);
  return r;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const write = args.includes('--write');
  const [ref = '116ea73', pairsArg = '31', gamesArg = '20'] = args.filter((a) => a !== '--write');
  const scenario = 'sainte-mere-eglise';
  const pairs = Number(pairsArg);
  const games = Number(gamesArg);
  const r = await pairedRun({ ref, title: 'memoir44', scenario, pairs, games, same: true, warmups: 3 });
  console.log(`${scenario}: ${pairs} pairs of ${games} games, same ${games} games checked move by move`);
  console.log(`ratios: ${r.ratios.map((x) => x.toFixed(3)).join(' ')}`);
  console.log(`median speed ratio working tree / ${ref}: ${r.ratio.toFixed(3)}`);
  if (write) {
    const file = join(repoRoot(), 'bench', 'results.json');
    const results = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BenchResults) : { cases: [], machine: {}, date: '' };
    const paired: PairedResult = { ref, scenario, pairs, gamesPerBatch: games, ratio: r.ratio, ratios: r.ratios, date: new Date().toISOString() };
    writeFileSync(file, `${JSON.stringify({ ...results, paired }, null, 2)}\n`);
  }
}

// Run from the command line, not when imported by a title's script.
if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
