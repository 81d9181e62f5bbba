#!/usr/bin/env node
import { run } from './run.js';

// The bin: everything testable lives in run().
process.exitCode = await run(process.argv.slice(2));
