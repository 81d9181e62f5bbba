/**
 * What an import says besides the scenario: warnings (judgement calls, re-skins, and under
 * `unsupported: 'warn'` the content read as something else) and the refusal of unsupported
 * content. Findings about the same thing on many hexes are reported once, naming the hexes.
 */
import type { RuleError } from '@esagono/kernel';
import type { HexCoord } from '../board.js';
import { FEATURES, type Feature, type FeatureId } from './vocabulary.js';

/** What to do with content the engine does not model: refuse the file (the default), or read it with a warning. */
export type M44Unsupported = 'refuse' | 'warn';

export interface M44ImportOptions {
  readonly unsupported?: M44Unsupported;
}

/**
 * - `unsupported`: content the engine does not model, read as said in the message (`warn` only);
 * - `reskin`: an expansion's art for a base terrain, read as that terrain (same rules);
 * - `partial-rule`: read with the engine's rule, which leaves out part of the expansion's;
 * - `pond`, `marker`, `exit-side`, `front`: readings of what the file leaves implicit or unclear;
 * - `packs`: the expansions whose pieces the map uses.
 */
export type M44WarningCode = 'unsupported' | 'reskin' | 'partial-rule' | 'pond' | 'marker' | 'exit-side' | 'front' | 'packs';

export interface M44Warning {
  readonly code: M44WarningCode;
  readonly message: string;
  /** The field of the file it is about (the first one when it spans several). */
  readonly path: string;
  /** For `unsupported`: the feature and the expansion it belongs to (null: none known, e.g. a rule of the scenario alone). */
  readonly feature?: string;
  readonly expansion?: string | null;
  /** The hexes concerned, when it is about hexes. */
  readonly hexes?: readonly HexCoord[];
}

export type M44Error = RuleError & {
  readonly path: string;
  readonly feature?: string;
  readonly expansion?: string | null;
};

export class ImportError extends Error {
  constructor(readonly error: M44Error) {
    super(error.message);
  }
}

export function fail(code: string, message: string, path: string): never {
  throw new ImportError({ code, message, path });
}

export const at = (h: HexCoord) => `hex (row ${h.row}, col ${h.col})`;

export function describeFeature(f: Feature): string {
  return f.expansion ? `${f.name} (${f.expansion})` : f.name;
}

interface Finding {
  readonly code: M44WarningCode;
  readonly path: string;
  readonly feature?: Feature;
  /** The things found, e.g. `"marshes"` or `option "blitz_rules"` (several: the same feature read the same way). */
  readonly what: string[];
  /** What it is read as, or the note to give. */
  readonly reading: string;
  readonly hexes: HexCoord[];
}

const MAX_HEXES_NAMED = 4;

function onHexes(hexes: readonly HexCoord[]): string {
  if (hexes.length === 0) return '';
  if (hexes.length === 1) return ` on ${at(hexes[0] as HexCoord)}`;
  const named = hexes.slice(0, MAX_HEXES_NAMED).map((h) => `(${h.row}, ${h.col})`).join(', ');
  return ` on ${hexes.length} hexes: ${named}${hexes.length > MAX_HEXES_NAMED ? ', ...' : ''}`;
}

export class Report {
  private readonly findings = new Map<string, Finding>();

  constructor(readonly mode: M44Unsupported) {}

  /** A warning about `what` (grouped with the same `what` and reading on other hexes). */
  note(code: M44WarningCode, what: string, reading: string, path: string, hex?: HexCoord): void {
    this.add(`${code}|${what}|${reading}`, { code, what: [what], reading, path, hexes: hex ? [hex] : [] });
  }

  /** Content the engine does not model, read as `reading` under `warn`. */
  unsupported(feature: FeatureId | Feature, what: string, reading: string, path: string, hex?: HexCoord): void {
    const f = typeof feature === 'string' ? FEATURES[feature] : feature;
    this.add(`unsupported|${f.name}|${reading}`, { code: 'unsupported', feature: f, what: [what], reading, path, hexes: hex ? [hex] : [] });
  }

  private add(key: string, f: Finding): void {
    const old = this.findings.get(key);
    if (!old) this.findings.set(key, f);
    else {
      old.hexes.push(...f.hexes);
      for (const w of f.what) if (!old.what.includes(w)) old.what.push(w);
    }
  }

  /** Under `refuse`, the refusal naming every unsupported feature found, or null. */
  refusal(): M44Error | null {
    if (this.mode !== 'refuse') return null;
    const found = [...this.findings.values()].filter((f) => f.code === 'unsupported');
    const first = found[0];
    if (!first?.feature) return null;
    const features = [...new Set(found.map((f) => describeFeature(f.feature as Feature)))];
    const where = `${first.what.join(', ')}${onHexes(first.hexes)}`;
    const message =
      `not played as printed: the engine does not model ${features.join('; ')}` +
      ` (first: ${where}); import with { unsupported: 'warn' } to read it anyway`;
    return { code: 'unsupported', message, path: first.path, feature: first.feature.name, expansion: first.feature.expansion };
  }

  warnings(): M44Warning[] {
    return [...this.findings.values()].map((f): M44Warning => {
      const base = {
        code: f.code,
        path: f.path,
        ...(f.hexes.length > 0 ? { hexes: f.hexes } : {}),
      };
      if (f.code === 'unsupported' && f.feature) {
        return {
          ...base,
          message: `${f.what.join(', ')}${onHexes(f.hexes)}: ${describeFeature(f.feature)} not modelled; ${f.reading}`,
          feature: f.feature.name,
          expansion: f.feature.expansion,
        };
      }
      return { ...base, message: `${f.what.join(', ')}${onHexes(f.hexes)}: ${f.reading}` };
    });
  }
}
