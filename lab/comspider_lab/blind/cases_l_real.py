"""Blind set L: two discussions on the real comment systems the harness runs, in layouts earlier sets did not use:
Isso under a Blogger-like hosted blog of 2012 (tr), Waline in a dense Korean portal page of 2013 (ko)."""

from __future__ import annotations

from comspider_lab.blind.cases_l_common import PartsK, box, make, rows, story, thread
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import WALINE_CSS, isso_embed, waline_embed


def isso_tr() -> Case:
    c = thread(
        """
Selin Aydemir | | - | Cunda'daki o balıkçıyı biz de bulduk geçen yaz, gerçekten dünyanın en iyi kalamarı.
Murat Öztürk | | 0 | Adını verseniz keşke, her yaz başka bir yere gidiyoruz.
Hatice Teyze | | - | Şeytan Sofrası'nda gün batımını kaçırmayın, kalabalık olsa da değer.
Emre | | - | Zeytinyağı fabrikası müzesi pazartesi kapalı, biz kapıdan döndük, dikkat edin.
Ege Kıyısından | | 3 | Haklısın Emre, yazıya da ekledim. Teşekkürler!
"""
    )
    path = "/2012/09/ayvalikta-uc-gun.html"
    st = story(
        "Ayvalık'ta üç gün: Cunda, Şeytan Sofrası ve tost",
        "Gönderen Deniz",
        "Deniz Kaya",
        "2012-09-04T21:15:00+03:00",
        "4 Eylül 2012 Salı",
        """
Eylülün ilk haftasında, kalabalık dağılınca Ayvalık'a gittik. Üç gün boyunca Cunda'nın ara sokaklarında kaybolduk.

Sabahları çarşıda ünlü Ayvalık tostunu yedik, akşamları Şeytan Sofrası'nda gün batımını izledik.

Not: Zeytinyağı fabrikası müzesi pazartesi günleri kapalı.
""",
        declare="og",
    )
    after = (
        '<div class="post-footer-line">Etiketler: <a href="#">gezi</a>, <a href="#">Ayvalık</a></div>'
        '<div class="widget isso-area" id="yorum-alani">' + isso_embed("tr") + "</div>"
    )
    rail = box("minima", "Hakkımda", "<p>Deniz · İzmir</p>") + box(
        "minima", "Blog Arşivi", rows("minima", ["► 2012 (21)", "► 2011 (35)"])
    )
    return make(
        "l-isso-tr-blogspot",
        "discussion",
        "minima",
        "tr-isso",
        st,
        PartsK(after=after, rail=rail),
        c,
        path=path,
        container="Isso in a div.widget under a Blogger-like post",
        heading=None,
        description="Isso (Turkish labels) loaded with the page under a Blogger-like hosted travel blog of 2012, after the post's labels; five comments, one reply by the blog's author; no heading of the page's own; Open Graph.",
        static=False,
        system="isso",
        check_steps=("wait:1500",),
    )


def waline_ko() -> Case:
    c = thread(
        """
김정호 | | - | 통영 케이블카 연장 소식 반갑네요. 주말마다 대기 줄이 한 시간이 넘었거든요.
바다사랑 | | 0 | 연장보다 주차장부터 늘려야 할 것 같아요.
이수진 | | - | 미륵산 정상 데크도 같이 정비한다니 기대됩니다.
거제 주민 | | - | 거제 쪽에도 이런 시설 좀 만들어 주세요.
"""
    )
    path = "/news/articleView-30512.html"
    st = story(
        "통영 케이블카, 내년 봄 노선 연장 착공",
        "최민수 기자",
        "최민수",
        "2013-10-21T14:30:00+09:00",
        "승인 2013.10.21 14:30",
        """
통영시는 미륵산 케이블카 노선을 정상 부근까지 400m 연장하는 공사를 내년 3월 착공한다고 21일 밝혔다.

사업비는 85억 원이며 정상 전망 데크도 함께 정비한다.

시는 주말 대기 시간이 줄어들 것으로 기대하고 있다.
""",
        declare="jsonld",
    )
    locale = (
        "locale: { placeholder: '댓글을 입력하세요', sofa: '아직 댓글이 없습니다', submit: '등록', reply: '답글', "
        "cancelReply: '취소', nick: '닉네임', mail: '이메일', link: '웹사이트', more: '더 보기' },"
    )
    after = '<div class="blk" id="dat-box"><div class="blk-hd"><h3>독자 의견</h3></div><div class="blk-bd"><div id="wl-ko"></div></div></div>'
    end = waline_embed("root", path, "en", extra=locale) + (
        "<script>mountWaline(document.getElementById('wl-ko'));</script>"
    )
    return make(
        "l-waline-ko-portal",
        "discussion",
        "portal",
        "ko-wl",
        st,
        PartsK(
            after=after,
            rail=box(
                "portal",
                "많이 본 뉴스",
                rows("portal", ["거제 조선소 수주", "통영 굴 축제", "고성 공룡엑스포"], True),
            ),
            head=WALINE_CSS,
            end=end,
        ),
        c,
        path=path,
        container="Waline in a portal's div.blk#dat-box",
        heading="독자 의견",
        description="Waline (Korean labels) mounted with the page in a dense Korean local-news portal of 2013, in a box headed '독자 의견' ('readers' opinions'); four comments, one reply; JSON-LD.",
        static=False,
        system="waline",
        check_steps=("wait:2500",),
    )
