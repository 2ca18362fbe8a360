/** Where the browser keeps the session (one for all store views); read without loading the session code. */
export const SESSION_KEY = 'apteek-session';
