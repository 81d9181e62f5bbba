/**
 * Paired speed check of Normandy '44 (issue #17): the package (with its kernel) built from a git
 * ref and from the working tree, both loaded in one process, timed in alternating batches of the
 * same seeded random playouts (CPU time); prints the median ratio. On the shared machine only the
 * ratio of neighbouring batches means something. With `--same`, both builds must play the same
 * games move by move (a speed change that keeps play); without it the move shapes may differ.
 *
 *   npx tsx packages/normandy44/scripts/paired.ts <ref> [scenario=mini-game] [pairs=9] [games=2] [--same]
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const repo = resolve(execSync('git rev-parse --show-toplevel', { encoding: 'utf8' }).trim());
const args = process.argv.slice(2);
const same = args.includes('--same');
const [ref = 'HEAD', scenario = 'mini-game', pairsArg = '9', gamesArg = '2'] = args.filter((a) => !a.startsWith('--'));
const pairs = Number(pairsArg);
const games = Number(gamesArg);

interface Build {
  readonly playout: (seed: number) => { moves: readonly unknown[] };
}

async function bundle(root: string, out: string, label: string): Promise<Build> {
  const entry = join(out, `${label}-entry.ts`);
  const src = (p: string): string => JSON.stringify(join(root, 'packages', p, 'src', 'index.ts'));
  writeFileSync(entry, `export { game, scenarios } from ${src('normandy44')};\nexport { randomPlayout } from ${src('kernel')};\n`);
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
    nodePaths: [join(repo, 'node_modules')],
  });
  const m = (await import(pathToFileURL(file).href)) as {
    game: unknown;
    scenarios: Record<string, unknown>;
    randomPlayout: (g: unknown, setup: unknown, seed: number) => { moves: readonly unknown[] };
  };
  const setup = m.scenarios[scenario];
  if (setup === undefined) throw new Error(`${label}: no scenario ${scenario}`);
  return { playout: (seed) => m.randomPlayout(m.game, setup, seed) };
}

/** CPU ms and decisions of one batch. */
function batch(b: Build, first: number): { ms: number; decisions: number } {
  const t = process.cpuUsage();
  let decisions = 0;
  for (let i = 0; i < games; i++) decisions += b.playout(first + i).moves.length;
  const d = process.cpuUsage(t);
  return { ms: (d.user + d.system) / 1e3, decisions };
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

const tmp = mkdtempSync(join(tmpdir(), 'n44-paired-'));
try {
  const base = join(tmp, 'base');
  execSync(`mkdir -p ${JSON.stringify(base)} && git archive ${ref} packages/kernel/src packages/normandy44/src | tar -x -C ${JSON.stringify(base)}`, { cwd: repo });
  const before = await bundle(base, tmp, 'base');
  const after = await bundle(repo, tmp, 'work');
  if (same) {
    for (let seed = 0; seed < games; seed++) {
      if (JSON.stringify(before.playout(seed).moves) !== JSON.stringify(after.playout(seed).moves)) throw new Error(`seed ${seed}: the builds play different games`);
    }
  }
  batch(before, 500);
  batch(after, 500);
  const ratios: number[] = [];
  const rates: [number[], number[]] = [[], []];
  let seed = 1000;
  for (let p = 0; p < pairs; p++) {
    const first = p % 2 === 0;
    const b1 = first ? batch(before, seed) : null;
    const a = batch(after, seed);
    const b = b1 ?? batch(before, seed);
    // Decisions per CPU second: the builds may take different numbers of decisions for a game.
    rates[0].push((b.decisions / b.ms) * 1000);
    rates[1].push((a.decisions / a.ms) * 1000);
    ratios.push(a.decisions / a.ms / (b.decisions / b.ms));
    seed += games;
  }
  console.log(`${scenario}: ${pairs} pairs of ${games} games; decisions per CPU second ${ref} ${Math.round(median(rates[0]))}, working tree ${Math.round(median(rates[1]))}`);
  console.log(`median ratio (working tree / ${ref}, decisions per CPU second): ${median(ratios).toFixed(3)}`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
