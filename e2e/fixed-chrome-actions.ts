import type { Locator } from '@playwright/test';
import { expect } from './fixtures.ts';

/** What covers a control: the fixed or sticky parts of the page whose box overlaps it, and the topmost element at its centre. */
interface Covering {
  topmostIsControl: boolean;
  topmost: string;
  overlapping: string[];
}

/**
 * A shopper scrolls down until the control comes into view at the bottom of the window (as the
 * browser scrolls to a control that gets the focus), and the control is then not covered: it is the
 * topmost element at its centre, and none of the fixed parts of the page (the bottom bar, the chat
 * button, the test-mode badge, which lets clicks through but hides what is under it) overlaps it.
 */
export async function expectClearOfFixedChrome(control: Locator): Promise<void> {
  await control.evaluate((element) => {
    window.scrollTo(0, 0);
    element.scrollIntoView({ block: 'end', behavior: 'instant' });
  });
  // The back-to-top button and lazily drawn parts settle in the next frames after the scroll.
  await control.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const covering = await control.evaluate((element): Covering => {
    const describe = (node: Element) =>
      `${node.tagName.toLowerCase()}${node.getAttribute('aria-label') ? `[${node.getAttribute('aria-label')}]` : ''}: ${(node.textContent ?? '').trim().slice(0, 40)}`;
    const box = element.getBoundingClientRect();
    const topmost = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    const overlapping: string[] = [];
    for (const node of Array.from(document.body.querySelectorAll('*'))) {
      const position = getComputedStyle(node).position;
      if (position !== 'fixed' && position !== 'sticky') continue;
      if (node.contains(element)) continue;
      const rect = node.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || getComputedStyle(node).visibility === 'hidden') continue;
      const overlaps =
        rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top;
      if (overlaps) overlapping.push(describe(node));
    }
    return {
      topmostIsControl: topmost !== null && element.contains(topmost),
      topmost: topmost ? describe(topmost) : 'nothing',
      overlapping,
    };
  });
  expect(covering.overlapping, 'fixed parts of the page over the control').toEqual([]);
  expect(
    covering.topmostIsControl,
    `the topmost element at the control's centre is ${covering.topmost}`,
  ).toBe(true);
}
