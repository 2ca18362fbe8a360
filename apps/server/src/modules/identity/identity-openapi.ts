import {
  envelope,
  errorResponses,
  jsonBody,
  pathParameter,
  queryParameters,
  tokenAnswer,
  type PathItems,
} from '../docs/index.ts';
import { MobileIdInitSchema } from './mobile-id/index.ts';
import { IdentityLoginBody, IdentitySessionQuery, SmartIdInitSchema } from './smart-id/index.ts';

const notAuthorized = {
  401: envelope('`User not authorized`: no such session, spent, expired or another browser’s', {
    type: 'string',
  }),
};
const throttled = { 429: envelope('Too many starts; Retry-After says how long to wait', { type: 'string' }) };

const started = envelope(
  'The store’s session id (signed, bound to this browser by an HttpOnly cookie) and the 4-digit verification code',
  {
    type: 'object',
    properties: { sessionId: { type: 'string' }, verificationCode: { type: 'string', pattern: '^\\d{4}$' } },
  },
);

const polled = envelope(
  'RUNNING while the person has not answered (the call waits up to a second on the provider first); ' +
    'COMPLETE with result OK, or the provider’s end (USER_REFUSED, TIMEOUT, USER_CANCELLED, …) and its message',
  {
    type: 'object',
    properties: {
      state: { enum: ['RUNNING', 'COMPLETE'] },
      result: { type: ['string', 'null'] },
      message: { type: 'string' },
    },
  },
);

const loggedIn = tokenAnswer('The access token in `result`, the refresh token in `meta.refreshToken`');

/** The three calls (init, session, login) for Smart-ID (`smartid`) or Mobile-ID (`mobileid`). */
function skPaths(
  path: 'smartid' | 'mobileid',
  name: string,
  init: Parameters<typeof jsonBody>[0],
): PathItems {
  return {
    [`/api/user/${path}/init`]: {
      post: {
        summary: `Starts a ${name} authentication; 400 \`Initiate Authentication rejected\` when the provider will not start it`,
        requestBody: jsonBody(init),
        responses: { 200: started, ...errorResponses, ...throttled },
      },
    },
    [`/api/user/${path}/session`]: {
      get: {
        summary: `Polls the ${name} session once; a session ended in a refusal is told once and then unknown`,
        parameters: queryParameters(IdentitySessionQuery),
        responses: { 200: polled, ...errorResponses, ...notAuthorized },
      },
    },
    [`/api/user/${path}/login`]: {
      post: {
        summary: `Logs in the person a COMPLETE/OK ${name} session proved, once; the first login makes the customer`,
        requestBody: jsonBody(IdentityLoginBody),
        responses: { 200: loggedIn, ...errorResponses, ...notAuthorized },
      },
    },
  };
}

/**
 * Strong identification's JSON and popup calls. They answer 404 when the
 * provider has neither a configured contract nor its sandbox on; dummyLogin only with the sandboxes.
 */
export const identityPaths: PathItems = {
  ...skPaths('smartid', 'Smart-ID', SmartIdInitSchema),
  ...skPaths('mobileid', 'Mobile-ID', MobileIdInitSchema),
  '/api/user/eident': {
    get: {
      summary:
        'Starts Finnish bank identification in the popup: 302 to the broker (OpenID Connect, state, nonce, PKCE)',
      parameters: [
        {
          name: 'redirect_url',
          in: 'query',
          required: true,
          schema: { type: 'string', examples: ['/fi/eident/result'] },
          description: 'This shop’s /eident/result or /{store}/eident/result',
        },
      ],
      responses: {
        302: { description: 'To the broker, or to the result page when it is unreachable' },
        ...errorResponses,
      },
    },
  },
  '/api/user/eident/callback': {
    get: {
      summary:
        'Where the broker returns the popup: 303 to the result page with the refresh token, or `#error=unauthorized`',
      parameters: ['code', 'state', 'error'].map((name) => ({
        name,
        in: 'query',
        required: false,
        schema: { type: 'string' },
      })),
      responses: { 303: { description: 'To the result page the login started from' } },
    },
  },
  '/api/user/dummyLogin/{id}': {
    get: {
      summary: 'Logs in as a test person of the identity sandboxes (only while they are on; 404 otherwise)',
      parameters: [
        pathParameter(
          'id',
          { type: 'string', maxLength: 20, examples: ['40504040001', '131052-308T'] },
          'The test person’s personal code',
        ),
      ],
      responses: {
        200: envelope('Access and refresh token', {
          type: 'object',
          properties: { token: { type: 'string' }, refreshToken: { type: 'string' } },
        }),
        ...errorResponses,
        ...throttled,
      },
    },
  },
};
