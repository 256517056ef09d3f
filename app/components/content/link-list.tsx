import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

import "./link-list.css";

export type LinkListItem = {
  key: string;
  href: string;
  title: string;
  /** A line under the title: when it was sent, what it is about. */
  meta?: ReactNode;
  summary?: string | null;
  /** The language of the title and summary when it is not the page's. */
  lang?: string | null;
};

/**
 * Pages of one kind as a list of linked titles, each with an optional line and summary
 * (the shopping-information pages, the infomails). The whole row is the link's target on
 * a phone.
 */
export function LinkList({ items }: { items: Array<LinkListItem> }) {
  return (
    <ul className="link-list">
      {items.map((item) => (
        <li key={item.key}>
          <h2 lang={item.lang ?? undefined}>
            <Link to={item.href} prefetch="intent">
              {item.title}
            </Link>
          </h2>
          {item.meta ? <p className="link-list-meta">{item.meta}</p> : null}
          {item.summary ? <p lang={item.lang ?? undefined}>{item.summary}</p> : null}
        </li>
      ))}
    </ul>
  );
}
