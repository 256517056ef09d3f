import { DEFAULT_LOCALE, isLocale, type Locale } from "#bff/locales.js";
import { shopWallClock, type WallClock } from "#bff/rules/shop-wall-clock.ts";

/**
 * Dates as the shop's languages write them, in the words and order Intl uses (CLDR's), the
 * unit tests hold them to Intl's. Written out rather than asked of Intl: a page's first
 * `Intl.DateTimeFormat` costs the browser some 40 ms of loading locale data while it
 * hydrates a date the server has already written (decision 085); and the server's and the
 * browser's text can no longer differ with their ICU versions.
 */

/**
 * - `dayMonth`: "4. 12." (de "4.12.")
 * - `numeric`: "4. 12. 2026" (de "4.12.2026")
 * - `medium`: Intl's `dateStyle: "medium"`, "4. 12. 2026" (de "04.12.2026")
 * - `weekday`: "pátek 4. 12." (sk "piatok 4. 12.", de "Freitag, 4.12.")
 * - `long`: "4. prosince 2026" (sk "4. decembra 2026", de "4. Dezember 2026")
 */
export type DateStyle = "dayMonth" | "numeric" | "medium" | "weekday" | "long";

const WEEKDAYS: Record<Locale, ReadonlyArray<string>> = {
  cs: ["neděle", "pondělí", "úterý", "středa", "čtvrtek", "pátek", "sobota"],
  sk: ["nedeľa", "pondelok", "utorok", "streda", "štvrtok", "piatok", "sobota"],
  de: ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"],
};

/** Months as a date names them: Czech and Slovak in the genitive ("4. prosince"). */
const MONTHS: Record<Locale, ReadonlyArray<string>> = {
  cs: [
    "ledna",
    "února",
    "března",
    "dubna",
    "května",
    "června",
    "července",
    "srpna",
    "září",
    "října",
    "listopadu",
    "prosince",
  ],
  sk: [
    "januára",
    "februára",
    "marca",
    "apríla",
    "mája",
    "júna",
    "júla",
    "augusta",
    "septembra",
    "októbra",
    "novembra",
    "decembra",
  ],
  de: [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
  ],
};

/** A day of the calendar: month 1-12, weekday 0 (Sunday) to 6. */
export type CalendarDate = Pick<WallClock, "year" | "month" | "day" | "weekday">;

function languageOf(language: string): Locale {
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** The date in a language and style. */
export function writeDate(language: string, date: CalendarDate, style: DateStyle): string {
  const locale = languageOf(language);
  const { year, month, day } = date;
  if (locale === "de") {
    switch (style) {
      case "dayMonth":
        return `${day}.${month}.`;
      case "numeric":
        return `${day}.${month}.${year}`;
      case "medium":
        return `${twoDigits(day)}.${twoDigits(month)}.${year}`;
      case "weekday":
        return `${WEEKDAYS.de[date.weekday]}, ${day}.${month}.`;
      case "long":
        return `${day}. ${MONTHS.de[month - 1]} ${year}`;
    }
  }
  switch (style) {
    case "dayMonth":
      return `${day}. ${month}.`;
    case "numeric":
    case "medium":
      return `${day}. ${month}. ${year}`;
    case "weekday":
      return `${WEEKDAYS[locale][date.weekday]} ${day}. ${month}.`;
    case "long":
      return `${day}. ${MONTHS[locale][month - 1]} ${year}`;
  }
}

/**
 * A moment as the shop's clock reads it, Intl's medium date with its short time:
 * "4. 12. 2026 14:05", "4. 12. 2026, 14:05" in Slovak, "04.12.2026, 14:05" in German.
 */
export function formatShopDateTime(language: string, moment: Date | string): string {
  const locale = languageOf(language);
  const clock = shopWallClock(validDate(moment));
  const date = writeDate(locale, clock, "medium");
  const minute = twoDigits(clock.minute);
  if (locale === "de") return `${date}, ${twoDigits(clock.hour)}:${minute}`;
  return `${date}${locale === "sk" ? "," : ""} ${clock.hour}:${minute}`;
}

/** The day a moment falls on by the shop's clock (an order placed before midnight keeps its day). */
export function formatShopDate(language: string, moment: Date | string, style: DateStyle): string {
  return writeDate(language, shopWallClock(validDate(moment)), style);
}

/**
 * A calendar day (`YYYY-MM-DD`) the shop computed in its own time zone, written as that day
 * wherever the page is rendered: "čtvrtek 26. 11." in the `weekday` style.
 */
export function formatCalendarDay(language: string, day: string, style: DateStyle): string {
  const [year = Number.NaN, month = Number.NaN, date = Number.NaN] = day.split("-").map(Number);
  const noon = validDate(new Date(Date.UTC(year, month - 1, date, 12)));
  return writeDate(
    language,
    {
      year: noon.getUTCFullYear(),
      month: noon.getUTCMonth() + 1,
      day: noon.getUTCDate(),
      weekday: noon.getUTCDay(),
    },
    style,
  );
}

/** The moment as a `Date`; a RangeError, as Intl's, for one that names no time. */
function validDate(moment: Date | string): Date {
  const date = typeof moment === "string" ? new Date(moment) : moment;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid time value: ${String(moment)}`);
  return date;
}
