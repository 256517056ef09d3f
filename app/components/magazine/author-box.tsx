import type { SerializeFrom } from "@remix-run/node";
import { Link } from "@remix-run/react";

import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHref } from "#app/utils/use-href.ts";
import type { ArticleAuthorBox } from "#bff/pages/article-page.ts";

import "./magazine.css";

/** Who wrote the article: portrait, name, a line about them and a link to their page. */
export function AuthorBox({ author }: { author: SerializeFrom<ArticleAuthorBox> }) {
  const { t } = useTranslation();
  const to = useHref();
  return (
    <aside aria-labelledby="o-autorovi" className="author-box">
      {author.image ? <ResponsiveImage image={author.image} alt="" /> : null}
      <div>
        <h2 id="o-autorovi">{t("magazine.aboutAuthor")}</h2>
        <p className="author-box-name">{author.name}</p>
        {author.perex ? <p>{author.perex}</p> : null}
        {author.slug ? (
          <Link to={to("author", { slug: author.slug })}>{t("magazine.authorArticles")}</Link>
        ) : null}
      </div>
    </aside>
  );
}
