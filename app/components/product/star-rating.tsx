import { useTranslation } from "#app/i18n/use-translation.tsx";
import "./product-card.css";
/** Spec §9: five stars; `stars` is 0 to 5 with one decimal. */
export function StarRating({ stars }: { stars: number }) {
  const { t } = useTranslation();
  const filled = Math.round(stars);
  return (
    <p className="star-rating" role="img" aria-label={t("catalog.rating", { stars })}>
      <span aria-hidden="true">{"★".repeat(filled)}</span>
      <span aria-hidden="true" className="star-empty">
        {"★".repeat(5 - filled)}
      </span>
    </p>
  );
}
