import { describe, expect, it } from 'vitest';
import { yieldBetweenSteps } from './yield-between-steps';

/** Whether a task queued now has run by the time `step` resolves. */
async function letsATaskRun(step: () => Promise<unknown>) {
  let otherTask = false;
  setTimeout(() => {
    otherTask = true;
  }, 0);
  const result = await step();
  return { otherTask, result };
}

describe('yieldBetweenSteps', () => {
  it('lets the browser run a task before each step of loading a remote page', async () => {
    const plugin = yieldBetweenSteps();
    for (const step of ['beforeInitRemote', 'beforeGetExpose', 'beforeExecuteFactory'] as const) {
      const { otherTask } = await letsATaskRun(plugin[step] as () => Promise<void>);
      expect(otherTask, step).toBe(true);
    }
  });

  it('hands the arguments of the waterfall hooks on, after a task', async () => {
    const plugin = yieldBetweenSteps();
    const args = { id: 'mfe-catalogue/pages/welcome' };
    for (const step of ['beforeRequest', 'afterResolve'] as const) {
      const hook = plugin[step] as unknown as (a: typeof args) => Promise<typeof args>;
      const { otherTask, result } = await letsATaskRun(() => hook(args));
      expect(otherTask, step).toBe(true);
      expect(result, step).toBe(args);
    }
  });
});
