import { CARE_ARTICLES } from "./content-magazine-care.ts";
import { COUPLES_ARTICLES } from "./content-magazine-couples.ts";
import { TOY_ARTICLES } from "./content-magazine-toys.ts";
import { TRANSLATED_ARTICLES } from "./content-magazine-translations.ts";
import { doc, heading, paragraph, type RichTextNode } from "./content-rich-text.ts";

/**
 * Magazine articles: shopping advice. Two are scheduled for 2027 and three more a few days
 * to months after the seeding day (content-magazine-scheduled.ts); the CMS answers them
 * and the storefront keeps them hidden until they are published. Other dates are fixed so
 * the seed stays the same.
 */

export interface SeedArticle {
  slug: string;
  title: string;
  shortTitle: string;
  perex: string;
  content: RichTextNode;
  /** The one site the article is written for: each language version is its own article. */
  siteEnabled: Array<string>;
  created: string;
  datePublished: string;
  seoKeywords: string;
  /** Slugs of the magazine's documents (content-magazine.ts). */
  author: string;
  category: string;
  tags: Array<string>;
  /** Related products: store product ids. */
  products: Array<number>;
  /** Slug of the Czech article this one translates. */
  translationOf?: string;
}

const CZECH = ["cz"];

const FIRST_ARTICLES: Array<SeedArticle> = [
  {
    slug: "jak-vybrat-prvni-vibrator",
    title: "Jak vybrat první vibrátor",
    shortTitle: "První vibrátor",
    perex:
      "Tvar, materiál, nebo síla vibrací? Poradíme, podle čeho vybírat, aby první vibrátor nezůstal ležet v šuplíku.",
    content: doc(
      paragraph(
        "Na trhu jsou stovky modelů a začátečník se v nich snadno ztratí. Dobrá zpráva je, že s prvním vibrátorem se dá jen těžko šlápnout vedle, když se budete držet několika zásad.",
      ),
      heading(2, "Menší a jednodušší je lepší"),
      paragraph(
        "Pro začátek sáhněte po menším modelu s několika rychlostmi a rytmy. Velké a výkonné vibrátory bývají zpočátku spíš nepříjemné a složité ovládání odvádí pozornost.",
      ),
      heading(2, "Materiál rozhoduje o bezpečí"),
      paragraph(
        "Volte tělově bezpečný silikon bez ftalátů. Je hladký, nenasákavý a snadno se čistí, kdežto levné pomůcky z měkčených plastů mohou uvolňovat škodlivé látky.",
      ),
      paragraph(
        "A nezapomeňte na lubrikant na vodní bázi: se silikonovými pomůckami se snáší nejlépe.",
      ),
    ),
    siteEnabled: CZECH,
    created: "2025-02-04T10:15:00.000Z",
    datePublished: "2025-02-11T08:00:00.000Z",
    seoKeywords: "první vibrátor, výběr vibrátoru, vibrátor pro začátečníky",
    author: "tomas-marek",
    category: "prvni-hracka",
    tags: ["pro-zacatecniky", "silikon"],
    products: [1002, 1001, 1012],
  },
  {
    slug: "cisteni-a-pece-o-eroticke-pomucky",
    title: "Čištění a péče o erotické pomůcky",
    shortTitle: "Čištění pomůcek",
    perex:
      "Správné čištění prodlouží pomůckám život a chrání vaše zdraví. Stačí pár minut po každém použití.",
    content: doc(
      paragraph(
        "Pomůcky přicházejí do styku se sliznicí, a proto si zaslouží stejnou péči jako zubní kartáček. Po každém použití je omyjte, nejlépe hned.",
      ),
      heading(2, "Čím pomůcky čistit"),
      paragraph(
        "Na většinu materiálů stačí vlažná voda s jemným mýdlem bez parfemace. Pohodlnější je antibakteriální čisticí sprej, který se nemusí oplachovat.",
      ),
      paragraph(
        "Silikon, sklo a nerezovou ocel můžete vyvařit, pokud pomůcka nemá elektroniku. U vibrátorů dbejte na stupeň voděodolnosti a nabíjecí konektor nenamáčejte.",
      ),
      heading(2, "Jak pomůcky skladovat"),
      paragraph(
        "Pomůcky nechte dobře uschnout a uložte každou zvlášť do sáčku, aby se materiály vzájemně nepoškozovaly. Nenechávejte je na přímém slunci ani u topení.",
      ),
    ),
    siteEnabled: CZECH,
    created: "2025-04-01T09:30:00.000Z",
    datePublished: "2025-04-08T08:00:00.000Z",
    seoKeywords: "čištění pomůcek, péče o vibrátor, čisticí sprej",
    author: "tomas-marek",
    category: "cisteni-a-skladovani",
    tags: ["udrzba", "silikon"],
    products: [1035],
  },
  {
    slug: "lubrikant-na-vodni-nebo-silikonove-bazi",
    title: "Lubrikant na vodní, nebo silikonové bázi?",
    shortTitle: "Vodní, nebo silikonový gel",
    perex:
      "Oba typy mají své přednosti. Vysvětlíme, kdy sáhnout po vodním gelu a kdy se vyplatí silikon.",
    content: doc(
      paragraph(
        "Lubrikant zpříjemní každou intimní chvíli a sníží tření, které může být nepříjemné. Při výběru rozhoduje hlavně báze.",
      ),
      heading(2, "Na vodní bázi: univerzální volba"),
      paragraph(
        "Gely na vodní bázi se hodí ke všem pomůckám i kondomům, nezanechávají skvrny a snadno se smyjí. Rychleji se ale vstřebávají, takže je občas potřeba přidat.",
      ),
      heading(2, "Silikonové: vydrží déle"),
      paragraph(
        "Silikonové lubrikanty jsou velmi kluzké, vydrží dlouho a nesmyje je ani voda, proto se hodí do sprchy. Nepoužívejte je však se silikonovými pomůckami, jejichž povrch mohou narušit.",
      ),
    ),
    siteEnabled: CZECH,
    created: "2025-06-10T13:00:00.000Z",
    datePublished: "2025-06-17T07:00:00.000Z",
    seoKeywords: "lubrikant, vodní gel, silikonový lubrikant",
    author: "jan-prochazka",
    category: "lubrikanty",
    tags: ["lubrikacni-gel", "silikon"],
    products: [1012, 1013, 1015],
  },
  {
    slug: "jak-zvolit-spravnou-velikost-kondomu",
    title: "Jak zvolit správnou velikost kondomu",
    shortTitle: "Velikost kondomu",
    perex: "Kondom, který dobře sedí, neklouže ani neškrtí. Rozhoduje přitom obvod, ne délka.",
    content: doc(
      paragraph(
        "Příliš volný kondom může sklouznout, příliš těsný se snáze protrhne a tlačí. Správná velikost je proto otázkou bezpečí i pohodlí.",
      ),
      heading(2, "Jak se změřit"),
      paragraph(
        "Krejčovským metrem změřte obvod penisu v erekci v nejširším místě. Nominální šířka kondomu by měla být o něco menší než polovina obvodu: při obvodu 11 cm se hodí šířka kolem 52 mm.",
      ),
      paragraph(
        "Máte-li alergii na latex, vyberte kondomy z polyisoprenu nebo polyuretanu. Najdete je mezi speciálními kondomy.",
      ),
    ),
    siteEnabled: CZECH,
    created: "2025-08-26T11:45:00.000Z",
    datePublished: "2025-09-02T07:00:00.000Z",
    seoKeywords: "velikost kondomu, šířka kondomu, kondomy bez latexu",
    author: "jan-prochazka",
    category: "ochrana-a-antikoncepce",
    tags: ["kondomy", "zdravi"],
    products: [1017, 1021, 1020],
  },
  {
    slug: "tipy-na-darek-pro-partnera-i-partnerku",
    title: "Tipy na dárek pro partnera i partnerku",
    shortTitle: "Dárky pro partnery",
    perex:
      "Hledáte dárek, který potěší a trochu rozproudí vztah? Máme tipy pro začínající i sehrané páry.",
    content: doc(
      paragraph(
        "Intimní dárek nemusí být trapný. Záleží na tom, jak dobře partnera znáte a jak otevřeně spolu o svých přáních mluvíte.",
      ),
      heading(2, "Pro začátek něco jemného"),
      paragraph(
        "Masážní svíčka, olej nebo sada erotických her potěší každého a nikoho nezaskočí. Společná masáž je navíc skvělý způsob, jak si udělat čas jen pro sebe.",
      ),
      heading(2, "Pro sehrané páry"),
      paragraph(
        "Vibrátor pro páry s dálkovým ovládáním nebo elegantní prádlo vybírejte podle toho, co partnera láká. Když si nejste jistí, zeptejte se: i rozhovor o přáních bývá příjemným začátkem.",
      ),
    ),
    siteEnabled: CZECH,
    created: "2025-11-18T15:20:00.000Z",
    datePublished: "2025-11-25T07:00:00.000Z",
    seoKeywords: "dárek pro partnera, dárek pro partnerku, erotický dárek",
    author: "lucie-horakova",
    category: "darky-a-inspirace",
    tags: ["darek", "romantika"],
    products: [1023, 1032, 1006],
  },
  {
    slug: "diskretni-nakup",
    title: "Diskrétní nákup: jak balíme a co uvidíte na výpisu",
    shortTitle: "Diskrétní nákup",
    perex:
      "Soukromí je u nás samozřejmost. Podívejte se, jak vypadá balík a co se o nákupu dozví okolí: vůbec nic.",
    content: doc(
      paragraph(
        "Víme, že nákup intimních pomůcek je osobní věc. Proto děláme vše pro to, aby o něm věděl jen ten, kdo objednával.",
      ),
      heading(2, "Balík bez prozrazení"),
      paragraph(
        "Zboží posíláme v neprůhledné krabici bez loga a bez popisu obsahu. Na štítku je jen neutrální název odesílatele, takže ani kurýr nepozná, co vám veze.",
      ),
      heading(2, "Platba a výpis z účtu"),
      paragraph(
        "Na výpisu z účtu i na potvrzení platby kartou uvidíte jen neutrální název společnosti. Fakturu posíláme e-mailem, do balíku ji nevkládáme.",
      ),
    ),
    siteEnabled: CZECH,
    created: "2026-01-13T10:00:00.000Z",
    datePublished: "2026-01-20T07:00:00.000Z",
    seoKeywords: "diskrétní nákup, diskrétní balení, anonymní nákup",
    author: "redakce-amoris",
    category: "darky-a-inspirace",
    tags: ["diskretnost"],
    products: [],
  },
  {
    slug: "silikon-sklo-nebo-ocel",
    title: "Silikon, sklo, nebo ocel? Průvodce materiály pomůcek",
    shortTitle: "Materiály pomůcek",
    perex:
      "Materiál rozhoduje o tom, jak se pomůcka na těle cítí, jak se čistí a jak dlouho vydrží.",
    content: doc(
      paragraph(
        "Při výběru pomůcky se vyplatí dívat nejen na tvar a funkce, ale i na materiál. Ten nejlepší je tělově bezpečný, nenasákavý a snadno se udržuje.",
      ),
      heading(2, "Silikon"),
      paragraph(
        "Lékařský silikon je příjemně měkký, pružný a rychle přijme teplotu těla. Snese vyvaření, jen ho nekombinujte se silikonovým lubrikantem.",
      ),
      heading(2, "Sklo a nerezová ocel"),
      paragraph(
        "Sklo i ocel jsou zcela neporézní a vydrží desítky let. Jsou těžší a pevné, a tak se hodí pro ty, kdo chtějí výraznější stimulaci. Před použitím je můžete ohřát v teplé vodě nebo zchladit v lednici.",
      ),
    ),
    siteEnabled: CZECH,
    created: "2026-04-07T08:40:00.000Z",
    datePublished: "2026-04-14T07:00:00.000Z",
    seoKeywords: "materiály pomůcek, silikonové pomůcky, skleněné dildo",
    author: "tomas-marek",
    category: "materialy-a-technologie",
    tags: ["silikon", "udrzba"],
    products: [1009, 1010],
  },
  {
    slug: "romanticky-vecer-s-masazi",
    title: "Romantický večer s masáží: oleje a svíčky",
    shortTitle: "Romantická masáž",
    perex:
      "Masáž je nejjednodušší cesta k blízkosti. Poradíme, jak ji připravit a co k ní budete potřebovat.",
    content: doc(
      paragraph(
        "Na dobrou masáž nepotřebujete kurz. Stačí teplý pokoj, klid a trocha času, který nikdo nebude rušit.",
      ),
      heading(2, "Olej, nebo svíčka?"),
      paragraph(
        "Masážní olej dobře klouže a nechá pokožku hebkou. Masážní svíčka se po zapálení mění v teplý olej, který můžete lít přímo na kůži; teplotu ale nejdřív vyzkoušejte na předloktí.",
      ),
      paragraph(
        "Začněte pomalými dlouhými tahy na zádech a ramenou a tempo i sílu přizpůsobte tomu, co je partnerovi příjemné.",
      ),
    ),
    siteEnabled: CZECH,
    created: "2026-09-22T12:10:00.000Z",
    datePublished: "2026-09-29T07:00:00.000Z",
    seoKeywords: "masáž ve dvou, masážní olej, masážní svíčka",
    author: "lucie-horakova",
    category: "masaze-a-romantika",
    tags: ["masaz", "romantika"],
    products: [1022, 1023, 1024],
  },
  {
    slug: "jak-vybrat-pradlo-podle-postavy",
    title: "Jak vybrat erotické prádlo podle postavy",
    shortTitle: "Prádlo podle postavy",
    perex:
      "Dobře padnoucí prádlo dodá sebevědomí. Poradíme, jak vybrat střih, který vám bude slušet.",
    content: doc(
      paragraph(
        "Svůdné prádlo není jen pro modelky. Klíčem je střih, který podtrhne to, co se vám na sobě líbí, a velikost, ve které se budete cítit pohodlně.",
      ),
      heading(2, "Střih podle postavy"),
      paragraph(
        "Body s hlubokým výstřihem opticky prodlouží postavu, košilka volně splývající od prsou zase zakryje bříško. Punčochy s krajkovým lemem sluší téměř každé.",
      ),
      heading(2, "Správná velikost"),
      paragraph(
        "Změřte si obvod hrudníku a boků a porovnejte je s tabulkou velikostí. Pokud jste mezi dvěma velikostmi, zvolte tu větší.",
      ),
    ),
    siteEnabled: CZECH,
    created: "2026-11-10T09:00:00.000Z",
    datePublished: "2027-01-19T07:00:00.000Z",
    seoKeywords: "erotické prádlo, prádlo podle postavy, velikost prádla",
    author: "lucie-horakova",
    category: "darky-a-inspirace",
    tags: ["pradlo"],
    products: [1026, 1027, 1030],
  },
  {
    slug: "valentyn-ve-dvou",
    title: "Valentýn ve dvou: tipy na společný večer",
    shortTitle: "Valentýn ve dvou",
    perex: "Svatý Valentýn se blíží. Přinášíme nápady na večer, na který budete rádi vzpomínat.",
    content: doc(
      paragraph(
        "Nemusíte rezervovat drahou restauraci. Nejhezčí valentýnské večery bývají ty, které si připravíte sami, doma a bez spěchu.",
      ),
      heading(2, "Připravte atmosféru"),
      paragraph(
        "Ztlumte světla, zapalte svíčky a pusťte oblíbenou hudbu. Telefony nechte v jiné místnosti.",
      ),
      heading(2, "Zahrajte si"),
      paragraph(
        "Erotické hry a kostky prolomí ostych a vnesou do večera trochu napětí. Zakončit ho můžete masáží s hřejivým olejem.",
      ),
    ),
    siteEnabled: CZECH,
    created: "2026-11-18T14:30:00.000Z",
    datePublished: "2027-02-09T07:00:00.000Z",
    seoKeywords: "Valentýn, romantický večer, tipy pro páry",
    author: "katerina-novotna",
    category: "tipy-pro-pary",
    tags: ["romantika", "parove-hry"],
    products: [1032, 1034, 1024],
  },
];

/** Every article with a fixed date, Czech ones first. */
export const ARTICLES: Array<SeedArticle> = [
  ...FIRST_ARTICLES,
  ...TOY_ARTICLES,
  ...CARE_ARTICLES,
  ...COUPLES_ARTICLES,
  ...TRANSLATED_ARTICLES,
];
