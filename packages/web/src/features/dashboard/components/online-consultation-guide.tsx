import { List, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { INCOMING_CALL_DISMISS_MS } from '@/config/constants';

const ringSeconds = INCOMING_CALL_DISMISS_MS / 1000;

/** How an online consultation runs from the doctor's side. */
export function OnlineConsultationGuide() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="how-calls-work">
        <Stack gap="sm">
          <Title order={2} fz={20} id="how-calls-work">
            How online consultations work
          </Title>
          <List type="ordered" spacing="xs" size="sm">
            <List.Item>A patient books one of your online consultation slots.</List.Item>
            <List.Item>At the booked time, open the appointment in the doctor app and start the video call.</List.Item>
            <List.Item>
              The patient&apos;s phone or browser rings for {ringSeconds} seconds. If they miss it, wait a minute and
              call again.
            </List.Item>
            <List.Item>After the call, write the e-prescription; the patient receives it straight away.</List.Item>
          </List>
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="call-tips">
        <Stack gap="sm">
          <Title order={2} fz={20} id="call-tips">
            For a smooth call
          </Title>
          <List spacing="xs" size="sm">
            <List.Item>Use Wi-Fi or a strong 4G signal and keep the app updated.</List.Item>
            <List.Item>Sit in a quiet, well-lit room with your face clearly visible.</List.Item>
            <List.Item>Review the patient&apos;s history and reports before you call.</List.Item>
            <List.Item>
              If the line drops, call back from the same appointment so the record stays in one place.
            </List.Item>
          </List>
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
