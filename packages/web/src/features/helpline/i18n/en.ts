import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of helpline (the keys every language translates). */
export const helplineCatalogue = defineMessages('helpline', {
  title: 'Request a call back',
  intro:
    'Leave your mobile number and our {helpline} team will call you back. You can also call us directly on <phone>{phone}</phone>.',
  submit: 'Call me back',
});
