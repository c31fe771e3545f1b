import { Anchor, Paper, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { StoreLinks } from '@/components/store-links';
import { appStoreLinks, company } from '@/content/company';

const steps = [
  {
    title: 'Install the SehatLink doctor app',
    text: 'Consultations, your appointment list and e-prescriptions are in the app. Sign in there with your PMDC number and password.',
  },
  {
    title: 'Complete your profile',
    text: 'Add your photo, qualifications, experience and consultation fee. A complete profile helps patients choose you.',
  },
  {
    title: 'Set your online hours',
    text: 'Choose the days and times you take video consultations. Patients can only book the slots you open.',
  },
  {
    title: 'Link your clinics',
    text: 'Clinics on SehatLink add you with your PMDC number, so their in-clinic appointments appear in the same app.',
  },
];

export function DoctorOverview() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="doctor-next">
        <Stack gap="md">
          <Title order={2} fz={20} id="doctor-next">
            What to do next
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
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="doctor-app">
        <Stack gap="sm">
          <Title order={2} fz={20} id="doctor-app">
            The SehatLink doctor app
          </Title>
          <Text>Take video consultations, see today&apos;s patients and write prescriptions from your phone.</Text>
          <StoreLinks audience="SehatLink doctor" {...appStoreLinks.doctors} />
          <Text size="sm" c="dimmed">
            Questions about payouts, your profile or verification? {company.supportPhoneLabel}:{' '}
            <Anchor href={company.supportPhoneHref}>{company.supportPhone}</Anchor> or{' '}
            <Anchor href={`mailto:${company.supportEmail}`}>{company.supportEmail}</Anchor>.
          </Text>
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
