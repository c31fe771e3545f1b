import { Loader, Stack, Switch, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ActionError } from '@/components/action-error';
import { SectionCard } from '@/components/section-card';
import { useT } from '@/lib/i18n/language-context';
import { doctorSettingsQueryOptions, useSetFreeFollowUp } from '../api/doctor-settings';
import { dashboardFollowUpCatalogue } from '../i18n/follow-up.en';

/**
 * The doctor's switch for the free follow-up (setDoctorFreeFollowUp): on by default, kept by the
 * server. The switch shows the server's value; while a change is saved it waits, and a failure says
 * so next to it and keeps the value the server has.
 */
export function FollowUpSetting() {
  const t = useT(dashboardFollowUpCatalogue);
  const queryClient = useQueryClient();
  const options = doctorSettingsQueryOptions();
  const settings = useQuery(options);
  const save = useSetFreeFollowUp();
  const enabled = save.isPending ? save.variables.body.enabled : settings.data?.free_follow_up;

  const change = (next: boolean) =>
    save.mutate(
      { body: { enabled: next } },
      { onSuccess: (response) => queryClient.setQueryData(options.queryKey, response) },
    );

  return (
    <SectionCard id="doctor-follow-up" title={t('title')} gap="sm">
      {settings.isPending ? (
        <Loader size="sm" role="status" aria-label={t('loading')} />
      ) : settings.isError ? (
        <ActionError
          error={settings.error}
          title={t('loadFailed')}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <Stack gap="xs">
          <Switch
            size="md"
            checked={enabled === true}
            disabled={save.isPending}
            onChange={(event) => change(event.currentTarget.checked)}
            label={t('offer')}
            description={t('offer.help')}
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {enabled ? t('state.on') : t('state.off')}
          </Text>
          <ActionError error={save.error} title={t('saveFailed')} />
        </Stack>
      )}
    </SectionCard>
  );
}
