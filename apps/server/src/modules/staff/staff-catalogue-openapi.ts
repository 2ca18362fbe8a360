import { z } from 'zod';
import { StaffProductPageSchema, StaffProductSchema } from '@apteek/domain';
import {
  envelope,
  errorResponses,
  jsonBody,
  pathParameter,
  queryParameters,
  type PathItems,
} from '../docs/index.ts';
import { ProductSaleBodySchema, StaffProductSearchQuerySchema } from './staff-catalogue-products.ts';

const output = (schema: z.core.$ZodType) => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
const text = { type: 'string' };
const catalogueStaff =
  'Administrators and catalogue managers: the session cookie `apteek_staff` (a guest gets 401, ' +
  'another role 403). Every answer has Cache-Control: no-store; a POST needs Content-Type: application/json.';
const refusals = {
  ...errorResponses,
  401: envelope("No staff session: 'Staff login required.'", text),
  403: envelope("'Not allowed.'", text),
};
const sku = pathParameter('sku', { type: 'string', minLength: 1, maxLength: 64 }, 'The product’s SKU');

/** /staff/catalogue's products: search, one product, its sale state. */
export const staffCataloguePaths: PathItems = {
  '/api/staff/catalogue/products': {
    get: {
      summary: 'Products whose SKU or name in any language holds `q`, 20 a page, an exact SKU first',
      description: catalogueStaff,
      parameters: queryParameters(StaffProductSearchQuerySchema),
      responses: { 200: envelope('A page of products', output(StaffProductPageSchema)), ...refusals },
    },
  },
  '/api/staff/catalogue/products/{sku}': {
    get: {
      summary:
        'One product: its texts in four languages, type, prescription status, narcotic marker, VAT class, visibility, stock and prices',
      description: catalogueStaff,
      parameters: [sku],
      responses: { 200: envelope('The product', output(StaffProductSchema)), ...refusals },
    },
  },
  '/api/staff/catalogue/products/{sku}/sale': {
    post: {
      summary: 'Takes the product off sale or back, with a reason (audited)',
      description:
        `${catalogueStaff} Off sale is a feed's disabled status: the product leaves listings, search ` +
        'and the sitemap at once, its page is not found and the cart refuses it. Asking for the state ' +
        'it is in changes nothing.',
      parameters: [sku],
      requestBody: jsonBody(ProductSaleBodySchema),
      responses: { 200: envelope('The product, changed', output(StaffProductSchema)), ...refusals },
    },
  },
};
