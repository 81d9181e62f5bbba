// A vitest reporter that ends the run with one plain line, "tests: N passed, N failed",
// which CI systems can read without knowing vitest's own format.
export default class SummaryReporter {
  onFinished(files = [], errors = []) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const visit = (task) => {
      if (task.type === 'test') {
        const state = task.result?.state;
        if (state === 'pass') passed++;
        else if (state === 'fail') failed++;
        else skipped++;
      }
      for (const t of task.tasks ?? []) visit(t);
    };
    for (const f of files) {
      if (f.result?.state === 'fail' && !(f.tasks ?? []).length) failed++;
      visit(f);
    }
    failed += errors.length;
    console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  }
}
