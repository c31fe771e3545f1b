import { paths } from '@/config/paths';
import { AuthShell } from './auth-shell';
import { OtherSignInLinks } from './other-sign-in-links';
import { SignedInNotice } from './signed-in-notice';
import { StaffSignIn } from './staff-sign-in';

export function StaffSignInPage() {
  return (
    <AuthShell
      eyebrow="For clinic staff"
      title="Staff sign in"
      intro="Receptionists, nurses and managers sign in with the username their clinic created for them."
      asideTitle="At the front desk"
      asidePoints={[
        "Book and reschedule patients' appointments",
        'Manage the waiting queue for each doctor',
        'Print digital invoices and receipts',
        'Keep patient records up to date',
      ]}
      footer={<OtherSignInLinks current={paths.login.staff} />}
    >
      <SignedInNotice />
      <StaffSignIn />
    </AuthShell>
  );
}
