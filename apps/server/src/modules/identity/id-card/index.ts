/** The Estonian ID card through a TLS-terminating proxy (issue 16 item 3), and its sandbox. */
export { DEFAULT_CLIENT_CERT_HEADER, idCardRoutes, type IdCardOptions } from './id-card-routes.ts';
export { ID_CARD_TEST_PERSONS, idCardSandbox } from './id-card-sandbox.ts';
export { forwardedCertificate, isTrustedProxy, type TrustProxy } from './forwarded-certificate.ts';
export { idCardLogin, type IdCardSettings } from './id-card-setup.ts';
