import { issuePath } from '@esagono/kernel';
import { parseArgs } from '../args.js';
import { findTitle } from '../io.js';
import { readScenarioFile } from '../scenario-file.js';
import { EXIT_FAILURE, EXIT_OK, type RunContext, UsageError } from '../types.js';

export const VALIDATE_HELP = `esagono validate <title> <file> [--json]

Checks a scenario file: a setup (checked against the title's setup schema), or a file in
the title's own format (Memoir '44: a scenario editor .m44 file, read by importM44, whose
warnings go to stderr). Then asks the title to set it up. Lists every malformed field by
its path. Exit code 1 if invalid. A saved game is checked by esagono replay instead.
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
  if (args.positional.length > 2) throw new UsageError(`unexpected argument "${args.positional[2]}"`);
  const file = readScenarioFile(entry, path, ctx);
  const problems: Problem[] = [];
  if (!file.ok) {
    const e = file.error;
    problems.push({ path: e.path || '(file)', message: `${e.message} [${e.code}]`, ...(e.rule ? { rule: e.rule } : {}) });
  } else {
    const parsed = entry.game.schemas.setup.safeParse(file.setup);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push({ path: issuePath(issue.path) || '(root)', message: issue.message });
    } else {
      // The schema passed; the title may still refuse the set-up on its own rules.
      const r = entry.game.setup(file.setup);
      if (!r.ok) problems.push({ path: r.error.path || '(setup)', message: r.error.message, ...(r.error.rule ? { rule: r.error.rule } : {}) });
    }
  }
  const what = file.imported ? `${entry.game.id} scenario file` : `${entry.game.id} setup`;
  if (args.flags.json) {
    const warnings = file.ok ? (file.warnings ?? []) : [];
    ctx.stdout.write(`${JSON.stringify({ file: path, title: entry.game.id, imported: file.imported, ok: problems.length === 0, problems, warnings }, null, 2)}\n`);
  } else if (problems.length === 0) {
    ctx.stdout.write(`ok: ${path} is a valid ${what}\n`);
  } else {
    const lines = problems.map((p) => `  - ${p.path}: ${p.message}${p.rule ? ` [rule ${p.rule}]` : ''}`);
    ctx.stdout.write(`invalid: ${path} is not a valid ${what} (${problems.length} problem${problems.length > 1 ? 's' : ''}):\n${lines.join('\n')}\n`);
  }
  return problems.length === 0 ? EXIT_OK : EXIT_FAILURE;
}
