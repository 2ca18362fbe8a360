import type { CheckoutForm, CountryCode, ErrorReason } from '@apteek/domain';
import type { ApiAuth } from '../../api/api-auth.ts';
import { sessionStore, useSession } from '../account/index.ts';

/** The account feature's customer, as its session hook hands it over. */
export type CustomerProfile = NonNullable<NonNullable<ReturnType<typeof useSession>['session']>['user']>;

/** The logged-in customer as the checkout needs them: whether there is one, and the profile to prefill. */
export function useCustomer(): { isLoggedIn: boolean; profile: CustomerProfile | null } {
  const { session } = useSession();
  return { isLoggedIn: session !== null, profile: session?.user ?? null };
}

/** Empty fields take the profile's values and its default shipping address; typed ones stay. */
export function prefillFromProfile(form: CheckoutForm, profile: CustomerProfile): CheckoutForm {
  const keep = (typed: string, known: string | null | undefined) => typed || known || '';
  const address = profile.addresses.find((a) => a.isDefaultShipping) ?? profile.addresses[0];
  const person = form.personalDetails;
  const ship = form.shippingDetails;
  return {
    ...form,
    personalDetails: {
      ...person,
      firstName: keep(person.firstName, profile.firstname),
      lastName: keep(person.lastName, profile.lastname),
      emailAddress: keep(person.emailAddress, profile.email),
      phoneNumber: keep(person.phoneNumber, profile.phoneNumber ?? address?.telephone),
      createAccount: false,
    },
    shippingDetails: {
      ...ship,
      streetAddress: keep(ship.streetAddress, address?.street),
      apartmentNumber: keep(ship.apartmentNumber, address?.apartmentNumber),
      city: keep(ship.city, address?.city),
      zipCode: keep(ship.zipCode, address?.postcode),
    },
  };
}

/** Finalize: a logged-in customer's profile (and order history) is read again. */
export async function refreshProfile(country: CountryCode): Promise<void> {
  const store = await sessionStore();
  if (store?.snapshot()) await store.authorize(country);
}

/**
 * Runs a call as the logged-in customer (or as a guest). The API client refreshes an access token
 * that expired meanwhile; when the session could not be refreshed the call goes again as a guest.
 */
export async function asCustomer<T extends { code: number; result: unknown; reason?: ErrorReason } | null>(
  run: (auth: ApiAuth | null) => Promise<T>,
): Promise<T> {
  const auth = (await sessionStore())?.auth ?? null;
  const answer = await run(auth);
  return auth && answer?.reason === 'refresh_failed' ? run(null) : answer;
}
