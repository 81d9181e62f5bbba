import { issuePath } from '@esagono/kernel';
import { parseArgs } from '../args.js';
import { findTitle, readJson } from '../io.js';
import { EXIT_FAILURE, EXIT_OK, type RunContext, UsageError } from '../types.js';

export const VALIDATE_HELP = `esagono validate <title> <file> [--json]

Checks a scenario/setup file against the title's setup schema, then asks the title
to set it up. Lists every malformed field by its path. Exit code 1 if invalid.
`;

interface Problem {
  readonly path: string;
  readonly message: string;
  readonly rule?: string;
}

export function validate(argv: readonly string[], ctx: RunContext): number {
  const args = parseArgs(argv, [], ['json', 'help']);
  if (args.flags.help) {
    ctx.stdout.write(VALIDATE_HELP);
    return EXIT_OK;
  }
  const entry = findTitle(ctx, args.positional[0]);
  const path = args.positional[1];
  if (path === undefined) throw new UsageError(`name the file to check: esagono validate ${entry.game.id} <file>`);
  const data = readJson(path);
  const problems: Problem[] = [];
  const parsed = entry.game.schemas.setup.safeParse(data);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push({ path: issuePath(issue.path) || '(root)', message: issue.message });
  } else {
    // The schema passed; the title may still refuse the set-up on its own rules.
    const r = entry.game.setup(data);
    if (!r.ok) problems.push({ path: r.error.path || '(setup)', message: r.error.message, ...(r.error.rule ? { rule: r.error.rule } : {}) });
  }
  if (args.flags.json) {
    ctx.stdout.write(`${JSON.stringify({ file: path, title: entry.game.id, ok: problems.length === 0, problems }, null, 2)}\n`);
  } else if (problems.length === 0) {
    ctx.stdout.write(`ok: ${path} is a valid ${entry.game.id} setup\n`);
  } else {
    const lines = problems.map((p) => `  - ${p.path}: ${p.message}${p.rule ? ` [rule ${p.rule}]` : ''}`);
    ctx.stdout.write(`invalid: ${path} is not a valid ${entry.game.id} setup (${problems.length} problem${problems.length > 1 ? 's' : ''}):\n${lines.join('\n')}\n`);
  }
  return problems.length === 0 ? EXIT_OK : EXIT_FAILURE;
}
