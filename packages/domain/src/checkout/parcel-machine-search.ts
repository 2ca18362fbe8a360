import type { ParcelMachine } from '../order/order-api.ts';

/** Lower case without diacritics, so 'tõnismägi' finds 'Tõnismäe' as 'tonismae' does. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * The machines whose name, address or city hold every word of the query, in name order; an empty
 * query lists them all.
 */
export function searchParcelMachines(machines: readonly ParcelMachine[], query: string): ParcelMachine[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return machines
    .filter((machine) => {
      const text = fold(`${machine.name} ${machine.address} ${machine.city}`);
      return words.every((word) => text.includes(word));
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'et'));
}
