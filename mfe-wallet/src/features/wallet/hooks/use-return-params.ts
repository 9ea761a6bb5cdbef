import { useSearchParams } from '@app/router';
import { useEffect, useState } from 'react';

/** What the address brought to /wallet: a gateway's order, a payment error, a top-up amount. */
export interface ReturnParams {
  order: number | null;
  error: string | null;
  recharge: string | null;
}
// `paid` is an old return's, read by nobody: a payment's result comes from the api only.
const ONE_SHOT = ['order', 'error', 'recharge', 'paid'];

function readOrder(value: string | null): number | null {
  const n = Number(value);
  return value && /^\d+$/.test(value) && Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** The one-shot parameters as the page was opened with them (read once). */
export function useReturnParams(): ReturnParams {
  const [params] = useSearchParams();
  const [first] = useState<ReturnParams>(() => ({
    order: readOrder(params.get('order')),
    error: params.get('error'),
    recharge: params.get('recharge'),
  }));
  return first;
}

/**
 * Once `ready`, takes the one-shot parameters out of the address with a replace: a reload or a
 * back step must not announce the payment again or reopen the top-up dialog.
 */
export function useCleanAddress(ready: boolean) {
  const [params, setParams] = useSearchParams();
  const present = ONE_SHOT.some((k) => params.has(k));
  useEffect(() => {
    if (!ready || !present) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const k of ONE_SHOT) next.delete(k);
        return next;
      },
      { replace: true },
    );
  }, [ready, present, setParams]);
}
