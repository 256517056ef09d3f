import {
  blockquote,
  bold,
  bulletList,
  button,
  doc,
  heading,
  image,
  link,
  paragraph,
  table,
  type RichTextNode,
} from "./content-rich-text.ts";

/**
 * CMS pages: the text pages under /vse-o-nakupu named in the spec, contact, FAQ, a page
 * served through a URL rewrite, and a content page built from blocks.
 */

export interface SeedPage {
  kind: "page" | "content_page";
  slug: string;
  title: string;
  translations: { sk: string; de: string };
  content: RichTextNode;
  /** Menu shown beside a text page. */
  customMenuCode?: string;
  contactBox?: boolean;
  /** Paths the CMS answers with this page through url-rewrite, per language. */
  urlRewrites?: Array<{ lang: string; path: string }>;
  blocks?: Array<{ type: string; data: Record<string, unknown> }>;
  seoDescription: string;
}

const aboutPurchase = (
  slug: string,
  title: string,
  translations: { sk: string; de: string },
  content: Array<RichTextNode>,
): SeedPage => ({
  kind: "page",
  slug,
  title,
  translations,
  content: doc(heading(1, title), ...content),
  customMenuCode: "footerMenu1",
  contactBox: true,
  seoDescription: `${title} – vše, co potřebujete vědět o nákupu v našem obchodě.`,
});

export const PAGES: Array<SeedPage> = [
  aboutPurchase("doprava", "Doprava", { sk: "Doprava", de: "Versand" }, [
    paragraph(
      "Objednávky přijaté do 14:00 odesíláme ještě týž den, doručení trvá nejvýše dva pracovní dny.",
    ),
    table([
      ["Způsob dopravy", "Cena", "Doručení"],
      ["Výdejní místo", "69 Kč", "1–2 dny"],
      ["Kurýr na adresu", "119 Kč", "1 den"],
      ["Osobní odběr na prodejně", "zdarma", "ihned"],
    ]),
    paragraph(bold("Nad 1 500 Kč"), " je doprava zdarma."),
  ]),
  aboutPurchase("platba", "Platba", { sk: "Platba", de: "Zahlung" }, [
    bulletList([
      "Kartou online",
      "Bankovním převodem",
      "Na dobírku",
      "Hotově nebo kartou na prodejně",
    ]),
    paragraph("Na výpisu z účtu uvidíte jen neutrální název společnosti."),
  ]),
  aboutPurchase(
    "diskretnost-nakupu",
    "Diskrétnost nákupu",
    { sk: "Diskrétnosť nákupu", de: "Diskreter Einkauf" },
    [
      paragraph("Zboží balíme do neprůhledné krabice bez loga a bez popisu obsahu."),
      blockquote("Ani kurýr nepozná, co vám veze."),
    ],
  ),
  aboutPurchase(
    "zmeny-v-objednavce",
    "Změny v objednávce",
    { sk: "Zmeny v objednávke", de: "Bestelländerungen" },
    [paragraph("Objednávku můžete změnit, dokud ji neodešleme. Napište nám nebo zavolejte.")],
  ),
  aboutPurchase(
    "vraceni-do-30-dni",
    "Vrácení do 30 dní",
    { sk: "Vrátenie do 30 dní", de: "Rückgabe in 30 Tagen" },
    [
      paragraph("Nepoužité zboží v původním obalu můžete vrátit do 30 dní bez udání důvodu."),
      paragraph("Postup najdete na stránce ", link("vrácení zboží", "/vraceni-zbozi"), "."),
    ],
  ),
  aboutPurchase(
    "bezproblemova-reklamace",
    "Bezproblémová reklamace",
    { sk: "Bezproblémová reklamácia", de: "Problemlose Reklamation" },
    [
      paragraph(
        "Reklamace vyřizujeme obvykle do pěti dnů; reklamovanost našeho zboží je asi 0,8 %.",
      ),
      button("Podat reklamaci", "/reklamace"),
    ],
  ),
  aboutPurchase(
    "klientske-centrum",
    "Klientské centrum",
    { sk: "Klientske centrum", de: "Kundencenter" },
    [paragraph("Jsme tu pro vás ve všední dny od 8 do 18 hodin na telefonu i e-mailu.")],
  ),
  aboutPurchase("obchodni-podminky", "Obchodní podmínky", { sk: "Obchodné podmienky", de: "AGB" }, [
    heading(2, "1. Úvodní ustanovení"),
    paragraph(
      "Tyto obchodní podmínky upravují vztah mezi prodávajícím a kupujícím při nákupu v e-shopu.",
    ),
    heading(2, "2. Objednávka"),
    paragraph("Odesláním objednávky kupující potvrzuje, že je starší 18 let."),
  ]),
  aboutPurchase(
    "souhlas-se-zpracovanim-osobnich-udaju",
    "Souhlas se zpracováním osobních údajů",
    { sk: "Súhlas so spracovaním osobných údajov", de: "Einwilligung zur Datenverarbeitung" },
    [
      paragraph(
        "Osobní údaje zpracováváme jen v rozsahu nutném pro vyřízení objednávky a zasílání novinek.",
      ),
    ],
  ),
  aboutPurchase(
    "jak-nakupovat",
    "Jak nakupovat",
    { sk: "Ako nakupovať", de: "So kaufen Sie ein" },
    [
      bulletList([
        "Vyberte zboží a vložte ho do košíku",
        "Zvolte dopravu a platbu",
        "Vyplňte dodací údaje",
        "Odešlete objednávku",
      ]),
      image("content/jak-nakupovat", "Jak nakupovat krok za krokem"),
    ],
  ),
  aboutPurchase(
    "vernostni-program",
    "Věrnostní program",
    { sk: "Vernostný program", de: "Treueprogramm" },
    [
      paragraph(
        "Z každého nákupu vám vrátíme 10 % v kreditech, které uplatníte při další objednávce.",
      ),
    ],
  ),
  {
    kind: "page",
    slug: "kontakt",
    title: "Kontakt",
    translations: { sk: "Kontakt", de: "Kontakt" },
    content: doc(
      heading(1, "Kontakt"),
      paragraph("Zákaznická linka: ", link("+420 800 123 456", "tel:+420800123456")),
      paragraph("E-mail: ", link("podpora@example.cz", "mailto:podpora@example.cz")),
      paragraph("Provozovatel: Demo obchod s.r.o., Vinohradská 1, 120 00 Praha 2"),
    ),
    contactBox: false,
    seoDescription: "Kontakty na zákaznickou podporu a prodejny.",
  },
  {
    kind: "page",
    slug: "nejcastejsi-dotazy",
    title: "Nejčastější dotazy",
    translations: { sk: "Najčastejšie otázky", de: "Häufige Fragen" },
    content: doc(
      heading(1, "Nejčastější dotazy"),
      paragraph(
        "Na co se nás zákazníci ptají nejčastěji: objednávka, doprava, platba, vrácení zboží i diskrétnost. Klikněte na otázku a zobrazí se odpověď.",
      ),
    ),
    contactBox: true,
    seoDescription: "Odpovědi na nejčastější otázky o nákupu, dopravě a vrácení.",
  },
  {
    kind: "page",
    slug: "velikonocni-inspirace",
    title: "Velikonoční inspirace",
    translations: { sk: "Veľkonočná inšpirácia", de: "Osterinspiration" },
    content: doc(
      heading(1, "Velikonoční inspirace"),
      paragraph("Tipy na dárky, které zpestří sváteční dny."),
    ),
    urlRewrites: [
      { lang: "cs", path: "/inspirace/velikonoce" },
      // A retired article's address: the article route's 404 asks the CMS first.
      { lang: "cs", path: "/clanky/velikonocni-tipy" },
      { lang: "sk", path: "/inspiracia/velka-noc" },
    ],
    blocks: [
      {
        type: "ProductsBlock",
        data: { title: "Naše tipy", product_reference: [1023, 1022, 1032] },
      },
    ],
    seoDescription: "Velikonoční tipy na dárky.",
  },
  {
    kind: "content_page",
    slug: "jak-vybrat-vibrator",
    title: "Jak vybrat vibrátor",
    translations: { sk: "Ako vybrať vibrátor", de: "Wie wählt man einen Vibrator" },
    content: doc(paragraph("Průvodce výběrem pro začátečníky i pokročilé.")),
    blocks: [
      {
        type: "BigTitleBlock",
        data: { title: "Jak vybrat vibrátor", subtitle: "Průvodce v pěti krocích" },
      },
      { type: "TextBlock", data: { text: "Nejdřív si ujasněte, jakou stimulaci hledáte." } },
      {
        type: "ProductsBlock",
        data: { title: "Vhodné pro začátečníky", product_reference: [1002, 1007, 1001] },
      },
      {
        type: "CollapsibleBlock",
        data: {
          title: "Na co si dát pozor",
          content: doc(paragraph("Volte tělově bezpečné materiály bez ftalátů.")),
          open: false,
        },
      },
      { type: "QuoteBlock", data: { text: "Méně je někdy více.", author: "Redakce" } },
      {
        type: "UniqueSellingPointsBlock",
        data: {
          title: "Proč nakoupit u nás",
          items: [
            {
              title: "Diskrétní balení",
              description: "Bez loga a popisu obsahu",
              icon: "package",
              link: null,
            },
            {
              title: "Odeslání ještě dnes",
              description: "Objednávky do 14:00",
              icon: "truck",
              link: null,
            },
          ],
        },
      },
      {
        type: "NewsletterBlock",
        data: {
          title: "Tipy e-mailem",
          text: "Nové průvodce a slevy vám pošleme jednou týdně.",
          source: "welcome",
        },
      },
    ],
    seoDescription: "Průvodce výběrem vibrátoru.",
  },
  {
    kind: "content_page",
    slug: "lubrikanty-od-a-do-z",
    title: "Lubrikanty od A do Z",
    translations: { sk: "Lubrikanty od A po Z", de: "Gleitmittel von A bis Z" },
    content: doc(paragraph("Vodní, silikonové, nebo olejové? Každý se hodí na něco jiného.")),
    blocks: [
      {
        type: "BigTitleBlock",
        data: { title: "Lubrikanty od A do Z", subtitle: "Který se hodí k čemu" },
      },
      {
        type: "TextBlock",
        data: {
          text: "Lubrikanty na vodní bázi se hodí ke všem pomůckám i kondomům a snadno se smyjí.",
        },
      },
      {
        type: "CollapsibleBlock",
        data: {
          title: "Silikonové lubrikanty",
          content: doc(paragraph("Vydrží déle a hodí se do vody, ale ne k pomůckám ze silikonu.")),
          open: false,
        },
      },
      {
        type: "ProductsBlock",
        data: { title: "Vyzkoušejte", product_reference: [1012, 1013, 1015] },
      },
      {
        type: "RichTextBlock",
        data: {
          content: doc(
            heading(2, "Jak lubrikant vybrat"),
            paragraph("K silikonovým pomůckám volte gel na ", bold("vodní bázi"), "."),
            bulletList(["Na vodní bázi: ke všemu", "Silikonový: do vody", "Olejový: na masáž"]),
          ),
        },
      },
      {
        type: "CuratedGuideProductsBlock",
        data: {
          title: "Z průvodce: první vibrátor",
          guide_slug: "jak-vybrat-vibrator",
          product_reference: [1002, 1007, 1001],
        },
      },
      {
        type: "ButtonBlock",
        data: {
          title: "Všechny lubrikační gely",
          link: "/lubrikacni-gely",
          color: "primary",
          size: "lg",
        },
      },
    ],
    seoDescription: "Průvodce lubrikanty: vodní, silikonové a olejové.",
  },
];

/**
 * Moved content, asked for before a 404. A redirect keys on the old path, or on an old slug
 * with the storefront route that matched it (`product-slug`, `page-slug`...) or with the
 * type of entity the slug named (`product`, `category`, `virtual_category`, `page`...).
 */
export type SeedRedirect =
  | { path: string; target: string }
  | { route: string; slug: string; target: string }
  | { type: string; slug: string; target: string };

export const REDIRECTS: Array<SeedRedirect> = [
  { path: "/obchodni-podminky", target: "/vse-o-nakupu/obchodni-podminky" },
  { path: "/doprava-a-platba", target: "/vse-o-nakupu/doprava" },
  { path: "/vibratory-klasicke", target: "/klasicke-vibratory" },
  { path: "/produkt/lubrikacni-gel-aqua", target: "/produkt/lubrikacni-gel-aqua-100-ml" },
  { route: "product-slug", slug: "velvet-classic", target: "/produkt/vibrator-velvet-classic" },
  { route: "product-slug", slug: "kondomy-classic-3-ks", target: "/produkt/kondomy-classic" },
  { route: "page-slug", slug: "reklamace-zbozi", target: "/vse-o-nakupu/bezproblemova-reklamace" },
  { route: "page-slug", slug: "vernostni-kredity", target: "/vse-o-nakupu/vernostni-program" },
  { type: "category", slug: "gely", target: "/lubrikacni-gely" },
  { type: "category", slug: "pomucky-pro-pary", target: "/pro-pary" },
  { type: "virtual_category", slug: "akce", target: "/akce-a-slevy" },
  { type: "product", slug: "masazni-svicka", target: "/produkt/masazni-svicka-aroma" },
];
