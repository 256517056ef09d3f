/**
 * The shop's clock (spec: "Time zone Europe/Paris with locale cs"): today's date, closing
 * times, birthdays and the dates pages show count here, never in the server's or the
 * browser's zone. Paris and Prague have kept the same offsets since 1979, so a Czech
 * shopper sees Czech time. A plain string, so browser code that only formats with it
 * loads no time-zone library.
 */
export const SHOP_TIME_ZONE = "Europe/Paris";
