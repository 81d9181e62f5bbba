/** Saved games: the kernel's MoveLog as JSON, checked on load. */
import { z } from 'zod';
import { canonicalize, type MoveLog } from '@esagono/kernel';

export const MoveLogSchema = z.object({
  game: z.string().min(1),
  setup: z.unknown(),
  seed: z.number().int().optional(),
  moves: z.array(z.unknown()),
});

export type ParsedLog = { readonly ok: true; readonly log: MoveLog } | { readonly ok: false; readonly message: string };

export function parseLog(text: string): ParsedLog {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { ok: false, message: `not JSON: ${e instanceof Error ? e.message : String(e)}` };
  }
  const r = MoveLogSchema.safeParse(data);
  if (!r.success) {
    const issue = r.error.issues[0];
    return { ok: false, message: `not a move log: ${issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'invalid'}` };
  }
  const log = r.data;
  return { ok: true, log: log.seed === undefined ? { game: log.game, setup: log.setup, moves: log.moves } : { game: log.game, setup: log.setup, seed: log.seed, moves: log.moves } };
}

export function formatLog(log: MoveLog): string {
  return JSON.stringify(log, null, 1);
}

/** The scenario whose set-up equals `setup`, compared canonically, or null. */
export function matchScenario(scenarios: readonly { readonly id: string; readonly setup: unknown }[], setup: unknown): string | null {
  const key = canonicalize(setup);
  return scenarios.find((s) => canonicalize(s.setup) === key)?.id ?? null;
}
