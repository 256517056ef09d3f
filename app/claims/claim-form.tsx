import { getFormProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";

import {
  CLAIM_FORM_CONSTRAINTS,
  DESCRIPTION_MIN_LENGTH,
  ORDER_FIELD,
} from "#app/claims/claim-fields.ts";
import type { ClaimActionData } from "#app/claims/claim-page.server.ts";
import type { ClaimFormInput } from "#app/claims/claim-schema.server.ts";
import { CheckboxField } from "#app/forms/checkbox-field.tsx";
import { ErrorList } from "#app/forms/error-list.tsx";
import { Field } from "#app/forms/field.tsx";
import { HoneypotField } from "#app/forms/honeypot-field.tsx";
import { SelectField } from "#app/forms/select-field.tsx";
import { TextareaField } from "#app/forms/textarea-field.tsx";
import { useSubmissionResult } from "#app/forms/use-submission-result.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import type { ClaimKind, ClaimOrderView } from "#bff/pages/claims.ts";
import { RETURN_REASONS } from "#bff/rules/return-reasons.ts";
import { MAX_UPLOAD_FILES, MAX_UPLOAD_MB, UPLOAD_ACCEPT } from "#bff/rules/upload-check.ts";

/**
 * Step 2: the order's lines with an amount each (0 to what was bought), a complaint's
 * description and photos or a return's reason, the account for a refund and the consent.
 * A multipart POST; files chosen before a refusal must be chosen again, which it says.
 */
export function ClaimForm({
  kind,
  order,
  email,
  claimKey,
  actionData,
}: {
  kind: ClaimKind;
  order: ClaimOrderView;
  email: string | null;
  claimKey: string;
  actionData: ClaimActionData | undefined;
}) {
  const { t } = useTranslation();
  const pending = useIsPending();
  const [form, fields] = useForm<ClaimFormInput>({
    id: `claim-${kind}`,
    lastResult: useSubmissionResult(actionData?.result ?? null, pending),
    constraint: CLAIM_FORM_CONSTRAINTS[kind],
    defaultValue: {
      items: order.items.map((item) => ({ id: item.id, amount: "0" })),
    },
  });
  const lines = fields.items.getFieldList();
  // A refused submission keeps its key, so the retry cannot file a second claim.
  const submittedKey = actionData?.result.initialValue?.claimKey;
  const keptKey = typeof submittedKey === "string" ? submittedKey : null;
  const complaint = kind === "complaint";

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="claim-form"
      {...getFormProps(form)}
      noValidate
    >
      <HoneypotField formId={form.id} />
      <input type="hidden" name={ORDER_FIELD} value={order.code} />
      {email ? <input type="hidden" name="email" value={email} /> : null}
      <input type="hidden" name="claimKey" value={keptKey ?? claimKey} />

      <fieldset className="claim-items" aria-describedby="claim-items-help">
        <legend>{t("claims.items")}</legend>
        <p id="claim-items-help" className="field-hint">
          {t(complaint ? "claims.itemsHelpComplaint" : "claims.itemsHelpReturn")}
        </p>
        {order.items.map((item, index) => {
          const line = lines[index]?.getFieldset();
          if (!line) return null;
          return (
            <div key={item.id} className="claim-item">
              <input type="hidden" name={line.id.name} value={item.id} />
              <Field
                field={line.amount}
                min={0}
                max={item.amount}
                type="number"
                inputMode="numeric"
                label={t("claims.amountLabel", { name: item.name })}
                hint={t("claims.ordered", { amount: item.amount })}
                errorValues={{ max: item.amount }}
                autoComplete="off"
              />
            </div>
          );
        })}
        <ErrorList id={fields.items.errorId} errors={fields.items.errors} role="alert" />
      </fieldset>

      {complaint ? (
        <>
          <TextareaField
            field={fields.description}
            label={t("claims.description")}
            describedBy="claim-description-hint"
            rows={5}
          >
            <p id="claim-description-hint" className="field-hint">
              {t("claims.descriptionHint", { min: DESCRIPTION_MIN_LENGTH })}
            </p>
          </TextareaField>
          <Field
            field={{
              id: `${form.id}-photos`,
              name: "photos",
              errorId: `${form.id}-photos-errors`,
              errors: actionData?.photoErrors,
            }}
            type="file"
            multiple
            accept={UPLOAD_ACCEPT}
            label={t("claims.photos")}
            hint={
              <>
                {t("claims.photosHint", { max: MAX_UPLOAD_FILES, size: MAX_UPLOAD_MB })}
                {actionData?.photosSent ? (
                  <strong className="claim-photos-again"> {t("claims.photosAgain")}</strong>
                ) : null}
              </>
            }
          />
        </>
      ) : (
        <SelectField
          field={fields.reason}
          label={t("claims.reason")}
          placeholder={t("claims.reasonPlaceholder")}
          autoComplete="off"
          options={RETURN_REASONS.map((reason) => ({
            value: reason,
            label: t(`claims.reasons.${reason}`),
          }))}
        />
      )}

      <Field
        field={fields.bankAccount}
        label={t(complaint ? "claims.bankAccountOptional" : "claims.bankAccount")}
        hint={t("claims.bankAccountHint")}
        autoComplete="off"
        spellCheck={false}
      />
      <CheckboxField
        field={fields.consent}
        label={t(complaint ? "claims.consentComplaint" : "claims.consentReturn")}
      />
      <div className="claim-form-errors">
        <ErrorList id={form.errorId} errors={form.errors} role="alert" />
      </div>
      <button type="submit" className="button button-primary" disabled={pending}>
        {pending
          ? t("claims.sending")
          : t(complaint ? "claims.submitComplaint" : "claims.submitReturn")}
      </button>
    </Form>
  );
}
