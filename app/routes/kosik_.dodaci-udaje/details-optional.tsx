import { useTranslation } from "react-i18next";

/** After the label of a field the order does without: "(nepovinné)". */
export function DetailsOptional() {
  const { t } = useTranslation();
  return <span className="details-optional"> {t("checkout.details.optional")}</span>;
}
