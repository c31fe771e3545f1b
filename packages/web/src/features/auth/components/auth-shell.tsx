import {
  Anchor,
  Badge,
  CheckIcon,
  Container,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { Isolate } from '@/components/isolate';
import { rich } from '@/lib/i18n/translations';
import * as companyContent from '@/content/company';
import './styles';
import { useContent, useT } from '@/lib/i18n/language-context';
import { authCatalogue } from '../i18n/en';

type Props = {
  /** Small label above the heading, e.g. 'For clinics'. */
  eyebrow: string;
  title: string;
  intro: string;
  children: ReactNode;
  asideTitle: string;
  asidePoints: readonly string[];
  /** Links under the form (other sign-in pages, sign-up). */
  footer?: ReactNode;
};

/** Two-column page for every sign-in and sign-up screen: the form card and what the account gives. */
export function AuthShell({ eyebrow, title, intro, children, asideTitle, asidePoints, footer }: Props) {
  const { company } = useContent(companyContent, 'company');
  const t = useT(authCatalogue);
  return (
    <Container size="lg" py={{ base: 'xl', md: 56 }}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'xl', md: 56 }}>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="lg">
            <Stack gap={6}>
              <Badge variant="light" w="fit-content">
                {eyebrow}
              </Badge>
              <Title order={1} fz={{ base: 26, sm: 30 }}>
                {title}
              </Title>
              <Text c="dimmed">{intro}</Text>
            </Stack>
            {children}
            {footer}
          </Stack>
        </Paper>
        <Stack gap="md" justify="center" component="aside" aria-label={asideTitle}>
          <Title order={2} fz={22} c="navy.8">
            {asideTitle}
          </Title>
          <List
            spacing="sm"
            center
            icon={
              <ThemeIcon size={24} radius="xl" variant="light" aria-hidden>
                <CheckIcon size={12} />
              </ThemeIcon>
            }
          >
            {asidePoints.map((point) => (
              <List.Item key={point}>{point}</List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed">
            {rich(t('help.signingIn', { helpline: company.supportPhoneLabel, phone: company.supportPhone }), {
              phone: (text) => (
                <Anchor href={company.supportPhoneHref} size="sm" fw={600} className="tap-inline">
                  <Isolate>{text}</Isolate>
                </Anchor>
              ),
            })}
          </Text>
        </Stack>
      </SimpleGrid>
    </Container>
  );
}
