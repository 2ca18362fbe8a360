import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ParcelMachine } from '../order/order-api.ts';
import { searchParcelMachines } from './parcel-machine-search.ts';

const machine = (name: string, city: string, address = ''): ParcelMachine => ({
  id: name,
  carrierCode: 'omniva',
  country: 'EE',
  name,
  address,
  city,
  zipCode: '10000',
});

const MACHINES = [
  machine('Tartu Lõunakeskuse pakiautomaat', 'Tartu', 'Ringtee 75'),
  machine('Ahtme Grossi pakiautomaat', 'Kohtla-Järve', 'Puru tee 77'),
  machine('Tallinna Kristiine keskuse pakiautomaat', 'Tallinn', 'Endla 45'),
];

describe('searchParcelMachines', () => {
  it('matches every word in name, address or city, ignoring case and diacritics', () => {
    expect(searchParcelMachines(MACHINES, 'tartu LOUNA').map((m) => m.city)).toEqual(['Tartu']);
    expect(searchParcelMachines(MACHINES, 'järve').map((m) => m.city)).toEqual(['Kohtla-Järve']);
    expect(searchParcelMachines(MACHINES, 'endla 45').map((m) => m.city)).toEqual(['Tallinn']);
    expect(searchParcelMachines(MACHINES, 'narva')).toEqual([]);
  });

  it('lists all machines in name order for an empty query', () => {
    expect(searchParcelMachines(MACHINES, '  ').map((m) => m.city)).toEqual([
      'Kohtla-Järve',
      'Tallinn',
      'Tartu',
    ]);
  });

  it('only narrows the list as the query grows', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), fc.string({ maxLength: 3 }), (query, more) => {
        const wider = searchParcelMachines(MACHINES, query);
        for (const found of searchParcelMachines(MACHINES, query + more)) expect(wider).toContain(found);
      }),
    );
  });
});
