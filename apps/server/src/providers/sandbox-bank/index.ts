/**
 * The test bank both payment sandboxes show: the page where a test payment is paid, cancelled or
 * failed, in the shop's language, and the signed tokens and links that carry it between the steps.
 */
export {
  paidAmount,
  renderInvalidRequest,
  renderSandboxPage,
  sandboxLanguage,
  type SandboxChoice,
  type SandboxPage,
} from './sandbox-page.ts';
export { readToken, signToken } from './sandbox-token.ts';
export { withQuery } from './with-query.ts';
