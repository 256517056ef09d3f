import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { SubmissionResult } from "@conform-to/react";
import { Await, Form, Link, useLocation } from "@remix-run/react";
import { Suspense } from "react";

import { ProductJsonLd } from "#app/components/product/product-json-ld.tsx";
import { StarRating } from "#app/components/product/star-rating.tsx";
import { ErrorList } from "#app/forms/error-list.tsx";
import { HoneypotField } from "#app/forms/honeypot-field.tsx";
import { TextareaField } from "#app/forms/textarea-field.tsx";
import { useSubmissionResult } from "#app/forms/use-submission-result.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { formatShopDate } from "#app/utils/date-format.ts";
import { useHref } from "#app/utils/use-href.ts";
import type { ProductPage } from "#bff/pages/product-page.ts";
import type { ReviewsSection } from "#bff/pages/product-reviews.ts";
import { STAR_COUNT } from "#bff/rules/star-rating.ts";
import "./product-detail.css";

type ProductForReviews = Pick<ProductPage, "id"> & Parameters<typeof ProductJsonLd>[0]["product"];

/**
 * Reviews, newest first, streamed after the first paint: 5, then 5 more per "more" link
 * (`?recenze=2`, a real URL without JavaScript). The Product JSON-LD waits for them to
 * carry the rating count; when the store cannot answer, the page says so and keeps selling.
 */
export function ProductReviews({
  product,
  reviews,
  isLoggedIn,
  lastResult,
}: {
  product: ProductForReviews;
  reviews: Promise<ReviewsSection | null>;
  isLoggedIn: boolean;
  lastResult?: SubmissionResult<Array<string>>;
}) {
  const { t } = useTranslation();
  return (
    <section className="product-reviews" id="recenze" aria-labelledby="recenze-nadpis">
      <h2 id="recenze-nadpis">{t("product.review.title")}</h2>
      <Suspense fallback={<p className="loading-note">{t("product.review.loading")}</p>}>
        <Await resolve={reviews} errorElement={<ReviewsUnavailable product={product} />}>
          {(section) =>
            section ? (
              <ReviewList product={product} section={section} />
            ) : (
              <ReviewsUnavailable product={product} />
            )
          }
        </Await>
      </Suspense>
      <ReviewForm productId={product.id} isLoggedIn={isLoggedIn} lastResult={lastResult} />
    </section>
  );
}

function ReviewsUnavailable({ product }: { product: ProductForReviews }) {
  const { t } = useTranslation();
  return (
    <>
      <ProductJsonLd product={product} reviewCount={0} />
      <p className="notice">{t("product.review.unavailable")}</p>
    </>
  );
}

function ReviewList({ product, section }: { product: ProductForReviews; section: ReviewsSection }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const more = new URLSearchParams(location.search);
  more.set("recenze", String(section.pages + 1));
  return (
    <>
      <ProductJsonLd product={product} reviewCount={section.total} />
      {section.averageStars !== null ? (
        <div className="review-summary">
          <StarRating stars={section.averageStars} />
          <p>{t("product.review.count", { count: section.total })}</p>
        </div>
      ) : null}
      {section.items.length === 0 ? (
        <p>{t("product.review.none")}</p>
      ) : (
        <ol className="review-list">
          {section.items.map((review) => (
            <li key={review.id} className="review">
              <StarRating stars={review.stars} />
              <p className="review-meta">
                <strong>{review.author}</strong>,{" "}
                <time dateTime={review.date}>
                  {formatShopDate(i18n.language, review.date, "medium")}
                </time>
              </p>
              {review.text ? <p lang={review.lang ?? undefined}>{review.text}</p> : null}
            </li>
          ))}
        </ol>
      )}
      {section.hasMore ? (
        <Link
          to={`?${more.toString()}#recenze`}
          replace
          preventScrollReset
          className="button button-secondary"
        >
          {t("product.review.more")}
        </Link>
      ) : null}
    </>
  );
}

function ReviewForm({
  productId,
  isLoggedIn,
  lastResult,
}: {
  productId: number;
  isLoggedIn: boolean;
  lastResult?: SubmissionResult<Array<string>>;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm<{ stars: number; text: string }>({
    id: `review-${productId}`,
    lastResult: useSubmissionResult(lastResult),
  });
  const location = useLocation();
  const to = useHref();
  // A guest may not rate (spec: only a bought and delivered product): no form to fill in vain.
  if (!isLoggedIn) {
    const here = `${location.pathname}${location.search}#recenze`;
    return (
      <div className="review-form">
        <h3>{t("product.review.add")}</h3>
        <p className="field-hint">{t("product.review.whoMay")}</p>
        <Link to={`${to("login")}?redirectTo=${encodeURIComponent(here)}`} className="button">
          {t("product.review.logIn")}
        </Link>
      </div>
    );
  }
  return (
    <Form method="post" preventScrollReset className="review-form" {...getFormProps(form)}>
      <h3>{t("product.review.add")}</h3>
      <input type="hidden" name="intent" value="review" />
      <input type="hidden" name="productId" value={productId} />
      <HoneypotField formId={form.id} />
      <fieldset
        className="star-input"
        aria-describedby={fields.stars.errors ? fields.stars.errorId : undefined}
      >
        <legend>{t("product.review.stars")}</legend>
        {Array.from({ length: STAR_COUNT }, (_, index) => STAR_COUNT - index).map((stars) => (
          <label key={stars}>
            <input
              {...getInputProps(fields.stars, { type: "radio", value: String(stars) })}
              id={`${fields.stars.id}-${stars}`}
              key={`${fields.stars.key}-${stars}`}
            />
            {t("product.review.starsOption", { count: stars })}
          </label>
        ))}
        <ErrorList id={fields.stars.errorId} errors={fields.stars.errors} />
      </fieldset>
      <TextareaField field={fields.text} label={t("product.review.text")} rows={4} />
      <button type="submit" className="button">
        {t("product.review.submit")}
      </button>
      <ErrorList id={form.errorId} errors={form.errors} />
    </Form>
  );
}
