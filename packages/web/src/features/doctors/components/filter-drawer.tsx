// Loaded the first time a phone visitor opens the filters, with the drawer's own styles.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Overlay.css';
import { Button, Drawer } from '@mantine/core';
import type { FinderState } from '../lib/finder-params';
import { SearchFilters } from './search-filters';
import type { FinderUpdate } from './use-finder-state';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** Called once the drawer has slid away: the finder puts focus back on its Filters button. */
  onClosed: () => void;
  state: FinderState;
  update: FinderUpdate;
  clearFilters: () => void;
};

/** The filters on a phone: a full-height drawer; results update behind it as filters change. */
export default function FilterDrawer({ opened, onClose, onClosed, state, update, clearFilters }: Props) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      title="Filters"
      position="bottom"
      size="90%"
      padding="md"
    >
      <SearchFilters state={state} update={update} clearFilters={clearFilters} />
      <Button fullWidth mt="lg" onClick={onClose}>
        Show doctors
      </Button>
    </Drawer>
  );
}
