import { RemoteModule, type StaffWidgetProps } from '@app/shared-contracts';
import type { StaffWidgetDef } from '@app/shared-contracts/staff-routes';
import { useNearView } from '@app/ui/staff';
import { useRef } from 'react';
import { css } from '#styled-system/css';

// Each widget's place is held before its code and figures arrive (a chart card is 16rem of chart
// under its heading): nothing below moves when they do (issue 35, the dashboard's layout shift).
const wide = css({ minHeight: '24rem', lg: { gridColumn: '1 / -1' } });
const narrow = css({ minHeight: '12rem' });

/**
 * One widget's place on the dashboard: its remote is loaded once the place nears the screen, so a
 * phone's first screen does not wait for (nor run) the remotes of the widgets far below it.
 */
export function DashboardSlot({ widget, range }: { widget: StaffWidgetDef; range: StaffWidgetProps }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearView(place);
  return (
    <div ref={place} className={widget.size === 'wide' ? wide : narrow}>
      {near ? <RemoteModule remote={widget.remote} module={widget.exposed} props={range} /> : null}
    </div>
  );
}
