import { describe, expect, it } from 'vitest';
import { DomainError, isDomainError } from './errors.ts';

describe('DomainError', () => {
  it('carries its code and the details the message is made from', () => {
    const error = new DomainError('cart_not_found', { cartId: 'c-1' });
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('cart_not_found');
    expect(error.details).toEqual({ cartId: 'c-1' });
    expect(error.message).toBe('cart_not_found {"cartId":"c-1"}');
  });

  it('needs no details for a code that carries none', () => {
    const error = new DomainError('login_failed');
    expect(error.details).toBeUndefined();
    expect(error.message).toBe('login_failed');
  });

  it('keeps every field error of an invalid request', () => {
    const errors = [
      { field: 'email', message: 'Field is required' },
      { field: 'coupon', message: 'The coupon code is not valid' },
    ];
    expect(new DomainError('invalid_request', { errors }).details.errors).toEqual(errors);
  });
});

describe('isDomainError', () => {
  it('recognises a domain error by its code', () => {
    const error: unknown = new DomainError('order_not_found');
    expect(isDomainError(error, 'order_not_found')).toBe(true);
    expect(isDomainError(error, 'cart_not_found')).toBe(false);
  });

  it('refuses other errors and values', () => {
    expect(isDomainError(new Error('order_not_found'), 'order_not_found')).toBe(false);
    expect(isDomainError({ code: 'order_not_found' }, 'order_not_found')).toBe(false);
  });
});
