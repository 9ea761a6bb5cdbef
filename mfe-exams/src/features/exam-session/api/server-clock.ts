let offsetMs = 0;

/**
 * The server's clock as this page knows it (from the Date header of its answers), so an answer's
 * answered_at is right even when the device's clock is hours off.
 */
export function noteServerDate(header: unknown): void {
  if (typeof header !== 'string') return;
  const server = Date.parse(header);
  if (!Number.isNaN(server)) offsetMs = server - Date.now();
}

export const serverNow = (): Date => new Date(Date.now() + offsetMs);
