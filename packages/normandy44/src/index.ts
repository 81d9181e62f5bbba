/**
 * Normandy '44 (GMT Games, 2010) on the Esagono protocol.
 *
 * Not implemented yet: this skeleton builds and publishes the title's metadata so that the
 * monorepo's layout is final. The rules engine (`game`, `scenarios`) lands here.
 */
export const meta = {
  id: 'normandy44',
  name: "Normandy '44",
  publisher: 'GMT Games, 2010',
  /** Prefix of rule references in code, errors and tests, e.g. `N44 8.2`. */
  ruleRef: 'N44',
  status: 'planned',
} as const;
