import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { NumberedSteps } from './numbered-steps';
import { useT } from '@/lib/i18n/language-context';
import { dashboardCatalogue } from '../i18n/en';

type Props = { noun: string; isStaff: boolean };

const ownerSteps = (noun: string) => [
  {
    title: 'Add your doctors and staff',
    text: `Each staff member gets a username and signs in on the staff sign-in page. Your plan sets how many accounts your ${noun} can have.`,
  },
  {
    title: 'Set timings and fees',
    text: 'Add each doctor\u2019s days, hours and consultation fee so patients can book in-clinic and online appointments.',
  },
  {
    title: 'Run your day on SehatLink',
    text: 'Appointments, the waiting queue, prescriptions, digital invoices and reports all live in your management system.',
  },
];

const staffSteps = [
  { title: 'Check today\u2019s appointments', text: 'Confirm arrivals and keep each doctor\u2019s queue moving.' },
  {
    title: 'Register walk-in patients',
    text: 'Add new patients with their mobile number so their records follow them.',
  },
  { title: 'Print invoices and receipts', text: 'Every payment gets a digital invoice your patient can keep.' },
];

/** There is no appointments API in the portal, so the dashboard guides instead of listing records. */
export function ClinicNextSteps({ noun, isStaff }: Props) {
  const t = useT(dashboardCatalogue);
  const steps = isStaff ? staffSteps : ownerSteps(noun);
  return (
    <SectionCard id="next-steps" title={isStaff ? t('atTheFrontDesk') : t('gettingYourStarted', { noun })} gap="md">
      <NumberedSteps steps={steps} />
      <Text size="sm">
        {isStaff ? t('needAnAccountChangeOr') : t('notHadYourOnboardingCall')}
        {company.supportPhoneLabel}:{' '}
        <Anchor href={company.supportPhoneHref} fw={600}>
          {company.supportPhone}
        </Anchor>
        {!isStaff && (
          <>
            {' '}
            {t('staffSignInAt')}{' '}
            <Anchor component={Link} to={paths.login.staff}>
              {paths.login.staff}
            </Anchor>
          </>
        )}
      </Text>
    </SectionCard>
  );
}
