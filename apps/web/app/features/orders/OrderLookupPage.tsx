import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { storePath, type OrderLookupAnswer } from '@apteek/domain';
import { callApi } from '../../api/client.ts';
import { ApiError } from '../../api/api-error.ts';
import { useTranslation } from '../../i18n/translation.tsx';
import { useStoreView } from '../../shell/index.ts';
import { Button } from '../../ui/Button.tsx';
import { FormField, FormMessage } from '../../ui/form/index.ts';

const NOT_FOUND = 'We found no order with this number and e-mail address.';
const TOO_MANY = 'Too many look-ups. Please try again later.';
const FAILED = 'Technical problem occurred. Please try again later.';

/** A guest finds an order by its number and e-mail address; found, its page opens. */
export function OrderLookupPage() {
  const { t } = useTranslation();
  const { storeCode, i18n } = useStoreView();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    setBusy(true);
    setProblem(null);
    try {
      const answer = await callApi<OrderLookupAnswer>('/api/order/lookup', {
        method: 'POST',
        locale: i18n.locale,
        body: { orderNumber: field('orderNumber'), email: field('email') },
      });
      const { orderId, orderCode } = answer.result;
      await navigate(
        `${storePath(storeCode, `/order/${encodeURIComponent(orderId)}`)}?orderCode=${encodeURIComponent(orderCode)}`,
      );
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      setProblem(status === 404 || status === 400 ? NOT_FOUND : status === 429 ? TOO_MANY : FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="page-container max-w-xl py-8">
      <h1 className="text-2xl font-bold text-brand-900">{t('Find your order')}</h1>
      <p className="mt-2 text-ink">
        {t('Enter the order number from your confirmation e-mail and the e-mail address you ordered with.')}
      </p>
      <form className="mt-6 flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
        <FormField
          label={t('Order number')}
          name="orderNumber"
          required
          inputMode="numeric"
          autoComplete="off"
        />
        <FormField label={t('E-mail')} name="email" type="email" required autoComplete="email" />
        {problem && <FormMessage tone="error">{t(problem)}</FormMessage>}
        <Button type="submit" disabled={busy} className="self-start">
          {t('Find order')}
        </Button>
      </form>
    </div>
  );
}
