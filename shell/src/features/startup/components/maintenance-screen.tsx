import { Button } from '@app/ui';
import { messages } from '../../../messages';
import { FullScreen } from './full-screen';

const m = messages.overlays;

/** Shown instead of everything while app data says appIsDown. */
export function MaintenanceScreen() {
  return (
    <FullScreen title={m.maintenanceTitle}>
      <p>{m.maintenanceBody}</p>
      <Button onClick={() => window.location.reload()}>{m.maintenanceRetry}</Button>
    </FullScreen>
  );
}
