/**
 * @vitest-environment-options {"settings": {"enableJavaScriptEvaluation": true, "suppressInsecureJavaScriptEnvironmentWarning": true}}
 * The recorder runs as the inline script it is in the page (our own code, so evaluation is safe).
 */
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  EARLY_CLICKS,
  EARLY_CLICKS_SCRIPT,
  replayEarlyClicks,
  useEarlyClicksReplay,
} from './early-clicks.ts';

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

  it('gives a filter chosen before hydration to React, which follows it', async () => {
    const chosen: string[] = [];
    function Filters() {
      const [price, setPrice] = useState('');
      const [sort, setSort] = useState('name');
      return (
        <form>
          {['', '0-50'].map((value) => (
            <label key={value}>
              <input
                id={`price-${value || 'any'}`}
                type="radio"
                name="price"
                value={value}
                checked={price === value}
                onChange={() => {
                  setPrice(value);
                  chosen.push(`price ${value}`);
                }}
              />
              {value || 'any'}
            </label>
          ))}
          <select
            id="sort"
            value={sort}
            onChange={(event) => {
              setSort(event.target.value);
              chosen.push(`sort ${event.target.value}`);
            }}
          >
            <option value="name">Name</option>
            <option value="price">Price</option>
          </select>
        </form>
      );
    }
    serverPage(`<div id="root">${renderToString(<Filters />)}</div>`);
    click('price-0-50');
    const sort = document.getElementById('sort') as HTMLSelectElement;
    sort.value = 'price';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    await act(async () => {
      hydrateRoot(document.getElementById('root')!, <Filters />);
    });
    await act(async () => {
      replayEarlyClicks();
    });
    expect(chosen).toEqual(['price 0-50', 'sort price']);
    expect((document.getElementById('price-0-50') as HTMLInputElement).checked).toBe(true);
    expect(sort.value).toBe('price');
  });

  it('gives a choice and the submit after it once hydrated, so the form sends the choice', async () => {
    const submitted: string[] = [];
    function Page() {
      useEarlyClicksReplay();
      const [price, setPrice] = useState('');
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const sent = new FormData(event.currentTarget).get('price');
            submitted.push(typeof sent === 'string' ? sent : '');
          }}
        >
          {['', '0-50'].map((value) => (
            <input
              key={value}
              id={`price-${value || 'any'}`}
              type="radio"
              name="price"
              value={value}
              checked={price === value}
              onChange={() => setPrice(value)}
            />
          ))}
          <button id="show" type="submit">
            Show products
          </button>
        </form>
      );
    }
    serverPage(`<div id="root">${renderToString(<Page />)}</div>`);
    click('price-0-50');
    click('show');
    await act(async () => {
      hydrateRoot(document.getElementById('root')!, <Page />);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(window[EARLY_CLICKS]).toBeNull();
    expect(submitted).toEqual(['0-50']);
  });
});
