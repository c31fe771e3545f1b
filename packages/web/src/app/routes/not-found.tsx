import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PageHero } from '@/features/marketing/components/page-hero';

export default function NotFoundRoute() {
  return (
    <PageHero
      eyebrow="Error 404"
      title="We couldn't find that page"
      lead="The link may be out of date or the address mistyped. These pages might help instead."
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', marginTop: '1.5rem', paddingBottom: '4rem' }}>
        <Button component={Link} to={paths.home}>
          Go to the home page
        </Button>
        <Button component={Link} to={paths.doctorsSearch} variant="outline">
          Find a doctor
        </Button>
        <Button component={Link} to={paths.contactUs} variant="subtle">
          Contact support
        </Button>
      </div>
    </PageHero>
  );
}
