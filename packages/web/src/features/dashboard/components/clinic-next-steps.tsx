import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import * as companyContent from '@/content/company';
import { NumberedSteps } from './numbered-steps';
import { useContent, useT } from '@/lib/i18n/language-context';
import { dashboardClinicCatalogue } from '../i18n/clinic.en';
import { Isolate } from '@/components/isolate';
import { rich } from '@/lib/i18n/translations';

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
        {rich(
          t(isStaff ? 'needAnAccountChangeOr' : 'notHadYourOnboardingCall', {
            helpline: company.supportPhoneLabel,
            phone: company.supportPhone,
            staffPath: paths.login.staff,
          }),
          {
            phone: (text) => (
              <Anchor href={company.supportPhoneHref} fw={600}>
                <Isolate>{text}</Isolate>
              </Anchor>
            ),
            staff: (text) => (
              <Anchor component={Link} to={paths.login.staff}>
                <Isolate>{text}</Isolate>
              </Anchor>
            ),
          },
        )}
      </Text>
    </SectionCard>
  );
}
