import type { ErrorCode } from '@fachwerk/shared/contracts';
import type { ApiError } from './base-api';

/** The API's error code of an endpoint error (RTK Query `error` or a rejected `unwrap()`), if any. */
export function apiErrorCode(error: unknown): ErrorCode | undefined {
  if (error === null || typeof error !== 'object' || !('code' in error)) return undefined;
  const { code } = error as Pick<ApiError, 'code'>;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Whether an endpoint error carries one of `codes`: the web decides by code, never by message or
 * HTTP status (`if (hasErrorCode(error, 'ALREADY_APPLIED')) …`).
 */
export function hasErrorCode(error: unknown, ...codes: ErrorCode[]): boolean {
  const code = apiErrorCode(error);
  return code !== undefined && codes.includes(code);
}

/** No response arrived (offline, DNS, CORS): the one error without a code. */
export function isNetworkError(error: unknown): boolean {
  return error !== null && typeof error === 'object' && (error as Partial<ApiError>).status === 'NETWORK';
}
