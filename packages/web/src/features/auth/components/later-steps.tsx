import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { useT } from '@/lib/i18n/language-context';
import { authCatalogue } from '../i18n/en';

// The steps after the first screen of a sign-in or sign-up (the SMS code, a password reset, an
// owner's branch) are fetched when the visitor gets there: most sign-ins never need them.

export const CodeStep = lazy(() => import('./code-step').then((m) => ({ default: m.CodeStep })));
export const FacilityPasswordReset = lazy(() =>
  import('./facility-password-reset').then((m) => ({ default: m.FacilityPasswordReset })),
);
export const BranchChoice = lazy(() => import('./branch-choice').then((m) => ({ default: m.BranchChoice })));
export const DoctorPasswordReset = lazy(() =>
  import('./doctor-password-reset').then((m) => ({ default: m.DoctorPasswordReset })),
);

/** Shows a step once its code is here (a spinner in the meantime). */
export function LaterStep({ children }: { children: ReactNode }) {
  const t = useT(authCatalogue);
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader size="sm" role="status" aria-label={t('loading')} />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}
