import type { ProductFact } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';

interface ProductDescriptionProps {
  description: string;
  /** Shown in the buy box already; the description often opens with it. */
  shortDescription: string;
  facts: ProductFact[];
}

export function ProductDescription({ description, shortDescription, facts }: ProductDescriptionProps) {
  const { t } = useTranslation();
  const rest =
    shortDescription && description.startsWith(shortDescription)
      ? description.slice(shortDescription.length).trim()
      : description;
  return (
    <section aria-labelledby="description-title">
      <h2 id="description-title" className="text-xl font-bold text-ink">
        {t('Product description')}
      </h2>
      <p className="mt-3 max-w-prose leading-relaxed text-ink">{rest || description}</p>
      {facts.length > 0 && (
        <dl className="mt-5 grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {facts.map((fact) => (
            <div key={fact.code}>
              <dt className="text-sm font-semibold text-ink-muted">{fact.label}</dt>
              <dd className="text-sm text-ink">{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
