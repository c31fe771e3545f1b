import { Anchor, Button, Group, Paper, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { Isolate } from '@/components/isolate';
import type { components } from '@ehp/api-types';
import { formatTime12h } from '@/lib/format-time';
import { useEffect, useRef } from 'react';
import { CheckIcon } from '@/components/icons';
import { formatRs } from '@/lib/format-currency';
import { formatLongDate } from '../lib/dates';
import { mapUrl } from '@/lib/map-link';
import { paymentStatusText } from '../lib/payment-status';
import { useT } from '@/lib/i18n/language-context';
import { labsCatalogue } from '../i18n/en';
import { rich } from '@/lib/i18n/translations';

type Booking = components['schemas']['LabBookingResponse']['data'];
type LabBranch = components['schemas']['LabBranch'];

type Props = { booking: Booking; branch: LabBranch; homeSampling: boolean; testCount: number; onBookMore: () => void };

/** Shown after citi/booking succeeds: the booking id and the server's total, and what happens next. */
export function BookingConfirmation({ booking, branch, homeSampling, testCount, onBookMore }: Props) {
  const t = useT(labsCatalogue);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Paper withBorder radius="lg" p="lg" shadow="sm" role="status">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="xl" color="teal" aria-hidden>
            <CheckIcon size={22} />
          </ThemeIcon>
          <Title order={2} fz={22} ref={headingRef} tabIndex={-1}>
            {t('done')}
          </Title>
        </Group>
        <Table variant="vertical" withTableBorder fz="sm">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={150}>{t('done.id')}</Table.Th>
              <Table.Td fw={700}>
                <Isolate>{booking.booking_id}</Isolate>
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('tests')}</Table.Th>
              <Table.Td>{testCount}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('total')}</Table.Th>
              <Table.Td fw={700}>{formatRs(booking.total_amount)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('when')}</Table.Th>
              <Table.Td>
                {formatLongDate(booking.preferred_date)}, {formatTime12h(booking.preferred_time)}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('payment')}</Table.Th>
              <Table.Td>{paymentStatusText[booking.status]}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Text size="sm">
          <span>
            {homeSampling
              ? t('done.home', { branch_name: branch.branch_name })
              : t('done.branch', { branch_name: branch.branch_name, address: branch.address })}
          </span>{' '}
          <span>
            {rich(t('done.fasting', { phone: branch.phone }), { phone: (text) => <Isolate>{text}</Isolate> })}
          </span>
        </Text>
        <Group gap="sm">
          <Button onClick={onBookMore} variant="light">
            {t('done.more')}
          </Button>
          {!homeSampling && (
            <Anchor
              href={mapUrl(branch.latitude, branch.longitude)}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
            >
              {t('directions')}
            </Anchor>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
