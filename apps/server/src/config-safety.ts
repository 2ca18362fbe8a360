/**
 * Which combinations of settings start and which are refused (README, "Configurations that start").
 * Demo identities and the local mailbox are for a demo on this machine; a real provider is where
 * personal codes, mail or money leave it. The two never run together unless a developer asks for
 * it explicitly outside production.
 */

/**
 * Settings that name a real provider: the e-prescription service, SK, the Finnish broker, ID cards,
 * payments, carriers.
 */
const REAL_PROVIDERS = [
  'PRESCRIPTION_SERVICE_URL',
  'PRESCRIPTION_SERVICE_KEY',
  'SMART_ID_URL',
  'SMART_ID_RP_UUID',
  'SMART_ID_RP_NAME',
  'MOBILE_ID_URL',
  'MOBILE_ID_RP_UUID',
  'MOBILE_ID_RP_NAME',
  'SK_CA_BUNDLE',
  'EIDENT_ISSUER',
  'EIDENT_CLIENT_ID',
  'EIDENT_CLIENT_SECRET',
  'ID_CARD_CA_BUNDLE',
  'MAKSEKESKUS_SHOP_ID',
  'MAKSEKESKUS_SECRET_KEY',
  'PAYTRAIL_MERCHANT_ID',
  'PAYTRAIL_MERCHANT_SECRET',
  'OMNIVA_USERNAME',
  'DPD_USERNAME',
  'SMARTPOSTI_API_KEY',
  'POSTI_ACCOUNT',
] as const;

type SafetyName =
  | (typeof REAL_PROVIDERS)[number]
  | 'NODE_ENV'
  | 'LOCAL_DEMO'
  | 'IDENTITY_SANDBOX'
  | 'SMTP_URL'
  | 'PUBLIC_URL';

/** The parsed environment, as far as these rules read it. */
export type SafetyVars = { readonly [K in SafetyName]?: string | undefined };

const isProduction = (vars: SafetyVars) => vars.NODE_ENV === 'production';
const isHttps = (vars: SafetyVars) => vars.PUBLIC_URL?.startsWith('https:') === true;
const firstRealProvider = (vars: SafetyVars) => REAL_PROVIDERS.find((name) => vars[name] !== undefined);

/** Why the server must not start with these settings, in one line naming the variable; null when it may. */
export function unsafeCombination(vars: SafetyVars): string | null {
  const provider = firstRealProvider(vars);
  if (vars.LOCAL_DEMO === '1') {
    const real = provider ?? (vars.SMTP_URL ? 'SMTP_URL' : isHttps(vars) ? 'PUBLIC_URL' : undefined);
    if (!real) return null;
    return (
      `LOCAL_DEMO=1 cannot go with ${real}: a demo on this machine runs every provider's sandbox and ` +
      `the local mailbox; unset ${real}, or set LOCAL_DEMO=0 (npm start sets 1 unless told) to deploy`
    );
  }
  if (isProduction(vars) && !vars.SMTP_URL)
    return (
      'SMTP_URL is not set: with NODE_ENV=production mail goes out through SMTP; ' +
      'set SMTP_URL, or LOCAL_DEMO=1 for a demo on this machine'
    );
  if (isProduction(vars) && vars.IDENTITY_SANDBOX === '1' && provider)
    return (
      `IDENTITY_SANDBOX=1 cannot go with ${provider} when NODE_ENV=production: ` +
      'demo identities would reach a real provider; unset IDENTITY_SANDBOX'
    );
  return null;
}

/**
 * Whether the identity sandboxes (demo persons for Smart-ID, Mobile-ID, the ID card and the Finnish
 * broker, and the dummy login) are on: as IDENTITY_SANDBOX says; unset, for a local demo, or
 * outside production while no real provider is configured and PUBLIC_URL is not https.
 */
export function hasIdentitySandbox(vars: SafetyVars): boolean {
  if (vars.IDENTITY_SANDBOX !== undefined) return vars.IDENTITY_SANDBOX === '1';
  if (vars.LOCAL_DEMO === '1') return true;
  return !isProduction(vars) && !isHttps(vars) && firstRealProvider(vars) === undefined;
}
