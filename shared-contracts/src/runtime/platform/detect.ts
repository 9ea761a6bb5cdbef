import type { AppData } from '../../contracts/schemas/app-data';
import { PLATFORMS, type Platform } from '../../contracts/schemas/values';

/**
 * How a wrapper announces itself (documented for wrapper authors):
 * 1. `window.__APP_PLATFORM__ = { platform: 'android' | 'ios' | 'desktop', version: '1.3.0' }`
 *    injected before the page scripts run; or
 * 2. ` AppPlatform/android AppVersion/1.3.0` appended to the WebView user agent;
 * 3. the desktop program opens the site once with `?platform=desktop&app_version=1.0.0`; the
 *    choice is kept in localStorage (`app_platform`) for later loads.
 * Anything else is the plain web.
 */
export interface DetectedPlatform {
  platform: Platform;
  installedVersion: string | null;
}
export const PLATFORM_STORAGE_KEY = 'app_platform';

type WindowLike = {
  navigator?: { userAgent?: string };
  location?: { search?: string };
  localStorage?: Pick<Storage, 'getItem' | 'setItem'>;
  __APP_PLATFORM__?: unknown;
};

const VERSION_RE = /^\d+(?:\.\d+){0,3}$/;
const isPlatform = (v: unknown): v is Platform =>
  typeof v === 'string' && (PLATFORMS as readonly string[]).includes(v);
const cleanVersion = (v: unknown) => (typeof v === 'string' && VERSION_RE.test(v.trim()) ? v.trim() : null);

export function detectPlatform(
  win: WindowLike | undefined = typeof window === 'undefined' ? undefined : (window as WindowLike),
): DetectedPlatform {
  if (!win) return { platform: 'web', installedVersion: null };

  const injected = win.__APP_PLATFORM__ as { platform?: unknown; version?: unknown } | undefined;
  if (injected && isPlatform(injected.platform)) {
    return { platform: injected.platform, installedVersion: cleanVersion(injected.version) };
  }

  const ua = win.navigator?.userAgent ?? '';
  const uaPlatform = ua.match(/\bAppPlatform\/(android|ios|desktop)\b/i)?.[1]?.toLowerCase();
  if (isPlatform(uaPlatform)) {
    return { platform: uaPlatform, installedVersion: cleanVersion(ua.match(/\bAppVersion\/([\d.]+)/i)?.[1]) };
  }

  let storage: WindowLike['localStorage'];
  try {
    storage = win.localStorage;
  } catch {
    storage = undefined;
  }
  const query = new URLSearchParams(win.location?.search ?? '');
  if (query.get('platform') === 'desktop') {
    const detected = {
      platform: 'desktop' as const,
      installedVersion: cleanVersion(query.get('app_version')),
    };
    try {
      storage?.setItem(PLATFORM_STORAGE_KEY, JSON.stringify(detected));
    } catch {
      // not persisted: detected again next time the program opens the page with the query
    }
    return detected;
  }
  try {
    const stored = JSON.parse(
      storage?.getItem(PLATFORM_STORAGE_KEY) ?? 'null',
    ) as Partial<DetectedPlatform> | null;
    if (stored && stored.platform === 'desktop') {
      return { platform: 'desktop', installedVersion: cleanVersion(stored.installedVersion) };
    }
  } catch {
    // corrupt value: plain web
  }
  return { platform: 'web', installedVersion: null };
}

function parts(v: string): number[] {
  return v.split('.').map((p) => Number.parseInt(p, 10) || 0);
}

/** True when version a is strictly older than b ('1.2.9' < '1.10.0'). Missing values: false. */
export function isOlderVersion(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  const x = parts(a);
  const y = parts(b);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d < 0;
  }
  return false;
}

/** The phone app wrapper (not the plain web, not the desktop program). */
export const isNativeApp = (platform: Platform) => platform === 'android' || platform === 'ios';

/** Native-app force update (spec 1 §4): installed older than the platform's stable version. */
export function needsForceUpdate(
  platform: Platform,
  installedVersion: string | null,
  appData: Pick<AppData, 'stable_version' | 'android_stable_version' | 'ios_stable_version'> | null,
): boolean {
  if (!appData || !isNativeApp(platform) || !installedVersion) return false;
  const stable =
    (platform === 'android' ? appData.android_stable_version : appData.ios_stable_version) ??
    appData.stable_version;
  return isOlderVersion(installedVersion, stable);
}
