import { createElement, Fragment, type ReactNode } from 'react';

/** What each tag of a rich message becomes: { phone: (text) => <Isolate>{text}</Isolate> }. */
export type Tags = Record<string, (text: string) => ReactNode>;

/**
 * A formatted message with inline elements, written as tags around a run of it:
 * rich(t('codeSent', { phone }), { phone: (text) => <strong>{text}</strong> }) with
 * 'We sent a code to <phone>{phone}</phone>.' The message is formatted first (placeholders filled by
 * translations.ts in English, by Lingui in Urdu, where tags stay plain text), then cut at its tags:
 * so each language puts the element where its word order needs it. Tags do not nest; a tag with no
 * function keeps its text. A tag holding just one value gets it without the isolate marks Urdu
 * messages put around values (translations.ts): the tag's element isolates it (<Isolate>, <bdi>).
 */
export function rich(message: string, tags: Tags): ReactNode {
  const parts = message.split(/<(\w+)>(.*?)<\/\1>/s);
  const element = (name: string, text: string) => {
    const render = tags[name];
    return render ? render(text.replace(/^\u2066([^\u2066\u2069]*)\u2069$/, '$1')) : text;
  };
  return createElement(
    Fragment,
    null,
    ...parts.map((part, i) => (i % 3 === 0 ? part : i % 3 === 2 ? element(parts[i - 1], part) : null)),
  );
}

/** The usual tag for a value in bold: rich(t('fee', { fee }), { b: bold }) with 'Clinic visit: <b>{fee}</b>'. */
export const bold = (text: string): ReactNode => createElement('strong', null, text);
