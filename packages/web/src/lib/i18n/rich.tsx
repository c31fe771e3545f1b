import { createElement, Fragment, type ReactNode } from 'react';

/** What each tag of a rich message becomes: { phone: (text) => <Isolate>{text}</Isolate> }. */
export type Tags = Record<string, (text: string) => ReactNode>;

/**
 * A formatted message with inline elements, written as tags around a run of it:
 * rich(t('codeSent', { phone }), { phone: (text) => <strong>{text}</strong> }) with
 * 'We sent a code to <phone>{phone}</phone>.' The message is formatted first (placeholders filled by
 * translations.ts in English, by Lingui in Urdu, where tags stay plain text), then cut at its tags:
 * so each language puts the element where its word order needs it. Tags do not nest; a tag with no
 * function keeps its text.
 */
export function rich(message: string, tags: Tags): ReactNode {
  const parts = message.split(/<(\w+)>(.*?)<\/\1>/s);
  return createElement(
    Fragment,
    null,
    ...parts.map((part, i) => (i % 3 === 0 ? part : i % 3 === 2 ? (tags[parts[i - 1]]?.(part) ?? part) : null)),
  );
}
