/**
 * Integer cents as the shopper reads them ('3,49 €' in et-EE, '3.49 €' in en-US): the domain's
 * formatter, so that texts the server words (price filter ranges) read the same.
 */
export { formatMoney } from '@apteek/domain';
