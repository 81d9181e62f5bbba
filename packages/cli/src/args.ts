import { UsageError } from './types.js';

export interface ParsedArgs {
  readonly positional: readonly string[];
  /** Flag name (without dashes) -> value; `true` for switches. */
  readonly flags: Readonly<Record<string, string | true>>;
}

/**
 * Splits argv into positionals and flags. `valued` names the flags that take a value
 * (`--seed 3` or `--seed=3`); `switches` those that do not. Anything else is refused,
 * so a typo is reported instead of silently ignored.
 */
export function parseArgs(argv: readonly string[], valued: readonly string[], switches: readonly string[]): ParsedArgs {
  const positional: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') {
      positional.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith('--') || arg === '-') {
      if (arg === '-h') flags.help = true;
      else positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq < 0 ? arg.slice(2) : arg.slice(2, eq);
    if (switches.includes(name)) {
      if (eq >= 0) throw new UsageError(`--${name} takes no value`);
      flags[name] = true;
    } else if (valued.includes(name)) {
      let value: string | undefined;
      if (eq >= 0) value = arg.slice(eq + 1);
      else {
        value = argv[i + 1];
        i++;
      }
      if (value === undefined || value === '') throw new UsageError(`--${name} needs a value`);
      flags[name] = value;
    } else {
      const known = [...valued, ...switches].map((f) => `--${f}`).join(', ');
      throw new UsageError(`unknown option --${name} (known: ${known})`);
    }
  }
  return { positional, flags };
}

/** A flag's string value, or undefined. */
export function str(args: ParsedArgs, name: string): string | undefined {
  const v = args.flags[name];
  return typeof v === 'string' ? v : undefined;
}

/** A flag's integer value within [min, max], or the default. */
export function int(args: ParsedArgs, name: string, dflt: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const v = str(args, name);
  if (v === undefined) return dflt;
  if (!/^-?\d+$/.test(v)) throw new UsageError(`--${name} must be an integer, got "${v}"`);
  const n = Number(v);
  if (!Number.isSafeInteger(n) || n < min || n > max) throw new UsageError(`--${name} must be between ${min} and ${max}, got ${v}`);
  return n;
}
