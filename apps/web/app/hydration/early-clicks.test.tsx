/**
 * @vitest-environment-options {"settings": {"enableJavaScriptEvaluation": true, "suppressInsecureJavaScriptEnvironmentWarning": true}}
 * The recorder runs as the inline script it is in the page (our own code, so evaluation is safe).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_CLICKS, EARLY_CLICKS_SCRIPT, replayEarlyClicks } from './early-clicks.ts';

/** The page as the server sent it, with the head's recorder run before its buttons exist. */
function serverPage(html: string) {
  const recorder = document.createElement('script');
  recorder.textContent = EARLY_CLICKS_SCRIPT;
  document.head.append(recorder);
  document.body.innerHTML = html;
}

/** What React would do on hydration: listen to the buttons. */
function listen(selector: string, heard: string[]) {
  for (const element of document.querySelectorAll<HTMLElement>(selector)) {
    element.addEventListener('click', () => heard.push(element.id));
  }
}

const click = (id: string) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.getElementById(id)!.dispatchEvent(event);
  return event;
};

afterEach(() => {
  replayEarlyClicks();
  document.body.innerHTML = '';
});

describe('early clicks', () => {
  it('keeps taps on buttons before hydration and gives them again, in order, once React listens', () => {
    serverPage('<button id="add">Add to cart</button><button id="plus"><span id="icon">+</span></button>');
    expect(click('add').defaultPrevented).toBe(true);
    click('icon');
    click('add');
    const heard: string[] = [];
    listen('button', heard);
    expect(replayEarlyClicks()).toBe(3);
    expect(heard).toEqual(['add', 'plus', 'add']);
    expect(window[EARLY_CLICKS]).toBeNull();
    // From now on clicks are the page's own.
    expect(click('add').defaultPrevented).toBe(false);
    expect(heard).toEqual(['add', 'plus', 'add', 'add']);
  });

  it('stops a submit that would reload the page, and gives it again to the form', () => {
    serverPage('<form id="form"><input name="q" /><button id="send">Search</button></form>');
    expect(click('send').defaultPrevented).toBe(true);
    const submitted: string[] = [];
    document.getElementById('form')!.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push('form');
    });
    replayEarlyClicks();
    expect(submitted).toEqual(['form']);
  });

  it('leaves links, forms that work without scripts and disabled buttons alone', () => {
    serverPage(
      '<a id="link" href="#there">There</a>' +
        '<form action="/search"><button id="native">Search</button></form>' +
        '<button id="off" disabled>Off</button>',
    );
    expect(click('link').defaultPrevented).toBe(false);
    const native = click('native');
    expect(native.defaultPrevented).toBe(false);
    expect(window[EARLY_CLICKS]).toEqual([]);
  });

  it('does not click a button that is no longer in the page', () => {
    serverPage('<button id="gone">Gone</button>');
    click('gone');
    const heard: string[] = [];
    listen('button', heard);
    document.getElementById('gone')!.remove();
    expect(replayEarlyClicks()).toBe(0);
    expect(heard).toEqual([]);
  });
});
