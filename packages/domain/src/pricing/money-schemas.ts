import * as z from 'zod/mini';
import { amountToCents, cents } from './money.ts';

// Apart from money.ts so that a page formatting a price does not load the schema library.
/**
 * A euro amount as the JSON API answers it, entering the program as integer cents: `z.input` is
 * the wire's euros (what the server writes), `z.output` the Cents a client reads.
 */
export const EurosAsCentsSchema = z.pipe(z.number(), z.transform(amountToCents));

/** An amount the API already answers in integer cents (the staff's offer prices), read as Cents. */
export const CentsSchema = z.pipe(z.number().check(z.int()), z.transform(cents));
