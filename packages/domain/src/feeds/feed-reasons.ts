/**
 * Every reason a feed row is refused with: a code, its parameters and its English text, which the
 * import API answers beside the code for the systems that read the text. The staff page words each
 * code in its own language with the same parameters (features/staff/feed-reason-texts.ts).
 */
export const FEED_REASON_TEXTS = {
  // The line itself
  json_invalid: 'Not valid JSON',
  row_not_object: 'A row is a JSON object',
  line_too_long: 'Longer than {kb} KB',
  csv_columns_unknown: 'Unknown column',
  csv_header_incomplete: 'The header names at least sku and qty',
  csv_header_invalid: 'The CSV header is not valid',
  csv_value_count: 'Expected {expected} values, found {found}',
  duplicate_in_batch: 'Comes more than once in this batch',
  // A field's shape
  field_unknown: 'Unknown field',
  value_wrong_type: 'Expected {expected}',
  value_not_allowed: 'One of: {values}',
  value_invalid: 'Not a valid value',
  number_at_least: 'At least {minimum}',
  number_above: 'Above {minimum}',
  number_at_most: 'At most {maximum}',
  number_below: 'Below {maximum}',
  text_too_short: 'At least {minimum} characters',
  text_too_long: 'At most {maximum} characters',
  list_too_short: 'At least {minimum} items',
  list_too_long: 'At most {maximum} items',
  sku_format: 'A SKU of 1–64 characters without spaces',
  code_format: 'A code of letters, digits, dot, dash or underscore',
  text_empty: 'Must not be empty',
  https_address: 'An https:// address',
  image_address: "An http:// or https:// address, or file: and an uploaded picture's name",
  amount_format: 'An amount in euros, not negative, with at most 2 decimals',
  date_format: 'A date as YYYY-MM-DD',
  estonian_text_required: 'An Estonian text is required',
  url_key_format: 'Lower-case a-z, 0-9 and single dashes',
  atc_format: 'An ATC code such as N02BE01',
  positive_number: 'A positive number',
  whole_units: 'A whole number of units',
  not_negative: 'Must not be negative',
  // Rules joining a row's fields
  configurable_children: 'A configurable product names its children',
  configurable_axes: 'A configurable product names its axes',
  own_child: 'A product is not its own child',
  grouped_members: 'A grouped product names its members',
  bundle_options: 'A bundle names its options',
  bundle_holds_itself: 'A bundle does not hold itself',
  links_not_taken: 'Only configurable, grouped and bundle products have links',
  link_of_other_type: 'Not a link of a {type} product',
  window_reversed: 'The window ends before it starts',
  special_on_group: 'A special price belongs to the shelf price, not a group',
  tiers_without_group: 'Tiers belong to a customer group',
  tier_quantity_twice: 'Each tier quantity comes once',
  category_root: "The tree's roots are the shop's own",
  category_own_parent: 'A category is not its own parent',
  category_parent_root: 'A top-level category has no parent',
  // Against the catalogue
  sku_unknown: 'Unknown SKU',
  skus_unknown: 'Unknown SKU: {skus}',
  vat_class_unknown: 'Unknown VAT class',
  customer_group_unknown: 'Unknown customer group',
  category_unknown: 'Unknown category: {category}',
  attribute_unknown: 'Unknown attribute: {attribute}',
  price_required: 'A new product needs a price',
  category_below_itself: 'A category is not moved below itself',
  catalogue_conflict: 'Conflicts with the catalogue',
  catalogue_conflict_named: 'Conflicts with the catalogue ({constraint})',
  // A picture's address or uploaded file
  image_no_answer: 'No answer from the address',
  image_timeout: 'No answer within {seconds} s',
  image_host_unknown: 'The host is unknown',
  image_private_address: 'A private or local address',
  image_scheme: 'Only http and https addresses',
  image_redirects: 'Too many redirects',
  image_status: 'The address answered {status}',
  image_media_type: 'Not a picture ({mediaType})',
  image_no_media_type: 'Not a picture (no media type)',
  image_too_large: 'Larger than {megabytes} MB',
  image_unreadable: 'Not a picture that can be read',
  image_file_unknown: 'No picture was uploaded as {name}',
  // The job
  job_abandoned:
    'The server stopped while this job ran: the chunks before were applied, nothing after. Send the batch again.',
  /** A reason a job kept from before reasons had codes: its text as it was written. */
  recorded: '{text}',
} as const satisfies Record<string, string>;

export type FeedReasonCode = keyof typeof FEED_REASON_TEXTS;
export const FEED_REASON_CODES = Object.keys(FEED_REASON_TEXTS) as [FeedReasonCode, ...FeedReasonCode[]];

/** A parameter's value: a number is written by the reader's language, a string as it is. */
export type FeedReasonParam = string | number;
export type FeedReasonParams = Readonly<Record<string, FeedReasonParam>>;

/** The names in braces of a text. */
type ParamNames<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;
type ParamsOf<C extends FeedReasonCode> = [ParamNames<(typeof FEED_REASON_TEXTS)[C]>] extends [never]
  ? []
  : [Record<ParamNames<(typeof FEED_REASON_TEXTS)[C]>, FeedReasonParam>];

/** Why a row is refused: its code and parameters, and the English text they make. */
export interface FeedReason {
  code: FeedReasonCode;
  params: FeedReasonParams;
  reason: string;
}

/** A reason by its code, the parameters its text names required. */
export function feedReason<C extends FeedReasonCode>(code: C, ...params: ParamsOf<C>): FeedReason {
  const given: FeedReasonParams = params[0] ?? {};
  return { code, params: given, reason: fillFeedReason(FEED_REASON_TEXTS[code], given, String) };
}

/** A text with its `{name}`s replaced by the parameters, numbers written by `formatNumber`. */
export function fillFeedReason(
  text: string,
  params: FeedReasonParams,
  formatNumber: (value: number) => string,
): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? formatNumber(value) : value;
  });
}

/** The names in braces of a text, in their order. */
export function feedReasonParamNames(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

const CODE_OF_TEXT = new Map<string, FeedReasonCode>(
  FEED_REASON_CODES.filter((code) => feedReasonParamNames(FEED_REASON_TEXTS[code]).length === 0).map(
    (code) => [FEED_REASON_TEXTS[code], code],
  ),
);

/** The reason whose fixed text this is (a row schema's message), if one is. */
export function feedReasonOfText(text: string): FeedReason | null {
  const code = CODE_OF_TEXT.get(text);
  return code ? { code, params: {}, reason: text } : null;
}
