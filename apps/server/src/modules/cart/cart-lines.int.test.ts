import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { apiCall, useTestApp } from '../../test-app.ts';
import { cartCalls } from './cart-test-calls.ts';

const testApp = useTestApp();

const call = apiCall(testApp);

const { newCart, update, editVariant, productPrice } = cartCalls(call);

describe(`the server cart's lines on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
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

  it.each([0, -2, 1.5, 'two'])('refuses quantity %j with its message, naming the field', async (qty) => {
    const cartId = await newCart();
    const { status, body } = await update(cartId, { sku: 'PARA-500-20', qty });
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ field: 'cartItem.qty', message: 'Quantity must be positive integer' }]);
  });

  it('refuses unknown and prescription products and quantities above certain stock', async () => {
    const cartId = await newCart();
    expect((await update(cartId, { sku: 'NO-SUCH-SKU', qty: 1 })).status).toBe(404);
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
    ).toMatchObject({ code: 200, result: true });
    await call('POST', `/api/cart/delete?cartId=${cartId}`, { cartItem: { sku: 'IBU-400-20' } });
    const again = await call('POST', `/api/cart/delete?cartId=${cartId}`, {
      cartItem: { sku: 'IBU-400-20' },
    });
    expect(again.status).toBe(200);
    expect((await call('GET', `/api/cart/pull?cartId=${cartId}`)).body.result).toEqual([]);
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
