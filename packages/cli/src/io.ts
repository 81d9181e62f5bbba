import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { RunContext, TitleEntry } from './types.js';
import { UsageError } from './types.js';

/** Reads and parses a JSON file; a missing or malformed file is a usage error naming it. */
export function readJson(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(resolve(path), 'utf8');
  } catch (e) {
    const code = (e as { code?: string }).code;
    throw new UsageError(code === 'ENOENT' ? `file not found: ${path}` : `cannot read ${path}: ${String(e)}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new UsageError(`${path} is not valid JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
}

export function writeText(path: string, text: string): void {
  try {
    writeFileSync(resolve(path), text);
  } catch (e) {
    throw new UsageError(`cannot write ${path}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** The registry entry of a title id, or a usage error listing the known ids. */
export function findTitle(ctx: RunContext, id: string | undefined): TitleEntry {
  const known = Object.keys(ctx.titles);
  if (id === undefined) throw new UsageError(`name a title (known: ${known.join(', ') || 'none registered'})`);
  const entry = Object.prototype.hasOwnProperty.call(ctx.titles, id) ? ctx.titles[id] : undefined;
  if (!entry) throw new UsageError(`unknown title "${id}" (known: ${known.join(', ') || 'none registered'})`);
  return entry;
}

/** Compact JSON of a move for one log line. */
export const brief = (v: unknown): string => JSON.stringify(v) ?? String(v);

export const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
