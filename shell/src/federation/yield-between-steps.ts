import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '../lib/yield-to-main';

/**
 * Issue 9 (total blocking time): loading a remote page is one chain of promises: the remote's
 * entry runs, its container is set up with the shared modules, its page is looked up, and the
 * page's module runs. Without a pause they end up in one long task on a slow phone. The runtime
 * awaits these hooks, so each step here starts a task of its own.
 */
export function yieldBetweenSteps(): ModuleFederationRuntimePlugin {
  const pause = async () => {
    await yieldToMain();
  };
  return {
    name: 'yield-between-steps',
    beforeInitRemote: pause,
    beforeGetExpose: pause,
    beforeExecuteFactory: pause,
  };
}
