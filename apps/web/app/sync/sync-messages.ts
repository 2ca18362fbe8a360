/** The seeds' text for a session whose token could not be refreshed; also shown by the chrome, so kept light. */
export const REFRESH_FAILED = 'Error refreshing user token. User is not authorized to access the resource';
