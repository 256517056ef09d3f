import type { ContentBlockView } from "#bff/pages/content-blocks.ts";

import { ProductGrid } from "../product/product-card.tsx";
import { ResponsiveImage } from "../ui/responsive-image.tsx";

import { CmsLink } from "./cms-link.tsx";
import { RichText } from "./rich-text.tsx";

function Block({ block, headingId }: { block: ContentBlockView; headingId: string }) {
  switch (block.kind) {
    case "products":
      return (
        <section aria-labelledby={block.title ? headingId : undefined} className="block-products">
          {block.title ? <h2 id={headingId}>{block.title}</h2> : null}
          <ProductGrid products={block.products} />
        </section>
      );
    case "categories":
      return (
        <section className="block-categories">
          {block.title ? <h2>{block.title}</h2> : null}
          <ul className="category-tiles">
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
          <summary>{block.title}</summary>
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
            {block.boxes.map((text, index) => (
              <li key={index}>{text}</li>
            ))}
          </ul>
          {block.button ? (
            <CmsLink link={block.button.link} className="button button-primary">
              {block.button.text}
            </CmsLink>
          ) : null}
        </section>
      );
    case "usps":
      return (
        <section className="block-usps">
          {block.title ? <h2>{block.title}</h2> : null}
          <ul>
            {block.items.map((item) => (
              <li key={item.title}>
                <strong>{item.title}</strong>
                {item.description ? <p>{item.description}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      );
    case "image":
      return (
        <div className="block-image">
          {block.link ? (
            <CmsLink link={block.link}>
              <ResponsiveImage image={block.image} />
            </CmsLink>
          ) : (
            <ResponsiveImage image={block.image} />
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

/** The CMS content blocks of a page, in the CMS's order. */
export function ContentBlocks({ blocks }: { blocks: Array<ContentBlockView> }) {
  return (
    <div className="content-blocks">
      {blocks.map((block) => (
        <Block key={block.id} block={block} headingId={`block-${block.id}`} />
      ))}
    </div>
  );
}
