import type { JsonLd } from "#app/seo/json-ld.ts";

/** schema.org's names of the weekdays, Monday (1) first. */
const DAY_NAMES = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

type Hours = { from: string | null; to: string | null };

/** A closed day in schema.org's convention: opening and closing at midnight. */
function opening(hours: Hours): { opens: string; closes: string } {
  return hours.from && hours.to
    ? { opens: hours.from, closes: hours.to }
    : { opens: "00:00", closes: "00:00" };
}

/** Weekdays with the same hours share one specification; days without hours are left out. */
function weekSpecifications(week: Array<Hours & { day: number }>) {
  const byHours = new Map<string, Array<string>>();
  for (const day of [...week].sort((a, b) => a.day - b.day)) {
    const name = DAY_NAMES[day.day - 1];
    if (!day.from || !day.to || !name) continue;
    const key = `${day.from}-${day.to}`;
    byHours.set(key, [...(byHours.get(key) ?? []), name]);
  }
  return [...byHours].map(([key, days]) => {
    const [opens, closes] = key.split("-");
    return { "@type": "OpeningHoursSpecification", dayOfWeek: days, opens, closes };
  });
}

/**
 * A shop of the brand for search engines: a `Store` (a LocalBusiness) with its address,
 * position, regular week, the days that differ (exceptions, a temporary closure) and the
 * shop as its parent organisation. All URLs are absolute.
 */
export function branchJsonLd(branch: {
  url: string;
  origin: string;
  name: string;
  image: string | null;
  address: { street: string; postcode: string; city: string; country: string } | null;
  gps: { latitude: number; longitude: number };
  week: Array<Hours & { day: number }>;
  specialDays: Array<Hours & { date: string }>;
  closure: { from: string | null; to: string | null } | null;
  telephone: string | null;
  email: string | null;
  payWithCard: boolean;
  mapUrl: string | null;
}): JsonLd {
  const special = [
    ...branch.specialDays.map((day) => ({
      "@type": "OpeningHoursSpecification",
      validFrom: day.date,
      validThrough: day.date,
      ...opening(day),
    })),
    ...(branch.closure && (branch.closure.from || branch.closure.to)
      ? [
          {
            "@type": "OpeningHoursSpecification",
            ...(branch.closure.from ? { validFrom: branch.closure.from } : {}),
            ...(branch.closure.to ? { validThrough: branch.closure.to } : {}),
            opens: "00:00",
            closes: "00:00",
          },
        ]
      : []),
  ];
  return {
    "@context": "https://schema.org",
    "@type": "Store",
    "@id": `${branch.url}#store`,
    name: branch.name,
    url: branch.url,
    ...(branch.image ? { image: [branch.image] } : {}),
    ...(branch.address
      ? {
          address: {
            "@type": "PostalAddress",
            streetAddress: branch.address.street,
            postalCode: branch.address.postcode,
            addressLocality: branch.address.city,
            addressCountry: branch.address.country === "SVK" ? "SK" : "CZ",
          },
        }
      : {}),
    geo: {
      "@type": "GeoCoordinates",
      latitude: branch.gps.latitude,
      longitude: branch.gps.longitude,
    },
    openingHoursSpecification: weekSpecifications(branch.week),
    ...(special.length > 0 ? { specialOpeningHoursSpecification: special } : {}),
    ...(branch.telephone ? { telephone: branch.telephone } : {}),
    ...(branch.email ? { email: branch.email } : {}),
    ...(branch.payWithCard ? { paymentAccepted: "Cash, Credit Card" } : {}),
    ...(branch.mapUrl ? { hasMap: branch.mapUrl } : {}),
    parentOrganization: { "@id": `${branch.origin}/#organization` },
  };
}
