import { useEffect } from 'react';
import { useHydrated } from '../shell/index.ts';

/**
 * What a shopper does on the page before it has hydrated (its scripts load after the first paint,
 * see ScriptsAfterPaint.tsx) is kept and given again once React listens, so a tap on "Add to cart"
 * or a filter on a fast-painted page is not lost.
 *
 * `EARLY_CLICKS_SCRIPT` runs inline in the head, before any control exists, and records in
 * `window[EARLY_CLICKS]`:
 * - clicks on buttons, whose default it stops (a submit would reload the page); the submit buttons
 *   of forms with an `action` are left alone, as they work without scripts, and so are links;
 * - clicks on checkboxes and radio buttons with the state they left (the browser has changed it);
 * - changes of a `<select>`, with the value chosen.
 * `replayEarlyClicks` ends the recording and gives each, in order, to what is still in the page:
 * a button is clicked again; a checkbox or radio is set back and clicked, so React sees the change
 * and its state follows; a select is given its value again (hydration set it back) and its change
 * event.
 */
export const EARLY_CLICKS = '__apteekEarlyClicks';

type Recorded =
  | HTMLButtonElement
  | [input: HTMLInputElement, checked: boolean]
  | [select: HTMLSelectElement, value: string];

declare global {
  interface Window {
    [EARLY_CLICKS]?: Recorded[] | null;
  }
}

/** The recorder, as the source of an inline script (kept in ES2017 for every browser we serve). */
export const EARLY_CLICKS_SCRIPT = `(function(){var q=window.${EARLY_CLICKS}=[];
function on(){return window.${EARLY_CLICKS}===q;}
document.addEventListener('click',function(e){if(!on()||!(e.target instanceof Element))return;
var i=e.target.closest('input');if(i&&(i.type==='checkbox'||i.type==='radio')){q.push([i,i.checked]);return;}
var b=e.target.closest('button');if(!b||b.disabled)return;
if(b.type==='submit'&&b.form&&b.form.hasAttribute('action'))return;e.preventDefault();q.push(b);},true);
document.addEventListener('change',function(e){if(on()&&e.target instanceof HTMLSelectElement)q.push([e.target,e.target.value]);},true);})();`;

/** Stops recording and gives each recorded action again; returns how many were given. */
export function replayEarlyClicks(target: Window = window): number {
  const queued = target[EARLY_CLICKS] ?? [];
  target[EARLY_CLICKS] = null;
  let given = 0;
  for (const action of queued) {
    const element = Array.isArray(action) ? action[0] : action;
    if (!element.isConnected || element.disabled) continue;
    given += 1;
    if (!Array.isArray(action)) {
      action.click();
    } else if (action[0] instanceof HTMLSelectElement) {
      action[0].value = action[1] as string;
      action[0].dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      // Setting `checked` goes through React's value tracker, so the click reads as a change.
      action[0].checked = !action[1];
      action[0].click();
    }
  }
  return given;
}

/**
 * Gives the early taps again once the page has hydrated and re-rendered as hydrated, in a task of
 * its own. Given inside hydration's commit (a passive effect), each replayed event ran while React
 * was still at work: a radio's new state waited until the effects were done and React set the
 * control back to its old value meanwhile, so a form submitted by the next replayed tap read the
 * old choice (a phone's filter chosen and "Show products" tapped before hydration were lost). In a
 * task of its own each replayed tap is handled as a real one, its updates done before the next.
 */
export function useEarlyClicksReplay(): void {
  const hydrated = useHydrated();
  useEffect(() => {
    // Not cancelled: a recorder left running would stop every button's default on the page.
    if (hydrated) setTimeout(replayEarlyClicks, 0);
  }, [hydrated]);
}
