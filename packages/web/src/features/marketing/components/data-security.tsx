import { ShieldIcon } from '@/components/icons';
import * as servicesContent from '@/content/services';
import { FeatureGrid } from './feature-grid';
import { Section } from './section';
import { useContent } from '@/lib/i18n/language-context';

export function DataSecurity() {
  const { dataSecurity } = useContent(servicesContent, 'services');
  return (
    <Section id="data-security" title={dataSecurity.title} intro={dataSecurity.text}>
      <FeatureGrid
        items={dataSecurity.points}
        icon={<ShieldIcon width={28} height={28} color="var(--mantine-color-brand-7)" />}
      />
    </Section>
  );
}
