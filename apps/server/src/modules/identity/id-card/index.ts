/** The Estonian ID card through a TLS-terminating proxy; its sandbox is providers/id-card. */
export { idCardRoutes, type IdCardOptions } from './id-card-routes.ts';
export { forwardedCertificate, isTrustedProxy, type TrustProxy } from './forwarded-certificate.ts';
export { idCardLogin, type IdCardSettings } from './id-card-setup.ts';
