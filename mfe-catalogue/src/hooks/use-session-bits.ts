import { type AppData, useSession } from '@app/shared-contracts';

/** App data of the session (loaded by the shell at start-up). */
export const useAppData = (): AppData | null => useSession((s) => s.appData);
export const useUser = () => useSession((s) => s.user);
export const useSignedIn = () => useSession((s) => Boolean(s.token));
export const usePlatform = () => useSession((s) => s.platform);
/** Spec 1 §6: paid-course prices are hidden on iOS. */
export const useHidePaidPrices = () => useSession((s) => s.platform === 'ios');
