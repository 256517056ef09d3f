/** The store's default country (spec §9): the details form's preselected choice. */
export const DEFAULT_COUNTRY = "CZE";

export type CountryOption = { code: string; name: string };

/**
 * The store's countries (spec §7, three-letter codes with their two-letter ones) as the
 * form offers them, in the store's order, each named in the shopper's language by the
 * platform's region names (the store names them in Czech only), the store's name where the
 * platform has none. The default country is always offered: a form without it could not
 * keep its own preselection.
 */
export function countryOptions(
  countries: ReadonlyArray<{ code: string; iso2: string; name: string }>,
  locale: string,
): Array<CountryOption> {
  const names = new Intl.DisplayNames([locale], { type: "region", fallback: "none" });
  const nameOf = (iso2: string, fallback: string) => {
    try {
      return names.of(iso2) ?? fallback;
    } catch {
      return fallback;
    }
  };
  const options = countries.map((country) => ({
    code: country.code,
    name: nameOf(country.iso2, country.name),
  }));
  if (options.some((option) => option.code === DEFAULT_COUNTRY)) return options;
  return [{ code: DEFAULT_COUNTRY, name: nameOf("CZ", "Česká republika") }, ...options];
}
