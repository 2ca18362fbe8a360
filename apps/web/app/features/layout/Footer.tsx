import { useTranslation } from '../../i18n/translation.tsx';
import { NewsletterOffer } from '../newsletter/index.ts';
import {
  useStoreView,
  useRootData,
  COMPANY_LINKS,
  TERMS_LINKS,
  CUSTOMER_SERVICE,
  LICENCE_HOLDER,
  REGULATORS,
  StoreLink,
  telHref,
} from '../../shell/index.ts';
import { CookieSettingsLink } from './CookieSettingsLink.tsx';
import { EuCommonLogo } from './EuCommonLogo.tsx';
import { FooterColumn } from './FooterColumn.tsx';
import { FooterLinks } from './FooterLinks.tsx';
import { FOOTER_ID } from './paint-after-main.ts';

/** Product version label. */
const VERSION_LABEL = 'v1.12.2';

const LINK = 'text-brand-800 underline-offset-2 hover:underline';

export function Footer() {
  const { t } = useTranslation();
  const { country } = useStoreView().i18n;
  const regulator = REGULATORS[country];
  // The opening-times table's hours, as every page, block and banner prints them.
  const openingHours = useRootData()?.openingHours ?? [];
  return (
    <footer id={FOOTER_ID} className="below-fold mt-16 border-t border-line bg-surface">
      <div className="border-b border-line">
        <div className="page-container max-w-xl py-8">
          <NewsletterOffer />
        </div>
      </div>
      <div className="page-container grid grid-cols-2 gap-x-6 gap-y-8 py-10 lg:grid-cols-5 lg:gap-8">
        <FooterColumn id="footer-service" wide title={t('Customer service')}>
          {openingHours.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p>
            <a href={`mailto:${CUSTOMER_SERVICE.email}`} className={LINK}>
              {t('E-mail: {email}', { email: CUSTOMER_SERVICE.email })}
            </a>
          </p>
          <PhoneLink phone={CUSTOMER_SERVICE.phone} />
          {/* Where a shopper without an account looks for an order: its number and e-mail find it. */}
          <p>
            <StoreLink path="/order-lookup" className={LINK}>
              {t('Find your order')}
            </StoreLink>
          </p>
        </FooterColumn>
        <FooterColumn id="footer-terms" title={t('Terms and policies')}>
          <FooterLinks links={TERMS_LINKS} />
        </FooterColumn>
        <FooterColumn id="footer-company" title={t('Company')}>
          <FooterLinks links={COMPANY_LINKS} />
        </FooterColumn>
        <FooterColumn id="footer-regulator" wide title={t('Supervisory authority')}>
          <p className="font-semibold text-ink">{t(regulator.name)}</p>
          <p>{regulator.address}</p>
          <PhoneLink phone={regulator.phone} />
        </FooterColumn>
        <FooterColumn id="footer-licence" wide title={t('Pharmacy licence')}>
          <p className="font-semibold text-ink">{LICENCE_HOLDER.company}</p>
          <p>{LICENCE_HOLDER.address}</p>
          <dl className="space-y-1.5">
            <div>
              <dt>{t('Pharmacy activity licence')}</dt>
              <dd className="text-ink">{LICENCE_HOLDER.licence}</dd>
            </div>
            <div>
              <dt>{t('Responsible pharmacist')}</dt>
              <dd className="text-ink">{LICENCE_HOLDER.pharmacist}</dd>
            </div>
          </dl>
        </FooterColumn>
      </div>
      {/* The last row stays clear of the chat button: above it on a phone, left of it (and of the
          back-to-top button) on a wider screen. */}
      <div className="border-t border-line">
        <div className="page-container flex flex-wrap items-end justify-between gap-6 pt-6 pb-20 lg:pb-6">
          <EuCommonLogo country={country} href={regulator.registerUrl} />
          <div className="flex items-center gap-4 lg:me-16">
            <CookieSettingsLink className={LINK} />
            <p className="text-xs text-ink-muted">{VERSION_LABEL}</p>
          </div>
        </div>
      </div>
    </footer>
  );
}

function PhoneLink({ phone }: { phone: string }) {
  const { t } = useTranslation();
  return (
    <p>
      <a href={telHref(phone)} className={LINK}>
        {t('Phone: {phone}', { phone })}
      </a>
    </p>
  );
}
