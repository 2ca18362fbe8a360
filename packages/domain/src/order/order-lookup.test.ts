import { describe, expect, it } from 'vitest';
import { orderLookupKeys, sameOrderEmail } from './order-lookup.ts';

describe('the guest order look-up', () => {
  it('counts a try against the address (an IPv6 /64) and the order number, day windows first', () => {
    const keys = orderLookupKeys({ ip: '2001:db8:1:2:3:4:5:6', orderNumber: ' 100000042 ' }).map(
      (k) => k.key,
    );
    expect(keys).toEqual([
      'order-lookup:address:day:2001:db8:1:2::/64',
      'order-lookup:order:day:100000042',
      'order-lookup:address:minute:2001:db8:1:2::/64',
      'order-lookup:order:minute:100000042',
    ]);
  });

  it("matches the order's e-mail whatever the letters' case and spaces around it", () => {
    expect(sameOrderEmail('Mari.Tamm@example.ee', ' mari.tamm@EXAMPLE.ee')).toBe(true);
    expect(sameOrderEmail('mari.tamm@example.ee', 'mari.tamm@example.com')).toBe(false);
  });
});
