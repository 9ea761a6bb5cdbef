import { onFirstUse } from './on-first-use';

type DateInput = Date | string | number;

function toDate(value: DateInput): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}
const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' in local time, the date part of formatDateTime; '' for an invalid date. */
export function formatDate(value: DateInput): string {
  const d = toDate(value);
  return d ? `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` : '';
}

/**
 * Spec 3's 'YYYY-MM-DD - hh:mm AM/PM' in local time, with the Arabic markers ص (AM) and م (PM): no
 * English in the interface (issue 31); '' for an invalid date.
 */
export function formatDateTime(value: DateInput): string {
  const d = toDate(value);
  if (!d) return '';
  const h = d.getHours();
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} - ${pad(h12)}:${pad(d.getMinutes())} ${h < 12 ? 'ص' : 'م'}`;
}

// -u-nu-latn: Latin digits like every other number on the site (decision 0028), whatever digits
// the browser's Arabic locale data picks.
const relativeTime = onFirstUse(() => new Intl.RelativeTimeFormat('ar-u-nu-latn', { numeric: 'auto' }));
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** Arabic time-ago text ('قبل 5 دقائق', 'الآن') with Intl.RelativeTimeFormat('ar'). */
export function timeAgo(value: DateInput, now: DateInput = new Date()): string {
  const d = toDate(value);
  const n = toDate(now);
  if (!d || !n) return '';
  const seconds = Math.round((d.getTime() - n.getTime()) / 1000);
  const abs = Math.abs(seconds);
  for (const [unit, size] of UNITS) {
    if (abs >= size) return relativeTime().format(Math.trunc(seconds / size), unit);
  }
  // under a minute reads 'now' rather than a ticking seconds count
  return relativeTime().format(0, 'second');
}

/** Exam timer: mm:ss, or hh:mm:ss from one hour up. Negative values show 00:00. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  return h > 0 ? `${pad(h)}:${pad(m)}:${pad(sec)}` : `${pad(m)}:${pad(sec)}`;
}
