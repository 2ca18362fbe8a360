import type { ParcelMachine } from '../order/order-api.ts';

/** Lower case without diacritics, so 'tõnismägi' finds 'Tõnismäe' as 'tonismae' does. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** How well a machine answers the query: the town first, then the machine's name, then its street. */
export type ParcelMachineMatch = 'city' | 'name' | 'address';

const MATCH_ORDER: Record<ParcelMachineMatch, number> = { city: 0, name: 1, address: 2 };

/**
 * Where a machine matches the query's words: 'city' when a word is the town's name or the start
 * of it (or of one of its parts, as 'järve' in Kohtla-Järve), else 'name' when a word is in the
 * machine's name, else 'address'. A shopper typing a town wants the machines in that town, not
 * those on a street named after it in other towns ('Tallinna mnt' in Narva).
 */
export function parcelMachineMatch(machine: ParcelMachine, query: string): ParcelMachineMatch {
  return matchOf(machine, queryWords(query));
}

function matchOf(machine: ParcelMachine, words: readonly string[]): ParcelMachineMatch {
  const city = fold(machine.city);
  const cityParts = city.split(/[\s-]+/);
  if (words.some((word) => city.startsWith(word) || cityParts.some((part) => part.startsWith(word)))) {
    return 'city';
  }
  const name = fold(machine.name);
  return words.some((word) => name.includes(word)) ? 'name' : 'address';
}

/** The query as the words every listed machine must hold, folded like the machines' texts. */
function queryWords(query: string): string[] {
  return fold(query).split(/\s+/).filter(Boolean);
}

/**
 * The machines whose name, address or city hold every word of the query: machines in the town
 * typed first, then those whose name holds it, then those whose street does, each group in name
 * order. An empty query lists them all in name order.
 */
export function searchParcelMachines(machines: readonly ParcelMachine[], query: string): ParcelMachine[] {
  const words = queryWords(query);
  const byName = (a: ParcelMachine, b: ParcelMachine) => a.name.localeCompare(b.name, 'et');
  if (words.length === 0) return [...machines].sort(byName);
  return machines
    .filter((machine) => {
      const text = fold(`${machine.name} ${machine.address} ${machine.city}`);
      return words.every((word) => text.includes(word));
    })
    .map((machine) => ({ machine, rank: MATCH_ORDER[matchOf(machine, words)] }))
    .sort((a, b) => a.rank - b.rank || byName(a.machine, b.machine))
    .map(({ machine }) => machine);
}
