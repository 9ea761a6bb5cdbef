import {
  DASHBOARD_DEFAULT_DAYS,
  DASHBOARD_MAX_DAYS,
  DASHBOARD_TIME_ZONE,
  type DashboardRangeQuery,
  daysInRange,
} from '@app/shared-contracts/schemas';
import { DomainError } from '../errors';

/** A resolved range: both ends are Cairo calendar days, included. */
export interface DayRange {
  from: string;
  to: string;
}

const cairoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: DASHBOARD_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Cairo ('YYYY-MM-DD'). */
export function todayInCairo(now: Date = new Date()): string {
  return cairoDay.format(now);
}

function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/**
 * The range a query asks for: `to` defaults to today, `from` to the 30 days ending at `to`.
 * The contract refuses a reversed or too long range when both ends are given; a default end is
 * moved to keep the range valid instead of refusing what the caller did not write.
 */
export function resolveRange(query: DashboardRangeQuery, now: Date = new Date()): DayRange {
  let to = query.to ?? todayInCairo(now);
  const from = query.from ?? addDays(to, 1 - DASHBOARD_DEFAULT_DAYS);
  if (!query.to && from > to) to = from;
  if (!query.to && daysInRange(from, to) > DASHBOARD_MAX_DAYS) to = addDays(from, DASHBOARD_MAX_DAYS - 1);
  // Both given: the contract checked them; this guards a direct domain call.
  if (from > to || daysInRange(from, to) > DASHBOARD_MAX_DAYS) {
    throw new DomainError('VALIDATION_FAILED');
  }
  return { from, to };
}
