// @esagono/testkit: fast-check arbitraries and a conformance suite for any GameDefinition.
export * from './walk.js';
export * from './arbitraries.js';
export * from './path.js';
export * from './mutate.js';
export { schemaArb, branchesArb, graft, grafts } from './shapes.js';
export * from './conformance.js';
export * from './suite.js';
export { jsonProblem, firstDifference } from './json.js';
