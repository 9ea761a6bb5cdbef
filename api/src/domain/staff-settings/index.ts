import {
  appDataSchema,
  homeDataSchema,
  STAFF_SETTING_GROUP_OF,
  STAFF_SETTING_KEYS,
  STAFF_SETTING_SCHEMAS,
  type StaffSetting,
  type StaffSettingKey,
  staffSettingJsonSchema,
} from '@app/shared-contracts/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/index';
import { invalidatePublicCache } from '../../lib/public-cache';
import type { StaffActor } from '../audit/index';
import { recordAudit } from '../audit/index';
import { DomainError, FieldError } from '../errors';
import { getSettings, type StoredSettings, updateSettings } from '../settings/index';
import { announceStaffEvent } from '../staff-events/index';

// The settings page (issue 32): every stored setting with its schema and bounds, and one change
// at a time, audited with before and after. updateSettings drops GET /app's caches on every
// instance (lib/public-cache.ts and the cache bus), so the change shows there at once.

/** What the clients read each value with (GET /app, GET /home); the staff schema narrows it. */
const CLIENT_SCHEMAS: Partial<Record<StaffSettingKey, z.ZodType>> = {
  ...(appDataSchema.shape as Partial<Record<StaffSettingKey, z.ZodType>>),
  header_images: homeDataSchema.shape.header_images,
  welcome_msg: homeDataSchema.shape.welcome_msg,
};

const isKey = (key: string): key is StaffSettingKey => Object.hasOwn(STAFF_SETTING_SCHEMAS, key);

function itemOf(key: StaffSettingKey, stored: StoredSettings): StaffSetting {
  return {
    key,
    group: STAFF_SETTING_GROUP_OF[key],
    value: stored[key as keyof StoredSettings] ?? null,
    schema: staffSettingJsonSchema(key),
  };
}

/** GET /v1/staff/settings: every setting, by group, in the contract's order. */
export async function listStaffSettings(db: Db): Promise<StaffSetting[]> {
  const stored = await getSettings(db);
  return STAFF_SETTING_KEYS.map((key) => itemOf(key, stored));
}

/** Zod's issues as the 422's errors: `value` or `value.<field>` as the form names them. */
function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = Object.create(null);
  for (const issue of error.issues) {
    const field = ['value', ...issue.path.map(String)].join('.');
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}

/** PUT /v1/staff/settings/:key: the value checked by its bounds, then as the clients read it. */
export async function putStaffSetting(
  db: Db,
  actor: StaffActor,
  key: string,
  value: unknown,
): Promise<StaffSetting> {
  if (!isKey(key)) throw new DomainError('NOT_FOUND');
  const parsed = STAFF_SETTING_SCHEMAS[key].safeParse(value);
  if (!parsed.success) throw new FieldError(fieldErrorsOf(parsed.error));
  const client = CLIENT_SCHEMAS[key]?.safeParse(parsed.data);
  if (client && !client.success) throw new FieldError(fieldErrorsOf(client.error));
  const next = parsed.data as StoredSettings[keyof StoredSettings];
  const item = await db.transaction(async (tx) => {
    const before = (await getSettings(tx))[key as keyof StoredSettings] ?? null;
    await updateSettings(tx, { [key]: next } as Partial<StoredSettings>);
    await recordAudit(tx, actor, {
      action: 'settings.update',
      targetType: 'setting',
      targetId: key,
      before: { [key]: before },
      after: { [key]: next },
    });
    return itemOf(key, { [key]: next } as unknown as StoredSettings);
  });
  // After the commit: a read between the drop and the commit would keep the old value a second.
  invalidatePublicCache(db);
  // Another admin's open settings page reads them again.
  announceStaffEvent(db, 'settings');
  return item;
}
