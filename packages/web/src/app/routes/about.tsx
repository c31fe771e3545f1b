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

export default function AboutRoute() {
  const { company } = useContent(companyContent, 'company');
  const { about } = useContent(aboutContent, 'about');
  const t = useT(pagesCatalogue);
  return (
    <>
      <PageHero eyebrow={t('aboutUs')} title={t('makingHealthcareWorkBetterFor')} lead={about.lead} />
      <Section id="story" title={t('ourStory')}>
        <div className={prose.prose}>
          {about.story.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Claims />
      <Section id="values" title={t('whatWeStandFor')}>
        <FeatureGrid items={[...about.values]} />
      </Section>
      <Section id="office" title={t('visitUs')} tone="tinted">
        <div className={prose.prose}>
          <p>
            {t('ourTeamWorksFrom')} {company.address}
            {t('call')} <a href={company.supportPhoneHref}>{company.supportPhone}</a> ({company.supportPhoneLabel}
            {t('orEMail')} <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>.
          </p>
        </div>
      </Section>
      <CtaBand
        title={t('seeSehatlinkInYourOwn')}
        text={t('aProductSpecialistWillWalk')}
        primary={{ label: t('contactUs'), to: paths.contactUs }}
      />
    </>
  );
}
