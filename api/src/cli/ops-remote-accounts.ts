import { parseArgs } from 'node:util';
import type { StaffAccountPasswordResponse } from '@app/shared-contracts/schemas';
import type { OpsClient } from './ops-client';

// create-user --group admin|leader through the staff api's accounts (decision 0041).

type Out = { log: (line: string) => void };
type Fail = (message: string) => Error;

const OPTIONS = {
  email: { type: 'string' },
  name: { type: 'string' },
  password: { type: 'string' },
  group: { type: 'string' },
  unverified: { type: 'boolean' },
} as const;

/**
 * A staff account (--group) without a chosen password is made by the api, which generates the
 * temporary password. A student, or a chosen password or --unverified, stays on the database.
 */
export function createUserGoesThroughApi(args: string[]): boolean {
  try {
    const { values } = parseArgs({ args, options: OPTIONS, strict: false });
    return typeof values.group === 'string' && values.password === undefined && !values.unverified;
  } catch {
    return false;
  }
}

export async function remoteCreateStaff(api: OpsClient, args: string[], out: Out, usage: Fail) {
  const { values } = parseArgs({ args, options: OPTIONS });
  const roles = { admin: 'admin', leader: 'assistant' } as const;
  const role = roles[values.group as keyof typeof roles];
  if (!role) throw usage('--group is admin or leader');
  if (!values.email?.trim()) throw usage('--email must be an e-mail address');
  if (!values.name?.trim()) throw usage('--name is required');
  const r = await api.send<StaffAccountPasswordResponse>('POST', '/accounts', {
    name: values.name.trim(),
    email: values.email.trim(),
    role,
  });
  out.log(`created user ${r.data.id} ${r.data.email}`);
  out.log(`password: ${r.password}`);
}
