import { Form, Link, useNavigation, useSubmit } from "@remix-run/react";
import { useCallback, useEffect, useRef } from "react";

import type { listingLinks } from "#app/components/catalog/listing-links.ts";
import { FILTER_RESULTS_ID } from "#app/components/catalog/results-anchor.ts";
import { usePriceFormatter } from "#app/components/product/price.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useEarlyTicks } from "#app/utils/use-early-input.ts";
import type { CatalogListing } from "#bff/pages/catalog-listing.ts";
import "./listing.css";

type Facets = CatalogListing["facets"];

/** The form's fields without the empty ones, so a blank price box adds nothing to the URL. */
function filledFields(form: HTMLFormElement): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && value.trim() !== "") fields.append(name, value);
  }
  return fields;
}

/**
 * The filters as one GET form. Without JavaScript the shopper ticks boxes and presses
 * "Použít filtry"; with it every change is applied at once by a client-side navigation,
 * so the URL stays the shareable state either way.
 */
export function FacetForm({
  action,
  facets,
  query,
}: {
  action: string;
  facets: Facets;
  query: CatalogListing["query"];
}) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const submitted = useRef<string | null>(null);
  const navigating = useNavigation().state !== "idle";
  // Declared before the early ticks: in the hydration's commit this runs first, so it
  // cannot forget a submission those ticks make in the same commit.
  useEffect(() => {
    if (!navigating) submitted.current = null;
  }, [navigating]);
  const apply = useCallback(
    (form: HTMLFormElement) => {
      const fields = filledFields(form);
      const search = fields.toString();
      // The same fields twice while their page is on its way (Enter in a price box fires
      // `change` and then `submit`; a box ticked before hydration is reported by the early
      // ticks and by React's replayed click) would only restart the navigation.
      if (submitted.current === search) return;
      submitted.current = search;
      submit(fields, { action, preventScrollReset: true });
    },
    [action, submit],
  );
  const form = useRef<HTMLFormElement>(null);
  useEarlyTicks(form, apply);
  return (
    <Form
      ref={form}
      method="get"
      // Without JavaScript the new page opens at its products, not at the top.
      action={`${action}#${FILTER_RESULTS_ID}`}
      className="facet-form"
      aria-label={t("catalog.filters")}
      preventScrollReset
      onChange={(event) => {
        const target = event.target as HTMLInputElement;
        // Typed prices apply on blur or Enter (the `change` event), not on every key.
        if (target.type === "number" && !target.checkValidity()) return;
        apply(event.currentTarget);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
    >
      {query.sort ? <input type="hidden" name="sort" value={query.sort} /> : null}
      {facets.parameters.map((parameter) => (
        <details key={parameter.id} className="facet" open={!parameter.collapsed}>
          <summary className="disclosure">{parameter.title}</summary>
          <fieldset>
            <legend className="visually-hidden">{parameter.title}</legend>
            <ul className={parameter.values.some((value) => value.colour) ? "facet-swatches" : ""}>
              {parameter.values.map((value) => (
                <li key={value.id}>
                  <label>
                    <input
                      type="checkbox"
                      name={`p${parameter.id}`}
                      value={value.id}
                      defaultChecked={value.selected}
                      key={`${value.id}-${value.selected}`}
                      disabled={value.count === 0 && !value.selected}
                    />
                    {value.colour ? (
                      <span className={`facet-swatch colour-${value.colour}`} aria-hidden="true" />
                    ) : null}
                    {value.title}
                    {parameter.unit ? ` ${parameter.unit}` : ""}{" "}
                    <span className="facet-count">({value.count})</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        </details>
      ))}
      {facets.price ? <PriceFacet price={facets.price} /> : null}
      <details className="facet" open>
        <summary className="disclosure">{t("catalog.availability")}</summary>
        <label>
          <input
            type="checkbox"
            name="stock"
            value="1"
            defaultChecked={facets.stock.selected}
            key={String(facets.stock.selected)}
          />
          {t("catalog.inStockOnly")} <span className="facet-count">({facets.stock.count})</span>
        </label>
      </details>
      {facets.tags.length > 0 ? (
        <details className="facet" open>
          <summary className="disclosure">{t("catalog.tags")}</summary>
          <fieldset>
            <legend className="visually-hidden">{t("catalog.tags")}</legend>
            <ul>
              {facets.tags.map((tag) => (
                <li key={tag.code}>
                  <label>
                    <input
                      type="checkbox"
                      name="tags"
                      value={tag.code}
                      defaultChecked={tag.selected}
                      key={`${tag.code}-${tag.selected}`}
                    />
                    {tag.text} <span className="facet-count">({tag.count})</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        </details>
      ) : null}
      <button type="submit" className="button button-primary">
        {t("catalog.applyFilters")}
      </button>
    </Form>
  );
}

function PriceFacet({ price }: { price: NonNullable<Facets["price"]> }) {
  const { t } = useTranslation();
  const format = usePriceFormatter();
  const low = Math.floor(price.min);
  const high = Math.ceil(price.max);
  return (
    <details className="facet" open>
      <summary className="disclosure">{t("catalog.price")}</summary>
      <fieldset className="price-facet">
        <legend className="visually-hidden">{t("catalog.price")}</legend>
        <p className="facet-hint">
          {t("catalog.priceRange", { min: format(low), max: format(high) })}
        </p>
        <label>
          {t("catalog.priceFrom")}
          <input
            type="number"
            name="price_from"
            inputMode="numeric"
            min={0}
            step="any"
            placeholder={String(low)}
            defaultValue={price.from ?? ""}
            key={`from-${price.from}`}
          />
        </label>
        <label>
          {t("catalog.priceTo")}
          <input
            type="number"
            name="price_to"
            inputMode="numeric"
            min={0}
            step="any"
            placeholder={String(high)}
            defaultValue={price.to ?? ""}
            key={`to-${price.to}`}
          />
        </label>
      </fieldset>
    </details>
  );
}

/** The chosen filters, each a link that removes it, and one that removes them all. */
export function ActiveFilters({
  facets,
  links,
}: {
  facets: Facets;
  links: ReturnType<typeof listingLinks>;
}) {
  const { t } = useTranslation();
  const format = usePriceFormatter();
  const chips = [
    ...facets.parameters.flatMap((parameter) =>
      parameter.values
        .filter((value) => value.selected)
        .map((value) => ({
          key: `p${parameter.id}-${value.id}`,
          label: `${parameter.title}: ${value.title}`,
          href: links.toggle(parameter.id, value.id),
        })),
    ),
    ...(facets.price && (facets.price.from !== null || facets.price.to !== null)
      ? [
          {
            key: "price",
            label: `${t("catalog.price")}: ${facets.price.from !== null ? format(facets.price.from) : ""} – ${facets.price.to !== null ? format(facets.price.to) : ""}`,
            href: links.withoutPrice(),
          },
        ]
      : []),
    ...(facets.stock.selected
      ? [{ key: "stock", label: t("catalog.inStockOnly"), href: links.withoutStock() }]
      : []),
    ...facets.tags
      .filter((tag) => tag.selected)
      .map((tag) => ({
        key: `tag-${tag.code}`,
        label: tag.text,
        href: links.withoutTag(tag.code),
      })),
  ];
  if (chips.length === 0) return null;
  return (
    <div className="active-filters">
      <h2 className="visually-hidden">{t("catalog.activeFilters")}</h2>
      <ul>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={chip.href}
              preventScrollReset
              aria-label={t("catalog.removeFilter", { filter: chip.label })}
            >
              {chip.label} <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
        <li>
          <Link to={links.clear()} preventScrollReset className="clear-filters">
            {t("catalog.clearFilters")}
          </Link>
        </li>
      </ul>
    </div>
  );
}
