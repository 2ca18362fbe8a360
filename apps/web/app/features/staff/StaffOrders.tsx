import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, SOMETHING_WRONG } from '../../api/api-error.ts';
import { useTranslation } from '../../i18n/translation.tsx';
import { FormMessage } from '../../ui/form/index.ts';
import { StaffOrderCard, type OrderActions } from './StaffOrderCard.tsx';
import { staffApi, type OrderToCheck } from './staff-api.ts';
import { useStaffPath } from './staff-language.ts';

/** What the last decision came to, kept untranslated so a switch of language translates it too. */
type Outcome = { tone: 'success' | 'error'; text: string; number?: string } | null;

/**
 * Orders to check: prescription orders no pharmacist has checked and orders in
 * ManualCheck, oldest first; approve, or cancel with the reason the customer is mailed.
 */
export function StaffOrders() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loginPath = useStaffPath()('/staff/login');
  const [orders, setOrders] = useState<OrderToCheck[] | null>(null);
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busyOrder, setBusyOrder] = useState<string | null>(null);

  useEffect(() => {
    let isCurrent = true;
    staffApi.ordersToCheck().then(
      (list) => isCurrent && setOrders(list),
      (error: unknown) => {
        if (!isCurrent) return;
        if (error instanceof ApiError && error.status === 401) void navigate(loginPath, { replace: true });
        else setLoadFailure(error instanceof Error ? error.message : SOMETHING_WRONG);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [loginPath, navigate]);

  /** Runs a decision; answers the refusal's field error for `reason`, if the server named one. */
  async function decide(order: OrderToCheck, run: () => Promise<void>, done: string): Promise<string | null> {
    setBusyOrder(order.orderId);
    setOutcome(null);
    try {
      await run();
      setOrders((list) => list?.filter((other) => other.orderId !== order.orderId) ?? null);
      setOutcome({ tone: 'success', text: done, number: order.orderNumber });
      return null;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        await navigate(loginPath, { replace: true });
        return null;
      }
      const refused = error instanceof ApiError ? error : null;
      const reasonError = refused?.errors.find((problem) => problem.field === 'reason');
      if (reasonError) return t(reasonError.message);
      // Decided elsewhere meanwhile: the order leaves this list too.
      if (refused?.status === 409 || refused?.status === 404)
        setOrders((list) => list?.filter((other) => other.orderId !== order.orderId) ?? null);
      setOutcome({ tone: 'error', text: refused?.message ?? SOMETHING_WRONG });
      return null;
    } finally {
      setBusyOrder(null);
    }
  }

  const actions: OrderActions = {
    approve: async (order) => {
      await decide(
        order,
        () => staffApi.approveOrder(order.orderId),
        'Order {number} is approved. The customer gets an e-mail.',
      );
    },
    cancel: (order, reason) =>
      decide(
        order,
        () => staffApi.cancelOrder(order.orderId, reason),
        'Order {number} is cancelled. The customer gets an e-mail with the reason.',
      ),
  };

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-ink">{t('Orders to check')}</h1>
        <p className="text-ink-muted">
          {t('Prescription orders and orders in manual check wait here for a pharmacist.')}
        </p>
      </div>
      {outcome && (
        <FormMessage tone={outcome.tone}>{t(outcome.text, { number: outcome.number ?? '' })}</FormMessage>
      )}
      {loadFailure ? (
        <FormMessage tone="error">{t(loadFailure)}</FormMessage>
      ) : !orders ? (
        <p role="status" className="text-ink-muted">
          {t('Loading…')}
        </p>
      ) : orders.length === 0 ? (
        <p className="text-ink">{t('No orders wait for a check.')}</p>
      ) : (
        orders.map((order) => (
          <StaffOrderCard
            key={order.orderId}
            order={order}
            actions={actions}
            isBusy={busyOrder === order.orderId}
          />
        ))
      )}
    </div>
  );
}
