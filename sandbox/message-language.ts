import type { ContentLocale } from "#sandbox/content-language.ts";
import { formatMoney } from "#sandbox/store/money-format.ts";

/**
 * The titles the store refuses a request with, in each language it answers in: the
 * storefront shows many of them to the shopper as they are, so a Slovak or German shop needs
 * them in its own language. A title is built whole in every language where the refusal is
 * made, and the request's language is picked only when the answer is written
 * (`http/errors.ts`), so the code in between never needs the request's locale.
 */

export type Message = Readonly<Record<ContentLocale, string>>;

/** The store's sales units as the storefront's translations abbreviate them. */
const UNITS: Readonly<Record<string, Message>> = {
  ks: { cs: "ks", sk: "ks", de: "Stk." },
  bm: { cs: "bm", sk: "bm", de: "lfm." },
};

/** A unit the translations do not know is written as the store keeps it. */
function unitIn(unit: string, locale: ContentLocale): string {
  return UNITS[unit]?.[locale] ?? unit;
}

export const MESSAGES = {
  // Requests as such; shared with the CMS, which answers them in Czech.
  invalidRequest: {
    cs: "Neplatný požadavek",
    sk: "Neplatná požiadavka",
    de: "Ungültige Anfrage",
  },
  invalidValue: { cs: "Neplatná hodnota", sk: "Neplatná hodnota", de: "Ungültiger Wert" },
  invalidJson: {
    cs: "Tělo požadavku není platný JSON",
    sk: "Telo požiadavky nie je platný JSON",
    de: "Der Inhalt der Anfrage ist kein gültiges JSON",
  },
  somethingBroke: {
    cs: "Něco se porouchalo",
    sk: "Niečo sa pokazilo",
    de: "Etwas ist schiefgelaufen",
  },
  invalidPage: { cs: "Neplatná stránka", sk: "Neplatná stránka", de: "Ungültige Seite" },
  perPage: {
    cs: "Počet na stránku musí být 1 až 100",
    sk: "Počet na stránku musí byť 1 až 100",
    de: "Die Anzahl pro Seite muss zwischen 1 und 100 liegen",
  },
  unknownCurrency: { cs: "Neznámá měna", sk: "Neznáma mena", de: "Unbekannte Währung" },

  // The spec's form rules (§5), which the store checks again on its side.
  email: {
    cs: "E-mail není ve správném formátu",
    sk: "E-mail nie je v správnom formáte",
    de: "Die E-Mail-Adresse hat kein gültiges Format",
  },
  fullName: {
    cs: "Nezadali jste celé jméno",
    sk: "Nezadali ste celé meno",
    de: "Bitte geben Sie Vor- und Nachnamen an",
  },
  phone: {
    cs: "Nezadali jste správně telefonní číslo",
    sk: "Nezadali ste správne telefónne číslo",
    de: "Die Telefonnummer ist nicht richtig angegeben",
  },
  postcode: {
    cs: "PSČ musí obsahovat 5 čísel",
    sk: "PSČ musí obsahovať 5 číslic",
    de: "Die Postleitzahl muss 5 Ziffern enthalten",
  },
  tin: {
    cs: "Nesprávný formát IČ",
    sk: "Nesprávny formát IČO",
    de: "Ungültiges Format der IČO",
  },
  invalidEmail: { cs: "Neplatný e-mail", sk: "Neplatný e-mail", de: "Ungültige E-Mail-Adresse" },

  // Accounts and sign-in.
  notSignedIn: {
    cs: "Nejste přihlášeni",
    sk: "Nie ste prihlásení",
    de: "Sie sind nicht angemeldet",
  },
  sessionExpired: {
    cs: "Přihlášení vypršelo, přihlaste se prosím znovu",
    sk: "Prihlásenie vypršalo, prihláste sa prosím znova",
    de: "Ihre Anmeldung ist abgelaufen, bitte melden Sie sich erneut an",
  },
  wrongLogin: {
    cs: "Nesprávný e-mail nebo heslo",
    sk: "Nesprávny e-mail alebo heslo",
    de: "E-Mail-Adresse oder Passwort ist falsch",
  },
  passwordTooShort: {
    cs: "Heslo musí mít alespoň 8 znaků",
    sk: "Heslo musí mať aspoň 8 znakov",
    de: "Das Passwort muss mindestens 8 Zeichen lang sein",
  },
  passwordMismatch: {
    cs: "Nepodařilo se vám heslo napsat 2× správně.",
    sk: "Nepodarilo sa vám heslo napísať 2× správne.",
    de: "Die beiden Passwörter stimmen nicht überein.",
  },
  wrongOldPassword: {
    cs: "Původní heslo není správné",
    sk: "Pôvodné heslo nie je správne",
    de: "Das bisherige Passwort ist nicht richtig",
  },
  accountExists: {
    cs: "Účet s tímto e-mailem už existuje",
    sk: "Účet s týmto e-mailom už existuje",
    de: "Ein Konto mit dieser E-Mail-Adresse gibt es bereits",
  },
  accountExistsSignIn: {
    cs: "Účet s tímto e-mailem už existuje, přihlaste se",
    sk: "Účet s týmto e-mailom už existuje, prihláste sa",
    de: "Ein Konto mit dieser E-Mail-Adresse gibt es bereits, bitte melden Sie sich an",
  },
  linkInvalid: {
    cs: "Odkaz je neplatný nebo vypršel",
    sk: "Odkaz je neplatný alebo jeho platnosť vypršala",
    de: "Der Link ist ungültig oder abgelaufen",
  },
  enterPassword: {
    cs: "Zadejte heslo",
    sk: "Zadajte heslo",
    de: "Bitte geben Sie das Passwort ein",
  },
  enterPasswordAgain: {
    cs: "Zadejte heslo ještě jednou",
    sk: "Zadajte heslo ešte raz",
    de: "Bitte geben Sie das Passwort noch einmal ein",
  },
  enterOldPassword: {
    cs: "Zadejte původní heslo",
    sk: "Zadajte pôvodné heslo",
    de: "Bitte geben Sie Ihr bisheriges Passwort ein",
  },
  enterFirstName: {
    cs: "Zadejte jméno",
    sk: "Zadajte meno",
    de: "Bitte geben Sie Ihren Vornamen ein",
  },
  enterLastName: {
    cs: "Zadejte příjmení",
    sk: "Zadajte priezvisko",
    de: "Bitte geben Sie Ihren Nachnamen ein",
  },
  missingCallbackUrl: {
    cs: "Chybí adresa odkazu",
    sk: "Chýba adresa odkazu",
    de: "Die Adresse des Links fehlt",
  },
  missingToken: { cs: "Chybí token", sk: "Chýba token", de: "Das Token fehlt" },

  // Saved addresses.
  addressBookOff: {
    cs: "Adresář není v tomto obchodě zapnutý",
    sk: "Adresár nie je v tomto obchode zapnutý",
    de: "Das Adressbuch ist in diesem Shop nicht aktiviert",
  },
  addressNotFound: {
    cs: "Adresa nebyla nalezena",
    sk: "Adresa nebola nájdená",
    de: "Die Adresse wurde nicht gefunden",
  },
  chooseAddressType: {
    cs: "Vyberte typ adresy",
    sk: "Vyberte typ adresy",
    de: "Bitte wählen Sie die Art der Adresse",
  },
  invalidAddressType: {
    cs: "Neplatný typ adresy",
    sk: "Neplatný typ adresy",
    de: "Ungültige Art der Adresse",
  },
  // Czech says "jméno" for a first name and for an address's whole name alike.
  enterName: { cs: "Zadejte jméno", sk: "Zadajte meno", de: "Bitte geben Sie einen Namen ein" },
  enterCompanyName: {
    cs: "Zadejte název firmy",
    sk: "Zadajte názov firmy",
    de: "Bitte geben Sie den Firmennamen ein",
  },
  enterStreet: {
    cs: "Zadejte ulici a číslo domu",
    sk: "Zadajte ulicu a číslo domu",
    de: "Bitte geben Sie Straße und Hausnummer ein",
  },
  enterCity: { cs: "Zadejte město", sk: "Zadajte mesto", de: "Bitte geben Sie den Ort ein" },
  chooseCountry: {
    cs: "Vyberte stát ze seznamu",
    sk: "Vyberte štát zo zoznamu",
    de: "Bitte wählen Sie ein Land aus der Liste",
  },
  invalidCountryCode: {
    cs: "Neplatný kód státu",
    sk: "Neplatný kód štátu",
    de: "Ungültiger Ländercode",
  },
  chooseRegion: {
    cs: "Vyberte kraj ze seznamu",
    sk: "Vyberte kraj zo zoznamu",
    de: "Bitte wählen Sie eine Region aus der Liste",
  },

  // Products, stock and the cart.
  productNotFound: {
    cs: "Produkt nebyl nalezen",
    sk: "Produkt nebol nájdený",
    de: "Das Produkt wurde nicht gefunden",
  },
  outOfStock: { cs: "Není skladem", sk: "Nie je skladom", de: "Nicht auf Lager" },
  amountAtMost: (amount: number, unit: string): Message => ({
    cs: `Tento produkt je velmi žádaný, můžete koupit maximálně ${amount} ${unitIn(unit, "cs")}.`,
    sk: `Tento produkt je veľmi žiadaný, môžete kúpiť maximálne ${amount} ${unitIn(unit, "sk")}.`,
    de: `Dieses Produkt ist sehr gefragt, Sie können höchstens ${amount} ${unitIn(unit, "de")} kaufen.`,
  }),
  amountAtLeast: (amount: number, unit: string): Message => ({
    cs: `Musíte zakoupit minimálně ${amount} ${unitIn(unit, "cs")} tohoto produktu.`,
    sk: `Musíte kúpiť minimálne ${amount} ${unitIn(unit, "sk")} tohto produktu.`,
    de: `Sie müssen mindestens ${amount} ${unitIn(unit, "de")} dieses Produkts kaufen.`,
  }),
  amountNotPositive: {
    cs: "Množství musí být kladné celé číslo",
    sk: "Množstvo musí byť kladné celé číslo",
    de: "Die Menge muss eine positive ganze Zahl sein",
  },
  chooseProduct: {
    cs: "Vyberte produkt",
    sk: "Vyberte produkt",
    de: "Bitte wählen Sie ein Produkt",
  },
  onlyProducts: {
    cs: "Do košíku lze vložit jen produkt",
    sk: "Do košíka možno vložiť len produkt",
    de: "In den Warenkorb lassen sich nur Produkte legen",
  },
  parentItemMissing: {
    cs: "Nadřazená položka košíku neexistuje",
    sk: "Nadradená položka košíka neexistuje",
    de: "Die übergeordnete Position im Warenkorb gibt es nicht",
  },
  trueOrFalse: {
    cs: "Hodnota musí být true nebo false",
    sk: "Hodnota musí byť true alebo false",
    de: "Der Wert muss true oder false sein",
  },
  itemList: {
    cs: "Vložte seznam položek s id varianty a množstvím",
    sk: "Vložte zoznam položiek s id varianty a množstvom",
    de: "Bitte senden Sie eine Liste von Positionen mit Varianten-ID und Menge",
  },
  cartItemNotFound: {
    cs: "Položka košíku nebyla nalezena",
    sk: "Položka košíka nebola nájdená",
    de: "Die Position im Warenkorb wurde nicht gefunden",
  },
  missingCartToken: {
    cs: "Chybí token košíku",
    sk: "Chýba token košíka",
    de: "Das Token des Warenkorbs fehlt",
  },
  cartNotFound: {
    cs: "Košík nebyl nalezen",
    sk: "Košík nebol nájdený",
    de: "Der Warenkorb wurde nicht gefunden",
  },

  // Loyalty credits.
  notForCredits: {
    cs: "Tento produkt nelze koupit za kredity",
    sk: "Tento produkt nemožno kúpiť za kredity",
    de: "Dieses Produkt kann nicht mit Punkten gekauft werden",
  },
  noLongerForCredits: {
    cs: "Tento produkt už nelze koupit za kredity",
    sk: "Tento produkt už nemožno kúpiť za kredity",
    de: "Dieses Produkt kann nicht mehr mit Punkten gekauft werden",
  },
  creditsNeedLogin: {
    cs: "Za kredity může nakupovat jen přihlášený zákazník",
    sk: "Za kredity môže nakupovať len prihlásený zákazník",
    de: "Mit Punkten können nur angemeldete Kunden einkaufen",
  },
  notEnoughCredits: {
    cs: "Nemáte dostatek kreditů",
    sk: "Nemáte dostatok kreditov",
    de: "Sie haben nicht genügend Punkte",
  },
  creditsWhole: {
    cs: "Počet kreditů musí být celé nezáporné číslo",
    sk: "Počet kreditov musí byť celé nezáporné číslo",
    de: "Die Anzahl der Punkte muss eine ganze Zahl ab 0 sein",
  },

  // Coupons.
  enterCoupon: {
    cs: "Zadejte kód kupónu",
    sk: "Zadajte kód kupónu",
    de: "Bitte geben Sie den Gutscheincode ein",
  },
  couponMissing: {
    cs: "Kupón neexistuje",
    sk: "Kupón neexistuje",
    de: "Diesen Gutschein gibt es nicht",
  },
  couponExpired: {
    cs: "Platnost kupónu vypršela",
    sk: "Platnosť kupónu vypršala",
    de: "Der Gutschein ist abgelaufen",
  },
  couponNotYet: {
    cs: "Kupón zatím nelze použít",
    sk: "Kupón zatiaľ nemožno použiť",
    de: "Der Gutschein kann noch nicht eingelöst werden",
  },
  couponFrom: (minor: number, currencyCode: string): Message => ({
    cs: `Kupón lze uplatnit na nákup od ${formatMoney(minor, currencyCode, "cs")}`,
    sk: `Kupón možno uplatniť na nákup od ${formatMoney(minor, currencyCode, "sk")}`,
    de: `Der Gutschein gilt für Einkäufe ab ${formatMoney(minor, currencyCode, "de")}`,
  }),

  // Checkout and orders.
  cartEmpty: { cs: "Košík je prázdný", sk: "Košík je prázdny", de: "Der Warenkorb ist leer" },
  /** A refusal of one of the cart's goods, after its name ("Amora Pulse: Není skladem"). */
  forProduct: (name: Message, problem: Message): Message => ({
    cs: `${name.cs}: ${problem.cs}`,
    sk: `${name.sk}: ${problem.sk}`,
    de: `${name.de}: ${problem.de}`,
  }),
  notForYou: {
    cs: "produkt pro vás není dostupný",
    sk: "produkt pre vás nie je dostupný",
    de: "für Sie nicht erhältlich",
  },
  minimumOrder: (remainingMinor: number, currencyCode: string): Message => {
    const remaining = (locale: ContentLocale) => formatMoney(remainingMinor, currencyCode, locale);
    return {
      cs: `Do minimální výše ceny objednávky vám zbývá ještě ${remaining("cs")}`,
      sk: `Do minimálnej výšky ceny objednávky vám zostáva ešte ${remaining("sk")}`,
      de: `Bis zum Mindestbestellwert fehlen Ihnen noch ${remaining("de")}`,
    };
  },
  restrictedGroup: {
    cs: "Vaše skupina zákazníků nakupuje ve vlastním obchodě",
    sk: "Vaša skupina zákazníkov nakupuje vo vlastnom obchode",
    de: "Ihre Kundengruppe kauft in einem eigenen Shop ein",
  },
  giftUnavailable: {
    cs: "Dárek už není k dispozici",
    sk: "Darček už nie je k dispozícii",
    de: "Das Geschenk ist nicht mehr verfügbar",
  },
  giftNotReached: {
    cs: "Na tento dárek objednávka zatím nedosahuje",
    sk: "Na tento darček objednávka zatiaľ nedosahuje",
    de: "Der Bestellwert reicht für dieses Geschenk noch nicht aus",
  },
  invalidGifts: {
    cs: "Neplatný výběr dárků",
    sk: "Neplatný výber darčekov",
    de: "Ungültige Auswahl der Geschenke",
  },
  fillBillingAddress: {
    cs: "Vyplňte fakturační adresu",
    sk: "Vyplňte fakturačnú adresu",
    de: "Bitte füllen Sie die Rechnungsadresse aus",
  },
  chooseShipping: {
    cs: "Vyberte dopravu",
    sk: "Vyberte dopravu",
    de: "Bitte wählen Sie eine Versandart",
  },
  choosePayment: {
    cs: "Vyberte platbu",
    sk: "Vyberte platbu",
    de: "Bitte wählen Sie eine Zahlungsart",
  },
  choosePickupPoint: {
    cs: "Vyberte výdejní místo",
    sk: "Vyberte výdajné miesto",
    de: "Bitte wählen Sie eine Abholstelle",
  },
  agreeToTerms: {
    cs: "Musíte souhlasit s obchodními podmínkami",
    sk: "Musíte súhlasiť s obchodnými podmienkami",
    de: "Sie müssen den Allgemeinen Geschäftsbedingungen zustimmen",
  },
  paymentNotWithShipping: {
    cs: "Tuto platbu nelze s vybranou dopravou použít",
    sk: "Túto platbu nemožno s vybranou dopravou použiť",
    de: "Diese Zahlungsart ist mit der gewählten Versandart nicht möglich",
  },
  shipperNotToCountry: {
    cs: "Dopravce do této země nedoručuje",
    sk: "Dopravca do tejto krajiny nedoručuje",
    de: "Der Versanddienst liefert nicht in dieses Land",
  },
  deliveryTimeTaken: {
    cs: "Vybraný čas doručení už není volný",
    sk: "Vybraný čas doručenia už nie je voľný",
    de: "Die gewählte Lieferzeit ist nicht mehr frei",
  },
  idempotencyKeyTooLong: {
    cs: "Idempotency-Key je příliš dlouhý",
    sk: "Idempotency-Key je príliš dlhý",
    de: "Der Idempotency-Key ist zu lang",
  },
  orderNotFound: {
    cs: "Objednávka nebyla nalezena",
    sk: "Objednávka nebola nájdená",
    de: "Die Bestellung wurde nicht gefunden",
  },

  // Shipping.
  invalidShipper: {
    cs: "Neplatný dopravce",
    sk: "Neplatný dopravca",
    de: "Ungültiger Versanddienst",
  },
  shipperNotFound: {
    cs: "Dopravce nebyl nalezen",
    sk: "Dopravca nebol nájdený",
    de: "Der Versanddienst wurde nicht gefunden",
  },
  pickupPointNotFound: {
    cs: "Výdejní místo nebylo nalezeno",
    sk: "Výdajné miesto nebolo nájdené",
    de: "Die Abholstelle wurde nicht gefunden",
  },
  branchKeys: {
    cs: "Klíče jsou čísla oddělená čárkou",
    sk: "Kľúče sú čísla oddelené čiarkou",
    de: "Die Schlüssel sind durch Kommas getrennte Zahlen",
  },
  dateFormat: {
    cs: "Datum musí mít tvar RRRR-MM-DD",
    sk: "Dátum musí mať tvar RRRR-MM-DD",
    de: "Das Datum muss die Form JJJJ-MM-TT haben",
  },

  // Complaints and returns.
  claimOrderNotFound: {
    cs: "Objednávku s tímto číslem a e-mailem jsme nenašli",
    sk: "Objednávku s týmto číslom a e-mailom sme nenašli",
    de: "Eine Bestellung mit dieser Nummer und E-Mail-Adresse haben wir nicht gefunden",
  },
  notDeliveredYet: {
    cs: "Tuto objednávku zatím nelze reklamovat ani vrátit, ještě nebyla doručena",
    sk: "Túto objednávku zatiaľ nemožno reklamovať ani vrátiť, ešte nebola doručená",
    de: "Diese Bestellung kann noch nicht reklamiert oder zurückgegeben werden, sie wurde noch nicht zugestellt",
  },
  returnWindowClosed: {
    cs: "Lhůta 30 dní pro vrácení zboží u této objednávky už uplynula.",
    sk: "Lehota 30 dní na vrátenie tovaru pri tejto objednávke už uplynula.",
    de: "Die Frist von 30 Tagen für die Rückgabe ist bei dieser Bestellung bereits abgelaufen.",
  },
  unknownClaimKind: {
    cs: "Neznámý druh požadavku",
    sk: "Neznámy druh požiadavky",
    de: "Unbekannte Art der Anfrage",
  },
  fillOrderCode: {
    cs: "Vyplňte číslo objednávky",
    sk: "Vyplňte číslo objednávky",
    de: "Bitte geben Sie die Bestellnummer ein",
  },
  chooseGoods: { cs: "Vyberte zboží", sk: "Vyberte tovar", de: "Bitte wählen Sie die Ware aus" },
  chooseOneItem: {
    cs: "Vyberte alespoň jeden kus zboží",
    sk: "Vyberte aspoň jeden kus tovaru",
    de: "Bitte wählen Sie mindestens einen Artikel",
  },
  itemNotInOrder: {
    cs: "Tato položka v objednávce není",
    sk: "Táto položka v objednávke nie je",
    de: "Diese Position gehört nicht zur Bestellung",
  },
  /** The claim counts the ordered goods in pieces, whatever the product's unit. */
  claimAmountAtMost: (amount: number): Message => ({
    cs: `Můžete uvést nejvýše ${amount} ${unitIn("ks", "cs")}`,
    sk: `Môžete uviesť najviac ${amount} ${unitIn("ks", "sk")}`,
    de: `Sie können höchstens ${amount} ${unitIn("ks", "de")} angeben`,
  }),
  describeDefect: (min: number, max: number): Message => ({
    cs: `Popište vadu (${min} až ${max} znaků)`,
    sk: `Popíšte vadu (${min} až ${max} znakov)`,
    de: `Bitte beschreiben Sie den Mangel (${min} bis ${max} Zeichen)`,
  }),
  chooseReturnReason: {
    cs: "Vyberte důvod vrácení",
    sk: "Vyberte dôvod vrátenia",
    de: "Bitte wählen Sie einen Grund für die Rückgabe",
  },
  fillBankAccount: {
    cs: "Vyplňte číslo účtu pro vrácení peněz",
    sk: "Vyplňte číslo účtu na vrátenie peňazí",
    de: "Bitte geben Sie die Kontonummer für die Rückerstattung ein",
  },
  photosAtMost: (count: number): Message => ({
    cs: `Přiložte nejvýše ${count} fotografií`,
    sk: `Priložte najviac ${count} fotografií`,
    de: `Bitte fügen Sie höchstens ${count} Fotos bei`,
  }),
  photoTooLarge: {
    cs: "Fotografie může mít nejvýše 10 MB",
    sk: "Fotografia môže mať najviac 10 MB",
    de: "Das Foto darf höchstens 10 MB groß sein",
  },
  photoType: {
    cs: "Fotografie musí být JPEG, PNG nebo HEIC",
    sk: "Fotografia musí byť JPEG, PNG alebo HEIC",
    de: "Das Foto muss im Format JPEG, PNG oder HEIC sein",
  },
  photosUnreadable: {
    cs: "Fotografie se nepodařilo přečíst",
    sk: "Fotografie sa nepodarilo prečítať",
    de: "Die Fotos konnten nicht gelesen werden",
  },

  // The contact form and the newsletter.
  fillYourName: {
    cs: "Vyplňte své jméno",
    sk: "Vyplňte svoje meno",
    de: "Bitte geben Sie Ihren Namen ein",
  },
  contactOrderNotFound: {
    cs: "Objednávku s tímto číslem jsme nenašli",
    sk: "Objednávku s týmto číslom sme nenašli",
    de: "Eine Bestellung mit dieser Nummer haben wir nicht gefunden",
  },
  contactMessage: {
    cs: "Napište nám, s čím vám můžeme pomoci (nejvýše 5000 znaků)",
    sk: "Napíšte nám, s čím vám môžeme pomôcť (najviac 5000 znakov)",
    de: "Bitte schreiben Sie uns, wobei wir Ihnen helfen können (höchstens 5000 Zeichen)",
  },
  newsletterEmail: {
    cs: "Pokud chcete dostávat novinky, musíte vyplnit e-mail.",
    sk: "Ak chcete dostávať novinky, musíte vyplniť e-mail.",
    de: "Um Neuigkeiten zu erhalten, geben Sie bitte Ihre E-Mail-Adresse ein.",
  },
  alreadySubscribed: {
    cs: "Tento e-mail už novinky odebírá",
    sk: "Tento e-mail už novinky odoberá",
    de: "Diese E-Mail-Adresse erhält unsere Neuigkeiten bereits",
  },
  companyNotFound: {
    cs: "Firma s tímto IČ nebyla v registru nalezena",
    sk: "Firma s týmto IČO nebola v registri nájdená",
    de: "Eine Firma mit dieser IČO wurde im Register nicht gefunden",
  },

  // Reviews and availability watches.
  rateWithStars: {
    cs: "Ohodnoťte zboží alespoň pomocí hvězdiček",
    sk: "Ohodnoťte tovar aspoň pomocou hviezdičiek",
    de: "Bewerten Sie die Ware mindestens mit Sternen",
  },
  reviewTooLong: {
    cs: "Recenze je příliš dlouhá",
    sk: "Recenzia je príliš dlhá",
    de: "Die Bewertung ist zu lang",
  },
  reviewOnlyShipped: {
    cs: "Hodnotit lze jen zakoupené a odeslané zboží",
    sk: "Hodnotiť možno len zakúpený a odoslaný tovar",
    de: "Bewerten können Sie nur gekaufte und versandte Ware",
  },
  reviewSort: {
    cs: "Řadit lze podle time nebo rating",
    sk: "Radiť možno podľa time alebo rating",
    de: "Sortieren lässt sich nach time oder rating",
  },
  reviewSortDirection: {
    cs: "Směr je asc nebo desc",
    sk: "Smer je asc alebo desc",
    de: "Die Richtung ist asc oder desc",
  },
  watchNotFound: {
    cs: "Hlídací pes nebyl nalezen",
    sk: "Strážny pes nebol nájdený",
    de: "Die Beobachtung der Verfügbarkeit wurde nicht gefunden",
  },
  warehouseMissing: {
    cs: "Sklad neexistuje",
    sk: "Sklad neexistuje",
    de: "Dieses Lager gibt es nicht",
  },

  // Shopping lists and the wish list (the storefront's favourites).
  shoppingListsOff: {
    cs: "Nákupní seznamy nejsou v tomto obchodě zapnuté",
    sk: "Nákupné zoznamy nie sú v tomto obchode zapnuté",
    de: "Einkaufslisten sind in diesem Shop nicht aktiviert",
  },
  listNotFound: {
    cs: "Nákupní seznam nebyl nalezen",
    sk: "Nákupný zoznam nebol nájdený",
    de: "Die Einkaufsliste wurde nicht gefunden",
  },
  listItemNotFound: {
    cs: "Položka seznamu nebyla nalezena",
    sk: "Položka zoznamu nebola nájdená",
    de: "Der Eintrag der Liste wurde nicht gefunden",
  },
  enterListName: {
    cs: "Zadejte název seznamu",
    sk: "Zadajte názov zoznamu",
    de: "Bitte geben Sie den Namen der Liste ein",
  },
  listNameTooLong: (max: number): Message => ({
    cs: `Název seznamu může mít nejvýše ${max} znaků`,
    sk: `Názov zoznamu môže mať najviac ${max} znakov`,
    de: `Der Name der Liste darf höchstens ${max} Zeichen haben`,
  }),
  listCodeFormat: {
    cs: "Kód smí obsahovat jen písmena bez diakritiky, číslice, - a _ (nejvýše 50 znaků)",
    sk: "Kód smie obsahovať len písmená bez diakritiky, číslice, - a _ (najviac 50 znakov)",
    de: "Der Code darf nur Buchstaben ohne Akzente und Umlaute, Ziffern, - und _ enthalten (höchstens 50 Zeichen)",
  },
  listCodeTaken: {
    cs: "Seznam s tímto kódem už máte",
    sk: "Zoznam s týmto kódom už máte",
    de: "Eine Liste mit diesem Code haben Sie bereits",
  },
  wishlistCodeReserved: {
    cs: "Kód wishlist je vyhrazen pro oblíbené",
    sk: "Kód wishlist je vyhradený pre obľúbené",
    de: "Der Code wishlist ist für die Favoriten reserviert",
  },
  wishlistNoRename: {
    cs: "Oblíbené nelze přejmenovat",
    sk: "Obľúbené nemožno premenovať",
    de: "Die Favoriten lassen sich nicht umbenennen",
  },
  wishlistNoDelete: {
    cs: "Oblíbené nelze smazat",
    sk: "Obľúbené nemožno zmazať",
    de: "Die Favoriten lassen sich nicht löschen",
  },
  listAmount: (max: number): Message => ({
    cs: `Zadejte množství od 1 do ${max}`,
    sk: `Zadajte množstvo od 1 do ${max}`,
    de: `Bitte geben Sie eine Menge von 1 bis ${max} ein`,
  }),
  customNotObject: {
    cs: "Doplňující údaje musí být objekt",
    sk: "Doplňujúce údaje musia byť objekt",
    de: "Die weiteren Angaben müssen ein Objekt sein",
  },
} satisfies Record<string, Message | ((...args: never[]) => Message)>;

/** The titles of statuses an answer has no words of its own for. */
export const STATUS_TITLES: Readonly<Record<number, Message>> = {
  400: MESSAGES.invalidRequest,
  401: MESSAGES.notSignedIn,
  403: {
    cs: "K této akci nemáte oprávnění",
    sk: "Na túto akciu nemáte oprávnenie",
    de: "Für diese Aktion fehlt Ihnen die Berechtigung",
  },
  404: {
    cs: "Požadovaná stránka nebyla nalezena",
    sk: "Požadovaná stránka nebola nájdená",
    de: "Die angeforderte Seite wurde nicht gefunden",
  },
  408: {
    cs: "Vypršel časový limit požadavku",
    sk: "Vypršal časový limit požiadavky",
    de: "Zeitüberschreitung bei der Anfrage",
  },
  409: {
    cs: "Požadavek je v rozporu se stavem dat",
    sk: "Požiadavka je v rozpore so stavom údajov",
    de: "Die Anfrage widerspricht dem Stand der Daten",
  },
  422: {
    cs: "Údaje nejsou vyplněny správně",
    sk: "Údaje nie sú vyplnené správne",
    de: "Die Angaben sind nicht richtig ausgefüllt",
  },
  429: {
    cs: "Příliš mnoho požadavků, zkuste to prosím za chvíli",
    sk: "Príliš veľa požiadaviek, skúste to prosím o chvíľu",
    de: "Zu viele Anfragen, bitte versuchen Sie es gleich noch einmal",
  },
  500: MESSAGES.somethingBroke,
  502: {
    cs: "Služba vrátila neplatnou odpověď",
    sk: "Služba vrátila neplatnú odpoveď",
    de: "Der Dienst hat eine ungültige Antwort geliefert",
  },
  503: {
    cs: "Služba je dočasně nedostupná",
    sk: "Služba je dočasne nedostupná",
    de: "Der Dienst ist vorübergehend nicht verfügbar",
  },
  504: {
    cs: "Služba neodpověděla včas",
    sk: "Služba neodpovedala včas",
    de: "Der Dienst hat nicht rechtzeitig geantwortet",
  },
};
