/** `css` minus the custom property declarations nothing in it or in `otherText` reads. */
export function withoutUnusedCustomProperties(css: string, otherText?: string): string;
