import { basename } from 'node:path';
import { str, type ParsedArgs } from './args.js';
import { readJson } from './io.js';
import { type RunContext, type ScenarioImport, type TitleEntry, UsageError } from './types.js';

/** A saved game (a MoveLog), told apart from a setup so `validate` can point to `replay`. */
export function isMoveLog(data: unknown): boolean {
  const o = data as { game?: unknown; moves?: unknown } | null;
  return typeof o === 'object' && o !== null && typeof o.game === 'string' && Array.isArray(o.moves) && 'setup' in o;
}

/**
 * Reads a scenario file: through the title's importer when it recognises the format (its
 * warnings go to stderr), else as a setup for `game.setup`, unchecked here.
 */
export function readScenarioFile(entry: TitleEntry, path: string, ctx: RunContext): ScenarioImport & { readonly imported: boolean } {
  const data = readJson(path);
  if (isMoveLog(data)) throw new UsageError(`${path} is a saved game (a move log), not a scenario: check it with esagono replay ${path}`);
  const r = entry.importScenario?.(data, path) ?? null;
  if (r === null) return { ok: true, setup: data, imported: false };
  for (const w of (r.ok && r.warnings) || []) ctx.stderr.write(`esagono: warning: ${path}: ${w}\n`);
  return { ...r, imported: true };
}

/**
 * `--scenario-file f` of play and simulate: its setup, labelled by the file's name (a label
 * that is the same on every machine, so shards of one study still merge). Null without it.
 */
export function scenarioFromFile(entry: TitleEntry, args: ParsedArgs, ctx: RunContext): { readonly label: string; readonly setup: unknown } | null {
  const path = str(args, 'scenario-file');
  if (path === undefined) return null;
  if (str(args, 'scenario') !== undefined) throw new UsageError('give --scenario or --scenario-file, not both');
  const r = readScenarioFile(entry, path, ctx);
  if (!r.ok) {
    const at = r.error.path ? ` at ${r.error.path}` : '';
    throw new UsageError(`${path} cannot be read as a ${entry.game.id} scenario${at}: ${r.error.message}; esagono validate ${entry.game.id} ${path} says more`);
  }
  // Refused set-ups are caught here, before any game (or worker thread) starts.
  const init = entry.game.setup(r.setup);
  if (!init.ok) {
    throw new UsageError(`${path} is not a valid ${entry.game.id} setup: ${init.error.message}; esagono validate ${entry.game.id} ${path} lists the problems`);
  }
  return { label: `file:${basename(path)}`, setup: r.setup };
}
