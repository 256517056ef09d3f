import { magazineArticle } from "./content-magazine-builder.ts";
import { blockquote, bulletList, doc, heading, paragraph } from "./content-rich-text.ts";

/** Czech articles about lubrication, care of toys and intimate health. */
export const CARE_ARTICLES = [
  magazineArticle({
    slug: "kolik-lubrikantu-pouzit",
    title: "Kolik lubrikantu použít a jak ho nanášet",
    shortTitle: "Jak nanášet lubrikant",
    perex:
      "Málo je nepříjemné, moc zbytečné. Jednoduchý návod, jak s lubrikantem zacházet, aby pomáhal.",
    content: doc(
      paragraph(
        "Lubrikant není jen pro ty, kdo mají potíže se suchostí. Zpříjemní každý dotek, sníží tření a chrání kondom i sliznici.",
      ),
      heading(2, "Začněte malým množstvím"),
      paragraph(
        "Stačí kapka velikosti lískového oříšku. Před nanesením ji zahřejte v dlani a přidávejte, kdykoli tření začne být znát.",
      ),
      heading(2, "Kam ho nanést"),
      bulletList([
        "na pomůcku nebo na kondom, ne dovnitř kondomu,",
        "na pokožku, kde bude dotek nejintenzivnější,",
        "při delší hře znovu, gely na vodní bázi se vstřebávají.",
      ]),
    ),
    published: "2024-04-16",
    seoKeywords: "jak použít lubrikant, množství lubrikantu, nanášení gelu",
    author: "jan-prochazka",
    category: "lubrikace-a-pece",
    tags: ["lubrikacni-gel", "pro-zacatecniky"],
    products: [1012],
  }),
  magazineArticle({
    slug: "hrejive-a-ochucene-lubrikanty",
    title: "Hřejivé a ochucené gely: zábava, nebo dráždění?",
    shortTitle: "Hřejivé a ochucené gely",
    perex:
      "Gely s efektem přinesou do hry něco navíc. Prozradíme, komu sednou a kdy je raději vynechat.",
    content: doc(
      paragraph(
        "Hřejivé gely obsahují složky, které při kontaktu s pokožkou vytvoří příjemný pocit tepla. Ochucené zase zpříjemní orální hrátky.",
      ),
      heading(2, "Vyzkoušejte nejdřív na kůži"),
      paragraph(
        "Každý reaguje jinak. Před prvním použitím naneste kapku na vnitřní stranu zápěstí a počkejte deset minut, jestli kůže nezačne pálit nebo svědit.",
      ),
      heading(2, "Kdy je vynechat"),
      paragraph(
        "Pokud máte citlivou sliznici nebo sklon k zánětům, zvolte raději gel bez parfemace a cukru. Ochucené gely nepatří dovnitř těla, cukr v nich může podpořit kvasinky.",
      ),
    ),
    published: "2024-12-03",
    seoKeywords: "hřejivý gel, ochucený lubrikant, lubrikant s příchutí",
    author: "jan-prochazka",
    category: "lubrikanty",
    tags: ["lubrikacni-gel"],
    products: [1014, 1016, 1025],
  }),
  magazineArticle({
    slug: "lubrikant-pro-citlivou-pokozku",
    title: "Lubrikant pro citlivou pokožku",
    shortTitle: "Gel pro citlivou pokožku",
    perex:
      "Pálení a svědění po použití gelu nemusíte snášet. Podle čeho vybrat lubrikant, když je pokožka citlivá.",
    content: doc(
      paragraph(
        "Citlivou pokožku dráždí hlavně parfémy, glycerin ve vysoké koncentraci a konzervanty. Čím kratší seznam složek, tím lépe.",
      ),
      heading(2, "Co hledat na obalu"),
      bulletList([
        "bez parfemace a bez barviv,",
        "s aloe vera nebo kyselinou hyaluronovou,",
        "pH blízké přirozenému prostředí pochvy.",
      ]),
      paragraph(
        "Pokud potíže přetrvávají i s jemným gelem, poraďte se s gynekologem. Příčina nemusí být v lubrikantu.",
      ),
    ),
    published: "2026-03-10",
    seoKeywords: "lubrikant citlivá pokožka, gel bez parfemace, aloe vera",
    author: "jan-prochazka",
    category: "lubrikanty",
    tags: ["lubrikacni-gel", "zdravi"],
    products: [1015, 1012],
  }),
  magazineArticle({
    slug: "jak-skladovat-pomucky",
    title: "Jak pomůcky skladovat, aby vydržely",
    shortTitle: "Skladování pomůcek",
    perex:
      "Šuplík plný hraček? Pár jednoduchých zásad, díky kterým zůstanou čisté, funkční a mimo dohled.",
    content: doc(
      paragraph(
        "Dobře uložená pomůcka vydrží déle a je připravená, kdykoli ji budete chtít použít. Stačí ji mít čistou, suchou a oddělenou od ostatních.",
      ),
      heading(2, "Každá zvlášť"),
      paragraph(
        "Silikon se může při dlouhém kontaktu s jinými materiály poškodit. Uložte proto každou pomůcku do vlastního látkového sáčku.",
      ),
      heading(2, "Mimo dohled"),
      paragraph(
        "Uzamykatelná kosmetická taštička nebo krabice s víkem ochrání hračky před prachem i zvědavýma očima. Elektronické pomůcky skladujte částečně nabité.",
      ),
    ),
    published: "2024-08-13",
    seoKeywords: "skladování pomůcek, jak uložit vibrátor, úložný sáček",
    author: "redakce-amoris",
    category: "cisteni-a-skladovani",
    tags: ["udrzba", "diskretnost"],
    products: [1035],
  }),
  magazineArticle({
    slug: "cistici-sprej-nebo-mydlo",
    title: "Čisticí sprej, nebo mýdlo a voda?",
    shortTitle: "Sprej, nebo mýdlo",
    perex:
      "Obojí funguje, ale ne vždy stejně dobře. Srovnali jsme, kdy stačí mýdlo a kdy se vyplatí sprej.",
    content: doc(
      paragraph(
        "Teplá voda s jemným mýdlem bez parfemace si poradí s většinou pomůcek. Mýdlo ale musíte důkladně opláchnout a to u hraček s elektronikou není vždy pohodlné.",
      ),
      heading(2, "Kdy se hodí sprej"),
      paragraph(
        "Čisticí sprej stačí nastříkat, nechat chvíli působit a otřít. Hodí se na cesty, na hračky, které nejsou vodotěsné, i na rychlé čištění mezi jednotlivými použitími.",
      ),
      blockquote("Ať zvolíte cokoli, pomůcku vždy nechte dobře oschnout, než ji uložíte."),
    ),
    published: "2025-12-09",
    seoKeywords: "čisticí sprej, čištění vibrátoru, mýdlo na pomůcky",
    author: "tomas-marek",
    category: "cisteni-a-skladovani",
    tags: ["udrzba"],
    products: [1035, 1036],
  }),
  magazineArticle({
    slug: "intimni-hygiena-mene-je-vice",
    title: "Intimní hygiena: méně je někdy více",
    shortTitle: "Intimní hygiena",
    perex:
      "Příliš časté mytí a voňavé gely mohou intimním partiím spíš uškodit. Jak o ně pečovat šetrně.",
    content: doc(
      paragraph(
        "Pochva se čistí sama a její prostředí chrání přirozená mikroflóra. Parfémované mýdlo nebo výplachy mohou tuto rovnováhu narušit.",
      ),
      heading(2, "Jak na to"),
      bulletList([
        "Myjte jen vnější partie vlažnou vodou, jednou až dvakrát denně.",
        "Používejte gel s mírně kyselým pH bez parfemace.",
        "Dávejte přednost bavlněnému spodnímu prádlu.",
      ]),
      paragraph(
        "Před intimními chvílemi i po nich stačí krátká sprcha. Na pomůcky použijte vlastní čisticí prostředek, ne gel na tělo.",
      ),
    ),
    published: "2024-07-09",
    seoKeywords: "intimní hygiena, intimní mycí gel, pH",
    author: "jan-prochazka",
    category: "zdravi-a-bezpeci",
    tags: ["zdravi"],
    products: [1036],
  }),
  magazineArticle({
    slug: "kdy-s-intimnimi-potizemi-k-lekari",
    title: "Kdy s intimními potížemi k lékaři",
    shortTitle: "Kdy k lékaři",
    perex:
      "Některé potíže zvládnete sami, jiné patří do ordinace. Přehled příznaků, se kterými neotálejte.",
    content: doc(
      paragraph(
        "Intimní potíže jsou běžné a není se za ně třeba stydět. Lékař je vídá každý den a včasná návštěva ušetří mnoho nepříjemností.",
      ),
      heading(2, "Neotálejte, když"),
      bulletList([
        "vás bolí při styku nebo při močení,",
        "se změní výtok, jeho barva nebo zápach,",
        "se objeví vyrážka, puchýřky nebo bolestivé uzlíky,",
        "potíže trvají déle než několik dní.",
      ]),
      paragraph(
        "Než potíže odezní, dejte pomůckám i intimním chvílím pauzu a pomůcky po léčbě důkladně vyčistěte.",
      ),
    ),
    published: "2025-08-19",
    seoKeywords: "intimní potíže, gynekolog, urolog, příznaky",
    author: "jan-prochazka",
    category: "zdravi-a-bezpeci",
    tags: ["zdravi"],
    products: [],
  }),
  magazineArticle({
    slug: "suchost-pochvy-priciny-a-uleva",
    title: "Suchost pochvy: příčiny a jak si ulevit",
    shortTitle: "Suchost pochvy",
    perex:
      "Suchost trápí ženy v každém věku. Vysvětlujeme, odkud se bere a co pomůže v intimních chvílích.",
    content: doc(
      paragraph(
        "Za suchostí stojí často hormonální změny, například po porodu, při kojení nebo v přechodu. Přispět mohou i některé léky, stres nebo nedostatek času na předehru.",
      ),
      heading(2, "Co pomáhá"),
      paragraph(
        "Lubrikant na vodní bázi s kyselinou hyaluronovou nebo aloe vera zpříjemní intimní chvíle hned. Dopřejte si také víc času: vzrušení přirozenou vlhkost podporuje.",
      ),
      heading(2, "Kdy vyhledat lékaře"),
      paragraph(
        "Pokud suchost trvá dlouho, pálí nebo bolí i mimo intimní chvíle, poraďte se s gynekologem. Může doporučit léčbu, která řeší příčinu.",
      ),
    ),
    published: "2026-05-12",
    seoKeywords: "suchost pochvy, lubrikant, kyselina hyaluronová",
    author: "jan-prochazka",
    category: "zdravi-a-bezpeci",
    tags: ["zdravi", "lubrikacni-gel"],
    products: [1015],
  }),
  magazineArticle({
    slug: "jak-spravne-nasadit-kondom",
    title: "Jak správně nasadit kondom",
    shortTitle: "Nasazení kondomu",
    perex:
      "Kondom chrání jen tehdy, když je dobře nasazený. Krok za krokem a s nejčastějšími chybami.",
    content: doc(
      paragraph(
        "Kondom je jediná antikoncepce, která zároveň chrání před pohlavně přenosnými infekcemi. Nasadit ho správně je jednoduché a s trochou cviku to zvládnete i potmě.",
      ),
      heading(2, "Krok za krokem"),
      bulletList([
        "Zkontrolujte datum spotřeby a obal otevřete prsty, ne zuby.",
        "Stiskněte špičku kondomu, aby v ní nezůstal vzduch.",
        "Přiložte kondom na penis v erekci a odrolujte ho až ke kořeni.",
        "Po styku ho při vytahování přidržte u kořene.",
      ]),
      heading(2, "Nejčastější chyby"),
      paragraph(
        "Kondom nasazený naruby, olejový lubrikant u latexového kondomu nebo nevhodná velikost. Každý z těchto omylů zvyšuje riziko, že kondom praskne nebo sklouzne.",
      ),
    ),
    published: "2024-01-23",
    seoKeywords: "jak nasadit kondom, kondom návod, chyby s kondomem",
    author: "jan-prochazka",
    category: "ochrana-a-antikoncepce",
    tags: ["kondomy", "pro-zacatecniky"],
    products: [1017, 1018, 1019],
  }),
];
