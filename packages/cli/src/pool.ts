import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { GameRecord, GameSpec } from './study.js';

export interface Job {
  readonly k: number;
  readonly seed: number;
}

export interface WorkerInput {
  /** Module URL exporting `titles`; absent means the CLI's own registry. */
  readonly titlesModule?: string;
  readonly title: string;
  readonly spec: GameSpec;
  readonly swap: boolean;
  readonly jobs: readonly Job[];
}

export type WorkerMessage =
  | { readonly type: 'record'; readonly record: GameRecord }
  | { readonly type: 'done' }
  | { readonly type: 'error'; readonly message: string };

/**
 * How to start a worker from wherever this module runs: the built `worker.js` beside
 * it, or, when running from TypeScript source (tests, `tsx`), a bootstrap that
 * registers tsx's loader in the new thread and then imports `worker.ts`.
 */
function startWorker(workerData: WorkerInput): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./worker.js', here), { workerData });
  // The ESM build of tsx's API (require.resolve would pick the CommonJS one).
  const api = pathToFileURL(join(dirname(createRequire(here).resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href;
  const entry = new URL('./worker.ts', here).href;
  const boot = `import(${JSON.stringify(api)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(boot, { eval: true, workerData });
}

/**
 * Plays `jobs` on `workers` threads (jobs dealt round-robin). Records arrive in any
 * order; callers sort them by `k`, so the result does not depend on scheduling.
 */
export function runInWorkers(
  input: Omit<WorkerInput, 'jobs'>,
  jobs: readonly Job[],
  workers: number,
  onRecord: (r: GameRecord) => void,
): Promise<void> {
  const parts: Job[][] = Array.from({ length: Math.max(1, Math.min(workers, jobs.length)) }, () => []);
  jobs.forEach((job, i) => parts[i % parts.length]?.push(job));
  return Promise.all(
    parts.map(
      (part) =>
        new Promise<void>((resolve, reject) => {
          const data: WorkerInput = { ...input, jobs: part };
          const w = startWorker(data);
          let done = false;
          w.on('message', (m: WorkerMessage) => {
            if (m.type === 'record') onRecord(m.record);
            else if (m.type === 'done') done = true;
            else reject(new Error(`worker failed: ${m.message}`));
          });
          w.on('error', reject);
          w.on('exit', (code) => (done ? resolve() : reject(new Error(`worker exited with code ${code} before finishing`))));
        }),
    ),
  ).then(() => undefined);
}
