import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { roleHome, roleNames } from '@/content/roles';
import type { Role } from '@/lib/session';

/** Shown on /patient/profile to visitors who are not signed in as a patient. */
export function SignedOutPrompt({ role }: { role: Role | null }) {
  return (
    <Container size="sm" py={{ base: 'xl', md: 64 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
        <Stack gap="md" align="flex-start">
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            Your patient profile
          </Title>
          {role ? (
            <Text>
              You are signed in as a {roleNames[role]}. The patient profile is for patients; sign out from the menu at
              the top and sign in with your mobile number to use it.
            </Text>
          ) : (
            <Text>
              Sign in with your mobile number to see your profile, take video calls from your doctor and keep track of
              your bookings. It takes a minute and needs no password.
            </Text>
          )}
          <Group gap="sm">
            {role ? (
              <Button component={Link} to={roleHome(role)}>
                Go to my {role === 'patient' ? 'profile' : 'dashboard'}
              </Button>
            ) : (
              <Button component={Link} to={paths.login.patient}>
                Sign in as a patient
              </Button>
            )}
            <Button component={Link} to={paths.doctorsSearch} variant="light">
              Find a doctor
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
