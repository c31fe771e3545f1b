import { ShieldIcon } from '@/components/icons';
import { dataSecurity } from '@/content/services';
import { FeatureGrid } from './feature-grid';
import { Section } from './section';

export function DataSecurity() {
  return (
    <Section id="data-security" title={dataSecurity.title} intro={dataSecurity.text}>
      <FeatureGrid
        items={dataSecurity.points}
        icon={<ShieldIcon width={28} height={28} color="var(--mantine-color-brand-7)" />}
      />
    </Section>
  );
}
