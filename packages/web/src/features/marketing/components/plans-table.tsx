import { CheckIcon } from '@/components/icons';
import { featuresInEveryPlan, plans } from '@/content/pricing';
import { Section } from './section';
import pricing from './pricing.module.css';

const NOT_LISTED = 'Not listed';

/** Feature lists per plan with the plan limits of SPEC section 9. */
export function PlansTable({ id = 'plans', title = 'Compare plans' }: { id?: string; title?: string }) {
  return (
    <Section
      id={id}
      title={title}
      tone="tinted"
      intro="Every plan covers your whole team's daily work. Larger plans add doctors, staff accounts and attachments."
    >
      <div className={pricing.scroll} role="region" aria-label="Plan limits" tabIndex={0}>
        <table className={pricing.table}>
          <caption className="visually-hidden">Limits and features of each plan</caption>
          <thead>
            <tr>
              <th scope="col">Plan</th>
              {plans.map((plan) => (
                <th key={plan.id} scope="col">
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Doctors</th>
              {plans.map((plan) => (
                <td key={plan.id}>{plan.doctors}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">Staff accounts</th>
              {plans.map((plan) => (
                <td key={plan.id}>{plan.staff}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">Attachments</th>
              {plans.map((plan) => (
                <td key={plan.id}>{plan.attachments ?? NOT_LISTED}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">Also includes</th>
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
                    <span className="visually-hidden">Included</span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={pricing.included}>All plans include {featuresInEveryPlan.join(', ').toLowerCase()}.</p>
    </Section>
  );
}
