import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import * as companyContent from '@/content/company';
import { NumberedSteps } from './numbered-steps';
import { useContent, useT } from '@/lib/i18n/language-context';
import { dashboardClinicCatalogue } from '../i18n/clinic.en';

type Props = { noun: string; isStaff: boolean };

/** There is no appointments API in the portal, so the dashboard guides instead of listing records. */
export function ClinicNextSteps({ noun, isStaff }: Props) {
  const { company } = useContent(companyContent, 'company');
  const t = useT(dashboardClinicCatalogue);
  const staffSteps = [
    { title: t('checkTodaySAppointments'), text: t('confirmArrivalsAndKeepEach') },
    {
      title: t('registerWalkInPatients'),
      text: t('addNewPatientsWithTheir'),
    },
    { title: t('printInvoicesAndReceipts'), text: t('everyPaymentGetsADigital') },
  ];
  const ownerSteps = (noun: string) => [
    {
      title: t('addYourDoctorsAndStaff'),
      text: t('eachStaffMemberGetsA', { noun }),
    },
    {
      title: t('setTimingsAndFees'),
      text: t('addEachDoctorSDays'),
    },
    {
      title: t('runYourDayOnSehatlink'),
      text: t('appointmentsTheWaitingQueuePrescriptions'),
    },
  ];
  const steps = isStaff ? staffSteps : ownerSteps(noun);
  return (
    <SectionCard id="next-steps" title={isStaff ? t('atTheFrontDesk') : t('gettingYourStarted', { noun })} gap="md">
      <NumberedSteps steps={steps} />
      <Text size="sm">
        {isStaff ? t('needAnAccountChangeOr') : t('notHadYourOnboardingCall')}
        {company.supportPhoneLabel}:{' '}
        <Anchor href={company.supportPhoneHref} fw={600}>
          {company.supportPhone}
        </Anchor>
        {!isStaff && (
          <>
            {' '}
            {t('staffSignInAt')}{' '}
            <Anchor component={Link} to={paths.login.staff}>
              {paths.login.staff}
            </Anchor>
          </>
        )}
      </Text>
    </SectionCard>
  );
}
