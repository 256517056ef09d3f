import { formatShopDate } from "#app/utils/date-format.ts";
import { useLocale } from "#app/utils/use-href.ts";

/** A publication date as the shop's readers read it: "11. února 2025", in Prague time. */
export function PublishedDate({ iso }: { iso: string }) {
  const locale = useLocale();
  const text = formatShopDate(locale, iso, "long");
  return <time dateTime={iso}>{text}</time>;
}
