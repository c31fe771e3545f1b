import { Anchor, Container, Stack } from '@mantine/core';
import { pakistanDate } from '@ehp/api-types';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { isNotFound } from '@/lib/http-status';
import { usePageTitle } from '@/lib/page-meta';
import { doctorProfileQueryOptions } from '../api/doctor-queries';
import { parsePmdc } from '../lib/pmdc';
import type { DoctorProfile } from '../lib/schedule';
import { DoctorAbout } from './doctor-about';
import classes from './doctor-profile.module.css';
import { DoctorReviews } from './doctor-reviews';
import { PracticeLocations } from './practice-locations';
import { ProfileHeader } from './profile-header';
import { DoctorNotFound, ProfileLoadError, ProfileSkeleton } from './profile-states';
import { SlotPicker } from './slot-picker';
import { WeeklySchedule } from './weekly-schedule';
import './styles';
import { useT } from '@/lib/i18n/language-context';
import { doctorsProfileCatalogue } from '../i18n/profile.en';

/** `today` is the server's (its clock decides which days and times are bookable), else this device's. */
function ProfileView({ doctor, serverToday }: { doctor: DoctorProfile; serverToday: string | undefined }) {
  const t = useT(doctorsProfileCatalogue);
  usePageTitle(doctor.name);
  const today = serverToday ?? pakistanDate(Date.now());
  return (
    <Container size="lg" py={{ base: 'lg', md: 40 }}>
      {/* The first stop after "Skip to main content": straight to the times and Book (issue 34). */}
      <a href="#booking" className="skip-link">
        {t('skip')}
      </a>
      <Stack gap="xl">
        <Anchor component={Link} to={paths.doctorsSearch} size="sm" w="fit-content" className="tap-inline">
          {t('allDoctors')}
        </Anchor>
        <ProfileHeader doctor={doctor} today={today} />
        <div className={classes.layout}>
          <div className={classes.booking}>
            <SlotPicker doctor={doctor} today={today} />
          </div>
          <Stack gap="lg" className={classes.details}>
            <DoctorAbout doctor={doctor} />
            <PracticeLocations locations={doctor.locations} />
            <WeeklySchedule doctor={doctor} />
            <DoctorReviews pmdc={doctor.pmdc} reviewCount={doctor.review_count} />
          </Stack>
        </div>
      </Stack>
    </Container>
  );
}

function ProfileLoader({ pmdc }: { pmdc: string }) {
  const profile = useQuery(doctorProfileQueryOptions(pmdc));
  if (isNotFound(profile.error)) return <DoctorNotFound />;
  if (profile.isError) {
    return (
      <ProfileLoadError
        message={errorMessage(profile.error)}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  }
  if (profile.isPending) return <ProfileSkeleton />;
  return <ProfileView doctor={profile.data.data.doctor} serverToday={profile.data.data.today} />;
}

/** /doctors/:pmdc: who the doctor is, where and when they see patients, reviews, and booking a slot. */
export function DoctorProfilePage({ pmdcParam }: { pmdcParam: string | undefined }) {
  const pmdc = parsePmdc(pmdcParam);
  if (!pmdc) return <DoctorNotFound />;
  return <ProfileLoader key={pmdc} pmdc={pmdc} />;
}
