import { Button, List, Table, Text } from '@mantine/core';
import { FacilityType } from '@ehp/api-types';
import { Link } from 'react-router-dom';
import { SectionCard } from '@/components/section-card';
import { facilityKinds } from '@/content/facilities';
import { featuresInEveryPlan, pharmacyFeatures, plans } from '@/content/pricing';

/** What each plan allows (SPEC section 9), with the way to compare packages or upgrade. */
export function PlanLimits({ facilityType }: { facilityType: FacilityType }) {
  const kind = facilityKinds[facilityType];
  return (
    <SectionCard id="plan-limits" title="Plan limits">
      {facilityType === FacilityType.PHARMACY ? (
        <>
          <Text size="sm">Every pharmacy plan includes:</Text>
          <List size="sm" spacing={2}>
            {[...pharmacyFeatures, ...featuresInEveryPlan].map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
        </>
      ) : (
        <>
          <Text size="sm">How many doctors, staff accounts and attachments per patient record each plan allows:</Text>
          <Table.ScrollContainer minWidth={420}>
            <Table striped withTableBorder fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Plan</Table.Th>
                  <Table.Th scope="col">Doctors</Table.Th>
                  <Table.Th scope="col">Staff</Table.Th>
                  <Table.Th scope="col">Attachments</Table.Th>
                  <Table.Th scope="col">Also includes</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {plans.map((plan) => (
                  <Table.Tr key={plan.id}>
                    <Table.Th scope="row">{plan.name}</Table.Th>
                    <Table.Td>{plan.doctors}</Table.Td>
                    <Table.Td>{plan.staff}</Table.Td>
                    <Table.Td>{plan.attachments ?? 'Not listed'}</Table.Td>
                    <Table.Td>{plan.extras.join(', ') || '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="sm" c="dimmed">
            Every plan includes {featuresInEveryPlan.join(', ').toLowerCase()}.
          </Text>
        </>
      )}
      <Text size="sm">
        Need more doctors or staff accounts? Send us a support request below and we will upgrade your plan.
      </Text>
      <Button component={Link} to={kind.productPath} variant="light" w="fit-content">
        Compare {kind.noun} packages and prices
      </Button>
    </SectionCard>
  );
}
