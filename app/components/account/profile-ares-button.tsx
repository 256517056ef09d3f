import type { FormMetadata, SubmissionResult } from "@conform-to/react";
import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";

import { ErrorList } from "#app/forms/error-list.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { AccountDetailsInput, CompanyFill } from "#app/schemas/account-details.server.ts";
import "./account-forms.css";

/** What the personal-data action answers to the look-up. */
export type AresAnswer = {
  result: SubmissionResult<Array<string>>;
  company?: CompanyFill;
};

/**
 * "Doplnit podle IČO", as the checkout's ARES button works: without JavaScript a second
 * submit button of the whole form (the page comes back filled in, nothing saved yet); with
 * it a fetcher asks for the IČO alone and the answer fills the company's name and DIČ.
 */
export function ProfileAresButton({
  form,
}: {
  form: FormMetadata<AccountDetailsInput, Array<string>>;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<AresAnswer>({ key: "account-details-ares" });
  const company = fetcher.data?.company;
  const sentWithForm = useActionData<AresAnswer>()?.company;
  const filled = company ?? sentWithForm;
  const applied = useRef<CompanyFill | undefined>(undefined);

  useEffect(() => {
    if (!company || applied.current === company) return;
    applied.current = company;
    for (const [name, value] of Object.entries(company)) form.update({ name, value });
  }, [company, form]);

  const busy = fetcher.state !== "idle";
  return (
    <div className="account-ares">
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
        {t("accountDetails.ares.button")}
      </button>
      <div aria-live="polite" className="account-ares-status">
        {busy ? <p>{t("accountDetails.ares.loading")}</p> : null}
        {!busy && filled ? <p>{t("accountDetails.ares.filled")}</p> : null}
        {!busy ? <ErrorList errors={fetcher.data?.result.error?.tin} /> : null}
      </div>
    </div>
  );
}
