/**
 * Heroes of Normandie (Devil Pig Games) on the Esagono protocol.
 *
 * Not implemented yet: this skeleton builds and publishes the title's metadata so that the
 * monorepo's layout is final. The rules engine (`game`, `scenarios`) lands here.
 */
export const meta = {
  id: 'heroes-of-normandie',
  name: 'Heroes of Normandie',
  publisher: 'Devil Pig Games',
  /** Prefix of rule references in code, errors and tests, e.g. `HoN 8.2`. */
  ruleRef: 'HoN',
  status: 'planned',
} as const;
