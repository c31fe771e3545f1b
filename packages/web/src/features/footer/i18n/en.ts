import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of footer (the keys every language translates). */
export const footerCatalogue = defineMessages('footer', {
  links: '{title} links',
  tagline:
    'Appointments, online consultations and management software for clinics, pharmacies and hospitals across Pakistan.',
  forDoctors: 'For doctors',
  forPatients: 'For patients',
  company: 'Company',
  services: 'Services',
  signIn: 'Sign In',
  contactUs: 'Contact Us',
  policies: 'Policies',
  copyright: '© {year} {name}. All rights reserved.',
});
