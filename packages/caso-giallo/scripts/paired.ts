/**
 * Paired speed check of the bench's "decisions" case (states of 20 seeded Fortress Holland games,
 * one decision each in turn): Caso Giallo and its kernel bundled from a git ref and from the
 * working tree, both in one process, timed in alternating batches by CPU time. The shared machine's
 * speed swings within minutes, so only the median ratio of neighbouring batches means something.
 * Both builds must sample the very same states (the same games), or the run fails.
 *
 *   npx tsx packages/caso-giallo/scripts/paired.ts [ref=HEAD] [pairs=41] [decisions=3000] [scenario]
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

interface Build {
  readonly label: string;
  readonly states: readonly unknown[];
  readonly decide: (state: unknown) => void;
}

const repo = resolve(execSync('git rev-parse --show-toplevel', { encoding: 'utf8' }).trim());
const [ref = 'HEAD', pairsArg = '41', perBatchArg = '3000', scenario = 'fortress-holland'] = process.argv.slice(2);
const pairs = Number(pairsArg);
const perBatch = Number(perBatchArg);

async function bundle(root: string, out: string, label: string): Promise<Build> {
  const entry = join(out, `${label}-entry.ts`);
  const src = (p: string): string => JSON.stringify(join(root, 'packages', p, 'src', 'index.ts'));
  writeFileSync(entry, `export { game, scenarios } from ${src('caso-giallo')};\nexport { Rng, pickChance } from ${src('kernel')};\n`);
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
  // Loosely typed on purpose: two builds of the same API from different trees.
  const m = (await import(pathToFileURL(file).href)) as {
    game: {
      maxMoves: number;
      setup: (s: unknown, o: { seed: number }) => { ok: boolean; state: unknown };
      actor: (s: unknown) => { kind: string };
      legalMoves: (s: unknown) => readonly unknown[];
      chanceOutcomes: (s: unknown) => readonly unknown[];
      resolve: (s: unknown, m: unknown) => { ok: boolean; state: unknown };
    };
    scenarios: Record<string, unknown>;
    Rng: new (seed: number) => { pick: (xs: readonly unknown[]) => unknown };
    pickChance: (outs: readonly unknown[], rng: unknown) => unknown;
  };
  const { game, pickChance, Rng } = m;
  const states: unknown[] = [];
  for (let seed = 0; seed < 20 && states.length < 1500; seed++) {
    let state = game.setup(m.scenarios[scenario], { seed }).state;
    const rng = new Rng(seed);
    for (let i = 0; i < game.maxMoves && game.actor(state).kind !== 'terminal'; i++) {
      states.push(state);
      const move = game.actor(state).kind === 'chance' ? pickChance(game.chanceOutcomes(state), rng) : rng.pick(game.legalMoves(state));
      const r = game.resolve(state, move);
      if (!r.ok) break;
      state = r.state;
    }
  }
  const rng = new Rng(7);
  const decide = (state: unknown): void => {
    const move = game.actor(state).kind === 'chance' ? pickChance(game.chanceOutcomes(state), rng) : rng.pick(game.legalMoves(state));
    game.resolve(state, move);
  };
  return { label, states, decide };
}

function batch(b: Build, first: number): number {
  const t = process.cpuUsage();
  for (let i = 0; i < perBatch; i++) b.decide(b.states[(first + i) % b.states.length]);
  const d = process.cpuUsage(t);
  return (d.user + d.system) / 1e3;
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

const tmp = mkdtempSync(join(tmpdir(), 'cg-paired-'));
try {
  const base = join(tmp, 'base');
  execSync(`mkdir -p ${JSON.stringify(base)} && git archive ${ref} packages/kernel/src packages/caso-giallo/src | tar -x -C ${JSON.stringify(base)}`, { cwd: repo });
  const before = await bundle(base, tmp, 'base');
  const after = await bundle(repo, tmp, 'work');
  if (JSON.stringify(before.states) !== JSON.stringify(after.states)) throw new Error('the builds play different games');
  for (let w = 0; w < 4; w++) {
    batch(before, 0);
    batch(after, 0);
  }
  const ratios: number[] = [];
  let rateA = 0;
  let rateB = 0;
  let at = 0;
  for (let p = 0; p < pairs; p++) {
    const first = p % 2 === 0;
    const tb = first ? batch(before, at) : 0;
    const ta = batch(after, at);
    const tb2 = first ? tb : batch(before, at);
    ratios.push(tb2 / ta);
    rateA += ta;
    rateB += tb2;
    at += perBatch;
  }
  console.log(`${scenario}: ${before.states.length} states (same in both builds), ${pairs} pairs of ${perBatch} decisions`);
  console.log(`decisions/s over all batches: ${ref} ${Math.round((pairs * perBatch * 1000) / rateB)}, working tree ${Math.round((pairs * perBatch * 1000) / rateA)}`);
  console.log(`median speed ratio working tree / ${ref}: ${median(ratios).toFixed(3)}`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
