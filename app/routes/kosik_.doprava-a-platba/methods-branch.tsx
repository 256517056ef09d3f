import { Form } from "@remix-run/react";

import { CheckoutSection } from "#app/components/checkout/checkout-section.tsx";
import { PickupShop } from "#app/components/checkout/pickup-shop.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { MethodsChoiceForm } from "#app/routes/kosik_.doprava-a-platba/methods-choice-form.tsx";
import type { MethodsActionData } from "#app/routes/kosik_.doprava-a-platba/methods-form.tsx";
import {
  BRANCH_QUERY_PARAM,
  choiceAnchor,
  choiceSection,
} from "#app/routes/kosik_.doprava-a-platba/methods-url.ts";
import { useHydrated } from "#app/utils/use-hydrated.ts";
import type { CheckoutBranch, CheckoutMethodsPage } from "#bff/pages/checkout-methods.ts";
import { BRANCH_QUERY_MAX } from "#bff/rules/checkout-choices.ts";

function address(branch: CheckoutBranch): string {
  return `${branch.street}, ${branch.postcode} ${branch.city}`;
}

/**
 * The pick-up point of a shipper that needs one: a search by town, postcode or name (a GET
 * form, so the results are a URL and work without JavaScript) and the point chosen from it.
 * A chosen point folds the search and its results to one line; a search shows them again.
 */
export function MethodsBranch({
  branches,
  requested = false,
  actionData,
}: {
  branches: NonNullable<CheckoutMethodsPage["branches"]>;
  /** The address asks for the search although a point is chosen. */
  requested?: boolean;
  actionData?: MethodsActionData;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { chosen, results } = branches;
  const chosenText = chosen ? (
    <>
      {t("checkout.methods.branchChosen")} <strong>{chosen.name}</strong>, {address(chosen)}
    </>
  ) : null;
  const search = (
    <>
      {chosenText ? (
        <p className="checkout-branch-chosen">{chosenText}</p>
      ) : (
        <p>{t("checkout.methods.branchPrompt")}</p>
      )}
      <Form
        method="get"
        // Without JavaScript the results open at this section, not at the page's top.
        action={hydrated ? undefined : `#${choiceAnchor("branch")}`}
        className="inline-form"
        role="search"
        preventScrollReset
      >
        <label htmlFor="checkout-branch-query">{t("checkout.methods.branchSearchLabel")}</label>
        <input
          id="checkout-branch-query"
          type="search"
          name={BRANCH_QUERY_PARAM}
          defaultValue={branches.query ?? ""}
          maxLength={BRANCH_QUERY_MAX}
        />
        <button type="submit" className="button">
          {t("checkout.methods.branchSearch")}
        </button>
      </Form>
      {branches.unavailable ? (
        <p className="checkout-warning" role="alert">
          {t("checkout.methods.branchUnavailable")}
        </p>
      ) : null}
      {results && results.length === 0 ? (
        <p role="status">{t("checkout.methods.branchNone", { query: branches.query ?? "" })}</p>
      ) : null}
    </>
  );
  return (
    <CheckoutSection id={choiceSection("branch")} title={t("checkout.methods.branchTitle")}>
      <MethodsChoiceForm
        intent="branch"
        chosenId={chosen?.id}
        chosenLine={chosenText ? <span>{chosenText}</span> : null}
        changeLabel={t("checkout.methods.changeBranch")}
        requested={requested || branches.query !== null}
        legend={t("checkout.methods.branchResults")}
        submitLabel={t("checkout.methods.chooseBranch")}
        actionData={actionData}
        intro={search}
        options={(results ?? []).map((branch) => ({
          id: branch.id,
          label: (
            <span className="checkout-option-text">
              <span className="checkout-option-name">{branch.name}</span>{" "}
              <span className="checkout-option-note">{address(branch)}</span>
            </span>
          ),
        }))}
        afterOptions={branches.more ? <p>{t("checkout.methods.branchMore")}</p> : null}
      />
      {branches.shop ? <PickupShop shop={branches.shop} withReadyDay /> : null}
    </CheckoutSection>
  );
}
