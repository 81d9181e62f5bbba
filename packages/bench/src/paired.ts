/**
 * Paired speed check: Memoir '44 (with its kernel) built from a git ref and from the working tree,
 * both loaded in one node process, timed in alternating short batches of random playouts of
 * Sainte-Mère-Église with the same seeds, timed in CPU time. The shared machine's speed swings
 * within minutes, so only a ratio of neighbouring batches means something; the median of those
 * ratios is printed.
 *
 *   npx tsx packages/bench/src/paired.ts [ref=116ea73] [pairs=31] [games=20] [--write]
 *
 * Both builds must give the same move lists for every seed, or the run fails. `--write` records
 * the result as `paired` in bench/results.json.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { BenchResults, PairedResult } from './types.js';

interface Build {
  readonly label: string;
  readonly playout: (seed: number) => readonly unknown[];
}

const repo = resolve(execSync('git rev-parse --show-toplevel', { encoding: 'utf8' }).trim());
const args = process.argv.slice(2);
const write = args.includes('--write');
const [ref = '116ea73', pairsArg = '31', gamesArg = '20'] = args.filter((a) => a !== '--write');
const pairs = Number(pairsArg);
const games = Number(gamesArg);
const scenario = 'sainte-mere-eglise';

/** One ESM file holding memoir44, its kernel and zod, built from the sources under `root`. */
async function bundle(root: string, out: string, label: string): Promise<Build> {
  const entry = join(out, `${label}-entry.ts`);
  const src = (p: string): string => JSON.stringify(join(root, 'packages', p, 'src', 'index.ts'));
  writeFileSync(entry, `export { game, scenarios } from ${src('memoir44')};\nexport { randomPlayout } from ${src('kernel')};\n`);
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
  return { label, playout: (seed) => m.randomPlayout(m.game, setup, seed).moves };
}

/** CPU time of one batch (ms): time the other jobs of the shared machine take is not counted. */
function batch(b: Build, first: number): number {
  const t = process.cpuUsage();
  for (let i = 0; i < games; i++) b.playout(first + i);
  const d = process.cpuUsage(t);
  return (d.user + d.system) / 1e3;
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

async function main(): Promise<void> {
  const tmp = mkdtempSync(join(tmpdir(), 'esagono-paired-'));
  try {
    const base = join(tmp, 'base');
    execSync(`mkdir -p ${JSON.stringify(base)} && git archive ${ref} packages/kernel/src packages/memoir44/src | tar -x -C ${JSON.stringify(base)}`, {
      cwd: repo,
    });
    const before = await bundle(base, tmp, 'base');
    const after = await bundle(repo, tmp, 'work');
    // Same games: every move list equal, seed by seed (also warms both builds up).
    for (let seed = 0; seed < games; seed++) {
      const a = JSON.stringify(before.playout(seed));
      const b = JSON.stringify(after.playout(seed));
      if (a !== b) throw new Error(`seed ${seed}: the builds play different games`);
    }
    // Warm-up: both builds past their JIT tiers before any timing.
    for (let w = 0; w < 3; w++) {
      batch(before, 500);
      batch(after, 500);
    }
    const ratios: number[] = [];
    let seed = 1000;
    for (let p = 0; p < pairs; p++) {
      // Alternate which build goes first, so a drift in machine speed favours neither.
      const first = p % 2 === 0;
      const tb = first ? batch(before, seed) : 0;
      const ta = batch(after, seed);
      const tb2 = first ? tb : batch(before, seed);
      ratios.push(tb2 / ta);
      seed += games;
    }
    const r = median(ratios);
    console.log(`${scenario}: ${pairs} pairs of ${games} games, same ${games} games checked move by move`);
    console.log(`ratios: ${ratios.map((x) => x.toFixed(3)).join(' ')}`);
    console.log(`median speed ratio working tree / ${ref}: ${r.toFixed(3)}`);
    if (write) {
      const file = join(repo, 'bench', 'results.json');
      const results = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BenchResults) : { cases: [], machine: {}, date: '' };
      const paired: PairedResult = { ref, scenario, pairs, gamesPerBatch: games, ratio: r, ratios, date: new Date().toISOString() };
      writeFileSync(file, `${JSON.stringify({ ...results, paired }, null, 2)}\n`);
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
