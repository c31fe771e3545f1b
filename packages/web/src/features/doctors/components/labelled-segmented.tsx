import type { ReactNode } from 'react';
import { SegmentedChoice } from '@/components/segmented-choice';

type Props = {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  data: readonly { value: string; label: string }[];
};

/** A full-width segmented choice named by the visible label above it. */
export function LabelledSegmented({ label, value, onChange, data }: Props) {
  return <SegmentedChoice legend={label} value={value} options={data} onChange={onChange} />;
}
