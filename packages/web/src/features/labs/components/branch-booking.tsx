import { Button, Grid, Loader, Paper, Stack } from '@mantine/core';
import type { components } from '@ehp/api-types';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { labCategoriesQueryOptions } from '../api/lab-queries';
import { cartProblem, type LabTest } from '../lib/cart';
import { CartBar } from './cart-bar';
import { CartSummary } from './cart-summary';
import { useInView } from './use-in-view';
import { TestCatalogue } from './test-catalogue';
import { useT } from '@/lib/i18n/language-context';
import { labsCatalogue } from '../i18n/en';

// The form and the confirmation are fetched when the patient goes on to book: most visitors only
// browse the tests, and the form's code (fields, validation) is a third of the page's.
const BookingForm = lazy(() => import('./booking-form').then((m) => ({ default: m.BookingForm })));
const BookingConfirmation = lazy(() =>
  import('./booking-confirmation').then((m) => ({ default: m.BookingConfirmation })),
);

/** Shown while the form or the confirmation is fetched. */
function Loading() {
  const t = useT(labsCatalogue);
  return <Loader size="sm" role="status" aria-label={t('loading')} />;
}

type LabBranch = components['schemas']['LabBranch'];
type Booking = components['schemas']['LabBookingResponse']['data'];

type Props = { labId: number; branch: LabBranch; homeSamplingOffered: boolean };
type Done = { booking: Booking; homeSampling: boolean; testCount: number };

/** The booking made (its chunk fetched now), with the way to book more tests. */
function Confirmation({ done, branch, onBookMore }: { done: Done; branch: LabBranch; onBookMore: () => void }) {
  return (
    <Suspense fallback={<Loading />}>
      <BookingConfirmation
        booking={done.booking}
        branch={branch}
        homeSampling={done.homeSampling}
        testCount={done.testCount}
        onBookMore={onBookMore}
      />
    </Suspense>
  );
}

/** The cart's panel, whether it is on screen, and a way to bring it there (from the bar that stands in for it). */
function useCartInReach() {
  const cartRef = useRef<HTMLDivElement>(null);
  const cartInView = useInView(cartRef);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked > 0) cartRef.current?.scrollIntoView({ block: 'start' });
  }, [asked]);
  return { cartRef, cartInView, goToCart: () => setAsked((n) => n + 1) };
}

/** Tests of one branch, the cart and the booking form. Remounted per branch, so the cart starts empty. */
export function BranchBooking({ labId, branch, homeSamplingOffered }: Props) {
  const t = useT(labsCatalogue);
  const categories = useQuery(labCategoriesQueryOptions(branch.id));
  const [cart, setCart] = useState<LabTest[]>([]);
  const [formOpen, setFormOpen] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  const { cartRef, cartInView, goToCart } = useCartInReach();

  const toggle = (test: LabTest) =>
    setCart((current) =>
      current.some((t) => t.id === test.id) ? current.filter((t) => t.id !== test.id) : [...current, test],
    );

  if (done) {
    const bookMore = () => {
      setDone(null);
      setCart([]);
      setFormOpen(false);
    };
    return <Confirmation done={done} branch={branch} onBookMore={bookMore} />;
  }

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
        <TestCatalogue
          categories={categories.data?.data.categories}
          loading={categories.isPending}
          error={categories.error}
          onRetry={() => void categories.refetch()}
          branchPhone={branch.phone}
          selectedIds={new Set(cart.map((t) => t.id))}
          onToggle={toggle}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
        <Paper
          ref={cartRef}
          withBorder
          radius="lg"
          p="lg"
          shadow="xs"
          style={{ position: 'sticky', top: 96, scrollMarginTop: 16 }}
        >
          <Stack gap="lg">
            <CartSummary tests={cart} onRemove={toggle} onContinue={formOpen ? undefined : () => setFormOpen(true)} />
            {formOpen && (
              <Suspense fallback={<Loading />}>
                <BookingForm
                  labId={labId}
                  branch={branch}
                  homeSamplingOffered={homeSamplingOffered}
                  testIds={cart.map((t) => t.id)}
                  cartBlocked={cartProblem(cart) !== null}
                  onBooked={(booking, homeSampling) => setDone({ booking, homeSampling, testCount: cart.length })}
                />
                <Button variant="subtle" size="compact-sm" onClick={() => setFormOpen(false)}>
                  {t('form.hide')}
                </Button>
              </Suspense>
            )}
          </Stack>
        </Paper>
        {!cartInView && (
          <CartBar
            tests={cart}
            onRemove={toggle}
            onContinue={() => {
              setFormOpen(true);
              goToCart();
            }}
          />
        )}
      </Grid.Col>
    </Grid>
  );
}
