import { cx } from '#styled-system/css';
import { imageViewer } from '#styled-system/recipes';
import { lazyPart } from '../../lib/lazy-part';
import { uiMessages } from '../../messages';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { dialogChunk } from '../dialog/dialog-chunk';
import { Image } from '../image/image';

export interface ImageViewerProps {
  src: string;
  /** Names the picture, the dialog and the zoom button ('تكبير <alt>'). */
  alt: string;
  /** The zoom button's visible text ('تكبير'). */
  zoomLabel?: string;
  className?: string;
}

// The toolbar and the zoomed picture come with the dialog's chunk, when the dialog first opens.
const ImageZoom = lazyPart(dialogChunk, (parts) => parts.ImageZoom);

/**
 * A picture (questions, answers, the question bank) shown as it is, so it stays on screen offline,
 * with a button that opens it in a dialog to zoom, rotate and reset (spec 2 §2).
 */
export function ImageViewer({
  src,
  alt,
  zoomLabel = uiMessages.imageViewer.zoom,
  className,
}: ImageViewerProps) {
  const styles = imageViewer();
  return (
    <div className={cx(styles.root, className)}>
      <Image src={src} alt={alt} className={styles.picture} />
      <Dialog
        title={alt}
        size="lg"
        trigger={
          <Button variant="ghost" size="sm" aria-label={uiMessages.imageViewer.zoomImage(alt)}>
            {zoomLabel}
          </Button>
        }
      >
        <ImageZoom src={src} alt={alt} />
      </Dialog>
    </div>
  );
}
