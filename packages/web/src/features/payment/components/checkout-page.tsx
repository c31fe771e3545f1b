import { Container, Stack, Title } from '@mantine/core';
import { PaymentStatus } from '@ehp/api-types';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { isSignedIn, useSession } from '@/lib/session';
import { errorMessage } from '@/lib/api';
import { isNotFound, isUnauthorized } from '@/lib/http-status';
import { appointmentQueryOptions } from '../api/appointment';
import { PENDING_REFETCH_MS } from '../lib/checkout-copy';
import { checkoutView } from '../lib/checkout-view';
import { usePageTitle } from '@/lib/page-meta';
import { checkGatewayReturn, parseCheckoutId, readGatewayReturn, type GatewayReturn } from '../lib/gateway-return';
import { CheckoutDetails } from './checkout-details';
import { CheckoutHelp } from './checkout-help';
import { AppointmentNotFound, CheckoutLoadError, CheckoutSignIn, CheckoutSkeleton } from './checkout-states';
import { GatewayHint } from './gateway-hint';
import './styles';
import { useT } from '@/lib/i18n/language-context';
import { paymentCatalogue } from '../i18n/en';

/** Back from the gateway but not signed in here: the result shows once the server can be asked. */
function BackFromGateway({ gateway }: { gateway: GatewayReturn }) {
  const t = useT(paymentCatalogue);
  return (
    <GatewayHint gateway={gateway} title={t('back')}>
      {t('signIn.status')}
    </GatewayHint>
  );
}

/** While an online visit's call window is ahead or open, the page reads it again this often (the doctor's calls, the window). */
const CALL_REFETCH_MS = 10_000;
/** ... from this long before the window opens (by the device's clock; the server's `open` decides). */
const CALL_SOON_MS = 60 * 60_000;

/**
 * A link's token (`join_token`: the join link; `visit_token`: the prescription link), read once and
 * taken out of the address bar: it stays out of history, shared links and a sign-in's return path.
 */
function useTokenFromUrl(name: 'join_token' | 'visit_token'): [string | null, () => void] {
  const [params, setParams] = useSearchParams();
  const [token, setToken] = useState(() => params.get(name));
  const inUrl = params.has(name);
  useEffect(() => {
    if (!inUrl) return;
    setParams(
      (p) => {
        p.delete(name);
        return p;
      },
      { replace: true },
    );
  }, [inUrl, name, setParams]);
  return [token, () => setToken(null)];
}

/** What the route adds below a visit that has taken place or may have (the advice and rating, issue 33). */
type AfterVisit = (appointmentId: number) => ReactNode;
/**
 * What the route shows instead when the page was opened with the prescription link by someone who
 * cannot read the appointment (signed out, or signed in as someone else): that visit's advice only.
 */
type VisitByLink = (appointmentId: number, token: string, signedInAsPatient: boolean) => ReactNode;

function CheckoutAppointment({
  id,
  gateway,
  next,
  afterVisit,
  byLink,
}: {
  id: number;
  gateway: GatewayReturn;
  next: string;
  afterVisit?: AfterVisit;
  /** The advice read with the prescription link, when the page came with one. */
  byLink: (() => ReactNode) | null;
}) {
  const t = useT(paymentCatalogue);
  const [joinToken, dropJoinToken] = useTokenFromUrl('join_token');
  const query = useQuery({
    ...appointmentQueryOptions(id),
    // A pending payment settles later: ask again every 15 s until the server says how it ended.
    // A paid online visit: again every 10 s until its call is over (missed calls, the window opening).
    refetchInterval: (q) => {
      const a = q.state.data?.data.appointment;
      if (a?.payment_status === PaymentStatus.PENDING) return PENDING_REFETCH_MS;
      const opens = a?.call_window ? Date.parse(a.call_window.callable_from) : Infinity;
      const callSoon = a?.mode === 'online' && a.status === 'confirmed' && opens - Date.now() < CALL_SOON_MS;
      return callSoon || a?.call_window?.open ? CALL_REFETCH_MS : false;
    },
  });

  // Paid: the page is the confirmation now, not a checkout.
  const loaded = query.data?.data.appointment;
  const confirmed = loaded !== undefined && checkoutView(loaded, loaded.hold_seconds_left) === 'completed';
  usePageTitle(confirmed ? t('confirmed') : null);

  // Another patient's appointment, or a session gone: the link still opens its advice.
  if ((isUnauthorized(query.error) || isNotFound(query.error)) && byLink) return byLink();
  if (isUnauthorized(query.error))
    return <CheckoutSignIn next={next} role={null} hint={<BackFromGateway gateway={gateway} />} />;
  if (isNotFound(query.error)) return <AppointmentNotFound />;
  if (query.isError) {
    return <CheckoutLoadError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  return (
    <Container size="sm" py={{ base: 'xl', md: 64 }}>
      <Stack gap="lg">
        <Title order={1}>{confirmed ? t('confirmed') : t('checkout')}</Title>
        {query.isPending ? (
          <>
            <GatewayHint gateway={gateway} title={t('checking')}>
              {t('checking.help')}
            </GatewayHint>
            <CheckoutSkeleton />
          </>
        ) : (
          <>
            {checkGatewayReturn(gateway, query.data.data.appointment) === 'unconfirmed' && (
              <GatewayHint gateway={gateway} title={t('back.unconfirmed')}>
                {t('back.noResult')}
              </GatewayHint>
            )}
            <CheckoutDetails
              appointment={query.data.data.appointment}
              measuredAt={query.dataUpdatedAt}
              checking={query.isFetching}
              refetch={query.refetch}
              joinToken={joinToken}
              onJoinTokenRefused={dropJoinToken}
            />
            {['confirmed', 'completed'].includes(query.data.data.appointment.status) && afterVisit?.(id)}
          </>
        )}
        <CheckoutHelp />
      </Stack>
    </Container>
  );
}

/**
 * /appointment/payment/checkout/:id: the appointment being paid for, the payment method, the hold
 * countdown and Pay; the payment gateway also sends the payer back here with its result code. The
 * prescription link (`?visit_token=`) opens it too: its patient, signed in, sees the whole
 * appointment; anyone else the advice and prescription of that visit only (`visitByLink`).
 */
export function CheckoutPage({
  idParam,
  afterVisit,
  visitByLink,
}: {
  idParam: string | undefined;
  afterVisit?: AfterVisit;
  visitByLink?: VisitByLink;
}) {
  const [params] = useSearchParams();
  const location = useLocation();
  const session = useSession();
  const queryClient = useQueryClient();
  const [visitToken] = useTokenFromUrl('visit_token');
  const id = parseCheckoutId(idParam);
  const gateway = readGatewayReturn(params);
  const next = `${location.pathname}${location.search}`;

  if (id === null) return <AppointmentNotFound />;
  const patient = isSignedIn(session) && session.role === 'patient';
  const byLink = visitToken && visitByLink ? () => visitByLink(id, visitToken, patient) : null;
  // Read with the visitor's cookies (on the server, or with the page's chunk): the server said
  // this session may see it, whatever the stored session says before it is read.
  const readAlready = queryClient.getQueryData(appointmentQueryOptions(id).queryKey) !== undefined;
  if (!readAlready && !patient) {
    if (byLink) return byLink();
    return (
      <CheckoutSignIn
        next={next}
        role={isSignedIn(session) ? session.role : null}
        hint={<BackFromGateway gateway={gateway} />}
      />
    );
  }
  return <CheckoutAppointment id={id} gateway={gateway} next={next} afterVisit={afterVisit} byLink={byLink} />;
}
