import { Anchor, Paper, Radio, Stack, Text } from '@mantine/core';
import type { components } from '@ehp/api-types';
import { formatTime12h } from '@/lib/format-time';
import { MapPinIcon } from '@/components/icons';
import { Isolate } from '@/components/isolate';
import { useApiLabels } from '@/components/use-speciality-names';
import { mapUrl } from '@/lib/map-link';
import { formatOpenDays } from '../lib/weekdays';
import { useT } from '@/lib/i18n/language-context';
import { labsCatalogue } from '../i18n/en';
import classes from './branch-list.module.css';
import { rich } from '@/lib/i18n/translations';

type LabBranch = components['schemas']['LabBranch'];

type Props = { branches: LabBranch[]; selectedId: number; onSelect: (id: number) => void };

/** The lab's branches with address, hours in 12-hour time, open days and a map link; one is chosen for booking. */
export function BranchList({ branches, selectedId, onSelect }: Props) {
  const labels = useApiLabels();
  const t = useT(labsCatalogue);
  return (
    <Radio.Group
      label={t('branch.choose')}
      description={t('branch.help')}
      value={String(selectedId)}
      onChange={(value) => onSelect(Number(value))}
      styles={{ label: { fontSize: 'var(--mantine-font-size-lg)', fontWeight: 700 } }}
    >
      <div className={classes.branches}>
        {branches.map((branch) => {
          const active = branch.id === selectedId;
          return (
            <Paper
              key={branch.id}
              withBorder
              radius="lg"
              p="md"
              style={{ borderColor: active ? 'var(--mantine-color-brand-7)' : undefined }}
              bg={active ? 'var(--mantine-color-brand-0)' : undefined}
            >
              <Stack gap={6}>
                <Radio
                  value={String(branch.id)}
                  label={
                    <Text fw={600} dir="auto">
                      {branch.branch_name}
                    </Text>
                  }
                />
                <Text size="sm">
                  {/* "45-A Susan Road" stays in its order on an Urdu page, never "A Susan Road,-45". */}
                  {rich(t('address', { address: branch.address, city: labels.city(branch.city) }), {
                    address: (text) => <Isolate>{text}</Isolate>,
                  })}
                </Text>
                <Text size="sm" c="dimmed">
                  {formatOpenDays(branch.open_days)} · {formatTime12h(branch.opening_time)} –{' '}
                  {formatTime12h(branch.closing_time)}
                </Text>
                <Text size="sm" c="dimmed">
                  {rich(t('phone', { phone: branch.phone }), {
                    phone: (text) => (
                      <Anchor href={`tel:${branch.phone}`}>
                        <Isolate>{text}</Isolate>
                      </Anchor>
                    ),
                  })}
                </Text>
                <Anchor
                  className="tap-inline"
                  href={mapUrl(branch.latitude, branch.longitude)}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  aria-label={t('map.aria', { branch_name: branch.branch_name })}
                >
                  <MapPinIcon size={14} /> {t('map')}
                </Anchor>
              </Stack>
            </Paper>
          );
        })}
      </div>
    </Radio.Group>
  );
}
