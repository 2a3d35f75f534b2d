"""Español."""

from __future__ import annotations

from datetime import datetime

from comspider_lab.offline_web.langs import group_digits, span

CODE = "es"
DIR = "ltr"

MONTHS = [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
]
WEEKDAYS = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]


def ago(seconds: float) -> str:
    unit, n = span(seconds)
    if unit == "now":
        return "ahora mismo"
    word = {
        "min": ("minuto", "minutos"),
        "h": ("hora", "horas"),
        "d": ("día", "días"),
        "w": ("semana", "semanas"),
    }[unit]
    return f"hace {n} {word[0] if n == 1 else word[1]}"


def datetime_long(dt: datetime) -> str:
    return f"{dt.day} {MONTHS[dt.month - 1][:3]}. {dt.year} - {dt.hour:02d}:{dt.minute:02d}"


def date_short(dt: datetime) -> str:
    return f"{dt.day:02d}/{dt.month:02d}/{dt.year}"


def number(n: int) -> str:
    return group_digits(n, ".")


UI = {
    "comments": "Comentarios",
    "comments_n": "{n} comentarios",
    "show_comments": "Ver {n} comentarios",
    "show_comments_zero": "Sé el primero en comentar",
    "load_more": "Cargar más comentarios",
    "reply": "Responder",
    "replies_show": "Ver {n} respuestas",
    "replies_hide": "Ocultar respuestas",
    "like": "Me gusta",
    "report": "Denunciar",
    "report_confirm": "¿Seguro que quieres denunciar este comentario?",
    "share": "Compartir",
    "share_copied": "Enlace copiado",
    "accept_all": "Aceptar todo",
    "reject_all": "Rechazar",
    "consent_settings": "Más opciones",
    "consent_title": "Tu privacidad es importante para nosotros",
    "consent_text": "Nosotros y nuestros socios utilizamos cookies y tecnologías similares para almacenar y acceder a información en tu dispositivo, medir la audiencia y mostrar publicidad y contenidos personalizados.",
    "newsletter_title": "Boletín de la mañana",
    "newsletter_text": "Las noticias más importantes de la ciudad, cada mañana en tu correo.",
    "newsletter_button": "Suscribirme",
    "email_placeholder": "Tu correo electrónico",
    "login": "Iniciar sesión",
    "subscribe": "Suscríbete",
    "most_read": "Lo más leído",
    "related": "Noticias relacionadas",
    "write_comment": "Escribe un comentario",
    "comments_closed": "Los comentarios están cerrados para esta noticia.",
    "paywall_title": "Este contenido es exclusivo para suscriptores",
    "paywall_text": "Suscríbete para seguir leyendo sin límites.",
    "paywall_button": "Primer mes por 1 €",
    "advertisement": "Publicidad",
    "by": "Por",
    "home": "Portada",
    "reads": "{n} lecturas",
    "loading": "Cargando comentarios…",
    "sponsored": "Contenido patrocinado",
    "sort_newest": "Más recientes",
    "sort_oldest": "Más antiguos",
    "sort_top": "Más valorados",
    "guidelines": "Normas de participación",
    "read_more": "Leer más",
    "search": "Buscar",
    "menu": "Menú",
    "updated": "Actualizado",
    "photo": "Foto",
    "comments_page_title": "Comentarios: {title}",
    "back_to_article": "Volver a la noticia",
    "open_comments": "Abrir comentarios",
    "close": "Cerrar",
    "post_comment": "Publicar",
    "login_to_comment": "Inicia sesión para comentar",
    "min_read": "{n} min de lectura",
    "letters": "Cartas al director",
    "privacy": "Política de privacidad",
}

NAV = ["Actualidad", "España", "Internacional", "Economía", "Deportes", "Cultura", "Sociedad", "Opinión"]
FOOTER = [
    "Aviso legal",
    "Privacidad",
    "Política de cookies",
    "Contacto",
    "Publicidad",
    "Trabaja con nosotros",
    "Configuración de cookies",
    "Accesibilidad",
    "Suscripciones",
    "Normas de participación",
]

FIRST = [
    "José",
    "María",
    "Antonio",
    "Carmen",
    "Manuel",
    "Laura",
    "Francisco",
    "Lucía",
    "David",
    "Ana",
    "Javier",
    "Marta",
    "Daniel",
    "Cristina",
    "Carlos",
    "Elena",
    "Miguel",
    "Paula",
    "Rafael",
    "Isabel",
    "Pablo",
    "Raquel",
    "Sergio",
    "Nuria",
    "Jorge",
    "Rocío",
    "Alberto",
    "Pilar",
    "Iñaki",
    "Montse",
]
LAST = [
    "García",
    "Fernández",
    "González",
    "Rodríguez",
    "López",
    "Martínez",
    "Sánchez",
    "Pérez",
    "Gómez",
    "Martín",
    "Jiménez",
    "Ruiz",
    "Hernández",
    "Díaz",
    "Moreno",
    "Muñoz",
    "Álvarez",
    "Romero",
    "Alonso",
    "Gutiérrez",
    "Navarro",
    "Torres",
    "Domínguez",
    "Vázquez",
    "Ramos",
    "Gil",
    "Serrano",
    "Blanco",
    "Molina",
    "Ortega",
]
NICKS = [
    "Malagueño_77",
    "ciudadano_de_a_pie",
    "Boquerón",
    "PepeElDeLaEsquina",
    "La_Tita_Loli",
    "pensionista_cabreado",
    "Andaluz_y_punto",
    "Ciclista_urbano",
    "contribuyente",
    "Mar_de_Alborán",
    "El_Chiringuito",
    "Vecino_del_Perchel",
    "Sentido_común",
    "Sevillana_en_Málaga",
    "Realista",
    "Jubilado_feliz",
    "Marbellí",
    "NoMeLoCreo",
    "Profe_de_insti",
    "La_Farola",
    "Torremolinero",
    "Caminante",
    "Del_Palo",
    "Abuelo_Cebolleta",
    "Gaditano",
    "Atento",
    "Cansado_de_todo",
    "Maestro_Ciruela",
    "Paseante",
    "Sin_pelos_en_la_lengua",
]
ROLES = [
    "urbanista de la Universidad de Málaga",
    "portavoz de la plataforma vecinal",
    "concejal de la oposición",
    "economista del observatorio regional",
    "presidenta de la asociación de inquilinos",
    "presidente de la cámara de comercio",
]

TOPICS = [
    {
        "key": "alquiler",
        "section": "Vivienda",
        "titles": [
            "{place} aprueba limitar los alquileres durante tres años",
            "Tope al alquiler en {place}: qué cambia para los inquilinos",
        ],
        "lead": "Los propietarios advierten de que habrá menos pisos en alquiler y los inquilinos creen que la medida se queda corta.",
        "subject": "el tope al alquiler",
        "actor": "el ayuntamiento",
        "org": "El sindicato de inquilinos",
    },
    {
        "key": "cercanias",
        "section": "Movilidad",
        "titles": [
            "Meses de obras: los usuarios del Cercanías de {place} tendrán que ir en autobús",
            "Corte de la línea de tren hasta otoño por obras de mejora",
        ],
        "lead": "Adif defiende que las obras son imprescindibles; los viajeros se quejan de un aviso de apenas dos semanas.",
        "subject": "el corte de la línea",
        "actor": "Adif",
        "org": "La asociación de usuarios",
    },
    {
        "key": "sequia",
        "section": "Medio ambiente",
        "titles": [
            "Sequía: {place} prohíbe regar jardines y llenar piscinas",
            "Restricciones de agua en {place} tras la primavera más seca en décadas",
        ],
        "lead": "Habrá multas para quien riegue de día, mientras las fugas de la red siguen sin repararse, denuncian los críticos.",
        "subject": "el decreto de sequía",
        "actor": "la empresa de aguas",
        "org": "La confederación hidrográfica",
    },
    {
        "key": "futbol",
        "section": "Deportes",
        "titles": [
            "El {place} destituye a su entrenador tras siete derrotas seguidas",
            "Cambio de entrenador en el {place}: así reaccionan los aficionados",
        ],
        "lead": "La directiva habla de una decisión difícil; el equipo está a solo dos puntos del descenso.",
        "subject": "la destitución del entrenador",
        "actor": "la directiva",
        "org": "La federación de peñas",
    },
    {
        "key": "moviles",
        "section": "Educación",
        "titles": [
            "Los colegios de {place} prohibirán el móvil desde septiembre",
            "Móviles en clase: los directores, divididos ante la nueva norma",
        ],
        "lead": "Los alumnos tendrán que dejar el teléfono guardado durante toda la jornada escolar.",
        "subject": "la prohibición del móvil",
        "actor": "la consejería de Educación",
        "org": "La asociación de madres y padres",
    },
    {
        "key": "luz",
        "section": "Economía",
        "titles": [
            "La factura de la luz vuelve a subir pese a la bajada del mercado",
            "Se agotan en semanas las ayudas para bombas de calor en {place}",
        ],
        "lead": "Las organizaciones de consumidores acusan a las eléctricas de trasladar tarde las bajadas.",
        "subject": "la subida de la luz",
        "actor": "la eléctrica",
        "org": "La OCU",
    },
    {
        "key": "urgencias",
        "section": "Sanidad",
        "titles": [
            "Las urgencias de {place} cerrarán por la noche a partir del mes que viene",
            "Vecinos de {place} se movilizan contra el cierre nocturno de urgencias",
        ],
        "lead": "Sanidad alega falta de médicos; los pacientes tendrán que conducir 40 minutos de noche.",
        "subject": "el cierre de urgencias",
        "actor": "la consejería de Salud",
        "org": "La plataforma por la sanidad pública",
    },
    {
        "key": "carril-bici",
        "section": "Málaga",
        "titles": [
            "El nuevo carril bici del centro de {place} enfrenta a comerciantes y ciclistas",
            "{place} amplía la prueba del centro sin coches",
        ],
        "lead": "Los comerciantes dicen que han perdido clientes; los colectivos ciclistas hablan de calles más seguras.",
        "subject": "el carril bici",
        "actor": "el área de Movilidad",
        "org": "La asociación de ciclistas",
    },
    {
        "key": "turismo",
        "section": "Turismo",
        "titles": [
            "{place} aprobará una tasa turística el próximo año",
            "Tasa turística: los hoteleros de {place} en pie de guerra",
        ],
        "lead": "Los visitantes pagarían un pequeño importe por noche, destinado a limpieza y aseos públicos.",
        "subject": "la tasa turística",
        "actor": "el pleno municipal",
        "org": "La asociación de hoteleros",
    },
    {
        "key": "ia",
        "section": "Tecnología",
        "titles": [
            "Un algoritmo marcó por error miles de solicitudes de ayudas como fraude",
            "{place} suspende su chatbot tras dar información errónea",
        ],
        "lead": "Una auditoría interna concluye que el programa se implantó sin las pruebas necesarias.",
        "subject": "el algoritmo",
        "actor": "la administración",
        "org": "La Agencia de Protección de Datos",
    },
]

BODY = [
    "La decisión se confirmó el {weekday} en {place}, tras semanas de presión de vecinos y comerciantes.",
    "Según datos a los que ha tenido acceso esta redacción, unos {number} hogares se verían afectados directamente.",
    "«Hemos escuchado con atención y sabemos que esto no gustará a todos», afirmó {expert}, {role}. «Pero no hacer nada ya no es una opción».",
    "Los críticos sostienen que {subject} se ha aprobado sin una consulta adecuada, y al menos dos colectivos han anunciado recursos.",
    "La oposición habla de «un parche» y exige un estudio independiente de los costes, que se estiman en {money}.",
    "Los vecinos consultados por este periódico están divididos: unos aplauden la medida y otros dicen haber oído las mismas promesas antes.",
    "{org} anunció que publicará un informe detallado sobre el impacto en {place} antes de fin de año.",
    "La votación definitiva se espera para el mes que viene. Hasta entonces, siguen vigentes las normas actuales.",
    "No es la primera vez que el asunto llega al pleno: una propuesta similar se retiró en {year} tras una fuerte polémica.",
]

OPENERS = [
    "Por fin alguien habla de esto.",
    "Buen artículo, gracias.",
    "No estoy nada de acuerdo con la mayoría de comentarios.",
    "No me sorprende en absoluto.",
    "Esto se veía venir desde hace años.",
    "Como vecino de {place}, no puedo más que resoplar.",
    "Leed el artículo antes de comentar, por favor.",
    "Sinceramente, esperaba algo peor.",
    "Otra vez la misma historia.",
    "La verdad es que no lo tengo claro.",
    "Alguien tenía que decirlo.",
    "Bien documentado, como siempre.",
    "Llevo {years} años viviendo aquí y nunca había visto algo así.",
    "Curioso que nadie mencione lo evidente.",
    "Lo siento, pero esto es de chiste.",
    "A mi familia le afecta directamente.",
    "Voy a hacer de abogado del diablo.",
]
STATEMENTS = [
    "{subject} llega tarde, muy tarde.",
    "A los afectados no les ha preguntado nadie.",
    "El problema de verdad no es {subject}, es la falta total de planificación.",
    "Esto se tendría que haber hecho hace años.",
    "Si {subject} funciona como prometen, me retractaré encantado.",
    "Cada pocos años un plan nuevo y nunca cambia nada.",
    "Aquí los precios subieron un {pct} % solo el año pasado.",
    "De verdad que no entiendo cómo alguien puede estar en contra.",
    "Esto lo van a pagar los que menos tienen.",
    "Las cifras del artículo no me cuadran.",
    "Criticar es fácil, pero ¿cuál es la alternativa?",
    "Al final lo pagarán otra vez los pequeños comercios.",
    "La reunión vecinal fue una farsa, yo estuve allí.",
    "Otras ciudades lo hicieron y funcionó.",
    "Ya se intentó en {year} y fue un desastre.",
    "Sobre el papel {subject} suena bien, pero ¿quién lo va a controlar?",
    "La mitad de los concejales no se ha leído el informe.",
    "Me gustaría saber quién se está forrando con esto.",
    "Mi vecino lleva {n} meses esperando una respuesta.",
    "{org} ya lo advirtió hace tiempo, podrían haberlo mencionado.",
    "Por lo menos alguien intenta hacer algo.",
    "{subject} es una cortina de humo.",
    "Quien lo haya necesitado últimamente sabe lo mal que está.",
    "Cuesta {money} y seguimos sin saber qué vamos a obtener.",
]
REASONS = [
    "No hay más que ver lo que pasó con el último presupuesto.",
    "Al final siempre paga el contribuyente.",
    "Mis vecinos piensan exactamente igual.",
    "Aquí ya nadie asume responsabilidades.",
    "Lo acabarán pagando nuestros hijos.",
    "Tardaron {n} meses en tapar un bache de mi calle.",
    "Los que deciden no viven aquí.",
    "En {year} había un buen proyecto encima de la mesa.",
    "Todos mis conocidos han vivido lo mismo.",
    "Los datos se publicaron hace meses.",
    "La última vez nos dijeron exactamente lo mismo.",
    "El sentido común brilla por su ausencia.",
    "En el artículo no se habla de ningún plan B.",
    "Hablo con conocimiento de causa, trabajé {years} años en el sector.",
]
CLOSERS = [
    "El tiempo dirá.",
    "A ver quién paga al final.",
    "Es solo mi opinión.",
    "¿Soy el único que lo ve así?",
    "Ya lo he dicho.",
    "Gracias por contarlo.",
    "Vergüenza les debería dar.",
    "¡Despertad!",
    "Datos, por favor.",
    "Lo creeré cuando lo vea.",
    "Da que pensar.",
    "Qué tiempos.",
    "Buen domingo a todos.",
    "No me lo creo ni de broma.",
]
SHORT = [
    "Totalmente de acuerdo.",
    "Así es.",
    "Esto es ridículo.",
    "Bien escrito, gracias.",
    "Lo de siempre.",
    "¡Gran artículo!",
    "No hay más que decir.",
    "Menudo desastre.",
    "¡Ya era hora!",
    "Increíble.",
    "Bien dicho.",
    "Qué pena da todo esto.",
    "Por fin algo de sentido común.",
]
REPLIES = [
    "@{name} Opino lo mismo.",
    "@{name} Eso no es lo que dice el artículo.",
    "Buen apunte, {name}.",
    "{name}, ¿te has leído la noticia?",
    "Le doy la razón a {name}.",
    "Lo siento {name}, pero eso no es así.",
    "@{name} No lo podría haber dicho mejor.",
    "@{name} ¿Fuente?",
    "{name} no va desencaminado.",
    "@{name} Se nota que no vives aquí.",
]
LINKS = [
    ("El informe completo está {link} para quien le interese.", "aquí", "https://www.boe.es/"),
    ("Hay una buena explicación {link}.", "en RTVE", "https://www.rtve.es/noticias/"),
    ("Los datos oficiales están {link}.", "en el INE", "https://www.ine.es/"),
    ("Quien quiera comprobarlo: {link}.", "el acta del pleno", "https://sede.example-ayto.es/actas"),
]
MONEY = "{n} millones de euros"
SEP = " "
EMOJI = ["👍", "😂", "🙄", "👏", "😡", "🤔", "💯", "😢", "🤷‍♀️", "😤"]
BADGES = ["Suscriptor", "Comentarista destacado", "Verificado"]
