import { getCategories } from "#bff/cms/catalog.ts";
import { getProducts } from "#bff/cms/products.ts";
import { sanitiseRichText, type RichNode } from "#bff/cms/rich-text.ts";
import type { ContentBlock } from "#bff/cms/schemas-content.ts";
import type { RequestContext } from "#bff/context.ts";
import { resolveCmsLink, type ResolvedLink } from "#bff/rules/cms-link.ts";
import { colourCode, contrastRatio, MIN_TEXT_CONTRAST } from "#bff/rules/colour-code.ts";
import { sellingPoints, type SellingPoint } from "#bff/rules/selling-points.ts";

import {
  responsiveImage,
  toProductCard,
  type ProductCard,
  type ResponsiveImage,
} from "./product-card.ts";

/**
 * A content block's picture spans the page's column: a phone's width on a phone (a home
 * page's hero is its largest paint there), 1168 px at most.
 */
const BLOCK_IMAGE = { width: 1200, height: 400, widths: [400, 800, 1200, 1600, 2400] };

/** A curated guide's teaser image, the size of its card. */
const GUIDE_IMAGE = { width: 400, height: 250 };

/**
 * The optional look a CMS box asks for: a background and a text colour (six hex digits each,
 * applied as classes by the colour stylesheet) and style names (lower-case words, applied as
 * prefixed classes). Anything else the CMS sends is dropped, so its content stays inert.
 */
export type BoxLook = { colour: string | null; textColour: string | null; styles: Array<string> };

type TextBox = { text: string; look: BoxLook };

type GuideCard = {
  title: string;
  perex: string | null;
  image: ResponsiveImage | null;
  /** The guide's CMS content-page slug (at /pruvodce/{slug}), null when unusable. */
  slug: string | null;
};

export type InfoBox = { id: string; text: string; colour: string };

export type ContentBlockView =
  | { kind: "products"; id: string; title: string | null; products: Array<ProductCard> }
  | {
      kind: "categories";
      id: string;
      title: string | null;
      categories: Array<{ name: string; link: ResolvedLink | null }>;
    }
  | { kind: "richText"; id: string; document: RichNode }
  | { kind: "text"; id: string; text: string }
  | { kind: "bigTitle"; id: string; title: string; subtitle: string | null }
  | {
      kind: "benefits";
      id: string;
      title: string | null;
      items: Array<{ title: string; text: string }>;
    }
  | { kind: "collapsible"; id: string; title: string; open: boolean; document: RichNode }
  | { kind: "quote"; id: string; text: string; author: string | null }
  | {
      kind: "textBoxes";
      id: string;
      boxes: Array<TextBox>;
      button: { text: string; link: ResolvedLink | null; look: BoxLook } | null;
    }
  | {
      kind: "usps";
      id: string;
      title: string | null;
      items: Array<SellingPoint>;
    }
  | { kind: "image"; id: string; image: ResponsiveImage; link: ResolvedLink | null }
  | { kind: "button"; id: string; title: string; link: ResolvedLink | null }
  | { kind: "guides"; id: string; title: string | null; guides: Array<GuideCard> }
  | {
      kind: "guideProducts";
      id: string;
      title: string | null;
      guideSlug: string | null;
      products: Array<ProductCard>;
    }
  | { kind: "newsletter"; id: string; title: string; text: string | null; source: string };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const STYLE_NAME = /^[a-z][a-z0-9-]{0,31}$/;

/** A slug fit for a path segment of our own; anything else (slashes, schemes) is no link. */
function pageSlug(value: string): string | null {
  const slug = value.trim().toLowerCase();
  return SLUG.test(slug) ? slug : null;
}

function boxLook(
  colour: string | null | undefined,
  textColour: string | null | undefined,
  styles: string | null | undefined,
): BoxLook {
  const background = colourCode(colour);
  const text = colourCode(textColour);
  // A text colour the CMS chose is kept only while it stays readable on its background;
  // otherwise the stylesheet's own black or white for that background applies.
  const readable =
    text && (!background || contrastRatio(text, background) >= MIN_TEXT_CONTRAST) ? text : null;
  return {
    colour: background,
    textColour: readable,
    styles: [...new Set((styles ?? "").split(/\s+/).filter((name) => STYLE_NAME.test(name)))],
  };
}

/**
 * The homepage's info boxes sorted by their CMS order; boxes without a usable colour or
 * without text are dropped (spec: "Info boxes without box_color are dropped").
 */
export function toInfoBoxes(
  boxes: Array<{ _id: string; box_color?: string | null; order: number; text: string }>,
): Array<InfoBox> {
  return [...boxes]
    .sort((a, b) => a.order - b.order)
    .flatMap((box) => {
      const colour = colourCode(box.box_color);
      const text = box.text.trim();
      return colour && text ? [{ id: box._id, text, colour }] : [];
    });
}

/**
 * CMS content blocks (of the homepage, a page or a content page) as the storefront renders
 * them, with the products and categories they reference loaded first, in one parallel
 * round.
 */
export async function loadContentBlocks(
  ctx: RequestContext,
  blocks: Array<ContentBlock>,
): Promise<Array<ContentBlockView>> {
  const productIds = new Set<number>();
  const categoryIds = new Set<number>();
  for (const block of blocks) {
    if (block.__typename === "ProductsBlock" || block.__typename === "CuratedGuideProductsBlock") {
      for (const reference of block.product_reference) productIds.add(reference.entityId);
    }
    if (block.__typename === "CategoriesBlock") {
      for (const reference of block.category_reference) categoryIds.add(reference.entityId);
    }
  }
  const [products, categories] = await Promise.all([
    productIds.size > 0 ? getProducts({ ctx, ids: [...productIds] }) : Promise.resolve([]),
    categoryIds.size > 0 ? getCategories({ ctx, ids: [...categoryIds] }) : Promise.resolve([]),
  ]);
  const productsById = new Map(products.map((product) => [product.id, product]));
  const categoriesById = new Map(categories.map((category) => [category.id, category]));

  // A row of products sells: one that cannot be bought now does not take a place in it.
  const cards = (references: Array<{ entityId: number }>) =>
    references.flatMap((reference) => {
      const product = productsById.get(reference.entityId);
      const card = product?.visibility.saleable
        ? toProductCard(product, { locale: ctx.locale, signedIn: ctx.authToken !== null })
        : null;
      return card?.isAvailable ? [card] : [];
    });

  const toView = (block: ContentBlock): Array<ContentBlockView> => {
    const id = block._id;
    switch (block.__typename) {
      case "ProductsBlock":
        return [
          {
            kind: "products",
            id,
            title: block.title ?? null,
            products: cards(block.product_reference),
          },
        ];
      case "CuratedGuideProductsBlock":
        return [
          {
            kind: "guideProducts",
            id,
            title: block.title ?? null,
            guideSlug: pageSlug(block.guide_slug),
            products: cards(block.product_reference),
          },
        ];
      case "CuratedGuidesBlock":
        return [
          {
            kind: "guides",
            id,
            title: block.title ?? null,
            guides: block.guides.map((guide) => ({
              title: guide.title,
              perex: guide.perex ?? null,
              image: guide.image
                ? responsiveImage(guide.image.path, guide.image.alt ?? "", GUIDE_IMAGE)
                : null,
              slug: pageSlug(guide.slug),
            })),
          },
        ];
      case "NewsletterBlock":
        return [
          {
            kind: "newsletter",
            id,
            title: block.title,
            text: block.text ?? null,
            source: block.source,
          },
        ];
      case "CategoriesBlock":
        return [
          {
            kind: "categories",
            id,
            title: block.title ?? null,
            categories: block.category_reference.flatMap((reference) => {
              const category = categoriesById.get(reference.entityId);
              return category
                ? [{ name: category.name, link: resolveCmsLink(`/${category.slug}`) }]
                : [];
            }),
          },
        ];
      case "RichTextBlock":
        return [
          {
            kind: "richText",
            id,
            document: sanitiseRichText(block.content, { locale: ctx.locale }),
          },
        ];
      case "TextBlock":
        return [{ kind: "text", id, text: block.text }];
      case "BigTitleBlock":
        return [{ kind: "bigTitle", id, title: block.title, subtitle: block.subtitle ?? null }];
      case "BenefitBodyBlock":
        return [
          {
            kind: "benefits",
            id,
            title: block.title ?? null,
            items: block.items.map(({ title, text }) => ({ title, text })),
          },
        ];
      case "CollapsibleBlock":
        return [
          {
            kind: "collapsible",
            id,
            title: block.title,
            open: block.open,
            document: sanitiseRichText(block.content, { locale: ctx.locale }),
          },
        ];
      case "QuoteBlock":
        return [{ kind: "quote", id, text: block.text, author: block.author ?? null }];
      case "TextBoxesBlock":
        return [
          {
            kind: "textBoxes",
            id,
            boxes: block.text_boxes.map((box) => ({
              text: box.text,
              look: boxLook(box.background_color, box.text_color, box.box_styles),
            })),
            button: block.button
              ? {
                  text: block.button.text,
                  link: resolveCmsLink(block.button.link),
                  look: boxLook(
                    block.button.background_color,
                    block.button.text_color,
                    block.button.style,
                  ),
                }
              : null,
          },
        ];
      case "UniqueSellingPointsBlock":
        return [
          {
            kind: "usps",
            id,
            title: block.title ?? null,
            items: sellingPoints(block.items, resolveCmsLink),
          },
        ];
      case "ImageBlock":
        return [
          {
            kind: "image",
            id,
            image: responsiveImage(block.image.path, block.image.alt ?? "", BLOCK_IMAGE),
            link: resolveCmsLink(block.link),
          },
        ];
      case "ButtonBlock":
        return [{ kind: "button", id, title: block.title, link: resolveCmsLink(block.link) }];
    }
  };

  return blocks.flatMap(toView);
}
