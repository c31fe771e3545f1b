import { SegmentedControl, Stack, Text, type SegmentedControlItem } from '@mantine/core';
import { useId, type ReactNode } from 'react';

type Props = {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  data: SegmentedControlItem[];
};

/** A full-width segmented choice named by the visible label above it. */
export function LabelledSegmented({ label, value, onChange, data }: Props) {
  const labelId = useId();
  return (
    <Stack gap={6}>
      <Text id={labelId} size="sm" fw={500}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={labelId} fullWidth value={value} onChange={onChange} data={data} />
    </Stack>
  );
}
