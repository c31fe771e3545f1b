import { Button, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '@/components/error-alert';
import { errorMessage } from '@/lib/api';
import { labsQueryOptions } from '@/lib/labs-query';
import { useT } from '@/lib/i18n/language-context';
import { labsCatalogue } from '../i18n/en';
import { LabCard } from './lab-card';
import './styles';

const GRID = { base: 1, sm: 2, lg: 3 } as const;

/** /labs: every lab on the platform, each leading to its tests, prices and booking. */
export function LabsListPage() {
  const t = useT(labsCatalogue);
  const labs = useQuery(labsQueryOptions());

  let body;
  if (labs.isPending) {
    body = (
      <SimpleGrid cols={GRID} spacing="md" role="status" aria-busy="true" aria-label={t('list.loading')}>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} height={220} radius="lg" />
        ))}
      </SimpleGrid>
    );
  } else if (labs.isError) {
    body = (
      <ErrorAlert title={t('list.failed')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(labs.error)}</Text>
          <Button variant="white" color="red" onClick={() => void labs.refetch()} loading={labs.isFetching}>
            {t('retry')}
          </Button>
        </Stack>
      </ErrorAlert>
    );
  } else if (labs.data.length === 0) {
    body = <Text c="dimmed">{t('list.none')}</Text>;
  } else {
    body = (
      <SimpleGrid cols={GRID} spacing="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {labs.data.map((lab) => (
          <li key={lab.id}>
            <LabCard lab={lab} />
          </li>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Container size="lg" py={{ base: 'xl', md: 48 }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {t('list.title')}
          </Title>
          <Text maw={720}>{t('list.intro')}</Text>
        </Stack>
        {body}
      </Stack>
    </Container>
  );
}
