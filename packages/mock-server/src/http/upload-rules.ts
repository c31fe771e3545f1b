/** multer's fileFilter, as express-openapi-validator hands it on. */
export type FileFilter = (
  req: { path: string },
  file: { fieldname: string; originalname: string; mimetype: string },
  cb: (error: Error | null, accept?: boolean) => void,
) => void;

/**
 * What an operation that takes a multipart upload registers in the handler table. The router
 * refuses a larger body from its Content-Length, the validator hands the limits and the filter to
 * multer, and the error handler says multer's refusals in the form's own words.
 */
export interface UploadRules {
  /** The whole multipart body, framing and text fields included. */
  maxBytes: number;
  /** The 413 message for a body over maxBytes. */
  tooLargeMessage: string;
  /** multer's limits (fileSize, files, fields, fieldSize, parts). */
  limits: Record<string, number>;
  fileFilter: FileFilter;
  /** multer's own messages ("File too large", "Too many fields") in words about this form. */
  words: Record<string, string>;
}
