import type { Reporter, TestCase } from 'vitest/node';

/**
 * Prints what failed in a journey that passed only on its retry (CI retries each once). The
 * default reporter shows such a test as passed with "(retry x1)" and drops the first try's error,
 * so a flake under load could not be traced from the CI log; here it is, with its stack.
 */
export default class RetriedReporter implements Reporter {
  onTestCaseResult(testCase: TestCase): void {
    const result = testCase.result();
    const retries = testCase.diagnostic()?.retryCount ?? 0;
    if (result.state !== 'passed' || retries === 0) return;
    // The test's own frames: the runner's add nothing.
    const ours = (stack: string) =>
      stack
        .split('\n')
        .filter((line) => !line.includes('/node_modules/'))
        .join('\n');
    const errors = (result.errors ?? []).map((error) => ours(error.stack ?? error.message)).join('\n\n');
    process.stdout.write(
      `\n⚠ passed only on retry ${retries}: ${testCase.module.moduleId.split('/tests/').pop()} > ${testCase.fullName}\n${errors}\n\n`,
    );
  }
}
