import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAppData, updateSettings } from '../../../src/domain/settings/index';
import { createTestDb } from '../../support/app';

describe('getAppData cache', () => {
  let t: Awaited<ReturnType<typeof createTestDb>>;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers repeated reads from one load, and a settings change at once', async () => {
    await updateSettings(t.db, { contact_phone: '01000000001' });
    const first = getAppData(t.db);
    expect(getAppData(t.db)).toBe(first);
    expect((await first).contact_phone).toBe('01000000001');
    await updateSettings(t.db, { contact_phone: '01000000002' });
    expect((await getAppData(t.db)).contact_phone).toBe('01000000002');
  });
});
