import {
  Children,
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  type ReactElement,
  type ReactNode,
} from "react";

import { translate, type Strings, type TranslateValues } from "#app/i18n/translate.ts";

/** The top-level part of a key ("addToCart" of "addToCart.added"): the unit strings travel in. */
export function groupOf(key: string): string {
  const dot = key.indexOf(".");
  return dot === -1 ? key : key.slice(0, dot);
}

/**
 * The strings a render may read. On the server: the whole language, and `used` hears of
 * each group read, so the page can send the browser just those. In the browser: the
 * groups loaded so far; `load` fetches another, and a render that needs it waits
 * (suspends) until it has arrived, as a navigation waits for its data.
 */
export type Translations = {
  language: string;
  strings: Strings;
  used?: (group: string) => void;
  load?: (group: string) => Promise<void> | null;
};

const TranslationsContext = createContext<Translations>({ language: "cs", strings: {} });

export const TranslationsProvider = TranslationsContext.Provider;

function useTranslate(): (key: string, values?: TranslateValues) => string {
  const translations = useContext(TranslationsContext);
  const { language, strings, used, load } = translations;
  return (key, values) => {
    const group = groupOf(key);
    if (used) used(group);
    if (load) {
      const loading = load(group);
      // Suspense: React renders this part again once the group's strings are here.
      if (loading) throw loading;
    }
    return translate(strings, language, key, values);
  };
}

/** `t` of the page's language, and that language (the API react-i18next's hook had). */
export function useTranslation(): {
  t: (key: string, values?: TranslateValues) => string;
  i18n: { language: string };
} {
  const { language } = useContext(TranslationsContext);
  return { t: useTranslate(), i18n: { language } };
}

const TAG = /<(\d+)>(.*?)<\/\1>/g;

/**
 * A text with markup: `<0>…</0>` in the string wraps its words in `components[0]`
 * (a link, a strong).
 */
export function Trans({
  i18nKey,
  values,
  components,
}: {
  i18nKey: string;
  values?: TranslateValues;
  components: Array<ReactElement>;
}) {
  const t = useTranslate();
  const text = t(i18nKey, values);
  const parts: Array<ReactNode> = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, index = "", inner = ""] = match;
    parts.push(text.slice(last, match.index));
    const component = components[Number(index)];
    parts.push(
      isValidElement(component)
        ? cloneElement(component, { key: `${index}-${match.index}` }, inner)
        : inner,
    );
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{Children.toArray(parts)}</>;
}
