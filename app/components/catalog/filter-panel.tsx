import { useEffect, useRef, useState, type ReactNode } from "react";

import { FILTER_RESULTS_ID } from "#app/components/catalog/results-anchor.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useEscapeKey } from "#app/utils/use-escape-key.ts";
import { useHydrated } from "#app/utils/use-hydrated.ts";
import "./listing.css";

const PANEL_ID = "filtry";
const TOGGLE_ID = "filtry-tlacitko";
const HEADING_ID = "listing-filters-title";

/**
 * The filters' panel on phones, where products come first. Without JavaScript the
 * "Filtry (n)" link opens it as the URL's target (`#filtry`) and applying the form closes
 * it, since the new URL has no fragment. With JavaScript it is a toggle: focus moves into
 * the panel, Escape or "show results" closes it and gives focus back to the button, and the
 * filters apply in place while the panel shows the current number of products. From
 * 1024 px the panel is a sidebar and the toggle is hidden.
 */
export function useFilterPanel() {
  const [open, setOpen] = useState(false);
  const restoreFocus = useRef(false);
  useEffect(() => {
    if (open) document.getElementById(HEADING_ID)?.focus();
    else if (restoreFocus.current) document.getElementById(TOGGLE_ID)?.focus();
    restoreFocus.current = false;
  }, [open]);
  const close = () => {
    restoreFocus.current = true;
    setOpen(false);
  };
  useEscapeKey(open, close);
  return { open, setOpen, close };
}

type FilterPanelState = { open: boolean; setOpen: (open: boolean) => void; close: () => void };

export function FilterToggle({ state, count }: { state: FilterPanelState; count: number }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <a
      href={`#${PANEL_ID}`}
      id={TOGGLE_ID}
      className="button filters-toggle"
      aria-controls={PANEL_ID}
      aria-expanded={hydrated ? state.open : undefined}
      onClick={(event) => {
        event.preventDefault();
        state.setOpen(!state.open);
      }}
    >
      <Icon name="filter" />
      {count > 0 ? t("catalog.filtersCount", { count }) : t("catalog.filters")}
    </a>
  );
}

export function FilterPanel({
  state,
  resultCount,
  children,
}: {
  state: FilterPanelState;
  resultCount: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const closeLink = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    state.close();
  };
  return (
    <aside
      id={PANEL_ID}
      className={state.open ? "listing-filters is-open" : "listing-filters"}
      aria-labelledby={HEADING_ID}
    >
      <div className="filters-header">
        <h2 id={HEADING_ID} tabIndex={-1}>
          {t("catalog.filters")}
        </h2>
        <a href={`#${FILTER_RESULTS_ID}`} className="filters-close" onClick={closeLink}>
          <Icon name="close" />
          <span className="visually-hidden">{t("catalog.closeFilters")}</span>
        </a>
      </div>
      {children}
      {hydrated ? (
        <div className="filters-footer">
          <a href={`#${FILTER_RESULTS_ID}`} className="button button-primary" onClick={closeLink}>
            {t("catalog.showResults", { count: resultCount })}
          </a>
        </div>
      ) : null}
    </aside>
  );
}
