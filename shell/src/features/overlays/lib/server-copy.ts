// Imports nothing: the shell's entry uses it before the async boundary (src/index.tsx).

/** Id of the announcement in the html the api sends (components/server-announcement.tsx). */
export const SERVER_ANNOUNCEMENT_ID = 'first-screen-announcement';

/** The announcement the server sent with the html, if it is still on the page. */
export const serverCopy = () => document.getElementById(SERVER_ANNOUNCEMENT_ID) as HTMLDialogElement | null;

/**
 * Makes the open native dialog modal, as the app's dialog is: focus stays inside, Escape closes
 * it, the page behind is inert. Its `open` attribute is taken off first (that fires no `close`),
 * as `showModal()` refuses a dialog that is already open. Once only.
 */
export function makeModal(copy: HTMLDialogElement): void {
  if (copy.dataset.modal || !copy.open || typeof copy.showModal !== 'function') return;
  copy.dataset.modal = 'true';
  copy.removeAttribute('open');
  copy.showModal();
}
