import { languageOffer, type StoreCode } from '@apteek/domain';
import { useEffect, useState } from 'react';
import { callApi } from '../../api/client.ts';
import { inNextTask } from '../../hydration/next-task.ts';
import { useStoreView, chosenStore, rememberChosenStore, MountWhen, onDemand } from '../../shell/index.ts';

const LanguageOfferModal = onDemand(() =>
  import('./LanguageOfferModal.tsx').then((module) => module.LanguageOfferModal),
);

/**
 * The language lookup answers the visitor's country from Accept-Language, so this
 * call sends the browser's own languages rather than the store's locale.
 */
async function visitorCountry(signal: AbortSignal): Promise<string | null> {
  const { result } = await callApi<{ countryCode?: unknown } | null>('/api/user/locale', { signal });
  const code = result?.countryCode;
  return typeof code === 'string' ? code : null;
}

/**
 * Offers the shop of the visitor's country to a visitor from another supported country who has
 * not chosen a store yet. Either answer is remembered, so it is asked once; the
 * dialog's code loads only when there is something to offer.
 */
export function LanguageOffer() {
  const { storeCode } = useStoreView();
  const [offer, setOffer] = useState<StoreCode | null>(null);

  useEffect(() => {
    if (chosenStore() !== null) return;
    const controller = new AbortController();
    const cancel = inNextTask(() => {
      visitorCountry(controller.signal)
        .then((country) =>
          setOffer(
            languageOffer({ visitorCountry: country, currentStore: storeCode, chosenStore: chosenStore() }),
          ),
        )
        // Without the lookup the shopper simply stays in the store they opened.
        .catch(() => undefined);
    });
    return () => {
      cancel();
      controller.abort();
    };
  }, [storeCode]);

  const answer = (store: StoreCode) => {
    rememberChosenStore(store);
    setOffer(null);
  };
  return (
    <MountWhen when={offer !== null}>
      {offer && <LanguageOfferModal offer={offer} onAnswer={answer} />}
    </MountWhen>
  );
}
