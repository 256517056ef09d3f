import type { SerializeFrom } from "@remix-run/node";
import { Link } from "@remix-run/react";

import { Breadcrumbs } from "#app/components/catalog/breadcrumbs.tsx";
import { RichText } from "#app/components/content/rich-text.tsx";
import { ProductGrid } from "#app/components/product/product-grid.tsx";
import { JsonLd } from "#app/components/seo/json-ld.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { catchAllHref } from "#app/seo/catch-all-href.ts";
import { useRootData } from "#app/utils/root-data.ts";
import { useHref, useLocale } from "#app/utils/use-href.ts";
import type { GlossaryTermPage } from "#bff/pages/glossary.ts";

import { definedTermJsonLd } from "./defined-term-json-ld.ts";
import "./glossary.css";

/**
 * A glossary term's page: the explanation, where to find such products (categories,
 * virtual categories, product boxes) and related terms, with DefinedTerm structured data.
 */
export function GlossaryTerm({ term }: { term: SerializeFrom<GlossaryTermPage> }) {
  const { t } = useTranslation();
  const to = useHref();
  const locale = useLocale();
  const origin = useRootData()?.origin;
  const glossaryTitle = t("glossary.title");
  const termHref = to("glossaryTerm", { slug: term.slug });
  const places = [...term.categories, ...term.virtualCategories];
  return (
    <article className="container glossary-term">
      <Breadcrumbs
        crumbs={[
          { title: glossaryTitle, href: to("glossary") },
          { title: term.term, href: termHref },
        ]}
      />
      {origin ? (
        <JsonLd
          data={definedTermJsonLd({
            name: term.term,
            description: term.perex,
            url: new URL(termHref, origin).href,
            set: { name: glossaryTitle, url: new URL(to("glossary"), origin).href },
          })}
        />
      ) : null}
      <div className="glossary-term-text">
        <h1>{term.heading}</h1>
        {term.perex ? <p className="glossary-perex">{term.perex}</p> : null}
        <RichText document={term.document} />
      </div>
      {places.length > 0 ? (
        <section aria-labelledby="glossary-places" className="glossary-links">
          <h2 id="glossary-places">{t("glossary.categories")}</h2>
          <ul>
            {places.map((place) => (
              <li key={place.slug}>
                <Link to={catchAllHref(locale, place.slug)}>{place.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {term.products.length > 0 ? (
        <section aria-labelledby="glossary-products" className="glossary-products">
          <h2 id="glossary-products">{t("glossary.products")}</h2>
          <ProductGrid products={term.products} shoppingDisabledText={term.shoppingDisabledText} />
        </section>
      ) : null}
      {term.related.length > 0 ? (
        <section aria-labelledby="glossary-related" className="glossary-links">
          <h2 id="glossary-related">{t("glossary.related")}</h2>
          <ul>
            {term.related.map((related) => (
              <li key={related.slug}>
                <Link to={to("glossaryTerm", { slug: related.slug })} prefetch="intent">
                  {related.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>
        <Link to={to("glossary")}>{t("glossary.allTerms")}</Link>
      </p>
    </article>
  );
}
