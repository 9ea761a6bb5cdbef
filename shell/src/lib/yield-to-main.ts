/**
 * Gives the browser a turn between two pieces of start-up work, so a slow phone handles input
 * and paints instead of running one long task (issue 9: total blocking time).
 * `scheduler.yield()` where the browser has it (Chromium 129+), otherwise a zero timeout.
 */
export function yieldToMain(): Promise<void> {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (s?.yield) return s.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
