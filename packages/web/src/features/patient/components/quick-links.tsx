import { Button, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router-dom';
import { CalendarIcon, FlaskIcon, VideoIcon } from '@/components/icons';
import * as navigationContent from '@/content/navigation';
import { useContent, useT } from '@/lib/i18n/language-context';
import { patientCatalogue } from '../i18n/en';

type QuickLink = {
  title: string;
  text: string;
  to: string;
  action: string;
  icon: ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;
};

export function QuickLinks() {
  const { bookingBanner } = useContent(navigationContent, 'navigation');
  const t = useT(patientCatalogue);
  const links: QuickLink[] = [
    {
      title: bookingBanner.online.title,
      text: t('online.help'),
      to: bookingBanner.online.url,
      action: t('online'),
      icon: VideoIcon,
    },
    {
      title: bookingBanner.inClinic.title,
      text: t('clinic.help'),
      to: bookingBanner.inClinic.url,
      action: t('clinic'),
      icon: CalendarIcon,
    },
    {
      title: t('labTests'),
      text: t('labTests.help'),
      to: '#labs',
      action: t('labTests.choose'),
      icon: FlaskIcon,
    },
  ];
  return (
    <section aria-labelledby="quick-links">
      <Title order={2} fz={20} id="quick-links" mb="sm">
        {t('quick')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {links.map(({ title, text, to, action, icon: Icon }) => (
          <Paper key={title} withBorder radius="lg" p="lg">
            <Stack gap="sm" h="100%" justify="space-between">
              <Stack gap={6}>
                <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                  <Icon size={22} />
                </ThemeIcon>
                <Title order={3} fz={17}>
                  {title}
                </Title>
                <Text size="sm" c="dimmed">
                  {text}
                </Text>
              </Stack>
              {to.startsWith('#') ? (
                <Button component="a" href={to} variant="light">
                  {action}
                </Button>
              ) : (
                <Button component={Link} to={to} variant="light">
                  {action}
                </Button>
              )}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
