import { describe, expect, it } from 'vitest';
import type { AppData } from '../../contracts/schemas/app-data';
import { detectPlatform, isOlderVersion, needsForceUpdate, PLATFORM_STORAGE_KEY } from './index';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}
const chrome = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';

describe('detectPlatform', () => {
  it('plain web', () => {
    expect(detectPlatform({ navigator: { userAgent: chrome }, location: { search: '' } })).toEqual({
      platform: 'web',
      installedVersion: null,
    });
    expect(detectPlatform(undefined)).toEqual({ platform: 'web', installedVersion: null });
  });
  it('user agent marker of the wrapper', () => {
    expect(
      detectPlatform({ navigator: { userAgent: `${chrome} AppPlatform/android AppVersion/1.3.0` } }),
    ).toEqual({ platform: 'android', installedVersion: '1.3.0' });
    expect(detectPlatform({ navigator: { userAgent: 'x AppPlatform/ios' } })).toEqual({
      platform: 'ios',
      installedVersion: null,
    });
  });
  it('injected global wins and is validated', () => {
    expect(
      detectPlatform({
        __APP_PLATFORM__: { platform: 'ios', version: '2.1.0' },
        navigator: { userAgent: chrome },
      }),
    ).toEqual({ platform: 'ios', installedVersion: '2.1.0' });
    expect(
      detectPlatform({
        __APP_PLATFORM__: { platform: 'hacker', version: '<x>' },
        navigator: { userAgent: chrome },
      }).platform,
    ).toBe('web');
    expect(
      detectPlatform({ __APP_PLATFORM__: { platform: 'android', version: '<x>' } }).installedVersion,
    ).toBeNull();
  });
  it('desktop program: query once, then remembered', () => {
    const localStorage = memoryStorage();
    expect(
      detectPlatform({ location: { search: '?platform=desktop&app_version=1.0.2' }, localStorage }),
    ).toEqual({ platform: 'desktop', installedVersion: '1.0.2' });
    expect(localStorage.getItem(PLATFORM_STORAGE_KEY)).not.toBeNull();
    expect(detectPlatform({ location: { search: '' }, localStorage })).toEqual({
      platform: 'desktop',
      installedVersion: '1.0.2',
    });
    localStorage.setItem(PLATFORM_STORAGE_KEY, '{broken');
    expect(detectPlatform({ location: { search: '' }, localStorage }).platform).toBe('web');
  });
});

describe('versions', () => {
  it('isOlderVersion compares numerically', () => {
    expect(isOlderVersion('1.2.9', '1.10.0')).toBe(true);
    expect(isOlderVersion('1.3.0', '1.3')).toBe(false);
    expect(isOlderVersion('2.0.0', '1.9.9')).toBe(false);
    expect(isOlderVersion('1.2.0', '1.2.0')).toBe(false);
    expect(isOlderVersion(null, '1.0.0')).toBe(false);
    expect(isOlderVersion('1.0.0', null)).toBe(false);
  });
  it('needsForceUpdate only for the native app', () => {
    const app = {
      android_stable_version: '1.3.0',
      ios_stable_version: null,
      stable_version: '1.2.0',
    } as AppData;
    expect(needsForceUpdate('android', '1.2.5', app)).toBe(true);
    expect(needsForceUpdate('android', '1.3.0', app)).toBe(false);
    expect(needsForceUpdate('ios', '1.1.0', app)).toBe(true); // falls back to stable_version
    expect(needsForceUpdate('web', null, app)).toBe(false);
    expect(needsForceUpdate('desktop', '0.1.0', app)).toBe(false);
  });
});
