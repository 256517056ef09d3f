/**
 * The shop's own translate function, the same on the server and in the browser: a key
 * path into one language's strings (`"addToCart.added"`), plural forms by `count` (`_one`,
 * `_few`, `_many`, `_other`, as Intl.PluralRules names them) and `{{name}}` values. It
 * reads the locale files exactly as i18next did (`translate.test.ts` compares every key),
 * without shipping i18next to the browser (decision 054).
 */

/** One language's strings, or a part of them: nested objects of strings. */
export type Strings = { [key: string]: string | Strings };

export type TranslateValues = {
  [name: string]: unknown;
  count?: number;
  /** What an unknown key shows instead of the key itself. */
  defaultValue?: string;
};

export type Translate = (key: string, values?: TranslateValues) => string;

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** The string or branch at a dotted key path; undefined when there is none. */
export function lookup(strings: Strings, key: string): string | Strings | undefined {
  let node: string | Strings | undefined = strings;
  for (const part of key.split(".")) {
    if (typeof node !== "object") return undefined;
    node = node[part];
  }
  return node;
}

function text(strings: Strings, key: string): string | undefined {
  const found = lookup(strings, key);
  return typeof found === "string" ? found : undefined;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function interpolate(template: string, values: TranslateValues | undefined): string {
  if (!template.includes("{{")) return template;
  // A value not given leaves its placeholder, as i18next does.
  return template.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = values?.[name];
    return value === undefined ? placeholder : String(value);
  });
}

/**
 * The text of `key` in `strings` (one language's): its plural form for `values.count`
 * when it has one, with `{{name}}` replaced by the values. An unknown key answers
 * `values.defaultValue`, else the key itself, as i18next does.
 */
export function translate(
  strings: Strings,
  language: string,
  key: string,
  values?: TranslateValues,
): string {
  const count = values?.count;
  const template =
    (typeof count === "number"
      ? text(strings, `${key}_${pluralCategory(language, count)}`)
      : undefined) ?? text(strings, key);
  if (template === undefined) return values?.defaultValue ?? key;
  return interpolate(template, values);
}
