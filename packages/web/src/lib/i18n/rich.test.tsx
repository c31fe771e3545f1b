/* eslint-disable no-restricted-syntax -- Its Lingui instance is its own (setupI18n); the page language is never switched, so the file may share its worker. */
import { render } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { setupI18n } from '@lingui/core';
import { rich } from './translations';

const tags = { phone: (text: string) => <bdi data-testid="phone">{text}</bdi>, b: (text: string) => <b>{text}</b> };

describe('rich messages', () => {
  test('when a message has tags, then each tag becomes its element in the message order', () => {
    const { container } = render(
      <p>{rich('We sent a code to <phone>0300 1234567</phone>. It is <b>valid</b>.', tags)}</p>,
    );
    expect(container.innerHTML).toBe(
      '<p>We sent a code to <bdi data-testid="phone">0300 1234567</bdi>. It is <b>valid</b>.</p>',
    );
  });

  test('when a message has no tags or an unknown tag, then its text is shown as it is', () => {
    const { container } = render(<p>{rich('Plain <x>text</x>.', tags)}</p>);
    expect(container.innerHTML).toBe('<p>Plain text.</p>');
  });

  test('when Lingui formats a precompiled Urdu message, then its tags survive and are split after', () => {
    const message = '<phone>{phone}</phone> پر {length} ہندسوں کا کوڈ بھیجا ہے۔';
    const i18n = setupI18n({ locale: 'ur', messages: { ur: { code: compileMessage(message) } } });
    const { container } = render(<p>{rich(i18n._('code', { phone: '0300', length: 6 }), tags)}</p>);
    expect(container.innerHTML).toBe('<p><bdi data-testid="phone">0300</bdi> پر 6 ہندسوں کا کوڈ بھیجا ہے۔</p>');
  });
});
