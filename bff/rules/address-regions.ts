/**
 * The regions an address of the customer's book may name (spec §3: 14 Czech and 8 Slovak),
 * by the names the countries use themselves, which is also what the store keeps. Other
 * countries have none to choose from.
 */
export const ADDRESS_REGIONS: Readonly<Record<string, ReadonlyArray<string>>> = {
  CZE: [
    "Hlavní město Praha",
    "Středočeský kraj",
    "Jihočeský kraj",
    "Plzeňský kraj",
    "Karlovarský kraj",
    "Ústecký kraj",
    "Liberecký kraj",
    "Královéhradecký kraj",
    "Pardubický kraj",
    "Kraj Vysočina",
    "Jihomoravský kraj",
    "Olomoucký kraj",
    "Zlínský kraj",
    "Moravskoslezský kraj",
  ],
  SVK: [
    "Bratislavský kraj",
    "Trnavský kraj",
    "Trenčiansky kraj",
    "Nitriansky kraj",
    "Žilinský kraj",
    "Banskobystrický kraj",
    "Prešovský kraj",
    "Košický kraj",
  ],
};

/** The regions of a country (three-letter code), none for a country without them. */
export function regionsOf(countryCode: string): ReadonlyArray<string> {
  // Own keys only: a posted code such as "constructor" names no country.
  return Object.hasOwn(ADDRESS_REGIONS, countryCode) ? (ADDRESS_REGIONS[countryCode] ?? []) : [];
}

/** Whether a region belongs to the country; no region at all always does. */
export function isRegionOf(region: string, countryCode: string): boolean {
  return region === "" || regionsOf(countryCode).includes(region);
}
