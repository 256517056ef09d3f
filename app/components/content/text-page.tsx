import { CmsLink } from "#app/components/content/cms-link.tsx";
import { ContentBlocks } from "#app/components/content/content-blocks.tsx";
import { PageContactBox } from "#app/components/content/page-contact-box.tsx";
import { RichText } from "#app/components/content/rich-text.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { TextPage as TextPageData } from "#bff/pages/text-page.ts";
import "./content.css";

/**
 * A CMS text page: its rich text, which carries its own headings, then its content blocks;
 * its menu beside it on wide screens and after it on phones, the page itself marked. Text
 * the CMS answered in another language than the page's says which (decision 064).
 */
export function TextPage({ page }: { page: TextPageData }) {
  const { t } = useTranslation();
  const menu = page.menu;
  const heading = menu ? t(`frame.footerMenus.${menu.code}`, { defaultValue: "" }) : "";
  return (
    <div className={`container${menu ? " text-page-with-menu" : ""}`}>
      <article className="text-page">
        <RichText document={page.document} lang={page.lang} />
        {page.blocks.length > 0 ? <ContentBlocks blocks={page.blocks} lang={page.lang} /> : null}
        {page.contactBox ? <PageContactBox box={page.contactBox} /> : null}
      </article>
      {menu ? (
        <nav className="text-page-menu" aria-label={heading || t("content.pageMenu")}>
          {heading ? <h2>{heading}</h2> : null}
          <ul>
            {menu.items.map((item) => (
              <li key={item.id}>
                <CmsLink link={item.link} nav>
                  {item.title}
                </CmsLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
