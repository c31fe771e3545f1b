import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';

/** SVG with a strong ETag and an hour of caching; 304 when the client already has it. */
export function sendImage(req: Request, res: Response, svg: string): void {
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
  res.set({ 'Cache-Control': 'public, max-age=3600', ETag: etag, 'Content-Type': 'image/svg+xml' });
  if (req.headers['if-none-match'] === etag) {
    res.status(304).end();
    return;
  }
  res.status(200).end(svg);
}
