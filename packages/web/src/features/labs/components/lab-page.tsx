import { Container, Stack } from '@mantine/core';
import { Isolate } from '@/components/isolate';
import type { components } from '@ehp/api-types';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { WarningAlert } from '@/components/warning-alert';
import { errorMessage } from '@/lib/api';
import { usePageTitle } from '@/lib/page-meta';
import { labBranchesQueryOptions, labInfoQueryOptions } from '../api/lab-queries';
import { isNotFound } from '../lib/http-status';
import { parseLabId } from '../lib/lab-id';
import { BranchBooking } from './branch-booking';
import { BranchList } from './branch-list';
import { CityChoice } from './city-choice';
import { LabHeader } from './lab-header';
import { LabLoadError, LabNotFound, LabSkeleton } from './lab-states';
import './styles';
import { useT } from '@/lib/i18n/language-context';
import { labsCatalogue } from '../i18n/en';
import { rich } from '@/lib/i18n/translations';

type LabInfo = components['schemas']['LabInfo'];
type LabBranch = components['schemas']['LabBranch'];

function LabContent({ lab, branches }: { lab: LabInfo; branches: LabBranch[] }) {
  const t = useT(labsCatalogue);
  // City first (a Lahore lab may also have branches in Islamabad), then one of that city's branches.
  const cities = [...new Set(branches.map((b) => b.city))].sort(
    (a, b) => Number(b === lab.city) - Number(a === lab.city),
  );
  const [city, setCity] = useState(cities[0]);
  const inCity = branches.filter((b) => b.city === city);
  const [branchId, setBranchId] = useState<number | undefined>(inCity[0]?.id);
  const branch = inCity.find((b) => b.id === branchId);
  usePageTitle(lab.lab_name);

  return (
    <Container size="lg" py={{ base: 'xl', md: 48 }}>
      <Stack gap="xl">
        <LabHeader lab={lab} />
        {branch ? (
          <>
            {cities.length > 1 && (
              <CityChoice
                cities={cities}
                counts={cities.map((c) => branches.filter((b) => b.city === c).length)}
                value={city}
                onChange={(next) => {
                  setCity(next);
                  setBranchId(branches.find((b) => b.city === next)?.id);
                }}
              />
            )}
            <BranchList branches={inCity} selectedId={branch.id} onSelect={setBranchId} />
            <BranchBooking key={branch.id} labId={lab.id} branch={branch} homeSamplingOffered={lab.home_sampling} />
          </>
        ) : (
          <WarningAlert title={t('branch.none')}>
            {rich(t('branch.call', { phone: lab.phone }), { phone: (text) => <Isolate>{text}</Isolate> })}
          </WarningAlert>
        )}
      </Stack>
    </Container>
  );
}

function LabDetail({ labId }: { labId: number }) {
  const info = useQuery(labInfoQueryOptions(labId));
  const branches = useQuery(labBranchesQueryOptions(labId));

  if (isNotFound(info.error) || isNotFound(branches.error)) return <LabNotFound />;
  if (info.isError || branches.isError) {
    return (
      <LabLoadError
        message={errorMessage(info.error ?? branches.error)}
        onRetry={() => {
          if (info.isError) void info.refetch();
          if (branches.isError) void branches.refetch();
        }}
      />
    );
  }
  if (info.isPending || branches.isPending) return <LabSkeleton />;
  return <LabContent lab={info.data.data.lab} branches={branches.data.data.branches} />;
}

/** /labs/:id: lab profile, branches, tests by category, cart and booking. */
export function LabPage({ idParam }: { idParam: string | undefined }) {
  const labId = parseLabId(idParam);
  if (labId === null) return <LabNotFound />;
  return <LabDetail key={labId} labId={labId} />;
}
