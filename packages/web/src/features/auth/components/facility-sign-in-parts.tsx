import { Anchor, Text, type RadioGroupProps } from '@mantine/core';
import type { components } from '@ehp/api-types';
import { Link } from 'react-router-dom';
import { boldIsolated } from '@/components/isolate';
import { WarningAlert } from '@/components/warning-alert';
import { rich } from '@/lib/i18n/translations';
import { authSignInCatalogue } from '../i18n/sign-in.en';
import { facilityAudiences, type FacilityAudience } from '../lib/audiences';
import { useAuthT } from '../lib/use-auth-t';
import { BranchChoice, LaterStep } from './later-steps';
import { HintWithAction } from './hint-with-action';

/** Accounts only sign in on their own facility's page, so a refusal may mean the wrong page. */
export function OtherFacilityHint({ current }: { current: FacilityAudience }) {
  const t = useAuthT(authSignInCatalogue);
  const others = Object.values(facilityAudiences).filter((a) => a.facilityType !== current.facilityType);
  const [first, second] = others;
  const link = (to: string) => (text: string) => (
    <Anchor component={Link} to={to}>
      {text}
    </Anchor>
  );
  return (
    <Text size="sm" c="dimmed">
      {rich(t('wrongPage.otherFacility', { first: first.noun, second: second.noun }), {
        first: link(first.loginPath),
        second: link(second.loginPath),
      })}
    </Text>
  );
}

/** The account is another kind of facility: its own sign-in page is linked. */
export function WrongFacilityAlert({ audience }: { audience: FacilityAudience }) {
  const t = useAuthT(authSignInCatalogue);
  return (
    <WarningAlert title={t('wrongPage.title', { noun: audience.noun })}>
      <Text size="sm">
        {rich(t('wrongPage.help', { noun: audience.noun }), {
          link: (text) => (
            <Anchor component={Link} to={audience.loginPath} fw={600}>
              {text}
            </Anchor>
          ),
        })}
      </Text>
    </WarningAlert>
  );
}

type ManagedByProps = { email: string; count: number; onOtherAccount: () => void };

/** Above the branch choice: which account manages the branches, and a way back to sign in as another. */
function BranchesManagedBy({ email, count, onOtherAccount }: ManagedByProps) {
  const t = useAuthT(authSignInCatalogue);
  return (
    <HintWithAction actionLabel={t('account.other')} onAction={onOtherAccount}>
      {rich(t('branch.managedBy', { email, count }), { email: boldIsolated })}
    </HintWithAction>
  );
}

type BranchStepProps = Omit<RadioGroupProps, 'children' | 'label'> & {
  email: string;
  branches: components['schemas']['ClinicBranch'][];
  disabled: boolean;
  onOtherAccount: () => void;
};

/** The step an owner of several branches sees: whose branches they are, and the choice (loaded when needed). */
export function BranchStep({ email, branches, onOtherAccount, ...choiceProps }: BranchStepProps) {
  return (
    <>
      <BranchesManagedBy email={email} count={branches.length} onOtherAccount={onOtherAccount} />
      <LaterStep>
        <BranchChoice branches={branches} {...choiceProps} />
      </LaterStep>
    </>
  );
}
