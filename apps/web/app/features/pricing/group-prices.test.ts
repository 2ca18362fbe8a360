import { describe, expect, it } from 'vitest';
import type { CustomerProfile } from '../account/index.ts';
import { groupClaimOf } from './group-prices.ts';

const customer = (fields: Partial<CustomerProfile>) => ({ group_id: 1, ...fields }) as CustomerProfile;

describe('groupClaimOf', () => {
  it('claims a group only with the token /api/user/me answered for it, never the guest group', () => {
    expect(groupClaimOf(null)).toBeNull();
    expect(groupClaimOf(customer({ group_id: 3 }))).toBeNull();
    expect(groupClaimOf(customer({ group_id: 0, groupToken: 'token' }))).toBeNull();
    expect(groupClaimOf(customer({ group_id: 3, groupToken: 'token' }))).toEqual({
      groupId: 3,
      token: 'token',
    });
  });
});
