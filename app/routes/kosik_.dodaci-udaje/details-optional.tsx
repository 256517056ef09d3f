import { useTranslation } from "#app/i18n/use-translation.tsx";

/** After the label of a field the order does without: "(nepovinné)". */
export function DetailsOptional() {
  const { t } = useTranslation();
  return <span className="details-optional"> {t("checkout.details.optional")}</span>;
}
