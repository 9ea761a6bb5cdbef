import { queryClient, sessionStore } from '@app/shared-contracts';
import { whenFirstScreen } from '@app/ui';
import { type DehydratedState, hydrate } from '@tanstack/react-query';

/** Longest the server's markup waits for the app's first page (a page that never marks one). */
const TAKE_OVER_MAX_MS = 15_000;

/** A region of the page says it is loading (a button busy with an action does not count). */
const isLoading = (root: HTMLElement) => root.querySelector('[aria-busy="true"]:not(button)') !== null;

/**
 * Issue 9: a guest's page may arrive server-rendered, its controls disabled until the app runs.
 * The app renders into the hidden #root from the same data (the markup's query cache goes into the
 * app's), and takes the markup's place in one step once its first page is on screen and loaded: no blank
 * frame between the two, and no layout shift (the markup's nodes leave, the app's arrive).
 */
export function takeOverFirstScreen(root: HTMLElement): void {
  const markup = document.getElementById('first-screen');
  if (!markup) return;
  const state = document.getElementById('first-screen-state');
  // The markup is a guest's: with a session kept in this browser (its cookie was missing), the
  // data is not this student's (joined, bought), so the app asks for its own.
  if (!sessionStore.getState().token) {
    try {
      for (const cache of JSON.parse(state?.textContent ?? '[]') as DehydratedState[])
        hydrate(queryClient, cache);
    } catch {
      // a cache that does not read: the page asks for its data again
    }
  }
  state?.remove();
  let watching: MutationObserver | undefined;
  const reveal = () => {
    if (!markup.isConnected) return;
    watching?.disconnect();
    root.hidden = false;
    markup.remove();
  };
  // The markup shows content: the app's page replaces it once it shows its own, not while it
  // is still loading (a signed-in student's home asks for its data after the first render).
  const revealWhenLoaded = () => {
    if (!isLoading(root)) return reveal();
    watching = new MutationObserver(() => {
      if (!isLoading(root)) reveal();
    });
    watching.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-busy'],
    });
  };
  whenFirstScreen(revealWhenLoaded);
  setTimeout(reveal, TAKE_OVER_MAX_MS);
}
