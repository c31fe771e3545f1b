import { paths } from '@/config/paths';
import * as aboutContent from '@/content/about';
import * as companyContent from '@/content/company';
import { Claims } from '@/features/marketing/components/claims';
import { CtaBand } from '@/features/marketing/components/cta-band';
import { FeatureGrid } from '@/features/marketing/components/feature-grid';
import { PageHero } from '@/features/marketing/components/page-hero';
import { Section } from '@/features/marketing/components/section';
import prose from '@/features/marketing/components/prose.module.css';
import { useContent, useT } from '@/lib/i18n/language-context';
import { pagesCatalogue } from './i18n/en';
import { supportContactTags } from '@/components/support-contact-tags';
import { rich } from '@/lib/i18n/translations';

export default function AboutRoute() {
  const { company } = useContent(companyContent, 'company');
  const { about } = useContent(aboutContent, 'about');
  const t = useT(pagesCatalogue);
  return (
    <>
      <PageHero eyebrow={t('about.crumb')} title={t('about.title')} lead={about.lead} />
      <Section id="story" title={t('about.story')}>
        <div className={prose.prose}>
          {about.story.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Claims />
      <Section id="values" title={t('about.values')}>
        <FeatureGrid items={[...about.values]} />
      </Section>
      <Section id="office" title={t('about.visit')} tone="tinted">
        <div className={prose.prose}>
          <p>
            {rich(
              t('about.office', {
                address: company.address,
                phone: company.supportPhone,
                helpline: company.supportPhoneLabel,
                email: company.supportEmail,
              }),
              supportContactTags(company),
            )}
          </p>
        </div>
      </Section>
      <CtaBand
        title={t('demo.title')}
        text={t('demo.intro')}
        primary={{ label: t('contact.crumb'), to: paths.contactUs }}
      />
    </>
  );
}
