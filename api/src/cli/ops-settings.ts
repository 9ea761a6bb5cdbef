import {
  appDataSchema,
  homeDataSchema,
  maxDevicesPerStudentSchema,
  type RechargeInfo,
} from '@app/shared-contracts/schemas';
import { z } from 'zod';
import type { Db } from '../db/index';
import { DEFAULT_SETTINGS, getSettings, type StoredSettings, updateSettings } from '../domain/settings/index';
import { STAFF_AMOUNTS } from './ops-bounds';

// Staff commands for the centre's settings (pnpm ops settings / set-setting); usage in ops-commands.ts.

type Fail = (message: string) => Error;
type Key = keyof StoredSettings;

/** Each setting is checked by the same schema the clients read it with (GET /app, GET /home). */
const settingSchemas: Record<Key, z.ZodType> = {
  ...appDataSchema.omit({ grades: true, categories: true }).shape,
  header_images: homeDataSchema.shape.header_images,
  welcome_msg: homeDataSchema.shape.welcome_msg,
  register_auto_login: z.boolean(),
  max_devices_per_student: maxDevicesPerStudentSchema,
} as Record<Key, z.ZodType>;

const isKey = (key: string): key is Key => Object.hasOwn(DEFAULT_SETTINGS, key);

const within = (n: number, b: { min: number; max: number }, what: string) =>
  n < b.min || n > b.max ? `${what} must be between ${b.min} and ${b.max} EGP` : null;

/**
 * Business bounds on top of the type: a negative fee would pay the recipient more than was sent,
 * a minimum above the top-up maximum would refuse every top-up.
 */
const settingBounds: Partial<Record<Key, (value: never) => string | null>> = {
  transfer_fees: (v: number) => within(v, STAFF_AMOUNTS.transferFee, 'transfer_fees'),
  recharge_info: (v: RechargeInfo) =>
    within(v.min_recharge_amount, STAFF_AMOUNTS.minRecharge, 'recharge_info.min_recharge_amount'),
};

/** A value as typed on the command line: JSON when it parses (true, 5, null, {...}), else a string. */
function parseValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function settingsCommand(
  command: 'settings' | 'set-setting',
  db: Db,
  args: string[],
  out: { log: (line: string) => void },
  usage: Fail,
) {
  if (command === 'settings') {
    if (args.length > 0) throw usage('settings takes no arguments');
    const current = await getSettings(db);
    for (const key of Object.keys(DEFAULT_SETTINGS).sort()) {
      out.log(`${key} = ${JSON.stringify(current[key as Key])}`);
    }
    return;
  }
  const [key, text] = args;
  if (!key || text === undefined || args.length !== 2) throw usage('set-setting <key> <value>');
  if (!isKey(key)) throw usage(`unknown setting ${key} (pnpm ops settings lists them)`);
  // A phone number parses as JSON too: a string setting takes the text as typed.
  const schema = settingSchemas[key];
  const parsed = schema.safeParse(parseValue(text));
  const checked = parsed.success ? parsed : schema.safeParse(text).success ? schema.safeParse(text) : parsed;
  if (!checked.success) {
    throw usage(`${key}: ${checked.error.issues.map((i) => i.message).join('; ')}`);
  }
  const outOfBounds = settingBounds[key]?.(checked.data as never);
  if (outOfBounds) throw usage(outOfBounds);
  await updateSettings(db, { [key]: checked.data } as Partial<StoredSettings>);
  out.log(`${key} = ${JSON.stringify(checked.data)}`);
}
