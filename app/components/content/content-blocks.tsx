import { Link } from "@remix-run/react";

import { ColourStyle } from "#app/components/catalog/colour-style.tsx";
import { CmsLink } from "#app/components/content/cms-link.tsx";
import { RichText } from "#app/components/content/rich-text.tsx";
import { SellingPointList } from "#app/components/content/selling-points.tsx";
import { NewsletterForm } from "#app/components/newsletter/newsletter-form.tsx";
import { ProductGrid } from "#app/components/product/product-grid.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { NewsletterSource } from "#app/schemas/newsletter.server.ts";
import { useHref, useLocale } from "#app/utils/use-href.ts";
import type { BoxLook, ContentBlockView as BlockView } from "#bff/pages/content-blocks.ts";
import { boxColours, boxPictured, type KeptIn } from "#bff/rules/kept-cards.ts";

/** A block as a page's data carries it: on a document, its boxes kept (decision 068). */
type ContentBlockView = KeptIn<BlockView>;
import "./content.css";

/** A block picture is the column's width: the page less its margins, 1168 px at most. */
const BLOCK_IMAGE_SIZES = "(max-width: 1199px) calc(100vw - 32px), 1168px";

/** Colours as classes of the colour stylesheet (inline styles are against the CSP). */
function lookClassName(base: string, look: BoxLook): string {
  return [
    base,
    look.colour ? `colour-${look.colour}` : null,
    look.textColour ? `text-colour-${look.textColour}` : null,
    ...look.styles.map((style) => `${base}-${style}`),
  ]
    .filter(Boolean)
    .join(" ");
}

/** Every CMS colour code the blocks use, for the stylesheet of colours. */
export function blockColours(blocks: Array<ContentBlockView>): Array<string | null> {
  return blocks.flatMap((block) => {
    switch (block.kind) {
      case "products":
      case "guideProducts":
        return block.products.flatMap(boxColours);
      case "textBoxes":
        return [
          ...block.boxes.map((box) => box.look),
          ...(block.button ? [block.button.look] : []),
        ].flatMap((look) => [look.colour, look.textColour]);
      default:
        return [];
    }
  });
}

/**
 * The sources the newsletter route accepts, as a record so that the type checker asks for
 * a new one here; listed instead of imported to keep the schema library out of the page.
 */
const NEWSLETTER_SOURCES: Record<NewsletterSource, true> = { footer: true, welcome: true };

/** The route refuses a source it does not know, so any other one signs up as the footer. */
function newsletterSource(source: string): NewsletterSource | undefined {
  return Object.hasOwn(NEWSLETTER_SOURCES, source) ? (source as NewsletterSource) : undefined;
}

/** Whether a block shows pictures (the first of them may be the page's first). */
function hasPictures(block: ContentBlockView): boolean {
  switch (block.kind) {
    case "products":
    case "guideProducts":
      return block.products.some(boxPictured);
    case "guides":
      return block.guides.some((guide) => guide.image);
    case "image":
      return true;
    default:
      return false;
  }
}

function Block({
  block,
  headingId,
  priority,
  shopLang,
}: {
  block: ContentBlockView;
  headingId: string;
  /** Its first picture is the page's first: see `ResponsiveImage`. */
  priority: boolean;
  /**
   * The shop's language, set when the blocks' words are in another: the catalogue's boxes
   * and the shop's own links inside them are in the shop's.
   */
  shopLang: string | undefined;
}) {
  const { t } = useTranslation();
  const href = useHref();
  const guidePath = (slug: string) => href("guide", { slug });
  switch (block.kind) {
    case "products":
      return (
        <section aria-labelledby={block.title ? headingId : undefined} className="block-products">
          {block.title ? <h2 id={headingId}>{block.title}</h2> : null}
          <ProductGrid
            products={block.products}
            anchorScope={block.id}
            priority={priority}
            phoneRow
            lang={shopLang}
          />
        </section>
      );
    case "categories":
      return (
        <section aria-labelledby={block.title ? headingId : undefined} className="block-categories">
          {block.title ? <h2 id={headingId}>{block.title}</h2> : null}
          <ul className="category-tiles" lang={shopLang}>
            {block.categories.map((category) => (
              <li key={category.name}>
                <CmsLink link={category.link}>{category.name}</CmsLink>
              </li>
            ))}
          </ul>
        </section>
      );
    case "richText":
      return <RichText document={block.document} />;
    case "text":
      return <p className="block-text">{block.text}</p>;
    case "bigTitle":
      return (
        <header className="block-big-title">
          <h2>{block.title}</h2>
          {block.subtitle ? <p>{block.subtitle}</p> : null}
        </header>
      );
    case "benefits":
      return (
        <section className="block-benefits">
          {block.title ? <h2>{block.title}</h2> : null}
          <ul>
            {block.items.map((item) => (
              <li key={item.title}>
                <strong>{item.title}</strong>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </section>
      );
    case "collapsible":
      // <details> opens and closes without JavaScript.
      return (
        <details className="block-collapsible" open={block.open}>
          <summary className="disclosure">{block.title}</summary>
          <RichText document={block.document} />
        </details>
      );
    case "quote":
      return (
        <figure className="block-quote">
          <blockquote>{block.text}</blockquote>
          {block.author ? <figcaption>{block.author}</figcaption> : null}
        </figure>
      );
    case "textBoxes":
      return (
        <section className="block-text-boxes">
          <ul>
            {block.boxes.map((box, index) => (
              <li key={index} className={lookClassName("text-box", box.look)}>
                {box.text}
              </li>
            ))}
          </ul>
          {block.button ? (
            <CmsLink
              link={block.button.link}
              className={`button button-primary ${lookClassName("text-box-button", block.button.look)}`}
            >
              {block.button.text}
            </CmsLink>
          ) : null}
        </section>
      );
    case "guides":
      return (
        <section aria-labelledby={block.title ? headingId : undefined} className="block-guides">
          {block.title ? <h2 id={headingId}>{block.title}</h2> : null}
          <ul className="guide-cards">
            {block.guides.map((guide) => {
              const face = (
                <>
                  {guide.image ? (
                    <ResponsiveImage
                      image={guide.image}
                      alt=""
                      priority={priority && guide === block.guides.find((each) => each.image)}
                    />
                  ) : null}
                  <h3>{guide.title}</h3>
                </>
              );
              return (
                <li key={`${guide.slug ?? ""}:${guide.title}`} className="guide-card">
                  {guide.slug ? (
                    <Link to={guidePath(guide.slug)} prefetch="intent" className="guide-card-link">
                      {face}
                    </Link>
                  ) : (
                    face
                  )}
                  {guide.perex ? <p>{guide.perex}</p> : null}
                </li>
              );
            })}
          </ul>
        </section>
      );
    case "guideProducts":
      return (
        <section
          aria-labelledby={block.title ? headingId : undefined}
          className="block-products block-guide-products"
        >
          {block.title ? <h2 id={headingId}>{block.title}</h2> : null}
          <ProductGrid
            products={block.products}
            anchorScope={block.id}
            priority={priority}
            phoneRow
            lang={shopLang}
          />
          {block.guideSlug ? (
            <p className="block-guide-link" lang={shopLang}>
              <Link to={guidePath(block.guideSlug)} prefetch="intent">
                {t("content.guideLink")}
              </Link>
            </p>
          ) : null}
        </section>
      );
    case "newsletter":
      return (
        <section aria-labelledby={headingId} className="block-newsletter">
          <h2 id={headingId}>{block.title}</h2>
          {block.text ? <p>{block.text}</p> : null}
          <NewsletterForm
            lastResult={null}
            name={headingId}
            source={newsletterSource(block.source)}
          />
        </section>
      );
    case "usps":
      return (
        <section className="block-usps">
          {block.title ? <h2>{block.title}</h2> : null}
          <SellingPointList points={block.items} />
        </section>
      );
    case "image":
      return (
        <div className="block-image">
          {block.link ? (
            <CmsLink link={block.link}>
              <ResponsiveImage image={block.image} priority={priority} sizes={BLOCK_IMAGE_SIZES} />
            </CmsLink>
          ) : (
            <ResponsiveImage image={block.image} priority={priority} sizes={BLOCK_IMAGE_SIZES} />
          )}
        </div>
      );
    case "button":
      return (
        <p className="block-button">
          <CmsLink link={block.link} className="button button-primary">
            {block.title}
          </CmsLink>
        </p>
      );
  }
}

/**
 * The CMS content blocks of a page, in the CMS's order, with the classes of the colours
 * they use. A page with coloured content above the blocks puts the classes for all of it
 * above that instead (`colourStyle={false}`): a style element's rules may match nothing
 * before it (see ColourStyle).
 */
export function ContentBlocks({
  blocks,
  colourStyle = true,
  opensPage = false,
  lang,
}: {
  blocks: Array<ContentBlockView>;
  colourStyle?: boolean;
  /** The blocks' language when the CMS answered them in another than the page's. */
  lang?: string | null;
  /**
   * The blocks are the first thing of the page (the home page): the first picture among
   * them is the page's first and is fetched first (see `ResponsiveImage`'s `priority`).
   */
  opensPage?: boolean;
}) {
  const first = opensPage ? blocks.find(hasPictures) : undefined;
  const locale = useLocale();
  return (
    <div className="content-blocks" lang={lang ?? undefined}>
      {colourStyle ? <ColourStyle colours={blockColours(blocks)} /> : null}
      {blocks.map((block) => (
        <Block
          key={block.id}
          block={block}
          headingId={`block-${block.id}`}
          priority={block === first}
          shopLang={lang ? locale : undefined}
        />
      ))}
    </div>
  );
}
