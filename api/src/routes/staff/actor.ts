import type { FastifyRequest } from 'fastify';
import type { StaffActor } from '../../domain/audit/index';
import { unauthenticated } from '../../lib/errors';

export type { StaffActor };

/** The staff member of a /v1/staff request (the staff plugin has already checked the role). */
export function staffActorOf(req: FastifyRequest): StaffActor {
  const auth = req.auth;
  if (!auth?.staffRole) throw unauthenticated();
  const agent = req.headers['user-agent'];
  return {
    id: auth.user.id,
    role: auth.staffRole,
    teacherId: auth.staffRole === 'teacher' ? auth.teacherId : null,
    ip: req.ip ?? null,
    userAgent: typeof agent === 'string' ? agent.slice(0, 300) : null,
  };
}
