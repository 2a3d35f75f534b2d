"""Blind set AK: eight more hand-built discussions in the served HTML: a Swedish daily's registered readers with
replies hidden behind "Visa n svar till" (present in the HTML), a Japanese portal's agree/disagree thread without a
heading, a Korean paper's recommend counts, a Turkish portal with relative times, a Czech discussion with karma
points and a list, a Finnish village blog, a Hungarian portal whose replies quote their parent, and page 2 of a
Russian daily's discussion drawn as a flat run with depth classes. Every class name, name, place and text invented
for this set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_ak_common import (
    Case,
    Parts,
    Row,
    Story,
    body,
    esc,
    make,
    nest,
    seeds_of,
    thread,
)
from comspider_lab.blind.widgets import children


def sv_school() -> Case:
    rs = thread("""
Lena Åberg | 2023-09-13 19:02 | - | ag=41 | Det här är ett hårt slag mot hela Norrby. Skolan är det sista som håller ihop byn efter att affären stängde. // Mina barn kommer att få åka buss 45 minuter enkel väg. Hur ska sexåringar orka med det?
Per-Olof Nyström | 2023-09-13 19:20 | 0 | ag=12 | Jag förstår oron, men med 22 elever i sex årskurser går det inte att ha en bra skola. Lärarna räcker inte till.
Lena Åberg | 2023-09-13 19:41 | 1 | ag=18 | 22 elever nu, ja. Men det flyttar in barnfamiljer varje år. Stänger man skolan slutar de komma.
Kicki | 2023-09-13 19:55 | 0 | ag=9 | Håller med Lena. Vi flyttade hit just för skolans skull.
Anders B | 2023-09-13 20:10 | - | ag=7 | Vem har räknat på skolskjutsarna? De kostar också pengar, det glömmer politikerna alltid.
Maja Lindqvist | 2023-09-13 20:34 | 4 | ag=15 | Det står i utredningen, ungefär 1,2 miljoner om året. Besparingen blir ändå runt 4 miljoner.
Anders B | 2023-09-13 21:02 | 5 | ag=3 | Tack, då vet jag det. Låter ändå som kortsiktigt tänkande.
Göran Ek | 2023-09-13 20:50 | - | ag=22 | Jag gick själv i Norrby skola 1968. Då var vi 60 elever. Det är sorgligt men man kan inte stoppa utvecklingen.
Sofia H | 2023-09-13 21:15 | - | ag=5 | När fattas beslutet formellt? Går det att lämna synpunkter?
Granviks Tidning | 2023-09-13 21:40 | 8 | ag=11,red | Hej Sofia! Barn- och utbildningsnämnden tar beslut den 26 september. Synpunkter kan lämnas till kommunen fram till den 20:e.
Sofia H | 2023-09-13 21:48 | 9 | ag=2 | Tack för svaret!
Jonas Fredriksson | 2023-09-13 22:03 | - | ag=4 | Granviks skola är redan full. Var ska de nya eleverna sitta? I baracker?
Eva Sundin | 2023-09-14 06:58 | 11 | ag=6 | Enligt artikeln byggs det två nya klassrum i vinter. Om de blir klara i tid är en annan fråga.
Jonas Fredriksson | 2023-09-14 07:15 | 12 | ag=1 | Precis det jag menar.
Birgitta | 2023-09-14 07:40 | - | ag=30 | Ni som bor i Granvik förstår inte vad en skola betyder för en liten by. Det är inte bara undervisning, det är fritids, föreningsliv och gympasalen för pensionärerna på tisdagar.
Mats | 2023-09-14 08:12 | 14 | ag=8 | Jag bor i Granvik men är uppvuxen i Norrby och förstår precis. Tycker också att det är fel.
Hanna Ö | 2023-09-14 08:30 | 14 | ag=10 | Gympasalen kan väl vara kvar för föreningarna även om skolan läggs ner?
Birgitta | 2023-09-14 09:05 | 16 | ag=4 | Det hoppas jag, men vem ska betala uppvärmningen?
Leif Ström | 2023-09-14 09:33 | - | ag=2 | Samma sak hände i Västerby för tio år sedan. I dag bor där nästan inga barnfamiljer.
Amira K | 2023-09-14 10:12 | - | ag=13 | Som lärare i Granvik kan jag säga att vi kommer att ta emot barnen med öppna armar. Men det krävs resurser, inte bara klassrum.
Lena Åberg | 2023-09-14 10:40 | 19 | ag=9 | Tack Amira, det värmer. Det är inte er vi är arga på.
Pelle | 2023-09-14 11:55 | - | ag=0 | 👎
Karin Westberg | 2023-09-14 12:20 | - | ag=6 | Föräldraföreningen samlar in namn till en skrivelse. Vi finns i bygdegården på torsdag kl 18.
Tore | 2023-09-14 13:02 | 22 | ag=3 | Jag kommer. Sprid gärna till grannarna som inte läser tidningen på nätet.
Ylva Mårtensson | 2023-09-14 15:45 | - | ag=5 | Kan man inte slå ihop Norrby och Sörby skolor i stället? Det är bara tio minuter mellan byarna.
Per-Olof Nyström | 2023-09-14 16:20 | 24 | ag=7 | Det utreddes 2019 men Sörby skola har fuktskador. Därför föll det.
Ylva Mårtensson | 2023-09-14 16:41 | 25 | ag=2 | Det visste jag inte. Då förstår jag bättre.
""")
    seeds = seeds_of(rs)

    def count(i: int) -> int:
        return sum(1 + count(k) for k in children(seeds, i))

    def item(i: int, r: Row, sub: str) -> str:
        x = r.seed
        red = ' <span class="ld-redaktion">Redaktionen</span>' if r.has("red") else ""
        n = int(r.get("ag"))
        agree = f"{n} personer håller med" if n != 1 else "1 person håller med"
        return (
            f'<div class="ld-inlagg" id="ld-{5120 + i}"><div class="ld-rad"><span class="ld-namn">{esc(x.author)}</span>{red} '
            f'<span class="ld-tid">{esc(x.when)}</span></div><div class="ld-text">{body(r.raw)}</div>'
            f'<div class="ld-knappar"><button type="button" class="ld-gilla">Håll med</button> <span class="ld-antal">{agree}</span> '
            f'<a href="#ld-svara" class="ld-svara">Svara</a> <a href="/anmal/{5120 + i}" class="ld-anmal">Anmäl</a></div>{sub}</div>'
        )

    def sub(s: str, p: int) -> str:
        # the top-level comment's first reply shows; the rest waits behind a "Visa n svar till" button (in the HTML)
        if rs[p].seed.parent is not None:
            return f'<div class="ld-svar">{s}</div>'
        kids = children(seeds, p)
        if len(kids) < 2:
            return f'<div class="ld-svar">{s}</div>'
        cut = s.index(f'<div class="ld-inlagg" id="ld-{5120 + kids[1]}"')
        first, rest = s[:cut], s[cut:]
        hidden = sum(1 + count(k) for k in kids[1:])
        return (
            f'<div class="ld-svar">{first}<button type="button" class="ld-visa" data-for="ld-dolda-{5120 + p}">Visa {hidden} svar till</button>'
            f'<div class="ld-dolda" id="ld-dolda-{5120 + p}" hidden>{rest}</div></div>'
        )

    block = (
        '<section class="ld" id="lasardebatt"><h2>Läsarnas kommentarer (27)</h2>'
        '<p class="ld-info">Du måste vara inloggad med BankID för att kommentera. <a href="/logga-in">Logga in</a></p>'
        '<div class="ld-sortera"><span>Visa:</span> <a href="?ld=nyast">Nyast</a> <a class="vald" href="?ld=aldst">Äldst</a> '
        '<a href="?ld=mest">Mest gillade</a></div>' + nest(rs, item, sub) + "</section>"
    )
    script = (
        "<script>document.querySelectorAll('.ld-visa').forEach(function(b){b.addEventListener('click',function(){"
        "document.getElementById(b.dataset.for).hidden=false;b.remove();});});</script>"
    )
    st = Story(
        "Norrby skola föreslås läggas ner – eleverna flyttas till Granvik",
        "Av Johanna Lund",
        "2023-09-13T17:45:00+02:00",
        "13 september 2023 17:45",
        """
Förvaltningen föreslår att Norrby skola stängs efter vårterminen 2024. De 22 eleverna i förskoleklass till årskurs 5 ska i stället gå i Granviks skola, tolv kilometer bort.

Enligt utredningen sparar kommunen omkring fyra miljoner kronor om året, även när kostnaden för skolskjuts räknas in. Granviks skola får två nya klassrum under vintern.

Barn- och utbildningsnämnden fattar beslut den 26 september. Föräldrar i Norrby har redan börjat samla namn mot förslaget.
""",
        section="Skola",
    )
    return make(
        "ak-sv-dolda-svar",
        "discussion",
        "sv-granvik",
        st,
        Parts(after=block, end=script),
        seeds,
        path="/skola/norrby-skola-laggs-ner",
        container="section#lasardebatt.ld: h2 'Läsarnas kommentarer (27)', sort links, div.ld-inlagg (span.ld-namn, span.ld-tid, div.ld-text, 'Håll med', 'n personer håller med', 'Svara', 'Anmäl'); replies in div.ld-svar inside the parent; under a top-level comment with two or more replies only the first shows, the rest in div.ld-dolda[hidden] behind a 'Visa n svar till' button (in the served HTML)",
        heading="Läsarnas kommentarer (27)",
        description="A Swedish local daily of 2023 with registered readers' comments: 27 comments, replies three levels deep; under two top-level comments the later replies are in the served HTML but hidden behind 'Visa n svar till' (they count: present on the page); an answer from the newsroom; 'n personer håller med' counts; sort links; times '2023-09-13 19:02'.",
        check_steps=("click:.ld-visa", "click:.ld-visa"),
    )


def ja_station() -> Case:
    rs = thread("""
かずや | 2018/11/05 07:12 | - | v=45/3 | 駅前に高層マンションはいらない。今の商店街の雰囲気を残してほしい。
北浦在住30年 | 2018/11/05 07:40 | - | v=38/5 | 見直しは当然だと思う。説明会でも反対意見ばかりだった。
みどり | 2018/11/05 08:05 | 1 | v=6/0 | 説明会に行けなかったので、どんな意見が出たのか記事にしてほしいです。
通勤者 | 2018/11/05 08:31 | - | v=20/12 | 毎日駅を使う立場からすると、バスロータリーの整備だけは早く進めてほしい。朝は本当に危ない。
山本 | 2018/11/05 09:00 | 3 | v=9/1 | 同感です。送迎の車が歩道に止まっていて、子どもが車道を歩いています。
あおい | 2018/11/05 09:47 | - | v=12/2 | 計画が白紙になるわけではないんですよね？　記事を読む限り、規模を縮小するだけのように見えます。
元商店会役員 | 2018/11/05 10:20 | - | v=27/4 | 商店街の店主はほとんどが70代。再開発がなくても10年後には半分以上閉まると思う。現実を見てほしい。
ゆう | 2018/11/05 11:02 | 6 | v=8/6 | だからこそ、若い人が店を出せる仕組みを作るべきでは。
ケン | 2018/11/05 12:30 | - | v=3/15 | 税金の無駄。
北浦の母 | 2018/11/05 13:15 | - | v=19/0 | 図書館と子育て支援センターを駅前に入れる案はぜひ残してほしい。雨の日に子どもを連れて行ける場所が少ないです。
さとし | 2018/11/05 14:40 | 9 | v=4/0 | 図書館は賛成。今の場所は駐車場が狭すぎる。
匿名希望 | 2018/11/05 16:08 | - | v=2/7 | 市長選の前に見直しを発表するのは、選挙対策にしか見えない。
たなか | 2018/11/05 18:22 | - | v=11/1 | 駅の北口の空き地はどうなるのでしょう。そちらの方が先だと思います。
まさみ | 2018/11/05 20:45 | - | v=7/0 | 記事の図がわかりやすかったです。ありがとうございます。
はるか | 2018/11/06 06:30 | 11 | v=5/2 | 選挙と関係なく、住民の声を聞いた結果だと思いますよ。
ヒロ | 2018/11/06 08:10 | - | v=1/0 | 駐輪場も増やしてほしい。
""")

    def item(i: int, r: Row, sub: str) -> str:
        x = r.seed
        yes, no = r.get("v").split("/")
        nrep = len(children(seeds_of(rs), i))
        reps = (
            f'<span class="ik-hensu">返信 {nrep}件</span>'
            if nrep
            else '<a class="ik-henshin" href="#ik-toko">返信する</a>'
        )
        return (
            f'<li class="ik-ken" id="ik-{i + 1}"><div class="ik-ue"><span class="ik-namae">{esc(x.author)}</span>'
            f'<span class="ik-jikan">{esc(x.when)}</span></div><div class="ik-honbun">{body(r.raw)}</div>'
            f'<div class="ik-shita"><button type="button" class="ik-hai">そう思う {yes}</button> '
            f'<button type="button" class="ik-iie">そう思わない {no}</button> {reps}</div>{sub}</li>'
        )

    block = (
        '<div class="ik-waku"><div class="ik-narabi"><a href="?s=new">新着順</a> | <b>古い順</b> | <a href="?s=agree">そう思う順</a></div>'
        '<ul class="ik-itiran">'
        + nest(rs, item, lambda s, _p: f'<ul class="ik-hensin-itiran">{s}</ul>')
        + '</ul><p class="ik-chui">投稿は利用規約に同意したものとみなします。</p></div>'
    )
    st = Story(
        "北浦駅前の再開発、市が計画を見直しへ　高層棟を縮小",
        "北浦日報 編集部",
        "2018-11-04T19:00:00+09:00",
        "2018年11月4日 19:00",
        """
北浦市は4日、北浦駅前の再開発計画を見直すと発表した。当初は25階建ての住宅棟を含む複合ビルを予定していたが、住民説明会で反対意見が相次いだことを受け、高さを抑える方向で検討する。

見直し案では、図書館と子育て支援センターを低層部に入れる計画は維持する。バスロータリーの整備は先行して2020年度に着手する予定だ。

市長は「商店街の皆さんと話し合いながら、駅前の将来像をまとめたい」と述べた。
""",
        section="行政",
    )
    return make(
        "ak-ja-sou-omou",
        "discussion",
        "ja-kitaura",
        st,
        Parts(after=block),
        seeds_of(rs),
        path="/gyosei/ekimae-saikaihatsu-minaoshi",
        container="div.ik-waku: sort links '新着順 | 古い順 | そう思う順', ul.ik-itiran > li.ik-ken (span.ik-namae, span.ik-jikan, div.ik-honbun, buttons 'そう思う n' 'そう思わない n', '返信 n件' or '返信する'); replies in ul.ik-hensin-itiran inside the parent li",
        heading=None,
        description="A Japanese regional news portal of 2018: 16 readers' comments on a station redevelopment, five replies one level deep, agree/disagree counts, sort controls, no heading; times with year-first slashes '2018/11/05 07:12'; no 'comment' in the markup.",
    )


def ko_beach() -> Case:
    rs = thread("""
바닷가토박이 | 2024.03.05 07:40 | - | v=34/5 | 반려견 구역을 따로 만든다니 좋네요. 지금은 아무 데나 데려와서 아이들이 무서워했어요.
몽이아빠 | 2024.03.05 08:12 | 0 | v=12/1 | 견주로서도 환영합니다. 따로 구역이 있으면 눈치 안 보고 갈 수 있으니까요.
정미경 | 2024.03.05 09:05 | - | v=8/9 | 배설물 처리는 누가 관리하나요? 모래사장은 치우기도 어려운데요.
해변지기 | 2024.03.05 09:30 | 2 | v=15/0 | 기사에 보면 배변봉투함하고 전담 관리 인력 두 명을 배치한다고 나와 있네요.
김도현 | 2024.03.05 10:47 | - | v=5/2 | 여름 성수기에만 운영하는 건가요, 아니면 1년 내내인가요?
이서윤 | 2024.03.05 11:20 | - | v=21/3 | 대형견 입마개 규정도 확실히 해 주셨으면 합니다. 작년에 큰 개가 아이한테 달려드는 걸 봤어요.
몽이아빠 | 2024.03.05 11:58 | 5 | v=6/4 | 모든 대형견이 위험한 건 아니지만, 규정이 있으면 서로 편하긴 하겠네요.
최영수 | 2024.03.05 13:10 | - | v=3/0 | 동쪽 끝 구역이면 주차장에서 너무 멀지 않나요?
바다마을주민 | 2024.03.05 14:22 | - | v=9/1 | 관광객 늘어나는 건 좋은데 주말마다 마을 길이 막혀서 주민들은 힘듭니다. 셔틀버스도 같이 생각해 주세요.
박은지 | 2024.03.05 16:40 | - | v=11/0 | 좋은 시도라고 생각합니다. 다른 해수욕장에서도 잘 운영되고 있더라고요.
해변지기 | 2024.03.05 18:03 | 4 | v=4/0 | 7월부터 8월 말까지 시범 운영이고, 결과를 보고 연장 여부를 정한대요.
초코맘 | 2024.03.06 07:15 | - | v=2/0 | 우리 초코도 올여름에는 바다 구경 시켜줄 수 있겠네요 🐶
""")

    def item(i: int, r: Row, sub: str) -> str:
        x = r.seed
        up, down = r.get("v").split("/")
        best = '<em class="dg-best">BEST</em> ' if int(up) >= 20 else ""
        return (
            f'<div class="dg-item" id="dg-{9001 + i}"><p class="dg-who">{best}<strong class="dg-nick">{esc(x.author)}</strong> '
            f'<span class="dg-date">{esc(x.when)}</span></p><div class="dg-txt">{body(r.raw)}</div>'
            f'<p class="dg-btns"><button type="button" class="dg-re">답글</button> <button type="button" class="dg-up">추천 {up}</button> '
            f'<button type="button" class="dg-down">반대 {down}</button> <a class="dg-singo" href="/singo/{9001 + i}">신고</a></p>{sub}</div>'
        )

    block = (
        '<div class="dg-wrap"><h3 class="dg-tit">댓글 <span>12</span></h3><div class="dg-write"><textarea placeholder="로그인 후 이용해 주세요."></textarea>'
        '<button type="button">등록</button></div><div class="dg-list">'
        + nest(rs, item, lambda s, _p: f'<div class="dg-re-list">{s}</div>')
        + "</div></div>"
    )
    st = Story(
        "바다마을 해수욕장, 올여름부터 반려견 동반 구역 운영",
        "이지훈 기자",
        "2024-03-04T15:00:00+09:00",
        "2024.03.04 15:00",
        """
바다마을 해수욕장에 올여름부터 반려견과 함께 이용할 수 있는 구역이 생긴다. 군은 4일 해수욕장 동쪽 끝 약 300m 구간을 반려견 동반 구역으로 지정한다고 밝혔다.

구역에는 배변봉투함과 세족장이 설치되고 전담 관리 인력 두 명이 배치된다. 대형견은 목줄과 입마개를 해야 한다.

군은 7월부터 8월 말까지 시범 운영한 뒤 결과를 보고 내년 운영 여부를 정할 계획이다.
""",
        section="마을",
    )
    return make(
        "ak-ko-chucheon",
        "discussion",
        "ko-haenam",
        st,
        Parts(after=block),
        seeds_of(rs),
        path="/maeul/haesuyokjang-bangryeongyeon",
        container="div.dg-wrap: h3 '댓글 12', a write box, div.dg-list > div.dg-item (a 'BEST' mark on some, strong.dg-nick, span.dg-date, div.dg-txt, '답글', '추천 n', '반대 n', '신고'); replies in div.dg-re-list inside the parent",
        heading="댓글 12",
        description="A Korean coastal local paper of 2024: 12 readers' comments on a dog-friendly beach zone, four replies, 'BEST' marks, recommend/oppose counts, an emoji at the end of one; times '2024.03.05 07:40'.",
    )


def tr_river() -> Case:
    rs = thread("""
Hakan Demir | 5 saat önce | - | v=12/2 | Yıllardır bekliyoruz. Umarım bu sefer ağaçları kesmeden yaparlar.
Zeynep K. | 5 saat önce | 0 | v=7/0 | Projede mevcut ağaçların korunacağı yazıyor Hakan Bey, haberin sonunda.
Mustafa Çelik | 4 saat önce | - | v=3/8 | Yürüyüş yolundan önce şehrin kanalizasyonu yapılsın. Her yağmurda sokaklar göle dönüyor.
Emine Arslan | 4 saat önce | 2 | v=5/1 | İkisi ayrı bütçe, biri yapılınca öbürü yapılmıyor değil ki.
Serkan | 3 saat önce | - | v=9/0 | Bisiklet yolu da olacak mı? Haberde sadece yürüyüş yolu geçiyor.
Gülay Öztürk | 3 saat önce | - | v=15/1 | Akşamları aydınlatma şart. Kıyı tarafı şu an çok karanlık, kadınlar orada yürüyemiyor.
Hakan Demir | 2 saat önce | 5 | v=6/0 | Kesinlikle katılıyorum.
Ali Rıza | 2 saat önce | - | v=2/3 | Süper.
Deniz Yalçın | 2 saat önce | 4 | v=4/0 | Belediyenin sitesindeki projede iki metrelik bir bisiklet şeridi var, ben gördüm.
Osman Kaya | 1 saat önce | - | v=1/4 | İhaleyi kimin alacağı belli zaten.
Sibel | 45 dakika önce | - | v=8/0 | Köprü ile eski hamam arasındaki kısım da dahil mi? Orası en bakımsız yer.
Murat Aksoy | 30 dakika önce | - | v=3/0 | Bu güzel haber için teşekkürler, fotoğraflar da çok güzel.
Ayşe Nur | 10 dakika önce | 10 | v=0/0 | Haritaya göre dahil, hamama kadar uzanıyor.
""")

    def item(i: int, r: Row, sub: str) -> str:
        x = r.seed
        up, down = r.get("v").split("/")
        return (
            f'<li class="oy-satir" id="oy-{i + 1}"><img class="oy-avatar" src="/_avatar/oy-{i}.svg" alt="" width="36" height="36">'
            f'<div class="oy-govde"><p class="oy-bas"><b class="oy-isim">{esc(x.author)}</b> · <span class="oy-zaman">{esc(x.when)}</span></p>'
            f'<div class="oy-metin">{body(r.raw)}</div><p class="oy-alt"><button type="button" class="oy-begen">👍 {up}</button> '
            f'<button type="button" class="oy-begenme">👎 {down}</button> <a href="#oy-yaz" class="oy-yanitla">Yanıtla</a></p>{sub}</div></li>'
        )

    block = (
        '<section class="oy"><h2>Okur yorumları (13)</h2><ul class="oy-liste">'
        + nest(rs, item, lambda s, _p: f'<ul class="oy-yanitlar">{s}</ul>')
        + '</ul><form id="oy-yaz" class="oy-form" method="post" action="/oy/gonder"><input name="ad" placeholder="Adınız">'
        '<textarea name="metin" placeholder="Yorumunuzu yazın"></textarea><button type="submit">Gönder</button></form></section>'
    )
    st = Story(
        "Yeşilırmak kıyısına 3 kilometrelik yürüyüş yolu: ihale yarın",
        "Haber: Elif Doğan",
        "2022-04-08T08:30:00+03:00",
        "8 Nisan 2022",
        """
Belediye, Yeşilırmak'ın kuzey kıyısı boyunca uzanacak 3 kilometrelik yürüyüş yolu için yarın ihaleye çıkıyor. Proje, Yeni Köprü'den eski hamama kadar olan bölümü kapsıyor.

Yürüyüş yolunun yanında iki metrelik bir bisiklet şeridi, oturma alanları ve aydınlatma yapılacak. Kıyıdaki çınar ağaçları projeye dahil edilerek korunacak.

Çalışmaların ekim ayında tamamlanması hedefleniyor.
""",
        section="Belediye",
    )
    return make(
        "ak-tr-goreli-zaman",
        "discussion",
        "tr-yesilirmak",
        st,
        Parts(after=block),
        seeds_of(rs),
        path="/belediye/yesilirmak-yuruyus-yolu",
        container="section.oy: h2 'Okur yorumları (13)', ul.oy-liste > li.oy-satir (avatar, b.oy-isim, span.oy-zaman, div.oy-metin, '👍 n', '👎 n', 'Yanıtla'); replies in ul.oy-yanitlar inside the parent; a form after",
        heading="Okur yorumları (13)",
        description="A Turkish city portal of 2022: 13 readers' comments on a riverside path, five replies, thumbs up/down counts, a one-word comment; relative times only ('5 saat önce').",
    )


def cs_bypass() -> Case:
    rs = thread("""
Jiří Novák | 12. 6. 2020 v 7:12 | - | k=+14 | Konečně. Kamiony nám jezdí pod okny třicet let.
Petra Malá | 12. 6. 2020 v 7:48 | 0 | k=+5 | To je pravda, ale ještě dva roky budou jezdit přes Lhotku. Tam je to úzké a chodí tudy děti do školy.
Jiří Novák | 12. 6. 2020 v 8:05 | 0 | k=+3 | Nějak se to zvládnout musí, jinak obchvat nebude nikdy.
Radek S. | 12. 6. 2020 v 9:41 | - | k=+9 | Pro ty, kdo se ptají na objízdné trasy, shrnutí z městského zpravodaje: // • osobní auta přes Lhotku a Dvorce • nákladní doprava po silnici první třídy přes Hradiště • autobusy beze změn až do prosince
Ivana Horáková | 12. 6. 2020 v 10:20 | 3 | k=+4 | Díky za přehled, v článku to bylo trochu zmatené.
Miloš | 12. 6. 2020 v 11:02 | - | k=−6 | Zase vyhozené peníze. Stačilo by opravit starou silnici.
Tomáš Dvořák | 12. 6. 2020 v 11:30 | 5 | k=+8 | Stará silnice vede přes náměstí a kolem školy. Oprava by nepomohla vůbec ničemu.
Miloš | 12. 6. 2020 v 12:14 | 5 | k=−2 | Uvidíme za pět let.
Hana Černá | 12. 6. 2020 v 14:50 | - | k=+2 | Bude během stavby průjezdná cyklostezka k rybníku?
Lukáš Beneš | 12. 6. 2020 v 16:33 | 8 | k=+1 | Podle mapy na webu kraje bude uzavřená jen v úseku u mostu, asi dva měsíce.
Zdeňka P. | 12. 6. 2020 v 19:05 | - | k=+3 | Bydlíme ve Lhotce a nikdo se nás na nic neptal. Kdo nám zaplatí protihluková okna?
Petra Malá | 12. 6. 2020 v 19:40 | 10 | k=+6 | Zdeňko, psali jsme s ostatními sousedy na obec, můžete se přidat. Ozvěte se mi.
Karel V. | 13. 6. 2020 v 6:55 | - | k=0 | Dobrý článek, konečně srozumitelná mapa.
Věra Koubková | 13. 6. 2020 v 8:30 | - | k=+1 | Ať to hlavně netrvá déle, než slibují.
""")

    def item(i: int, r: Row, sub: str) -> str:
        x = r.seed
        return (
            f'<li class="dsk-prispevek" id="p{60310 + i}"><div class="dsk-hlavicka"><a class="dsk-autor" href="/uzivatel/{60310 + i}">{esc(x.author)}</a> '
            f'<span class="dsk-cas">{esc(x.when)}</span> <span class="dsk-karma" title="Hodnocení">{esc(r.get("k"))}</span></div>'
            f'<div class="dsk-obsah">{body(r.raw)}</div><div class="dsk-ovladani"><a href="/diskuse/odpovedet/{60310 + i}">Odpovědět</a> '
            f'<a href="#p{60310 + i}" class="dsk-plus">+</a> <a href="#p{60310 + i}" class="dsk-minus">−</a></div>{sub}</li>'
        )

    block = (
        '<div class="dsk" id="diskuse"><h2 class="dsk-nadpis">Diskuse (14 příspěvků)</h2><ul class="dsk-strom">'
        + nest(rs, item, lambda s, _p: f'<ul class="dsk-vetev">{s}</ul>')
        + '</ul><p class="dsk-pravidla">Diskuse je moderována. <a href="/pravidla">Pravidla diskuse</a></p></div>'
    )
    st = Story(
        "Obchvat Podhůří: stavba začne v září, objízdná trasa povede přes Lhotku",
        "Martin Kratochvíl",
        "2020-06-11T16:10:00+02:00",
        "11. 6. 2020",
        """
Stavba dlouho očekávaného obchvatu Podhůří začne v září. Kraj ve čtvrtek podepsal smlouvu se zhotovitelem, práce mají trvat dva roky a stát 640 milionů korun.

Během stavby povede objízdná trasa pro osobní auta přes Lhotku a Dvorce. Nákladní doprava pojede po silnici první třídy přes Hradiště.

Obyvatelé Lhotky se obávají hluku a provozu kolem školy. Obec chce požádat kraj o dočasné omezení rychlosti.
""",
        section="Doprava",
    )
    return make(
        "ak-cs-karma-strom",
        "discussion",
        "cs-podhuri",
        st,
        Parts(after=block),
        seeds_of(rs),
        path="/doprava/obchvat-podhuri-zari",
        container="div#diskuse.dsk: h2 'Diskuse (14 příspěvků)', ul.dsk-strom > li.dsk-prispevek (a.dsk-autor, span.dsk-cas, span.dsk-karma '+n'/'−n', div.dsk-obsah, 'Odpovědět', '+', '−'); replies in ul.dsk-vetev inside the top-level li, one level deep",
        heading="Diskuse (14 příspěvků)",
        description="A Czech regional paper of 2020: 14 readers' posts on a bypass, replies one level deep (answers to answers filed under the first post), karma points '+14' / '−6', a bulleted list in one post; times '12. 6. 2020 v 7:12'.",
    )


def fi_roof() -> Case:
    rs = thread("""
Seija | 12.3.2023 klo 14.05 | - | - | Hienoa, että talkoot saatiin järjestettyä! Tuon pullaa lauantaiaamuna.
Pirjo | 12.3.2023 klo 15.20 | 0 | au | Kiitos Seija, pulla maistuu aina talkoolaisille!
Antero Mäkelä | 12.3.2023 klo 18.40 | - | - | Minulla on peräkärry ja pari tikapuuta, voin tuoda ne paikalle. Kysykää vaan.
Tiina H. | 13.3.2023 klo 9.02 | - | - | Tässä vielä kunnan ohje avustuksen hakemiseen, jos joku muu kylä miettii samaa: [kyläavustukset 2023](https://kunta.example/kylaavustukset) ja hakuaika päättyy huhtikuun lopussa.
Pirjo | 13.3.2023 klo 10.15 | 2 | au | Antero, kiitos! Tikapuut ovat tarpeen, laitan sinut listaan.
Ville | 14.3.2023 klo 20.30 | - | - | Tulen lauantaina mukaan poikien kanssa.
""")

    def item(i: int, r: Row, sub: str) -> str:
        x = r.seed
        badge = ' <span class="kk-kirjoittaja">Kirjoittaja</span>' if r.has("au") else ""
        return (
            f'<div class="kk-viesti" id="kk-{i + 1}"><p class="kk-tiedot"><span class="kk-nimi">{esc(x.author)}</span>{badge}<br>'
            f'<small class="kk-aika">{esc(x.when)}</small></p><div class="kk-sisalto">{body(r.raw)}</div>'
            f'<a class="kk-vastaa" href="#kk-lomake">Vastaa</a>{sub}</div>'
        )

    block = (
        '<section class="kk"><h3>6 kommenttia</h3>'
        + nest(rs, item, lambda s, _p: f'<div class="kk-vastaukset">{s}</div>')
        + '<form id="kk-lomake" class="kk-lomake" method="post" action="/kk/laheta"><h4>Jätä kommentti</h4>'
        '<textarea name="viesti"></textarea><input name="nimi" placeholder="Nimi"><button type="submit">Lähetä</button></form></section>'
    )
    st = Story(
        "Kylätalon katto korjataan talkoilla lauantaina",
        "Pirjo, kyläyhdistyksen sihteeri",
        "2023-03-10T19:00:00+02:00",
        "10.3.2023",
        """
Kylätalon vanha peltikatto on vuotanut jo kaksi talvea. Nyt korjaus vihdoin tehdään: kunta myönsi kyläyhdistykselle avustuksen tarvikkeisiin, ja työ tehdään talkoilla.

Talkoot alkavat lauantaina kello yhdeksän. Mukaan tarvitaan sekä kattotöihin tottuneita että kahvinkeittäjiä ja siivoojia.

Ilmoittaudu Pirjolle tai tule suoraan paikalle. Omat työhanskat kannattaa ottaa mukaan.
""",
        section="Kylä",
    )
    return make(
        "ak-fi-kyla-talkoot",
        "discussion",
        "fi-kuusela",
        st,
        Parts(after=block),
        seeds_of(rs),
        path="/kyla/kylatalon-katto-talkoot",
        container="section.kk: h3 '6 kommenttia', div.kk-viesti (span.kk-nimi, 'Kirjoittaja' badge, small.kk-aika, div.kk-sisalto, 'Vastaa'); replies in div.kk-vastaukset inside the parent; a form after",
        heading="6 kommenttia",
        description="A Finnish village association's blog of 2023: 6 readers' comments on a roof repair work party, the post author's two replies badged 'Kirjoittaja', a link in one comment; times '12.3.2023 klo 14.05'.",
    )


def hu_waste() -> Case:
    rs = thread("""
Kovács Béla | 2024. május 3. 07:40 | - | - | Végre! Eddig a gyűjtőszigetre kellett hordani mindent, ami mindig tele volt.
Nagy Erzsébet | 2024. május 3. 08:15 | - | - | Hány kukát kell majd tartani? A mi udvarunk kicsi, nem fér el négy tároló.
Szabó Gábor | 2024. május 3. 08:52 | 1 | q | Kettőt: a sárga zsákot a műanyagnak és a papírnak, meg a barna kukát a zöldhulladéknak, ha kéri az ember.
Tóth Anikó | 2024. május 3. 10:15 | - | ed | Kéthetente lesz az elszállítás? Nyáron a zöldhulladék két hét alatt eléggé büdös lesz. Remélem, ezt átgondolják.
Varga Péter | 2024. május 3. 11:30 | 3 | q | Nyáron hetente viszik a barnát, a cikk második bekezdésében benne van.
Horváth Judit | 2024. május 3. 12:44 | - | - | Az üveget továbbra is a szigetre kell vinni, vagy azt is elviszik?
Fekete Dóra | 2024. május 3. 14:05 | 5 | au,q | Az üveget továbbra is a gyűjtőszigeteken kell leadni, ezt a szolgáltató megerősítette nekünk.
Balogh István | 2024. május 3. 16:20 | - | - | Mennyivel lesz drágább a szemétdíj? Erről egy szó sincs.
Kiss Réka | 2024. május 3. 18:48 | 7 | q,ed | Az önkormányzat szerint nem változik a díj, mert a lerakási költség csökken.
Papp Lajos | 2024. május 4. 09:10 | - | - | Jó hír, de a város szélén lakók is megkapják a zsákokat? Tavaly kimaradtunk a lomtalanításból.
Lakatos Ildikó | 2024. május 4. 13:37 | - | - | 👍👍
""")

    def item(i: int, r: Row, sub: str) -> str:
        x = r.seed
        quote = ""
        if r.has("q") and x.parent is not None:
            p = rs[x.parent].seed
            first = p.text.split("? ")[0].split(". ")[0]
            first += "" if first.endswith((".", "?", "!")) else "…"
            quote = f'<blockquote class="hsz-idezet"><p class="hsz-idezet-ki">{esc(p.author)} írta:</p><p>{esc(first)}</p></blockquote>'
        badge = ' <span class="hsz-szerzo">Szerző</span>' if r.has("au") else ""
        edited = ' <span class="hsz-szerk">(szerkesztve)</span>' if r.has("ed") else ""
        return (
            f'<li class="hsz" id="hsz-{i + 1}"><div class="hsz-fej"><img src="/_avatar/hsz-{i}.svg" alt="" width="40" height="40">'
            f'<cite class="hsz-nev">{esc(x.author)}</cite>{badge}<a class="hsz-ido" href="#hsz-{i + 1}">{esc(x.when)}</a>{edited}</div>'
            f'<div class="hsz-szoveg">{quote}{body(r.raw)}</div><div class="hsz-valasz"><a href="#hsz-urlap">Válasz</a></div>{sub}</li>'
        )

    block = (
        '<div class="hozzaszolasok"><h3>Hozzászólások (11)</h3><ol class="hsz-lista">'
        + nest(rs, item, lambda s, _p: f'<ol class="hsz-al">{s}</ol>')
        + '</ol><form id="hsz-urlap" method="post" action="/hsz/kuld"><h4>Szólj hozzá!</h4><textarea name="szoveg"></textarea>'
        '<input name="nev" placeholder="Név"><button type="submit">Elküld</button></form></div>'
    )
    st = Story(
        "Tiszaréten is házhoz jön a szelektív hulladékgyűjtés",
        "Fekete Dóra",
        "2024-05-02T16:00:00+02:00",
        "2024. május 2.",
        """
Júniustól Tiszaréten is házhoz viszik a szelektíven gyűjtött hulladékot. A háztartások sárga zsákot kapnak a műanyag és papír, kérésre barna kukát a zöldhulladék számára.

A sárga zsákokat kéthetente, a barna kukát nyáron hetente, télen havonta ürítik. Az üveget továbbra is a gyűjtőszigeteken kell leadni.

Az önkormányzat szerint a szemétdíj nem változik.
""",
        section="Város",
    )
    return make(
        "ak-hu-idezett-szulo",
        "discussion",
        "hu-tiszaret",
        st,
        Parts(after=block),
        seeds_of(rs),
        path="/varos/szelektiv-hulladek-hazhoz",
        container="div.hozzaszolasok: h3 'Hozzászólások (11)', ol.hsz-lista > li.hsz (cite.hsz-nev, 'Szerző' badge, a.hsz-ido, '(szerkesztve)', div.hsz-szoveg opening with blockquote.hsz-idezet 'X írta:' quoting the parent's first sentence on four replies, 'Válasz'); replies in ol.hsz-al inside the parent li",
        heading="Hozzászólások (11)",
        description="A Hungarian town portal of 2024: 11 readers' comments on doorstep recycling, four replies that open with a blockquote of their parent's first sentence (the quote is not the reply's text), the article's author answering with a 'Szerző' badge, '(szerkesztve)' marks, an emoji-only comment; times '2024. május 3. 07:40'.",
    )


def ru_page2() -> Case:
    rs = thread("""
Ольга Петровна | 03.04.2022 10:12 | - | - | В нашем доме на Советской, 14 за три года ни разу не убрали подвал. Хуже точно не будет.
Сергей К. | 03.04.2022 10:30 | 0 | - | Хуже всегда может быть, Ольга Петровна. Новая компания тоже пока ничего не сделала.
Ольга Петровна | 03.04.2022 10:47 | 1 | - | Ну хоть шанс появится. А так только квитанции растут.
Виктор | 03.04.2022 11:05 | - | - | Кто-нибудь знает, как проголосовать против на общем собрании, если работаешь в смену?
Наталья Громова | 03.04.2022 11:22 | 3 | - | Можно заочно, бюллетень приносят домой. У нас так и делали в прошлом году.
Виктор | 03.04.2022 11:40 | 4 | - | Спасибо, не знал.
Алексей Смирнов | 03.04.2022 12:15 | - | - | Я живу в доме, который уже перешёл к новой компании. Отвечу на вопросы, если что. // Пока плюсы такие: сантехник приходит в тот же день, подъезд моют раз в неделю. Минус: тариф на содержание вырос на два рубля с метра.
Ирина | 03.04.2022 12:40 | 6 | - | А крышу они чинят? У нас течёт над пятым этажом второй год.
Алексей Смирнов | 03.04.2022 13:02 | 7 | - | Нам подлатали в марте, но это был мелкий ремонт. Про капитальный говорят, что это через фонд.
дед Матвей | 03.04.2022 13:30 | - | - | Как было при старой, так и будет при новой. Проходили.
Марина Ю. | 03.04.2022 14:08 | - | - | Редакция, можно узнать, кто владелец новой компании? В статье про это ни слова.
Белозёрские ведомости | 03.04.2022 15:20 | 10 | red | Марина, компания зарегистрирована в областном центре, её учредитель — местный предприниматель. Мы направили запрос и напишем об ответе.
Марина Ю. | 03.04.2022 15:35 | 11 | - | Будем ждать.
Павел | 03.04.2022 16:02 | - | - | Главное, чтобы не было как в Заречном посёлке: там компания собрала деньги за полгода и исчезла.
Татьяна Лебедева | 03.04.2022 16:45 | 13 | - | Это была другая история, там директор сейчас под следствием. Не надо всех под одну гребёнку.
Николай Иванович | 03.04.2022 17:10 | - | - | Старики в нашем доме даже не знают, что будет собрание. Объявление повесили на двери, и всё.
Светлана | 03.04.2022 17:38 | 15 | - | Николай Иванович, давайте мы с соседями пройдём по квартирам и расскажем. Я на третьем этаже живу.
Дмитрий Орлов | 03.04.2022 18:05 | - | - | Лучше бы город создал свою управляющую компанию, как раньше был ЖЭК.
Сергей К. | 03.04.2022 18:40 | 17 | - | @Дмитрий Орлов ЖЭК тоже не сахар был, я помню.
Людмила | 03.04.2022 19:12 | - | - | Спасибо за статью, наконец понятно, что происходит.
Андрей В. | 03.04.2022 19:50 | - | - | А что с долгами старой компании перед водоканалом? Они на жильцов не лягут?
Наталья Громова | 03.04.2022 20:15 | 20 | - | По закону не должны, но лучше сохранять все квитанции об оплате.
Гоша | 03.04.2022 20:44 | - | - | 🤦‍♂️
Елена Сорокина | 03.04.2022 21:30 | - | - | У нас в доме уже собрали подписи за переход. Двери хотя бы починят, надеюсь.
Виктор | 03.04.2022 22:05 | 23 | - | А у вас какой дом?
Елена Сорокина | 03.04.2022 22:20 | 24 | - | Ленина, 31.
Игорь Белов | 04.04.2022 07:40 | - | - | Администрация, как обычно, узнаёт о проблемах из газеты.
Валентина | 04.04.2022 08:15 | - | - | Пусть сначала отчитаются, куда ушли деньги на капремонт за прошлый год.
""")
    seeds = seeds_of(rs)

    def depth(i: int) -> int:
        p = seeds[i].parent
        return 1 if p is None else 1 + depth(p)

    order: list[int] = []

    def walk(parent: int | None) -> None:
        for k in children(seeds, parent):
            order.append(k)
            walk(k)

    walk(None)
    items = ""
    for n, i in enumerate(order):
        x, r = seeds[i], rs[i]
        d = depth(i)
        to = (
            f'<span class="km-otvet">ответ для {esc(seeds[x.parent].author)}</span> '
            if x.parent is not None
            else ""
        )
        red = ' <span class="km-redakciya">редакция</span>' if r.has("red") else ""
        items += (
            f'<div class="km-item km-ur{d}" id="km-{1427 + n}" style="margin-left:{(d - 1) * 36}px"><div class="km-shapka">'
            f'<span class="km-nomer">#{27 + n}</span> <b class="km-avtor">{esc(x.author)}</b>{red} {to}<span class="km-data">{esc(x.when)}</span></div>'
            f'<div class="km-tekst">{body(r.raw)}</div><div class="km-dey"><a href="#km-forma">Ответить</a> · <a href="/zhaloba/{1427 + n}">Пожаловаться</a></div></div>'
        )
    block = (
        '<section class="km" id="kommentarii"><h2>Комментарии (74)</h2>'
        '<nav class="km-str"><a href="?kpage=1">← Предыдущие комментарии</a></nav>'
        f'<div class="km-lenta">{items}</div>'
        '<nav class="km-str km-nomera"><a href="?kpage=1">1</a> <b>2</b> <a href="?kpage=3">3</a> <a href="?kpage=3">Следующие →</a></nav>'
        '<form id="km-forma" method="post" action="/km/otpravit"><textarea name="tekst" placeholder="Ваш комментарий"></textarea>'
        '<input name="imya" placeholder="Имя"><button type="submit">Отправить</button></form></section>'
    )
    st = Story(
        "В Белозёрске сменят управляющую компанию в двадцати домах",
        "Анна Кузнецова",
        "2022-04-02T09:00:00+03:00",
        "2 апреля 2022",
        """
Жители двадцати многоквартирных домов в центре Белозёрска в апреле проголосуют за переход к новой управляющей компании. Договор со старой компанией, к которой у жильцов много претензий, истекает в мае.

Новая компания уже обслуживает шесть домов на улице Ленина. Тариф на содержание жилья там вырос на два рубля за квадратный метр.

Голосование пройдёт в очной и заочной форме. Бюллетени будут разносить по квартирам.
""",
        section="ЖКХ",
    )
    return make(
        "ak-ru-stranica2",
        "discussion",
        "ru-belozersk",
        st,
        Parts(after=block),
        seeds,
        path="/zhkh/smena-upravlyayushchej-kompanii",
        container="section#kommentarii.km: h2 'Комментарии (74)', '← Предыдущие комментарии', div.km-lenta: a flat run of div.km-item.km-urN (margin-left by depth; '#n', b.km-avtor, 'ответ для name' on replies, span.km-data, div.km-tekst, 'Ответить', 'Пожаловаться'); page links '1 2 3 Следующие →'",
        heading="Комментарии (74)",
        description="A Russian district daily of 2022: page 2 of 3 of the discussion, holding comments #27 to #54 (28) of the 74 in the heading, drawn as one flat run whose depth is a class and a margin (replies three levels deep, 'ответ для name'), an editorial answer, an '@name', an emoji-only comment, a two-paragraph comment; times '03.04.2022 10:12'.",
    )


def threads2_ak() -> list[Case]:
    return [sv_school(), ja_station(), ko_beach(), tr_river(), cs_bypass(), fi_roof(), hu_waste(), ru_page2()]
