import type { ContentLocale } from "#sandbox/content-language.ts";

import { doc, heading, paragraph, type RichTextNode } from "./content-rich-text.ts";

/**
 * The magazine's own documents: article categories (a child names its master), tags,
 * authors and the article list's configuration per site. Every language version of a
 * category or tag is its own document for one site; `translationOf` names the Czech one,
 * so the versions can list each other's slugs.
 */

export type MagazineSite = "cz" | "sk" | "de";

/** The language each site is written in, for canonical slugs. */
export const SITE_LANGUAGES: Record<MagazineSite, ContentLocale> = { cz: "cs", sk: "sk", de: "de" };

/** The magazine's name per site, the last part of its documents' SEO titles. */
export const MAGAZINE_TITLES: Record<MagazineSite, string> = {
  cz: "Nákupní rádce",
  sk: "Nákupný radca",
  de: "Kaufberater",
};

export interface SeedArticleCategory {
  slug: string;
  title: string;
  menuTitle: string;
  weight: number;
  perex: string;
  site: MagazineSite;
  /** Slug of the master category; the storefront nests the child's path under it. */
  master?: string;
  /** Slug of the Czech category this one translates. */
  translationOf?: string;
}

export interface SeedArticleTag {
  slug: string;
  title: string;
  perex: string;
  site: MagazineSite;
  noindex?: boolean;
  translationOf?: string;
}

export interface SeedAuthor {
  slug: string;
  title: string;
  perex: string;
  /** The author's page text; null for an author without a page. */
  bio: RichTextNode | null;
  hasPage: boolean;
  /** Former slugs that still lead to the author. */
  slugRedirects?: Array<string>;
}

export interface SeedListConfiguration {
  site: MagazineSite;
  title: string;
  perex: string;
  description: RichTextNode;
}

/** The category with the most articles; one scheduled article is in it too. */
export const LARGEST_CATEGORY = "vibratory-a-hracky";

export const ARTICLE_CATEGORIES: Array<SeedArticleCategory> = [
  {
    slug: LARGEST_CATEGORY,
    title: "Vibrátory a hračky",
    menuTitle: "Hračky",
    weight: 100,
    perex:
      "Jak vybrat vibrátor, dildo nebo hračku pro páry, z jakého materiálu a na co si dát pozor.",
    site: "cz",
  },
  {
    slug: "prvni-hracka",
    title: "První hračka",
    menuTitle: "První hračka",
    weight: 20,
    perex: "Rady pro ty, kdo si vybírají svou první pomůcku a nechtějí sáhnout vedle.",
    site: "cz",
    master: LARGEST_CATEGORY,
  },
  {
    slug: "materialy-a-technologie",
    title: "Materiály a technologie",
    menuTitle: "Materiály",
    weight: 10,
    perex: "Silikon, sklo, ocel, nabíjení i voděodolnost: co se skrývá za technickými údaji.",
    site: "cz",
    master: LARGEST_CATEGORY,
  },
  {
    slug: "lubrikace-a-pece",
    title: "Lubrikace a péče",
    menuTitle: "Lubrikace",
    weight: 90,
    perex: "Lubrikanty, čištění a skladování pomůcek: aby vše fungovalo a dlouho vydrželo.",
    site: "cz",
  },
  {
    slug: "lubrikanty",
    title: "Lubrikanty",
    menuTitle: "Lubrikanty",
    weight: 20,
    perex: "Vodní, silikonové, hřejivé i ochucené gely a kdy se který hodí.",
    site: "cz",
    master: "lubrikace-a-pece",
  },
  {
    slug: "cisteni-a-skladovani",
    title: "Čištění a skladování",
    menuTitle: "Čištění",
    weight: 10,
    perex: "Jak pomůcky čistit, sušit a uložit, aby zůstaly hygienické a vydržely co nejdéle.",
    site: "cz",
    master: "lubrikace-a-pece",
  },
  {
    slug: "vztahy-a-komunikace",
    title: "Vztahy a komunikace",
    menuTitle: "Vztahy",
    weight: 80,
    perex: "Jak mluvit o přáních a hranicích, oživit dlouhý vztah a budovat důvěru.",
    site: "cz",
  },
  {
    slug: "zdravi-a-bezpeci",
    title: "Zdraví a bezpečí",
    menuTitle: "Zdraví",
    weight: 70,
    perex: "Intimní zdraví, bezpečné materiály, ochrana a kdy je lepší zajít k lékaři.",
    site: "cz",
  },
  {
    slug: "ochrana-a-antikoncepce",
    title: "Ochrana a antikoncepce",
    menuTitle: "Ochrana",
    weight: 10,
    perex: "Kondomy, jejich velikosti a materiály a co dělat, když se něco nepovede.",
    site: "cz",
    master: "zdravi-a-bezpeci",
  },
  {
    slug: "tipy-pro-pary",
    title: "Pro páry",
    menuTitle: "Pro páry",
    weight: 60,
    perex: "Hry, masáže a nápady na společné chvíle, které vás sblíží.",
    site: "cz",
  },
  {
    slug: "masaze-a-romantika",
    title: "Masáže a romantika",
    menuTitle: "Masáže",
    weight: 10,
    perex: "Oleje, svíčky a atmosféra pro večer, kdy nikam nespěcháte.",
    site: "cz",
    master: "tipy-pro-pary",
  },
  {
    slug: "darky-a-inspirace",
    title: "Dárky a inspirace",
    menuTitle: "Dárky",
    weight: 50,
    perex: "Tipy na dárky pro partnera, partnerku i kamarády a nápady na každou příležitost.",
    site: "cz",
  },
  {
    slug: "vibratory-a-eroticke-hracky",
    title: "Vibrátory a erotické hračky",
    menuTitle: "Hračky",
    weight: 100,
    perex: "Ako vybrať vibrátor alebo hračku pre páry, z akého materiálu a na čo si dať pozor.",
    site: "sk",
    translationOf: LARGEST_CATEGORY,
  },
  {
    slug: "lubrikacia-a-starostlivost",
    title: "Lubrikácia a starostlivosť",
    menuTitle: "Lubrikácia",
    weight: 90,
    perex: "Lubrikanty, čistenie a skladovanie pomôcok, aby všetko fungovalo a dlho vydržalo.",
    site: "sk",
    translationOf: "lubrikace-a-pece",
  },
  {
    slug: "vibratoren-und-toys",
    title: "Vibratoren und Toys",
    menuTitle: "Toys",
    weight: 100,
    perex:
      "Wie Sie einen Vibrator oder ein Toy für Paare auswählen, aus welchem Material und worauf Sie achten sollten.",
    site: "de",
    translationOf: LARGEST_CATEGORY,
  },
  {
    slug: "gleitmittel-und-pflege",
    title: "Gleitmittel und Pflege",
    menuTitle: "Gleitmittel",
    weight: 90,
    perex: "Gleitgele, Reinigung und Aufbewahrung: damit alles funktioniert und lange hält.",
    site: "de",
    translationOf: "lubrikace-a-pece",
  },
];

export const ARTICLE_TAGS: Array<SeedArticleTag> = [
  {
    slug: "pro-zacatecniky",
    title: "pro začátečníky",
    perex: "Články pro ty, kdo s pomůckami teprve začínají.",
    site: "cz",
  },
  {
    slug: "silikon",
    title: "silikon",
    perex: "Vše o nejoblíbenějším materiálu pomůcek.",
    site: "cz",
  },
  {
    slug: "udrzba",
    title: "údržba",
    perex: "Čištění, nabíjení a skladování, aby pomůcky dlouho vydržely.",
    site: "cz",
  },
  {
    slug: "parove-hry",
    title: "párové hry",
    perex: "Hry a výzvy, které vnesou do vztahu hravost.",
    site: "cz",
  },
  { slug: "darek", title: "dárek", perex: "Nápady na dárky, které potěší.", site: "cz" },
  {
    slug: "lubrikacni-gel",
    title: "lubrikační gel",
    perex: "Jak vybrat gel a jak ho správně používat.",
    site: "cz",
  },
  {
    slug: "kondomy",
    title: "kondomy",
    perex: "Velikosti, materiály a správné nasazení kondomu.",
    site: "cz",
  },
  { slug: "masaz", title: "masáž", perex: "Masáže ve dvou: techniky, oleje a svíčky.", site: "cz" },
  {
    slug: "pradlo",
    title: "prádlo",
    perex: "Erotické prádlo: střihy, materiály a velikosti.",
    site: "cz",
  },
  {
    slug: "na-cesty",
    title: "na cesty",
    perex: "Co si vzít s sebou na dovolenou a jak pomůcky převážet.",
    site: "cz",
    noindex: true,
  },
  {
    slug: "diskretnost",
    title: "diskrétnost",
    perex: "Soukromí při nákupu, doručení i doma.",
    site: "cz",
  },
  {
    slug: "komunikace",
    title: "komunikace",
    perex: "Jak mluvit o přáních, hranicích a fantaziích.",
    site: "cz",
  },
  {
    slug: "romantika",
    title: "romantika",
    perex: "Nápady na večery, na které se nezapomíná.",
    site: "cz",
  },
  {
    slug: "vodeodolne",
    title: "voděodolné",
    perex: "Pomůcky do vany i sprchy a jak číst stupně krytí.",
    site: "cz",
  },
  {
    slug: "zdravi",
    title: "zdraví",
    perex: "Intimní zdraví a bezpečné používání pomůcek.",
    site: "cz",
  },
  {
    slug: "pre-zaciatocnikov",
    title: "pre začiatočníkov",
    perex: "Články pre tých, ktorí s pomôckami ešte len začínajú.",
    site: "sk",
    translationOf: "pro-zacatecniky",
  },
  {
    slug: "starostlivost",
    title: "starostlivosť",
    perex: "Čistenie, nabíjanie a skladovanie, aby pomôcky dlho vydržali.",
    site: "sk",
    translationOf: "udrzba",
  },
  {
    slug: "lubrikacny-gel",
    title: "lubrikačný gél",
    perex: "Ako vybrať gél a ako ho správne používať.",
    site: "sk",
    translationOf: "lubrikacni-gel",
  },
  {
    slug: "fuer-einsteiger",
    title: "für Einsteiger",
    perex: "Artikel für alle, die gerade erst anfangen.",
    site: "de",
    translationOf: "pro-zacatecniky",
  },
  {
    slug: "pflege",
    title: "Pflege",
    perex: "Reinigung, Laden und Aufbewahrung, damit Toys lange halten.",
    site: "de",
    translationOf: "udrzba",
  },
];

/** The author whose former slug still leads to her page. */
export const REDIRECTED_AUTHOR = {
  slug: "katerina-novotna",
  formerSlug: "katerina-novotna-dvorakova",
};

export const AUTHORS: Array<SeedAuthor> = [
  {
    slug: REDIRECTED_AUTHOR.slug,
    title: "Kateřina Novotná",
    perex: "Psycholožka a párová terapeutka, píše o vztazích, komunikaci a prvních krocích.",
    bio: doc(
      paragraph(
        "Kateřina vystudovala psychologii na Masarykově univerzitě a patnáct let pracuje s páry. V magazínu odpovídá na otázky, které se lidé ostýchají položit nahlas.",
      ),
      heading(2, "O čem píše"),
      paragraph(
        "Nejraději o tom, jak spolu mluvit o přáních a hranicích. Věří, že dobrý vztah nestojí na dokonalosti, ale na zvědavosti a laskavosti.",
      ),
    ),
    hasPage: true,
    slugRedirects: [REDIRECTED_AUTHOR.formerSlug],
  },
  {
    slug: "tomas-marek",
    title: "Tomáš Marek",
    perex: "Testuje pomůcky v naší redakci a ví, co se skrývá za technickými parametry.",
    bio: doc(
      paragraph(
        "Tomáš má za sebou stovky otestovaných pomůcek. Zajímá ho, z čeho jsou vyrobené, jak dlouho vydrží baterie a jestli výrobce nepřehání.",
      ),
      heading(2, "Jak testuje"),
      paragraph(
        "Každou pomůcku zkouší několik týdnů, měří hlučnost a výdrž a porovnává ji s podobnými modely. Píše srozumitelně a bez reklamních frází.",
      ),
    ),
    hasPage: true,
  },
  {
    slug: "lucie-horakova",
    title: "Lucie Horáková",
    perex: "Redaktorka, která má ráda dárky, prádlo a večery plné nápadů.",
    bio: doc(
      paragraph(
        "Lucie psala o módě a životním stylu, než se přidala k naší redakci. Radí s výběrem prádla, dárků a s přípravou večerů, na které se nezapomíná.",
      ),
      paragraph("Ve volném čase tančí salsu a sbírá recepty na dezerty, které se hodí na rande."),
    ),
    hasPage: true,
  },
  {
    slug: "jan-prochazka",
    title: "Jan Procházka",
    perex: "Farmaceut, který vysvětluje intimní zdraví, ochranu a bezpečné materiály.",
    bio: doc(
      paragraph(
        "Jan pracuje jako farmaceut v Brně a v lékárně denně odpovídá na otázky o lubrikantech, kondomech a intimní hygieně.",
      ),
      heading(2, "Na co dbá"),
      paragraph(
        "Aby rady byly věcné a ověřené. Kde končí možnosti samoléčby, vždy doporučí návštěvu lékaře.",
      ),
    ),
    hasPage: true,
  },
  {
    slug: "redakce-amoris",
    title: "Redakce Amoris",
    perex: "Společné články celé redakce magazínu.",
    bio: null,
    hasPage: false,
  },
];

export const LIST_CONFIGURATIONS: Array<SeedListConfiguration> = [
  {
    site: "cz",
    title: "Nákupní rádce",
    perex:
      "Poradíme vám s výběrem pomůcek, lubrikantů i dárků a přinášíme tipy pro zdravý a hravý intimní život.",
    description: doc(
      paragraph(
        "Články pro vás píší naši odborníci: psycholožka, farmaceut i tester pomůcek. Píšeme otevřeně, věcně a bez ostychu.",
      ),
    ),
  },
  {
    site: "sk",
    title: "Nákupný radca",
    perex:
      "Poradíme vám s výberom pomôcok, lubrikantov aj darčekov a prinášame tipy pre zdravý a hravý intímny život.",
    description: doc(
      paragraph(
        "Články pre vás píšu naši odborníci: psychologička, farmaceut aj tester pomôcok. Píšeme otvorene, vecne a bez hanblivosti.",
      ),
    ),
  },
  {
    site: "de",
    title: "Kaufberater",
    perex:
      "Wir helfen Ihnen bei der Wahl von Toys, Gleitmitteln und Geschenken und geben Tipps für ein gesundes und verspieltes Liebesleben.",
    description: doc(
      paragraph(
        "Unsere Artikel schreiben Fachleute: eine Psychologin, ein Apotheker und ein Produkttester. Offen, sachlich und ohne Scham.",
      ),
    ),
  },
];
