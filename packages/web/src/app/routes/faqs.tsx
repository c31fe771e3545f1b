import '@mantine/core/styles/Accordion.css';
import { Accordion } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import * as companyContent from '@/content/company';
import * as policiesContent from '@/content/policies';
import { PageHero } from '@/features/marketing/components/page-hero';
import { Section } from '@/features/marketing/components/section';
import prose from '@/features/marketing/components/prose.module.css';
import { useContent, useT } from '@/lib/i18n/language-context';
import { pagesCatalogue } from './i18n/en';
import { supportContactTags } from '@/components/support-contact-tags';
import { rich } from '@/lib/i18n/translations';

export default function FaqsRoute() {
  const { faqGroups } = useContent(policiesContent, 'policies');
  const { company } = useContent(companyContent, 'company');
  const t = useT(pagesCatalogue);
  return (
    <>
      <PageHero eyebrow={t('faqs.crumb')} title={t('faqs.title')} lead={t('faqs.intro')} />
      {faqGroups.map((group) => (
        <Section key={group.id} id={group.id} title={group.title}>
          <Accordion variant="separated" radius="md" mt="lg" maw={820} chevronPosition="right">
            {group.items.map((faq) => (
              <Accordion.Item key={faq.id} value={faq.id}>
                <Accordion.Control>{faq.question}</Accordion.Control>
                <Accordion.Panel>{faq.answer}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Section>
      ))}
      <Section id="more-help" title={t('faqs.help')} tone="tinted">
        <div className={prose.prose}>
          <p>
            {rich(
              t('faqs.contact', {
                phone: company.supportPhone,
                helpline: company.supportPhoneLabel,
                email: company.supportEmail,
              }),
              {
                ...supportContactTags(company),
                form: (text) => <Link to={paths.contactUs}>{text}</Link>,
              },
            )}
          </p>
        </div>
      </Section>
    </>
  );
}
