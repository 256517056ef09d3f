import { HONEYPOT_FIELD } from "#app/forms/honeypot.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";

/**
 * The honeypot of a public form: a text field with a label bots read and fill, hidden from
 * people (off screen, out of the tab order, hidden from screen readers, never autofilled).
 * Not `type="hidden"`, which bots know to leave alone. `formId` keeps its id unique when
 * two forms share a page (the footer's newsletter and the welcome campaign).
 */
export function HoneypotField({ formId }: { formId: string }) {
  const { t } = useTranslation();
  const id = `${formId}-${HONEYPOT_FIELD}`;
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>{t("forms.honeypot")}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
