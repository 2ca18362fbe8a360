import { z } from 'zod';
import {
  FEED_IMAGE_MEDIA_TYPES,
  FEED_IMAGE_NAME_MAX,
  FEED_KINDS,
  FEED_ROW_SCHEMAS,
  ImportJobSchema,
  ImportJobSummarySchema,
  IntegrationKeySchema,
  CreatedIntegrationKeySchema,
  type FeedKind,
} from '@apteek/domain';
import {
  envelope,
  errorResponses,
  jsonBody,
  pathParameter,
  queryParameters,
  type PathItems,
} from '../docs/index.ts';
import {
  FeedQuerySchema,
  NewIntegrationKeySchema,
  RecentJobsQuerySchema,
  StaffFeedQuerySchema,
} from './feed-schemas.ts';

/** A feed row's JSON Schema, as its sender validates against it. */
export function feedRowJsonSchema(kind: FeedKind): object {
  return z.toJSONSchema(FEED_ROW_SCHEMAS[kind], { io: 'input', unrepresentable: 'any' });
}

const output = (schema: z.core.$ZodType) => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });

const BEARER = 'Authorization: Bearer <key> of an integration whose scopes open this feed.';

const feedBody = {
  required: true,
  description:
    'One row per line, each checked and applied alone; sent as it is read (any size). Products, prices and ' +
    'categories as JSON Lines; stock as JSON Lines or CSV with a header (sku, qty, in_stock, volatile; comma or semicolon).',
  content: {
    // Each line is one row of the feed's schema (GET /api/feeds/schemas/{kind}).
    'application/x-ndjson': {
      schema: { oneOf: FEED_KINDS.map(feedRowJsonSchema) },
    },
    'text/csv': { schema: { type: 'string' } },
  },
};

export const feedPaths: PathItems = {
  '/api/feeds/{kind}': {
    post: {
      summary: 'Send a feed: products, stock, prices or categories',
      description:
        `${BEARER} Good rows are applied, each bad row is reported with its line, field and reason: the reason ` +
        'in English (`reason`) and as a code with the values its text names (`code`, `params`; docs/FEEDS.md). ' +
        'A batch id is taken once per key and feed: sending it again answers the first job (`repeated`) and ' +
        'changes nothing. `mode=full` also takes every product the batch leaves out off sale (products) or ' +
        'to zero (stock); `dryRun=true` checks and counts without keeping anything. The answer is the job.',
      parameters: [
        pathParameter('kind', { enum: [...FEED_KINDS] }, 'Which feed'),
        ...queryParameters(FeedQuerySchema),
      ],
      requestBody: feedBody,
      responses: {
        200: envelope('The job, finished', output(ImportJobSchema)),
        400: errorResponses[400],
        401: envelope('No key, or a key unknown or revoked', { type: 'string' }),
        403: envelope('The key may not send this feed', { type: 'string' }),
        415: envelope('Not a media type the feed is read in', { type: 'string' }),
      },
    },
  },
  '/api/feeds/images/{name}': {
    put: {
      summary: 'Upload a picture that products rows then name as `file:<name>`',
      description:
        `${BEARER.replace('this feed', 'the products feed (catalogue)')} The body is the picture itself, ` +
        `at most the pictures' limit (10 MB unless set), in one of its media types (SVG is not taken). It is ` +
        'checked, shrunk to at most 1200×1488 and stored as WebP under its content’s digest, as a picture by ' +
        'address is; a products row names it in `images` as `file:<name>`. The same name again takes the new ' +
        'picture for the rows sent after. A row naming a name never uploaded is refused on its own row ' +
        '(`images.N`, `image_file_unknown`). The import command uploads the files its feed names from beside ' +
        'the feed file.',
      parameters: [
        pathParameter(
          'name',
          { type: 'string', maxLength: FEED_IMAGE_NAME_MAX, example: 'packshots/algi-150.jpg' },
          'Letters, digits, dot, dash and underscore, folders joined by /, none starting with a dot',
        ),
      ],
      requestBody: {
        required: true,
        content: Object.fromEntries(
          Object.keys(FEED_IMAGE_MEDIA_TYPES).map((type) => [
            type,
            { schema: { type: 'string', format: 'binary' } },
          ]),
        ),
      },
      responses: {
        200: envelope('The picture, stored', {
          type: 'object',
          properties: {
            name: { type: 'string' },
            entry: { type: 'string', description: 'What a products row names it by: `file:<name>`' },
            file: { type: 'string', description: 'The media file, `product/<digest>.webp`' },
          },
          required: ['name', 'entry', 'file'],
        }),
        400: errorResponses[400],
        401: envelope('No key, or a key unknown or revoked', { type: 'string' }),
        403: envelope('The key may not send products (no catalogue scope)', { type: 'string' }),
        413: envelope('Larger than a picture may be (`feed_image_too_large`)', { type: 'string' }),
        415: envelope('Not a picture’s media type (`feed_image_type_unsupported`)', { type: 'string' }),
        422: envelope('Not a picture that can be read (`feed_image_unreadable`)', { type: 'string' }),
      },
    },
  },
  '/api/feeds/jobs/{jobId}': {
    get: {
      summary: "One of this key's jobs, with its progress while it runs",
      description: BEARER.replace(' whose scopes open this feed', ''),
      parameters: [pathParameter('jobId', { type: 'string', format: 'uuid' }, 'The job id')],
      responses: { 200: envelope('The job', output(ImportJobSchema)), ...errorResponses },
    },
  },
  '/api/feeds/schemas/{kind}': {
    get: {
      summary: "A feed row's JSON Schema",
      parameters: [pathParameter('kind', { enum: [...FEED_KINDS] }, 'Which feed')],
      responses: { 200: { description: 'The JSON Schema of one row (one line)' }, 404: errorResponses[404] },
    },
  },
  '/api/staff/catalogue/feeds/{kind}': {
    post: {
      summary: 'Upload a feed file (administrators and catalogue managers)',
      description:
        'Staff session cookie. The file is stored as it arrives, then imported as a job like an ' +
        "integration's batch, with the file's SHA-256 as its batch id (the same file again answers the " +
        'first job, `repeated`). The answer is the job as it starts; follow it with ' +
        '/api/staff/catalogue/jobs/{jobId}. Audited.',
      parameters: [
        pathParameter('kind', { enum: [...FEED_KINDS] }, 'Which feed'),
        ...queryParameters(StaffFeedQuerySchema),
      ],
      requestBody: feedBody,
      responses: {
        200: envelope('The job, running', output(ImportJobSchema)),
        ...errorResponses,
        415: envelope('Not a media type the feed is read in', { type: 'string' }),
      },
    },
  },
  '/api/staff/catalogue/jobs': {
    get: {
      summary: 'The latest import jobs, newest first, without their errors (catalogue staff)',
      parameters: queryParameters(RecentJobsQuerySchema),
      responses: {
        200: envelope('Jobs', { type: 'array', items: output(ImportJobSummarySchema) }),
        ...errorResponses,
      },
    },
  },
  '/api/staff/catalogue/jobs/{jobId}': {
    get: {
      summary: 'Any import job with its progress and errors (catalogue staff)',
      parameters: [pathParameter('jobId', { type: 'string', format: 'uuid' }, 'The job id')],
      responses: { 200: envelope('The job', output(ImportJobSchema)), ...errorResponses },
    },
  },
  '/api/staff/integrations': {
    get: {
      summary: 'The integrations and their keys (administrators)',
      responses: {
        200: envelope('Keys, newest first', { type: 'array', items: output(IntegrationKeySchema) }),
      },
    },
    post: {
      summary: 'A new integration key (administrators); the key is answered this once',
      requestBody: jsonBody(NewIntegrationKeySchema),
      responses: {
        200: envelope('The new key', output(CreatedIntegrationKeySchema)),
        400: errorResponses[400],
      },
    },
  },
  '/api/staff/integrations/{keyId}/revoke': {
    post: {
      summary: 'Revoke an integration key at once (administrators)',
      parameters: [pathParameter('keyId', { type: 'integer' }, 'The key id')],
      responses: {
        200: envelope('The key, revoked', output(IntegrationKeySchema)),
        404: errorResponses[404],
      },
    },
  },
};
