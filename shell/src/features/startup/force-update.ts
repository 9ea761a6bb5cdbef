import { type AppData, needsForceUpdate, type Platform } from '@app/shared-contracts';

export interface ForceUpdateState {
  required: boolean;
  /** where the update button leads: the store of the wrapper's platform */
  storeUrl: string | null;
}

/** Spec 1 §4: only the native app is forced, when its version is older than the stable one. */
export function forceUpdateState(
  platform: Platform,
  installedVersion: string | null,
  appData: AppData | null,
): ForceUpdateState {
  const required = needsForceUpdate(platform, installedVersion, appData);
  const storeUrl =
    platform === 'ios' ? (appData?.apple_store_url ?? null) : (appData?.play_store_url ?? null);
  return { required, storeUrl };
}
