import "./help-tip.css";

/**
 * A short explanation the shopper asks for: a "?" that opens it by tap, click or keyboard,
 * with or without JavaScript (a disclosure, as touch screens have no hover). The nearest
 * positioned ancestor holds it: it opens below that box, within the spec's tooltip widths.
 */
export function HelpTip({ label, text }: { label: string; text: string }) {
  return (
    <details className="help-tip">
      <summary aria-label={label} title={label}>
        ?
      </summary>
      <span className="help-tip-text" role="note">
        {text}
      </span>
    </details>
  );
}
