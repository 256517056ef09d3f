import { useTranslation } from "react-i18next";

/**
 * Validation messages under a field. Schema messages are translation keys; messages from
 * the store are its own Czech words and pass through unchanged.
 */
export function ErrorList({
  id,
  errors,
  values,
}: {
  id?: string;
  errors?: Array<string> | null;
  values?: Record<string, string | number>;
}) {
  const { t } = useTranslation();
  const messages = (errors ?? []).filter(Boolean);
  if (messages.length === 0) return null;
  return (
    <ul id={id} className="field-errors">
      {messages.map((message) => (
        <li key={message}>{t(message, { ...values, defaultValue: message })}</li>
      ))}
    </ul>
  );
}
