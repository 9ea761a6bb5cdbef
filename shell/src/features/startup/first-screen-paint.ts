// Imports only yield-to-main (which imports nothing): the shell's entry reads it before the
// async boundary (index.tsx).
import { yieldToMain } from '../../lib/yield-to-main';

/**
 * Whether the api sent html to paint before the app's code (a first screen, or the announcement
 * over the plain app; api/src/plugins/first-screen.ts): it lists the start-up files with it.
 */
export function paintsBeforeCode(): boolean {
  return document.getElementById('first-screen-preload') !== null;
}

/** Resolves once the browser has painted what it has (the server's markup), or soon in a hidden tab. */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => setTimeout(resolve, 0);
    requestAnimationFrame(done);
    setTimeout(resolve, 100);
  });
}

/** Preload links added per task: each starts a request, 1–6 ms while the page loads on the 2-core test machine (issue 9). */
const PRELOADS_PER_TASK = 2;

/**
 * The files the app's start-up asks for, listed by the api with the first screen: asked for all
 * at once (one round trip) once the markup is painted, instead of one import after another.
 * Added a few per task, so that starting ~20 requests is not one long task on a slow phone.
 */
export async function preloadStartFiles(): Promise<void> {
  const list = document.getElementById('first-screen-preload');
  let files: string[] = [];
  try {
    files = JSON.parse(list?.textContent ?? '[]') as string[];
  } catch {
    // no list: start-up asks for each file itself
  }
  for (const [index, href] of files.entries()) {
    if (index > 0 && index % PRELOADS_PER_TASK === 0) await yieldToMain();
    const link = document.createElement('link');
    link.rel = 'preload';
    link.href = href;
    if (href.endsWith('.js')) link.as = 'script';
    else {
      link.as = 'fetch';
      link.crossOrigin = 'anonymous';
    }
    document.head.appendChild(link);
  }
  list?.remove();
}
