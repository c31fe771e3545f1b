import { Alert, Anchor, Button, Container, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { Link, useSearchParams } from 'react-router-dom';
import { FindDoctorActions, NoticePage } from '@/components/notice-page';
import { warningAlertVars } from '@/components/warning-alert';
import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { isSignedIn, useSession } from '@/lib/session';
import { checkoutCopy } from '../lib/checkout-copy';
import { parseCheckoutId, readGatewayReturn } from '../lib/gateway-return';

/**
 * /appointment/payment/checkout/:id: where the payment gateway sends the payer back. There is no
 * payment API in the portal, so the page reads the gateway's result code from the URL.
 */
export function CheckoutPage({ idParam }: { idParam: string | undefined }) {
  const [params] = useSearchParams();
  const session = useSession();
  const id = parseCheckoutId(idParam);
  const result = readGatewayReturn(params);
  const copy = checkoutCopy[result.state];
  const patient = isSignedIn(session) && session.role === 'patient';

  if (!id) {
    return (
      <NoticePage title="Checkout" look="plain">
        <Text>
          This payment link is not valid. Please open the appointment in the SehatLink app and pay from there.
        </Text>
        <Button component={Link} to={paths.home}>
          Go to the home page
        </Button>
      </NoticePage>
    );
  }

  return (
    <Container size="sm" py={{ base: 'xl', md: 64 }}>
      <Stack gap="lg">
        <Title order={1}>Checkout</Title>
        <Alert
          color={copy.color}
          variant="light"
          title={copy.title}
          role="status"
          vars={copy.color === 'yellow' ? warningAlertVars : undefined}
        >
          {copy.summary}
        </Alert>
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="md">
            <Title order={2} fz={20}>
              Payment summary
            </Title>
            <Table variant="vertical" withTableBorder fz="sm">
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th w={180}>Appointment number</Table.Th>
                  <Table.Td fw={700}>{id}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>Status</Table.Th>
                  <Table.Td>{copy.title}</Table.Td>
                </Table.Tr>
                {result.code && (
                  <Table.Tr>
                    <Table.Th>Gateway code</Table.Th>
                    <Table.Td>{result.code}</Table.Td>
                  </Table.Tr>
                )}
                {result.reference && (
                  <Table.Tr>
                    <Table.Th>Reference</Table.Th>
                    <Table.Td>{result.reference}</Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
            <Title order={2} fz={20}>
              What happens next
            </Title>
            <List spacing="xs" type="ordered">
              {copy.steps.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List>
            <FindDoctorActions
              primary={
                patient
                  ? { label: 'Go to my profile', to: paths.patientProfile }
                  : { label: 'Sign in as a patient', to: paths.login.patient }
              }
            />
          </Stack>
        </Paper>
        <Text size="sm" c="dimmed">
          {company.supportPhoneLabel}:{' '}
          <Anchor href={company.supportPhoneHref} fw={600}>
            {company.supportPhone}
          </Anchor>{' '}
          · <Anchor href={`mailto:${company.supportEmail}`}>{company.supportEmail}</Anchor> · Read our{' '}
          <Anchor component={Link} to={paths.privacy.paymentPolicy}>
            Payment Policy
          </Anchor>
          .
        </Text>
      </Stack>
    </Container>
  );
}
