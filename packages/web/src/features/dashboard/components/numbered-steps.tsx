import { Text, Timeline } from '@mantine/core';

type Step = { title: string; text: string };

/** Steps to take in order, numbered on a timeline. */
export function NumberedSteps({ steps }: { steps: readonly Step[] }) {
  return (
    <Timeline active={-1} bulletSize={24} lineWidth={2}>
      {steps.map((step, index) => (
        <Timeline.Item key={step.title} bullet={<span aria-hidden>{index + 1}</span>} title={step.title}>
          <Text size="sm" c="dimmed">
            {step.text}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
