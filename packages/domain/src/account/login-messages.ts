/** One answer for a wrong password and an unknown e-mail (no account enumeration). */
export const LOGIN_FAILED = 'You did not sign in correctly or your account is temporarily disabled.';
export const TOO_MANY_ATTEMPTS = 'Too many login attempts. Please try again in 15 minutes.';
/** The storefront recognises this answer to stop retrying and sign the customer out. */
export const REFRESH_FAILED = 'Error refreshing user token. User is not authorized to access the resource';
/** A refresh that failed for another reason than the server's refusal: the page's own state is to blame. */
export const REFRESH_CRASHED =
  'Internal Application error while refreshing the tokens. Please clear the storage and refresh page.';
/** A mail the shopper asked for could not be queued: the server failed, not the address. */
export const EMAIL_NOT_SENT = 'Could not send an email. Please try again later.';
