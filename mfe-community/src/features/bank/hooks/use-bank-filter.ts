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

/** The bank filter lives in the URL (?page_number=&question_number=), so it survives reloads and links. */
export function useBankFilter(): [BankFilter, (next: BankFilter) => void] {
  const [params, setParams] = useSearchParams();
  const read = (key: string) => {
    const v = parseFilterNumber(params.get(key) ?? '');
    return v !== undefined && !Number.isNaN(v) ? v : undefined;
  };
  const filter: BankFilter = { page_number: read('page_number'), question_number: read('question_number') };
  const set = (next: BankFilter) => {
    const out = new URLSearchParams();
    if (next.page_number) out.set('page_number', String(next.page_number));
    if (next.question_number) out.set('question_number', String(next.question_number));
    setParams(out, { replace: true });
  };
  return [filter, set];
}
