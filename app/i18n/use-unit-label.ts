import { useTranslation } from "#app/i18n/use-translation.tsx";

/** A unit the store may send that is a plain word, and so can name a translation key. */
const UNIT_KEY = /^\p{L}+$/u;

/**
 * The store's sales unit ("ks", "bm") as the shopper's language abbreviates it ("Stk.",
 * "lfm." in German); a unit the translations do not know is shown as the store sent it.
 */
export function useUnitLabel(): (unit: string) => string {
  const { t } = useTranslation();
  return (unit) => {
    const key = unit.trim();
    return UNIT_KEY.test(key) ? t(`units.${key}`, { defaultValue: unit }) : unit;
  };
}
