import { APP_VERSION } from '../../contracts/schemas/values';
import { detectPlatform } from './detect';

/**
 * The two headers spec 1 wants on every call, for a request sent before the session store exists
 * (the shell entry's early GET /v1/app; a preload link cannot carry headers). Its own subpath
 * (`@app/shared-contracts/platform-headers`): the entry stays free of the shared bundle.
 */
export function platformHeaders(win?: Parameters<typeof detectPlatform>[0]): Record<string, string> {
  return { 'App-Platform': detectPlatform(win).platform, 'App-Version': APP_VERSION };
}
