import { sampleAppData } from '@app/dev-kit/fixtures';
import { describe, expect, it } from 'vitest';
import { bottomNavItems, guestDrawerItems, signedInDrawerItems } from './nav-items';

const ids = (items: { id: string }[]) => items.map((i) => i.id);

describe('drawer items', () => {
  it('lists every signed-in entry of spec 1 §2 when all flags are on, on the web', () => {
    expect(ids(signedInDrawerItems({ appData: sampleAppData(), platform: 'web' }))).toEqual([
      'home',
      'profile',
      'my-courses',
      'courses',
      'attachments',
      'our-outlets',
      'teachers',
      'exams',
      'my-questions',
      'questions-bank',
      'my-homeworks',
      'my-exams',
      'wallet',
      'notifications',
      'about',
      'privacy',
      'links',
      'psych-support',
      'quiz-show',
      'help',
    ]);
  });

  it('drops teachers, electronic exam and wallet when their flags are off', () => {
    const appData = sampleAppData({
      teachers_page: false,
      enable_gen_exm: false,
      enable_wallet_system: false,
    });
    const list = ids(signedInDrawerItems({ appData, platform: 'web' }));
    expect(list).not.toContain('teachers');
    expect(list).not.toContain('exams');
    expect(list).not.toContain('wallet');
    // every notification stays reachable: ticket replies and staff messages arrive there
    expect(list).toContain('notifications');
    expect(list).toContain('my-questions');
  });

  it('shows outlets on the web only', () => {
    expect(ids(signedInDrawerItems({ appData: sampleAppData(), platform: 'android' }))).not.toContain(
      'our-outlets',
    );
    expect(ids(signedInDrawerItems({ appData: sampleAppData(), platform: 'ios' }))).not.toContain(
      'our-outlets',
    );
  });

  it('gives guests their own list with the external sites', () => {
    const items = guestDrawerItems();
    expect(ids(items)).toEqual([
      'welcome',
      'register',
      'login',
      'psych-support',
      'quiz-show',
      'about',
      'help',
      'privacy',
      'terms',
    ]);
    expect(items.find((i) => i.id === 'quiz-show')?.href).toMatch(/^https:\/\//);
  });

  it('puts the wallet in the bottom navigation only when enabled', () => {
    expect(ids(bottomNavItems({ appData: sampleAppData() }))).toEqual([
      'home',
      'my-courses',
      'my-questions',
      'wallet',
      'profile',
      'help',
    ]);
    expect(ids(bottomNavItems({ appData: sampleAppData({ enable_wallet_system: false }) }))).not.toContain(
      'wallet',
    );
  });
});
