import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { SelectField } from '@/components/select-field';
import * as citiesContent from '@/content/cities';
import { useContent, useT } from '@/lib/i18n/language-context';
import { saveSession, type SignedInSession } from '@/lib/session';
import { clinicBranchesQueryOptions, useSwitchClinicBranch } from '../api/clinic-branches';
import { dashboardClinicCatalogue } from '../i18n/clinic.en';
import { rich } from '@/lib/i18n/translations';

type Props = { session: SignedInSession };

/**
 * The branch this session works on, by name and address (issue 25, point 11), and for an owner
 * of several branches a switcher: the session moves to the chosen branch and the page follows.
 * Loaded with the query client, after the rest of the dashboard.
 */
export function BranchPanel({ session }: Props) {
  const t = useT(dashboardClinicCatalogue);
  const { cityOptions } = useContent(citiesContent, 'cities');
  const queryClient = useQueryClient();
  const branches = useQuery(clinicBranchesQueryOptions());
  const switchBranch = useSwitchClinicBranch();
  const [switchedTo, setSwitchedTo] = useState<string | null>(null);

  if (branches.isPending) return <Skeleton height={96} radius="md" aria-hidden />;
  if (branches.isError) return <ErrorAlert>{t('branch.unavailable')}</ErrorAlert>;

  const { branches: list, current_branch_id: currentId } = branches.data;
  const current = list.find((b) => b.branch_id === currentId) ?? list[0];
  const cityLabel = (city: string) => cityOptions.find((option) => option.value === city)?.label ?? city;
  const canSwitch = session.role === 'clinic_owner' && list.length > 1;

  const choose = (value: string | null) => {
    const branchId = Number(value);
    if (!branchId || branchId === current.branch_id) return;
    setSwitchedTo(null);
    switchBranch.mutate(
      { body: { branch_id: branchId } },
      {
        onSuccess: async ({ data }) => {
          const { verified: _verified, ...next } = data;
          saveSession(next);
          await queryClient.invalidateQueries({ queryKey: clinicBranchesQueryOptions().queryKey });
          setSwitchedTo(list.find((b) => b.branch_id === branchId)?.branch_name ?? null);
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="branch-name">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('branch.current')}
        </Text>
        <Title order={2} size="h3" id="branch-name">
          <bdi>{current.branch_name}</bdi>
        </Title>
        <Text size="sm" c="gray.7" data-testid="branch-address">
          {current.address
            ? rich(t('address', { address: current.address, city: cityLabel(current.city) }), {
                address: (text) => <bdi>{text}</bdi>,
              })
            : cityLabel(current.city)}
        </Text>
        {canSwitch && (
          <SelectField
            label={t('branch.switch')}
            description={t('branch.switchHint', { count: String(list.length) })}
            data={list.map((b) => ({ value: String(b.branch_id), label: b.branch_name }))}
            value={String(current.branch_id)}
            onChange={choose}
            disabled={switchBranch.isPending}
            maw={420}
            size="md"
          />
        )}
        {switchBranch.isError && <ErrorAlert>{t('branch.switchFailed')}</ErrorAlert>}
        <Text size="sm" fw={500} role="status" aria-live="polite">
          {switchedTo ? t('branch.switched', { name: switchedTo }) : ''}
        </Text>
      </Stack>
    </Paper>
  );
}
