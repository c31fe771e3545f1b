import type { components } from '@ehp/api-types';
import { useState } from 'react';
import { errorMessage } from '@/lib/api';
import { useCheckClinicBranches, useClinicLogin } from '../api/facility-sign-in';
import { authSignInCatalogue } from '../i18n/sign-in.en';
import { facilityAudiences, type FacilityAudience } from './audiences';
import { useAuthT } from './use-auth-t';
import { useCompleteSignIn } from './use-complete-sign-in';

type Branch = components['schemas']['ClinicBranch'];

/** Where a facility sign-in stands: credentials asked, a branch to choose, or the wrong page. */
export type FacilityStage =
  | { name: 'credentials' }
  | { name: 'branch'; branches: Branch[] }
  | { name: 'other-audience'; audience: FacilityAudience };

/**
 * A facility sign-in's two calls: the credentials check, which lists the account's active branches
 * (or says the account is another kind of facility), and the sign-in to one branch.
 */
export function useFacilitySignIn(audience: FacilityAudience, setStage: (stage: FacilityStage) => void) {
  const t = useAuthT(authSignInCatalogue);
  const [localError, setLocalError] = useState<string | null>(null);
  const check = useCheckClinicBranches();
  const login = useClinicLogin();
  const completeSignIn = useCompleteSignIn();
  const facility_type = audience.facilityType;

  const signIn = (email: string, password: string, branchId: number) =>
    login.mutate(
      { body: { email, password, facility_type, branch_id: branchId } },
      { onSuccess: (res) => completeSignIn(res.data) },
    );

  /** Checks the credentials, then signs in to the only branch, or hands several to onBranches. */
  const checkThenSignIn = (email: string, password: string, onBranches: (branches: Branch[]) => void) =>
    check.mutate(
      { body: { email, password, facility_type } },
      {
        onSuccess: ({ data }) => {
          if (data.facility_type !== facility_type) {
            setStage({ name: 'other-audience', audience: facilityAudiences[data.facility_type] });
          } else if (data.branches.length === 0) {
            setLocalError(t('branch.noneActive'));
          } else if (data.branches.length === 1) {
            signIn(email, password, data.branches[0].branch_id);
          } else {
            onBranches(data.branches);
          }
        },
      },
    );

  const refusal = login.error ?? check.error;
  return {
    signIn,
    checkThenSignIn,
    clearError: () => setLocalError(null),
    /** From the branch choice back to the credentials, to sign in as another account. */
    backToCredentials: () => {
      setStage({ name: 'credentials' });
      login.reset();
    },
    checkFailed: check.isError,
    busy: check.isPending || login.isPending,
    /** The check's or the sign-in's refusal, or no active branch, as the text to show. */
    error: localError ?? (refusal ? errorMessage(refusal) : null),
  };
}
