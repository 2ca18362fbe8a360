import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INPUT_TEXT_MESSAGES,
  inputTextProblems,
  isNestedDeeperThan,
  isPercentDecodable,
  MAX_INPUT_DEPTH,
  repeatedParameterProblems,
  textProblem,
  urlEncodingProblems,
} from './input-text.ts';

/** Unicode text as a browser sends it: any code point but NUL, surrogates always paired. */
const storableText = fc.string({ unit: 'grapheme' }).filter((text) => !text.includes('\u0000'));

describe('textProblem', () => {
  it('lets any well-formed text without NUL through', () => {
    fc.assert(fc.property(storableText, (text) => textProblem(text) === null));
  });

  it('refuses a NUL byte anywhere', () => {
    fc.assert(
      fc.property(storableText, storableText, (before, after) => {
        expect(textProblem(`${before}\u0000${after}`)).toBe(INPUT_TEXT_MESSAGES.nul);
      }),
    );
  });

  it('refuses a lone surrogate anywhere, either half', () => {
    const lone = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
    fc.assert(
      fc.property(storableText, lone, fc.constantFrom('', 'a', ' '), (text, half, after) => {
        expect(textProblem(`${text}${half}${after}`)).toBe(INPUT_TEXT_MESSAGES.surrogate);
      }),
    );
    expect(textProblem('💊')).toBeNull();
    expect(textProblem('\ud83d')).toBe(INPUT_TEXT_MESSAGES.surrogate);
    expect(textProblem('\udc8a💊')).toBe(INPUT_TEXT_MESSAGES.surrogate);
  });
});

describe('inputTextProblems', () => {
  it('names each bad text by its path, and the object holding a bad key', () => {
    const body = {
      cartItem: { sku: 'a\u0000', qty: 1, options: ['ok', 'x\ud800'] },
      address: { 'bad\u0000key': 'fine' },
      good: 'Narva mnt 5',
    };
    expect(inputTextProblems(body)).toEqual([
      { field: 'cartItem.sku', message: INPUT_TEXT_MESSAGES.nul },
      { field: 'cartItem.options.1', message: INPUT_TEXT_MESSAGES.surrogate },
      { field: 'address', message: INPUT_TEXT_MESSAGES.nul },
    ]);
    expect(inputTextProblems({ '\ud800': 1 })).toEqual([
      { field: 'body', message: INPUT_TEXT_MESSAGES.surrogate },
    ]);
  });

  it('finds nothing in JSON made of storable text', () => {
    const json = fc.jsonValue().filter((value) => !JSON.stringify(value).includes('\\u0000'));
    fc.assert(fc.property(json, (value) => inputTextProblems(value).length === 0));
  });
});

/** `depth` levels of arrays or objects around a value, built without recursion. */
function nested(depth: number, kind: 'array' | 'object', inner: unknown = 'x'): unknown {
  let value = inner;
  for (let i = 0; i < depth; i++) value = kind === 'array' ? [value] : { a: value };
  return value;
}

describe('nesting depth', () => {
  it('refuses a body nested thousands of levels deep as one problem, without overflowing the stack', () => {
    for (const depth of [MAX_INPUT_DEPTH + 1, 3_000, 200_000]) {
      for (const kind of ['array', 'object'] as const) {
        expect(inputTextProblems(nested(depth, kind, 'a\u0000'))).toEqual([
          { field: '', message: INPUT_TEXT_MESSAGES.depth },
        ]);
      }
    }
  });

  it(`still names the bad texts of an input ${MAX_INPUT_DEPTH} levels deep`, () => {
    const problems = inputTextProblems(nested(MAX_INPUT_DEPTH, 'object', 'a\u0000'));
    expect(problems).toEqual([
      { field: Array(MAX_INPUT_DEPTH).fill('a').join('.'), message: INPUT_TEXT_MESSAGES.nul },
    ]);
  });

  it('measures depth as the deepest path of objects and arrays, beside any shallow siblings', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 0, max: 200 }),
        fc.constantFrom('array' as const, 'object' as const),
        fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant({}), fc.constant([]))),
        (depth, limit, kind, siblings) => {
          const value = [...siblings, nested(depth, kind)];
          return isNestedDeeperThan(value, limit) === depth + 1 > limit;
        },
      ),
    );
  });
});

describe('repeatedParameterProblems', () => {
  it('names each parameter given twice unless the route takes it as a list', () => {
    expect(repeatedParameterProblems({ t: ['a', 'b'], sku: 'x', skus: ['a', 'b'] }, ['skus'])).toEqual([
      { field: 't', message: INPUT_TEXT_MESSAGES.repeated },
    ]);
    expect(repeatedParameterProblems({ cartId: 'x' }, [])).toEqual([]);
    expect(repeatedParameterProblems(undefined, [])).toEqual([]);
  });
});

describe('urlEncodingProblems', () => {
  it('accepts what encodeURIComponent makes of any well-formed text', () => {
    fc.assert(
      fc.property(storableText, storableText, (name, value) => {
        const url = `/api/product/${encodeURIComponent(value)}?${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
        return urlEncodingProblems(url).length === 0 && isPercentDecodable(encodeURIComponent(value));
      }),
    );
  });

  it('names the path or the query parameter whose escapes do not decode', () => {
    expect(urlEncodingProblems('/api/product/%E0%A4%A')).toEqual([
      { field: 'path', message: INPUT_TEXT_MESSAGES.encoding },
    ]);
    expect(urlEncodingProblems('/api/cart/pull?cartId=%zz&x=1&sku=%ED%A0%80&%C3=1')).toEqual([
      { field: 'cartId', message: INPUT_TEXT_MESSAGES.encoding },
      { field: 'sku', message: INPUT_TEXT_MESSAGES.encoding },
      { field: 'query', message: INPUT_TEXT_MESSAGES.encoding },
    ]);
    expect(urlEncodingProblems('/api/url?url=%25zz&q=a+b&empty=&flag')).toEqual([]);
  });
});
