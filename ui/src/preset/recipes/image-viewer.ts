import { defineSlotRecipe } from '@pandacss/dev';

// ImageViewer: the picture with its zoom button, and in the dialog the toolbar over the stage.
export const imageViewerRecipe = defineSlotRecipe({
  className: 'image-viewer',
  description: 'A picture that opens in a dialog to zoom, rotate and reset',
  jsx: [],
  slots: ['root', 'picture', 'toolbar', 'scale', 'stage', 'image'],
  base: {
    // The zoom button sits under the picture at the inline start (the right in RTL).
    root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1' },
    picture: { maxWidth: 'md', width: 'full', borderRadius: 'md' },
    toolbar: { display: 'flex', gap: '1', justifyContent: 'center', alignItems: 'center' },
    scale: { fontSize: 'sm', color: 'fg.muted', minWidth: '12', textAlign: 'center' },
    stage: {
      overflow: 'auto',
      maxHeight: '70vh',
      minHeight: '60',
      display: 'grid',
      placeItems: 'center',
      borderRadius: 'md',
      bg: 'bg.muted',
    },
    // The scale and rotation come from state, in the image's style.
    image: { maxWidth: '100%', transition: 'transform 0.15s', transformOrigin: 'center' },
  },
});
