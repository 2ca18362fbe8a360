import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { INCORRECT_COUPON, taxFromGross } from '@apteek/domain';
import { apiCall, useTestApp } from '../../test-app.ts';

const testApp = useTestApp();

const call = apiCall(testApp);

async function newCart(storeCode = 'ee'): Promise<string> {
  const { body } = await call('POST', `/api/cart/create?storeCode=${storeCode}`);
  return body.result as string;
}

/** The shopper picks another variant of a line, naming it by its item id and previous key. */
const editVariant = (cartId: string, itemId: number, previousKey: string, sku: string, qty: number) =>
  update(cartId, { sku, qty, item_id: itemId, previous_line_key: previousKey });

const update = (cartId: string, cartItem: object) =>
  call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem });

async function productPrice(sku: string, storeCode = 'ee') {
  const { body } = await call('GET', `/api/product/${sku}?storeCode=${storeCode}`);
  return body.result as { final_price_incl_tax: number; tax_rate: number };
}

describe(`the server cart on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('creates guest carts with unguessable ids', async () => {
    const [a, b] = await Promise.all([newCart(), newCart()]);
    expect(a).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(a).not.toBe(b);
  });

  it('adds a product, sets its quantity on a second update and keeps one line', async () => {
    const cartId = await newCart();
    const first = await update(cartId, { sku: 'PARA-500-20', qty: 2, quoteId: cartId });
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({
      sku: 'PARA-500-20',
      line_key: 'PARA-500-20',
      qty: 2,
      quote_id: cartId,
      product_type: 'simple',
    });
    await update(cartId, { sku: 'PARA-500-20', qty: 3, item_id: first.body.result.item_id });
    const pulled = await call('GET', `/api/cart/pull?cartId=${cartId}`);
    expect(pulled.body).toMatchObject({ code: 200 });
    expect(pulled.body.result.map((i: { sku: string; qty: number }) => [i.sku, i.qty])).toEqual([
      ['PARA-500-20', 3],
    ]);
  });

  it.each([0, -2, 1.5, 'two'])('refuses quantity %j with the seeds text, naming the field', async (qty) => {
    const cartId = await newCart();
    const { status, body } = await update(cartId, { sku: 'PARA-500-20', qty });
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ field: 'cartItem.qty', message: 'Quantity must be positive integer' }]);
  });

  it('refuses unknown, out-of-stock and prescription products and quantities above certain stock', async () => {
    const cartId = await newCart();
    expect((await update(cartId, { sku: 'NO-SUCH-SKU', qty: 1 })).status).toBe(404);
    const oos = await update(cartId, { sku: 'NAPR-250-20', qty: 1 });
    expect([oos.status, oos.body.errors?.[0]?.message]).toEqual([
      400,
      'The product is out of stock and cannot be added to the cart!',
    ]);
    const rx = await update(cartId, { sku: 'METF-500-60', qty: 1 });
    expect(rx.body.errors?.[0]?.message).toBe(
      'Prescription products can only be added via the prescription centre.',
    );
    const many = await update(cartId, { sku: 'IBU-400-20', qty: 1000 });
    expect(many.body.errors?.[0]).toEqual({ field: 'cartItem.qty', message: 'Quantity must be below 35' });
    expect((await call('GET', `/api/cart/pull?cartId=${cartId}`)).body.result).toEqual([]);
  });

  it('puts the chosen child of a configurable product in the cart, and refuses an impossible combination', async () => {
    const { product, productConfigurableChild, productAttributeValue, productConfigurableAttribute } = schema;
    const db = testApp.app.db;
    const [parent] = await db.select().from(product).where(eq(product.sku, 'COMP-STOCK'));
    const [child] = await db
      .select({ id: product.id, sku: product.sku })
      .from(productConfigurableChild)
      .innerJoin(product, eq(product.id, productConfigurableChild.childId))
      .where(eq(productConfigurableChild.parentId, parent!.id))
      .limit(1);
    const axes = await db
      .select({ attributeId: productConfigurableAttribute.attributeId })
      .from(productConfigurableAttribute)
      .where(eq(productConfigurableAttribute.productId, parent!.id));
    const values = await db
      .select()
      .from(productAttributeValue)
      .where(
        inArray(
          productAttributeValue.attributeId,
          axes.map((a) => a.attributeId),
        ),
      );
    const options = values
      .filter((v) => v.productId === child!.id)
      .map((v) => ({ option_id: v.attributeId, option_value: v.optionId }));
    const cartId = await newCart();
    const added = await update(cartId, {
      sku: 'COMP-STOCK',
      qty: 1,
      product_option: { extension_attributes: { configurable_item_options: options } },
    });
    expect(added.body.result).toMatchObject({ sku: child!.sku, parentSku: 'COMP-STOCK' });
    const wrong = await update(cartId, {
      sku: 'COMP-STOCK',
      qty: 1,
      product_option: {
        extension_attributes: {
          configurable_item_options: [{ option_id: options[0]!.option_id, option_value: 999999 }],
        },
      },
    });
    expect(wrong.body.errors?.[0]?.message).toBe(
      'No such configuration for the product. Please do choose another combination of attributes.',
    );
  });

  describe('edit mode: a line changing its options', () => {
    const pull = async (cartId: string) =>
      (
        (await call('GET', `/api/cart/pull?cartId=${cartId}`)).body.result as { sku: string; qty: number }[]
      ).map((line) => `${line.sku}:${line.qty}`);

    it('becomes the line of the new variant, keeping its item id, with no line left for the old one', async () => {
      const cartId = await newCart();
      const added = (await update(cartId, { sku: 'COMP-STOCK-S', qty: 1 })).body.result;
      const edited = await editVariant(cartId, added.item_id, 'COMP-STOCK-S', 'COMP-STOCK-M', 2);
      expect(edited.body.result).toMatchObject({
        item_id: added.item_id,
        sku: 'COMP-STOCK-M',
        line_key: 'COMP-STOCK-M',
        parentSku: 'COMP-STOCK',
        qty: 2,
      });
      expect(await pull(cartId)).toEqual(['COMP-STOCK-M:2']);
    });

    it('ends with exactly the last variant after two quick edits, even when the first is refused', async () => {
      const cartId = await newCart();
      const added = (await update(cartId, { sku: 'COMP-STOCK-S', qty: 1 })).body.result;
      // Both edits left the browser before either answer came back: they name the same item id.
      await editVariant(cartId, added.item_id, 'COMP-STOCK-S', 'COMP-STOCK-M', 1);
      await editVariant(cartId, added.item_id, 'COMP-STOCK-M', 'KNEE-SUP-L', 1);
      expect(await pull(cartId)).toEqual(['KNEE-SUP-L:1']);

      const refused = await editVariant(cartId, added.item_id, 'KNEE-SUP-L', 'KNEE-SUP-M', 100_000);
      expect(refused.status).toBe(400);
      expect(await pull(cartId)).toEqual(['KNEE-SUP-L:1']);
      await editVariant(cartId, added.item_id, 'KNEE-SUP-M', 'KNEE-SUP-S', 3);
      expect(await pull(cartId)).toEqual(['KNEE-SUP-S:3']);
    });

    it('names the line by its previous key before the browser knows its item id', async () => {
      const cartId = await newCart();
      await update(cartId, { sku: 'COMP-STOCK-S', qty: 1 });
      await update(cartId, { sku: 'COMP-STOCK-M', qty: 1, previous_line_key: 'COMP-STOCK-S' });
      await update(cartId, { sku: 'COMP-STOCK-L', qty: 1, previous_line_key: 'COMP-STOCK-M' });
      expect(await pull(cartId)).toEqual(['COMP-STOCK-L:1']);
    });

    it('joins a line that already holds the new variant, with the quantity sent', async () => {
      const cartId = await newCart();
      const small = (await update(cartId, { sku: 'COMP-STOCK-S', qty: 1 })).body.result;
      const medium = (await update(cartId, { sku: 'COMP-STOCK-M', qty: 2 })).body.result;
      const joined = await editVariant(cartId, small.item_id, 'COMP-STOCK-S', 'COMP-STOCK-M', 3);
      expect(joined.body.result).toMatchObject({ item_id: medium.item_id, qty: 3 });
      expect(await pull(cartId)).toEqual(['COMP-STOCK-M:3']);
    });

    it('answers an edit racing a plain add of the same new variant, or a removal, without a server error', async () => {
      for (let round = 0; round < 10; round++) {
        const cartId = await newCart();
        const small = (await update(cartId, { sku: 'COMP-STOCK-S', qty: 1 })).body.result;
        const answers = await Promise.all([
          update(cartId, {
            sku: 'COMP-STOCK-M',
            qty: 2,
            item_id: small.item_id,
            previous_line_key: 'COMP-STOCK-S',
          }),
          update(cartId, { sku: 'COMP-STOCK-M', qty: 2 }),
          ...(round % 2 === 0
            ? [call('POST', `/api/cart/delete?cartId=${cartId}`, { cartItem: { item_id: small.item_id } })]
            : []),
        ]);
        expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
        // A removal naming the line's item id may land after the edit moved that row: then nothing is left.
        const removedAfter = round % 2 === 0 ? [[]] : [];
        expect([['COMP-STOCK-M:2'], ...removedAfter]).toContainEqual(await pull(cartId));
      }
    });

    it('still refuses a quantity change of an item id the cart does not hold', async () => {
      const cartId = await newCart();
      expect((await update(cartId, { sku: 'COMP-STOCK-S', qty: 1, item_id: 999_999 })).status).toBe(404);
    });
  });

  it('prices a bundle from its default selections and a custom option by its fixed or percent price', async () => {
    const cartId = await newCart();
    const bundle = await update(cartId, { sku: 'SUN-BUNDLE', qty: 1 });
    expect(bundle.status).toBe(200);
    expect(bundle.body.result.price_incl_tax).toBeGreaterThan(0);

    const db = testApp.app.db;
    const { product, customOptionValue } = schema;
    const [ibu] = await db.select().from(product).where(eq(product.sku, 'IBU-400-20'));
    const [gift] = await db
      .insert(customOptionValue)
      .values({ productId: ibu!.id, optionId: 10000, price: '10', priceType: 'percent' })
      .returning();
    const base = Math.round((await productPrice('IBU-400-20')).final_price_incl_tax * 100);
    const line = await update(cartId, {
      sku: 'IBU-400-20',
      qty: 1,
      product_option: {
        extension_attributes: { custom_options: [{ option_id: 10000, option_value: String(gift!.id) }] },
      },
    });
    expect(Math.round(line.body.result.price_incl_tax * 100)).toBe(base + Math.round(base / 10));
    const plain = await update(cartId, { sku: 'IBU-400-20', qty: 1 });
    expect(plain.body.result.item_id).not.toBe(line.body.result.item_id);
    await db.delete(customOptionValue).where(eq(customOptionValue.id, gift!.id));
  });

  it('totals rows, VAT per rate and the default courier, 5.00 incl. and 4.00 excl. VAT', async () => {
    const cartId = await newCart();
    await update(cartId, { sku: 'PARA-500-20', qty: 2 });
    const price = await productPrice('PARA-500-20');
    const { body } = await call('GET', `/api/cart/totals?cartId=${cartId}`);
    const row = Math.round(price.final_price_incl_tax * 100) * 2;
    expect(body.result).toMatchObject({
      subtotal_incl_tax: row / 100,
      shipping_incl_tax: 5,
      shipping_amount: 4,
      grand_total: (row + 500) / 100,
      discount_amount: 0,
      items_qty: 2,
    });
    expect(body.result.tax_lines).toEqual([
      { rate: price.tax_rate, amount: taxFromGross(row, price.tax_rate) / 100 },
      { rate: 24, amount: 1 },
    ]);
    expect(body.result.total_segments.map((s: { code: string }) => s.code)).toEqual([
      'subtotal',
      'shipping',
      'tax',
      'grand_total',
    ]);
  });

  it('applies a valid coupon, refuses a wrong one with the seeds text, and removes it', async () => {
    await testApp.app.db
      .insert(schema.salesRule)
      .values({ code: 'TESTTEN', type: 'percent', scope: 'cart', amount: 10 })
      .onConflictDoNothing();
    const cartId = await newCart();
    await update(cartId, { sku: 'PARA-500-20', qty: 1 });
    const wrong = await call('POST', `/api/cart/apply-coupon?cartId=${cartId}&coupon=NOPE`);
    expect([wrong.status, wrong.body.errors?.[0]]).toEqual([
      400,
      { field: 'coupon', message: INCORRECT_COUPON },
    ]);
    const applied = await call('POST', `/api/cart/apply-coupon?cartId=${cartId}&coupon=testten`);
    expect(applied.body).toEqual({ code: 200, result: true });
    const totals = (await call('GET', `/api/cart/totals?cartId=${cartId}`)).body.result;
    expect(totals.coupon_code).toBe('TESTTEN');
    expect(totals.discount_amount).toBeLessThan(0);
    expect(totals.total_segments.map((s: { code: string }) => s.code)).toContain('discount');
    await call('POST', `/api/cart/delete-coupon?cartId=${cartId}`);
    expect((await call('GET', `/api/cart/totals?cartId=${cartId}`)).body.result.discount_amount).toBe(0);
  });

  it('deletes lines by item id or sku, and a second delete is harmless', async () => {
    const cartId = await newCart();
    const added = await update(cartId, { sku: 'PARA-500-20', qty: 1 });
    await update(cartId, { sku: 'IBU-400-20', qty: 1 });
    expect(
      (
        await call('POST', `/api/cart/delete?cartId=${cartId}`, {
          cartItem: { item_id: added.body.result.item_id },
        })
      ).body,
    ).toEqual({ code: 200, result: true });
    await call('POST', `/api/cart/delete?cartId=${cartId}`, { cartItem: { sku: 'IBU-400-20' } });
    const again = await call('POST', `/api/cart/delete?cartId=${cartId}`, {
      cartItem: { sku: 'IBU-400-20' },
    });
    expect(again.status).toBe(200);
    expect((await call('GET', `/api/cart/pull?cartId=${cartId}`)).body.result).toEqual([]);
  });

  it('keeps cold-storage goods out of parcel machines and hides cash on delivery for virtual carts', async () => {
    const cold = await newCart();
    await update(cold, { sku: 'PROB-CAPS-10', qty: 1 });
    const methods = await call('POST', `/api/cart/shipping-methods?cartId=${cold}`, {
      address: { country_id: 'EE' },
    });
    expect(methods.body.result.map((m: { type: string }) => m.type)).toEqual(['Courier', 'Pickup']);

    const virtual = await newCart();
    await update(virtual, { sku: 'CONSULT-30', qty: 1 });
    expect(
      (await call('GET', `/api/cart/payment-methods?cartId=${virtual}`)).body.result.map(
        (m: { code: string }) => m.code,
      ),
    ).toEqual(['maksekeskus']);
    expect((await call('POST', `/api/cart/shipping-methods?cartId=${virtual}`, {})).body.result).toEqual([]);
    const totals = (await call('GET', `/api/cart/totals?cartId=${virtual}`)).body.result;
    expect(totals.shipping_incl_tax).toBe(0);
  });

  it('stores the shipping choice and the payment method, and refuses unknown ones', async () => {
    const cartId = await newCart();
    await update(cartId, { sku: 'PARA-500-20', qty: 1 });
    const info = await call('POST', `/api/cart/shipping-information?cartId=${cartId}`, {
      addressInformation: {
        shippingAddress: { country_id: 'EE', city: 'Tallinn', postcode: '10115', street: ['Pikk 1'] },
        shippingCarrierCode: 'omniva',
        shippingMethodCode: 'parcelmachine',
      },
    });
    expect(info.body.result.totals).toMatchObject({
      shipping_incl_tax: 2.45,
      shipping_method: 'omniva_parcelmachine',
    });
    expect(info.body.result.payment_methods.map((m: { code: string }) => m.code)).toEqual([
      'maksekeskus',
      'cashondelivery',
    ]);
    const collected = await call('POST', `/api/cart/collect-totals?cartId=${cartId}`, {
      methods: { paymentMethod: { method: 'cashondelivery' } },
    });
    expect(collected.status).toBe(200);
    const bad = await call('POST', `/api/cart/collect-totals?cartId=${cartId}`, {
      methods: { paymentMethod: { method: 'paytrail' } },
    });
    expect(bad.body.errors?.[0]?.field).toBe('methods.paymentMethod.method');
  });

  it('saves the chat id', async () => {
    const cartId = await newCart();
    expect((await call('POST', `/api/cart/save-chatId?cartId=${cartId}&chatId=chat-42`)).body).toEqual({
      code: 200,
      result: true,
    });
    const [row] = await testApp.app.db.select().from(schema.cart).where(eq(schema.cart.id, cartId));
    expect(row?.chatId).toBe('chat-42');
  });

  it('answers 404 for an unknown cart, 400 without a cart id and 401 for a bad token or another customer’s cart', async () => {
    expect((await call('GET', '/api/cart/pull?cartId=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    const missing = await call('GET', '/api/cart/pull');
    expect([missing.status, missing.body.errors?.[0]?.field]).toEqual([400, 'cartId']);
    const cartId = await newCart();
    expect(
      (await call('GET', `/api/cart/pull?cartId=${cartId}`, undefined, { authorization: 'Bearer nope' }))
        .status,
    ).toBe(401);
    expect((await call('POST', '/api/cart/create', undefined, { authorization: 'Bearer nope' })).status).toBe(
      401,
    );
    expect(
      (await call('POST', '/api/cart/create?guest=true', undefined, { authorization: 'Bearer nope' })).status,
    ).toBe(200);
    await testApp.app.db.update(schema.cart).set({ customerId: 7 }).where(eq(schema.cart.id, cartId));
    expect((await call('GET', `/api/cart/pull?cartId=${cartId}`)).status).toBe(401);
    expect((await update(cartId, { sku: 'PARA-500-20', qty: 1 })).status).toBe(401);
  });

  it("refuses every cart call on another customer's cart and changes nothing in it", async () => {
    const cartId = await newCart();
    await update(cartId, { sku: 'PARA-500-20', qty: 1 });
    await testApp.app.db.update(schema.cart).set({ customerId: 8 }).where(eq(schema.cart.id, cartId));
    const q = `cartId=${cartId}`;
    const attempts: [method: 'GET' | 'POST', url: string, body?: object][] = [
      ['GET', `/api/cart/pull?${q}`],
      ['POST', `/api/cart/update?${q}`, { cartItem: { sku: 'IBU-400-20', qty: 1 } }],
      ['POST', `/api/cart/delete?${q}`, { cartItem: { sku: 'PARA-500-20' } }],
      ['GET', `/api/cart/totals?${q}`],
      ['GET', `/api/cart/payment-methods?${q}`],
      ['POST', `/api/cart/shipping-methods?${q}`, { address: { country_id: 'EE' } }],
      [
        'POST',
        `/api/cart/shipping-information?${q}`,
        { addressInformation: { shippingCarrierCode: 'courier', shippingMethodCode: 'flatrate' } },
      ],
      ['POST', `/api/cart/collect-totals?${q}`, { methods: {} }],
      ['POST', `/api/cart/apply-coupon?${q}&coupon=NEWSLETTER10`],
      ['POST', `/api/cart/delete-coupon?${q}`],
      ['POST', `/api/cart/save-chatId?${q}&chatId=stolen`],
    ];
    for (const [method, url, body] of attempts) {
      expect([url, (await call(method, url, body)).status]).toEqual([url, 401]);
    }
    const [row] = await testApp.app.db.select().from(schema.cart).where(eq(schema.cart.id, cartId));
    expect([row?.couponCode, row?.chatId]).toEqual([null, null]);
    const items = await testApp.app.db
      .select()
      .from(schema.cartItem)
      .where(eq(schema.cartItem.cartId, cartId));
    expect(items.map((item) => `${item.sku}:${item.qty}`)).toEqual(['PARA-500-20:1']);
  });

  it('loses and duplicates no line under 50 concurrent updates to one cart', async () => {
    const cartId = await newCart();
    const skus = ['PARA-500-20', 'IBU-400-20', 'PARA-SUSP-100', 'CONSULT-30', 'SUN-BUNDLE'];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => update(cartId, { sku: skus[i % skus.length]!, qty: (i % 3) + 1 })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const lines = (await call('GET', `/api/cart/pull?cartId=${cartId}`)).body.result as { sku: string }[];
    expect(lines.map((l) => l.sku).sort()).toEqual([...skus].sort());
  });
});
