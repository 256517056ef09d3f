import { type FocusEvent, useEffect, useRef, useState, type MouseEvent } from "react";

/** Where focus goes once the options have opened or folded at the shopper's doing. */
type FocusTarget = "options" | "change" | null;

/**
 * Whether a choice of the shipping-and-payment step shows its options or only the option
 * made. A made choice folds to one line with "Změnit", which opens it again; without
 * JavaScript the server decides by the address, with it "Změnit" opens the options here.
 * A pick folds them again as soon as the store has it, and a pick of the option already
 * stored folds them without a request. A pick by keyboard (arrow keys move the choice, and
 * each move is stored) keeps them open, with the focus on the checked option, until the
 * focus leaves them: folding on every arrow key would leave a keyboard no way through.
 */
export function useChoiceDisclosure({
  chosenId,
  requested,
  failed,
  busy,
}: {
  chosenId: number | string | null | undefined;
  /** The address asks for the options (the no-JS "Změnit", a pick-up point search). */
  requested: boolean;
  /** The last pick was refused: its message stands by the options. */
  failed: boolean;
  busy: boolean;
}) {
  const [reopened, setReopened] = useState(false);
  const focusNext = useRef<FocusTarget>(null);
  const byKeyboard = useRef(false);
  const optionsRef = useRef<HTMLDivElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  const chosen = chosenId !== null && chosenId !== undefined;
  const open = !chosen || requested || failed || busy || reopened;

  useEffect(() => {
    // While a pick is on its way the options are disabled, which drops the focus: it comes
    // back to the checked option once they are enabled again.
    if (focusNext.current === "options" && open && !busy) {
      focusNext.current = null;
      const options = optionsRef.current;
      const first =
        options?.querySelector<HTMLInputElement>("input:checked:enabled") ??
        options?.querySelector<HTMLInputElement>("input:not([type=hidden]):enabled");
      first?.focus();
    } else if (focusNext.current === "change" && !open) {
      // The picked radio went with the options: focus stays at the choice, the view with it.
      focusNext.current = null;
      changeRef.current?.focus();
    }
  }, [open, busy]);

  function fold() {
    setReopened(false);
    focusNext.current = "change";
  }

  return {
    open,
    optionsRef,
    changeRef,
    /** "Změnit" with JavaScript. */
    reopen() {
      focusNext.current = "options";
      setReopened(true);
    },
    /** An option was picked and is on its way to the store. */
    picked() {
      if (!byKeyboard.current) return fold();
      focusNext.current = "options";
      setReopened(true);
    },
    onOptionsKeyDown() {
      byKeyboard.current = true;
    },
    onOptionsPointerDown() {
      byKeyboard.current = false;
    },
    /** The focus left the options for another control: a keyboard's choice is made. */
    onOptionsBlur(event: FocusEvent<HTMLElement>) {
      const next = event.relatedTarget;
      if (!reopened || busy || !(next instanceof Node) || event.currentTarget.contains(next)) {
        return;
      }
      setReopened(false);
    },
    /** A click on the option already stored changes nothing but is a choice made all the same. */
    onOptionsClick(event: MouseEvent<HTMLElement>) {
      const target = event.target;
      if (!chosen || !(target instanceof HTMLInputElement) || target.type !== "radio") return;
      if (target.value === String(chosenId)) fold();
    },
  };
}
