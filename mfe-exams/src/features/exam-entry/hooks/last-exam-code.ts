/** Spec 2 §9: the last entered code is kept in local storage and discarded after 180 minutes. */
export const LAST_CODE_KEY = 'mfe-exams:last-code';
export const LAST_CODE_TTL_MS = 180 * 60 * 1000;

export function readLastCode(now = Date.now()): string {
  try {
    const saved = JSON.parse(localStorage.getItem(LAST_CODE_KEY) ?? 'null') as {
      code?: unknown;
      at?: unknown;
    } | null;
    if (typeof saved?.code === 'string' && typeof saved.at === 'number' && now - saved.at <= LAST_CODE_TTL_MS)
      return saved.code;
    localStorage.removeItem(LAST_CODE_KEY);
  } catch {
    // storage unavailable or a broken value: start empty
  }
  return '';
}

export function writeLastCode(code: string, now = Date.now()): void {
  try {
    localStorage.setItem(LAST_CODE_KEY, JSON.stringify({ code, at: now }));
  } catch {
    // private mode without storage: the code is simply not kept
  }
}
