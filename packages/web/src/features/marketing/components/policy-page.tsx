import type { Policy } from '@/content/policies';
import { PageHero } from './page-hero';
import prose from './prose.module.css';
import classes from './section.module.css';
import { useT } from '@/lib/i18n/language-context';
import { marketingCatalogue } from '../i18n/en';

/** A policy document: one h1, one h2 per section. */
export function PolicyPage({ policy }: { policy: Policy }) {
  const t = useT(marketingCatalogue);
  return (
    <>
      <PageHero eyebrow={t('lastUpdated', { updated: policy.updated })} title={policy.title} lead={policy.intro} />
      <div className={classes.inner} style={{ paddingBlock: '1rem 4rem' }}>
        <div className={prose.prose}>
          {policy.sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs?.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
              {section.items && (
                <ul>
                  {section.items.map((item) => (
                    <li key={item.slice(0, 32)}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
