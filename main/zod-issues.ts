/** Turning zod validation errors into the short texts the contract's `ApiError` carries. */
import type { z } from 'zod';

/** The first three issues of a zod error as `path: message` text (`(root)` for the value itself). */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/** The path of a zod error's first issue, dotted (`entry.seq`), or `(root)`. */
export function issuePath(error: z.ZodError): string {
  return error.issues[0]?.path.join('.') || '(root)';
}
