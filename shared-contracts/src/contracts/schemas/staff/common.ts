import { z } from 'zod';
import { idSchema, numberInput } from '../common';

// What every staff call shares (issue 32, decision 0036): the roles, the list query and the page.

/** admin: everything; assistant: the spec's leader, the desk's work; teacher: own courses only. */
export const STAFF_ROLES = ['admin', 'assistant', 'teacher'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** The spec's groupId of a role (user object): admin 1, assistant (leader) 2, anyone else null. */
export function groupIdOfRole(role: StaffRole | null | undefined): 1 | 2 | null {
  if (role === 'admin') return 1;
  if (role === 'assistant') return 2;
  return null;
}

export const STAFF_PER_PAGE_DEFAULT = 20;
export const STAFF_PER_PAGE_MAX = 100;

/**
 * The query of every staff list (GET, read from the URL): page from 1, per_page up to 100, a
 * column to sort by (each list narrows `sort` to its own columns with `.extend`), order, and q,
 * the free-text search.
 */
export const staffListQuery = z.object({
  page: numberInput(z.number().int().min(1).max(1_000_000).optional()),
  per_page: numberInput(z.number().int().min(1).max(STAFF_PER_PAGE_MAX).optional()),
  sort: z
    .string()
    .regex(/^[a-z_]{1,40}$/)
    .optional(),
  order: z.enum(['asc', 'desc']).optional(),
  q: z.string().trim().max(200).optional(),
});
export type StaffListQuery = z.infer<typeof staffListQuery>;

/** The page, size and offset a list query asks for, with the defaults filled in. */
export function staffPaging(query: { page?: number | undefined; per_page?: number | undefined }) {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? STAFF_PER_PAGE_DEFAULT;
  return { page, perPage, offset: (page - 1) * perPage };
}

/** One page of a staff list: the rows, the count of all rows matching, and where it stands. */
export const staffPageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    per_page: z.number().int().positive(),
  });
export type StaffPage<T> = { items: T[]; total: number; page: number; per_page: number };

/** A staff member as other staff see them (audit, ledger, cash report). */
export const staffPersonSchema = z.object({ id: idSchema, name: z.string() });
