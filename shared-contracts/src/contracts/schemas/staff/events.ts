import { z } from 'zod';

/**
 * What GET /v1/staff/events (Server-Sent Events) announces: which queue or list changed, so an
 * open page refetches it. The event carries no data: the page asks its own call again.
 */
export const STAFF_EVENT_KINDS = [
  'topups',
  'tickets',
  'questions',
  'students',
  'cards',
  'settings',
  'audit',
  /** a submitted paper brought an essay or image answer to mark (issue 34) */
  'marking',
] as const;
export const staffEventKindSchema = z.enum(STAFF_EVENT_KINDS);
export type StaffEventKind = z.infer<typeof staffEventKindSchema>;
export const staffEventSchema = z.object({ kind: staffEventKindSchema });
export type StaffEvent = z.infer<typeof staffEventSchema>;
