import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { paths } from '@/config/paths';
import * as companyContent from '@/content/company';
import { useContent, useT } from '@/lib/i18n/language-context';
import { layoutCatalogue } from './i18n/en';

/** What a page shows when it throws or its chunk cannot load (for example right after a deploy). */
export function RouteErrorView() {
  const { company } = useContent(companyContent, 'company');
  const t = useT(layoutCatalogue);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>{t('crash.title')}</Title>
        <Text c="gray.7">{t('crash.help', { phone: company.supportPhone })}</Text>
        <Button component="a" href={paths.home}>
          {t('crash.home')}
        </Button>
      </Stack>
    </Container>
  );
}

type Props = { children: ReactNode };

/** Keeps the header and footer usable when one page fails. Keyed by path in the layout, so navigating resets it. */
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <RouteErrorView /> : this.props.children;
  }
}
