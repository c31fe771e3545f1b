export const brand = 'SehatLink';

/** An inner page's title: its name before the brand (its own module: every page needs it, not seo.ts). */
export const pageTitle = (name: string): string => `${name} | ${brand}`;
