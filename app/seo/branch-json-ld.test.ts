import { describe, expect, test } from "vitest";

import { branchJsonLd } from "./branch-json-ld.ts";

const BRANCH = {
  url: "https://shop.example/pobocky/praha-vinohrady",
  origin: "https://shop.example",
  name: "Prodejna Praha Vinohrady",
  image: "https://cdn.example/praha.jpg",
  address: { street: "Vinohradská 1234/56", postcode: "120 00", city: "Praha", country: "CZE" },
  gps: { latitude: 50.0771, longitude: 14.4496 },
  week: [
    { day: 6, from: "09:00", to: "12:00" },
    ...[1, 2, 3, 4, 5].map((day) => ({ day, from: "09:00", to: "19:00" })),
    { day: 7, from: null, to: null },
  ],
  specialDays: [{ date: "2026-12-24", from: "09:00", to: "12:00" }],
  closure: null,
  telephone: "+420 222 333 444",
  email: null,
  payWithCard: true,
  mapUrl: "https://maps.example.net/place/1",
};

describe("branchJsonLd", () => {
  test("is a Store with its address, position and shop", () => {
    expect(branchJsonLd(BRANCH)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Store",
      "@id": "https://shop.example/pobocky/praha-vinohrady#store",
      name: "Prodejna Praha Vinohrady",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Vinohradská 1234/56",
        postalCode: "120 00",
        addressLocality: "Praha",
        addressCountry: "CZ",
      },
      geo: { "@type": "GeoCoordinates", latitude: 50.0771, longitude: 14.4496 },
      telephone: "+420 222 333 444",
      hasMap: "https://maps.example.net/place/1",
      parentOrganization: { "@id": "https://shop.example/#organization" },
    });
  });

  test("joins weekdays with the same hours and leaves closed days out", () => {
    expect(branchJsonLd(BRANCH).openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "19:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Saturday"],
        opens: "09:00",
        closes: "12:00",
      },
    ]);
  });

  test("names special days and a closure as closed from midnight to midnight", () => {
    const data = branchJsonLd({
      ...BRANCH,
      specialDays: [
        { date: "2026-12-24", from: "09:00", to: "12:00" },
        { date: "2026-12-25", from: null, to: null },
      ],
      closure: { from: "2026-05-10", to: "2026-05-20" },
    });
    expect(data.specialOpeningHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2026-12-24",
        validThrough: "2026-12-24",
        opens: "09:00",
        closes: "12:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2026-12-25",
        validThrough: "2026-12-25",
        opens: "00:00",
        closes: "00:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2026-05-10",
        validThrough: "2026-05-20",
        opens: "00:00",
        closes: "00:00",
      },
    ]);
  });

  test("a branch the store has no record of goes without an address", () => {
    const data = branchJsonLd({ ...BRANCH, address: null, image: null, payWithCard: false });
    expect(data).not.toHaveProperty("address");
    expect(data).not.toHaveProperty("image");
    expect(data).not.toHaveProperty("paymentAccepted");
  });
});
