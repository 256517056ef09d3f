import { Form, useSubmit } from "@remix-run/react";

import { FILTER_RESULTS_ID } from "#app/components/catalog/results-anchor.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHydrated } from "#app/utils/use-hydrated.ts";
import type { CatalogListing } from "#bff/pages/catalog-listing.ts";
import "./listing.css";

/**
 * The sort order as one compact control: a GET form that keeps the chosen filters in hidden
 * fields and goes back to page 1. Without JavaScript the shopper presses "Seřadit"; with it
 * choosing an order applies it at once.
 */
export function SortForm({
  action,
  sort,
  keptFrom,
}: {
  action: string;
  sort: CatalogListing["sort"];
  /** A URL whose parameters the sorted page keeps: the filters, or a search's query. */
  keptFrom: string;
}) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const kept = [...new URL(keptFrom, "http://listing").searchParams];
  return (
    <Form
      method="get"
      // Without JavaScript the new page opens at its products, not at the top.
      action={`${action}#${FILTER_RESULTS_ID}`}
      preventScrollReset
      className="sort-form"
      onChange={(event) => submit(event.currentTarget, { action, preventScrollReset: true })}
    >
      {kept.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="listing-sort" className="visually-hidden-narrow">
        {t("catalog.sortBy")}
      </label>
      <select id="listing-sort" name="sort" defaultValue={sort.selected} key={sort.selected}>
        {sort.options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.title}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button type="submit" className="button">
          {t("catalog.applySort")}
        </button>
      )}
    </Form>
  );
}
