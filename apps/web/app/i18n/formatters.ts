/**
 * `Intl` date formatters made once per locale and options and then reused: making one costs
 * a tenth of a millisecond or more (locale data is looked up and copied each time), formatting with it about 1 µs.
 * The keys are the few locales and option sets the code names, so the map stays small. Numbers
 * are written without `Intl` (`formatDecimal` in the domain package).
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) dateTimeFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}
