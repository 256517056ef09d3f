import "./icon.css";

const PATHS = {
  menu: "M4 6h16M4 12h16M4 18h16",
  close: "M6 6l12 12M18 6L6 18",
  search: "M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5L20 20",
  account: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20c0-3.5 3.6-6 8-6s8 2.5 8 6",
  heart: "M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z",
  cart: "M3 4h2l2.4 11h10.2L20 8H6.5M9.5 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM17 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z",
  filter: "M4 6h16M7 12h10M10 18h4",
  logout: "M10 5H5v14h5M14 8l4 4-4 4M18 12H9",
} as const;

export type IconName = keyof typeof PATHS;

/**
 * A line icon beside a text that names the control; hidden from assistive technology,
 * which reads the text.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <LineIcon path={PATHS[name]} className={className} />;
}

/** A line icon of the given path (icon.css draws its stroke). */
export function LineIcon({ path, className }: { path: string; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : "icon"}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
