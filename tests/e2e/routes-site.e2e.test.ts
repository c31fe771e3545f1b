import { deepLinkSuite } from './fixtures/deep-links';

// The first half of SPEC section 2's routes by deep link (fixtures/deep-links.ts).
await deepLinkSuite(0);
