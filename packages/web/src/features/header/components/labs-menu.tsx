import { Loader, Menu } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ChevronDownIcon } from '@/components/icons';
import { labPath } from '@/config/paths';
import { labsQueryOptions } from '../api/get-labs';
import { LabLogo } from './lab-logo';
import classes from './nav.module.css';

/** Labs are fetched the first time the menu is pointed at or opened, not on every page load. */
export function LabsMenu() {
  const [wanted, setWanted] = useState(false);
  const queryClient = useQueryClient();
  const labs = useQuery({ ...labsQueryOptions(), enabled: wanted });

  const prefetch = () => {
    setWanted(true);
    void queryClient.prefetchQuery(labsQueryOptions());
  };

  return (
    <Menu trigger="click-hover" position="bottom-start" shadow="md" width={280} withinPortal onOpen={() => setWanted(true)}>
      <Menu.Target>
        <button type="button" className={classes.link} onMouseEnter={prefetch} onFocus={prefetch}>
          Labs <ChevronDownIcon size={16} />
        </button>
      </Menu.Target>
      <Menu.Dropdown aria-busy={labs.isPending && wanted}>
        {labs.isPending && (
          <div className={classes.status} role="status">
            <Loader size="xs" mr="xs" aria-hidden="true" /> Loading labs…
          </div>
        )}
        {labs.isError && (
          <Menu.Item onClick={() => void labs.refetch()} closeMenuOnClick={false}>
            Couldn't load labs. Try again
          </Menu.Item>
        )}
        {labs.isSuccess && labs.data.length === 0 && <div className={classes.status}>No labs listed yet.</div>}
        {labs.isSuccess &&
          labs.data.map((lab) => (
            <Menu.Item key={lab.id} component={Link} to={labPath(lab.id)} leftSection={<LabLogo labId={lab.id} />}>
              {lab.lab_name}
            </Menu.Item>
          ))}
      </Menu.Dropdown>
    </Menu>
  );
}
