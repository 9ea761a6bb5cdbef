import { Button } from '@app/ui';
import { messages } from '../../../messages';
import { FullScreen } from './full-screen';

const m = messages.overlays;

/** The native app is too old: only the store link is offered. */
export function ForceUpdateScreen({ storeUrl }: { storeUrl: string | null }) {
  return (
    <FullScreen title={m.updateTitle}>
      <p>{m.updateBody}</p>
      {storeUrl ? (
        <Button asChild>
          <a href={storeUrl} target="_blank" rel="noopener noreferrer">
            {m.updateButton}
          </a>
        </Button>
      ) : null}
    </FullScreen>
  );
}
