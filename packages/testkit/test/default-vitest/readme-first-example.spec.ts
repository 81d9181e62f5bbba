// The testkit README's first example, word for word: run by ../default-vitest.test.ts.
import { checkConformance } from '@esagono/testkit/vitest';
import { game, scenarios, conformanceOptions } from '@esagono/memoir44';

checkConformance(game, { scenarios, ...conformanceOptions });
