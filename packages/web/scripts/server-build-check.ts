// A type check only (nothing imports it): the modules of the server build, as src/ declares them,
// give the production server what server/server-build.ts says it reads. The server's own tsconfig
// (Node, no DOM) cannot read src/; this file, under the portal's, can. A type error here means src/
// changed something the server reads: change server/server-build.ts (and the server) with it.
import type * as company from '../src/content/company.ts';
import type * as env from '../src/config/env.ts';
import type * as prerender from '../src/config/prerender.ts';
import type * as entryServer from '../src/entry-server.tsx';
import type * as languages from '../src/lib/i18n/languages.ts';
import type { ServerBuild } from '../server/server-build.ts';

/** The server build's modules merged into one, as server/page-html.ts loads them. */
type BuiltModules = typeof entryServer & typeof prerender & typeof env & typeof company & typeof languages;

export const serverBuild = (modules: BuiltModules): ServerBuild => modules;
