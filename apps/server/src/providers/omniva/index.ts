/** Omniva (Estonia): our client of the OMX REST API, and the sandbox that plays it without an account. */
export { omnivaClient, type OmnivaCredentials } from './omniva-client.ts';
export { omnivaSandbox } from './sandbox/omniva-sandbox.ts';
