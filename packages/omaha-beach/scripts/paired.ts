/**
 * Paired speed check of D-Day at Omaha Beach (issue #18) as the bench times it: decisions along
 * seeded random playouts (`playoutDecider`, packages/bench/src/profile.ts), the package (with its
 * kernel) built from a git ref and from the working tree, both in one process, timed in alternating
 * batches of CPU time. The shared machine's speed swings, so only the median ratio of neighbouring
 * batches means something. Both builds must first play the same seeded games (move lists compared).
 *
 *   npx tsx packages/omaha-beach/scripts/paired.ts [ref=main] [scenario=easy-fox] [pairs=21] [decisions=20000]
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { median, repoRoot } from '../../bench/src/paired.js';

const [ref = 'main', scenario = 'easy-fox', pairsArg = '21', decisionsArg = '20000'] = process.argv.slice(2);
const pairs = Number(pairsArg);
const decisions = Number(decisionsArg);

interface Decider {
  readonly step: () => void;
}
interface Built {
  readonly decider: (firstSeed: number) => Decider;
  readonly playout: (seed: number) => readonly unknown[];
}

async function bundle(repo: string, root: string, out: string, label: string): Promise<Built> {
  const entry = join(out, `${label}-entry.ts`);
  const src = (p: string): string => JSON.stringify(join(root, 'packages', p, 'src', 'index.ts'));
  writeFileSync(
    entry,
    `export { game, scenarios } from ${src('omaha-beach')};\nexport { randomPlayout } from ${src('kernel')};\nexport { playoutDecider } from ${JSON.stringify(join(repo, 'packages', 'bench', 'src', 'profile.ts'))};\n`,
  );
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
    playoutDecider: (g: unknown, setup: unknown, firstSeed?: number) => Decider;
  };
  const setup = m.scenarios[scenario];
  if (setup === undefined) throw new Error(`${label}: no scenario ${scenario}`);
  return { decider: (first) => m.playoutDecider(m.game, setup, first), playout: (seed) => m.randomPlayout(m.game, setup, seed).moves };
}

function cpu(d: Decider, n: number): number {
  const t = process.cpuUsage();
  for (let i = 0; i < n; i++) d.step();
  const u = process.cpuUsage(t);
  return (u.user + u.system) / 1e3;
}

const repo = repoRoot();
const tmp = mkdtempSync(join(tmpdir(), 'omaha-paired-'));
try {
  const base = join(tmp, 'base');
  execSync(`mkdir -p ${JSON.stringify(base)} && git archive ${ref} packages/kernel/src packages/omaha-beach/src | tar -x -C ${JSON.stringify(base)}`, { cwd: repo });
  const before = await bundle(repo, base, tmp, 'base');
  const after = await bundle(repo, repo, tmp, 'work');
  for (let s = 0; s < 10; s++) if (JSON.stringify(before.playout(s)) !== JSON.stringify(after.playout(s))) throw new Error(`seed ${s}: the builds play different games`);
  // One decider per build, each going on from game to game (the bench's case), warmed up first.
  const db = before.decider(0);
  const da = after.decider(0);
  for (let w = 0; w < 3; w++) {
    cpu(db, decisions);
    cpu(da, decisions);
  }
  const ratios: number[] = [];
  const rb: number[] = [];
  const ra: number[] = [];
  for (let p = 0; p < pairs; p++) {
    const first = p % 2 === 0;
    const b1 = first ? cpu(db, decisions) : 0;
    const a = cpu(da, decisions);
    const b = first ? b1 : cpu(db, decisions);
    rb.push((decisions / b) * 1000);
    ra.push((decisions / a) * 1000);
    ratios.push(b / a);
  }
  console.log(`${scenario}: ${pairs} pairs of ${decisions} decisions along playouts; decisions per CPU second ${ref} ${Math.round(median(rb))}, working tree ${Math.round(median(ra))}`);
  console.log(`median ratio (working tree / ${ref}): ${median(ratios).toFixed(3)}`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
