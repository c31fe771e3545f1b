import { Button, List, Text } from '@mantine/core';
import { FacilityType } from '@ehp/api-types';
import { Link } from 'react-router-dom';
import { SectionCard } from '@/components/section-card';
import { facilityKinds } from '@/content/facilities';
import { featuresInEveryPlan, pharmacyFeatures, plans } from '@/content/pricing';
import classes from './plan-limits.module.css';

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
          <div className={classes.scroll}>
            <table className={classes.table}>
              <thead>
                <tr>
                  <th scope="col">Plan</th>
                  <th scope="col">Doctors</th>
                  <th scope="col">Staff</th>
                  <th scope="col">Attachments</th>
                  <th scope="col">Also includes</th>
                </tr>
              </thead>
              <tbody>
                {plans.map((plan) => (
                  <tr key={plan.id}>
                    <th scope="row">{plan.name}</th>
                    <td>{plan.doctors}</td>
                    <td>{plan.staff}</td>
                    <td>{plan.attachments ?? 'Not listed'}</td>
                    <td>{plan.extras.join(', ') || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
