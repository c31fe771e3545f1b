import '@mantine/core/styles/Alert.css';
import { Alert, Button, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { pharmacyPackagesQueryOptions } from '../api/get-pharmacy-packages';
import { PackageCard } from './package-card';
import classes from './section.module.css';

/** The pharmacy subscription packages, with loading, error and empty states. */
export function PharmacyPackages() {
  const packages = useQuery(pharmacyPackagesQueryOptions());

  if (packages.isPending) {
    return (
      <div role="status" aria-live="polite" style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', marginTop: '2rem' }}>
        <Loader size="sm" aria-hidden="true" /> Loading packages…
      </div>
    );
  }

  if (packages.isError) {
    return (
      <Alert color="red" variant="light" role="alert" mt="xl" title="We couldn't load the packages">
        <p style={{ margin: 0 }}>{errorMessage(packages.error)}</p>
        <p style={{ margin: '0.25rem 0 0' }}>Please try again, or call us and we will share the current prices.</p>
        <div>
          <Button variant="light" color="red" mt="sm" onClick={() => void packages.refetch()} loading={packages.isFetching}>
            Try again
          </Button>
        </div>
      </Alert>
    );
  }

  if (packages.data.length === 0) {
    return <p className={classes.cardText}>No packages are on offer right now. Please call us for a quote.</p>;
  }

  return (
    <ul className={classes.grid} style={{ listStyle: 'none', padding: 0 }}>
      {packages.data.map((pkg) => (
        <PackageCard key={pkg.package_name} pkg={pkg} subscribeTo={paths.signup.pharmacy} />
      ))}
    </ul>
  );
}
