"""Français."""

from __future__ import annotations

from datetime import datetime

from comspider_lab.offline_web.langs import group_digits, span

CODE = "fr"
DIR = "ltr"

MONTHS = [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
]
WEEKDAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]


def ago(seconds: float) -> str:
    unit, n = span(seconds)
    if unit == "now":
        return "à l'instant"
    word = {"min": "minute", "h": "heure", "d": "jour", "w": "semaine"}[unit]
    return f"il y a {n} {word}{'' if n == 1 else 's'}"


def datetime_long(dt: datetime) -> str:
    day = "1er" if dt.day == 1 else str(dt.day)
    return f"{day} {MONTHS[dt.month - 1]} {dt.year} à {dt.hour}h{dt.minute:02d}"


def date_short(dt: datetime) -> str:
    return f"{dt.day:02d}/{dt.month:02d}/{dt.year}"


def number(n: int) -> str:
    return group_digits(n, "\u202f")


UI = {
    "comments": "Commentaires",
    "comments_n": "{n} commentaires",
    "show_comments": "Voir les {n} commentaires",
    "show_comments_zero": "Soyez le premier à réagir",
    "load_more": "Afficher plus de commentaires",
    "reply": "Répondre",
    "replies_show": "Voir les {n} réponses",
    "replies_hide": "Masquer les réponses",
    "like": "J'aime",
    "report": "Signaler",
    "report_confirm": "Voulez-vous vraiment signaler ce commentaire ?",
    "share": "Partager",
    "share_copied": "Lien copié dans le presse-papiers",
    "accept_all": "Accepter et fermer",
    "reject_all": "Continuer sans accepter",
    "consent_settings": "Paramétrer les cookies",
    "consent_title": "Vos choix en matière de cookies",
    "consent_text": "Avec votre accord, nous et nos partenaires utilisons des cookies ou technologies similaires pour stocker et accéder à des informations sur votre terminal, mesurer l'audience et afficher des publicités et contenus personnalisés.",
    "newsletter_title": "La Matinale",
    "newsletter_text": "L'essentiel de l'actualité régionale, chaque matin dans votre boîte mail.",
    "newsletter_button": "Je m'inscris",
    "email_placeholder": "Votre adresse e-mail",
    "login": "Se connecter",
    "subscribe": "S'abonner",
    "most_read": "Les plus lus",
    "related": "Sur le même sujet",
    "write_comment": "Ajouter un commentaire",
    "comments_closed": "Les commentaires sont fermés pour cet article.",
    "paywall_title": "Cet article est réservé aux abonnés",
    "paywall_text": "Abonnez-vous pour lire la suite et accéder à tous nos contenus.",
    "paywall_button": "1 € le premier mois",
    "advertisement": "Publicité",
    "by": "Par",
    "home": "Accueil",
    "reads": "{n} lectures",
    "loading": "Chargement des commentaires…",
    "sponsored": "Contenus sponsorisés",
    "sort_newest": "Plus récents",
    "sort_oldest": "Plus anciens",
    "sort_top": "Les mieux notés",
    "guidelines": "Charte de modération",
    "read_more": "Lire la suite",
    "search": "Rechercher",
    "menu": "Menu",
    "updated": "Mis à jour",
    "photo": "Photo",
    "comments_page_title": "Commentaires : {title}",
    "back_to_article": "Retour à l'article",
    "open_comments": "Ouvrir les commentaires",
    "close": "Fermer",
    "post_comment": "Publier",
    "login_to_comment": "Connectez-vous pour commenter",
    "min_read": "Lecture {n} min.",
    "letters": "Écrire au courrier des lecteurs",
    "privacy": "Politique de confidentialité",
}

NAV = ["Actualité", "Politique", "Économie", "Région", "Sports", "Culture", "Société", "Opinions"]
FOOTER = [
    "Mentions légales",
    "Confidentialité",
    "CGU",
    "Contact",
    "Publicité",
    "Recrutement",
    "Gestion des cookies",
    "Accessibilité",
    "Abonnements",
    "Charte de modération",
]

FIRST = [
    "Jean",
    "Marie",
    "Pierre",
    "Sophie",
    "Nicolas",
    "Isabelle",
    "Julien",
    "Nathalie",
    "Philippe",
    "Céline",
    "François",
    "Sandrine",
    "Laurent",
    "Camille",
    "Thierry",
    "Élodie",
    "Karim",
    "Fatima",
    "Olivier",
    "Aurélie",
    "Patrick",
    "Chloé",
    "Mathieu",
    "Léa",
    "Bernard",
    "Hélène",
    "Yannick",
    "Manon",
    "Sébastien",
    "Inès",
]
LAST = [
    "Martin",
    "Bernard",
    "Dubois",
    "Thomas",
    "Robert",
    "Richard",
    "Petit",
    "Durand",
    "Leroy",
    "Moreau",
    "Simon",
    "Laurent",
    "Lefebvre",
    "Michel",
    "Garcia",
    "David",
    "Bertrand",
    "Roux",
    "Vincent",
    "Fournier",
    "Morel",
    "Girard",
    "Benali",
    "Mercier",
    "Blanc",
    "Guerin",
    "Faure",
    "Chevalier",
    "Perrin",
    "Lambert",
]
NICKS = [
    "Lyonnais69",
    "citoyen_lambda",
    "Rhodanien",
    "vieux_grincheux",
    "La_Croix_Rousse",
    "pas_dupe",
    "Marmotte38",
    "Gone_du_Rhône",
    "contribuable_las",
    "cycliste_urbain",
    "Mamie_Josette",
    "esprit_critique",
    "Canut_fier",
    "Beaujolais_nouveau",
    "simple_lecteur",
    "Tonton_Marcel",
    "Savoyard73",
    "Voyageur_TER",
    "Prof_retraité",
    "Papillon_bleu",
    "RiveGauche",
    "Bouchon_lyonnais",
    "Jardinier_du_dimanche",
    "Pragmatique",
    "Titi_Parisien",
    "Grenoblois",
    "Ardéchoise",
    "Franc-parler",
    "Sans_illusions",
    "Petit_Prince",
]
ROLES = [
    "urbaniste à l'université Lumière",
    "porte-parole du collectif d'habitants",
    "élu d'opposition au conseil municipal",
    "économiste à l'observatoire régional",
    "présidente de l'association des locataires",
    "président de la chambre de commerce",
]

TOPICS = [
    {
        "key": "loyers",
        "section": "Logement",
        "titles": [
            "{place} vote l'encadrement des loyers pour trois ans",
            "Encadrement des loyers à {place} : ce qui change pour les locataires",
        ],
        "lead": "Les propriétaires craignent une baisse de l'offre, les associations jugent la mesure insuffisante.",
        "subject": "l'encadrement des loyers",
        "actor": "la mairie",
        "org": "L'association des locataires",
    },
    {
        "key": "train",
        "section": "Transports",
        "titles": [
            "Travaux sur la ligne TER : des mois de galère pour les usagers de {place}",
            "Ligne fermée jusqu'à l'automne : des cars de substitution mis en place",
        ],
        "lead": "La SNCF juge les travaux indispensables ; les voyageurs dénoncent un préavis de deux semaines à peine.",
        "subject": "la fermeture de la ligne",
        "actor": "la SNCF",
        "org": "L'association des usagers",
    },
    {
        "key": "secheresse",
        "section": "Environnement",
        "titles": [
            "Sécheresse : {place} interdit l'arrosage des jardins en journée",
            "Restrictions d'eau renforcées dans le secteur de {place}",
        ],
        "lead": "Les contrevenants risquent une amende, alors que les fuites du réseau restent nombreuses, selon les opposants.",
        "subject": "l'arrêté sécheresse",
        "actor": "la préfecture",
        "org": "L'agence de l'eau",
    },
    {
        "key": "foot",
        "section": "Sports",
        "titles": [
            "Après sept défaites, {place} limoge son entraîneur",
            "Changement d'entraîneur à {place} : les supporters réagissent",
        ],
        "lead": "La direction évoque une décision « difficile », l'équipe ne compte que deux points d'avance sur la zone rouge.",
        "subject": "le limogeage de l'entraîneur",
        "actor": "la direction du club",
        "org": "Le groupe de supporters",
    },
    {
        "key": "portables",
        "section": "Éducation",
        "titles": [
            "Le portable interdit dans les collèges de {place} dès la rentrée",
            "Pause numérique à l'école : les chefs d'établissement divisés",
        ],
        "lead": "Les élèves devront déposer leur téléphone dans un casier pour toute la journée.",
        "subject": "l'interdiction du portable",
        "actor": "le rectorat",
        "org": "La fédération de parents d'élèves",
    },
    {
        "key": "energie",
        "section": "Économie",
        "titles": [
            "Les prix de l'électricité repartent à la hausse malgré la baisse des marchés",
            "Aides aux pompes à chaleur : l'enveloppe de {place} déjà épuisée",
        ],
        "lead": "Les associations de consommateurs accusent les fournisseurs de répercuter lentement les baisses.",
        "subject": "la hausse des tarifs",
        "actor": "le fournisseur",
        "org": "L'UFC-Que Choisir",
    },
    {
        "key": "urgences",
        "section": "Santé",
        "titles": [
            "Les urgences de {place} fermeront la nuit à partir du mois prochain",
            "Mobilisation contre la fermeture des urgences de nuit à {place}",
        ],
        "lead": "La direction invoque le manque de médecins ; les patients devront faire 40 minutes de route la nuit.",
        "subject": "la fermeture des urgences",
        "actor": "l'agence régionale de santé",
        "org": "Le comité de défense de l'hôpital",
    },
    {
        "key": "velo",
        "section": "Métropole",
        "titles": [
            "Nouvelles pistes cyclables à {place} : les commerçants montent au créneau",
            "Piétonnisation du centre de {place} : l'expérimentation prolongée",
        ],
        "lead": "Les commerçants évoquent une baisse de fréquentation, les associations de cyclistes des rues plus sûres.",
        "subject": "le plan vélo",
        "actor": "la métropole",
        "org": "L'association des cyclistes",
    },
    {
        "key": "tourisme",
        "section": "Tourisme",
        "titles": [
            "{place} va augmenter la taxe de séjour",
            "Taxe de séjour : les hôteliers de {place} vent debout",
        ],
        "lead": "Les visiteurs paieraient quelques euros de plus par nuit, l'argent devant financer la propreté et les toilettes publiques.",
        "subject": "la taxe de séjour",
        "actor": "le conseil municipal",
        "org": "L'union des métiers de l'hôtellerie",
    },
    {
        "key": "ia",
        "section": "Numérique",
        "titles": [
            "Un algorithme a signalé à tort des milliers de dossiers d'aide sociale",
            "{place} suspend son chatbot après des réponses erronées",
        ],
        "lead": "Un audit interne révèle que le logiciel a été déployé sans tests suffisants.",
        "subject": "l'algorithme",
        "actor": "le département",
        "org": "La CNIL",
    },
]

BODY = [
    "La décision a été confirmée {weekday} à {place}, après des semaines de pression de la part des habitants et des commerçants.",
    "Selon des chiffres consultés par notre rédaction, environ {number} foyers seraient directement concernés.",
    "« Nous avons écouté attentivement et nous savons que cela ne plaira pas à tout le monde », a déclaré {expert}, {role}. « Mais ne rien faire n'est plus une option. »",
    "Pour les opposants, {subject} a été décidé sans véritable concertation, et au moins deux collectifs ont annoncé un recours.",
    "L'opposition dénonce « un pansement sur une jambe de bois » et réclame une expertise indépendante des coûts, estimés à {money}.",
    "Les habitants interrogés par notre rédaction sont partagés : certains saluent la mesure, d'autres disent avoir déjà entendu ces promesses.",
    "{org} a annoncé la publication d'une évaluation détaillée des conséquences pour {place} d'ici la fin de l'année.",
    "Un vote définitif est attendu le mois prochain. D'ici là, les règles actuelles restent en vigueur.",
    "Ce n'est pas la première fois que le sujet revient sur la table : une proposition similaire avait été abandonnée en {year} après une levée de boucliers.",
]

OPENERS = [
    "Enfin un média qui en parle.",
    "Bon article, merci.",
    "Je ne suis pas du tout d'accord avec la plupart des commentaires.",
    "Ça ne m'étonne pas du tout.",
    "On le voyait venir depuis des années.",
    "Habitant de {place}, je ne peux que soupirer.",
    "Lisez l'article avant de commenter, svp.",
    "Honnêtement, je m'attendais à pire.",
    "Et c'est reparti pour un tour.",
    "Je suis vraiment partagé sur ce sujet.",
    "Il faut bien que quelqu'un le dise.",
    "Toujours aussi bien documenté.",
    "J'habite ici depuis {years} ans et je n'ai jamais vu ça.",
    "Curieux que personne ne parle de l'essentiel.",
    "Désolé, mais c'est une plaisanterie.",
    "Ma famille est directement concernée.",
    "Je me fais l'avocat du diable deux secondes.",
]
STATEMENTS = [
    "{subject}, il était temps.",
    "On n'a jamais demandé leur avis aux premiers concernés.",
    "Le vrai problème, ce n'est pas {subject}, c'est l'absence totale d'anticipation.",
    "Il aurait fallu agir il y a des années.",
    "Si {subject} tient ses promesses, je veux bien reconnaître mon erreur.",
    "Tous les trois ans un nouveau plan, et rien ne change jamais.",
    "Chez nous les prix ont pris {pct} % rien que l'an dernier.",
    "Franchement, je ne vois pas comment on peut être contre.",
    "Ce sont encore les plus modestes qui vont trinquer.",
    "Les chiffres de l'article ne collent pas, à mon avis.",
    "Critiquer c'est facile, mais quelle est l'alternative ?",
    "Ce sont encore les petits commerces qui vont payer.",
    "La réunion publique était une mascarade, j'y étais.",
    "D'autres villes l'ont fait et ça marche.",
    "On a déjà essayé en {year}, ça a été un fiasco.",
    "Sur le papier, {subject}, c'est bien, mais qui va contrôler ?",
    "La moitié des élus n'a visiblement pas lu le rapport.",
    "J'aimerais bien savoir à qui tout ça profite.",
    "Mon voisin attend une réponse depuis {n} mois.",
    "{org} avait pourtant alerté il y a longtemps, l'article aurait pu le rappeler.",
    "Au moins quelqu'un essaie de faire quelque chose.",
    "{subject}, c'est surtout un écran de fumée.",
    "Tous ceux qui y ont eu affaire récemment savent à quel point ça s'est dégradé.",
    "Ça coûte {money} et on ne sait toujours pas pour quel résultat.",
]
REASONS = [
    "Il suffit de voir ce qui s'est passé avec le dernier budget.",
    "À la fin, c'est toujours le contribuable qui paie.",
    "Mes voisins pensent exactement la même chose.",
    "Plus personne ne veut prendre ses responsabilités.",
    "Ce sont nos enfants qui paieront la note.",
    "Il leur a fallu {n} mois pour reboucher un nid-de-poule dans ma rue.",
    "Ceux qui décident n'habitent pas ici.",
    "Il y avait un bon projet sur la table en {year}.",
    "Tout mon entourage a vécu la même chose.",
    "Les chiffres sont publics depuis des mois.",
    "On nous a dit exactement la même chose la dernière fois.",
    "Le bon sens semble être une denrée rare.",
    "L'article ne dit rien d'un plan B.",
    "Je parle en connaissance de cause, j'ai travaillé {years} ans dans le secteur.",
]
CLOSERS = [
    "On verra bien.",
    "Reste à savoir qui paiera à la fin.",
    "Ce n'est que mon avis.",
    "Je suis le seul à penser ça ?",
    "Voilà, c'est dit.",
    "Merci pour cet article.",
    "Honte à eux.",
    "Réveillez-vous !",
    "Des faits, s'il vous plaît.",
    "Je demande à voir.",
    "Ça laisse songeur.",
    "Triste époque.",
    "Bonne journée à tous.",
    "Je n'y crois pas une seconde.",
]
SHORT = [
    "Tout est dit.",
    "Entièrement d'accord.",
    "C'est ridicule.",
    "Bien écrit, merci.",
    "Typique.",
    "Excellent article !",
    "Rien à ajouter.",
    "Quel gâchis.",
    "Il était temps !",
    "Incroyable.",
    "Bien dit.",
    "C'est désolant.",
    "Enfin du bon sens.",
]
REPLIES = [
    "@{name} Tout à fait d'accord.",
    "@{name} Ce n'est pourtant pas ce que dit l'article.",
    "Bien vu, {name}.",
    "{name}, vous avez lu l'article ?",
    "Je rejoins {name} sur ce point.",
    "Désolé {name}, mais c'est faux.",
    "@{name} Je n'aurais pas mieux dit.",
    "@{name} Une source ?",
    "{name} n'a pas tort.",
    "@{name} Vous n'habitez visiblement pas ici.",
]
LINKS = [
    (
        "Le rapport complet est {link} pour ceux que ça intéresse.",
        "ici",
        "https://www.vie-publique.fr/rapport",
    ),
    ("Il y a une bonne explication {link}.", "sur le site de l'Insee", "https://www.insee.fr/"),
    ("Les chiffres officiels sont {link}.", "sur data.gouv.fr", "https://www.data.gouv.fr/"),
    (
        "Pour ceux qui veulent vérifier : {link}.",
        "le compte rendu du conseil",
        "https://www.example-mairie.fr/deliberations",
    ),
]
MONEY = "{n} millions d'euros"
SEP = " "
EMOJI = ["👍", "😂", "🙄", "👏", "😡", "🤔", "💯", "😢", "🤷", "😅"]
BADGES = ["Abonné", "Contributeur", "Vérifié"]
