import { CheckIcon } from '@/components/icons';
import * as pricingContent from '@/content/pricing';
import { Section } from './section';
import pricing from './pricing.module.css';
import { useContent, useT } from '@/lib/i18n/language-context';
import { joinList } from '@/lib/i18n/translations';
import { marketingCatalogue } from '../i18n/en';

/** Feature lists per plan with the plan limits of SPEC section 9. */
type Title = 'compare' | 'compare.features' | 'packages';

/** title: the heading's key in the marketing catalogue. */
export function PlansTable({ id = 'plans', titleKey = 'compare' }: { id?: string; titleKey?: Title }) {
  const { featuresInEveryPlan, plans } = useContent(pricingContent, 'pricing');
  const t = useT(marketingCatalogue);
  const NOT_LISTED = t('notListed');
  return (
    <Section id={id} title={t(titleKey)} tone="tinted" intro={t('plans.intro')}>
      <div className={pricing.scroll} role="region" aria-label={t('limits')} tabIndex={0}>
        <table className={pricing.table}>
          <caption className="visually-hidden">{t('limits.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('plan')}</th>
              {plans.map((plan) => (
                <th key={plan.id} scope="col">
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('doctors')}</th>
              {plans.map((plan) => (
                <td key={plan.id}>{plan.doctors}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('staff')}</th>
              {plans.map((plan) => (
                <td key={plan.id}>{plan.staff}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('attachments')}</th>
              {plans.map((plan) => (
                <td key={plan.id}>{plan.attachments ?? NOT_LISTED}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('alsoIncludes')}</th>
              {plans.map((plan) => (
                <td key={plan.id}>{plan.extras.length > 0 ? plan.extras.join(', ') : '—'}</td>
              ))}
            </tr>
            {featuresInEveryPlan.map((feature) => (
              <tr key={feature}>
                <th scope="row">{feature}</th>
                {plans.map((plan) => (
                  <td key={plan.id}>
                    <CheckIcon width={18} height={18} color="var(--mantine-color-brand-7)" />
                    <span className="visually-hidden">{t('included')}</span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={pricing.included}>{t('allInclude', { features: joinList(featuresInEveryPlan).toLowerCase() })}</p>
    </Section>
  );
}
