/** Reads the small .m44 files of our own written for single importer cases (test/fixtures/m44, see its README). */
import { readFileSync } from 'node:fs';

export function readOwn(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`../fixtures/m44/${file}`, import.meta.url), 'utf8')) as Record<string, unknown>;
}
