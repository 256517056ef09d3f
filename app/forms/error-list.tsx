import type { FormMessage } from "#app/forms/form-field.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";

/**
 * The messages of a field or a whole form, nothing when there are none. A message is a
 * translation key (with `values`, and its own where it has some) or the store's own Czech
 * words, which pass through unchanged.
 */
export function ErrorList({
  id,
  errors,
  values,
  role,
}: {
  id?: string;
  errors?: ReadonlyArray<FormMessage> | null;
  values?: Record<string, string | number>;
  /** "alert" where the list appears after a submission without a live region around it. */
  role?: "alert";
}) {
  const { t } = useTranslation();
  const texts = (errors ?? []).flatMap((message) => {
    const { key, own } =
      typeof message === "string"
        ? { key: message, own: {} }
        : { key: message.key, own: message.values };
    return key ? [t(key, { ...values, ...own, defaultValue: key })] : [];
  });
  if (texts.length === 0) return null;
  return (
    <ul id={id} className="field-errors" role={role}>
      {texts.map((text, index) => (
        // Two messages may read alike (two import lines, one mistake): the place tells them apart.
        <li key={`${index}-${text}`}>{text}</li>
      ))}
    </ul>
  );
}
