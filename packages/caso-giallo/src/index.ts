/**
 * Case Yellow, 1940 (GMT Games, 2011) on the Esagono protocol.
 *
 * Not implemented yet: this skeleton builds and publishes the title's metadata so that the
 * monorepo's layout is final. The rules engine (`game`, `scenarios`) lands here.
 */
export const meta = {
  id: 'caso-giallo',
  name: 'Case Yellow, 1940',
  publisher: 'GMT Games, 2011',
  /** Prefix of rule references in code, errors and tests, e.g. `CG 8.2`. */
  ruleRef: 'CG',
  status: 'planned',
} as const;
