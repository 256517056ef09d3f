import { PaginationNav } from "#app/components/catalog/pagination-nav.tsx";
import { ContentBlocks } from "#app/components/content/content-blocks.tsx";
import type { ContentPageView } from "#bff/pages/content-page.ts";
import "./content.css";
/** A CMS content page: its title, its blocks and, when the CMS paginates it, page links. */
export function ContentPage({ page, path }: { page: ContentPageView; path: string }) {
  return (
    <article className="container text-page content-page">
      <h1>{page.title}</h1>
      <ContentBlocks blocks={page.blocks} />
      {page.pagination ? (
        <PaginationNav
          page={page.pagination.page}
          pages={page.pagination.pages}
          pageHref={(number) => (number > 1 ? `${path}?page=${number}` : path)}
        />
      ) : null}
    </article>
  );
}
