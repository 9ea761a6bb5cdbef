import {
  DASHBOARD_DEFAULT_DAYS,
  DASHBOARD_MAX_DAYS,
  type DashboardRangeQuery,
  daysInRange,
  shiftDay,
  todayInCairo,
} from '@app/shared-contracts/schemas';
import { DomainError } from '../errors';

export { todayInCairo };

/** A resolved range: both ends are Cairo calendar days, included. */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * The range a query asks for: `to` defaults to today, `from` to the 30 days ending at `to`.
 * The contract refuses a reversed or too long range when both ends are given; a default end is
 * moved to keep the range valid instead of refusing what the caller did not write.
 */
export function resolveRange(query: DashboardRangeQuery, now: Date = new Date()): DayRange {
  let to = query.to ?? todayInCairo(now);
  const from = query.from ?? shiftDay(to, 1 - DASHBOARD_DEFAULT_DAYS);
  if (!query.to && from > to) to = from;
  if (!query.to && daysInRange(from, to) > DASHBOARD_MAX_DAYS) to = shiftDay(from, DASHBOARD_MAX_DAYS - 1);
  // Both given: the contract checked them; this guards a direct domain call.
  if (from > to || daysInRange(from, to) > DASHBOARD_MAX_DAYS) {
    throw new DomainError('VALIDATION_FAILED');
  }
  return { from, to };
}
