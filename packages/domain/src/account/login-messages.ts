/** One answer for a wrong password and an unknown e-mail (no account enumeration). */
export const LOGIN_FAILED = 'You did not sign in correctly or your account is temporarily disabled.';
export const TOO_MANY_ATTEMPTS = 'Too many login attempts. Please try again in 15 minutes.';
/** The storefront recognises this answer to stop retrying and sign the customer out. */
export const REFRESH_FAILED = 'Error refreshing user token. User is not authorized to access the resource';
