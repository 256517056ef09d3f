import type { RichTextNode } from "./content-rich-text.ts";
import type { OwnStore } from "./store/shipping.ts";

/**
 * What the CMS says about the shop's own branches beside the store's record (address,
 * GPS, weekly hours, warehouse), which it takes from `OWN_STORES` so both sides agree.
 */

export type BranchSite = "cz" | "sk";

export const BRANCH_LANGUAGES: Record<BranchSite, string> = { cz: "cs", sk: "sk" };

export interface SeedEmployee {
  name: string;
  position: string;
  email: string;
  phone: string;
}

export interface SeedBranch {
  /** The store's branch id (`OWN_STORES`). */
  storeId: number;
  slug: string;
  site: BranchSite;
  title: string;
  weight: number;
  primary?: boolean;
  region: string;
  seoDescription: string;
  description: RichTextNode;
  mapDescription: string;
  carAccessibility: string;
  publicTransportAccessibility: string;
  services: Array<string>;
  payWithCard: boolean;
  /** The 360° tour's model id. */
  tourId: string;
  /** The map place's id its review link names. */
  reviewId: string;
  /** Alt texts of the three gallery pictures. */
  pictures: [string, string, string];
  /** ISO date-time; a branch closed around the seeding day changed again when that was set. */
  lastModified: string;
  /** Closed from three days before the seeding day to ten days after it. */
  closedAroundSeeding?: boolean;
  employees: Array<SeedEmployee>;
}

export interface OpeningDay {
  day: number;
  from: string | null;
  to: string | null;
}

export interface OpeningException {
  date: string;
  from: string | null;
  to: string | null;
  note: string;
}

/** The whole week as the CMS keeps it: the store's open days, the others closed. */
export function openingWeek(store: OwnStore): Array<OpeningDay> {
  return [1, 2, 3, 4, 5, 6, 7].map((day) => {
    const open = store.hours.find((hours) => hours.day === day);
    return { day, from: open?.from ?? null, to: open?.to ?? null };
  });
}

const HOLIDAY_NOTES: Record<BranchSite, Record<string, string>> = {
  cz: {
    "12-24": "Štědrý den – zavřeno",
    "12-25": "1. svátek vánoční – zavřeno",
    "12-26": "2. svátek vánoční – zavřeno",
    "12-31": "Silvestr – zkrácená otevírací doba",
    "01-01": "Nový rok – zavřeno",
  },
  sk: {
    "12-24": "Štedrý deň – zatvorené",
    "12-25": "Prvý sviatok vianočný – zatvorené",
    "12-26": "Druhý sviatok vianočný – zatvorené",
    "12-31": "Silvester – skrátený otvárací čas",
    "01-01": "Deň vzniku Slovenskej republiky – zatvorené",
  },
};

/**
 * The Christmas holidays of the seeding day's year and the New Year's Day after it, with
 * New Year's Eve shortened: the season ahead stays ahead however late the sandbox is
 * seeded.
 */
export function openingExceptions(site: BranchSite, today: number): Array<OpeningException> {
  const year = new Date(today).getUTCFullYear();
  const notes = HOLIDAY_NOTES[site];
  const day = (date: string, monthDay: string, hours: [string, string] | null = null) => ({
    date,
    from: hours?.[0] ?? null,
    to: hours?.[1] ?? null,
    note: notes[monthDay] ?? "",
  });
  return [
    day(`${year}-12-24`, "12-24"),
    day(`${year}-12-25`, "12-25"),
    day(`${year}-12-26`, "12-26"),
    day(`${year}-12-31`, "12-31", ["09:00", "14:00"]),
    day(`${year + 1}-01-01`, "01-01"),
  ];
}

/** The embeddable map of the branch's place (hosted by the map provider). */
export function mapIframe(store: OwnStore, site: BranchSite): string {
  const language = BRANCH_LANGUAGES[site];
  return (
    "https://www.google.com/maps/embed?pb=!1m10!1m8!1m3!1d1200" +
    `!2d${store.lng}!3d${store.lat}!3m2!1i1024!2i768!4f13.1!5e0!3m2!1s${language}!2s${site}`
  );
}

/** The link that opens the branch's place in the map provider's own site. */
export function mapLink(store: OwnStore): string {
  return `https://www.google.com/maps/search/?api=1&query=${store.lat}%2C${store.lng}`;
}

/** The embeddable 360° walk through the branch (hosted by the tour provider). */
export function tourIframe(tourId: string): string {
  return `https://my.matterport.com/show/?m=${tourId}&play=1`;
}

export function reviewLink(reviewId: string): string {
  return `https://g.page/r/${reviewId}/review`;
}
