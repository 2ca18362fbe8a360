/**
 * The first `count` of `items` in the order `compare` gives (a total order: no two items compare
 * equal), without sorting them all: a page of a term's matches is chosen among thousands by
 * keeping the best `count` seen so far in a heap whose root is the worst of them, so each further
 * item costs one comparison unless it belongs on the page. Answers the same as
 * `[...items].sort(compare).slice(0, count)`.
 */
export function topInOrder(
  items: Int32Array,
  count: number,
  compare: (a: number, b: number) => number,
): Int32Array {
  const n = Math.max(0, Math.min(count, items.length));
  if (n === items.length) return Int32Array.from(items).sort(compare);
  if (n === 0) return new Int32Array(0);
  // A heap of the n best so far, the worst (the one the order puts last) at its root.
  const heap = new Int32Array(n);
  const siftDown = (from: number) => {
    let at = from;
    const item = heap[at]!;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= n) break;
      const right = left + 1;
      const child = right < n && compare(heap[right]!, heap[left]!) > 0 ? right : left;
      if (compare(heap[child]!, item) <= 0) break;
      heap[at] = heap[child]!;
      at = child;
    }
    heap[at] = item;
  };
  heap.set(items.subarray(0, n));
  for (let at = (n >> 1) - 1; at >= 0; at--) siftDown(at);
  for (let k = n; k < items.length; k++) {
    const item = items[k]!;
    if (compare(item, heap[0]!) < 0) {
      heap[0] = item;
      siftDown(0);
    }
  }
  return heap.sort(compare);
}
