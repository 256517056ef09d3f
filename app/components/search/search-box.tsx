import { Form, useLocation } from "@remix-run/react";
import { lazy, Suspense, useCallback, useId, useRef, useState } from "react";

import { Icon } from "#app/components/ui/icon.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useEarlyInput } from "#app/utils/use-early-input.ts";
import { useHref } from "#app/utils/use-href.ts";
import { useHydrated } from "#app/utils/use-hydrated.ts";

import type { KeyHandler, ListState } from "./search-suggestions.tsx";
import "./search.css";

const SearchSuggestions = lazy(() => import("./search-suggestions.tsx"));

const CLOSED: ListState = { expanded: false, activeId: undefined };

/**
 * The header's search: a GET form to the search page that works without JavaScript, and
 * with it a combobox (WAI-ARIA pattern) listing suggestions while the shopper types. Arrow
 * keys move through the options, Enter opens the highlighted one (or searches), Escape
 * closes the list. On the search page the box keeps the query. The list's code loads when
 * the shopper first uses the box.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const to = useHref();
  const hydrated = useHydrated();
  const location = useLocation();
  const action = to("search");
  const listId = useId();
  const current =
    location.pathname === action ? (new URLSearchParams(location.search).get("q") ?? "") : "";
  const [text, setText] = useState(current);
  const [open, setOpen] = useState(false);
  // Suggestions are asked once the shopper uses the box, not for a query a page put there.
  const [touched, setTouched] = useState(false);
  const [list, setList] = useState<ListState>(CLOSED);
  const keysRef = useRef<KeyHandler | null>(null);
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

  const comboboxProps = hydrated
    ? {
        role: "combobox",
        "aria-autocomplete": "list" as const,
        "aria-expanded": list.expanded,
        "aria-controls": listId,
        "aria-activedescendant": list.activeId,
      }
    : {};

  return (
    <div
      className="search-box"
      ref={boxRef}
      onBlur={(event) => {
        if (!boxRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
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
          onKeyDown={(event) => keysRef.current?.(event)}
          {...comboboxProps}
        />
        <button type="submit" className="button header-search-submit">
          <Icon name="search" />
          <span className="visually-hidden-narrow">{t("frame.search.submit")}</span>
        </button>
      </Form>
      {hydrated && touched ? (
        <Suspense fallback={null}>
          <SearchSuggestions
            listId={listId}
            text={text}
            open={open}
            setOpen={setOpen}
            keysRef={keysRef}
            onListState={setList}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
