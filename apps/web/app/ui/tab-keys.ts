/**
 * Which tab a key moves to in a row of tabs, as the WAI-ARIA tabs pattern has it: Left and Right
 * step to the previous and next tab and wrap around the ends, Home and End go to the first and the
 * last. Null for any other key, which the tab leaves to the browser.
 */
export function tabIndexAfterKey(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'ArrowRight':
      return (current + 1) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
