import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ParcelMachine } from '../order/order-api.ts';
import { parcelMachineMatch, searchParcelMachines } from './parcel-machine-search.ts';

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

  it('lists the machines in the town typed before those on a street named after it elsewhere', () => {
    const machines = [
      machine('Haapsalu Rimi pakiautomaat', 'Haapsalu', 'Tallinna mnt 1'),
      machine('Narva Fama keskuse pakiautomaat', 'Narva', 'Tallinna mnt 19c'),
      machine('Tallinna Ülemiste keskuse pakiautomaat', 'Tallinn', 'Suur-Sõjamäe 4'),
      machine('Kristiine pakiautomaat', 'Tallinn', 'Endla 45'),
      machine('Tallinna maantee pakiautomaat', 'Rapla', 'Tallinna mnt 2'),
    ];
    expect(searchParcelMachines(machines, 'Tallinn').map((m) => `${m.city}: ${m.name}`)).toEqual([
      'Tallinn: Kristiine pakiautomaat',
      'Tallinn: Tallinna Ülemiste keskuse pakiautomaat',
      'Rapla: Tallinna maantee pakiautomaat',
      'Haapsalu: Haapsalu Rimi pakiautomaat',
      'Narva: Narva Fama keskuse pakiautomaat',
    ]);
  });

  it('tells a town match, by its start or a part of it, from a name match and a street match', () => {
    const ahtme = machine('Ahtme Grossi pakiautomaat', 'Kohtla-Järve', 'Puru tee 77');
    expect(parcelMachineMatch(ahtme, 'kohtla')).toBe('city');
    expect(parcelMachineMatch(ahtme, 'JÄRVE')).toBe('city');
    expect(parcelMachineMatch(ahtme, 'kohtla-j')).toBe('city');
    expect(parcelMachineMatch(ahtme, 'grossi')).toBe('name');
    expect(parcelMachineMatch(ahtme, 'puru')).toBe('address');
  });

  it('ranks every machine in the town typed above every machine matched by its street only', () => {
    const word = fc.constantFrom('tallinn', 'tartu', 'narva', 'parnu', 'rapla');
    const text = fc.array(word, { maxLength: 3 }).map((words) => words.join(' '));
    const machines = fc.array(
      fc
        .record({ name: text, city: word, address: text })
        .map(({ name, city, address }) => machine(name, city, address)),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(machines, word, (list, query) => {
        const found = searchParcelMachines(list, query);
        const lastInTown = found.findLastIndex((m) => m.city === query);
        const firstOnStreetOnly = found.findIndex((m) => m.city !== query && !m.name.includes(query));
        if (lastInTown >= 0 && firstOnStreetOnly >= 0) expect(lastInTown).toBeLessThan(firstOnStreetOnly);
      }),
    );
  });
});
