import { afterEach } from 'vitest';

// A test file whose tests are all synchronous never gives the worker's event loop a turn between
// them, so the runner's replies to its progress reports wait until the file ends; on a loaded
// machine a long file then exceeds vitest's 60 s RPC timeout ("Timeout calling onTaskUpdate") and
// the run fails though every test passed. One macrotask turn after each test lets the replies in.
afterEach(() => new Promise<void>((resolve) => setImmediate(resolve)));
