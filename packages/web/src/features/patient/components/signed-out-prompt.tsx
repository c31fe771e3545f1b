import { Text } from '@mantine/core';
import { FindDoctorActions, NoticePage } from '@/components/notice-page';
import { paths } from '@/config/paths';
import { roleHome, roleNames } from '@/content/roles';
import type { Role } from '@/lib/session';

/** Shown on /patient/profile to visitors who are not signed in as a patient. */
export function SignedOutPrompt({ role }: { role: Role | null }) {
  return (
    <NoticePage title="Your patient profile" look="raised">
      {role ? (
        <Text>
          You are signed in as a {roleNames[role]}. The patient profile is for patients; sign out from the menu at the
          top and sign in with your mobile number to use it.
        </Text>
      ) : (
        <Text>
          Sign in with your mobile number to see your profile, take video calls from your doctor and keep track of your
          bookings. It takes a minute and needs no password.
        </Text>
      )}
      <FindDoctorActions
        primary={
          role
            ? { label: `Go to my ${role === 'patient' ? 'profile' : 'dashboard'}`, to: roleHome(role) }
            : { label: 'Sign in as a patient', to: paths.login.patient }
        }
      />
    </NoticePage>
  );
}
