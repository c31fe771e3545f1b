import { Button, List, Text } from '@mantine/core';
import { FacilityType } from '@ehp/api-types';
import { Link } from 'react-router-dom';
import { SectionCard } from '@/components/section-card';
import * as facilitiesContent from '@/content/facilities';
import * as pricingContent from '@/content/pricing';
import { useContent, useT } from '@/lib/i18n/language-context';
import { joinList } from '@/lib/i18n/translations';
import { dashboardCatalogue } from '../i18n/en';
import { dashboardClinicCatalogue } from '../i18n/clinic.en';
import classes from './plan-limits.module.css';

/** What each plan allows (SPEC section 9), with the way to compare packages or upgrade. */
export function PlanLimits({ facilityType }: { facilityType: FacilityType }) {
  const { featuresInEveryPlan, pharmacyFeatures, plans } = useContent(pricingContent, 'pricing');
  const { facilityKinds } = useContent(facilitiesContent, 'facilities');
  const t = useT(dashboardClinicCatalogue);
  const common = useT(dashboardCatalogue);
  const kind = facilityKinds[facilityType];
  return (
    <SectionCard id="plan-limits" title={t('limits')}>
      {facilityType === FacilityType.PHARMACY ? (
        <>
          <Text size="sm">{t('limits.pharmacy')}</Text>
          <List size="sm" spacing={2}>
            {[...pharmacyFeatures, ...featuresInEveryPlan].map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
        </>
      ) : (
        <>
          <Text size="sm">{t('limits.lead')}</Text>
          <div className={classes.scroll}>
            <table className={classes.table}>
              <thead>
                <tr>
                  <th scope="col">{t('plan')}</th>
                  <th scope="col">{common('doctors')}</th>
                  <th scope="col">{t('staff')}</th>
                  <th scope="col">{t('attachments')}</th>
                  <th scope="col">{t('alsoIncludes')}</th>
                </tr>
              </thead>
              <tbody>
                {plans.map((plan) => (
                  <tr key={plan.id}>
                    <th scope="row">{plan.name}</th>
                    <td>{plan.doctors}</td>
                    <td>{plan.staff}</td>
                    <td>{plan.attachments ?? t('notListed')}</td>
                    <td>{joinList(plan.extras) || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Text size="sm" c="dimmed">
            {t('limits.every', { features: joinList(featuresInEveryPlan).toLowerCase() })}
          </Text>
        </>
      )}
      <Text size="sm">{t('limits.more')}</Text>
      <Button component={Link} to={kind.productPath} variant="light" w="fit-content">
        {t('compare', { noun: kind.noun })}
      </Button>
    </SectionCard>
  );
}
