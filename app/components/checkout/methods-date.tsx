import { useTranslation } from "#app/i18n/use-translation.tsx";
import { formatCalendarDay } from "#app/utils/date-format.ts";
import "./checkout.css";

/** "čtvrtek 16. 1." for a calendar day (`YYYY-MM-DD`) in the page's language. */
export function useDayFormatter(): (day: string) => string {
  const { i18n } = useTranslation();
  return (day) => formatCalendarDay(i18n.language, day, "weekday");
}

/** "středa 2. 12., 20:00–22:00": a delivery time slot in the page's language. */
export function useSlotFormatter(): (slot: { date: string; from: string; to: string }) => string {
  const { t } = useTranslation();
  const day = useDayFormatter();
  return (slot) =>
    t("checkout.methods.deliveryTimeSlot", { date: day(slot.date), from: slot.from, to: slot.to });
}
