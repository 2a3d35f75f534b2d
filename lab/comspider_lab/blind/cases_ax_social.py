"""Blind set AX: two discussions in a social network's comment plugin as its script had rendered it into the saved
page: "Top comments" order, each comment with the commenter's profile line, "Like · Reply · n · 3 hours ago", the
first replies shown and the others already in the markup but hidden by a CSS class under "View n more replies".
Every class name, network, name, place and text invented for this set; each comment written by hand, one at a
time."""

from __future__ import annotations

from comspider_lab.blind.cases_ax_common import C, Case, Parts, Story, esc, lazy, make, seeds, thread
from comspider_lab.blind.widgets import children


def _plugin(
    cs: list[C],
    p: str,
    words: dict[str, str],
    shown_replies: int,
) -> str:
    """A social plugin's rendered thread (class prefix ``p``): replies one level, the first ``shown_replies`` of a
    comment's replies shown, the others in a hidden block after "View n more replies" (every reply in the truth
    answers the comment its list hangs under: such plugins draw one level only)."""
    seeds_ = seeds(cs)

    def one(i: int, c: C, reply: bool) -> str:
        prof = f'<span class="{p}-profile">{esc(c.get("job"))}</span>' if c.get("job") else ""
        likes = f' · <span class="{p}-likes">👍 {c.get("l")}</span>' if c.get("l") else ""
        edited = f' · <span class="{p}-edited">{esc(words["edited"])}</span>' if c.has("e") else ""
        return (
            f'<div class="{p}-{"reply" if reply else "post"}" id="{p}-{5500 + i}">{lazy(p + "-pic", p + c.name, 32 if reply else 48)}'
            f'<div class="{p}-content"><a class="{p}-name" href="/{p}/profile/{5500 + i}">{esc(c.name)}</a>{prof}'
            f'<div class="{p}-text">{esc(c.text)}</div><div class="{p}-actions"><a href="#">{esc(words["like"])}</a> · '
            f'<a href="#">{esc(words["reply"])}</a>{likes} · <abbr class="{p}-time">{esc(c.when)}</abbr>{edited}</div></div></div>'
        )

    out = ""
    for i in children(seeds_, None):
        subs: list[int] = []
        todo = children(seeds_, i)
        while todo:  # a reply's replies join the same flat reply list, in order
            j = todo.pop(0)
            subs.append(j)
            todo = children(seeds_, j) + todo
        subs.sort()
        shown = "".join(one(j, cs[j], True) for j in subs[:shown_replies])
        rest = subs[shown_replies:]
        hidden = ""
        if rest:
            hidden = (
                f'<a class="{p}-viewmore" href="#">{esc(words["more"].format(n=len(rest)))}</a>'
                f'<div class="{p}-collapsed {p}-hide">'
                + "".join(one(j, cs[j], True) for j in rest)
                + "</div>"
            )
        replies = f'<div class="{p}-replies">{shown}{hidden}</div>' if subs else ""
        out += f'<div class="{p}-item">{one(i, cs[i], False)}{replies}</div>'
    return out


def pt_estrada() -> Case:
    cs = thread("""
Joana Medeiros | há 4 horas | - | job=Professora na E.E. Serra Branca,l=38 | Finalmente! Eu subo essa estrada todo dia pra dar aula no Mirante e quando chove o ônibus escolar não passa.
Cláudio Fontes | há 4 horas | 0 | job=Mora em Serra Branca,l=9 | Professora, a senhora sabe se o ônibus vai mudar de horário durante a obra?
Joana Medeiros | há 3 horas | 0 | job=Professora na E.E. Serra Branca,l=4 | Ainda não sabemos, Cláudio. A diretoria vai ter reunião com a prefeitura na quinta.
Renata Albuquerque | há 3 horas | 0 | l=6 | Meu filho também estuda lá. Se puder avisar aqui depois da reunião, agradeço.
Seu Tonico do Mirante | há 3 horas | - | job=Produtor rural,l=27 | Trinta anos esperando esse asfalto. Prometeram em 1998, em 2004 e em 2008. Vou acreditar quando a máquina chegar na porteira.
Priscila Lobo | há 2 horas | 4 | l=11 | Seu Tonico tem razão. Mas dessa vez o dinheiro é do estado e já está empenhado, segundo a matéria.
Marcelo Tavares | há 2 horas | - | job=Trabalha na Pousada Vale Alto,l=15,e | Para o turismo vai ser ótimo. Metade dos nossos hóspedes desiste do passeio ao Mirante por causa do barro.
Deise Couto | há 1 hora | - | l=3 | E a ponte do córrego Fundo? Sem arrumar a ponte, o asfalto não adianta nada.
""")
    words = {"like": "Curtir", "reply": "Responder", "more": "Ver mais {n} respostas", "edited": "Editado"}
    body = _plugin(cs, "rdv", words, 1)
    widget = (
        '<div class="rdv-comments-plugin" data-href="http://gazetaserrabranca.example/cidade/estrada-do-mirante" data-numposts="10">'
        '<div class="rdv-header"><span class="rdv-count">8 comentários</span>'
        '<span class="rdv-order">Classificar por <b>Principais comentários</b> ▾</span></div>'
        f'<div class="rdv-compose">{lazy("rdv-pic", "rdv-you", 48)}<textarea placeholder="Adicione um comentário..."></textarea>'
        '<label><input type="checkbox" checked> Publicar também na Rodaviva</label><button>Comentar</button></div>'
        f'<div class="rdv-list">{body}</div>'
        '<div class="rdv-foot">Plugin social da Rodaviva</div></div>'
    )
    css = ".rdv-hide{display:none}.rdv-replies{margin-left:56px}.rdv-post,.rdv-reply{display:flex;gap:8px;margin:8px 0}.rdv-profile{display:block;font-size:11px;color:#888}.rdv-actions{font-size:11px;color:#5b7}"
    st = Story(
        "Estrada do Mirante vai ganhar asfalto até o fim do ano",
        "Por Rita Vasconcelos",
        "2013-07-08T10:15:00-03:00",
        "08/07/2013 - 10h15",
        """
A prefeitura de Serra Branca anunciou nesta segunda-feira que os 11 quilômetros de estrada de terra entre o centro e o distrito do Mirante serão asfaltados até dezembro. A obra custará R$ 6,3 milhões, com recursos do governo estadual já empenhados.

Segundo o secretário de Obras, os trabalhos começam em agosto pelo trecho da serra, o mais difícil. Durante a obra, o trânsito será em meia pista nos dias úteis.

Moradores do Mirante reclamam há anos das condições da estrada, que fica intransitável nos meses de chuva.
""",
        lead="Obra de R$ 6,3 milhões começa em agosto; trânsito será em meia pista nos dias úteis.",
        section="Cidade",
        related=(
            "Ônibus escolar terá nova rota",
            "Festival de inverno confirma atrações",
            "Ponte do córrego Fundo será vistoriada",
        ),
        most=(
            "Geada atinge lavouras do Mirante",
            "Câmara aprova reajuste",
            "Time da Serra vence clássico",
            "Nova farmácia no centro",
        ),
        tags=("Mirante", "Obras", "Estradas"),
        bio="Rita Vasconcelos é repórter da Gazeta desde 2007.",
    )
    return make(
        "ax-pt-social-estrada",
        "discussion",
        "pt-serrabranca",
        st,
        Parts(after=widget, css=css),
        seeds(cs),
        path="/cidade/estrada-do-mirante-vai-ganhar-asfalto-ate-o-fim-do-ano.html",
        container="div.rdv-comments-plugin (the invented social network 'Rodaviva''s plugin, rendered): '8 comentários', 'Classificar por Principais comentários', a compose box; div.rdv-item > div.rdv-post (lazy avatar, a.rdv-name, profile line, div.rdv-text, 'Curtir · Responder · 👍 n · há 4 horas', 'Editado'); div.rdv-replies one level: the first reply shown, the others in div.rdv-collapsed.rdv-hide after 'Ver mais n respostas'; 'Plugin social da Rodaviva'",
        heading="8 comentários",
        description="A Brazilian regional paper of 2013 saved after its scripts ran: 8 readers' comments in a social network's comment plugin, 'Principais comentários' order, profile lines, likes; two replies hidden by a CSS class under 'Ver mais 2 respostas'.",
    )


def tr_bisiklet() -> Case:
    cs = thread("""
Elif Karakaya | 5 saat önce | - | job=Karaduvar Lisesi,l=44 | Sahil yolunda bisiklet sürmek şu an tam bir cesaret işi. Şerit gelirse çocuğumu okula bisikletle gönderebilirim.
Murat Şen | 5 saat önce | 0 | l=7 | Şerit yapılacak yer şu an park yeri. Arabalar nereye park edecek, ona da bir çözüm lazım.
Elif Karakaya | 4 saat önce | 0 | job=Karaduvar Lisesi,l=12 | Haberde yazıyor, eski balıkhane arsası otopark olacakmış.
Hüseyin Tatlı | 4 saat önce | 0 | job=Emekli,l=3 | Biz de yürüyüş yapıyoruz orada, bisikletliler yayaları ezmesin de.
Derya Aksoy | 3 saat önce | 0 | l=5,e | Şeridin yaya yolundan ayrı olacağını belediye toplantısında söylemişlerdi, ben oradaydım.
Caner Öztürk | 3 saat önce | - | job=Karaduvar Bisiklet Derneği,l=31 | Dernek olarak iki yıldır bunu istiyoruz. Pazar sabahı turlarımızda her hafta kırk kişiye yakın oluyoruz, gelmek isteyen herkesi bekleriz.
Sevgi Aydın | 2 saat önce | - | l=2 | Keşke iskeleye kadar uzatsalar. Şu hali yarım kalmış gibi.
""")
    words = {"like": "Beğen", "reply": "Yanıtla", "more": "{n} yanıtı daha gör", "edited": "Düzenlendi"}
    body = _plugin(cs, "hlk", words, 1)
    widget = (
        '<div id="yorumlar"><div class="hlk-plugin hlk-rendered"><div class="hlk-top"><b>7 yorum</b>'
        '<span class="hlk-sort">Sırala: <b>En iyi yorumlar</b> | En yeni | En eski</span></div>'
        f'<div class="hlk-box">{lazy("hlk-pic", "hlk-sen", 48)}<input placeholder="Yorum ekle..."> '
        '<span class="hlk-as">Halka hesabınla yorum yap</span></div>'
        f'<div class="hlk-stream">{body}</div>'
        '<p class="hlk-brand">Halka yorum eklentisi</p></div></div>'
    )
    css = ".hlk-hide{display:none}.hlk-replies{margin-left:56px}.hlk-post,.hlk-reply{display:flex;gap:8px;margin:8px 0}.hlk-profile{display:block;font-size:11px;color:#888}"
    st = Story(
        "Sahil yoluna 4 kilometrelik bisiklet şeridi geliyor",
        "Haber Merkezi - Aylin Demirci",
        "2014-04-22T09:00:00+03:00",
        "22 Nisan 2014, 09:00",
        """
Karaduvar Belediyesi, sahil yolu boyunca 4 kilometrelik ayrı bir bisiklet şeridi yapılacağını açıkladı. Şerit, balıkçı barınağından başlayarak eski gümrük binasına kadar uzanacak.

Projeye göre şerit, yaya yolundan alçak bir bordürle ayrılacak. Sahil yolundaki park yerlerinin bir kısmı kaldırılacak, bunun yerine eski balıkhane arsası otoparka dönüştürülecek.

Çalışmaların haziran ayında başlaması ve yaz sonunda bitmesi planlanıyor.
""",
        lead="Balıkçı barınağından eski gümrük binasına uzanacak şerit için çalışmalar haziranda başlıyor.",
        section="Yerel",
        related=(
            "Balıkhane arsası otopark oluyor",
            "İskele meydanı yenileniyor",
            "Körfezde deniz suyu temiz çıktı",
        ),
        most=(
            "Karaduvarspor liderliği bırakmadı",
            "Pazar yeri taşınıyor",
            "Feribot seferleri arttı",
            "Yaz konserleri programı açıklandı",
        ),
        tags=("Bisiklet", "Sahil yolu", "Belediye"),
        bio="Aylin Demirci Karaduvar Haber'in yerel yönetimler muhabiri.",
    )
    return make(
        "ax-tr-social-bisiklet",
        "discussion",
        "tr-karaduvar",
        st,
        Parts(after=widget, css=css),
        seeds(cs),
        path="/yerel/sahil-yoluna-4-kilometrelik-bisiklet-seridi-geliyor-h8812.html",
        container="div#yorumlar > div.hlk-plugin (the invented social network 'Halka''s plugin, rendered): '7 yorum', 'Sırala: En iyi yorumlar', a compose box; div.hlk-item > div.hlk-post (lazy avatar, a.hlk-name, profile line, div.hlk-text, 'Beğen · Yanıtla · 👍 n · 5 saat önce', 'Düzenlendi'); div.hlk-replies one level: the first shown, the others in div.hlk-collapsed.hlk-hide after '3 yanıtı daha gör'; 'Halka yorum eklentisi'",
        heading="7 yorum",
        description="A Turkish coastal-town news site of 2014 saved after its scripts ran: 7 readers' comments in a social network's comment plugin, 'En iyi yorumlar' order, profile lines, likes; three replies hidden by a CSS class under '3 yanıtı daha gör'.",
    )


def social_ax() -> list[Case]:
    return [pt_estrada(), tr_bisiklet()]
