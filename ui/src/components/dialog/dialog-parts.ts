// One async chunk for every part built on Ark's dialog (they share its machine).
export { ConfirmDialog } from '../confirm-dialog/confirm-dialog-impl';
export { ModalDrawer } from '../drawer/drawer-impl';
export { ImageZoom } from '../image-viewer/image-zoom';
export { Dialog, DialogClose } from './dialog-impl';
