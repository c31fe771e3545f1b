import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import express, { type Router } from 'express';
import { ASYNCAPI_FILE, OPENAPI_FILE, QA_OPENAPI_FILE } from '../contract/openapi.ts';

const require = createRequire(import.meta.url);
const REDOC_BUNDLE = join(dirname(require.resolve('redoc/package.json')), 'bundles', 'redoc.standalone.js');

const page = (title: string, specUrl: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><style>body{margin:0}</style></head>
<body><redoc spec-url="${specUrl}" hide-download-button="false"></redoc>
<script src="/docs/redoc.standalone.js"></script></body></html>`;

/** API reference: Redoc served from node_modules (no CDN), and the contract files themselves. */
export function createDocsRouter(qaEnabled: boolean): Router {
  const router = express.Router();
  const yaml = (file: string) => (_req: express.Request, res: express.Response) => {
    res.type('application/yaml').sendFile(file, { maxAge: 0 });
  };
  router.get('/favicon.ico', (_req, res) => {
    res.status(204).end();
  });
  router.get('/openapi.yaml', yaml(OPENAPI_FILE));
  router.get('/asyncapi.yaml', yaml(ASYNCAPI_FILE));
  router.get('/docs', (_req, res) => {
    res.type('html').send(page('SehatLink API reference', '/openapi.yaml'));
  });
  router.get('/docs/redoc.standalone.js', (_req, res) => {
    // The bundle lives under node_modules/.pnpm: a dot segment send() would otherwise refuse.
    res.sendFile(REDOC_BUNDLE, { maxAge: '1d', dotfiles: 'allow' });
  });
  if (qaEnabled) {
    router.get('/qa-openapi.yaml', yaml(QA_OPENAPI_FILE));
    router.get('/docs/qa', (_req, res) => {
      res.type('html').send(page('SehatLink mock server QA API', '/qa-openapi.yaml'));
    });
  }
  return router;
}
