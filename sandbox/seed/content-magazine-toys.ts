import { magazineArticle } from "./content-magazine-builder.ts";
import { blockquote, bulletList, doc, heading, paragraph } from "./content-rich-text.ts";

/** Czech articles about vibrators and toys, the magazine's largest category with its children. */
export const TOY_ARTICLES = [
  magazineArticle({
    slug: "vibrator-pro-pary-jak-vybrat",
    title: "Vibrátor pro páry: jak vybrat ten pravý",
    shortTitle: "Vibrátor pro páry",
    perex: "Hračka pro dva má sedět oběma. Poradíme, na co se dívat, aby vás bavila a nepřekážela.",
    content: doc(
      paragraph(
        "Vibrátor pro páry je navržený tak, aby se dal použít při společných chvílích a potěšil oba partnery zároveň. Nabídka je široká, a tak se vyplatí vědět, co od hračky čekáte.",
      ),
      heading(2, "Tvar podle toho, jak si chcete hrát"),
      bulletList([
        "Vibrační kroužek je nejjednodušší začátek: nasadí se a nemusíte nic držet.",
        "Hračky ve tvaru písmene U stimulují oba partnery najednou.",
        "Modely s dálkovým ovládáním přidají hru o to, kdo právě rozhoduje.",
      ]),
      heading(2, "Vybírejte spolu"),
      paragraph(
        "Nejlepší hračku pro páry vybírají oba. Projděte si nabídku společně a domluvte se, co vás láká a co naopak ne.",
      ),
    ),
    published: "2024-02-13",
    seoKeywords: "vibrátor pro páry, hračky pro páry, vibrační kroužek",
    author: "tomas-marek",
    category: "vibratory-a-hracky",
    tags: ["parove-hry", "silikon"],
    products: [1031, 1006, 1004],
  }),
  magazineArticle({
    slug: "jak-funguje-stimulator-klitorisu",
    title: "Jak funguje stimulátor klitorisu s tlakovou vlnou",
    shortTitle: "Stimulátor klitorisu",
    perex:
      "Stimulátory s tlakovou vlnou se klitorisu ani nedotknou, a přesto patří k nejoblíbenějším hračkám.",
    content: doc(
      paragraph(
        "Místo klasických vibrací vytváří stimulátor v malé komůrce rytmické změny tlaku vzduchu. Ty jemně pulzují kolem klitorisu a mnoho žen je vnímá intenzivněji než přímý dotek.",
      ),
      heading(2, "Jak začít"),
      paragraph(
        "Přiložte otvor hračky tak, aby kolem klitorisu vznikla malá těsná komůrka, a začněte na nejnižší úrovni. Trocha lubrikantu na vodní bázi pomůže s těsností i pohodlím.",
      ),
      heading(2, "Na co se dívat při výběru"),
      bulletList([
        "vyměnitelné nebo snadno omyvatelné silikonové nástavce,",
        "počet úrovní intenzity a jejich plynulé přidávání,",
        "voděodolnost, pokud si chcete hrát i ve vaně.",
      ]),
    ),
    published: "2024-05-21",
    seoKeywords: "stimulátor klitorisu, tlaková vlna, sací stimulátor",
    author: "tomas-marek",
    category: "vibratory-a-hracky",
    tags: ["silikon", "pro-zacatecniky"],
    products: [1003, 1007],
  }),
  magazineArticle({
    slug: "proc-je-masazni-hlavice-tak-oblibena",
    title: "Proč je masážní hlavice tak oblíbená",
    shortTitle: "Masážní hlavice",
    perex:
      "Velká hlavice, silné a hluboké vibrace a všestranné použití: vysvětlujeme, čím si wand získal fanoušky.",
    content: doc(
      paragraph(
        "Masážní hlavice, často nazývaná wand, vznikla jako pomůcka na uvolnění ztuhlých svalů. Díky silným a zároveň hlubokým vibracím se ale brzy stala jednou z nejprodávanějších hraček vůbec.",
      ),
      heading(2, "Síla, kterou ovládáte"),
      paragraph(
        "Hlavice rozloží vibrace do větší plochy, takže působí spíše hluboce než ostře. Začněte na nejnižší rychlosti a přes tenkou látku, pokud je pro vás přímý kontakt příliš intenzivní.",
      ),
      heading(2, "Nejen pro intimní chvíle"),
      paragraph(
        "Wand skvěle uvolní ramena, šíji nebo lýtka po sportu. Je to tedy dárek, který se neztratí v šuplíku, ani když zrovna nemáte náladu na romantiku.",
      ),
    ),
    published: "2024-09-10",
    seoKeywords: "masážní hlavice, wand, silný vibrátor",
    author: "tomas-marek",
    category: "vibratory-a-hracky",
    tags: ["pro-zacatecniky"],
    products: [1005],
  }),
  magazineArticle({
    slug: "vibracni-vajicko-s-dalkovym-ovladanim",
    title: "Vibrační vajíčko s dálkovým ovládáním: tipy na hraní",
    shortTitle: "Vajíčko na dálkové ovládání",
    perex:
      "Malé, tiché a plné napětí. Přinášíme nápady, jak si s vajíčkem na dálkové ovládání pohrát ve dvou.",
    content: doc(
      paragraph(
        "Vibrační vajíčko je hračka pro páry, které baví překvapení. Jeden partner hračku nosí, druhý drží ovladač a rozhoduje o tom, kdy a jak silně se vajíčko ozve.",
      ),
      heading(2, "Domluvte si pravidla"),
      paragraph(
        "Hra je příjemná jen tehdy, když se na ní oba shodnete. Dohodněte si předem, kde si chcete hrát, a stopku, která hru kdykoli ukončí.",
      ),
      heading(2, "Praktické rady"),
      bulletList([
        "Před prvním použitím vyzkoušejte dosah ovladače doma.",
        "Vajíčko vždy nabijte a po hraní důkladně omyjte.",
        "Zvolte lubrikant na vodní bázi, který se snese se silikonem.",
      ]),
    ),
    published: "2025-01-14",
    seoKeywords: "vibrační vajíčko, dálkové ovládání, hra pro páry",
    author: "lucie-horakova",
    category: "vibratory-a-hracky",
    tags: ["parove-hry"],
    products: [1004],
  }),
  magazineArticle({
    slug: "rabbit-vibrator-pro-dvoji-stimulaci",
    title: "Rabbit vibrátor: dvojí stimulace v jedné hračce",
    shortTitle: "Rabbit vibrátor",
    perex:
      "Rabbit spojuje vnitřní a vnější stimulaci. Poradíme, jak vybrat tvar, který bude sedět právě vám.",
    content: doc(
      paragraph(
        "Rabbit má dvě části: tělo, které se zavádí, a menší výběžek, který se dotýká klitorisu. Obě často vibrují nezávisle na sobě, a tak si můžete nastavit, která bude hrát hlavní roli.",
      ),
      heading(2, "Na čem záleží"),
      paragraph(
        "Každé tělo je jiné, a proto rozhoduje vzdálenost mezi oběma částmi a pružnost výběžku. Ohebný silikonový výběžek se přizpůsobí lépe než pevný.",
      ),
      blockquote(
        "Dobrý rabbit nemusíte držet křečovitě: sedí sám a vy se můžete soustředit na sebe.",
      ),
    ),
    published: "2025-07-08",
    seoKeywords: "rabbit vibrátor, dvojitý vibrátor, vibrátor s výběžkem",
    author: "tomas-marek",
    category: "vibratory-a-hracky",
    tags: ["silikon"],
    products: [1006],
  }),
  magazineArticle({
    slug: "hracky-do-vany-a-sprchy",
    title: "Hračky do vany a sprchy: na co si dát pozor",
    shortTitle: "Hračky do vody",
    perex:
      "Teplá voda uvolní tělo i mysl. Ne každá hračka ale do vany patří: jak poznat tu správnou.",
    content: doc(
      paragraph(
        "Koupel nebo sprcha ve dvou může být příjemnou předehrou. Do vody si ovšem berte jen hračky, které výrobce výslovně označí jako vodotěsné.",
      ),
      heading(2, "Lubrikant do vody"),
      paragraph(
        "Gel na vodní bázi se ve vodě rychle smyje. Ve sprše proto lépe poslouží silikonový lubrikant, jen ho nepoužívejte se silikonovými hračkami.",
      ),
      heading(2, "Bezpečnost především"),
      bulletList([
        "Zkontrolujte, že je nabíjecí krytka dobře zavřená.",
        "Dildo s přísavkou připevněte jen na hladké a čisté obklady.",
        "Pozor na kluzkou podlahu vany: protiskluzová podložka se vyplatí.",
      ]),
    ),
    published: "2026-06-09",
    seoKeywords: "vodotěsný vibrátor, hračky do sprchy, hračky do vany",
    author: "tomas-marek",
    category: "vibratory-a-hracky",
    tags: ["vodeodolne", "udrzba"],
    products: [1002, 1011, 1013],
  }),
  magazineArticle({
    slug: "dildo-nebo-vibrator",
    title: "Dildo, nebo vibrátor? Co vybrat na začátek",
    shortTitle: "Dildo, nebo vibrátor",
    perex: "Obojí má své kouzlo. Vysvětlujeme rozdíly, abyste si první hračku vybrali s jistotou.",
    content: doc(
      paragraph(
        "Dildo nevibruje a nepotřebuje baterie, zato je jednoduché, tiché a vydrží roky. Vibrátor přidá vibrace, které mnoho lidí vnímá jako nejrychlejší cestu k uvolnění.",
      ),
      heading(2, "Kdy sáhnout po dildu"),
      paragraph(
        "Když chcete poznávat své tělo v klidu a bez spěchu. Silikonové dildo střední velikosti je dobrý začátek, skleněné zase oceníte pro jeho hladkost.",
      ),
      heading(2, "Kdy po vibrátoru"),
      paragraph(
        "Když vás lákají různé rytmy a intenzity. Menší vibrátor s jednoduchým ovládáním je ideální první volba.",
      ),
    ),
    published: "2024-03-19",
    seoKeywords: "dildo nebo vibrátor, první hračka, rozdíl dildo vibrátor",
    author: "katerina-novotna",
    category: "prvni-hracka",
    tags: ["pro-zacatecniky"],
    products: [1010, 1002],
  }),
  magazineArticle({
    slug: "ostych-z-prvni-hracky",
    title: "Ostych z první hračky: jak ho překonat",
    shortTitle: "Ostych z první hračky",
    perex:
      "Stydíte se hračku objednat, nebo dokonce použít? Nejste sami. Pár myšlenek, které pomohou.",
    content: doc(
      paragraph(
        "Rozpaky před první hračkou jsou úplně běžné. Často pramení z představy, že pomůcky jsou jen pro někoho jiného, nebo že hračka nahrazuje partnera. Obojí je mýtus.",
      ),
      heading(2, "Hračka je nástroj, ne náhrada"),
      paragraph(
        "Pomůcka pomáhá lépe poznat, co je vám příjemné. To se pak hodí i ve vztahu, protože umíte říct, co se vám líbí.",
      ),
      heading(2, "Začněte v klidu"),
      paragraph(
        "Zvolte si čas, kdy vás nikdo nebude rušit, a nic od sebe nečekejte. První setkání s hračkou nemusí být ohňostroj, stačí, když bude příjemné.",
      ),
    ),
    published: "2024-11-05",
    seoKeywords: "první hračka, stud, ostych, začátečníci",
    author: "katerina-novotna",
    category: "prvni-hracka",
    tags: ["pro-zacatecniky", "komunikace"],
    products: [1002],
  }),
  magazineArticle({
    slug: "pet-otazek-pred-nakupem-prvni-hracky",
    title: "Pět otázek před nákupem první hračky",
    shortTitle: "Pět otázek před nákupem",
    perex:
      "Než kliknete na tlačítko Koupit, odpovězte si na pět jednoduchých otázek. Výběr pak bude hračka.",
    content: doc(
      paragraph(
        "Nabídka hraček je tak široká, že se v ní snadno ztratíte. Pomůže, když si předem ujasníte, co vlastně hledáte.",
      ),
      heading(2, "Otázky, které vám ušetří čas"),
      bulletList([
        "Chci hračku jen pro sebe, nebo pro nás dva?",
        "Láká mě spíš vnější, nebo vnitřní stimulace?",
        "Záleží mi na tom, aby byla hračka tichá?",
        "Bude mi víc vyhovovat nabíjení, nebo baterie?",
        "Kolik jsem ochotný nebo ochotná utratit?",
      ]),
      paragraph(
        "S odpověďmi pak snadno zúžíte výběr na pár modelů. A když si nebudete jistí, napište nám: rádi poradíme.",
      ),
    ),
    published: "2025-10-07",
    seoKeywords: "první hračka, jak vybrat hračku, rady před nákupem",
    author: "redakce-amoris",
    category: "prvni-hracka",
    tags: ["pro-zacatecniky"],
    products: [1001, 1003],
  }),
  magazineArticle({
    slug: "jak-predstavit-hracku-partnerovi",
    title: "Jak představit hračku partnerovi",
    shortTitle: "Hračka ve vztahu",
    perex:
      "Chcete do společných chvil přizvat hračku, ale nevíte, jak to říct? Poradíme, jak na to citlivě.",
    content: doc(
      paragraph(
        "Někdo se obává, že partner návrh na hračku pochopí jako výtku. Záleží hlavně na tom, kdy a jak o ní začnete mluvit.",
      ),
      heading(2, "Vhodná chvíle"),
      paragraph(
        "Nejlepší je mluvit o tom mimo ložnici, v klidu a s humorem. Ukažte partnerovi, co vás zaujalo, a zeptejte se, co by lákalo jeho.",
      ),
      heading(2, "Začněte něčím jednoduchým"),
      paragraph(
        "Vibrační kroužek nebo masážní vibrátor působí méně odvážně než velké hračky a oba si na ně snadno zvyknete.",
      ),
      blockquote("Hračka není důkaz, že něco chybí. Je to pozvánka k něčemu novému."),
    ),
    published: "2026-07-14",
    seoKeywords: "hračka ve vztahu, jak říct partnerovi, hračky pro páry",
    author: "katerina-novotna",
    category: "prvni-hracka",
    tags: ["komunikace", "parove-hry"],
    products: [1031],
  }),
  magazineArticle({
    slug: "nabijeni-pres-usb-nebo-baterie",
    title: "Nabíjení přes USB, nebo baterie?",
    shortTitle: "Nabíjení, nebo baterie",
    perex:
      "Nabíjecí hračky jsou pohodlné a šetrné, bateriové zase nikdy nezůstanou vybité. Co se hodí vám?",
    content: doc(
      paragraph(
        "Většina nových hraček se dnes nabíjí přes USB, ať už konektorem, nebo magnetickým kabelem. Bateriové modely se ale stále prodávají a mají své výhody.",
      ),
      heading(2, "Nabíjecí hračky"),
      paragraph(
        "Jsou silnější, snadněji se dělají vodotěsné a nevytváří odpad z baterií. Akumulátor vydrží stovky cyklů, když ho nenecháte dlouho úplně vybitý.",
      ),
      heading(2, "Hračky na baterie"),
      paragraph(
        "Hodí se na cesty nebo jako záložní hračka. Baterie vyměníte za pár vteřin, jen je vyjměte, pokud hračku delší dobu nepoužíváte.",
      ),
    ),
    published: "2024-06-25",
    seoKeywords: "nabíjecí vibrátor, vibrátor na baterie, USB nabíjení",
    author: "tomas-marek",
    category: "materialy-a-technologie",
    tags: ["udrzba"],
    products: [1001, 1005],
  }),
  magazineArticle({
    slug: "stupne-kryti-ipx",
    title: "Stupně krytí IPX: co znamená voděodolnost",
    shortTitle: "Stupně krytí IPX",
    perex:
      "Voděodolná, nebo vodotěsná? Vysvětlujeme, co skrývají zkratky IPX4 a IPX7 na obalu hračky.",
    content: doc(
      paragraph(
        "Označení IPX říká, jak dobře je hračka chráněná proti vodě. Číslo za ním je důležité: čím vyšší, tím víc toho hračka snese.",
      ),
      heading(2, "Co která úroveň znamená"),
      bulletList([
        "IPX4: snese stříkající vodu, opláchnete ji pod kohoutkem.",
        "IPX6: vydrží silný proud vody, například ze sprchy.",
        "IPX7: můžete ji ponořit do vany na půl hodiny.",
      ]),
      paragraph(
        "Ani vodotěsná hračka nepatří do myčky nebo do vroucí vody. Elektroniku by to poškodilo.",
      ),
    ),
    published: "2025-03-18",
    seoKeywords: "IPX7, voděodolný vibrátor, stupeň krytí",
    author: "tomas-marek",
    category: "materialy-a-technologie",
    tags: ["vodeodolne"],
    products: [1002, 1006],
  }),
  magazineArticle({
    slug: "ftalaty-a-levne-plasty",
    title: "Ftaláty a levné plasty: proč se jim vyhnout",
    shortTitle: "Ftaláty v hračkách",
    perex:
      "Levná hračka může vyjít draho. Proč dávat přednost tělově bezpečným materiálům a jak je poznat.",
    content: doc(
      paragraph(
        "Ftaláty jsou změkčovadla, která dělají z tvrdého PVC měkký a pružný materiál. Z hračky se ale mohou postupně uvolňovat a některé z nich podle studií narušují hormonální rovnováhu.",
      ),
      heading(2, "Jak poznat bezpečnou hračku"),
      bulletList([
        "Výrobce uvádí konkrétní materiál, například lékařský silikon.",
        "Hračka nemá výrazný chemický zápach.",
        "Povrch je hladký a po stlačení se nelepí.",
      ]),
      paragraph(
        "Silikon, sklo a nerezová ocel jsou nenasákavé a snadno se čistí, proto vydrží roky a nedráždí sliznice.",
      ),
    ),
    published: "2025-05-27",
    seoKeywords: "ftaláty, bezpečné materiály, tělově bezpečný silikon",
    author: "jan-prochazka",
    category: "materialy-a-technologie",
    tags: ["zdravi", "silikon"],
    products: [1010, 1009],
  }),
  magazineArticle({
    slug: "hlucnost-vibratoru",
    title: "Jak tiché jsou vibrátory? Hlučnost v praxi",
    shortTitle: "Hlučnost vibrátorů",
    perex:
      "Tenké stěny a spolubydlící? Změřili jsme, jak hlasité hračky doopravdy jsou a co hluk ovlivňuje.",
    content: doc(
      paragraph(
        "Výrobci rádi píší, že jejich hračka je tichá. Skutečná hlučnost ale záleží na motoru, materiálu i na tom, o co se hračka opírá.",
      ),
      heading(2, "Co jsme naměřili"),
      paragraph(
        "Menší vibrátory a stimulátory s tlakovou vlnou se na nejnižší úrovni drží kolem 40 decibelů, což odpovídá tiché knihovně. Výkonné masážní hlavice jsou na nejvyšší rychlost slyšet i přes zavřené dveře.",
      ),
      heading(2, "Jak hluk ztlumit"),
      bulletList([
        "Hrajte si pod peřinou: textil pohltí většinu zvuku.",
        "Nepokládejte zapnutou hračku na tvrdou desku stolu.",
        "Pusťte si hudbu, která příjemně doplní atmosféru.",
      ]),
    ),
    published: "2026-02-17",
    seoKeywords: "tichý vibrátor, hlučnost, diskrétní hračka",
    author: "tomas-marek",
    category: "materialy-a-technologie",
    tags: ["diskretnost"],
    products: [1007, 1003],
  }),
  magazineArticle({
    slug: "hracky-ovladane-aplikaci",
    title: "Hračky ovládané aplikací: blízko i na dálku",
    shortTitle: "Hračky s aplikací",
    perex:
      "Partner je na služební cestě? Hračky propojené s telefonem zkrátí vzdálenost. Jak fungují a co hlídat.",
    content: doc(
      paragraph(
        "Chytré hračky se s telefonem spojí přes Bluetooth a aplikace pak dovolí ovládat je z druhého konce bytu i z druhého konce světa. Partner vidí, jak hračku nastavujete, a může se přidat.",
      ),
      heading(2, "Soukromí na prvním místě"),
      paragraph(
        "Vybírejte aplikace, které nevyžadují zbytečné údaje a šifrují spojení. Zkontrolujte, jaká oprávnění po vás chtějí, a aplikaci aktualizujte.",
      ),
      heading(2, "Tipy na cesty"),
      bulletList([
        "Hračku před cestou nabijte a zamkněte tlačítka, pokud to umí.",
        "Vyzkoušejte si spojení doma, ať vás v hotelu nic nepřekvapí.",
        "Převážejte ji v sáčku, odděleně od kosmetiky.",
      ]),
    ),
    published: "2026-11-20",
    seoKeywords: "hračka s aplikací, vibrátor na dálku, vztah na dálku",
    author: "tomas-marek",
    category: "materialy-a-technologie",
    tags: ["parove-hry", "na-cesty"],
    products: [1004, 1031],
  }),
];
