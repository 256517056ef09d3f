import { getCatalogState } from "#bff/cms/catalog.ts";
import { findCmsCategories, getAllBrands, getCategoryDocument } from "#bff/cms/documents.ts";
import { sanitiseRichText, type RichNode } from "#bff/cms/rich-text.ts";
import type { CatalogState, StoreCategory } from "#bff/cms/schemas-catalog.ts";
import type { CategoryDocument, VirtualCategory } from "#bff/cms/schemas-documents.ts";
import type { RequestContext } from "#bff/context.ts";
import { BffError } from "#bff/errors.ts";
import { optional } from "#bff/optional.ts";
import { isBannerShown } from "#bff/rules/banner-window.ts";
import type { CatalogSort } from "#bff/rules/catalog-sorts.ts";
import { categoryPicture } from "#bff/rules/category-picture.ts";
import type { ResolvedLink } from "#bff/rules/cms-link.ts";
import { colourCode } from "#bff/rules/colour-code.ts";
import { listingCanonicalPath } from "#bff/rules/listing-canonical.ts";
import { type ListingQuery, toCatalogScope } from "#bff/rules/listing-query.ts";
import { metaDescriptionFrom } from "#bff/rules/meta-description.ts";
import { runningOfferEnd } from "#bff/rules/offer-window.ts";
import { withoutRepeatedTitle } from "#bff/rules/repeated-title.ts";
import { localisedSlugs, type PageSeo } from "#bff/rules/seo-meta.ts";
import { categoryVideo } from "#bff/rules/video-embed.ts";

import { type BoxSettings, boxSettings as loadBoxSettings } from "./box-settings.ts";
import {
  responsiveImage,
  toProductCard,
  type ImageBox,
  type ProductCard,
  type ResponsiveImage,
} from "./product-card.ts";
import { cardsFor } from "./product-cards.ts";
import { storefrontLinks } from "./storefront-hosts.ts";

export type ListingKind = "category" | "virtual_category" | "filtered_category" | "brand";

/** What the catch-all found for a slug, before the listing itself is loaded. */
export type ListingTarget =
  | { kind: "category"; category: StoreCategory }
  | { kind: "virtual_category" | "filtered_category"; category: VirtualCategory };

export type Crumb = { title: string; path: string };

export type FacetValue = {
  id: number;
  title: string;
  colour: string | null;
  count: number;
  selected: boolean;
};

export type ListingFacets = {
  parameters: Array<{
    id: number;
    title: string;
    unit: string | null;
    /** The CMS's closedFilter: shown folded unless the shopper chose one of its values. */
    collapsed: boolean;
    values: Array<FacetValue>;
  }>;
  price: { min: number; max: number; from: number | null; to: number | null } | null;
  stock: { count: number; selected: boolean };
  tags: Array<{ code: string; text: string; count: number; selected: boolean }>;
};

export type ListingBanner = {
  id: string;
  title: string;
  description: string | null;
  link: ResolvedLink;
  image: ResponsiveImage | null;
};

/** A magazine article the category refers to; the app builds its URL from the slug. */
export type ArticleLink = { id: string; title: string; slug: string };

/** A limited offer of one product (spec: limited_offer_reference), running now. */
export type LimitedOffer = {
  id: string;
  title: string;
  endsAt: string;
  buttonText: string | null;
  /** The product on offer; null when the CMS does not show it to this shopper. */
  product: ProductCard | null;
  /**
   * The product's slug, for the offer's button: a document carries the product's box kept
   * (decision 068), without it.
   */
  productSlug: string | null;
};

export type CatalogListing = {
  kind: ListingKind;
  /** The store category's id or the virtual or filtered category's CMS id; null for a brand. */
  categoryId: number | string | null;
  title: string;
  /** The listing's own path in the shopper's language, without the language prefix. */
  path: string;
  /** Its slug in each language it has one in (hreflang); empty for a brand. */
  slugs: PageSeo["slugs"];
  canonicalPath: string;
  breadcrumbs: Array<Crumb>;
  subcategories: Array<Crumb>;
  description: RichNode | null;
  textBelowProducts: string | null;
  topImage: ResponsiveImage | null;
  banners: Array<ListingBanner>;
  smallBanners: Array<ListingBanner>;
  limitedOffers: Array<LimitedOffer>;
  faq: Array<{ id: string; question: string; answer: string }>;
  /** A link to the video, and the no-cookie player a YouTube video is embedded with on request. */
  video: { title: string; url: string; embed: string | null } | null;
  /** The category's article references: `top` above the products, `bottom` below them. */
  articles: { top: Array<ArticleLink>; bottom: Array<ArticleLink> };
  products: Array<ProductCard>;
  pagination: { page: number; pages: number; total: number };
  facets: ListingFacets;
  sort: { selected: CatalogSort; options: Array<{ code: CatalogSort; title: string }> };
  query: ListingQuery;
  shopping: { disabled: boolean; text: string | null };
  seo: { title: string; description: string | null; noindex: boolean; nofollow: boolean };
};

/** The category's picture, the width of the page from a tablet up (phones skip it). */
const TOP_IMAGE: ImageBox = { width: 1200, height: 300, widths: [800, 1200, 1600, 2400] };
/** A banner: at most 600 px, a phone's width on a phone (at 1.75x or 3x). */
const BANNER_IMAGE: ImageBox = { width: 600, height: 300, widths: [400, 600, 800, 1200] };

/** The CMS document of a store category; the listing renders without its content. */
function optionalCategoryDocument(ctx: RequestContext, storeId: number) {
  return optional(getCategoryDocument({ ctx, storeId }), {
    ctx,
    what: "category content",
    storeId,
  });
}

/**
 * The category's content with its running offers and their products: the products are
 * asked for as soon as the document names them, beside the catalogue's own reads.
 */
async function categoryContent(ctx: RequestContext, storeId: number, now: Date) {
  const document = await optionalCategoryDocument(ctx, storeId);
  const running = runningOffers(document, ctx, now);
  const ids = running.flatMap((offer) => (offer.productId === null ? [] : [offer.productId]));
  const cards =
    ids.length === 0
      ? []
      : ((await optional(cardsFor(ctx, ids), { ctx, what: "offer products" })) ?? []);
  const limitedOffers: Array<LimitedOffer> = running.map(({ productId, ...offer }) => {
    const product = cards.find((card) => card.id === productId) ?? null;
    return { ...offer, product, productSlug: product?.slug ?? null };
  });
  return { document, limitedOffers };
}

/**
 * Filtered categories whose parameter set could equal the shopper's choice. A filtered
 * category is a store category narrowed by parameters, so only a listing of that store
 * category can equal one: a virtual category (the promotions, say) filtered to pink is not
 * the pink vibrators, and has no store category to look in.
 */
async function canonicalCandidates(
  ctx: RequestContext,
  query: ListingQuery,
  storeCategoryId: number | undefined,
) {
  if (query.parameters.length === 0 || storeCategoryId === undefined) return [];
  const candidates = await optional(
    findCmsCategories({
      ctx,
      kind: "filtered",
      parameterIds: query.parameters.map((parameter) => parameter.entityId),
      valueIds: query.parameters.flatMap((parameter) => parameter.values),
      storeCategoryId,
    }),
    { ctx, what: "filtered categories" },
  );
  return candidates ?? [];
}

function richOrText(value: unknown, locale: string): RichNode | null {
  if (typeof value === "string") {
    const text = value.trim();
    return text
      ? {
          type: "doc",
          content: [
            {
              type: "paragraph",
              textAlign: null,
              maxWidth: null,
              content: [{ type: "text", text, marks: [] }],
            },
          ],
        }
      : null;
  }
  const document = sanitiseRichText(value, { locale });
  return document.type === "doc" && document.content.length > 0 ? document : null;
}

/** A category video opens on its host's site; only an https address is linked. */
function safeVideo(video: CategoryDocument["category_video"]): CatalogListing["video"] {
  if (!video || !/^https:\/\/[^\s/]+/i.test(video.video_url)) return null;
  return categoryVideo(video.title, video.video_url);
}

function categoryChain(category: StoreCategory, all: Array<StoreCategory>): Array<StoreCategory> {
  const byId = new Map(all.map((entry) => [entry.id, entry]));
  const chain: Array<StoreCategory> = [];
  for (let current: StoreCategory | undefined = category; current && chain.length < 10;) {
    chain.unshift(current);
    current = current.parentId === null ? undefined : byId.get(current.parentId);
  }
  return chain;
}

const crumb = (category: StoreCategory): Crumb => ({
  title: category.name,
  path: `/${category.slug}`,
});

/**
 * A value or tag is worth offering when choosing it changes the listing (or it is chosen):
 * on a brand's page the brand itself, on the promotions page the "Akce" tag, held by every
 * product, is not a filter.
 */
function narrows(value: { count: number; selected: boolean }, state: CatalogState): boolean {
  return value.selected || (value.count > 0 && value.count < state.pagination.total);
}

function toFacets(state: CatalogState, query: ListingQuery): ListingFacets {
  const { parameters, price, stock, tags } = state.facets;
  const chosen = new Set(query.parameters.map((parameter) => parameter.entityId));
  return {
    parameters: [...parameters]
      .filter((parameter) => parameter.values.some((value) => narrows(value, state)))
      .sort((a, b) => Number(b.importantFilter) - Number(a.importantFilter))
      .map((parameter) => ({
        id: parameter.entityId,
        title: parameter.title,
        unit: parameter.unit,
        collapsed: parameter.closedFilter && !chosen.has(parameter.entityId),
        values: parameter.values.map((value) => ({
          id: value._id,
          title: value.title,
          colour: colourCode(value.color_hex),
          count: value.count,
          selected: value.selected,
        })),
      })),
    price:
      price.min !== null && price.max !== null
        ? { min: price.min, max: price.max, from: price.from, to: price.to }
        : null,
    stock,
    tags: tags
      .filter((tag) => narrows(tag, state))
      .map(({ code, text, count, selected }) => ({ code, text, count, selected })),
  };
}

function toBanners(document: CategoryDocument | null, ctx: RequestContext, now: Date) {
  if (!document) return { banners: [], smallBanners: [] };
  const groups = new Set(ctx.userGroups);
  const cmsLink = storefrontLinks(ctx.locale);
  const forShopper = (enabled: Array<string>) =>
    enabled.length === 0 || enabled.some((group) => groups.has(group));
  const banners = [...document.banner_catalog]
    .sort((a, b) => a.position - b.position)
    .map(({ banner }) => banner)
    .filter(
      (banner) =>
        forShopper(banner.customer_group_enabled) &&
        isBannerShown({ ...banner, reference: banner.url ?? banner.item_id }, now),
    )
    .map((banner) => {
      const image = banner.main_image_translatable ?? banner.image;
      return {
        id: banner._id,
        title: banner.title,
        description: null as string | null,
        link: cmsLink(banner.url),
        image: image ? responsiveImage(image.path, image.alt ?? banner.title, BANNER_IMAGE) : null,
      };
    })
    .filter((banner): banner is ListingBanner => banner.link !== null);
  const smallBanners = [...document.banner_small_reference]
    .filter((banner) => banner.link && forShopper(banner.customer_group_enabled))
    .sort((a, b) => b.weight - a.weight)
    .map((banner) => ({
      id: banner._id,
      title: banner.title,
      description: banner.description ?? null,
      link: cmsLink(banner.link),
      image: banner.main_image
        ? responsiveImage(
            banner.main_image.path,
            banner.main_image.alt ?? banner.title,
            BANNER_IMAGE,
          )
        : null,
    }))
    .filter((banner): banner is ListingBanner => banner.link !== null);
  return { banners, smallBanners };
}

/** Article references link by slug; one without a slug has nowhere to go. */
function toArticleLinks(
  references: CategoryDocument["content_reference"] | undefined,
): Array<ArticleLink> {
  return (references ?? []).flatMap((article) => {
    const slug = article.page_meta.slug.trim();
    return slug ? [{ id: article._id, title: article.title, slug }] : [];
  });
}

function runningOffers(document: CategoryDocument | null, ctx: RequestContext, now: Date) {
  return (document?.limited_offer_reference ?? []).flatMap((offer) => {
    const endsAt = runningOfferEnd(offer, now);
    const running =
      offer.active &&
      (offer.domain_enabled.length === 0 || offer.domain_enabled.includes(ctx.domainCode)) &&
      endsAt !== null;
    return running
      ? [
          {
            id: offer._id,
            title: offer.title,
            endsAt: endsAt.toISOString(),
            buttonText: offer.text_button ?? null,
            productId: offer.product_reference?.entityId ?? null,
          },
        ]
      : [];
  });
}

/**
 * What every listing shows of the catalogue state: boxes, pages, facets and sorting. A page
 * past the last one is not found: an empty 200 would be a soft 404 to search engines and a
 * dead end to a shopper who followed an old link.
 */
function listingBody(
  ctx: RequestContext,
  state: CatalogState,
  query: ListingQuery,
  boxSettings: BoxSettings,
) {
  if (query.page > 1 && query.page > state.pagination.pages) {
    throw new BffError({ kind: "not_found" }, 404);
  }
  return {
    products: state.products.entities.map((product) =>
      toProductCard(product, {
        freeDeliveryFrom: boxSettings.freeDeliveryFrom,
        locale: ctx.locale,
        signedIn: ctx.authToken !== null,
      }),
    ),
    pagination: {
      page: state.pagination.page,
      pages: state.pagination.pages,
      total: state.pagination.total,
    },
    facets: toFacets(state, query),
    sort: state.sort,
    query,
    shopping: boxSettings.shopping,
  };
}

/**
 * A category, virtual or filtered category listing: products after the shopper's filters,
 * facets, sorting and pages, with the category's CMS content. The catch-all found the
 * target in its first round; everything here starts at once in the second.
 */
export async function catalogListing({
  ctx,
  target,
  categories,
  query,
  now = new Date(),
}: {
  ctx: RequestContext;
  target: ListingTarget;
  /** Every store category, for breadcrumbs and subcategories. */
  categories: Array<StoreCategory>;
  query: ListingQuery;
  now?: Date;
}): Promise<CatalogListing> {
  const isCategory = target.kind === "category";
  const storeCategoryId = isCategory
    ? target.category.id
    : (target.category.store_category_id ?? undefined);
  const canonicalScope = target.kind === "virtual_category" ? undefined : storeCategoryId;
  const scopeId = isCategory ? target.category.id : target.category._id;
  const [state, { document, limitedOffers }, filteredCandidates, boxSettings] = await Promise.all([
    getCatalogState({ ctx, scope: toCatalogScope({ type: target.kind, id: scopeId }, query) }),
    isCategory
      ? categoryContent(ctx, target.category.id, now)
      : Promise.resolve({ document: null, limitedOffers: [] }),
    canonicalCandidates(ctx, query, canonicalScope),
    loadBoxSettings(ctx),
  ]);

  const storeCategory = categories.find((category) => category.id === storeCategoryId);
  const chain = storeCategory ? categoryChain(storeCategory, categories) : [];
  const slugs = isCategory
    ? localisedSlugs(
        target.category.canonical_slugs.map(({ lang, slug }) => ({ language: lang, slug })),
        { locale: ctx.defaultLocale, slug: target.category.slug },
      )
    : localisedSlugs(target.category.page_meta.canonical_slugs, {
        locale: ctx.locale,
        slug: target.category.page_meta.slug,
      });
  const ownSlug =
    slugs[ctx.locale] ?? (isCategory ? target.category.slug : target.category.page_meta.slug);
  const path = `/${ownSlug}`;
  const title = isCategory ? target.category.name : target.category.title;
  const breadcrumbs = isCategory ? chain.map(crumb) : [...chain.map(crumb), { title, path }];
  const meta = isCategory ? document?.page_meta : target.category.page_meta;
  const topImage = isCategory ? categoryPicture(document) : target.category.top_category_image;
  const filteredCategories = filteredCandidates.map((category) => ({
    path: `/${category.page_meta.slug}`,
    parameters: category.parameters,
  }));

  const description = withoutRepeatedTitle(
    richOrText(isCategory ? document?.description : target.category.description, ctx.locale),
    title,
  );
  return {
    kind: target.kind,
    categoryId: scopeId,
    title,
    path,
    slugs,
    canonicalPath: listingCanonicalPath({ path, query, filteredCategories }),
    breadcrumbs,
    subcategories: isCategory
      ? categories
          .filter((category) => category.parentId === target.category.id)
          .sort((a, b) => a.position - b.position)
          .map(crumb)
      : [],
    description,
    textBelowProducts: document?.text_below_products?.trim() || null,
    topImage: topImage ? responsiveImage(topImage.path, topImage.alt ?? title, TOP_IMAGE) : null,
    ...toBanners(document, ctx, now),
    limitedOffers,
    faq: (document?.faq_questions_reference ?? []).map((question) => ({
      id: question._id,
      question: question.title,
      answer: question.content,
    })),
    video: safeVideo(document?.category_video),
    articles: {
      top: toArticleLinks(document?.top_content_reference),
      bottom: toArticleLinks(document?.content_reference),
    },
    ...listingBody(ctx, state, query, boxSettings),
    seo: {
      title: meta?.seo_title || title,
      // Search engines show a page's own words when the CMS gives it no description.
      description: meta?.seo_description?.trim() || metaDescriptionFrom(description),
      noindex: meta?.meta_noindex ?? false,
      nofollow: meta?.meta_nofollow ?? false,
    },
  };
}

const LOGO = { width: 240, height: 120 } as const;

/**
 * A brand: its description and the products of every category that carry it, filterable
 * like any listing.
 * The route names the page's own path and the trail above it (they are localised paths).
 * Dependency depth 1: the brands, the listing (asked by the brand's slug) and the box
 * settings start at once.
 */
export async function brandPage({
  ctx,
  slug,
  query,
  path,
  trail,
}: {
  ctx: RequestContext;
  slug: string;
  query: ListingQuery;
  path: string;
  trail: Array<Crumb>;
}): Promise<CatalogListing> {
  const [brands, state, boxSettings] = await Promise.all([
    getAllBrands({ ctx }),
    getCatalogState({ ctx, scope: toCatalogScope({ type: "brand", slug }, query) }),
    loadBoxSettings(ctx),
  ]);
  const brand = brands.find((entry) => entry.slug === slug);
  if (!brand) throw new BffError({ kind: "not_found" }, 404);
  return {
    kind: "brand",
    categoryId: null,
    title: brand.title,
    path,
    slugs: {},
    canonicalPath: listingCanonicalPath({ path, query, filteredCategories: [] }),
    breadcrumbs: [...trail, { title: brand.title, path }],
    subcategories: [],
    description: richOrText(brand.description, ctx.locale),
    textBelowProducts: null,
    topImage: null,
    banners: [],
    smallBanners: [],
    limitedOffers: [],
    faq: [],
    video: null,
    articles: { top: [], bottom: [] },
    ...listingBody(ctx, state, query, boxSettings),
    seo: {
      title: brand.title,
      description: brand.description || null,
      noindex: false,
      nofollow: false,
    },
  };
}

export type BrandIndex = Array<{
  letter: string;
  brands: Array<{ title: string; slug: string; logo: ResponsiveImage | null }>;
}>;

/** A title's first letter; Czech and Slovak count "Ch" as one letter, after H. */
function initial(title: string, locale: string): string {
  if (locale !== "de" && /^ch/i.test(title)) return "Ch";
  return title.charAt(0).toLocaleUpperCase(locale);
}

/** Every brand in Czech alphabetical order, grouped by initial. Dependency depth 1. */
export async function brandIndex({ ctx }: { ctx: RequestContext }): Promise<BrandIndex> {
  const collator = new Intl.Collator(ctx.locale, { sensitivity: "base" });
  const brands = [...(await getAllBrands({ ctx }))].sort((a, b) =>
    collator.compare(a.title, b.title),
  );
  const groups = new Map<string, BrandIndex[number]["brands"]>();
  for (const brand of brands) {
    const letter = initial(brand.title, ctx.locale);
    groups.set(letter, [
      ...(groups.get(letter) ?? []),
      {
        title: brand.title,
        slug: brand.slug,
        logo: brand.logo ? responsiveImage(brand.logo.path, brand.title, LOGO) : null,
      },
    ]);
  }
  return [...groups].map(([letter, entries]) => ({ letter, brands: entries }));
}
