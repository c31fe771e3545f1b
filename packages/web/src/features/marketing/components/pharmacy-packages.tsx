import '@mantine/core/styles/Alert.css';
import { Alert, Button, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FacilityType } from '@/config/constants';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { pharmacyPackagesQueryOptions } from '../api/get-pharmacy-packages';
import { PackageCard } from './package-card';
import classes from './section.module.css';
import { useT } from '@/lib/i18n/language-context';
import { marketingCatalogue } from '../i18n/en';

const signUpFor: Record<FacilityType, string> = {
  [FacilityType.PHARMACY]: paths.signup.pharmacy,
  [FacilityType.HOSPITAL]: paths.signup.hospital,
  [FacilityType.CLINIC]: paths.signup.default,
};

/** Pharmacy packages first; the endpoint may list other facilities' packages after them. */
function pharmacyFirst<T extends { facility_type?: FacilityType }>(packages: T[]): T[] {
  const rank = (p: T) => (p.facility_type === undefined || p.facility_type === FacilityType.PHARMACY ? 0 : 1);
  return [...packages].sort((a, b) => rank(a) - rank(b));
}

/** The subscription packages from the pharmacy endpoint, with loading, error and empty states. */
export function PharmacyPackages() {
  const t = useT(marketingCatalogue);
  const packages = useQuery(pharmacyPackagesQueryOptions());

  if (packages.isPending) {
    return (
      <div
        role="status"
        aria-live="polite"
        style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', marginTop: '2rem' }}
      >
        <Loader size="sm" aria-hidden="true" /> {t('packages.loading')}
      </div>
    );
  }

  if (packages.isError) {
    return (
      <Alert color="red" variant="light" role="alert" mt="xl" title={t('packages.failed')}>
        <p style={{ margin: 0 }}>{errorMessage(packages.error)}</p>
        <p style={{ margin: '0.25rem 0 0' }}>{t('packages.failedHelp')}</p>
        <div>
          <Button
            variant="light"
            color="red"
            mt="sm"
            onClick={() => void packages.refetch()}
            loading={packages.isFetching}
          >
            {t('retry')}
          </Button>
        </div>
      </Alert>
    );
  }

  if (packages.data.length === 0) {
    return <p className={classes.cardText}>{t('packages.none')}</p>;
  }

  return (
    <ul className={classes.grid}>
      {pharmacyFirst(packages.data).map((pkg) => (
        <PackageCard
          key={pkg.package_name}
          pkg={pkg}
          subscribeTo={pkg.facility_type === undefined ? paths.signup.pharmacy : signUpFor[pkg.facility_type]}
        />
      ))}
    </ul>
  );
}
