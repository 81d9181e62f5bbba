/**
 * D-Day at Omaha Beach (Decision Games, 3rd edition) on the Esagono protocol.
 *
 * Not implemented yet: this skeleton builds and publishes the title's metadata so that the
 * monorepo's layout is final. The rules engine (`game`, `scenarios`) lands here.
 */
export const meta = {
  id: 'omaha-beach',
  name: 'D-Day at Omaha Beach',
  publisher: 'Decision Games, 3rd edition',
  /** Prefix of rule references in code, errors and tests, e.g. `OB 8.2`. */
  ruleRef: 'OB',
  status: 'planned',
} as const;
