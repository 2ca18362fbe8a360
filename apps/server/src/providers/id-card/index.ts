/**
 * The Estonian ID card reaches us through the TLS-terminating proxy (our side, in the identity
 * module); here is the sandbox that stands in for a card reader: it issues a test person's
 * certificate from the installation's sandbox CA and logs in with it as the proxy would.
 */
export { ID_CARD_TEST_PERSONS, idCardSandbox } from './sandbox/id-card-sandbox.ts';
