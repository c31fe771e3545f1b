import { Badge, List, Text } from '@mantine/core';
import { SectionCard } from '@/components/section-card';
import { toneTextColor } from '@/components/tone-colors';
import { INCOMING_CALL_DISMISS_MS } from '@/config/constants';
import { useCallReadiness } from '../lib/use-call-readiness';

const ringSeconds = INCOMING_CALL_DISMISS_MS / 1000;

/** Explains that online appointments ring on this page, and whether the page is ready to ring. */
export function IncomingCallsPanel() {
  const readiness = useCallReadiness();
  return (
    <SectionCard
      id="video-calls"
      title="Video calls from your doctor"
      aside={
        <Badge
          color={readiness === 'ready' ? 'teal' : 'gray'}
          c={readiness === 'ready' ? toneTextColor('teal') : undefined}
          variant="light"
          role="status"
        >
          {readiness === 'ready' ? 'Ready for calls' : 'Connecting…'}
        </Badge>
      }
    >
      <Text>
        For an <strong>online appointment</strong>, your doctor calls you at the booked time and the call rings right
        here, on this page, as long as you stay signed in.
      </Text>
      <Text fw={600}>When your doctor calls</Text>
      <List spacing={4} size="sm">
        <List.Item>
          You hear a ringtone and see &ldquo;Online Appointment Calling...&rdquo; with Accept and Decline.
        </List.Item>
        <List.Item>
          Press Accept to start the video call; allow the camera and microphone when your browser asks.
        </List.Item>
        <List.Item>
          The call stops ringing after {ringSeconds} seconds if it is not answered; your doctor can call again.
        </List.Item>
      </List>
      <Text fw={600}>Before your appointment</Text>
      <List spacing={4} size="sm">
        <List.Item>Keep this page open and your sound on a few minutes before the booked time.</List.Item>
        <List.Item>Use a stable internet connection and sit somewhere quiet and well lit.</List.Item>
        <List.Item>Keep your previous prescriptions and lab reports at hand.</List.Item>
      </List>
    </SectionCard>
  );
}
