/** PostgreSQL's SQLSTATE codes the services turn into answers a person understands. */
export const pgErrors = {
  uniqueViolation: '23505',
  exclusionViolation: '23P01',
  deadlockDetected: '40P01',
  /** A statement cancelled, as by the statement timeout. */
  queryCanceled: '57014',
} as const

/**
 * The SQLSTATE of a failed statement, however the driver wraps it: `pg` and PGlite put it on
 * the error, Drizzle on the error's cause.
 */
export function pgErrorCode(error: unknown): string | undefined {
  const codeOf = (value: unknown) => {
    const code = (value as { code?: unknown } | undefined)?.code
    return typeof code === 'string' ? code : undefined
  }
  return codeOf(error) ?? codeOf((error as { cause?: unknown } | undefined)?.cause)
}
