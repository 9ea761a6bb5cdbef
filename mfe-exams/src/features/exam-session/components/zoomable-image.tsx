import { RemoteModule } from '@app/shared-contracts';
import { Button, Dialog, Image } from '@app/ui';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';

/**
 * A question's or an explanation's picture, shown as it is (so it stays on screen offline), with
 * 'zoom' opening mfe-learning's image viewer (zoom, rotate, reset; spec 2 §2) through the slot.
 */
export function ZoomableImage({ src, alt }: { src: string; alt: string }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1' })}>
      <Image src={src} alt={alt} className={css({ maxWidth: 'md', width: 'full' })} />
      <Dialog
        title={alt}
        trigger={
          <Button variant="ghost" size="sm" aria-label={messages.session.zoomImage(alt)}>
            {messages.session.zoom}
          </Button>
        }
      >
        <div className={css({ minHeight: '60' })}>
          <RemoteModule remote="mfe-learning" module="./widgets/image-viewer" props={{ src, alt }} />
        </div>
      </Dialog>
    </div>
  );
}
