"""Blind set BW: three article pages of 2014-2016 without any reader comment whose furniture holds a list of a kind no
earlier set listed, each entry a name, a date and a short text: a Brazilian regional paper's consumer-defence column
with the week's readers' complaints, each followed by the company's answer (pt); a Tamil delta paper's temple
festival page with the families who sponsor each day's rites and their one-line notes (ta); a Mexican regional
paper's "¿Los has visto?" board of missing people with the families' messages (es). Every name, place and text
invented for this set; each entry written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_bw_common import Bits, Case, Piece, box, case, digits, esc, links, rows


def _list_case(
    cid: str, site: str, piece: Piece, bits: Bits, path: str, container: str, what: str, desc: str
) -> Case:
    return case(
        cid,
        "lookalike",
        site,
        piece,
        bits,
        [],
        path=path,
        reveal="on_load",
        container=container,
        heading=None,
        description=desc,
        static=True,
        lookalikes=(what,),
    )


def pt_reclamacoes() -> Case:
    items = rows("""
Marlene Aparecida Souza | Nova Friburgo | 02/06/2015 | Comprei uma geladeira em 12 de abril e até hoje não foi entregue. Já liguei onze vezes e cada atendente me dá um prazo diferente. | Lojas Serra Lar | 04/06/2015 | A entrega foi reagendada para 05/06. Pedimos desculpas pelo transtorno e oferecemos o frete como cortesia.
José Roberto Lima | Teresópolis | 01/06/2015 | A conta de água de maio veio três vezes maior que a média, sem nenhum vazamento em casa. Pedi vistoria e ninguém apareceu. | Águas da Serra | 03/06/2015 | O hidrômetro será vistoriado no dia 08/06 e, se houver erro de leitura, a conta será refeita.
Cláudia Mendes | Petrópolis | 29/05/2015 | Cancelei o plano de internet em março e continuo recebendo boletos com multa. | Conecta Serrana | — | A empresa não respondeu até o fechamento desta edição.
Antônio Carlos Peixoto | Nova Friburgo | 28/05/2015 | O ônibus da linha 114 não passa no horário das 6h10 há duas semanas, e os trabalhadores chegam atrasados. | Viação Friburguense | 30/05/2015 | A linha teve problema mecânico no veículo. O horário foi normalizado a partir de 01/06.
Priscila Ramos | Teresópolis | 27/05/2015 | Paguei um curso de informática para meu filho e a escola fechou sem devolver o dinheiro das mensalidades adiantadas. | — | — | O caso foi encaminhado ao Procon municipal.
""")

    def entry(k: int, r: list[str]) -> str:
        name, city, date, text, firm, fdate, answer = r
        ans_head = (
            f'<b class="rc-firma">{esc(firm)}</b> <span class="rc-data">{esc(fdate)}</span>'
            if firm != "—"
            else '<b class="rc-firma">Correio Serrano</b>'
        )
        if fdate == "—" and firm != "—":
            ans_head = f'<b class="rc-firma">{esc(firm)}</b>'
        return (
            f'<div class="rc-caso" id="caso-{3380 + k}"><div class="rc-leitor"><span class="rc-num">Caso {3380 + k}</span> '
            f'<b>{esc(name)}</b>, {esc(city)} <span class="rc-data">{esc(date)}</span></div>'
            f'<p class="rc-queixa">{esc(text)}</p>'
            f'<div class="rc-resposta"><span class="rc-rot">Resposta:</span> {ans_head}<p>{esc(answer)}</p></div></div>'
        )

    block = (
        '<div class="rc-col"><h2>Reclamações da semana</h2><p class="rc-intro">Mande sua queixa para o Correio do Consumidor: nome completo, cidade, telefone e cópia dos documentos. A coluna procura a empresa e publica a resposta.</p>'
        + "".join(entry(k, r) for k, r in enumerate(items))
        + '<p class="rc-mais"><a href="/defesa-do-consumidor/">Veja todas as reclamações »</a></p></div>'
    )
    side = (
        box(
            "pt-serrano",
            "Mais lidas",
            links(
                (
                    "Frio de 2 graus em Nova Friburgo bate recorde do ano",
                    "Prefeitura abre inscrições para cursos gratuitos",
                    "Festival de inverno divulga programação",
                    "Serrano vence e assume a liderança",
                ),
                "/noticia/",
                "ol",
                ("(18.203)", "(12.401)", "(9.877)", "(7.350)"),
            ),
        )
        + box(
            "pt-serrano",
            "Tempo",
            "<p>Nova Friburgo: 4°C / 17°C, céu claro · Teresópolis: 6°C / 18°C · Petrópolis: 8°C / 20°C</p>",
        )
        + box(
            "pt-serrano",
            "Procon: telefones úteis",
            "<p>Procon Nova Friburgo (22) 0000-1151 · Procon Teresópolis (21) 0000-3356 · Procon Petrópolis (24) 0000-2290</p>",
        )
        + box(
            "pt-serrano",
            "Vídeos",
            links(("Geada nos campos de Lumiar", "Como pedir revisão da conta de água"), "/video/"),
        )
        + box(
            "pt-serrano",
            "Enquete",
            "<p>Você já registrou reclamação no Procon?</p><p>Sim 38% · Não 55% · Não sei como 7%</p>",
        )
    )
    style = (
        ".rc-col{margin-top:16px;border-top:3px solid #d4161c}.rc-col h2{color:#0f2b4c;margin:8px 0}.rc-intro{font-size:12px;color:#777}"
        ".rc-caso{border-bottom:1px solid #ddd;padding:8px 0}.rc-num{background:#0f2b4c;color:#fff;font-size:11px;padding:0 4px}.rc-data{color:#999;font-size:12px}"
        ".rc-queixa{margin:4px 0}.rc-resposta{background:#f3f6fa;border-left:3px solid #0f2b4c;padding:4px 8px;margin-left:20px;font-size:13px}.rc-resposta p{margin:2px 0}.rc-rot{color:#d4161c;font-weight:bold}"
    )
    piece = Piece(
        "Atraso na entrega de móveis e eletrodomésticos lidera as queixas do mês",
        "Da Redação",
        "2015-06-06T08:00:00-03:00",
        "06/06/2015 08h00",
        """
Os atrasos na entrega de móveis e eletrodomésticos comprados em lojas da região lideraram as reclamações recebidas pela coluna Correio do Consumidor em maio, com 41 dos 126 casos registrados.

Em seguida aparecem as cobranças indevidas de serviços de internet e telefonia e as contas de água com valores acima da média. Segundo o Procon, o consumidor deve guardar a nota fiscal e o protocolo de cada atendimento.

Abaixo, as reclamações da semana e as respostas das empresas procuradas pelo jornal.
""",
        dek="Coluna recebeu 126 reclamações em maio; 41 sobre entregas atrasadas",
        section="Defesa do Consumidor",
        tags=("consumidor", "Procon", "reclamações"),
    )
    return _list_case(
        "bw-pt-reclamacoes-respostas",
        "pt-serrano",
        piece,
        Bits(inside=block, side=side, style=style, strip="Sábado, 6 de junho de 2015 | Nova Friburgo 4°C"),
        "/defesa-do-consumidor/2015/06/06/atraso-na-entrega-lidera-queixas",
        "div.rc-col inside the story: div.rc-caso entries (reader, city, date, complaint) each with a div.rc-resposta (company, date, answer)",
        "consumer complaints with the companies' answers",
        "A Brazilian regional paper of 2015: a consumer-defence column with the week's 5 readers' complaints (case number, full name, city, date, the complaint), each followed by an indented answer of the company (name, date, answer) or the paper's note; no comment area. The right column's most read with counts, weather, Procon phone numbers, videos and a poll.",
    )


def ta_ubayam() -> Case:
    days = rows("""
1 | 2014-03-05 | மாசி 21 | கீழவீதி ந. சுப்பிரமணியன் குடும்பத்தினர் | காலை கொடியேற்றம், இரவு சிம்ம வாகனத்தில் சுவாமி வீதியுலா. எங்கள் தாத்தா காலம் முதல் மூன்று தலைமுறையாக இந்த நாளை நடத்தி வருகிறோம்.
2 | 2014-03-06 | மாசி 22 | நெசவாளர் சங்கம், தெற்குத் தெரு | இரவு பூத வாகனம். நெசவாளர் குடும்பங்கள் அனைவரும் சேர்ந்து அன்னதானம் வழங்குகிறோம்.
3 | 2014-03-07 | மாசி 23 | வழக்கறிஞர் க. ராஜமாணிக்கம் | இரவு ரிஷப வாகனம். மகனுக்கு அரசுப் பணி கிடைத்ததற்காக நேர்த்திக்கடனாக இந்த உபயம்.
4 | 2014-03-08 | மாசி 24 | காவிரிக்கரை வியாபாரிகள் சங்கம் | மாலை சிறப்பு நாதஸ்வரக் கச்சேரி, இரவு கிளி வாகனம். வியாபாரம் செழிக்க அம்மன் அருள் வேண்டி.
5 | 2014-03-09 | மாசி 25 | திருமதி வ. மீனாட்சி அம்மாள் | இரவு வெள்ளி யானை வாகனம். கணவர் நினைவாக இருபது ஆண்டுகளாக இந்த நாள் எங்கள் உபயம்.
6 | 2014-03-10 | மாசி 26 | அரசு ஊழியர் நலச் சங்கம் | இரவு குதிரை வாகனம். விழாவுக்கு வரும் பக்தர்களுக்கு குடிநீர்ப் பந்தல் அமைக்கப்படும்.
7 | 2014-03-11 | மாசி 27 | ஊர் பொதுமக்கள் | காலை திருத்தேரோட்டம். அனைவரும் வடம் பிடிக்க வாருங்கள்.
""")
    rows_html = "".join(
        f'<tr><td class="ub-nal">{digits(n, "ta")}-ம் நாள்</td><td class="ub-thethi">{esc(tam)}<br /><small>{esc(iso[8:10] + "." + iso[5:7] + "." + iso[:4])}</small></td>'
        f'<td class="ub-peyar"><b>{esc(who)}</b></td><td class="ub-kurippu">{esc(note)}</td></tr>'
        for n, iso, tam, who, note in days
    )
    block = (
        '<div class="ub-box"><h3>மண்டகப்படி உபயதாரர்கள் — மாசி மகத் திருவிழா 2014</h3>'
        '<table class="ub-table" cellspacing="0" cellpadding="5" width="100%"><tr><th>நாள்</th><th>தேதி</th><th>உபயதாரர்</th><th>நிகழ்ச்சி / குறிப்பு</th></tr>'
        + rows_html
        + '</table><p class="ub-foot">உபயம் செய்ய விரும்புவோர் கோயில் அலுவலகத்தைத் தொடர்பு கொள்ளவும். — செயல் அலுவலர்</p></div>'
    )
    side = (
        box(
            "ta-kaveri",
            "அதிகம் வாசிக்கப்பட்டவை",
            links(
                (
                    "மேட்டூர் அணை நீர்மட்டம் 60 அடியாக சரிவு",
                    "குறுவை சாகுபடிக்கு விதை நெல் மானியம்",
                    "கும்பகோணம் அருகே பேருந்து விபத்து: 8 பேர் காயம்",
                    "பிளஸ் 2 தேர்வு இன்று தொடக்கம்",
                ),
                "/news/",
                "ol",
                ("(௧௨,௪௦௦)", "(௯,௮௦௨)", "(௭,௧௧௦)", "(௬,௦௫௫)"),
            ),
        )
        + box(
            "ta-kaveri",
            "இன்றைய பஞ்சாங்கம்",
            "<p>விஜய வருடம் மாசி 21, புதன்கிழமை · திதி: சதுர்த்தி · நட்சத்திரம்: ரேவதி · ராகு காலம்: 12.00–1.30</p>",
        )
        + box(
            "ta-kaveri",
            "தங்கம் வெள்ளி விலை",
            "<p>22 காரட் தங்கம் (1 கிராம்): ₹2,874 · வெள்ளி (1 கிராம்): ₹47.20</p>",
        )
        + box("ta-kaveri", "வானிலை", "<p>தஞ்சாவூர்: வெயில், 33° / 22°</p>")
        + box(
            "ta-kaveri",
            "வீடியோ",
            links(("கொடியேற்ற விழா நேரலை காட்சிகள்", "தேர் வெள்ளோட்டம்"), "/video/"),
        )
    )
    style = (
        ".ub-box{margin-top:16px;border:1px solid #eadcc0;background:#fffdf6}.ub-box h3{margin:0;background:#e8731c;color:#fff;padding:5px 10px;font-size:16px}"
        ".ub-table th{background:#fbe9d7;text-align:left;font-size:13px}.ub-table td{border-bottom:1px solid #f0e2cc;vertical-align:top;font-size:14px}.ub-nal{color:#7a1f0f;font-weight:bold;white-space:nowrap}"
        ".ub-foot{font-size:12px;color:#777;padding:4px 10px}"
    )
    piece = Piece(
        "திருவையாறு ஐயாறப்பர் கோயில் மாசி மகத் திருவிழா கொடியேற்றத்துடன் தொடக்கம்",
        "நமது நிருபர், திருவையாறு",
        "2014-03-05T07:10:00+05:30",
        "மார்ச் 05, 2014 07:10 IST",
        """
திருவையாறு ஐயாறப்பர் கோயிலில் மாசி மகத் திருவிழா இன்று காலை கொடியேற்றத்துடன் தொடங்கியது. ஏழு நாட்கள் நடைபெறும் விழாவில் தினமும் இரவு சுவாமி பல்வேறு வாகனங்களில் வீதியுலா வருகிறார்.

விழாவின் முக்கிய நிகழ்ச்சியான திருத்தேரோட்டம் மார்ச் 11-ம் தேதி காலை நடைபெறுகிறது. பக்தர்களின் வசதிக்காக தஞ்சாவூரிலிருந்து சிறப்புப் பேருந்துகள் இயக்கப்படும் என போக்குவரத்துக் கழகம் தெரிவித்துள்ளது.

ஒவ்வொரு நாள் நிகழ்ச்சியையும் நடத்தும் மண்டகப்படி உபயதாரர்களின் விவரம் கீழே தரப்பட்டுள்ளது.
""",
        dek="மார்ச் 11-ல் திருத்தேரோட்டம்; சிறப்புப் பேருந்துகள் இயக்கம்",
        section="ஆன்மிகம்",
        tags=("திருவையாறு", "மாசி மகம்", "திருவிழா"),
        caption="ஐயாறப்பர் கோயிலில் நடைபெற்ற கொடியேற்றம்",
    )
    return _list_case(
        "bw-ta-ubayatharar",
        "ta-kaveri",
        piece,
        Bits(inside=block, side=side, style=style, strip="புதன்கிழமை, மார்ச் 05, 2014 | விஜய வருடம் மாசி 21"),
        "/aanmigam/2014/03/05/thiruvaiyaru-masi-magam-kodiyetram",
        "div.ub-box inside the story: a table with a header row, one row per festival day (day, Tamil and Gregorian date, sponsor, the day's rites and the sponsor's note)",
        "a temple festival's day sponsors with their notes",
        "A Tamil delta paper of 2014: an article on a temple festival's flag hoisting with a table of the 7 days' mandagapadi sponsors (day in Tamil digits, Tamil and Gregorian dates, the sponsoring family, association or person, the day's rites and a first-person note on why they sponsor it); no comment area. The right column's most read with counts in Tamil digits, the almanac, gold and silver prices, weather and videos.",
    )


def es_desaparecidos() -> Case:
    people = rows("""
Brenda Yazmín Ortiz Salas | 17 años | 14 de agosto de 2016 | Colonia Las Huertas | Salió de su casa rumbo a la secundaria vespertina y no regresó. Vestía pants gris y sudadera azul. | Brenda, hija, no estás en problemas. Tu mamá te espera; llámanos aunque sea para saber que estás bien.
Rogelio Sandoval Treviño | 64 años | 9 de agosto de 2016 | Central de Abastos | Padece diabetes y pérdida de memoria. Fue visto por última vez cerca del mercado. | Papá, te estamos buscando en todos los albergues. Cualquier dato al teléfono de la familia.
Ángel Emiliano Cruz Lara | 22 años | 2 de agosto de 2016 | Carretera a San Isidro | Viajaba en una camioneta blanca con dos compañeros de trabajo; ninguno ha regresado. | Hermano, no vamos a dejar de buscarte. Mamá enciende tu veladora cada noche.
María de la Luz Benítez | 38 años | 28 de julio de 2016 | Barrio de San Juan | Trabaja como empleada doméstica; salió de la casa donde labora a las 19:00 horas. | Mamá, tus tres hijos te esperan. Si alguien la vio, por favor comuníquese.
""")
    block = (
        '<div class="lv-tablero"><h3>¿Los has visto? Ayúdanos a encontrarlos</h3>'
        + "".join(
            f'<div class="lv-ficha"><img src="/_avatar/lv-{k}.svg" alt="" width="90" height="110" class="lv-foto" />'
            f'<div class="lv-datos"><b class="lv-nom">{esc(n)}</b> <span class="lv-edad">{esc(age)}</span>'
            f'<div class="lv-vista">Vista(o) por última vez: <span>{esc(when)}</span>, {esc(where)}</div>'
            f'<p class="lv-senas">{esc(desc)}</p><p class="lv-familia"><i>Mensaje de la familia:</i> «{esc(msg)}»</p></div></div>'
            for k, (n, age, when, where, desc, msg) in enumerate(people)
        )
        + '<p class="lv-tel">Si tienes información llama al 089 (denuncia anónima) o a la Fiscalía Regional. Esta sección se publica en colaboración con el colectivo Buscando a los Nuestros.</p></div>'
    )
    side = (
        box(
            "es-valle",
            "Lo más leído",
            links(
                (
                    "Suspenden clases por lluvias en cinco municipios",
                    "Sube el precio de la tortilla a 14 pesos",
                    "Los Coyotes del Valle ganan el clásico",
                    "Inauguran el nuevo puente de la avenida Juárez",
                ),
                "/nota/",
                "ol",
                ("(21,305)", "(15,880)", "(11,402)", "(8,917)"),
            ),
        )
        + box(
            "es-valle",
            "El clima",
            "<p>Hoy: tormentas por la tarde, 31° / 19°. Probabilidad de lluvia 80%.</p>",
        )
        + box(
            "es-valle",
            "Tipo de cambio",
            "<p>Dólar: compra $18.20 · venta $18.85 · Euro: $20.91</p>",
        )
        + box(
            "es-valle",
            "Videos",
            links(
                (
                    "Así quedó la avenida tras la tormenta",
                    "Entrevista con el alcalde",
                    "Feria del elote 2016",
                ),
                "/video/",
            ),
        )
        + box(
            "es-valle",
            "Encuesta",
            "<p>¿Se siente seguro en su colonia?</p><p>Sí 18% · No 71% · A veces 11% (3,402 votos)</p>",
        )
    )
    style = (
        ".lv-tablero{margin-top:16px;border:2px solid #d4161c;padding:8px}.lv-tablero h3{margin:0 0 6px;color:#d4161c}.lv-ficha{overflow:hidden;border-bottom:1px solid #eee;padding:6px 0}"
        ".lv-foto{float:left;margin-right:10px;background:#ddd}.lv-datos{overflow:hidden}.lv-nom{font-size:15px}.lv-edad{color:#777}.lv-vista{font-size:12px;color:#555}.lv-vista span{font-weight:bold}"
        ".lv-senas{margin:4px 0;font-size:13px}.lv-familia{margin:2px 0;font-size:13px;color:#333}.lv-tel{font-size:12px;color:#777}"
    )
    piece = Piece(
        "Colectivo de madres realiza nueva jornada de búsqueda en el Valle",
        "Por Laura Estrada / El Vigía",
        "2016-08-21T10:15:00-05:00",
        "21 de agosto de 2016 - 10:15",
        """
Integrantes del colectivo Buscando a los Nuestros realizaron este sábado una nueva jornada de búsqueda en predios de la zona oriente del Valle, acompañadas por elementos de la Fiscalía Regional y de Protección Civil.

Durante la jornada, las madres pegaron fichas de búsqueda en comercios y paradas de camión, y pidieron a los ciudadanos no dejar de compartir las fotografías de sus familiares.

La Fiscalía informó que en lo que va del año se han presentado 57 denuncias por personas no localizadas en la región, de las cuales 21 han sido localizadas.
""",
        dek="Pegaron fichas en comercios y paradas; piden a la ciudadanía compartir las fotografías",
        section="Seguridad",
        tags=("desaparecidos", "colectivos", "Fiscalía"),
        caption="Madres del colectivo durante la jornada de búsqueda",
    )
    return _list_case(
        "bw-es-los-has-visto",
        "es-valle",
        piece,
        Bits(after=block, side=side, style=style, strip="Domingo 21 de agosto de 2016 | El Valle 31°"),
        "/seguridad/2016/08/21/colectivo-jornada-de-busqueda",
        "div.lv-tablero after the story: div.lv-ficha entries (photo, name, age, date and place last seen, description, the family's quoted message)",
        "missing people with their families' messages",
        "A Mexican regional paper of 2016: an article on a search by a mothers' collective with a '¿Los has visto?' board of 4 missing people (photo, full name, age, date and place last seen, a description, the family's message in quotes); no comment area. The right column's most read with counts, weather, exchange rates, videos and a poll.",
    )


def lists_bw() -> list[Case]:
    return [pt_reclamacoes(), ta_ubayam(), es_desaparecidos()]
