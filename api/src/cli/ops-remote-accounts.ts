import { parseArgs } from 'node:util';
import type { StaffAccountPasswordResponse, StaffStudentCreated } from '@app/shared-contracts/schemas';
import { OpsApiError, type OpsClient } from './ops-client';
import { OpsRefused } from './ops-remote-students';

// create-user through the staff api (decisions 0041, 0051): a student by POST /students, a staff
// account (--group) by POST /accounts; a chosen --password and --unverified travel with them.

type Out = { log: (line: string) => void };
type Fail = (message: string) => Error;

const OPTIONS = {
  email: { type: 'string' },
  name: { type: 'string' },
  password: { type: 'string' },
  group: { type: 'string' },
  unverified: { type: 'boolean', default: false },
} as const;

const ROLES = { admin: 'admin', leader: 'assistant' } as const;

export async function remoteCreateUser(api: OpsClient, args: string[], out: Out, usage: Fail) {
  const { values } = parseArgs({ args, options: OPTIONS });
  const email = values.email?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw usage('--email must be an e-mail address');
  if (!values.name?.trim()) throw usage('--name is required');
  if (values.password !== undefined && values.password.length < 8)
    throw usage('--password needs at least 8 characters');
  if (values.group !== undefined && !(values.group in ROLES)) throw usage('--group is admin or leader');
  const body = {
    name: values.name.trim(),
    email,
    ...(values.password === undefined ? {} : { password: values.password }),
    ...(values.unverified ? { verified: false } : {}),
  };
  let made: StaffAccountPasswordResponse | StaffStudentCreated;
  try {
    made = values.group
      ? await api.send<StaffAccountPasswordResponse>('POST', '/accounts', {
          ...body,
          role: ROLES[values.group as keyof typeof ROLES],
        })
      : await api.send<StaffStudentCreated>('POST', '/students', body);
  } catch (err) {
    // A taken e-mail is a refusal (exit 1), as it was when ops wrote the database itself.
    if (err instanceof OpsApiError && err.status === 422 && err.errors?.email)
      throw new OpsRefused(`${email} already has an account`);
    throw err;
  }
  out.log(`created user ${made.data.id} ${made.data.email}`);
  if (values.password === undefined) out.log(`password: ${made.password}`);
}
