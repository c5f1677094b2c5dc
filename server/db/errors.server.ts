/**
 * A unique index refused a row (PostgreSQL's 23505), whether the driver's error arrives as it is
 * or wrapped by Drizzle (as its `cause`).
 */
export const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === "23505" || (error as { cause?: { code?: string } }).cause?.code === "23505";
