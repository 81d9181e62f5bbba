import { parseArgs, str } from '../args.js';
import { readJson, writeText } from '../io.js';
import { summarize, type GameRecord } from '../study.js';
import { EXIT_FAILURE, EXIT_OK, type RunContext, UsageError } from '../types.js';
import { formatSummary, type StudyFile } from './simulate.js';

export const MERGE_HELP = `esagono merge <a.json> <b.json> ... [options]

Combines the shards of one study (esagono simulate --shard i/n --out ...) into the
numbers a single run would give. The files must agree on title, scenario, seed,
games, bots, iterations and --swap, and hold each game once: the same shard given
twice, or overlapping shards, are refused.

Options:
  --json              print the merged study as JSON
  --out <file>        save the merged study
`;

const PARAMS = ['title', 'scenario', 'seed', 'games', 'bots', 'iterations', 'swap'] as const;

function asStudy(v: unknown, path: string): StudyFile {
  const o = v as Partial<StudyFile> | null;
  if (!o || typeof o !== 'object' || o.format !== 'esagono-study/1' || !Array.isArray(o.records)) {
    throw new UsageError(`${path} is not an esagono study file (expected "format": "esagono-study/1" and "records")`);
  }
  return o as StudyFile;
}

export function merge(argv: readonly string[], ctx: RunContext): number {
  const args = parseArgs(argv, ['out'], ['json', 'help']);
  if (args.flags.help) {
    ctx.stdout.write(MERGE_HELP);
    return EXIT_OK;
  }
  if (args.positional.length === 0) throw new UsageError('name the study files to merge');
  const files = args.positional.map((p) => ({ path: p, study: asStudy(readJson(p), p) }));
  const first = files[0]!;
  for (const f of files.slice(1)) {
    for (const key of PARAMS) {
      if (JSON.stringify(f.study[key]) !== JSON.stringify(first.study[key])) {
        ctx.stderr.write(`esagono merge: ${f.path} and ${first.path} are different studies: ${key} is ${JSON.stringify(f.study[key])} vs ${JSON.stringify(first.study[key])}\n`);
        return EXIT_FAILURE;
      }
    }
  }
  // Each game must come from exactly one file: the same shard given twice (or overlapping
  // shards) would count its games twice, so it is refused rather than silently dropped.
  for (let i = 0; i < files.length; i++) {
    for (let j = 0; j < i; j++) {
      const a = files[j]!;
      const b = files[i]!;
      if (a.study.shard && b.study.shard && a.study.shard.index === b.study.shard.index && a.study.shard.count === b.study.shard.count) {
        ctx.stderr.write(`esagono merge: ${b.path} and ${a.path} are both shard ${a.study.shard.index}/${a.study.shard.count}: give each shard once\n`);
        return EXIT_FAILURE;
      }
    }
  }
  const byK = new Map<number, { record: GameRecord; path: string }>();
  for (const f of files) {
    for (const r of f.study.records) {
      const seen = byK.get(r.k);
      if (seen) {
        const why = JSON.stringify(seen.record) === JSON.stringify(r) ? 'each game must be in one file only' : 'with different results; were they played by different versions?';
        ctx.stderr.write(`esagono merge: game ${r.k} is in both ${seen.path} and ${f.path}: ${why}\n`);
        return EXIT_FAILURE;
      }
      byK.set(r.k, { record: r, path: f.path });
    }
  }
  const records = [...byK.values()].map((v) => v.record).sort((a, b) => a.k - b.k);
  const s = first.study;
  const players = s.summary.players.map((p) => p.player);
  const missing = s.games - records.length;
  const study: StudyFile = { ...s, shard: null, records, summary: summarize(players, s.bots, records) };
  if (missing > 0) ctx.stderr.write(`esagono merge: warning: ${missing} of ${s.games} games are in none of the files; is a shard missing?\n`);
  const out = str(args, 'out');
  if (out) writeText(out, `${JSON.stringify(study)}\n`);
  ctx.stdout.write(args.flags.json ? `${JSON.stringify(study, null, 2)}\n` : formatSummary(study, players));
  return EXIT_OK;
}
