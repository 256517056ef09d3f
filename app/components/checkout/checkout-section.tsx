import type { ReactNode } from "react";
import "./checkout.css";
/** A titled part of a checkout page, named by its heading for assistive technology. */
export function CheckoutSection({
  id,
  title,
  children,
}: {
  /** Prefix of the heading's id, unique on the page. */
  id: string;
  title: string;
  children: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <section className="checkout-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}
