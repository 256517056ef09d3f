import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { FaqTopicGroup } from "#bff/rules/faq-topics.ts";
import "./faq.css";

/**
 * Opens the answer the URL's fragment names. Without JavaScript the browser does it itself:
 * the anchor sits on the answer inside its `<details>`, and a fragment navigation reveals
 * a closed `<details>` around its target. A navigation inside the app, or a browser that
 * does not reveal, gets it here.
 */
function useOpenAnswerOfHash() {
  const { hash } = useLocation();
  useEffect(() => {
    function openTarget() {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const answer = id ? document.getElementById(id) : null;
      const details = answer?.closest("details");
      if (!answer || !details || details.open) return;
      details.open = true;
      answer.scrollIntoView({ block: "start" });
    }
    openTarget();
    window.addEventListener("hashchange", openTarget);
    return () => window.removeEventListener("hashchange", openTarget);
  }, [hash]);
}

/**
 * The FAQ by topic: a navigation to the topics, then each topic's questions, each a
 * `<details>` that opens with its answer (no JavaScript needed). The answer carries the
 * question's anchor (/nejcastejsi-dotazy#vraceni).
 */
export function FaqList({ topics }: { topics: ReadonlyArray<FaqTopicGroup> }) {
  const { t } = useTranslation();
  useOpenAnswerOfHash();
  if (topics.length === 0) return <p className="faq-empty">{t("faq.empty")}</p>;
  return (
    <>
      <nav className="faq-topics-nav" aria-label={t("faq.topicsNav")}>
        <ul>
          {topics.map((topic) => (
            <li key={topic.id}>
              <a href={`#${topic.id}`}>{topic.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {topics.map((topic) => (
        <section
          key={topic.id}
          id={topic.id}
          className="faq-topic"
          aria-labelledby={`${topic.id}-title`}
        >
          <h2 id={`${topic.id}-title`}>{topic.title}</h2>
          {topic.questions.map((entry) => (
            <details key={entry.id} className="faq-question" lang={entry.lang ?? undefined}>
              <summary>{entry.question}</summary>
              <div id={entry.id} className="faq-answer">
                <p>{entry.answer}</p>
              </div>
            </details>
          ))}
        </section>
      ))}
    </>
  );
}
