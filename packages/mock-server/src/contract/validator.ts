import type { RequestHandler } from 'express';
import OpenApiValidator from 'express-openapi-validator';
import type { OpenApiValidatorOpts } from 'express-openapi-validator/dist/openapi.validator';
import type { UploadRules } from '../http/upload-rules.ts';

/**
 * Query parameters as browsers write them: URLSearchParams sends a space as '+' and leaves '*'
 * alone, encodeURIComponent (openapi-fetch) leaves !'()* alone. The validator's reserved-character
 * rule would refuse those (400 "must be url encoded") though Express decodes them to the very
 * values the contract allows, so the mock's copy of the contract lets them through.
 */
export function acceptBrowserQueryEncoding(document: Record<string, unknown>): Record<string, unknown> {
  const copy = structuredClone(document);
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (record.in === 'query' && typeof record.name === 'string') record.allowReserved = true;
    Object.values(record).forEach(visit);
  };
  visit(copy.paths);
  visit((copy.components as Record<string, unknown> | undefined)?.parameters);
  return copy;
}

/**
 * Request validation (and, outside production, response validation) against the contract.
 * Security is checked by our own session/XSRF middleware, which knows the 403 + fresh-cookie rule.
 * Multipart bodies go through multer with the upload rules an operation registered in the handler table.
 */
export function contractValidator(
  document: Record<string, unknown>,
  validateResponses: boolean,
  upload?: Pick<UploadRules, 'limits' | 'fileFilter'>,
): RequestHandler[] {
  const options: OpenApiValidatorOpts = {
    apiSpec: acceptBrowserQueryEncoding(document) as unknown as OpenApiValidatorOpts['apiSpec'],
    validateApiSpec: false,
    validateRequests: { allowUnknownQueryParameters: false },
    validateResponses: validateResponses ? { removeAdditional: false } : false,
    validateSecurity: false,
    ignoreUndocumented: true,
    fileUploader: upload ? { limits: upload.limits, fileFilter: upload.fileFilter } : {},
  };
  return OpenApiValidator.middleware(options) as RequestHandler[];
}
