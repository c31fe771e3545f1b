import type { ComponentProps } from 'react';
import type { FeatureItem } from '@/content/products';
import { FeatureGrid } from './feature-grid';
import { HeroActions, PageHero } from './page-hero';
import { Section } from './section';

type Props = ComponentProps<typeof HeroActions> & {
  product: { eyebrow: string; title: string; lead: string; features: readonly FeatureItem[] };
  featuresTitle: string;
};

/** A management product's opening: its pitch with the two next steps, then what it does (#features). */
export function ProductIntro({ product, primary, secondary, featuresTitle }: Props) {
  return (
    <>
      <PageHero eyebrow={product.eyebrow} title={product.title} lead={product.lead}>
        <HeroActions primary={primary} secondary={secondary} />
      </PageHero>
      <Section id="features" title={featuresTitle}>
        <FeatureGrid items={[...product.features]} />
      </Section>
    </>
  );
}
