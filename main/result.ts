/**
 * Constructors for the contract's `Result` (preload/api.ts): failures are data with a stable
 * code, never exceptions across the bridge.
 */
import type { ApiError, ApiErrorCode, Result } from '../preload/api';

/** A success carrying `value`. */
export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

/** A failure with a stable `code`, an English `message` and an optional `detail` (file name, field path). */
export function fail<T = never>(code: ApiErrorCode, message: string, detail?: string): Result<T> {
  const error: ApiError = detail === undefined ? { code, message } : { code, message, detail };
  return { ok: false, error };
}
