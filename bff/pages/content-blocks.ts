import { getCategories } from "../cms/catalog.ts";
import { getProducts } from "../cms/products.ts";
import { sanitiseRichText, type RichNode } from "../cms/rich-text.ts";
import type { ContentBlock } from "../cms/schemas-content.ts";
import type { RequestContext } from "../context.ts";
import { log } from "../log.ts";
import { resolveCmsLink, type ResolvedLink } from "../rules/cms-link.ts";
import { truncate } from "../rules/truncate.ts";

import {
  responsiveImage,
  toProductCard,
  type ProductCard,
  type ResponsiveImage,
} from "./product-card.ts";

/** The spec cuts unique-selling-point titles at 80 characters. */
export const USP_TITLE_MAX = 80;

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
      boxes: Array<string>;
      button: { text: string; link: ResolvedLink | null } | null;
    }
  | {
      kind: "usps";
      id: string;
      title: string | null;
      items: Array<{ title: string; description: string | null }>;
    }
  | { kind: "image"; id: string; image: ResponsiveImage; link: ResolvedLink | null }
  | { kind: "button"; id: string; title: string; link: ResolvedLink | null };

/**
 * CMS content blocks (of the homepage, a page or a content page) as the storefront renders
 * them, with the products and categories they reference loaded first, in one parallel
 * round; a block of a kind not rendered yet is skipped and logged.
 */
export async function loadContentBlocks(
  ctx: RequestContext,
  blocks: Array<ContentBlock>,
): Promise<Array<ContentBlockView>> {
  const productIds = new Set<number>();
  const categoryIds = new Set<number>();
  for (const block of blocks) {
    if (block.__typename === "ProductsBlock") {
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

  const toView = (block: ContentBlock): Array<ContentBlockView> => {
    const id = block._id;
    switch (block.__typename) {
      case "ProductsBlock":
        return [
          {
            kind: "products",
            id,
            title: block.title ?? null,
            products: block.product_reference.flatMap((reference) => {
              const product = productsById.get(reference.entityId);
              return product?.visibility.saleable ? [toProductCard(product)] : [];
            }),
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
            boxes: block.text_boxes.map((box) => box.text),
            button: block.button
              ? { text: block.button.text, link: resolveCmsLink(block.button.link) }
              : null,
          },
        ];
      case "UniqueSellingPointsBlock":
        return [
          {
            kind: "usps",
            id,
            title: block.title ?? null,
            items: block.items.map((item) => ({
              title: truncate(item.title, USP_TITLE_MAX),
              description: item.description ?? null,
            })),
          },
        ];
      case "ImageBlock":
        return [
          {
            kind: "image",
            id,
            image: responsiveImage(block.image.path, block.image.alt ?? "", {
              width: 1200,
              height: 400,
            }),
            link: resolveCmsLink(block.link),
          },
        ];
      case "ButtonBlock":
        return [{ kind: "button", id, title: block.title, link: resolveCmsLink(block.link) }];
      default:
        // Guides and the newsletter form come with their own screens and forms.
        log.warn("content block not rendered yet", { kind: block.__typename });
        return [];
    }
  };

  return blocks.flatMap(toView);
}
