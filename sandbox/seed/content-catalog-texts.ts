import type { ContentLocale } from "#sandbox/content-language.ts";

import { CURRENCIES } from "./catalog.ts";

/**
 * Generated texts of category pages and category banners in each language, written so
 * that any category name reads naturally in them (the name stands on its own, never
 * declined).
 */

type Template = Record<ContentLocale, (name: string) => string>;

const freeShippingAt = (code: "CZK" | "EUR"): string => {
  const amount = CURRENCIES.find((currency) => currency.code === code)?.freeShippingAt;
  if (amount === undefined) throw new Error(`The catalogue has no ${code} currency`);
  // Thousands apart by a plain space, as the shop's Czech texts write them.
  const digits = String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, " ");
  return code === "CZK" ? `${digits} Kč` : `${digits} €`;
};

export const CATEGORY_TEXTS = {
  /** A top category's description. */
  description: {
    cs: (name) =>
      `${name} z naší nabídky pečlivě vybíráme a testujeme. Vše posíláme v diskrétním balení bez označení obsahu.`,
    sk: (name) =>
      `${name} z našej ponuky starostlivo vyberáme a testujeme. Všetko posielame v diskrétnom balení bez označenia obsahu.`,
    de: (name) =>
      `${name} wählen wir sorgfältig aus und testen sie selbst. Wir verschicken alles diskret verpackt, ohne Angabe des Inhalts.`,
  },
  /** A top category's text below the products. */
  advice: {
    cs: (name) =>
      `Nevíte si rady s výběrem v kategorii ${name}? Napište do naší poradny, rádi doporučíme.`,
    sk: (name) =>
      `Neviete si rady s výberom v kategórii ${name}? Napíšte do našej poradne, radi odporučíme.`,
    de: (name) =>
      `Unsicher bei der Auswahl in der Kategorie ${name}? Schreiben Sie unserer Beratung, wir empfehlen Ihnen gern etwas.`,
  },
  /** A subcategory's description. */
  childDescription: {
    cs: (name) => `V kategorii ${name} najdete výběr toho nejlepšího od ověřených značek.`,
    sk: (name) => `V kategórii ${name} nájdete výber toho najlepšieho od overených značiek.`,
    de: (name) => `In der Kategorie ${name} finden Sie das Beste von bewährten Marken.`,
  },
  video: {
    cs: (name) => `Jak vybírat: ${name}`,
    sk: (name) => `Ako vyberať: ${name}`,
    de: (name) => `Worauf es ankommt: ${name}`,
  },
  seoTitle: {
    cs: (name) => `${name} | Diskrétní e-shop`,
    sk: (name) => `${name} | Diskrétny e-shop`,
    de: (name) => `${name} | Diskreter Onlineshop`,
  },
  /** A virtual or filtered category's introduction. */
  cmsIntro: {
    cs: (name) => `${name} z celé nabídky obchodu přehledně na jednom místě.`,
    sk: (name) => `${name} z celej ponuky obchodu prehľadne na jednom mieste.`,
    de: (name) => `${name} aus unserem ganzen Sortiment übersichtlich auf einen Blick.`,
  },
  freeShippingBanner: {
    cs: (name) => `${name}: doprava zdarma nad ${freeShippingAt("CZK")}`,
    sk: (name) => `${name}: doprava zadarmo nad ${freeShippingAt("EUR")}`,
    de: (name) => `${name}: kostenloser Versand ab ${freeShippingAt("EUR")}`,
  },
  christmasBanner: {
    cs: (name) => `${name}: vánoční výprodej`,
    sk: (name) => `${name}: vianočný výpredaj`,
    de: (name) => `${name}: Weihnachtsverkauf`,
  },
  summerBanner: {
    cs: (name) => `${name}: letní novinky`,
    sk: (name) => `${name}: letné novinky`,
    de: (name) => `${name}: Sommerneuheiten`,
  },
} satisfies Record<string, Template>;

/** Questions and answers of the top categories' FAQ (content-catalog.ts): `[cs, sk, de]`. */
const CATEGORY_FAQ: ReadonlyArray<readonly [string, string, string]> = [
  [
    "Jak vybrat první vibrátor?",
    "Ako vybrať prvý vibrátor?",
    "Wie wähle ich meinen ersten Vibrator?",
  ],
  [
    "Začněte menším modelem z hladkého silikonu s několika rytmy; velikost a výkon se dají vždy přidat.",
    "Začnite menším modelom z hladkého silikónu s niekoľkými rytmami; veľkosť a výkon sa dajú vždy pridať.",
    "Beginnen Sie mit einem kleineren Modell aus glattem Silikon mit mehreren Rhythmen; Größe und Leistung können Sie später immer noch steigern.",
  ],
  ["Jak vibrátor čistit?", "Ako vibrátor čistiť?", "Wie reinige ich einen Vibrator?"],
  [
    "Po každém použití omyjte teplou vodou s mýdlem nebo čisticím sprejem na pomůcky a nechte uschnout.",
    "Po každom použití umyte teplou vodou s mydlom alebo čistiacim sprejom na pomôcky a nechajte uschnúť.",
    "Waschen Sie ihn nach jeder Anwendung mit warmem Wasser und Seife oder mit Toy-Reinigungsspray und lassen Sie ihn trocknen.",
  ],
  ["Jaký lubrikant použít?", "Aký lubrikant použiť?", "Welches Gleitmittel passt dazu?"],
  [
    "K silikonovým pomůckám volte gel na vodní bázi, silikonový lubrikant by povrch narušil.",
    "K silikónovým pomôckam voľte gél na vodnej báze, silikónový lubrikant by povrch narušil.",
    "Zu Toys aus Silikon passt ein Gel auf Wasserbasis, ein Silikon-Gleitmittel würde die Oberfläche angreifen.",
  ],
  [
    "Jaký je rozdíl mezi vodním a silikonovým gelem?",
    "Aký je rozdiel medzi vodným a silikónovým gélom?",
    "Was unterscheidet Gel auf Wasserbasis von Silikon-Gleitmittel?",
  ],
  [
    "Vodní gel se snadno smyje a hodí se ke všem pomůckám, silikonový vydrží déle a je vhodný i do vody.",
    "Vodný gél sa ľahko zmyje a hodí sa ku všetkým pomôckam, silikónový vydrží dlhšie a je vhodný aj do vody.",
    "Gel auf Wasserbasis lässt sich leicht abwaschen und passt zu allen Toys, Silikon-Gleitmittel hält länger und eignet sich auch im Wasser.",
  ],
  [
    "Lze lubrikant použít s kondomem?",
    "Dá sa lubrikant použiť s kondómom?",
    "Kann ich Gleitmittel mit einem Kondom verwenden?",
  ],
  [
    "Ano, gely na vodní i silikonové bázi jsou s latexovými kondomy bezpečné; oleje nikoli.",
    "Áno, gély na vodnej aj silikónovej báze sú s latexovými kondómami bezpečné; oleje nie.",
    "Ja, Gele auf Wasser- und auf Silikonbasis sind mit Latexkondomen sicher, Öle dagegen nicht.",
  ],
  ["Jakou velikost kondomu zvolit?", "Akú veľkosť kondómu zvoliť?", "Welche Kondomgröße passt?"],
  [
    "Rozhoduje obvod, ne délka; naše tabulka velikostí poradí, jak se změřit.",
    "Rozhoduje obvod, nie dĺžka; naša tabuľka veľkostí poradí, ako sa odmerať.",
    "Entscheidend ist der Umfang, nicht die Länge; unsere Größentabelle zeigt, wie Sie richtig messen.",
  ],
  [
    "Mám alergii na latex, co teď?",
    "Mám alergiu na latex, čo teraz?",
    "Ich vertrage kein Latex – was nun?",
  ],
  [
    "Vyberte kondomy z polyisoprenu nebo polyuretanu, najdete je mezi speciálními kondomy.",
    "Vyberte si kondómy z polyizoprénu alebo polyuretánu, nájdete ich medzi špeciálnymi kondómami.",
    "Wählen Sie Kondome aus Polyisopren oder Polyurethan, Sie finden sie bei den Spezialkondomen.",
  ],
  ["Jak určím svou velikost?", "Ako určím svoju veľkosť?", "Wie finde ich meine Größe?"],
  [
    "Změřte obvod hrudníku a boků a porovnejte s tabulkou velikostí; mezi dvěma velikostmi volte větší.",
    "Odmerajte obvod hrudníka a bokov a porovnajte ho s tabuľkou veľkostí; medzi dvoma veľkosťami voľte väčšiu.",
    "Messen Sie Brust- und Hüftumfang und vergleichen Sie ihn mit der Größentabelle; liegen Sie zwischen zwei Größen, wählen Sie die größere.",
  ],
  ["Mohu prádlo vyměnit?", "Môžem bielizeň vymeniť?", "Kann ich Wäsche umtauschen?"],
  [
    "Nepoškozené prádlo s visačkou lze vrátit do 30 dní, z hygienických důvodů ne spodní díly bez ochranné fólie.",
    "Nepoškodenú bielizeň s visačkou možno vrátiť do 30 dní, z hygienických dôvodov nie spodné diely bez ochrannej fólie.",
    "Unbeschädigte Wäsche mit Etikett können Sie innerhalb von 30 Tagen zurückgeben, aus Hygienegründen jedoch keine Unterteile ohne Schutzfolie.",
  ],
];

/** Fixed texts of category pages: `[cs, sk, de]`. */
export const CATEGORY_PHRASES: ReadonlyArray<readonly [string, string, string]> = [
  [
    "Objednávky do 14:00 odesíláme ještě týž den, doručení do dvou dnů.",
    "Objednávky do 14:00 odosielame ešte v ten istý deň, doručenie do dvoch dní.",
    "Bestellungen bis 14:00 Uhr verschicken wir am selben Tag, die Lieferung dauert höchstens zwei Tage.",
  ],
  ["Jen tento týden se slevou", "Len tento týždeň so zľavou", "Nur diese Woche reduziert"],
  ["Druhý gel za polovinu", "Druhý gél za polovicu", "Das zweite Gel zum halben Preis"],
  ["Chci slevu", "Chcem zľavu", "Rabatt sichern"],
  ...CATEGORY_FAQ,
];
