import { ErrorCode } from '../../generated/schema.ts';

const GENERAL: Partial<Record<number, ErrorCode>> = {
  401: ErrorCode.not_signed_in,
  403: ErrorCode.forbidden,
  404: ErrorCode.not_found,
  405: ErrorCode.method_not_allowed,
  409: ErrorCode.conflict,
  413: ErrorCode.too_large,
  415: ErrorCode.unsupported_media_type,
  421: ErrorCode.wrong_host,
  429: ErrorCode.rate_limited,
  503: ErrorCode.unavailable,
};

/**
 * A status's general error code (openapi.yaml ErrorCode): what a server sends when no more precise
 * code applies, and what a client reads an unknown code as.
 */
export function generalErrorCode(status: number): ErrorCode {
  return GENERAL[status] ?? (status >= 500 ? ErrorCode.internal_error : ErrorCode.invalid_request);
}
