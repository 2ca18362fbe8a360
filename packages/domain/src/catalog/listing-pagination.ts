export type PageItem = number | 'gap';

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Page links to draw: always the first and last page, the current page with one neighbour on
 * each side, and a gap where pages are skipped; a gap never hides a single page.
 */
export function pageItems(current: number, count: number): PageItem[] {
  const shown = new Set([1, count, current - 1, current, current + 1].filter((p) => p >= 1 && p <= count));
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const page of pages) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) items.push('gap');
    items.push(page);
  }
  return items;
}
