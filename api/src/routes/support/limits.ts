/** Tickets one address may open per window (a guest needs no account, so the address is the key). */
export const TICKET_LIMIT = { max: 5, timeWindow: 10 * 60_000 } as const;
