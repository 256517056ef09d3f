import type { SubmissionResult } from "@conform-to/react";
import { PrefetchPageLinks, useFetcher, useNavigate } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";

import type { AddedItem } from "#app/cart/cart-actions.server.ts";
import { shownCompared } from "#app/compare/compare-form.ts";
import { ItemAddedModal, useAddedItem } from "#app/components/cart/item-added-modal.tsx";
import { inAppTarget, keptInnerHtml } from "#app/components/layout/kept-markup.tsx";
import { useCompareFetcher, useCompareLocked } from "#app/components/product/compare-button.tsx";
import { takeBox, type BoxParts } from "#app/components/product/kept-box-parts.ts";
import { ENHANCED_FIELD } from "#app/forms/enhanced.ts";
import { ErrorList } from "#app/forms/error-list.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useImpression } from "#app/tracking/use-impression.ts";
import { useTrack } from "#app/tracking/use-track.ts";
import { useRootData } from "#app/utils/root-data.ts";
import { shownWished, type WishAnswer } from "#app/wish-list/wish-form.ts";
import { COMPARE_LIMIT } from "#bff/rules/compare-list.ts";

const VariantChoiceModal = lazy(() => import("#app/components/product/variant-choice-modal.tsx"));

type AddAnswer = { result: SubmissionResult<Array<string>>; added?: AddedItem };

/**
 * A list of product boxes as the document sent it, kept by the browser (decision 068): its
 * data never travelled and hydrating it costs nothing. Once the page is interactive, each
 * box's links, hearts, compare buttons and "Do košíku" work as in a box the browser
 * renders, through an island of its own that reads the box's markup.
 */
export function KeptBoxes({
  id,
  className,
  lang,
  listName,
}: {
  /** The list's id in the document (React's id of the server's list at the same place). */
  id: string;
  className: string;
  lang?: string;
  listName: string;
}) {
  // The server's markup, as it was before hydration.
  const [html] = useState(() => keptInnerHtml(document.getElementById(id)));
  const list = useRef<HTMLUListElement>(null);
  const [boxes, setBoxes] = useState<Array<BoxParts>>([]);
  useEffect(() => {
    const articles = list.current?.querySelectorAll<HTMLElement>("article.product-card") ?? [];
    setBoxes([...articles].map(takeBox));
  }, []);
  return (
    <>
      <ul
        id={id}
        ref={list}
        className={className}
        lang={lang}
        dangerouslySetInnerHTML={html}
        suppressHydrationWarning
      />
      {/*
        An island waits for texts the page has not loaded yet, without hiding the list. Only
        once hydrated: the server's markup has no boundary here.
      */}
      {boxes.length > 0 ? (
        <Suspense fallback={null}>
          {boxes.map((box) => (
            <BoxIsland key={box.article.id} box={box} listName={listName} />
          ))}
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * One kept box made interactive: what `ProductCard` and its forms do, on the box's markup.
 * Its fetchers are those of the rendered forms (the heart's and compare button's by key),
 * so a box and the product's page share their state.
 */
function BoxIsland({ box, listName }: { box: BoxParts; listName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const track = useTrack();
  const root = useRootData();
  const wish = useFetcher<WishAnswer>({ key: `wish-${box.variantId}` });
  const compare = useCompareFetcher(box.productId);
  const compareLocked = useCompareLocked();
  const add = useFetcher<AddAnswer>();
  const addedItem = useAddedItem(add.data?.added);
  const [choosing, setChoosing] = useState(false);
  const [intent, setIntent] = useState(false);
  const article = useRef(box.article);
  useImpression(article, { ...box.item, item_list_name: listName }, listName);

  const wished = shownWished(
    root?.wishedVariantIds?.includes(box.variantId) ?? false,
    wish.formData,
  );
  const compared = shownCompared(
    box.productId,
    root?.compareIds ?? [],
    COMPARE_LIMIT,
    compare.formData,
  );
  const adding = add.state !== "idle";
  const addErrors = Object.values(add.data?.result.error ?? {}).flatMap((list) => list ?? []);
  const errorId = `box-add-${box.productId}-error`;
  // Read while rendering, where a text group still loading suspends this island alone.
  const heartLabel = box.wish ? (wished ? t("wishList.remove") : t("wishList.add")) : "";
  const addLabel = box.add ? (adding ? t("product.adding") : t("product.addToCart")) : "";

  useEffect(() => {
    const removers: Array<() => void> = [];
    function on<E extends Event>(target: Element, type: string, handler: (event: E) => void) {
      target.addEventListener(type, handler as EventListener);
      removers.push(() => target.removeEventListener(type, handler as EventListener));
    }
    if (box.link) {
      on<MouseEvent>(box.link, "click", (event) => {
        const item = { ...box.item, item_list_name: listName };
        track({ event: "select_item", ecommerce: { item_list_name: listName, items: [item] } });
        const target = inAppTarget(event, window.location.pathname);
        if (!target) return;
        event.preventDefault();
        navigate(target);
      });
      on(box.link, "pointerenter", () => setIntent(true));
      on(box.link, "focus", () => setIntent(true));
    }
    if (box.choose) on(box.choose.button, "click", () => setChoosing(true));
    on<SubmitEvent>(box.article, "submit", (event) => {
      const form = event.target;
      const fetcher =
        form === box.wish ? wish : form === box.compare ? compare : form === box.add ? add : null;
      if (!fetcher || !(form instanceof HTMLFormElement)) return;
      event.preventDefault();
      // One press at a time, as the rendered forms allow (see CompareButton, BoxAddToCart).
      if (fetcher.state !== "idle" || (form === box.compare && compareLocked)) return;
      const data = new FormData(form, event.submitter);
      // The rendered forms say they are enhanced, so their actions answer instead of redirecting.
      data.set(ENHANCED_FIELD, "1");
      fetcher.submit(data, {
        method: "post",
        action: form.getAttribute("action") ?? undefined,
        preventScrollReset: true,
      });
    });
    return () => removers.forEach((remove) => remove());
  }, [box, listName, track, navigate, wish, compare, add, compareLocked]);

  // The kept markup shows what the rendered forms would: the state asked for, then the list's.
  useEffect(() => {
    const heart = box.wish?.querySelector("button");
    if (box.wish && heart) {
      setField(box.wish, "wished", wished ? "0" : "1");
      heart.classList.toggle("is-wished", wished);
      heart.setAttribute("aria-pressed", String(wished));
      heart.title = heartLabel;
    }
    const compareButton = box.compare?.querySelector("button");
    if (compareButton) {
      compareButton.value = compared ? "remove" : "add";
      compareButton.classList.toggle("is-active", compared);
      compareButton.setAttribute("aria-pressed", String(compared));
    }
    const addButton = box.add?.querySelector("button");
    if (addButton) {
      toggleAttribute(addButton, "aria-disabled", adding ? "true" : null);
      toggleAttribute(addButton, "aria-describedby", addErrors.length > 0 ? errorId : null);
      const label = addButton.firstChild;
      if (label?.nodeType === Node.TEXT_NODE) label.textContent = addLabel;
    }
  }, [box, wished, compared, adding, addErrors.length, errorId, heartLabel, addLabel]);

  return (
    <>
      {intent && box.link ? <PrefetchPageLinks page={box.link.pathname} /> : null}
      {box.wish?.parentElement && wish.state === "idle" && wish.data?.kind === "login"
        ? createPortal(
            <p className="wish-login" role="status">
              {t("wishList.loginFirst")} <a href={wish.data.loginHref}>{t("wishList.loginLink")}</a>
            </p>,
            box.wish.parentElement,
          )
        : null}
      {box.add && addErrors.length > 0
        ? createPortal(
            <ErrorList id={errorId} errors={addErrors} values={{ min: box.addQuantity }} />,
            box.add,
          )
        : null}
      <ItemAddedModal item={addedItem.shown} onClose={addedItem.close} />
      {choosing && box.choose ? (
        <Suspense fallback={null}>
          <VariantChoiceModal
            productHref={box.choose.href}
            name={box.name}
            open={choosing}
            onClose={() => setChoosing(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function setField(form: HTMLFormElement, name: string, value: string) {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLInputElement) field.value = value;
}

function toggleAttribute(element: Element, name: string, value: string | null) {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}
