import { AddressLines } from './AddressFields.tsx';
import { sectionFields } from './CheckoutFields.tsx';
import { FerryDeliveryNote } from './FerryDeliveryNote.tsx';
import { SameDayCourierNote } from './SameDayCourierNote.tsx';
import type { Checkout } from './use-checkout.ts';

/** Courier address: the address lines and the county of the delivery country, and what the county means for it. */
export function CourierAddress({ checkout }: { checkout: Checkout }) {
  const { bind, values } = sectionFields(checkout, 'shippingDetails');
  const fields = ['streetAddress', 'apartmentNumber', 'city', 'zipCode', 'state'] as const;
  return (
    <div className="flex flex-col gap-4">
      <SameDayCourierNote />
      <AddressLines
        bound={
          Object.fromEntries(fields.map((field) => [field, bind(field)])) as Record<
            (typeof fields)[number],
            ReturnType<typeof bind>
          >
        }
        country={checkout.deliveryCountry}
      />
      <FerryDeliveryNote country={checkout.deliveryCountry} region={values.state} />
    </div>
  );
}
