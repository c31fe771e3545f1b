import type { Tags } from '@/lib/i18n/translations';
import { Isolate } from './isolate';

/**
 * The tags of a rich message that names the helpline and the support e-mail (About's office line,
 * the FAQs' last answer): each becomes its link, its value isolated left to right.
 */
export function supportContactTags(company: { supportPhoneHref: string; supportEmail: string }): Tags {
  return {
    phone: (text) => (
      <a href={company.supportPhoneHref}>
        <Isolate>{text}</Isolate>
      </a>
    ),
    email: (text) => (
      <a href={`mailto:${company.supportEmail}`}>
        <Isolate>{text}</Isolate>
      </a>
    ),
  };
}
