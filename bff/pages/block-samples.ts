import { getCategories } from "#bff/cms/catalog.ts";
import { getProducts } from "#bff/cms/products.ts";
import type { ContentBlock } from "#bff/cms/schemas-content.ts";
import type { RequestContext } from "#bff/context.ts";

import { loadContentBlocks, type ContentBlockView } from "./content-blocks.ts";

/** How many catalogue products the product samples show. */
const SAMPLE_PRODUCTS = 4;

export type BlockSample = {
  /** The block's kind as the CMS names it (`ProductsBlock`). */
  type: ContentBlock["__typename"];
  view: ContentBlockView;
};

const text = (value: string, marks?: Array<{ type: string }>) => ({
  type: "text",
  text: value,
  marks,
});
const paragraph = (...content: Array<unknown>) => ({ type: "paragraph", content });

/** A rich-text document with every node and mark the renderer knows. */
const RICH_TEXT_SAMPLE = {
  type: "doc",
  content: [
    { type: "heading", attrs: { level: 2 }, content: [text("Nadpis druhé úrovně")] },
    paragraph(
      text("Odstavec s "),
      text("tučným", [{ type: "bold" }]),
      text(", "),
      text("skloněným", [{ type: "italic" }]),
      text(", "),
      text("podtrženým", [{ type: "underline" }]),
      text(" a "),
      text("přeškrtnutým", [{ type: "strike" }]),
      text(" textem, H"),
      text("2", [{ type: "sub" }]),
      text("O a m"),
      text("2", [{ type: "super" }]),
      text("."),
    ),
    { type: "heading", attrs: { level: 3 }, content: [text("Seznamy")] },
    {
      type: "bulletList",
      content: ["První odrážka", "Druhá odrážka"].map((item) => ({
        type: "listItem",
        content: [paragraph(text(item))],
      })),
    },
    {
      type: "orderedList",
      content: ["První krok", "Druhý krok"].map((item) => ({
        type: "listItem",
        content: [paragraph(text(item))],
      })),
    },
    {
      type: "table",
      content: [
        ["Velikost", "Prsa", "Pas"],
        ["S", "82–86", "62–66"],
        ["M", "87–92", "67–72"],
      ].map((cells, row) => ({
        type: "tableRow",
        content: cells.map((cell) => ({
          type: row === 0 ? "tableHeader" : "tableCell",
          content: [paragraph(text(cell))],
        })),
      })),
    },
    { type: "blockquote", content: [paragraph(text("Citace v textu stránky."))] },
    {
      type: "button",
      attrs: { color: "primary", size: "md", href: { cs: "/kontakt" }, title: "Tlačítko v textu" },
    },
    // Every colour and size the editor offers, with an icon on either side.
    ...(
      [
        ["secondary", "sm", "arrow-left", "left"],
        ["light", "md", "gift", "left"],
        ["dark", "lg", "arrow-right", "right"],
      ] as const
    ).map(([color, size, icon, iconPosition]) => ({
      type: "button",
      attrs: {
        color,
        size,
        icon,
        iconPosition,
        href: { cs: "/kontakt" },
        title: `Tlačítko ${color} ${size}`,
      },
    })),
    {
      type: "button",
      attrs: {
        color: "secondary",
        size: "md",
        float: "right",
        href: { cs: "/kontakt" },
        title: "Tlačítko vpravo",
      },
    },
    { type: "clearer" },
  ],
};

/**
 * One sample of every block kind, as the CMS would send it. Products and categories are
 * real ones of the catalogue, so their boxes look as they will on a page.
 */
function sampleBlocks(
  productIds: Array<number>,
  categoryIds: Array<number>,
  picture: string | null,
) {
  const image = picture ? { path: picture, alt: "Ukázkový obrázek" } : null;
  const references = (ids: Array<number>) => ids.map((entityId) => ({ entityId }));
  const blocks: Array<ContentBlock> = [
    {
      __typename: "BigTitleBlock",
      _id: "sample-big-title",
      title: "Velký nadpis",
      subtitle: "S podtitulkem",
    },
    { __typename: "TextBlock", _id: "sample-text", text: "Prostý text bez formátování." },
    { __typename: "RichTextBlock", _id: "sample-rich-text", content: RICH_TEXT_SAMPLE },
    {
      __typename: "ProductsBlock",
      _id: "sample-products",
      title: "Řada produktů",
      product_reference: references(productIds),
    },
    {
      __typename: "CategoriesBlock",
      _id: "sample-categories",
      title: "Kategorie",
      category_reference: references(categoryIds),
    },
    {
      __typename: "BenefitBodyBlock",
      _id: "sample-benefits",
      title: "Výhody",
      items: [
        { title: "Diskrétní balení", text: "Krabice bez loga a popisu obsahu." },
        { title: "Dárek ke každé objednávce", text: "Vybíráme ho s láskou." },
      ],
    },
    {
      __typename: "CollapsibleBlock",
      _id: "sample-collapsible",
      title: "Rozbalovací blok",
      open: false,
      content: { type: "doc", content: [paragraph(text("Obsah, který se ukáže po rozbalení."))] },
    },
    {
      __typename: "CuratedGuidesBlock",
      _id: "sample-guides",
      title: "Průvodci",
      guides: [
        {
          title: "Jak vybrat vibrátor",
          slug: "jak-vybrat-vibrator",
          perex: "Průvodce výběrem.",
          image,
        },
      ],
    },
    {
      __typename: "CuratedGuideProductsBlock",
      _id: "sample-guide-products",
      title: "Produkty průvodce",
      guide_slug: "jak-vybrat-vibrator",
      product_reference: references(productIds.slice(0, 2)),
    },
    {
      __typename: "QuoteBlock",
      _id: "sample-quote",
      text: "Méně je někdy více.",
      author: "Redakce",
    },
    {
      __typename: "TextBoxesBlock",
      _id: "sample-text-boxes",
      text_boxes: [
        { text: "Box s barvou pozadí", background_color: "#F4E1E8", text_color: "#2B2326" },
        { text: "Zaoblený box", box_styles: "rounded" },
      ],
      button: { text: "Tlačítko boxů", link: "/kontakt", background_color: "#B0124F" },
    },
    {
      __typename: "UniqueSellingPointsBlock",
      _id: "sample-usps",
      title: "Proč nakoupit u nás",
      items: [
        { title: "Odeslání do 14:00 ještě dnes", description: "Doručení do dvou dnů." },
        { title: "Vrácení do 30 dní", description: "Bez udání důvodu." },
      ],
    },
    {
      __typename: "ButtonBlock",
      _id: "sample-button",
      title: "Samostatné tlačítko",
      link: "/kontakt",
    },
    {
      __typename: "NewsletterBlock",
      _id: "sample-newsletter",
      title: "Odběr novinek",
      text: "Formulář přihlášení k odběru.",
      source: "footer",
    },
  ];
  if (image) blocks.push({ __typename: "ImageBlock", _id: "sample-image", image, link: null });
  return blocks;
}

/**
 * /blocksettings: every CMS block kind the storefront renders, with a sample of each made
 * by the real block loader, for whoever writes content. Dependency depth 2: a few products
 * and the categories -> the blocks' products and categories.
 */
export async function blockSamplesPage({
  ctx,
}: {
  ctx: RequestContext;
}): Promise<Array<BlockSample>> {
  const [products, categories] = await Promise.all([
    getProducts({ ctx, random: SAMPLE_PRODUCTS }),
    getCategories({ ctx }),
  ]);
  const topCategories = categories.filter((category) => category.parentId === null).slice(0, 4);
  const picture = products.find((product) => product.mainImage)?.mainImage?.fileKey ?? null;
  const blocks = sampleBlocks(
    products.map((product) => product.id),
    topCategories.map((category) => category.id),
    picture,
  );
  const views = await loadContentBlocks(ctx, blocks);
  const types = new Map(blocks.map((block) => [block._id, block.__typename]));
  return views.flatMap((view) => {
    const type = types.get(view.id);
    return type ? [{ type, view }] : [];
  });
}
