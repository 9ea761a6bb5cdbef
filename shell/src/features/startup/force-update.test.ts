import { sampleAppData } from '@app/dev-kit/fixtures';
import { describe, expect, it } from 'vitest';
import { forceUpdateState } from './force-update';

describe('force update decision', () => {
  const appData = sampleAppData({
    stable_version: '1.2.0',
    android_stable_version: '1.3.0',
    ios_stable_version: null,
  });

  it('forces an android app older than android_stable_version, to the Play Store', () => {
    expect(forceUpdateState('android', '1.2.9', appData)).toEqual({
      required: true,
      storeUrl: appData.play_store_url,
    });
    expect(forceUpdateState('android', '1.3.0', appData).required).toBe(false);
    expect(forceUpdateState('android', '1.10.0', appData).required).toBe(false);
  });

  it('falls back to stable_version on iOS and leads to the App Store', () => {
    expect(forceUpdateState('ios', '1.1.0', appData)).toEqual({
      required: true,
      storeUrl: appData.apple_store_url,
    });
    expect(forceUpdateState('ios', '1.2.0', appData).required).toBe(false);
  });

  it('never forces the web, the desktop program or an unknown version', () => {
    expect(forceUpdateState('web', '0.1.0', appData).required).toBe(false);
    expect(forceUpdateState('desktop', '0.1.0', appData).required).toBe(false);
    expect(forceUpdateState('android', null, appData).required).toBe(false);
  });
});
