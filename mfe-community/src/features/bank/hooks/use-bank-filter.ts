import { useSearchParams } from '@app/router';
import { normalizeDigits } from '@app/shared-contracts';
import type { BankFilter } from '../api/get-directory';

/** A filter value: empty, or a whole number ≥ 1 (Arabic-Indic digits read); NaN when invalid. */
export function parseFilterNumber(raw: string): number | undefined {
  const clean = normalizeDigits(raw).trim();
  if (clean === '') return undefined;
  return /^\d+$/.test(clean) && Number(clean) >= 1 && Number(clean) <= 2_147_483_647
    ? Number(clean)
    : Number.NaN;
}

/** The longest search the api takes (BANK_SEARCH_MAX of the schemas). */
export const SEARCH_MAX = 100;

/** A search as sent: trimmed, inner spaces single, at most SEARCH_MAX characters; undefined when empty. */
export function cleanSearch(raw: string | null | undefined): string | undefined {
  const clean = (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX).trim();
  return clean || undefined;
}

/** The bank filter lives in the URL (?search=&page_number=&question_number=), so it survives reloads and links. */
export function useBankFilter(): [BankFilter, (next: BankFilter) => void] {
  const [params, setParams] = useSearchParams();
  const read = (key: string) => {
    const v = parseFilterNumber(params.get(key) ?? '');
    return v !== undefined && !Number.isNaN(v) ? v : undefined;
  };
  const filter: BankFilter = {
    search: cleanSearch(params.get('search')),
    page_number: read('page_number'),
    question_number: read('question_number'),
  };
  const set = (next: BankFilter) => {
    const out = new URLSearchParams();
    const search = cleanSearch(next.search);
    if (search) out.set('search', search);
    if (next.page_number) out.set('page_number', String(next.page_number));
    if (next.question_number) out.set('question_number', String(next.question_number));
    setParams(out, { replace: true });
  };
  return [filter, set];
}
