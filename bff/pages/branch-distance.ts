/**
 * Where a shopper is, near enough to find the nearest shop: from a postcode (the form
 * without JavaScript) or from the browser's position rounded to about a kilometre.
 * Postcodes are looked up by their first two digits in a small table of Czech and Slovak
 * postal areas, each with the point of its main town: enough to tell Brno from Ostrava,
 * and no third party learns where the shopper lives.
 */

export type GeoPoint = { latitude: number; longitude: number };

/** Where the distances are counted from, and how the shopper named it. */
export type DistanceOrigin = GeoPoint &
  ({ kind: "postcode"; postcode: string; place: string } | { kind: "position" });

type Area = readonly [prefixes: string, place: string, latitude: number, longitude: number];

/** Czech postcodes begin with 1–7, Slovak ones with 0, 8 or 9: the first two digits never clash. */
const POSTAL_AREAS: ReadonlyArray<Area> = [
  ["10 11 12 13 14 15 16 17 18 19", "Praha", 50.0755, 14.4378],
  ["25", "Říčany", 49.9917, 14.6543],
  ["26", "Příbram", 49.6899, 14.0104],
  ["27", "Kladno", 50.1473, 14.1029],
  ["28", "Kolín", 50.0281, 15.2006],
  ["29", "Mladá Boleslav", 50.4114, 14.9032],
  ["30 31 32 33", "Plzeň", 49.7384, 13.3736],
  ["34", "Klatovy", 49.3955, 13.295],
  ["35", "Cheb", 50.0796, 12.3739],
  ["36", "Karlovy Vary", 50.2319, 12.872],
  ["37", "České Budějovice", 48.9745, 14.4743],
  ["38", "Český Krumlov", 48.8127, 14.3175],
  ["39", "Tábor", 49.4144, 14.6578],
  ["40", "Ústí nad Labem", 50.6607, 14.0323],
  ["41", "Teplice", 50.6404, 13.8245],
  ["43", "Chomutov", 50.4605, 13.4178],
  ["44", "Louny", 50.357, 13.7967],
  ["46", "Liberec", 50.7671, 15.0562],
  ["47", "Česká Lípa", 50.6855, 14.5376],
  ["50", "Hradec Králové", 50.2092, 15.8328],
  ["51", "Jičín", 50.4372, 15.3517],
  ["53", "Pardubice", 50.0343, 15.7812],
  ["54", "Trutnov", 50.561, 15.9127],
  ["55", "Náchod", 50.4167, 16.1629],
  ["56", "Ústí nad Orlicí", 49.9739, 16.3937],
  ["57", "Svitavy", 49.7559, 16.4683],
  ["58", "Jihlava", 49.3961, 15.5912],
  ["59", "Žďár nad Sázavou", 49.5627, 15.9393],
  ["60 61 62 63 64 65 66", "Brno", 49.1951, 16.6068],
  ["67", "Znojmo", 48.8555, 16.0488],
  ["68", "Uherské Hradiště", 49.0698, 17.4597],
  ["69", "Břeclav", 48.759, 16.882],
  ["70 71 72", "Ostrava", 49.8209, 18.2625],
  ["73", "Frýdek-Místek", 49.6853, 18.3483],
  ["74", "Opava", 49.9387, 17.9026],
  ["75", "Přerov", 49.4551, 17.4509],
  ["76", "Zlín", 49.2265, 17.6707],
  ["77", "Olomouc", 49.5938, 17.2509],
  ["78", "Šumperk", 49.9653, 16.9706],
  ["79", "Bruntál", 49.9884, 17.4647],
  ["01", "Žilina", 49.2231, 18.7394],
  ["02", "Dolný Kubín", 49.2098, 19.2961],
  ["03", "Martin", 49.0665, 18.9238],
  ["04", "Košice", 48.7164, 21.2611],
  ["05", "Poprad", 49.0561, 20.2981],
  ["06", "Kežmarok", 49.1352, 20.4333],
  ["07", "Michalovce", 48.7554, 21.9184],
  ["08", "Prešov", 48.9984, 21.2339],
  ["09", "Humenné", 48.9371, 21.9063],
  ["80 81 82 83 84 85", "Bratislava", 48.1486, 17.1077],
  ["90", "Pezinok", 48.2892, 17.2664],
  ["91", "Trnava", 48.3774, 17.5872],
  ["92", "Piešťany", 48.5918, 17.8274],
  ["93", "Dunajská Streda", 47.9929, 17.6191],
  ["94 95", "Nitra", 48.3069, 18.0864],
  ["96", "Zvolen", 48.5762, 19.1371],
  ["97", "Banská Bystrica", 48.7363, 19.1462],
  ["98 99", "Lučenec", 48.3306, 19.6671],
];

const AREA_BY_PREFIX = new Map(
  POSTAL_AREAS.flatMap(([prefixes, place, latitude, longitude]) =>
    prefixes.split(" ").map((prefix) => [prefix, { place, latitude, longitude }] as const),
  ),
);

/** A postcode as typed ("120 00", "12000") in its written form, or null when it is none. */
export function normalisePostcode(value: string): string | null {
  const digits = value.replace(/\s+/g, "");
  return /^\d{5}$/.test(digits) ? `${digits.slice(0, 3)} ${digits.slice(3)}` : null;
}

/** Where a postcode is, roughly: its area's main town; null for a postcode no area has. */
export function postcodeOrigin(value: string): DistanceOrigin | null {
  const postcode = normalisePostcode(value);
  const area = postcode ? AREA_BY_PREFIX.get(postcode.slice(0, 2)) : undefined;
  if (!postcode || !area) return null;
  return { kind: "postcode", postcode, ...area };
}

/** A position sent as "latitude,longitude", or null when it is not one. */
export function positionOrigin(value: string): DistanceOrigin | null {
  const match = /^(-?\d{1,2}(?:\.\d{1,6})?),(-?\d{1,3}(?:\.\d{1,6})?)$/.exec(value.trim());
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { kind: "position", latitude, longitude };
}

const EARTH_RADIUS_KM = 6371;

/** The great-circle distance between two points, in kilometres. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
