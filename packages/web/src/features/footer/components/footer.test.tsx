import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@/test/render';
import { Footer } from './footer';

describe('Footer', () => {
  it('when rendered then it shows the columns, contact details, policies and copyright', () => {
    render(<Footer />);
    for (const column of ['Company', 'Services', 'Sign In', 'Contact Us']) {
      expect(screen.getByRole('heading', { name: column })).toBeTruthy();
    }
    const signIn = screen.getByRole('navigation', { name: 'Sign In links' });
    expect(within(signIn).getAllByRole('link')).toHaveLength(6);
    expect(screen.getByRole('link', { name: /0311-1222398/ }).getAttribute('href')).toBe('tel:+923111222398');
    expect(screen.getByRole('link', { name: /support@sehatlink\.pk/ }).getAttribute('href')).toBe(
      'mailto:support@sehatlink.pk',
    );
    expect(screen.getByText(/Office 14, 3rd Floor, Siddiq Trade Centre/)).toBeTruthy();
    const policies = within(screen.getByRole('navigation', { name: 'Policies' })).getAllByRole('link');
    expect(policies.map((l) => l.getAttribute('href'))).toEqual([
      '/privacy/Faqs',
      '/privacy/PaymentPolicy',
      '/privacy/TermCondition',
      '/privacy/PrivacyPolicy',
    ]);
    expect(screen.getByText('© 2022 SehatLink. All rights reserved.')).toBeTruthy();
  });

  it('when rendered then the app badges and social links are labelled links', () => {
    render(<Footer />);
    for (const name of [
      'Get it on Google Play: the SehatLink doctor app',
      'Download on the App Store: the SehatLink doctor app',
      'Get it on Google Play: the SehatLink patient app',
      'Download on the App Store: the SehatLink patient app',
      'SehatLink on Facebook',
      'SehatLink on Instagram',
      'SehatLink on LinkedIn',
      'SehatLink on YouTube',
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });
});
