"""Italiano."""

from __future__ import annotations

from datetime import datetime

from comspider_lab.offline_web.langs import group_digits, span

CODE = "it"
DIR = "ltr"

MONTHS = [
    "gennaio",
    "febbraio",
    "marzo",
    "aprile",
    "maggio",
    "giugno",
    "luglio",
    "agosto",
    "settembre",
    "ottobre",
    "novembre",
    "dicembre",
]
WEEKDAYS = ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"]


def ago(seconds: float) -> str:
    unit, n = span(seconds)
    if unit == "now":
        return "adesso"
    word = {
        "min": ("minuto", "minuti"),
        "h": ("ora", "ore"),
        "d": ("giorno", "giorni"),
        "w": ("settimana", "settimane"),
    }[unit]
    return f"{n} {word[0] if n == 1 else word[1]} fa"


def datetime_long(dt: datetime) -> str:
    return f"{dt.day} {MONTHS[dt.month - 1]} {dt.year}, ore {dt.hour:02d}:{dt.minute:02d}"


def date_short(dt: datetime) -> str:
    return f"{dt.day:02d}/{dt.month:02d}/{dt.year}"


def number(n: int) -> str:
    return group_digits(n, ".")


UI = {
    "comments": "Commenti",
    "comments_n": "{n} commenti",
    "show_comments": "Mostra i {n} commenti",
    "show_comments_zero": "Commenta per primo",
    "load_more": "Carica altri commenti",
    "reply": "Rispondi",
    "replies_show": "Mostra {n} risposte",
    "replies_hide": "Nascondi risposte",
    "like": "Mi piace",
    "report": "Segnala",
    "report_confirm": "Vuoi davvero segnalare questo commento?",
    "share": "Condividi",
    "share_copied": "Link copiato negli appunti",
    "accept_all": "Accetta tutto",
    "reject_all": "Rifiuta",
    "consent_settings": "Personalizza",
    "consent_title": "Il rispetto della tua privacy è la nostra priorità",
    "consent_text": "Noi e i nostri partner utilizziamo cookie e tecnologie simili per archiviare e accedere a informazioni sul tuo dispositivo, misurare l'audience e mostrare annunci e contenuti personalizzati.",
    "newsletter_title": "Buongiorno dalla Valle",
    "newsletter_text": "Le notizie del territorio ogni mattina nella tua casella di posta.",
    "newsletter_button": "Iscriviti",
    "email_placeholder": "Il tuo indirizzo email",
    "login": "Accedi",
    "subscribe": "Abbonati",
    "most_read": "I più letti",
    "related": "Leggi anche",
    "write_comment": "Scrivi un commento",
    "comments_closed": "I commenti sono chiusi per questo articolo.",
    "paywall_title": "Questo articolo è riservato agli abbonati",
    "paywall_text": "Abbonati per continuare a leggere senza limiti.",
    "paywall_button": "1 € al mese per 3 mesi",
    "advertisement": "Pubblicità",
    "by": "di",
    "home": "Home",
    "reads": "{n} letture",
    "loading": "Caricamento dei commenti…",
    "sponsored": "Contenuti sponsorizzati",
    "sort_newest": "Più recenti",
    "sort_oldest": "Meno recenti",
    "sort_top": "Più votati",
    "guidelines": "Regole della community",
    "read_more": "Leggi tutto",
    "search": "Cerca",
    "menu": "Menu",
    "updated": "Aggiornato",
    "photo": "Foto",
    "comments_page_title": "Commenti: {title}",
    "back_to_article": "Torna all'articolo",
    "open_comments": "Apri i commenti",
    "close": "Chiudi",
    "post_comment": "Pubblica",
    "login_to_comment": "Accedi per commentare",
    "min_read": "{n} min di lettura",
    "letters": "Scrivi al direttore",
    "privacy": "Informativa privacy",
}

NAV = ["Cronaca", "Politica", "Economia", "Sport", "Cultura", "Spettacoli", "Valle", "Opinioni"]
FOOTER = [
    "Chi siamo",
    "Contatti",
    "Note legali",
    "Privacy",
    "Cookie policy",
    "Pubblicità",
    "Preferenze cookie",
    "Lavora con noi",
    "Abbonamenti",
    "Regole della community",
]

FIRST = [
    "Marco",
    "Giulia",
    "Luca",
    "Francesca",
    "Alessandro",
    "Chiara",
    "Andrea",
    "Sara",
    "Giuseppe",
    "Valentina",
    "Matteo",
    "Elena",
    "Roberto",
    "Federica",
    "Stefano",
    "Silvia",
    "Davide",
    "Martina",
    "Paolo",
    "Anna",
    "Simone",
    "Laura",
    "Giorgio",
    "Paola",
    "Franco",
    "Rita",
    "Enrico",
    "Lucia",
    "Massimo",
    "Alessia",
]
LAST = [
    "Rossi",
    "Russo",
    "Ferrari",
    "Esposito",
    "Bianchi",
    "Romano",
    "Colombo",
    "Ricci",
    "Marino",
    "Greco",
    "Bruno",
    "Gallo",
    "Conti",
    "De Luca",
    "Mancini",
    "Costa",
    "Giordano",
    "Rizzo",
    "Lombardi",
    "Moretti",
    "Barbieri",
    "Fontana",
    "Santoro",
    "Mariani",
    "Rinaldi",
    "Caruso",
    "Ferrara",
    "Galli",
    "Martini",
    "Leone",
]
NICKS = [
    "valligiano63",
    "cittadino_qualunque",
    "Alpino_in_congedo",
    "la_nonna_Pina",
    "Bergamasco_doc",
    "pendolare_stanco",
    "Ciclista_della_domenica",
    "contribuente_onesto",
    "Lupo_solitario",
    "Gigi_del_bar",
    "occhio_critico",
    "Montanaro",
    "Maestra_in_pensione",
    "Polentone",
    "Sempre_scettico",
    "Il_Brontolone",
    "Ragazza_di_paese",
    "Lettore_fedele",
    "Furbetto_no",
    "Bresciano",
    "Vecchio_Lupo",
    "Pensionato_attivo",
    "Camminatore",
    "Ingegnere_curioso",
    "Ragioniere_Fantozzi",
    "Viandante",
    "Tifoso_deluso",
    "Dolomitico",
    "Realista_2026",
    "Don_Camillo",
]
ROLES = [
    "urbanista del Politecnico",
    "portavoce del comitato dei residenti",
    "consigliere comunale di opposizione",
    "economista dell'osservatorio regionale",
    "presidente dell'associazione inquilini",
    "presidente della Camera di commercio",
]

TOPICS = [
    {
        "key": "affitti",
        "section": "Casa",
        "titles": [
            "{place}, approvato il tetto agli affitti per tre anni",
            "Tetto agli affitti a {place}: cosa cambia per gli inquilini",
        ],
        "lead": "I proprietari temono meno case in affitto, per gli inquilini la misura non basta.",
        "subject": "il tetto agli affitti",
        "actor": "il Comune",
        "org": "Il sindacato inquilini",
    },
    {
        "key": "treni",
        "section": "Trasporti",
        "titles": [
            "Linea ferroviaria chiusa per mesi, disagi per i pendolari di {place}",
            "Lavori sulla linea: bus sostitutivi fino all'autunno",
        ],
        "lead": "RFI parla di lavori indispensabili, i viaggiatori lamentano un preavviso di appena due settimane.",
        "subject": "la chiusura della linea",
        "actor": "RFI",
        "org": "Il comitato pendolari",
    },
    {
        "key": "siccita",
        "section": "Ambiente",
        "titles": [
            "Siccità, a {place} vietato innaffiare gli orti di giorno",
            "Emergenza idrica nella zona di {place}: scatta l'ordinanza",
        ],
        "lead": "Multe per chi annaffia di giorno, mentre le perdite della rete restano, denunciano i critici.",
        "subject": "l'ordinanza anti-spreco",
        "actor": "il gestore idrico",
        "org": "L'ARPA",
    },
    {
        "key": "calcio",
        "section": "Sport",
        "titles": [
            "Sette sconfitte di fila, il {place} esonera l'allenatore",
            "Esonero a {place}: la reazione dei tifosi",
        ],
        "lead": "La società parla di una scelta sofferta, la squadra è a due punti dalla zona retrocessione.",
        "subject": "l'esonero dell'allenatore",
        "actor": "la società",
        "org": "Il centro coordinamento club",
    },
    {
        "key": "cellulari",
        "section": "Scuola",
        "titles": [
            "Stop al cellulare nelle scuole di {place} da settembre",
            "Smartphone in classe, presidi divisi sulla nuova circolare",
        ],
        "lead": "Gli studenti dovranno consegnare il telefono all'ingresso e riprenderlo all'uscita.",
        "subject": "il divieto del cellulare",
        "actor": "il ministero",
        "org": "L'associazione genitori",
    },
    {
        "key": "bollette",
        "section": "Economia",
        "titles": [
            "Bollette della luce di nuovo in aumento nonostante il calo dei mercati",
            "Bonus pompe di calore esaurito in poche settimane a {place}",
        ],
        "lead": "Le associazioni dei consumatori accusano i fornitori di ritoccare i prezzi al ribasso troppo lentamente.",
        "subject": "l'aumento delle bollette",
        "actor": "il fornitore",
        "org": "Il Codacons",
    },
    {
        "key": "pronto-soccorso",
        "section": "Salute",
        "titles": [
            "Il pronto soccorso di {place} chiuderà di notte",
            "Raccolta firme contro il ridimensionamento dell'ospedale di {place}",
        ],
        "lead": "L'azienda sanitaria parla di carenza di medici; di notte i pazienti dovranno guidare 40 minuti.",
        "subject": "la chiusura notturna del pronto soccorso",
        "actor": "l'azienda sanitaria",
        "org": "Il comitato per l'ospedale",
    },
    {
        "key": "piste-ciclabili",
        "section": "Città",
        "titles": [
            "Nuove piste ciclabili in centro a {place}, è scontro con i commercianti",
            "{place} prolunga la sperimentazione della ZTL",
        ],
        "lead": "I negozianti lamentano meno clienti, le associazioni di ciclisti parlano di strade più sicure.",
        "subject": "il piano delle ciclabili",
        "actor": "la giunta",
        "org": "La FIAB",
    },
    {
        "key": "turismo",
        "section": "Turismo",
        "titles": [
            "{place} introduce la tassa di soggiorno dal prossimo anno",
            "Tassa di soggiorno, gli albergatori di {place} sul piede di guerra",
        ],
        "lead": "I turisti pagherebbero un piccolo importo a notte, destinato a pulizia e servizi igienici.",
        "subject": "la tassa di soggiorno",
        "actor": "il consiglio comunale",
        "org": "Federalberghi",
    },
    {
        "key": "ia",
        "section": "Tecnologia",
        "titles": [
            "Un algoritmo ha segnalato per errore migliaia di domande di sussidio",
            "{place} sospende il chatbot dopo risposte sbagliate",
        ],
        "lead": "Un audit interno ha rilevato che il software è stato introdotto senza test adeguati.",
        "subject": "l'algoritmo",
        "actor": "la Regione",
        "org": "Il Garante della privacy",
    },
]

BODY = [
    "La decisione è stata confermata {weekday} a {place}, dopo settimane di pressioni da parte di residenti e commercianti.",
    "Secondo i dati visionati dalla nostra redazione, circa {number} famiglie sarebbero direttamente coinvolte.",
    "«Abbiamo ascoltato tutti e sappiamo che non piacerà a tutti», ha dichiarato {expert}, {role}. «Ma non fare nulla non è più un'opzione».",
    "Secondo i critici, {subject} è stato deciso senza un vero confronto con i cittadini, e almeno due comitati hanno annunciato ricorso.",
    "L'opposizione parla di «una toppa» e chiede una perizia indipendente sui costi, stimati in {money}.",
    "I residenti sentiti dalla nostra redazione sono divisi: alcuni applaudono, altri dicono di aver già sentito le stesse promesse.",
    "{org} ha annunciato una valutazione dettagliata dell'impatto su {place} entro la fine dell'anno.",
    "Il voto definitivo è atteso per il mese prossimo. Fino ad allora restano in vigore le regole attuali.",
    "Non è la prima volta che il tema torna in consiglio: una proposta simile era stata ritirata nel {year} dopo molte polemiche.",
]

OPENERS = [
    "Finalmente qualcuno ne parla.",
    "Bell'articolo, grazie.",
    "Non sono per niente d'accordo con la maggior parte dei commenti.",
    "Non mi stupisce affatto.",
    "Era prevedibile da anni.",
    "Da residente di {place}, posso solo scuotere la testa.",
    "Leggete l'articolo prima di commentare, per favore.",
    "Onestamente mi aspettavo di peggio.",
    "Ci risiamo.",
    "Sono davvero combattuto.",
    "Qualcuno doveva pur dirlo.",
    "Ben documentato, come sempre.",
    "Vivo qui da {years} anni e non ho mai visto una cosa del genere.",
    "Strano che nessuno parli dell'ovvio.",
    "Scusate, ma è una barzelletta.",
    "La mia famiglia è coinvolta direttamente.",
    "Faccio l'avvocato del diavolo per un attimo.",
]
STATEMENTS = [
    "{subject} arriva con anni di ritardo.",
    "Nessuno ha chiesto niente a chi ci deve convivere.",
    "Il vero problema non è {subject}, è la totale mancanza di programmazione.",
    "Bisognava intervenire anni fa.",
    "Se {subject} funzionerà come promesso, ammetterò di aver sbagliato.",
    "Ogni tre anni un piano nuovo e non cambia mai niente.",
    "Da noi i prezzi sono saliti del {pct}% solo l'anno scorso.",
    "Sinceramente non capisco come si possa essere contrari.",
    "A pagare saranno come sempre i più deboli.",
    "I numeri dell'articolo non mi tornano.",
    "Criticare è facile, ma qual è l'alternativa?",
    "Alla fine pagheranno ancora i piccoli negozi.",
    "L'assemblea pubblica è stata una farsa, io c'ero.",
    "Altre città l'hanno fatto e ha funzionato.",
    "Ci avevano già provato nel {year} ed è stato un disastro.",
    "Sulla carta {subject} sembra una buona idea, ma chi controllerà?",
    "Metà dei consiglieri il rapporto non l'ha nemmeno letto.",
    "Vorrei proprio sapere chi ci guadagna.",
    "Il mio vicino aspetta una risposta da {n} mesi.",
    "{org} lo aveva detto da tempo, l'articolo poteva ricordarlo.",
    "Almeno qualcuno ci prova.",
    "{subject} è solo fumo negli occhi.",
    "Chi ne ha avuto bisogno di recente sa quanto sia peggiorata la situazione.",
    "Costa {money} e ancora non sappiamo cosa otterremo.",
]
REASONS = [
    "Basta vedere cosa è successo con l'ultimo bilancio.",
    "Alla fine paga sempre il contribuente.",
    "I miei vicini la pensano esattamente allo stesso modo.",
    "Nessuno vuole più prendersi responsabilità.",
    "Il conto lo pagheranno i nostri figli.",
    "Ci hanno messo {n} mesi per chiudere una buca nella mia via.",
    "Chi decide non abita qui.",
    "Nel {year} c'era un buon progetto sul tavolo.",
    "Tutti quelli che conosco hanno avuto la stessa esperienza.",
    "I dati sono pubblici da mesi.",
    "L'ultima volta ci avevano detto esattamente la stessa cosa.",
    "Il buon senso sembra merce rara.",
    "Nell'articolo non si parla di nessun piano B.",
    "Parlo con cognizione di causa, ho lavorato {years} anni nel settore.",
]
CLOSERS = [
    "Vedremo.",
    "Vediamo chi pagherà alla fine.",
    "È solo la mia opinione.",
    "Sono l'unico a pensarla così?",
    "L'ho detto.",
    "Grazie per averne parlato.",
    "Che vergogna.",
    "Svegliatevi!",
    "Dati, per favore.",
    "Ci crederò quando lo vedrò.",
    "Fa riflettere.",
    "Tempi tristi.",
    "Buona domenica a tutti.",
    "Non ci credo nemmeno un po'.",
]
SHORT = [
    "Esatto.",
    "Completamente d'accordo.",
    "Ridicolo.",
    "Ben scritto, grazie.",
    "Tipico.",
    "Ottimo articolo!",
    "Non c'è altro da aggiungere.",
    "Che disastro.",
    "Era ora!",
    "Incredibile.",
    "Ben detto.",
    "Che tristezza.",
    "Finalmente un po' di buon senso.",
]
REPLIES = [
    "@{name} La penso come te.",
    "@{name} Non è quello che dice l'articolo.",
    "Giusta osservazione, {name}.",
    "{name}, ma l'hai letto l'articolo?",
    "Do ragione a {name}.",
    "Scusa {name}, ma non è così.",
    "@{name} Non avrei saputo dirlo meglio.",
    "@{name} Fonte?",
    "{name} non ha tutti i torti.",
    "@{name} Si vede che non abiti qui.",
]
LINKS = [
    ("Il rapporto completo è {link} per chi è interessato.", "qui", "https://www.istat.it/"),
    ("C'è una buona spiegazione {link}.", "sul sito della Rai", "https://www.rainews.it/"),
    ("I dati ufficiali sono {link}.", "sul portale open data", "https://www.dati.gov.it/"),
    ("Chi vuole verificare: {link}.", "la delibera del consiglio", "https://www.example-comune.it/delibere"),
]
MONEY = "{n} milioni di euro"
SEP = " "
EMOJI = ["👍", "😂", "🙄", "👏", "😡", "🤔", "💯", "😢", "🤌", "😅"]
BADGES = ["Abbonato", "Commentatore top", "Verificato"]
