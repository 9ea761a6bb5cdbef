import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '../lib/yield-to-main';

/**
 * Issue 9 (total blocking time): loading a remote page is one chain of promises: the remote is
 * resolved from its manifest (with the preloads the runtime derives from it), its entry runs, its
 * container is set up with the shared modules, its page is looked up, and the page's module runs.
 * Without a pause they end up in a few long tasks on a slow phone. The runtime awaits these hooks,
 * so each step here starts a task of its own. The waterfall hooks hand their arguments on.
 */
export function yieldBetweenSteps(): ModuleFederationRuntimePlugin {
  const pause = async () => {
    await yieldToMain();
  };
  const pauseThenPass = async <T>(args: T): Promise<T> => {
    await yieldToMain();
    return args;
  };
  return {
    name: 'yield-between-steps',
    beforeRequest: pauseThenPass,
    afterResolve: pauseThenPass,
    beforeInitRemote: pause,
    beforeGetExpose: pause,
    beforeExecuteFactory: pause,
  };
}
