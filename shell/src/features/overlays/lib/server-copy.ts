// Imports nothing: the shell's entry uses it before the async boundary (src/index.tsx).

/** Id of the announcement in the html the api sends (components/server-announcement.tsx). */
export const SERVER_ANNOUNCEMENT_ID = 'first-screen-announcement';

/** The announcement the server sent with the html, if it is still on the page. */
export const serverCopy = () => document.getElementById(SERVER_ANNOUNCEMENT_ID) as HTMLDialogElement | null;

/** What the server makes inert beside the copy (src/server/first-screen-html.ts). */
const BEHIND = ['first-screen', 'root'];

/** Gives the page behind the copy back. */
function releasePage(): void {
  for (const id of BEHIND) document.getElementById(id)?.removeAttribute('inert');
}

/** Takes the copy off the page, and gives the page behind it back. */
export function removeCopy(copy: HTMLDialogElement): void {
  copy.remove();
  releasePage();
}

/**
 * Takes away a copy still on the page without counting it as dismissed: a blocking start-up
 * screen (maintenance, forced update, failure) is shown instead of the app, and the copy, hidden
 * under it, held the focus while the page it made inert held the screen's button.
 */
export function dropServerCopy(): void {
  const copy = serverCopy();
  if (copy) removeCopy(copy);
}

/**
 * The copy is modal in the html itself: an open dialog, the page beside it `inert`, its button
 * focused (`autofocus`). This adds the rest of what `showModal()` does, without its cost (it
 * restyled the whole page in one long task on a slow phone, issue 9): Escape closes it, and its
 * closing gives the page back. Once only; a copy closed before the script ran gives it back at once.
 */
export function keepModal(copy: HTMLDialogElement): void {
  if (copy.dataset.modal) return;
  copy.dataset.modal = 'true';
  if (!copy.open) {
    releasePage();
    return;
  }
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !copy.open || event.defaultPrevented) return;
    event.preventDefault();
    copy.close();
  };
  document.addEventListener('keydown', onKey);
  const onClose = () => {
    document.removeEventListener('keydown', onKey);
    releasePage();
  };
  copy.addEventListener('close', onClose, { once: true });
}
