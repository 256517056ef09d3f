import { useFetcher, useFetchers, useLocation } from "@remix-run/react";

import { type CompareAnswer, shownCompared } from "#app/compare/compare-form.ts";
import { EnhancedField } from "#app/forms/enhanced-field.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useRootData } from "#app/utils/root-data.ts";
import { useHref } from "#app/utils/use-href.ts";
import { COMPARE_LIMIT } from "#bff/rules/compare-list.ts";
import "./compare-button.css";

const FETCHER_PREFIX = "compare-";

/** The fetcher of one product's compare forms, shared by its box, its page and its column. */
export function useCompareFetcher(productId: number | "clear") {
  return useFetcher<CompareAnswer>({ key: `${FETCHER_PREFIX}${productId}` });
}

/**
 * Whether a change of the list is on its way or the page is reloading after one. The list
 * is one cookie: a change sent meanwhile would start from the old list and undo the other
 * one's, so one goes at a time and a press meanwhile is ignored (as a second "Do košíku").
 */
export function useCompareLocked(): boolean {
  return useFetchers().some(
    (other) => other.key.startsWith(FETCHER_PREFIX) && other.state !== "idle",
  );
}

/**
 * "Porovnat" on a product box or page (spec §4: the compare button has an active state):
 * pressed while the product is on the compare list, and a press asks for the other state.
 * Without JavaScript it posts and comes back to `anchor`; with it the button changes at
 * once, unless the list is full, and the root's list, read again after the action, is the
 * truth. Nothing while the shop has no comparison.
 */
export function CompareButton({
  productId,
  productName,
  anchor,
  className,
}: {
  productId: number;
  productName: string;
  /** The element to come back to after a reload (a box's id); none for the product page. */
  anchor?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const to = useHref();
  const location = useLocation();
  const root = useRootData();
  const fetcher = useCompareFetcher(productId);
  const locked = useCompareLocked();
  if (!root?.features.includes("compare")) return null;
  const active = shownCompared(productId, root.compareIds, COMPARE_LIMIT, fetcher.formData);
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <fetcher.Form
      method="post"
      action={to("compare")}
      preventScrollReset
      className={className ? `compare-toggle ${className}` : "compare-toggle"}
      onSubmit={(event) => {
        if (locked) event.preventDefault();
      }}
    >
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="returnTo" value={anchor ? `${returnTo}#${anchor}` : returnTo} />
      <EnhancedField />
      {/* The press says what it asks for: one field fewer in every box of a listing. */}
      <button
        type="submit"
        name="intent"
        value={active ? "remove" : "add"}
        className={active ? "compare-button is-active" : "compare-button"}
        aria-pressed={active}
        aria-label={`${t("compare.button")}: ${productName}`}
      >
        <span className="compare-check" aria-hidden="true" />
        {t("compare.button")}
      </button>
    </fetcher.Form>
  );
}
