import type { FormMetadata } from "@conform-to/react";
import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";

import { ErrorList } from "#app/forms/error-list.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { DetailsActionData } from "#app/routes/kosik_.dodaci-udaje/action.server.ts";
import type { CheckoutDetailsInput } from "#app/schemas/checkout-details.server.ts";

/**
 * "Načíst z ARES": without JavaScript a submit button of the whole form (the page comes back
 * filled in); with it a fetcher asks for the IČO alone and the answer fills the fields.
 */
export function DetailsAresButton({
  form,
}: {
  form: FormMetadata<CheckoutDetailsInput, Array<string>>;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<DetailsActionData>({ key: "checkout-details-ares" });
  const company = fetcher.data?.company;
  // Without JavaScript the whole form was sent and the page came back filled in.
  const sentWithForm = useActionData<DetailsActionData>()?.company;
  const filled = company ?? sentWithForm;
  const applied = useRef<typeof company>(undefined);

  useEffect(() => {
    if (!company || applied.current === company) return;
    applied.current = company;
    for (const [name, value] of Object.entries(company)) form.update({ name, value });
    // The registered address is the billing address: its section opens with it.
    form.update({ name: "differentAddress", value: "on" });
  }, [company, form]);

  const busy = fetcher.state !== "idle";
  return (
    <div className="details-ares">
      <button
        type="submit"
        name="intent"
        value="ares"
        formNoValidate
        className="button"
        disabled={busy}
        onClick={(event) => {
          const tin = event.currentTarget.form?.elements.namedItem("tin");
          if (!(tin instanceof HTMLInputElement)) return;
          event.preventDefault();
          fetcher.submit({ intent: "ares", tin: tin.value }, { method: "post" });
        }}
      >
        {t("checkout.details.ares.button")}
      </button>
      <div aria-live="polite" className="details-ares-status">
        {busy ? <p>{t("checkout.details.ares.loading")}</p> : null}
        {!busy && filled ? <p>{t("checkout.details.ares.filled")}</p> : null}
        {!busy ? <ErrorList errors={fetcher.data?.result.error?.tin} /> : null}
      </div>
    </div>
  );
}
