import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';

/** SVG with a strong ETag and an hour of caching (private: the browser's only); 304 when the client already has it. */
export function sendImage(req: Request, res: Response, svg: string, isPrivate = false): void {
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
  const cache = `${isPrivate ? 'private' : 'public'}, max-age=3600`;
  res.set({ 'Cache-Control': cache, ETag: etag, 'Content-Type': 'image/svg+xml' });
  if (isPrivate) res.vary('Cookie');
  if (req.headers['if-none-match'] === etag) {
    res.status(304).end();
    return;
  }
  res.status(200).end(svg);
}
