import { useSearchParams } from '@app/router';
import type { StaffWidgetProps } from '@app/shared-contracts';
import { dashboardRangeQuerySchema, defaultDashboardRange } from '@app/shared-contracts/schemas';

/**
 * The dashboard's range, kept in the URL (?from=&to=) so a link or a reload shows the same days.
 * Missing ends take the last 30 days; a range the contract refuses is reported, not sent.
 */
export function useDashboardRange() {
  const [params, setParams] = useSearchParams();
  const fallback = defaultDashboardRange();
  const asked = { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to };
  const parsed = dashboardRangeQuerySchema.safeParse(asked);
  const range: StaffWidgetProps | null = parsed.success
    ? { from: parsed.data.from ?? fallback.from, to: parsed.data.to ?? fallback.to }
    : null;
  const setRange = (next: StaffWidgetProps) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        out.set('from', next.from);
        out.set('to', next.to);
        return out;
      },
      { replace: true },
    );
  return { asked, range, setRange };
}
