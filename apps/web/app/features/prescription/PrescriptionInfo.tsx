import { resolveStorePath, sanitizeHtml, storePath } from '@apteek/domain';
import { useRef, useState } from 'react';
import { callApi } from '../../api/client.ts';
import { useTranslation } from '../../i18n/translation.tsx';
import { useStoreView } from '../../shell/index.ts';
import { CmsContent } from '../content/index.ts';

interface BlockAnswer {
  items: { content: string }[];
}

/**
 * How prescriptions are sold here, from the pharmacy's content: the Estonian note, or the Finnish
 * one for a patient identified with a Finnish code. Its block is fetched when the shopper opens it.
 */
export function PrescriptionInfo({ finnish }: { finnish: boolean }) {
  const { t } = useTranslation();
  const { storeCode, i18n } = useStoreView();
  const [html, setHtml] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const asking = useRef(false);

  async function load() {
    if (html !== null || asking.current) return;
    asking.current = true;
    setFailed(false);
    try {
      const answer = await callApi<BlockAnswer>('/api/catalog/search/cms_block', {
        method: 'POST',
        locale: i18n.locale,
        body: {
          storeCode,
          filters: { identifier: [finnish ? 'prescription-info-fi' : 'prescription-info-ee'] },
        },
      });
      const content = answer.result.items[0]?.content ?? '';
      setHtml(
        sanitizeHtml(content, {
          internalHref: (href) => (resolveStorePath(href).hasPrefix ? href : storePath(storeCode, href)),
        }),
      );
    } catch {
      setFailed(true);
    } finally {
      asking.current = false;
    }
  }

  return (
    <details
      className="mt-6 rounded-xl border border-line p-4"
      onToggle={(event) => {
        if (event.currentTarget.open) void load();
      }}
    >
      <summary className="cursor-pointer font-semibold text-brand-900">
        {t('How prescriptions are sold')}
      </summary>
      {html !== null && <CmsContent html={html} />}
      {failed && <p role="alert">{t('Something went wrong. Try again in a few seconds.')}</p>}
    </details>
  );
}
