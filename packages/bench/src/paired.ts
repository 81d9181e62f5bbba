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
import type { BenchResults, PairedResult } from './types.js';

/** What to compare, and how long. */
export interface PairedOptions {
  /** The git ref the working tree is compared with. */
  readonly ref: string;
  /** The title's folder under packages/ (its index exports `game` and `scenarios`). */
  readonly title: string;
  readonly scenario: string;
  readonly pairs: number;
  /** Games per batch. */
  readonly games: number;
  /** Check first that both builds play the same games move by move (seeds 0 to games-1); else the moves may differ. */
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
}

interface Build {
  readonly playout: (seed: number) => readonly unknown[];
}

/** One ESM file holding the title, its kernel and zod, built from the sources under `root`. */
async function bundle(repo: string, root: string, out: string, label: string, title: string, scenario: string): Promise<Build> {
  const entry = join(out, `${label}-entry.ts`);
  const src = (p: string): string => JSON.stringify(join(root, 'packages', p, 'src', 'index.ts'));
  writeFileSync(entry, `export { game, scenarios } from ${src(title)};\nexport { randomPlayout } from ${src('kernel')};\n`);
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
    game: unknown;
    scenarios: Record<string, unknown>;
    randomPlayout: (g: unknown, setup: unknown, seed: number) => { moves: readonly unknown[] };
  };
  const setup = m.scenarios[scenario];
  if (setup === undefined) throw new Error(`${label}: no scenario ${scenario}`);
  return { playout: (seed) => m.randomPlayout(m.game, setup, seed).moves };
}

/** CPU ms and decisions of one batch: time the other jobs of the shared machine take is not counted. */
function batch(b: Build, first: number, games: number): { ms: number; decisions: number } {
  const t = process.cpuUsage();
  let decisions = 0;
  for (let i = 0; i < games; i++) decisions += b.playout(first + i).length;
  const d = process.cpuUsage(t);
  return { ms: (d.user + d.system) / 1e3, decisions };
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
    if (o.same) {
      // Same games: every move list equal, seed by seed (also warms both builds up).
      for (let seed = 0; seed < o.games; seed++) {
        if (JSON.stringify(before.playout(seed)) !== JSON.stringify(after.playout(seed))) throw new Error(`seed ${seed}: the builds play different games`);
      }
    }
    for (let w = 0; w < o.warmups; w++) {
      batch(before, 500, o.games);
      batch(after, 500, o.games);
    }
    const ratios: number[] = [];
    const refRates: number[] = [];
    const workRates: number[] = [];
    let seed = 1000;
    for (let p = 0; p < o.pairs; p++) {
      // Alternate which build goes first, so a drift in machine speed favours neither.
      const first = p % 2 === 0;
      const b1 = first ? batch(before, seed, o.games) : null;
      const a = batch(after, seed, o.games);
      const b = b1 ?? batch(before, seed, o.games);
      // Decisions per CPU second: without `same` the builds may take different numbers of decisions for a game.
      const rb = (b.decisions / b.ms) * 1000;
      const ra = (a.decisions / a.ms) * 1000;
      refRates.push(rb);
      workRates.push(ra);
      ratios.push(ra / rb);
      seed += o.games;
    }
    return { ratio: median(ratios), ratios, refRate: median(refRates), workRate: median(workRates) };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
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
