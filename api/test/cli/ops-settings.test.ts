import { describe, expect, it } from 'vitest';
import { getAppData, getSettings } from '../../src/domain/settings/index';
import { useOpsDb } from './ops-test-kit';

describe('pnpm ops: settings and set-setting', () => {
  const { db, ops } = useOpsDb();

  it('lists the settings and changes one, which GET /app then answers', async () => {
    const listed = await ops('settings');
    expect(listed.code).toBe(0);
    expect(listed.out).toContain('lectures_view_layout = "dialog"');

    const set = await ops('set-setting', 'lectures_view_layout', 'seperated');
    expect(set.code, set.errors).toBe(0);
    expect((await getAppData(db())).lectures_view_layout).toBe('seperated');

    expect((await ops('set-setting', 'transfer_fees', '2.5')).code).toBe(0);
    expect((await ops('set-setting', 'contact_phone', '01012345678')).code).toBe(0);
    expect((await ops('set-setting', 'general_announcement', 'null')).code).toBe(0);
    const stored = await getSettings(db());
    expect(stored).toMatchObject({
      transfer_fees: 2.5,
      contact_phone: '01012345678',
      general_announcement: null,
    });
  });

  it('refuses unknown keys, values of the wrong kind and wrong usage', async () => {
    const before = await getSettings(db());
    expect((await ops('set-setting', 'no_such_key', '1')).code).toBe(2);
    const wrong = await ops('set-setting', 'lectures_view_layout', 'grid');
    expect(wrong.code).toBe(2);
    expect(wrong.errors).toContain('lectures_view_layout');
    expect((await ops('set-setting', 'enable_wallet_system', 'maybe')).code).toBe(2);
    expect((await ops('set-setting', 'lectures_view_layout')).code).toBe(2);
    expect((await ops('settings', 'extra')).code).toBe(2);
    expect(await getSettings(db())).toEqual(before);
  });
});
