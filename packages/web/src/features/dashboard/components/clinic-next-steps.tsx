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
    { title: t('today'), text: t('today.help') },
    {
      title: t('walkIns'),
      text: t('walkIns.help'),
    },
    { title: t('invoices'), text: t('invoices.help') },
  ];
  const ownerSteps = (noun: string) => [
    {
      title: t('team'),
      text: t('team.help', { noun }),
    },
    {
      title: t('timings'),
      text: t('timings.help'),
    },
    {
      title: t('runDay'),
      text: t('runDay.help'),
    },
  ];
  const steps = isStaff ? staffSteps : ownerSteps(noun);
  return (
    <SectionCard id="next-steps" title={isStaff ? t('frontDesk') : t('start', { noun })} gap="md">
      <NumberedSteps steps={steps} />
      <Text size="sm">
        {rich(
          t(isStaff ? 'help.staff' : 'help.onboarding', {
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
