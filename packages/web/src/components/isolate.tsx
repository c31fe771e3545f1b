import type { ReactNode } from 'react';

type Props = {
  children: ReactNode;
  /**
   * 'ltr' (default): numbers, phone numbers, prices, PMDC numbers, times, codes, e-mail addresses:
   * always read left to right, even inside Urdu. 'auto': text a person or the server wrote (names,
   * bios, reasons) in whatever language it is: its first strong letter decides.
   */
  dir?: 'ltr' | 'auto';
};

/**
 * A run of text kept apart from the sentence around it (<bdi>), so its punctuation and digits stay
 * where they belong inside a right-to-left Urdu page ("0311-1222398", not "1222398-0311"). On
 * English pages it changes nothing.
 */
export function Isolate({ children, dir = 'ltr' }: Props) {
  return <bdi dir={dir}>{children}</bdi>;
}

/** A rich message's tag for a value in bold, kept apart from the sentence (an e-mail, a phone, a rating). */
export const boldIsolated = (text: string) => (
  <strong>
    <Isolate>{text}</Isolate>
  </strong>
);
