import type { SerializeFrom } from "@remix-run/node";
import { Link } from "@remix-run/react";

import { Breadcrumbs } from "#app/components/catalog/breadcrumbs.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHref } from "#app/utils/use-href.ts";
import type { GlossaryIndex as GlossaryIndexData } from "#bff/pages/glossary.ts";
import "./glossary.css";

/**
 * The glossary's index: the alphabet as links to each letter's section (plain `#pismeno-x`
 * anchors, so it works without JavaScript; a letter without terms shows but links
 * nowhere), then the sections with each term and its perex.
 */
export function GlossaryIndex({
  title,
  letters,
}: {
  title: string;
  letters: SerializeFrom<GlossaryIndexData>["letters"];
}) {
  const { t } = useTranslation();
  const to = useHref();
  const filled = letters.filter((letter) => letter.terms.length > 0);
  return (
    <div className="container glossary-index">
      <Breadcrumbs crumbs={[{ title, href: to("glossary") }]} />
      <h1>{title}</h1>
      <p className="glossary-intro">{t("glossary.intro")}</p>
      <nav aria-label={t("glossary.letters")} className="glossary-letters">
        <ul>
          {letters.map(({ letter, anchor, terms }) => (
            <li key={letter}>
              {terms.length > 0 ? (
                <a href={`#${anchor}`}>{letter}</a>
              ) : (
                <span title={t("glossary.noTermsForLetter", { letter })}>{letter}</span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {filled.length === 0 ? <p>{t("glossary.empty")}</p> : null}
      {filled.map(({ letter, anchor, terms }) => (
        <section key={letter} aria-labelledby={anchor} className="glossary-letter">
          <h2 id={anchor}>{letter}</h2>
          <dl className="glossary-terms">
            {terms.map((term) => (
              <div key={term.slug}>
                <dt>
                  <Link to={to("glossaryTerm", { slug: term.slug })} prefetch="intent">
                    {term.title}
                  </Link>
                </dt>
                {term.perex ? <dd>{term.perex}</dd> : null}
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
