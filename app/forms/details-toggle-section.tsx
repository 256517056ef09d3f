import { useState, type ReactNode } from "react";

import { CheckboxField } from "#app/forms/checkbox-field.tsx";
import type { FormField } from "#app/forms/form-field.ts";
import { useHydrated } from "#app/utils/use-hydrated.ts";

/**
 * A box and the fields it stands for (business purchase, billing address, another
 * recipient). Without JavaScript the fields are always there and filling any of them
 * switches the mode on; with it they show while the box is ticked, and a closed section is
 * disabled, so what it hides is not sent.
 */
export function DetailsToggleSection({
  toggle,
  label,
  legend,
  initiallyOpen,
  children,
}: {
  toggle: FormField;
  label: string;
  legend: string;
  initiallyOpen: boolean;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(initiallyOpen);
  // Values filled in from outside (ARES) may switch the mode on after the first render.
  const [openedBy, setOpenedBy] = useState(initiallyOpen);
  if (initiallyOpen !== openedBy) {
    setOpenedBy(initiallyOpen);
    if (initiallyOpen) setOpen(true);
  }
  const closed = hydrated && !open;
  return (
    <div className="details-section">
      <CheckboxField field={toggle} label={label} checked={initiallyOpen} onToggle={setOpen} />
      <fieldset className="details-subsection" hidden={closed} disabled={closed}>
        <legend>{legend}</legend>
        {children}
      </fieldset>
    </div>
  );
}
