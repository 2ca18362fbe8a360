/**
 * Clicks on buttons before the page has hydrated (its scripts load after the first paint, see
 * ScriptsAfterPaint.tsx) are kept and given again once React listens, so a shopper who taps
 * "Add to cart" on a fast-painted page does not lose the tap.
 *
 * `EARLY_CLICKS_SCRIPT` runs inline in the head, before any button exists: it records each button
 * click in `window[EARLY_CLICKS]` and stops its default action (a submit would reload the page).
 * Links are left alone (they navigate without scripts), and so are the submit buttons of forms with
 * an `action`, which work without scripts too. `replayEarlyClicks` ends the recording and clicks
 * again, in order, every recorded button still in the page.
 */
export const EARLY_CLICKS = '__apteekEarlyClicks';

declare global {
  interface Window {
    [EARLY_CLICKS]?: HTMLButtonElement[] | null;
  }
}

/** The recorder, as the source of an inline script (kept in ES2017 for every browser we serve). */
export const EARLY_CLICKS_SCRIPT = `(function(){var q=window.${EARLY_CLICKS}=[];document.addEventListener('click',function(e){if(window.${EARLY_CLICKS}!==q)return;var b=e.target instanceof Element?e.target.closest('button'):null;if(!b||b.disabled)return;if(b.type==='submit'&&b.form&&b.form.hasAttribute('action'))return;e.preventDefault();q.push(b);},true);})();`;

/** Stops recording and gives each recorded click again; returns how many were given. */
export function replayEarlyClicks(target: Window = window): number {
  const queued = target[EARLY_CLICKS] ?? [];
  target[EARLY_CLICKS] = null;
  const connected = queued.filter((button) => button.isConnected && !button.disabled);
  for (const button of connected) button.click();
  return connected.length;
}
