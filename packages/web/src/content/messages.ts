import { pageMessages } from '@/lib/i18n/translations';
import { messagesCatalogue } from './i18n/en';

// The error catalogue (SPEC sections 5 and 8). Each user-facing message lives here once, in
// English in i18n/en.ts (the SPEC's exact strings) and translated beside it; read in the page's language.
export const messages = pageMessages(messagesCatalogue);
