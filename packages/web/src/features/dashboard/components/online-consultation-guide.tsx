import { List, SimpleGrid } from '@mantine/core';
import { SectionCard } from '@/components/section-card';
import { INCOMING_CALL_DISMISS_MS } from '@/config/constants';

const ringSeconds = INCOMING_CALL_DISMISS_MS / 1000;

/** How an online consultation runs from the doctor's side. */
export function OnlineConsultationGuide() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <SectionCard id="how-calls-work" title="How online consultations work">
        <List type="ordered" spacing="xs" size="sm">
          <List.Item>A patient books one of your online consultation slots.</List.Item>
          <List.Item>At the booked time, open the appointment in the doctor app and start the video call.</List.Item>
          <List.Item>
            The patient&apos;s phone or browser rings for {ringSeconds} seconds. If they miss it, wait a minute and call
            again.
          </List.Item>
          <List.Item>After the call, write the e-prescription; the patient receives it straight away.</List.Item>
        </List>
      </SectionCard>
      <SectionCard id="call-tips" title="For a smooth call">
        <List spacing="xs" size="sm">
          <List.Item>Use Wi-Fi or a strong 4G signal and keep the app updated.</List.Item>
          <List.Item>Sit in a quiet, well-lit room with your face clearly visible.</List.Item>
          <List.Item>Review the patient&apos;s history and reports before you call.</List.Item>
          <List.Item>
            If the line drops, call back from the same appointment so the record stays in one place.
          </List.Item>
        </List>
      </SectionCard>
    </SimpleGrid>
  );
}
