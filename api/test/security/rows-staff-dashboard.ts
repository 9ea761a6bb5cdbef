import { RANGE_MESSAGES } from '@app/shared-contracts/schemas';

// The dashboard's own rows beside the generic role rows (staff-roles.test.ts): the range's bounds,
// each refused with 422 under the field it names, before any query runs.
export interface DashboardBadRangeRow {
  name: string;
  url: string;
  field: string;
  message?: string;
}

const RANGED = ['takings', 'students', 'sales', 'views'] as const;

const BAD: { query: string; field: string; message?: string }[] = [
  { query: 'from=2026-03-02&to=2026-03-01', field: 'from', message: RANGE_MESSAGES.reversed },
  { query: 'from=2025-01-01&to=2026-01-02', field: 'to', message: RANGE_MESSAGES.tooLong },
  { query: 'from=2026-02-30', field: 'from', message: RANGE_MESSAGES.badDate },
  { query: 'to=2026-13-01', field: 'to', message: RANGE_MESSAGES.badDate },
  { query: 'from=yesterday', field: 'from', message: RANGE_MESSAGES.badDate },
  { query: 'from=2026-03-01T00:00:00Z', field: 'from', message: RANGE_MESSAGES.badDate },
  { query: "from=2026-03-01'%3B--", field: 'from', message: RANGE_MESSAGES.badDate },
  { query: 'from=2026-03-01&from=2026-03-02', field: 'from' },
  { query: 'staff_id=1', field: 'staff_id' },
  { query: 'teacher_id=1', field: 'teacher_id' },
];

export const dashboardBadRangeRows: DashboardBadRangeRow[] = RANGED.flatMap((area) =>
  BAD.map(({ query, ...row }) => ({
    ...row,
    name: `GET /staff/dashboard/${area}?${query}`,
    url: `/v1/staff/dashboard/${area}?${query}`,
  })),
);
