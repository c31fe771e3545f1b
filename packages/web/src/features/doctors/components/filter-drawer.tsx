// Loaded the first time a phone visitor opens the filters, with the drawer's own styles.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Overlay.css';
import { Button, Drawer, Group } from '@mantine/core';
import type { FinderState } from '../lib/finder-params';
import { SearchFilters } from './search-filters';
import type { FinderUpdate } from './use-finder-state';
import { useT } from '@/lib/i18n/language-context';
import { doctorsSearchCatalogue } from '../i18n/search.en';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** Called once the drawer has slid away: the finder puts focus back on its Filters button. */
  onClosed: () => void;
  state: FinderState;
  update: FinderUpdate;
  clearFilters: () => void;
};

/**
 * The filters on a phone: a tall bottom drawer; results update behind it as filters change. Built
 * from Drawer's parts because its ready-made header is a <header>, which at the top of <body> would
 * read as a second banner landmark.
 */
export default function FilterDrawer({ opened, onClose, onClosed, state, update, clearFilters }: Props) {
  const t = useT(doctorsSearchCatalogue);
  return (
    <Drawer.Root
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      position="bottom"
      size="90%"
      padding="md"
    >
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Body>
          <Group justify="space-between" mb="md" wrap="nowrap">
            <Drawer.Title fw={700}>{t('filters')}</Drawer.Title>
            <Drawer.CloseButton aria-label={t('filters.close')} />
          </Group>
          <SearchFilters state={state} update={update} clearFilters={clearFilters} />
          <Button fullWidth mt="lg" onClick={onClose}>
            {t('filters.show')}
          </Button>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
