/** SQLSTATE 23505 (unique_violation), as either driver throws it (drizzle may wrap it in `cause`). */
export const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};
