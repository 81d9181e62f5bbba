import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { recordGame } from './study.js';
import { titles as builtIn } from './titles.js';
import type { TitleRegistry } from './types.js';
import type { WorkerInput, WorkerMessage } from './pool.js';

/** Worker-thread entry of `simulate`: plays its share of games and posts one record each. */
async function main(port: NonNullable<typeof parentPort>): Promise<void> {
  const input = workerData as WorkerInput;
  const post = (m: WorkerMessage) => port.postMessage(m);
  try {
    const registry: TitleRegistry = input.titlesModule
      ? ((await import(input.titlesModule)) as { titles: TitleRegistry }).titles
      : builtIn;
    const entry = registry[input.title];
    if (!entry) throw new Error(`title ${input.title} is not in the worker's registry`);
    for (const job of input.jobs) post({ type: 'record', record: recordGame(entry, input.spec, job.k, job.seed, input.swap) });
    post({ type: 'done' });
  } catch (e) {
    post({ type: 'error', message: e instanceof Error ? e.message : String(e) });
  }
}

if (!isMainThread && parentPort) void main(parentPort);
