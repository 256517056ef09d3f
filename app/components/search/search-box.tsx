import { Form, useLocation, useNavigate } from "@remix-run/react";
import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";

import { usePriceFormatter } from "#app/components/product/price.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useEarlyInput } from "#app/utils/use-early-input.ts";
import { useHref, useLocale } from "#app/utils/use-href.ts";
import { useHydrated } from "#app/utils/use-hydrated.ts";
import { srcSetOf } from "#bff/rules/image-url.ts";

import { suggestionGroups, type SuggestionOption } from "./suggestion-options.ts";
import { useSearchSuggestions } from "./use-search-suggestions.ts";
import "./search.css";

/**
 * The header's search: a GET form to the search page that works without JavaScript, and
 * with it a combobox (WAI-ARIA pattern) listing suggestions while the shopper types. Arrow
 * keys move through the options, Enter opens the highlighted one (or searches), Escape
 * closes the list. On the search page the box keeps the query.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const to = useHref();
  const locale = useLocale();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const location = useLocation();
  const formatPrice = usePriceFormatter();
  const action = to("search");
  const listId = useId();
  const current =
    location.pathname === action ? (new URLSearchParams(location.search).get("q") ?? "") : "";
  const [text, setText] = useState(current);
  const [open, setOpen] = useState(false);
  // Suggestions are asked once the shopper uses the box, not for a query a page put there.
  const [touched, setTouched] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useEarlyInput(
    inputRef,
    useCallback((input: HTMLInputElement) => {
      setText(input.value);
      setTouched(true);
    }, []),
  );
  // Going to another address (a search submitted, a suggestion chosen) puts the page's query
  // in the box. The same address read again (a cart change, a checkout choice) leaves what
  // the shopper is typing.
  const address = `${location.pathname}${location.search}`;
  const [shownFor, setShownFor] = useState(address);
  if (shownFor !== address) {
    setShownFor(address);
    setText(current);
    setOpen(false);
  }

  const state = useSearchSuggestions(text, to("searchSuggestions"), hydrated && touched);
  const data = state.status === "done" || state.status === "loading" ? state.data : null;
  const groups = useMemo(
    () => (data ? suggestionGroups(data, { locale, idPrefix: listId }) : []),
    [data, locale, listId],
  );
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  const expanded = open && options.length > 0;
  const nothingFound = open && state.status === "done" && options.length === 0;
  // The highlighted option belongs to one query's list; another query starts with none.
  const listQuery = data?.query ?? null;
  const [cursor, setCursor] = useState<{ query: string | null; index: number }>({
    query: listQuery,
    index: -1,
  });
  const active = cursor.query === listQuery ? Math.min(cursor.index, options.length - 1) : -1;
  const setActive = (next: (index: number) => number) =>
    setCursor({ query: listQuery, index: next(active) });
  const activeOption = expanded ? options[active] : undefined;

  const close = () => {
    setOpen(false);
    setActive(() => -1);
  };

  const choose = (option: SuggestionOption) => {
    close();
    if (option.external) window.location.assign(option.href);
    else navigate(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      if (options.length === 0) return;
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
      close();
    }
  };

  const comboboxProps = hydrated
    ? {
        role: "combobox",
        "aria-autocomplete": "list" as const,
        "aria-expanded": expanded,
        "aria-controls": listId,
        "aria-activedescendant": activeOption?.id,
      }
    : {};

  return (
    <div
      className="search-box"
      ref={boxRef}
      onBlur={(event) => {
        if (!boxRef.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <Form method="get" action={action} role="search" className="header-search">
        <label htmlFor="header-search-query" className="visually-hidden">
          {t("frame.search.label")}
        </label>
        <input
          id="header-search-query"
          ref={inputRef}
          className="search-input"
          type="search"
          name="q"
          placeholder={t("frame.search.placeholder")}
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setTouched(true);
            setOpen(true);
          }}
          onFocus={() => {
            setTouched(true);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          {...comboboxProps}
        />
        <button type="submit" className="button header-search-submit">
          <Icon name="search" />
          <span className="visually-hidden-narrow">{t("frame.search.submit")}</span>
        </button>
      </Form>
      {hydrated ? (
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
                    aria-selected={option.id === activeOption?.id}
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
      ) : null}
    </div>
  );
}
