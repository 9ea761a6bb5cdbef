// A Vitest reporter for `pnpm test`'s closing summary: Vitest's JSON report names failed tests
// but not the errors outside them (an unhandled rejection, a file whose import or beforeAll
// failed). Those fail a run too, and a CI log is often read from its tail only.
import { writeFileSync } from 'node:fs';

export default class ErrorsReporter {
  onTestRunEnd(testModules, unhandledErrors) {
    const out = process.env.VITEST_ERRORS_FILE;
    if (!out) return;
    const describe = (e) => `${e?.name ?? 'Error'}: ${e?.message ?? String(e)}`;
    // Where an unhandled error came from, on the same line: the file it surfaced in, whether
    // jsdom was already torn down, and the first frame of its stack.
    const origin = (e) =>
      [
        e?.VITEST_TEST_PATH && `in ${e.VITEST_TEST_PATH}`,
        e?.VITEST_AFTER_ENV_TEARDOWN && 'after the environment was torn down',
        e?.stack
          ?.split('\n')
          .find((line) => line.trim().startsWith('at '))
          ?.trim(),
      ].filter(Boolean);
    const errors = [
      ...unhandledErrors.map((e) => [`unhandled ${describe(e)}`, ...origin(e)].join('; ')),
      ...testModules.flatMap((m) => m.errors().map((e) => `${m.moduleId}: ${describe(e)}`)),
    ];
    writeFileSync(out, JSON.stringify(errors));
  }
}
