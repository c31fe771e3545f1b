import { Button, Group, Text } from '@mantine/core';
import { useT } from '@/lib/i18n/language-context';
import { doctorsSearchCatalogue } from '../i18n/search.en';

type Props = { page: number; pageCount: number; onPage: (page: number) => void };

/** Previous / next with where we are: short enough for a phone, and every state is a real button. */
export function ResultsPager({ page, pageCount, onPage }: Props) {
  const t = useT(doctorsSearchCatalogue);
  if (pageCount <= 1) return null;
  return (
    <Group component="nav" aria-label={t('pages')} justify="space-between" gap="sm">
      <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </Button>
      <Text size="sm" aria-current="page">
        {t('page', { page, count: pageCount })}
      </Text>
      <Button variant="default" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('next')}
      </Button>
    </Group>
  );
}
