import { Anchor, Checkbox, Group, Paper, Skeleton, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { labTestPrice, type components } from '@ehp/api-types';
import { useState } from 'react';
import { RetryAlert } from '@/components/retry-alert';
import { errorMessage } from '@/lib/api';
import { Isolate } from '@/components/isolate';
import { formatRs } from '@/lib/format-currency';
import { reportTime, type LabTest } from '../lib/cart';
import { useLabNames } from '../lib/lab-names';
import { useT } from '@/lib/i18n/language-context';
import { labsCatalogue } from '../i18n/en';
import { rich } from '@/lib/i18n/translations';

/** A tap on these toggles the test by itself; anywhere else on the row toggles it too (a 44 px target). */
const OWN_TOGGLES = ['input', 'label'].join(',');

type Category = components['schemas']['LabTestCategory'];

type Props = {
  categories: Category[] | undefined;
  loading: boolean;
  error: unknown;
  /** Asks for the tests again after a failed load. */
  onRetry: () => void;
  branchPhone: string;
  selectedIds: ReadonlySet<number>;
  onToggle: (test: LabTest) => void;
};

function TestRow({ test, checked, onToggle }: { test: LabTest; checked: boolean; onToggle: () => void }) {
  const t = useT(labsCatalogue);
  const names = useLabNames();
  const price = labTestPrice(test);
  return (
    // The whole row toggles the test (a 44 px target on a phone, issue 34); the box and its label toggle by themselves.
    <Group
      justify="space-between"
      wrap="nowrap"
      align="flex-start"
      py={6}
      mih={44}
      data-tap-row
      style={{ cursor: 'pointer' }}
      onClick={(event) => {
        if (!(event.target as Element).closest(OWN_TOGGLES)) onToggle();
      }}
    >
      <Checkbox
        checked={checked}
        onChange={onToggle}
        // "Complete Blood Count (CBC)" keeps its brackets inside an Urdu page.
        label={<Isolate dir="auto">{test.name}</Isolate>}
        description={t('test.facts', {
          sample_type: names.sample(test.sample_type),
          report_time_hours: reportTime(test.report_time_hours),
        })}
        styles={{ root: { flex: 1 } }}
      />
      <Stack gap={0} align="flex-end">
        <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
          {formatRs(price)}
        </Text>
        {price < test.price && (
          <Text size="xs" c="dimmed" td="line-through">
            <VisuallyHidden>{t('test.was')} </VisuallyHidden>
            {formatRs(test.price)}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

type ListProps = Pick<Props, 'selectedIds' | 'onToggle'> & { categories: Category[]; query: string };

/** The categories with a test whose name holds the query, each with those tests. */
function CategoryList({ categories, query, selectedIds, onToggle }: ListProps) {
  const t = useT(labsCatalogue);
  const names = useLabNames();
  const needle = query.trim().toLowerCase();
  const visible = categories
    .map((category) => ({ ...category, tests: category.tests.filter((t) => t.name.toLowerCase().includes(needle)) }))
    .filter((category) => category.tests.length > 0);
  return (
    <Stack gap="md">
      {visible.length === 0 && (
        <Text c="dimmed">
          {rich(t('tests.noMatch', { query: query.trim() }), {
            query: (text) => <Isolate dir="auto">{text}</Isolate>,
          })}
        </Text>
      )}
      {visible.map((category) => (
        <Paper
          key={category.id}
          withBorder
          radius="lg"
          p="md"
          component="section"
          aria-label={names.category(category.name)}
        >
          <Title order={3} fz={17} mb={4}>
            {names.category(category.name)}
          </Title>
          <Stack gap={0}>
            {category.tests.map((test) => (
              <TestRow key={test.id} test={test} checked={selectedIds.has(test.id)} onToggle={() => onToggle(test)} />
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** The branch's tests by category, each with its price in Rs., to tick into the booking. */
export function TestCatalogue({ categories, loading, error, onRetry, branchPhone, selectedIds, onToggle }: Props) {
  const t = useT(labsCatalogue);
  const [query, setQuery] = useState('');

  let body;
  if (loading) {
    body = (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={t('tests.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={52} radius="md" />
        ))}
      </Stack>
    );
  } else if (error) {
    body = (
      <RetryAlert title={t('tests.failed')} message={errorMessage(error)} retryLabel={t('retry')} onRetry={onRetry} />
    );
  } else if (!categories || categories.every((c) => c.tests.length === 0)) {
    body = (
      <Text c="dimmed">
        {rich(t('tests.none', { phone: branchPhone }), {
          phone: (text) => (
            <Anchor href={`tel:${branchPhone}`}>
              <Isolate>{text}</Isolate>
            </Anchor>
          ),
        })}
      </Text>
    );
  } else {
    body = <CategoryList categories={categories} query={query} selectedIds={selectedIds} onToggle={onToggle} />;
  }

  return (
    <section aria-labelledby="tests-heading">
      <Stack gap="sm">
        <Title order={2} fz={22} id="tests-heading">
          {t('tests.title')}
        </Title>
        <TextInput
          label={t('tests.search')}
          placeholder={t('tests.example')}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          disabled={loading || Boolean(error)}
        />
        {body}
      </Stack>
    </section>
  );
}
