/**
 * `npm run bench`: imports every module in src/cases/, times each case's Esagono
 * function and its peers, writes bench/results.json at the repository root and
 * compares with bench/baseline.json.
 *
 *   --check             exit 1 if a case is more than 20% slower than the baseline
 *   --update-baseline   save this run as the new baseline (with --filter: only those cases)
 *   --filter <text>     only cases whose name contains the text (the others keep their last results)
 *   --time <ms>         measuring time per function (default 600)
 *   --clock cpu|wall    time by process CPU time (default: steadier on a shared machine) or elapsed time
 *   --shared            time every case in this one process (default: each case in a fresh process)
 *
 * By default each case runs in a process of its own: V8 optimises a function for the shapes it
 * has seen, so a case measured after others (a second searcher, another title's states) can run
 * 20-60% slower than alone, and the numbers would depend on the order of the files.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { arch, cpus, platform, totalmem } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compare, fmtRate, REGRESSION_THRESHOLD } from './compare.js';
import { DEFAULT_BUDGET, calibrate, opsPerSecond, rates, type Clock } from './measure.js';
import type { BenchCase, BenchResults, CaseResult } from './types.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const outDir = `${root}bench`;
const resultsPath = `${outDir}/results.json`;
const baselinePath = `${outDir}/baseline.json`;
const casesDir = new URL('./cases/', import.meta.url);

function flag(name: string): boolean {
  return process.argv.includes(`--${name}`);
}
function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function isCase(c: unknown): c is BenchCase {
  const o = c as Partial<BenchCase> | null;
  return !!o && typeof o.name === 'string' && typeof o.esagono === 'function' && typeof o.peers === 'object' && o.peers !== null;
}

async function loadCases(only?: string): Promise<{ cases: (BenchCase & { file: string })[]; errors: string[] }> {
  const files = readdirSync(casesDir)
    .filter((f) => /\.(ts|js|mjs)$/.test(f) && !f.endsWith('.d.ts'))
    .filter((f) => only === undefined || f === only)
    .sort();
  const cases: (BenchCase & { file: string })[] = [];
  const errors: string[] = [];
  for (const f of files) {
    try {
      const mod = (await import(pathToFileURL(fileURLToPath(new URL(f, casesDir))).href)) as { cases?: unknown };
      if (!Array.isArray(mod.cases)) throw new Error('exports no `cases` array');
      for (const c of mod.cases) {
        if (isCase(c)) cases.push({ ...c, file: f });
        else errors.push(`${f}: a case is not { name, esagono, peers }`);
      }
    } catch (e) {
      errors.push(`${f}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  return { cases, errors };
}

function machine(): Record<string, string | number> {
  const cpu = cpus();
  return {
    node: process.version,
    platform: platform(),
    arch: arch(),
    cpu: cpu[0]?.model ?? 'unknown',
    cores: cpu.length,
    memoryGB: Math.round(totalmem() / 2 ** 30),
  };
}

type Budget = typeof DEFAULT_BUDGET;

/** Times one case's functions, in this process. */
function measureCase(c: BenchCase, budget: Budget, clock: Clock): CaseResult {
  const b: Budget = { ...budget, ...c.budget };
  c.prepare?.();
  const calibration = calibrate(clock);
  const r = rates(c.esagono, b, clock);
  const peers: Record<string, number> = {};
  for (const [peer, fn] of Object.entries(c.peers)) peers[peer] = opsPerSecond(fn, b, clock);
  return { name: c.name, unit: 'ops/s', esagono: r.median, best: r.best, calibration, peers };
}

/**
 * The benchmarks time one core: on Linux each case's process is pinned to one CPU, so the
 * engine's helper threads (garbage collection, compilation) share it instead of running
 * beside it on another, and CPU time is what one core gives.
 */
const PIN = process.platform === 'linux' && spawnSync('taskset', ['-c', '0', 'true']).status === 0;

/** Times one case in a fresh process running this script with `--child FILE NAME`. */
function measureIsolated(c: { file: string; name: string }, time: number, clock: Clock): CaseResult {
  const script = fileURLToPath(import.meta.url);
  const args = [...process.execArgv, script, '--child', c.file, c.name, '--time', String(time), '--clock', clock];
  const r = PIN
    ? spawnSync('taskset', ['-c', '0', process.execPath, ...args], { encoding: 'utf8', maxBuffer: 1 << 24 })
    : spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 24 });
  const line = r.stdout.split('\n').find((l) => l.startsWith('{"name"'));
  if (r.status !== 0 || line === undefined) throw new Error(`child failed: ${r.stderr.trim().split('\n').slice(-3).join(' ')}`);
  return JSON.parse(line) as CaseResult;
}

async function child(file: string, name: string, budget: Budget, clock: Clock): Promise<number> {
  const { cases, errors } = await loadCases(file);
  const c = cases.find((x) => x.name === name);
  if (!c) {
    console.error(`bench: no case "${name}" in ${file} ${errors.join('; ')}`);
    return 1;
  }
  console.log(JSON.stringify(measureCase(c, budget, clock)));
  return 0;
}

async function main(): Promise<number> {
  const filter = option('filter');
  const time = Number(option('time') ?? DEFAULT_BUDGET.measureMs);
  const budget = { ...DEFAULT_BUDGET, measureMs: Number.isFinite(time) && time > 0 ? time : DEFAULT_BUDGET.measureMs };
  const clock: Clock = option('clock') === 'wall' ? 'wall' : 'cpu';
  const childAt = process.argv.indexOf('--child');
  if (childAt >= 0) return child(process.argv[childAt + 1] ?? '', process.argv[childAt + 2] ?? '', budget, clock);
  const isolated = !flag('shared');
  const { cases, errors } = await loadCases();
  for (const e of errors) console.error(`bench: cannot load ${e}`);
  const selected = filter ? cases.filter((c) => c.name.includes(filter)) : cases;
  const names = new Set<string>();
  const results: CaseResult[] = [];
  const t0 = performance.now();
  for (const c of selected) {
    if (names.has(c.name)) {
      console.error(`bench: duplicate case name "${c.name}"; skipped`);
      continue;
    }
    names.add(c.name);
    process.stderr.write(`  ${c.name} ...`);
    try {
      const result = isolated ? measureIsolated(c, budget.measureMs, clock) : measureCase(c, budget, clock);
      results.push(result);
      const best = result.best === undefined ? '' : `, best batch ${fmtRate(result.best)}`;
      const cal = result.calibration === undefined ? '' : `, machine at ${fmtRate(result.calibration)} reference ops/s`;
      process.stderr.write(` ${fmtRate(result.esagono)} ops/s${best ? ` (${best.slice(2)}${cal})` : cal ? ` (${cal.slice(2)})` : ''}\n`);
    } catch (e) {
      process.stderr.write(' failed\n');
      errors.push(`${c.name}: threw ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  // A filtered run updates only its own cases in results.json and keeps the others.
  const previous =
    filter && existsSync(resultsPath) ? (JSON.parse(readFileSync(resultsPath, 'utf8')) as BenchResults).cases.filter((c) => !names.has(c.name)) : [];
  // The paired comparison (paired.ts) is measured apart: kept as it is.
  const paired = existsSync(resultsPath) ? (JSON.parse(readFileSync(resultsPath, 'utf8')) as BenchResults).paired : undefined;
  const out: BenchResults = {
    cases: [...previous, ...results],
    ...(paired ? { paired } : {}),
    machine: { ...machine(), clock, isolation: isolated ? (PIN ? 'process per case, pinned to one CPU' : 'process per case') : 'shared' },
    date: new Date().toISOString(),
  };
  mkdirSync(outDir, { recursive: true });
  writeFileSync(resultsPath, `${JSON.stringify(out, null, 2)}\n`);

  const baseline = existsSync(baselinePath) ? (JSON.parse(readFileSync(baselinePath, 'utf8')) as BenchResults) : null;
  const rows = compare(out, baseline);
  const width = Math.max(4, ...rows.map((r) => r.name.length));
  console.log(`\n${'case'.padEnd(width)}  ${'esagono'.padStart(9)}  ${'baseline'.padStart(9)}  ${'change'.padStart(7)}  peers (ops/s)`);
  for (const r of rows) {
    const peers = Object.entries(out.cases.find((c) => c.name === r.name)?.peers ?? {})
      .map(([p, v]) => `${p} ${fmtRate(v)} (x${(r.now / v).toFixed(2)})`)
      .join(', ');
    const change = r.change === null ? 'new' : `${r.change >= 0 ? '+' : ''}${(100 * r.change).toFixed(0)}%`;
    const mark = r.regression ? `  << more than ${100 * REGRESSION_THRESHOLD}% slower` : '';
    console.log(`${r.name.padEnd(width)}  ${fmtRate(r.now).padStart(9)}  ${(r.baseline === null ? '-' : fmtRate(r.baseline)).padStart(9)}  ${change.padStart(7)}  ${peers}${mark}`);
  }
  console.log(`\n${results.length} cases in ${((performance.now() - t0) / 1000).toFixed(1)} s; results in ${resultsPath}`);
  if (baseline && JSON.stringify(baseline.machine) !== JSON.stringify(out.machine)) {
    console.log('note: the baseline was measured on another machine or Node version; compare with care.');
  }
  if (flag('update-baseline')) {
    // A filtered run replaces only its own cases in the baseline.
    const kept = filter && baseline ? baseline.cases.filter((c) => !names.has(c.name)) : [];
    const next: BenchResults = { ...out, cases: [...kept, ...results] };
    writeFileSync(baselinePath, `${JSON.stringify(next, null, 2)}\n`);
    console.log(`baseline updated: ${baselinePath}`);
  }
  const regressions = rows.filter((r) => r.regression);
  if (flag('check') && (regressions.length > 0 || errors.length > 0)) {
    console.error(`bench --check: ${regressions.length} regression(s), ${errors.length} error(s)`);
    return 1;
  }
  return 0;
}

process.exitCode = await main();
