import type { AddressInfo } from 'node:net';
import { createOpsClient } from '../../src/cli/ops-client';
import type { OpsContext } from '../../src/cli/ops-commands';
import type { Db } from '../../src/db/index';
import { TEST_OPS_KEY, type TestApp } from './app';
import { makeStaff } from './staff';

const admins = new WeakMap<TestApp, Promise<OpsContext>>();

/**
 * What `pnpm ops` uses against a test app: its database for the local commands and its staff api
 * over a real socket (the app starts listening on 127.0.0.1 if it was not), as a new admin.
 */
export function opsContextOf(t: TestApp): Promise<OpsContext> {
  let ctx = admins.get(t);
  if (!ctx) {
    ctx = (async () => {
      if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
      const baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      const admin = await makeStaff(t.db, 'admin');
      const api = createOpsClient({ baseUrl, key: TEST_OPS_KEY, as: admin.email });
      // Every command but create-admin goes through the api (decision 0051): none may open the db.
      const db = async (): Promise<Db> => {
        throw new Error('an ops command opened the database instead of the api');
      };
      return { db, api: () => api };
    })();
    admins.set(t, ctx);
  }
  return ctx;
}
