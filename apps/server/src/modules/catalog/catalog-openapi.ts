import { envelope, errorResponses, jsonBody, pathParameter, type PathItems } from '../docs/index.ts';
import { ProductSearchSchema } from './search-schemas.ts';
import { UrlMapSchema } from './url-map.ts';

const entityTypes = ['product', 'attribute', 'category', 'taxrule', 'cms_page', 'cms_block', 'cms_hierarchy'];

export const catalogPaths: PathItems = {
  '/api/catalog/search/{entityType}': {
    post: {
      summary: 'Search-engine-style query by entity type',
      description:
        'For `product` the body is shown below: filters on attribute option codes, category ids (with their ' +
        'subcategories), price range in euros incl. VAT, visibility and status; a full-text `term` in the store ' +
        'language (stemming, prefixes, codes in every language, typo tolerance); `aggregations` names the ' +
        'attributes to count, and the price buckets 0-50, 50-100, 100-150, 150+ come with them. Other entity ' +
        'types take `{ storeCode, filters, from, size }`: attribute (filters.attribute_code), category ' +
        '(filters.ids, parent_id, level, is_active, url_key; up to 4000 by position; ids below 2 are empty), ' +
        'taxrule, cms_page and cms_hierarchy (filters.identifier, size up to 500), cms_block (size 150 by default).',
      parameters: [pathParameter('entityType', { enum: entityTypes }, 'What to search')],
      requestBody: jsonBody(ProductSearchSchema),
      responses: {
        200: envelope('items, total, perPage, start, aggregations, attributeMetadata', { type: 'object' }),
        ...errorResponses,
      },
    },
  },
  '/api/product/{value}': {
    get: {
      summary: 'Product by key with the product-load rules',
      description:
        'A disabled product (status ≥ 2) is an empty result naming the status; a configurable child (visibility 1) ' +
        'answers with its parent and `requested_sku`; out-of-stock and disabled variants are dropped and ' +
        "`errors.variants` is 'No available product variants' when none is left; grouped and bundle prices are summed.",
      parameters: [
        pathParameter('value', { type: 'string' }, 'The key value, e.g. a SKU'),
        { name: 'key', in: 'query', schema: { enum: ['sku', 'id', 'url_key'], default: 'sku' } },
        { name: 'storeCode', in: 'query', schema: { enum: ['ee', 'fi', 'en', 'ru'], default: 'ee' } },
        {
          name: 'groupId',
          in: 'query',
          schema: { type: 'integer' },
          description: 'Customer group for tier prices',
        },
        {
          name: 'groupToken',
          in: 'query',
          schema: { type: 'string' },
          description: 'Token issued at login for groupId; without a valid one, guest prices',
        },
      ],
      responses: { 200: envelope('The product document', { type: 'object' }), ...errorResponses },
    },
  },
  '/api/url/map': {
    post: {
      summary: 'URL dispatcher: a store path to its product, category or CMS page document',
      requestBody: jsonBody(UrlMapSchema),
      responses: {
        200: envelope('{ _type, _source }', {
          type: 'object',
          properties: {
            _type: { enum: ['product', 'category', 'cms_page', 'campaign'] },
            _source: { type: 'object' },
          },
        }),
        ...errorResponses,
      },
    },
  },
  '/api/url': {
    get: {
      summary: 'The URL dispatcher with the path in the query string',
      parameters: [
        { name: 'url', in: 'query', required: true, schema: { type: 'string' } },
        { name: 'storeCode', in: 'query', schema: { enum: ['ee', 'fi', 'en', 'ru'] } },
      ],
      responses: { 200: envelope('{ _type, _source }', { type: 'object' }), ...errorResponses },
    },
  },
};
