import { CheckboxField } from "#app/forms/checkbox-field.tsx";
import { Field } from "#app/forms/field.tsx";
import type { FormField } from "#app/forms/form-field.ts";
import { TextareaField } from "#app/forms/textarea-field.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { DetailsOptional } from "#app/routes/kosik_.dodaci-udaje/details-optional.tsx";

/** Notes for the shop and the shipper, the customer's own order number, the loyalty card. */
export function DetailsExtras({
  fields,
  customOrderNumber,
}: {
  fields: Record<"note" | "note_for_shipper" | "customOrderNumber" | "cardRequest", FormField>;
  customOrderNumber: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="details-section">
      <legend>{t("checkout.details.extras.title")}</legend>
      <TextareaField
        field={fields.note}
        label={
          <>
            {t("checkout.details.extras.note")}
            <DetailsOptional />
          </>
        }
        rows={3}
      />
      <TextareaField
        field={fields.note_for_shipper}
        label={
          <>
            {t("checkout.details.extras.noteForShipper")}
            <DetailsOptional />
          </>
        }
        rows={3}
      />
      {customOrderNumber ? (
        <Field
          field={fields.customOrderNumber}
          label={
            <>
              {t("checkout.details.extras.customOrderNumber")}
              <DetailsOptional />
            </>
          }
          autoComplete="off"
        />
      ) : null}
      <CheckboxField field={fields.cardRequest} label={t("checkout.details.extras.cardRequest")} />
    </fieldset>
  );
}
