import { paths } from '@/config/paths';
import { about } from '@/content/about';
import { company } from '@/content/company';
import { Claims } from '@/features/marketing/components/claims';
import { CtaBand } from '@/features/marketing/components/cta-band';
import { FeatureGrid } from '@/features/marketing/components/feature-grid';
import { PageHero } from '@/features/marketing/components/page-hero';
import { Section } from '@/features/marketing/components/section';
import prose from '@/features/marketing/components/prose.module.css';

export default function AboutRoute() {
  return (
    <>
      <PageHero eyebrow="About us" title="Making healthcare work better for everyone in Pakistan" lead={about.lead} />
      <Section id="story" title="Our story">
        <div className={prose.prose}>
          {about.story.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Claims />
      <Section id="values" title="What we stand for">
        <FeatureGrid items={[...about.values]} />
      </Section>
      <Section id="office" title="Visit us" tone="tinted">
        <div className={prose.prose}>
          <p>
            Our team works from {company.address}. Call <a href={company.supportPhoneHref}>{company.supportPhone}</a> (
            {company.supportPhoneLabel}) or e-mail <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>
            .
          </p>
        </div>
      </Section>
      <CtaBand
        title="See SehatLink in your own facility"
        text="A product specialist will walk you through the system with your own doctors, stock and services."
        primary={{ label: 'Contact us', to: paths.contactUs }}
      />
    </>
  );
}
