import { describe, expect, it } from 'vitest';
import { yieldBetweenSteps } from './yield-between-steps';

describe('yieldBetweenSteps', () => {
  it('lets the browser run a task before each step of loading a remote page', async () => {
    const plugin = yieldBetweenSteps();
    for (const step of ['beforeInitRemote', 'beforeGetExpose', 'beforeExecuteFactory'] as const) {
      let otherTask = false;
      setTimeout(() => {
        otherTask = true;
      }, 0);
      await (plugin[step] as () => Promise<void>)();
      expect(otherTask, step).toBe(true);
    }
  });
});
