"""Português (Portugal)."""

from __future__ import annotations

from datetime import datetime

from comspider_lab.offline_web.langs import group_digits, span

CODE = "pt"
DIR = "ltr"

MONTHS = [
    "janeiro",
    "fevereiro",
    "março",
    "abril",
    "maio",
    "junho",
    "julho",
    "agosto",
    "setembro",
    "outubro",
    "novembro",
    "dezembro",
]
WEEKDAYS = [
    "segunda-feira",
    "terça-feira",
    "quarta-feira",
    "quinta-feira",
    "sexta-feira",
    "sábado",
    "domingo",
]


def ago(seconds: float) -> str:
    unit, n = span(seconds)
    if unit == "now":
        return "agora mesmo"
    word = {
        "min": ("minuto", "minutos"),
        "h": ("hora", "horas"),
        "d": ("dia", "dias"),
        "w": ("semana", "semanas"),
    }[unit]
    return f"há {n} {word[0] if n == 1 else word[1]}"


def datetime_long(dt: datetime) -> str:
    return f"{dt.day} de {MONTHS[dt.month - 1]} de {dt.year}, {dt.hour:02d}:{dt.minute:02d}"


def date_short(dt: datetime) -> str:
    return f"{dt.day:02d}/{dt.month:02d}/{dt.year}"


def number(n: int) -> str:
    return group_digits(n, " ")


UI = {
    "comments": "Comentários",
    "comments_n": "{n} comentários",
    "show_comments": "Ver os {n} comentários",
    "show_comments_zero": "Seja o primeiro a comentar",
    "load_more": "Ver mais comentários",
    "reply": "Responder",
    "replies_show": "Ver {n} respostas",
    "replies_hide": "Ocultar respostas",
    "like": "Gosto",
    "report": "Denunciar",
    "report_confirm": "Tem a certeza de que quer denunciar este comentário?",
    "share": "Partilhar",
    "share_copied": "Ligação copiada",
    "accept_all": "Aceitar tudo",
    "reject_all": "Recusar",
    "consent_settings": "Mais opções",
    "consent_title": "A sua privacidade é importante para nós",
    "consent_text": "Nós e os nossos parceiros utilizamos cookies e tecnologias semelhantes para armazenar e aceder a informação no seu dispositivo, medir audiências e mostrar publicidade e conteúdos personalizados.",
    "newsletter_title": "Manhã do Tejo",
    "newsletter_text": "As notícias que importam, todas as manhãs no seu e-mail.",
    "newsletter_button": "Subscrever",
    "email_placeholder": "O seu endereço de e-mail",
    "login": "Entrar",
    "subscribe": "Assinar",
    "most_read": "Mais lidas",
    "related": "Relacionadas",
    "write_comment": "Escreva um comentário",
    "comments_closed": "Os comentários estão fechados para este artigo.",
    "paywall_title": "Este artigo é exclusivo para assinantes",
    "paywall_text": "Assine para continuar a ler sem limites.",
    "paywall_button": "Assinar por 1 € no primeiro mês",
    "advertisement": "Publicidade",
    "by": "Por",
    "home": "Início",
    "reads": "{n} leituras",
    "loading": "A carregar comentários…",
    "sponsored": "Conteúdo patrocinado",
    "sort_newest": "Mais recentes",
    "sort_oldest": "Mais antigos",
    "sort_top": "Mais votados",
    "guidelines": "Regras de participação",
    "read_more": "Ler mais",
    "search": "Pesquisar",
    "menu": "Menu",
    "updated": "Atualizado",
    "photo": "Foto",
    "comments_page_title": "Comentários: {title}",
    "back_to_article": "Voltar ao artigo",
    "open_comments": "Abrir comentários",
    "close": "Fechar",
    "post_comment": "Publicar",
    "login_to_comment": "Entre para comentar",
    "min_read": "{n} min de leitura",
    "letters": "Cartas ao diretor",
    "privacy": "Política de privacidade",
}

NAV = ["Últimas", "País", "Mundo", "Economia", "Desporto", "Cultura", "Sociedade", "Opinião"]
FOOTER = [
    "Ficha técnica",
    "Estatuto editorial",
    "Termos de uso",
    "Privacidade",
    "Contactos",
    "Publicidade",
    "Definições de cookies",
    "Acessibilidade",
    "Assinaturas",
    "Regras de participação",
]

FIRST = [
    "João",
    "Maria",
    "José",
    "Ana",
    "António",
    "Inês",
    "Francisco",
    "Sofia",
    "Rui",
    "Catarina",
    "Pedro",
    "Marta",
    "Miguel",
    "Joana",
    "Paulo",
    "Rita",
    "Nuno",
    "Beatriz",
    "Carlos",
    "Teresa",
    "Tiago",
    "Helena",
    "Luís",
    "Filipa",
    "Ricardo",
    "Leonor",
    "Vasco",
    "Graça",
    "Duarte",
    "Mafalda",
]
LAST = [
    "Silva",
    "Santos",
    "Ferreira",
    "Pereira",
    "Oliveira",
    "Costa",
    "Rodrigues",
    "Martins",
    "Jesus",
    "Sousa",
    "Fernandes",
    "Gonçalves",
    "Gomes",
    "Lopes",
    "Marques",
    "Alves",
    "Almeida",
    "Ribeiro",
    "Pinto",
    "Carvalho",
    "Teixeira",
    "Moreira",
    "Correia",
    "Mendes",
    "Nunes",
    "Soares",
    "Vieira",
    "Monteiro",
    "Cardoso",
    "Rocha",
]
NICKS = [
    "Alfacinha",
    "tripeiro_de_gema",
    "Zé_Povinho",
    "cidadão_atento",
    "Reformado_de_Almada",
    "Lisboeta",
    "Ciclista_da_Baixa",
    "contribuinte_farto",
    "Saudade",
    "Maria_da_Graça",
    "Do_Barreiro",
    "Sem_papas_na_língua",
    "Bom_senso",
    "Professor_aposentado",
    "Pastel_de_nata",
    "Eléctrico_28",
    "Tejo_azul",
    "Margem_Sul",
    "Viajante",
    "Benfiquista",
    "Sportinguista_sofredor",
    "Avô_Manel",
    "Ribatejano",
    "Olho_vivo",
    "Alentejano_calmo",
    "Fadista",
    "Realista_PT",
    "Leitor_antigo",
    "Do_Cais",
    "Farol_do_Bugio",
]
ROLES = [
    "urbanista da Universidade de Lisboa",
    "porta-voz da associação de moradores",
    "vereador da oposição",
    "economista do observatório regional",
    "presidente da associação de inquilinos",
    "presidente da associação comercial",
]

TOPICS = [
    {
        "key": "rendas",
        "section": "Habitação",
        "titles": [
            "{place} aprova teto às rendas durante três anos",
            "Teto às rendas em {place}: o que muda para os inquilinos",
        ],
        "lead": "Os senhorios avisam que haverá menos casas para arrendar; os inquilinos dizem que a medida sabe a pouco.",
        "subject": "o teto às rendas",
        "actor": "a câmara municipal",
        "org": "A associação de inquilinos",
    },
    {
        "key": "comboios",
        "section": "Transportes",
        "titles": [
            "Linha de comboio fechada durante meses: utentes de {place} passam a andar de autocarro",
            "Obras na linha: autocarros de substituição até ao outono",
        ],
        "lead": "A Infraestruturas de Portugal diz que as obras são inadiáveis; os passageiros queixam-se de um aviso de apenas duas semanas.",
        "subject": "o encerramento da linha",
        "actor": "a IP",
        "org": "A comissão de utentes",
    },
    {
        "key": "seca",
        "section": "Ambiente",
        "titles": [
            "Seca: {place} proíbe rega de jardins durante o dia",
            "Restrições de água apertam na região de {place}",
        ],
        "lead": "Quem regar durante o dia arrisca uma multa, enquanto as perdas na rede continuam por resolver, acusam os críticos.",
        "subject": "a proibição de rega",
        "actor": "a empresa de águas",
        "org": "A Agência Portuguesa do Ambiente",
    },
    {
        "key": "futebol",
        "section": "Desporto",
        "titles": [
            "Sete derrotas seguidas: {place} despede o treinador",
            "Chicotada psicológica em {place}: a reação dos adeptos",
        ],
        "lead": "A direção fala de uma decisão difícil; a equipa está a apenas dois pontos da zona de despromoção.",
        "subject": "o despedimento do treinador",
        "actor": "a direção",
        "org": "A claque",
    },
    {
        "key": "telemoveis",
        "section": "Educação",
        "titles": [
            "Escolas de {place} proíbem telemóveis a partir de setembro",
            "Telemóveis na sala de aula: diretores divididos com as novas regras",
        ],
        "lead": "Os alunos terão de guardar o telemóvel num cacifo durante todo o dia escolar.",
        "subject": "a proibição dos telemóveis",
        "actor": "o ministério",
        "org": "A confederação de pais",
    },
    {
        "key": "eletricidade",
        "section": "Economia",
        "titles": [
            "Fatura da luz volta a subir apesar da descida nos mercados",
            "Apoios às bombas de calor esgotam em semanas em {place}",
        ],
        "lead": "As associações de consumidores acusam os comercializadores de demorar a refletir as descidas.",
        "subject": "o aumento da luz",
        "actor": "a elétrica",
        "org": "A DECO",
    },
    {
        "key": "urgencias",
        "section": "Saúde",
        "titles": [
            "Urgência de {place} vai fechar durante a noite",
            "Abaixo-assinado contra o fecho noturno da urgência de {place}",
        ],
        "lead": "A administração alega falta de médicos; os doentes terão de conduzir 40 minutos à noite.",
        "subject": "o fecho da urgência",
        "actor": "a administração hospitalar",
        "org": "A comissão de utentes do hospital",
    },
    {
        "key": "ciclovias",
        "section": "Local",
        "titles": [
            "Novas ciclovias no centro de {place} opõem comerciantes e ciclistas",
            "{place} prolonga teste de centro sem carros",
        ],
        "lead": "Os comerciantes dizem ter perdido clientes; as associações de ciclistas falam de ruas mais seguras.",
        "subject": "o plano de ciclovias",
        "actor": "a vereação",
        "org": "A federação de ciclismo urbano",
    },
    {
        "key": "turismo",
        "section": "Turismo",
        "titles": [
            "{place} vai aumentar a taxa turística no próximo ano",
            "Taxa turística: hoteleiros de {place} em pé de guerra",
        ],
        "lead": "Os turistas pagariam um pequeno valor por noite, para limpeza urbana e casas de banho públicas.",
        "subject": "a taxa turística",
        "actor": "a assembleia municipal",
        "org": "A associação de hotelaria",
    },
    {
        "key": "ia",
        "section": "Tecnologia",
        "titles": [
            "Algoritmo assinalou por engano milhares de pedidos de apoio social",
            "{place} suspende chatbot depois de respostas erradas",
        ],
        "lead": "Uma auditoria interna concluiu que o programa foi implementado sem testes suficientes.",
        "subject": "o algoritmo",
        "actor": "a segurança social",
        "org": "A Comissão Nacional de Proteção de Dados",
    },
]

BODY = [
    "A decisão foi confirmada na {weekday} em {place}, depois de semanas de pressão de moradores e comerciantes.",
    "Segundo dados a que a nossa redação teve acesso, cerca de {number} famílias seriam diretamente afetadas.",
    "“Ouvimos toda a gente e sabemos que isto não vai agradar a todos”, afirmou {expert}, {role}. “Mas não fazer nada já não é opção.”",
    "Os críticos dizem que {subject} foi decidido sem verdadeira consulta pública, e pelo menos duas associações anunciaram providências cautelares.",
    "A oposição fala num “remendo” e exige um estudo independente dos custos, estimados em {money}.",
    "Os moradores ouvidos pela nossa redação estão divididos: uns aplaudem a medida, outros dizem já ter ouvido as mesmas promessas.",
    "{org} anunciou que vai publicar uma avaliação detalhada do impacto em {place} até ao fim do ano.",
    "A votação final está prevista para o próximo mês. Até lá, mantêm-se as regras em vigor.",
    "Não é a primeira vez que o tema chega à câmara: uma proposta semelhante foi retirada em {year} após forte contestação.",
]

OPENERS = [
    "Finalmente alguém fala disto.",
    "Bom artigo, obrigado.",
    "Discordo completamente da maioria dos comentários.",
    "Não me surpreende nada.",
    "Isto via-se a chegar há anos.",
    "Como morador de {place}, só posso abanar a cabeça.",
    "Leiam o artigo antes de comentar, por favor.",
    "Sinceramente, esperava pior.",
    "Cá estamos outra vez.",
    "Estou mesmo dividido.",
    "Alguém tinha de o dizer.",
    "Bem documentado, como sempre.",
    "Vivo aqui há {years} anos e nunca vi nada assim.",
    "Curioso que ninguém fale do óbvio.",
    "Desculpem, mas isto é uma anedota.",
    "A minha família é diretamente afetada.",
    "Vou fazer de advogado do diabo.",
]
STATEMENTS = [
    "{subject} chega com anos de atraso.",
    "Ninguém perguntou nada a quem tem de viver com isto.",
    "O verdadeiro problema não é {subject}, é a total falta de planeamento.",
    "Devia ter-se feito isto há anos.",
    "Se {subject} funcionar como prometem, dou a mão à palmatória.",
    "De três em três anos um plano novo e nada muda.",
    "Cá os preços subiram {pct}% só no ano passado.",
    "Sinceramente não percebo como alguém pode ser contra.",
    "Quem vai pagar são os que menos podem.",
    "Os números do artigo não me batem certo.",
    "Criticar é fácil, mas qual é a alternativa?",
    "No fim quem paga é outra vez o pequeno comércio.",
    "A sessão pública foi uma farsa, eu estive lá.",
    "Outras cidades fizeram isto e resultou.",
    "Já tentaram em {year} e foi um desastre.",
    "No papel {subject} parece bem, mas quem vai fiscalizar?",
    "Metade dos vereadores nem leu o relatório.",
    "Gostava de saber quem é que ganha com isto.",
    "O meu vizinho espera há {n} meses por uma resposta.",
    "{org} avisou há muito tempo, o artigo podia ter referido isso.",
    "Ao menos alguém tenta fazer alguma coisa.",
    "{subject} é só uma manobra de diversão.",
    "Quem precisou recentemente sabe como a situação piorou.",
    "Custa {money} e ainda não sabemos o que vamos ter.",
]
REASONS = [
    "Basta ver o que aconteceu com o último orçamento.",
    "No fim paga sempre o contribuinte.",
    "Os meus vizinhos pensam exatamente o mesmo.",
    "Já ninguém quer assumir responsabilidades.",
    "Quem vai pagar são os nossos filhos.",
    "Levaram {n} meses a tapar um buraco na minha rua.",
    "Quem decide não mora cá.",
    "Em {year} havia um bom projeto em cima da mesa.",
    "Toda a gente que conheço passou pelo mesmo.",
    "Os números são públicos há meses.",
    "Da última vez disseram exatamente o mesmo.",
    "O bom senso anda em falta.",
    "O artigo não fala de nenhum plano B.",
    "Falo com conhecimento de causa, trabalhei {years} anos no setor.",
]
CLOSERS = [
    "O tempo o dirá.",
    "Vamos ver quem paga no fim.",
    "É só a minha opinião.",
    "Sou o único a pensar assim?",
    "Pronto, está dito.",
    "Obrigado por darem a notícia.",
    "Que vergonha.",
    "Acordem!",
    "Factos, por favor.",
    "Só acredito quando vir.",
    "Dá que pensar.",
    "Tempos tristes.",
    "Bom domingo a todos.",
    "Não acredito nem um bocadinho.",
]
SHORT = [
    "Nem mais.",
    "Totalmente de acordo.",
    "Ridículo.",
    "Bem escrito, obrigado.",
    "O costume.",
    "Excelente artigo!",
    "Não há mais nada a dizer.",
    "Que desastre.",
    "Até que enfim!",
    "Inacreditável.",
    "Bem dito.",
    "Que tristeza.",
    "Finalmente algum bom senso.",
]
REPLIES = [
    "@{name} Penso o mesmo.",
    "@{name} Não é isso que diz o artigo.",
    "Bem visto, {name}.",
    "{name}, leu o artigo?",
    "Dou razão a {name}.",
    "Desculpe {name}, mas não é assim.",
    "@{name} Não diria melhor.",
    "@{name} Fonte?",
    "{name} não está longe da verdade.",
    "@{name} Vê-se que não mora cá.",
]
LINKS = [
    ("O relatório completo está {link} para quem tiver interesse.", "aqui", "https://www.portugal.gov.pt/"),
    ("Há uma boa explicação {link}.", "na RTP", "https://www.rtp.pt/noticias/"),
    ("Os dados oficiais estão {link}.", "no INE", "https://www.ine.pt/"),
    ("Para quem quiser confirmar: {link}.", "a ata da reunião", "https://www.example-cm.pt/atas"),
]
MONEY = "{n} milhões de euros"
SEP = " "
EMOJI = ["👍", "😂", "🙄", "👏", "😡", "🤔", "💯", "😢", "🤷‍♂️", "😬"]
BADGES = ["Assinante", "Comentador destacado", "Verificado"]
