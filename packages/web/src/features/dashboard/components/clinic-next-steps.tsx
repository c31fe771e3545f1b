import { Anchor, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { company } from '@/content/company';

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
  const steps = isStaff ? staffSteps : ownerSteps(noun);
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="next-steps">
      <Stack gap="md">
        <Title order={2} fz={20} id="next-steps">
          {isStaff ? 'At the front desk' : `Getting your ${noun} started`}
        </Title>
        <Timeline active={-1} bulletSize={24} lineWidth={2}>
          {steps.map((step, index) => (
            <Timeline.Item key={step.title} bullet={<span aria-hidden>{index + 1}</span>} title={step.title}>
              <Text size="sm" c="dimmed">
                {step.text}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
        <Text size="sm">
          {isStaff
            ? 'Need an account change or a new password? Ask your clinic owner. '
            : 'Not had your onboarding call yet? '}
          {company.supportPhoneLabel}:{' '}
          <Anchor href={company.supportPhoneHref} fw={600}>
            {company.supportPhone}
          </Anchor>
          {!isStaff && (
            <>
              {' '}
              · Staff sign in at{' '}
              <Anchor component={Link} to={paths.login.staff}>
                {paths.login.staff}
              </Anchor>
            </>
          )}
        </Text>
      </Stack>
    </Paper>
  );
}
