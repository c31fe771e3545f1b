import type { RequestHandler } from 'express';
import OpenApiValidator from 'express-openapi-validator';
import type { OpenApiValidatorOpts } from 'express-openapi-validator/dist/openapi.validator';
import { attachmentFileFilter, ATTACHMENT_LIMITS } from '../modules/clinic/attachment.ts';

/**
 * Request validation (and, outside production, response validation) against the contract.
 * Security is checked by our own session/XSRF middleware, which knows the 403 + fresh-cookie rule.
 */
export function contractValidator(document: Record<string, unknown>, validateResponses: boolean): RequestHandler[] {
  const options: OpenApiValidatorOpts = {
    apiSpec: structuredClone(document) as unknown as OpenApiValidatorOpts['apiSpec'],
    validateApiSpec: false,
    validateRequests: { allowUnknownQueryParameters: false },
    validateResponses: validateResponses ? { removeAdditional: false } : false,
    validateSecurity: false,
    ignoreUndocumented: true,
    fileUploader: { limits: ATTACHMENT_LIMITS, fileFilter: attachmentFileFilter },
  };
  return OpenApiValidator.middleware(options) as RequestHandler[];
}
