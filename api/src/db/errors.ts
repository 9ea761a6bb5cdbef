/** The SQLSTATE of a database error, as either driver throws it (drizzle may wrap it in `cause`). */
export const sqlStateOf = (err: unknown): string | undefined => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code ?? e?.cause?.code;
};

/** SQLSTATE 23505 (unique_violation). */
export const isUniqueViolation = (err: unknown): boolean => sqlStateOf(err) === '23505';
