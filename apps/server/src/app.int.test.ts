// @postgres: the health answer names the engine the app runs on.
import { describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { postJsonText, useTestApp } from './test-app.ts';

const testApp = useTestApp();

describe(`app on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it("reports health with the database engine and the realtime hub's sockets", async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 200,
      result: {
        status: 'ok',
        database: process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite',
        realtime: { sockets: 0, limit: expect.any(Number), refused: { cart: 0, address: 0, total: 0 } },
      },
    });
  });

  it('answers unknown API paths with a JSON 404, not a page', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/nope', payload: { a: 1 } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, result: 'Not found', reason: 'not_found' });
  });

  it('answers malformed JSON with a 400 in the API envelope', async () => {
    const response = await postJsonText(testApp.app, '/api/health', '{"broken":');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(400);
  });

  it('serves generated pack shots under /media with caching', async () => {
    const [row] = await testApp.app.db.select({ image: schema.product.image }).from(schema.product).limit(1);
    const response = await testApp.app.inject({ method: 'GET', url: `/media/${row!.image}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toContain('max-age=604800');
  });
});
