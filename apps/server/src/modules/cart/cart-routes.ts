import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '@apteek/domain';
import { parseInput } from '../../plugins/validation.ts';
import type { CatalogContext } from '../catalog/index.ts';
import { cartService, type Caller } from './cart-service.ts';
import {
  CartIdQuerySchema,
  ChatIdQuerySchema,
  CollectTotalsBodySchema,
  CouponQuerySchema,
  CreateCartQuerySchema,
  DeleteItemBodySchema,
  ShippingInformationBodySchema,
  ShippingMethodsBodySchema,
  UpdateItemBodySchema,
} from './cart-schemas.ts';

/**
 * A request's caller: a guest, or the customer its bearer token names. A bearer token that names
 * nobody is refused with 401, so the client's token refresh (spec 000 §4) can run.
 */
function callerOf(request: FastifyRequest): Caller {
  if (request.headers.authorization && request.customerId === null) {
    throw new DomainError('invalid_token');
  }
  return { customerId: request.customerId };
}

const isSet = (flag: string | undefined) => flag === 'true' || flag === '1';

/** The cart calls of spec 000 §7; the cart id travels in the query string as the seeds' client sends it. */
export async function registerCartRoutes(app: FastifyInstance, catalog: CatalogContext): Promise<void> {
  const carts = cartService(catalog, () => app.now());

  const cartOf = async (request: FastifyRequest, query: unknown = request.query) => {
    const { cartId } = parseInput(CartIdQuerySchema, query);
    return carts.require(cartId, callerOf(request));
  };
  const ok = <T>(result: T) => ({ code: 200, result });

  app.post('/cart/create', async (request) => {
    const query = parseInput(CreateCartQuerySchema, request.query);
    await app.limits.perIp(request, 'cartCreate');
    const caller = isSet(query.guest) ? { customerId: null } : callerOf(request);
    return ok(await carts.create(query.storeCode, caller, query.mergeCartId));
  });

  app.get('/cart/pull', async (request) => ok(await carts.pull(await cartOf(request))));

  app.post('/cart/update', async (request) => {
    const cart = await cartOf(request);
    const { cartItem } = parseInput(UpdateItemBodySchema, request.body ?? {});
    return ok(await carts.update(cart, cartItem));
  });

  app.post('/cart/delete', async (request) => {
    const cart = await cartOf(request);
    const { cartItem } = parseInput(DeleteItemBodySchema, request.body ?? {});
    return ok(await carts.remove(cart, { itemId: cartItem.item_id, sku: cartItem.sku }));
  });

  app.get('/cart/totals', async (request) => ok(await carts.totals(await cartOf(request))));

  app.get('/cart/payment-methods', async (request) => ok(await carts.paymentMethods(await cartOf(request))));

  app.post('/cart/shipping-methods', async (request) => {
    const cart = await cartOf(request);
    const { address } = parseInput(ShippingMethodsBodySchema, request.body ?? {});
    return ok(await carts.shippingMethods(cart, address.country_id));
  });

  app.post('/cart/shipping-information', async (request) => {
    const cart = await cartOf(request);
    const { addressInformation: info } = parseInput(ShippingInformationBodySchema, request.body ?? {});
    await carts.setShipping(cart, {
      carrierCode: info.shippingCarrierCode,
      methodCode: info.shippingMethodCode,
      shippingAddress: info.shippingAddress,
      billingAddress: info.billingAddress,
    });
    const updated = await carts.require(cart.id, callerOf(request));
    return ok({ totals: await carts.totals(updated), payment_methods: await carts.paymentMethods(updated) });
  });

  app.post('/cart/collect-totals', async (request) => {
    const cart = await cartOf(request);
    const { methods } = parseInput(CollectTotalsBodySchema, request.body ?? {});
    if (methods.paymentMethod) await carts.setPaymentMethod(cart, methods.paymentMethod.method);
    if (methods.shippingCarrierCode && methods.shippingMethodCode) {
      await carts.setShipping(cart, {
        carrierCode: methods.shippingCarrierCode,
        methodCode: methods.shippingMethodCode,
        shippingAddress: cart.shippingAddress ?? { country_id: 'EE' },
      });
    }
    return ok(await carts.totals(await carts.require(cart.id, callerOf(request))));
  });

  app.post('/cart/apply-coupon', async (request) => {
    const query = parseInput(CouponQuerySchema, request.query);
    return ok(await carts.applyCoupon(await cartOf(request, query), query.coupon));
  });

  app.post('/cart/delete-coupon', async (request) => ok(await carts.deleteCoupon(await cartOf(request))));

  app.post('/cart/save-chatId', async (request) => {
    const query = parseInput(ChatIdQuerySchema, request.query);
    return ok(await carts.saveChatId(await cartOf(request, query), query.chatId));
  });
}
