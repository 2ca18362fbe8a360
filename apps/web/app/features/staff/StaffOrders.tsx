import { useState } from 'react';
import { ApiError, SOMETHING_WRONG } from '../../api/api-error.ts';
import { useTranslation } from '../../i18n/translation.tsx';
import { StaffOrderCard, type OrderActions } from './StaffOrderCard.tsx';
import { staffApi, type OrderToCheck } from './staff-api.ts';
import { StaffPage } from './StaffCard.tsx';
import {
  StaffLoaded,
  StaffOutcomeMessage,
  useStaffData,
  useStaffRefusal,
  type StaffOutcome,
} from './staff-data.tsx';

/**
 * Orders to check: prescription orders no pharmacist has checked and orders in
 * ManualCheck, oldest first; approve, or cancel with the reason the customer is mailed.
 */
export function StaffOrders() {
  const { t } = useTranslation();
  const refusal = useStaffRefusal();
  const orders = useStaffData(() => staffApi.ordersToCheck());
  // What the last decision came to, kept untranslated so a switch of language translates it too.
  const [outcome, setOutcome] = useState<StaffOutcome | null>(null);
  const [busyOrder, setBusyOrder] = useState<string | null>(null);
  const leaves = (order: OrderToCheck) =>
    orders.setData((list) => list?.filter((other) => other.orderId !== order.orderId) ?? null);

  /** Runs a decision; answers the refusal's field error for `reason`, if the server named one. */
  async function decide(order: OrderToCheck, run: () => Promise<void>, done: string): Promise<string | null> {
    setBusyOrder(order.orderId);
    setOutcome(null);
    try {
      await run();
      leaves(order);
      setOutcome({ tone: 'success', text: done, values: { number: order.orderNumber } });
      return null;
    } catch (error) {
      if (refusal(error) === null) return null;
      const refused = error instanceof ApiError ? error : null;
      const reasonError = refused?.errors.find((problem) => problem.field === 'reason');
      if (reasonError) return t(reasonError.message);
      // Decided elsewhere meanwhile: the order leaves this list too.
      if (refused?.status === 409 || refused?.status === 404) leaves(order);
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
    <StaffPage
      title={t('Orders to check')}
      note={t('Prescription orders and orders in manual check wait here for a pharmacist.')}
    >
      <StaffOutcomeMessage outcome={outcome} />
      <StaffLoaded loaded={orders} empty={t('No orders wait for a check.')}>
        {(list) =>
          list.map((order) => (
            <StaffOrderCard
              key={order.orderId}
              order={order}
              actions={actions}
              isBusy={busyOrder === order.orderId}
            />
          ))
        }
      </StaffLoaded>
    </StaffPage>
  );
}
