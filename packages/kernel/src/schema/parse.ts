import type { ZodType } from 'zod';
import type { RuleError } from '../protocol/types.js';

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: RuleError };

/** Dotted path of a zod issue, e.g. `units.3.hex`. */
export function issuePath(path: readonly PropertyKey[]): string {
  return path.map((p) => String(p)).join('.');
}

/**
 * Validates `input` with `schema` and never throws. On failure the error names the
 * first offending field, so a user can act on it.
 */
export function parseWith<T>(
  schema: ZodType<T>,
  input: unknown,
  options: { code?: string; what?: string; rule?: string } = {},
): Parsed<T> {
  let result;
  try {
    result = schema.safeParse(input);
  } catch (e) {
    return {
      ok: false,
      error: { code: options.code ?? 'invalid-input', message: `${options.what ?? 'input'}: ${String(e)}` },
    };
  }
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  const path = issue ? issuePath(issue.path) : '';
  const where = path ? ` at \`${path}\`` : '';
  const extra = result.error.issues.length > 1 ? ` (and ${result.error.issues.length - 1} more)` : '';
  return {
    ok: false,
    error: {
      code: options.code ?? 'invalid-input',
      message: `${options.what ?? 'input'} is malformed${where}: ${issue?.message ?? 'invalid'}${extra}`,
      ...(options.rule ? { rule: options.rule } : {}),
      path,
    },
  };
}
