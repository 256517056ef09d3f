import { useNavigate } from "@remix-run/react";
import { useEffect, useMemo, useState, type KeyboardEvent, type MutableRefObject } from "react";

import { usePriceFormatter } from "#app/components/product/price.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHref, useLocale } from "#app/utils/use-href.ts";
import { srcSetOf } from "#bff/rules/image-url.ts";

import { suggestionGroups, type SuggestionOption } from "./suggestion-options.ts";
import { useSearchSuggestions } from "./use-search-suggestions.ts";

/** What the search field says of the list it controls (its `aria-*` attributes). */
export type ListState = { expanded: boolean; activeId: string | undefined };

export type KeyHandler = (event: KeyboardEvent<HTMLInputElement>) => void;

/**
 * The search box's suggestions (its combobox's listbox): asked for what the shopper types,
 * grouped, moved through by the field's arrow keys (which `keysRef` hands over), chosen by
 * Enter or a pointer. Loaded once the shopper first uses the box: most visitors never do.
 */
export default function SearchSuggestions({
  listId,
  text,
  open,
  setOpen,
  keysRef,
  onListState,
}: {
  listId: string;
  text: string;
  open: boolean;
  setOpen: (open: boolean) => void;
  keysRef: MutableRefObject<KeyHandler | null>;
  onListState: (state: ListState) => void;
}) {
  const { t } = useTranslation();
  const to = useHref();
  const locale = useLocale();
  const navigate = useNavigate();
  const formatPrice = usePriceFormatter();
  const state = useSearchSuggestions(text, to("searchSuggestions"), true);
  const data = state.status === "done" || state.status === "loading" ? state.data : null;
  const groups = useMemo(
    () => (data ? suggestionGroups(data, { locale, idPrefix: listId }) : []),
    [data, locale, listId],
  );
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  const expanded = open && options.length > 0;
  const nothingFound = open && state.status === "done" && options.length === 0;
  // The highlighted option belongs to one query's list; another query, or the list closed
  // and opened again, starts with none.
  const listQuery = data?.query ?? null;
  const [cursor, setCursor] = useState<{ query: string | null; index: number }>({
    query: listQuery,
    index: -1,
  });
  if (!open && cursor.index !== -1) setCursor({ query: listQuery, index: -1 });
  const active = cursor.query === listQuery ? Math.min(cursor.index, options.length - 1) : -1;
  const setActive = (next: (index: number) => number) =>
    setCursor({ query: listQuery, index: next(active) });
  const activeOption = expanded ? options[active] : undefined;
  const activeId = activeOption?.id;

  useEffect(() => {
    onListState({ expanded, activeId });
  }, [expanded, activeId, onListState]);

  const choose = (option: SuggestionOption) => {
    setOpen(false);
    if (option.external) window.location.assign(option.href);
    else navigate(option.href);
  };

  const onKeyDown: KeyHandler = (event) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      setActive((index) =>
        event.key === "ArrowDown"
          ? (index + 1) % options.length
          : (index <= 0 ? options.length : index) - 1,
      );
      return;
    }
    if (event.key === "Enter" && activeOption) {
      event.preventDefault();
      choose(activeOption);
      return;
    }
    if (event.key === "Escape" && expanded) {
      // Chromium would also clear a search field on Escape; closing the list is enough.
      event.preventDefault();
      setOpen(false);
    }
  };
  useEffect(() => {
    keysRef.current = onKeyDown;
  });

  return (
    <>
      <div
        id={listId}
        role="listbox"
        aria-label={t("search.suggestions")}
        className="search-suggestions"
        hidden={!expanded}
        // Never focused itself: the input keeps the focus and names the highlighted
        // option (aria-activedescendant).
        tabIndex={-1}
        // Keeps the focus in the box: a click chooses, it does not blur.
        onMouseDown={(event) => event.preventDefault()}
      >
        {groups.map((group) => (
          <ul key={group.key} role="group" aria-labelledby={`${listId}-${group.key}`}>
            <li role="presentation" id={`${listId}-${group.key}`} className="suggestion-group">
              {t(`search.groups.${group.key}`)}
            </li>
            {group.options.map((option) => (
              // The keyboard works through the input (arrow keys and Enter), as the
              // combobox pattern has it; a pointer picks an option directly.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={option.id}
                id={option.id}
                role="option"
                aria-selected={option.id === activeId}
                className={option.all ? "suggestion suggestion-all" : "suggestion"}
                onClick={() => choose(option)}
              >
                {option.product?.image ? (
                  <img
                    src={option.product.image.src}
                    srcSet={srcSetOf(option.product.image.src, option.product.image.widths)}
                    sizes={`${option.product.image.width}px`}
                    width={option.product.image.width}
                    height={option.product.image.height}
                    alt=""
                  />
                ) : null}
                <span className="suggestion-label">
                  {option.all ? t("search.allResults", { count: group.total }) : option.label}
                </span>
                {option.product ? (
                  <span className="suggestion-price">{formatPrice(option.product.price)}</span>
                ) : null}
              </li>
            ))}
          </ul>
        ))}
      </div>
      {nothingFound ? <p className="suggestion-empty">{t("search.noSuggestions")}</p> : null}
      <div role="status" className="visually-hidden">
        {expanded && state.status === "done"
          ? t("search.suggestionCount", { count: options.length })
          : nothingFound
            ? t("search.noSuggestions")
            : ""}
      </div>
    </>
  );
}
