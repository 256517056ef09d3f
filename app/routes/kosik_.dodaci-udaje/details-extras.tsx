import { useTranslation } from "react-i18next";

import {
  DetailsCheckbox,
  DetailsTextArea,
  DetailsTextField,
} from "#app/routes/kosik_.dodaci-udaje/details-field.tsx";
import type { DetailsFields } from "#app/routes/kosik_.dodaci-udaje/details-fields.ts";

/** Notes for the shop and the shipper, the customer's own order number, the loyalty card. */
export function DetailsExtras({
  fields,
  customOrderNumber,
}: {
  fields: DetailsFields;
  customOrderNumber: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="details-section">
      <legend>{t("checkout.info.extras.title")}</legend>
      <DetailsTextArea meta={fields.note} label={t("checkout.info.extras.note")} />
      <DetailsTextArea
        meta={fields.note_for_shipper}
        label={t("checkout.info.extras.noteForShipper")}
      />
      {customOrderNumber ? (
        <DetailsTextField
          meta={fields.customOrderNumber}
          label={t("checkout.info.extras.customOrderNumber")}
          autoComplete="off"
          optional
        />
      ) : null}
      <DetailsCheckbox meta={fields.cardRequest} label={t("checkout.info.extras.cardRequest")} />
    </fieldset>
  );
}
