import { magazineArticle } from "./content-magazine-builder.ts";
import { blockquote, bulletList, doc, heading, paragraph } from "./content-rich-text.ts";

/** Czech articles about relationships, couples and gifts. */
export const COUPLES_ARTICLES = [
  magazineArticle({
    slug: "jak-mluvit-o-svych-pranich",
    title: "Jak mluvit o svých přáních",
    shortTitle: "Mluvit o přáních",
    perex:
      "Říct partnerovi, po čem toužíte, bývá těžší než cokoli jiného. Pár tipů, jak začít rozhovor bez trapného ticha.",
    content: doc(
      paragraph(
        "Většina párů o sexu mluví méně, než by chtěla. Bojíme se, že partnera raníme, nebo že nás odmítne. Otevřený rozhovor přitom vztah skoro vždy posílí.",
      ),
      heading(2, "Jak na to"),
      bulletList([
        "Vyberte si klidnou chvíli, ideálně mimo ložnici.",
        "Mluvte o sobě: „Líbilo by se mi…“ zní lépe než „Ty nikdy…“.",
        "Ptejte se a poslouchejte, i když odpověď nebude hned.",
      ]),
      blockquote("Přání není požadavek. Je to informace, která vám oběma pomůže."),
      paragraph(
        "Pokud je mluvení příliš těžké, zkuste si přání napsat na papírky a vyměnit si je. I to je začátek.",
      ),
    ),
    published: "2024-02-27",
    seoKeywords: "komunikace ve vztahu, sexuální přání, jak mluvit o sexu",
    author: "katerina-novotna",
    category: "vztahy-a-komunikace",
    tags: ["komunikace"],
    products: [],
  }),
  magazineArticle({
    slug: "jak-prolomit-rutinu-ve-vztahu",
    title: "Rutina v dlouhém vztahu: jak ji prolomit",
    shortTitle: "Rutina ve vztahu",
    perex:
      "Po letech spolu se z vášně snadno stane zvyk. Nápady, jak do vztahu vrátit zvědavost a hravost.",
    content: doc(
      paragraph(
        "Rutina není selhání. Je to přirozený důsledek toho, že se známe a máme toho hodně na starosti. Dobrou zprávou je, že se dá změnit maličkostmi.",
      ),
      heading(2, "Malé změny, velký účinek"),
      bulletList([
        "Naplánujte si rande jako na začátku vztahu.",
        "Vyměňte ložnici za jiné místo nebo jinou denní dobu.",
        "Zkuste spolu něco nového, třeba párovou hru.",
      ]),
      paragraph(
        "Nejde o to, aby každý večer byl výjimečný. Stačí, když si dáte najevo, že o sebe pořád stojíte.",
      ),
    ),
    published: "2024-10-15",
    seoKeywords: "rutina ve vztahu, oživit vztah, dlouhý vztah",
    author: "katerina-novotna",
    category: "vztahy-a-komunikace",
    tags: ["komunikace", "parove-hry"],
    products: [1032],
  }),
  magazineArticle({
    slug: "souhlas-a-hranice",
    title: "Souhlas a hranice: základ dobrého sexu",
    shortTitle: "Souhlas a hranice",
    perex:
      "Souhlas není formalita, ale průběžný rozhovor. Proč na něm záleží i v dlouholetém vztahu.",
    content: doc(
      paragraph(
        "Souhlas znamená, že oba chcete, a to po celou dobu. Dá se kdykoli změnit a nikdo ho nemusí vysvětlovat.",
      ),
      heading(2, "Jak hranice nastavit"),
      paragraph(
        "Pomůže, když si předem řeknete, co vás láká, co byste chtěli zkusit a co pro vás nepřichází v úvahu. Seznam se může časem měnit a to je v pořádku.",
      ),
      heading(2, "Stopka"),
      paragraph(
        "Zvlášť při nových hrách se hodí domluvené slovo, které vše okamžitě zastaví. Dodává jistotu a paradoxně tak pomáhá víc se uvolnit.",
      ),
    ),
    published: "2025-04-29",
    seoKeywords: "souhlas, hranice ve vztahu, bezpečné slovo",
    author: "katerina-novotna",
    category: "vztahy-a-komunikace",
    tags: ["komunikace"],
    products: [],
  }),
  magazineArticle({
    slug: "vztah-na-dalku",
    title: "Vztah na dálku: jak udržet blízkost",
    shortTitle: "Vztah na dálku",
    perex:
      "Kilometry mezi vámi nemusí znamenat odcizení. Jak zůstat blízko, když se vidíte jen o víkendech.",
    content: doc(
      paragraph(
        "Vztah na dálku klade velké nároky na důvěru a komunikaci. Zároveň učí mluvit o věcech, které páry žijící spolu často přehlížejí.",
      ),
      heading(2, "Rituály, které spojují"),
      bulletList([
        "pravidelný večerní hovor, i když jen krátký,",
        "společný film, který si pustíte ve stejnou chvíli,",
        "dopis nebo malý dárek poslaný poštou.",
      ]),
      heading(2, "Intimita na dálku"),
      paragraph(
        "Hračky ovládané přes aplikaci dovolí partnerovi být u toho i na dálku. Domluvte se ale na pravidlech a na tom, co je pro oba příjemné.",
      ),
    ),
    published: "2025-11-11",
    seoKeywords: "vztah na dálku, blízkost na dálku, hračky s aplikací",
    author: "lucie-horakova",
    category: "vztahy-a-komunikace",
    tags: ["komunikace", "na-cesty"],
    products: [1004],
  }),
  magazineArticle({
    slug: "rozdilna-chut-na-sex",
    title: "Rozdílná chuť na sex ve vztahu",
    shortTitle: "Rozdílná chuť",
    perex:
      "Jeden chce častěji, druhý méně. Je to běžné a dá se to zvládnout bez výčitek na obou stranách.",
    content: doc(
      paragraph(
        "Skoro v každém vztahu má jeden z partnerů větší chuť na sex než druhý. Poměr se navíc během let mění podle zdraví, práce, dětí i nálady.",
      ),
      heading(2, "Hledejte příčinu, ne viníka"),
      paragraph(
        "Menší chuť bývá signálem únavy, stresu nebo nevyřčeného napětí. Zeptejte se, co by partnerovi pomohlo, a nabídněte i jiné formy blízkosti, třeba masáž nebo objetí bez očekávání.",
      ),
      heading(2, "Kdy vyhledat pomoc"),
      paragraph(
        "Když se rozdíl stává zdrojem hádek nebo smutku, může pomoci párový terapeut. Nejde o selhání, ale o péči o vztah.",
      ),
    ),
    published: "2026-08-25",
    seoKeywords: "rozdílné libido, chuť na sex, párová terapie",
    author: "katerina-novotna",
    category: "vztahy-a-komunikace",
    tags: ["komunikace"],
    products: [],
  }),
  magazineArticle({
    slug: "eroticke-hry-pro-pary",
    title: "Erotické hry pro páry: od kostek po karty",
    shortTitle: "Erotické hry",
    perex:
      "Hry prolomí ostych a rozesmějí. Přehled her pro páry, které teprve začínají, i pro ty odvážnější.",
    content: doc(
      paragraph(
        "Erotická hra přenese rozhodování na kostky nebo karty, a tak se snadněji vyzkouší něco nového. A když se něco nepovede, je to přece jen hra.",
      ),
      heading(2, "Pro začátek"),
      paragraph(
        "Kostky s činnostmi a částmi těla nebo karty s otázkami jsou nenáročné a hodí se na první večer. Otázky navíc leccos prozradí o přáních partnera.",
      ),
      heading(2, "Pro odvážnější"),
      paragraph(
        "Sady s úkoly a doplňky, jako jsou pásky přes oči nebo peříčka, nabídnou víc napětí. Všechny úkoly si ale předem projděte a ty, které vám nesednou, vyřaďte.",
      ),
    ),
    published: "2024-04-30",
    seoKeywords: "erotické hry, hry pro páry, erotické kostky",
    author: "lucie-horakova",
    category: "tipy-pro-pary",
    tags: ["parove-hry"],
    products: [1032, 1034],
  }),
  magazineArticle({
    slug: "hra-se-smysly",
    title: "Hra se smysly: zavázané oči a jemné doteky",
    shortTitle: "Hra se smysly",
    perex:
      "Když jeden smysl vypnete, ostatní se probudí. Jednoduchá hra, která vás překvapí intenzitou.",
    content: doc(
      paragraph(
        "Stačí šátek nebo páska přes oči. Bez zraku vnímáte každý dotek, vůni i zvuk mnohem silněji.",
      ),
      heading(2, "Jak hru připravit"),
      bulletList([
        "Připravte si několik předmětů s různou texturou: hedvábí, peříčko, kostku ledu.",
        "Střídejte teplé a studené doteky, třeba masážním olejem.",
        "Nechte partnera hádat, co právě cítí.",
      ]),
      paragraph(
        "Domluvte se předem, že zavázané oči lze kdykoli sundat. Jistota je základ uvolnění.",
      ),
    ),
    published: "2025-06-03",
    seoKeywords: "páska přes oči, smyslová hra, hry pro páry",
    author: "lucie-horakova",
    category: "tipy-pro-pary",
    tags: ["parove-hry", "romantika"],
    products: [1033, 1022],
  }),
  magazineArticle({
    slug: "masaz-krok-za-krokem",
    title: "Masáž ve dvou krok za krokem",
    shortTitle: "Masáž krok za krokem",
    perex:
      "Nemusíte být masér, abyste partnerovi udělali radost. Základní tahy, které zvládne každý.",
    content: doc(
      paragraph(
        "Připravte si teplý pokoj, ručník a olej ohřátý v dlaních. Partner ať leží na břiše a vy začněte na zádech.",
      ),
      heading(2, "Tři základní tahy"),
      bulletList([
        "Hlazení: dlouhé pomalé tahy celými dlaněmi od beder k ramenům.",
        "Hnětení: jemné stlačování svalů na ramenou a bocích, jako byste hnětli těsto.",
        "Kroužení: palci malé kruhy podél páteře, nikdy ne přímo na ní.",
      ]),
      heading(2, "Tempo a zpětná vazba"),
      paragraph(
        "Pomalé tempo uvolňuje víc než rychlé. Ptejte se, jaký tlak je příjemný, a nechte se vést reakcemi partnera.",
      ),
    ),
    published: "2025-02-25",
    seoKeywords: "masáž ve dvou, jak masírovat, masážní olej",
    author: "lucie-horakova",
    category: "masaze-a-romantika",
    tags: ["masaz", "romantika"],
    products: [1022, 1024, 1025],
  }),
  magazineArticle({
    slug: "darky-k-vyroci",
    title: "Dárky k výročí: od drobností po zážitky",
    shortTitle: "Dárky k výročí",
    perex:
      "Výročí si zaslouží víc než kytici z benzinky. Nápady na dárky, které řeknou, že vám na sobě záleží.",
    content: doc(
      paragraph(
        "Nejlepší dárek k výročí připomene, co vás spojuje. Nemusí být drahý, stačí, když je osobní.",
      ),
      heading(2, "Drobnosti s nápadem"),
      paragraph(
        "Masážní svíčka s vaší oblíbenou vůní, ručně psaný dopis nebo fotokniha společných chvil potěší víc než cokoli z regálu.",
      ),
      heading(2, "Zážitek pro dva"),
      paragraph(
        "Večer doma s připravenou sadou pro páry, krásné prádlo a hudba, kterou jste poslouchali na začátku vztahu. Takový večer si zapamatujete.",
      ),
    ),
    published: "2024-06-11",
    seoKeywords: "dárek k výročí, výročí vztahu, romantický dárek",
    author: "lucie-horakova",
    category: "darky-a-inspirace",
    tags: ["darek", "romantika"],
    products: [1028, 1023, 1034],
  }),
  magazineArticle({
    slug: "pradlo-jako-darek",
    title: "Prádlo jako dárek: jak trefit velikost",
    shortTitle: "Prádlo jako dárek",
    perex:
      "Krajka pod stromečkem potěší, jen když sedí. Jak nenápadně zjistit velikost a vybrat střih.",
    content: doc(
      paragraph(
        "Prádlo je osobní dárek a o to víc záleží na tom, aby padlo. Nejistotu s velikostí lze ale snadno obejít.",
      ),
      heading(2, "Jak zjistit velikost"),
      bulletList([
        "Podívejte se na štítek oblíbeného prádla, které partnerka nosí.",
        "Porovnejte míry s tabulkou velikostí u konkrétního výrobku.",
        "Když váháte, sáhněte po županu nebo košilce s volnějším střihem.",
      ]),
      paragraph(
        "A kdyby přece jen nesedělo, nevadí: nepoužité prádlo v původním obalu můžete vrátit do 30 dnů.",
      ),
    ),
    published: "2026-10-13",
    seoKeywords: "prádlo jako dárek, velikost prádla, dárek pro ženu",
    author: "lucie-horakova",
    category: "darky-a-inspirace",
    tags: ["pradlo", "darek"],
    products: [1027, 1029, 1028],
  }),
];
