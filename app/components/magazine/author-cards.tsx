import type { SerializeFrom } from "@remix-run/node";
import { Link } from "@remix-run/react";

import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { useHref } from "#app/utils/use-href.ts";
import type { AuthorCard } from "#bff/pages/author-pages.ts";

import "./magazine.css";

/** The magazine's authors: portrait, name (the link to their page) and a line about them. */
export function AuthorCards({ authors }: { authors: Array<SerializeFrom<AuthorCard>> }) {
  const to = useHref();
  return (
    <ul className="author-cards">
      {authors.map((author) => (
        <li key={author.slug} className="author-card">
          {author.image ? <ResponsiveImage image={author.image} alt="" /> : null}
          <div>
            <h2>
              <Link to={to("author", { slug: author.slug })}>{author.name}</Link>
            </h2>
            {author.perex ? <p lang={author.lang ?? undefined}>{author.perex}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
