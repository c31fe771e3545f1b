import { Button, List, Table, Text } from '@mantine/core';
import { FacilityType } from '@ehp/api-types';
import { Link } from 'react-router-dom';
import { SectionCard } from '@/components/section-card';
import * as facilitiesContent from '@/content/facilities';
import * as pricingContent from '@/content/pricing';
import { useContent, useT } from '@/lib/i18n/language-context';
import { dashboardCatalogue } from '../i18n/en';

/** What each plan allows (SPEC section 9), with the way to compare packages or upgrade. */
export function PlanLimits({ facilityType }: { facilityType: FacilityType }) {
  const { featuresInEveryPlan, pharmacyFeatures, plans } = useContent(pricingContent, 'pricing');
  const { facilityKinds } = useContent(facilitiesContent, 'facilities');
  const t = useT(dashboardCatalogue);
  const kind = facilityKinds[facilityType];
  return (
    <SectionCard id="plan-limits" title={t('planLimits')}>
      {facilityType === FacilityType.PHARMACY ? (
        <>
          <Text size="sm">{t('everyPharmacyPlanIncludes')}</Text>
          <List size="sm" spacing={2}>
            {[...pharmacyFeatures, ...featuresInEveryPlan].map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
        </>
      ) : (
        <>
          <Text size="sm">{t('howManyDoctorsStaffAccounts')}</Text>
          <Table.ScrollContainer minWidth={420}>
            <Table striped withTableBorder fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('plan')}</Table.Th>
                  <Table.Th scope="col">{t('doctors')}</Table.Th>
                  <Table.Th scope="col">{t('staff')}</Table.Th>
                  <Table.Th scope="col">{t('attachments')}</Table.Th>
                  <Table.Th scope="col">{t('alsoIncludes')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {plans.map((plan) => (
                  <Table.Tr key={plan.id}>
                    <Table.Th scope="row">{plan.name}</Table.Th>
                    <Table.Td>{plan.doctors}</Table.Td>
                    <Table.Td>{plan.staff}</Table.Td>
                    <Table.Td>{plan.attachments ?? t('notListed')}</Table.Td>
                    <Table.Td>{plan.extras.join(', ') || '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="sm" c="dimmed">
            {t('everyPlanIncludes')} {featuresInEveryPlan.join(', ').toLowerCase()}.
          </Text>
        </>
      )}
      <Text size="sm">{t('needMoreDoctorsOrStaff')}</Text>
      <Button component={Link} to={kind.productPath} variant="light" w="fit-content">
        {t('compare')} {kind.noun} {t('packagesAndPrices')}
      </Button>
    </SectionCard>
  );
}
