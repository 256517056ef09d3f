import { data } from "@remix-run/node";

/** Any path no other route claims. Category and CMS page lookups come with the routing work. */
export function loader() {
  throw data(null, { status: 404 });
}

export function action() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
