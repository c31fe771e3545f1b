import type { ComponentProps, ReactNode } from 'react';
import { AuthShell } from './auth-shell';
import { OtherSignInLinks } from './other-sign-in-links';
import { SignedInNotice } from './signed-in-notice';

type Props = Omit<ComponentProps<typeof AuthShell>, 'footer'> & {
  /** This page's path: the links to the other sign-in pages leave it out. */
  current: string;
  children: ReactNode;
};

/** Every sign-in page: the audience's pitch, a note when already signed in, the form, the other sign-in pages. */
export function SignInShell({ current, children, ...shell }: Props) {
  return (
    <AuthShell {...shell} footer={<OtherSignInLinks current={current} />}>
      <SignedInNotice />
      {children}
    </AuthShell>
  );
}
