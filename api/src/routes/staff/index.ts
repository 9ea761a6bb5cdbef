import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { resolveOpsKey } from '../../domain/auth/ops-key';
import { resolveToken } from '../../domain/auth/tokens';
import { DomainError, unauthenticated } from '../../lib/errors';
import accountsRoutes from './accounts/index';
import auditRoutes from './audit';
import auditExportRoutes from './audit-export';
import cardsRoutes from './cards/index';
import catalogueRoutes from './catalogue/index';
import communityRoutes from './community/index';
import dashboardRoutes from './dashboard/index';
import essaysRoutes from './essays/index';
import eventsRoutes from './events';
import examBankRoutes from './exam-bank/index';
import examBuilderRoutes from './exams/index';
import importsRoutes from './imports/index';
import lectureRoutes from './lectures/index';
import markingRoutes from './marking/index';
import meRoutes from './me';
import { STAFF_ROUTE_ROLES, staffRouteKey } from './roles';
import settingsRoutes from './settings/index';
import studentRoutes from './students/index';
import videoRoutes from './videos/index';
import walletRoutes from './wallet/index';
import walletAuditRoutes from './wallet-audit/index';

/**
 * Every staff area, in one list: a new routes/staff/<area>/ plugin is added here, and each of its
 * routes gets its row in roles.ts (decision 0036).
 */
const STAFF_AREAS: FastifyPluginAsync[] = [
  meRoutes,
  eventsRoutes,
  auditRoutes,
  auditExportRoutes,
  settingsRoutes,
  accountsRoutes,
  importsRoutes,
  communityRoutes,
  studentRoutes,
  dashboardRoutes,
  walletRoutes,
  cardsRoutes,
  essaysRoutes,
  walletAuditRoutes,
  examBankRoutes,
  markingRoutes,
  lectureRoutes,
  videoRoutes,
  catalogueRoutes,
  examBuilderRoutes,
];

export class UndeclaredStaffRouteError extends Error {}

/**
 * Mounts the staff api under /v1/staff. Not wrapped in fastify-plugin: its hooks stay inside.
 * A route registered here without a row in STAFF_ROUTE_ROLES stops the app at start-up; every
 * request is checked against its row before the route runs: guest 401, student 403 STAFF_ONLY,
 * another role 403 ROLE_FORBIDDEN.
 */
export function staffRoutesWith(areas: readonly FastifyPluginAsync[]) {
  return async function staffRoutes(v1: FastifyInstance): Promise<void> {
    await v1.register(
      async (staff) => {
        staff.addHook('onRoute', (route) => {
          const methods = Array.isArray(route.method) ? route.method : [route.method];
          for (const method of methods) {
            const key = staffRouteKey(method, route.url);
            if (!STAFF_ROUTE_ROLES[key]) {
              throw new UndeclaredStaffRouteError(
                `staff route ${key} has no row in STAFF_ROUTE_ROLES (routes/staff/roles.ts)`,
              );
            }
          }
        });
        staff.addHook('onRequest', async (req) => {
          const key = staffRouteKey(req.method, req.routeOptions.url ?? '');
          const allowed = STAFF_ROUTE_ROLES[key];
          if (!allowed) return; // a path with no route: the not-found answer follows
          // An EventSource cannot send a header: the events stream may carry the token as ?token=
          // (redacted from the logs, lib/redact-url.ts).
          if (!req.auth && key === 'GET /events') {
            const token = (req.query as { token?: unknown } | undefined)?.token;
            if (typeof token === 'string') {
              const staffIdleMs = staff.deps.config.staffIdleMinutes * 60_000;
              req.auth = await resolveToken(staff.deps.db, token, { staffIdleMs });
            }
          }
          // pnpm ops (decision 0041): `Authorization: Ops <key>` and `X-Ops-As: <admin e-mail>`.
          const ops = /^Ops\s+(\S+)\s*$/.exec(req.headers.authorization ?? '');
          if (!req.auth && ops?.[1]) {
            const as = req.headers['x-ops-as'];
            const email = typeof as === 'string' ? as : undefined;
            req.auth = await resolveOpsKey(staff.deps.db, staff.deps.config.opsKey, ops[1], email);
          }
          if (!req.auth) throw unauthenticated();
          if (!req.auth.staffRole) throw new DomainError('STAFF_ONLY');
          if (!allowed.includes(req.auth.staffRole)) throw new DomainError('ROLE_FORBIDDEN');
        });
        for (const area of areas) await staff.register(area);
      },
      { prefix: '/staff' },
    );
  };
}

export default staffRoutesWith(STAFF_AREAS);
