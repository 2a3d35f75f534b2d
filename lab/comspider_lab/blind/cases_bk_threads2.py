"""Blind set BK: six more hand-built long discussions: a sports daily's thread with a 'Más valorados / Más
recientes' menu, pinned and staff entries, a removed one and one hidden for low rating (es), long comments cut by
'Devamını oku' and one reader answering everyone (tr), a comments page of its own with its own numbered pager (ko),
quoted parents in a four-level thread sorted by votes (ar), a JSON 'load more' whose replies stay folded behind
'n जवाब देखें' (hi), a blog's 'older comments' second page with five-level threads (zh). Every class name, name,
place and text invented for this set; each comment written by hand, one at a time."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_bk_common import (
    C,
    Case,
    Parts,
    Story,
    as_json,
    depth,
    esc,
    make,
    page,
    paras,
    root,
    seeds,
    thread,
    tree,
)


def es_pinned_hidden() -> Case:
    cs = thread("""
Moderación Diario del Altozano | 18/04/2022 09:00 | - | pin,staff,v=0 | Recordad que los comentarios con insultos a jugadores o árbitros se borran. Debatid el partido, no a las personas. Gracias.
Rafa Cienfuegos | 17/04/2022 22:14 | - | feat,v=212 | Treinta y dos años esperando volver a Segunda y lo conseguimos en el minuto 93 con un gol de un chaval de diecinueve años criado en el barrio. Esta noche no duerme nadie en el Altozano.
Maribel | 17/04/2022 22:20 | ^ | v=88 | Mi padre estaba en el campo en el 90, cuando bajamos. Hoy ha llorado otra vez, pero de alegría.
Rafa Cienfuegos | 17/04/2022 22:31 | ^ | v=40 | Dale un abrazo de mi parte, Maribel. Esto es para ellos.
Jorge Navalón | 17/04/2022 22:25 | - | v=96 | Que nadie se olvide de Quique Ledesma, que jugó con el tobillo vendado toda la segunda parte.
Luismi | 17/04/2022 22:41 | ^ | v=33 | Ledesma es el capitán que necesitábamos. Que le renueven ya.
Diario del Altozano | 17/04/2022 23:05 | ^ | staff,v=51 | Según ha podido saber este periódico, el club y Ledesma ya hablan de renovar dos temporadas más.
Luismi | 17/04/2022 23:12 | ^ | v=27 | ¡Así se hace! Gracias por la info.
Pilar Ortuño | 17/04/2022 22:30 | - | v=45 | ¿Alguien sabe si habrá celebración en la plaza de la Constitución mañana? Quiero llevar a los niños.
Toñi | 17/04/2022 22:52 | ^ | v=20 | El alcalde ha dicho en la radio que a las siete de la tarde, con los jugadores en el balcón.
Pilar Ortuño | 17/04/2022 23:01 | ^ | v=9 | ¡Genial, allí estaremos!
Anónimo_77 | 17/04/2022 22:33 | - | low,v=-41 | El árbitro os regaló el partido, en Segunda vais a durar un año.
Manolo G. | 17/04/2022 22:47 | ^ | v=18 | Dos amarillas perdonadas al otro equipo y el regalo es para nosotros. Vete a dormir.
Sergio Valdés | 17/04/2022 22:58 | - | v=61 | Lo del presupuesto es lo que me preocupa. En Segunda hace falta multiplicar por tres y el club sigue debiendo a Hacienda.
Jorge Navalón | 17/04/2022 23:10 | ^ | v=22 | Hoy no, Sergio. Mañana hablamos de números. Hoy toca celebrar.
Sergio Valdés | 17/04/2022 23:15 | ^ | v=30 | Tienes razón. ¡Aúpa Altozano!
Carmen Fuster | 17/04/2022 23:20 | 13 | v=14 | Sergio tiene razón aunque hoy nadie quiera oírlo. Ya pasó en 2004 con el otro ascenso en Tercera.
Íñigo | 17/04/2022 23:40 | - | v=12 | Vivo en Bilbao desde hace quince años y lo he visto por la radio del móvil en el balcón. Los vecinos pensaban que me había vuelto loco.
Rafa Cienfuegos | 17/04/2022 23:48 | ^ | v=10 | ¡Los del Altozano estamos en todas partes, Íñigo!
Nerea Pastor | 18/04/2022 00:15 | - | v=7 | El chaval del gol, Dani Rubio, es vecino mío. Su abuela ha sacado la bandera a la ventana a las doce de la noche.
Maribel | 18/04/2022 00:30 | ^ | v=11 | Qué bonito. Que no se le suba a la cabeza, que tiene mucho futuro.
Paco el del bar | 18/04/2022 08:12 | - | v=25 | Hoy desayuno gratis para quien venga con la bufanda. Bar Rincón, calle Ancha.
Toñi | 18/04/2022 08:30 | ^ | v=8 | ¡Paco, que vas a arruinarte!
Paco el del bar | 18/04/2022 08:44 | ^ | v=12 | Un día es un día, Toñi.
Ernesto Salas | 18/04/2022 10:02 | - | v=3 | Crónica muy buena. Solo falta decir que el segundo tiempo del primer partido de la eliminatoria fue horrible.
""")

    def item(i: int, c: C, sub: str) -> str:
        marks = ""
        if c.has("pin"):
            marks += '<span class="da-fijado">📌 Fijado</span> '
        if c.has("feat"):
            marks += '<span class="da-destacado">★ Destacado por la redacción</span> '
        if c.has("staff"):
            marks += '<span class="da-equipo">Redacción</span> '
        body = f'<div class="da-txt">{paras(c.text)}</div>'
        if c.has("low"):
            body = (
                f'<div class="da-oculto"><p>Comentario oculto por su baja valoración ({c.get("v")}). '
                f'<button type="button" class="da-ver" id="da-ver-{i}" onclick="var o=this.closest(\'.da-oculto\');o.nextElementSibling.hidden=false;o.remove()">Mostrar</button></p></div>'
                f'<div class="da-txt" hidden>{paras(c.text)}</div>'
            )
        gone = ""
        if i == 14:
            gone = '<div class="da-c da-borrado"><p><i>Este comentario ha sido eliminado por incumplir las normas de participación.</i></p></div>'
        return (
            f'{gone}<div class="da-c" id="c{2800 + i}"><div class="da-cab">{marks}<b class="da-user">{esc(c.name)}</b> '
            f'<span class="da-fecha">{esc(c.when)}</span></div>{body}<div class="da-pie"><span class="da-votos">'
            f'▲ {c.get("v")}</span> <a href="#da-form">Responder</a></div>{sub}</div>'
        )

    wrap = lambda s, _p: f'<div class="da-resp">{s}</div>'  # noqa: E731
    block = (
        f'<section class="da-foro"><h2>{len(cs) + 1} comentarios</h2><div class="da-orden"><label>Ordenar: '
        '<select onchange="location.search=\'?orden=\'+this.value"><option value="valorados" selected>Más valorados</option>'
        '<option value="recientes">Más recientes</option><option value="antiguos">Más antiguos</option></select></label></div>'
        + tree(cs, item, wrap)
        + '<form id="da-form" action="/comentar" method="post"><textarea name="c"></textarea><button>Publicar</button></form></section>'
    )
    st = Story(
        "¡El Altozano vuelve a Segunda 32 años después!",
        "Álvaro Peñas",
        "2022-04-17T21:45:00+02:00",
        "17/04/2022",
        """
El CD Altozano ya es equipo de Segunda División. Un gol de Dani Rubio en el minuto 93 dio la victoria por 2-1 a los rojillos ante el Villarreja y puso fin a 32 años lejos de la categoría.

El estadio de Las Eras, con 6.200 espectadores, vivió una segunda parte de infarto. El capitán Quique Ledesma, tocado en el tobillo, aguantó hasta el final.

El club deberá ahora adaptar el estadio y triplicar su presupuesto para competir en la nueva categoría.
""",
        lead="Un gol de Dani Rubio en el descuento desata la locura en Las Eras.",
        section="Deportes",
        most=(
            ("¡El Altozano vuelve a Segunda!", "140.220"),
            ("Corte de agua en el centro", "31.009"),
            ("La feria de mayo ya tiene cartel", "18.412"),
        ),
        talked=(
            ("¡El Altozano vuelve a Segunda!", str(len(cs) + 1)),
            ("Las obras de la variante, paradas", "97"),
            ("Nuevo horario del centro de salud", "45"),
        ),
        related=(
            "Dani Rubio, el chaval del barrio",
            "Las cuentas del club, en rojo",
            "Fiesta en el balcón del Ayuntamiento",
        ),
    )
    return make(
        "bk-es-fijado-oculto",
        "discussion",
        "es-altozano",
        st,
        Parts(after=block),
        seeds(cs),
        path="/deportes/altozano-asciende-segunda",
        reveal="on load, sorted 'Más valorados' with a sort menu; one comment's text hidden for low rating until 'Mostrar' is clicked",
        container="section.da-foro: h2 '26 comentarios', select 'Más valorados / Más recientes / Más antiguos', div.da-c (marks '📌 Fijado', '★ Destacado por la redacción', 'Redacción'; b.da-user, span.da-fecha, div.da-txt, ▲ votes, Responder), replies in div.da-resp, four levels; a removed entry; a hidden entry (div.da-oculto + hidden div.da-txt)",
        heading="26 comentarios",
        description=f"A Spanish sports daily of 2022 on a promotion: {len(cs)} readers' comments sorted by votes, a moderator's pinned note on top (dated after the others), a featured comment, the newsroom answering, a removed entry (not in the truth) and a comment hidden for low rating behind 'Mostrar'; replies {depth(cs)} levels deep. Most awkward: the pinned, featured and hidden marks around a thread in vote order, the count counting the removed entry.",
        static=True,
        check_steps=("click:#da-ver-11",),
    )


def tr_read_more() -> Case:
    cs = thread("""
Selin Aydoğan | 2 Şubat 2024 09:12 | - | long,v=74 | Yirmi yıldır Yalıköy'de öğretmenim. Dört günlük okul haftası kâğıt üzerinde güzel görünüyor ama çalışan anne babalar beşinci gün çocuğu kime bırakacak, bunu kimse düşünmemiş. Bizim okulda velilerin yarısı sabah altıda işe çıkıyor. Belediyenin cuma günleri için önerdiği "etkinlik merkezi" şu an sadece iki mahallede var ve kapasitesi yüz çocuk. Okullarda ise dört bin öğrenci var. Bu hesap tutmaz.
Murat Yıldız | 2 Şubat 2024 09:30 | ^ | v=21 | Hocam çok haklısınız. Benim iki çocuğum var, cuma günü izin almam mümkün değil.
Selin Aydoğan | 2 Şubat 2024 09:41 | ^ | v=15 | Murat Bey, bence en azından pilot uygulamanın gönüllü okullarla başlaması lazım.
Kerem Toprak | 2 Şubat 2024 09:20 | - | v=33 | Öğretmenlerin de dinlenmeye hakkı var. Ben destekliyorum.
Selin Aydoğan | 2 Şubat 2024 09:50 | ^ | v=12 | Kerem Bey, öğretmen olarak ben de dinlenmek isterim, ama konu bizim değil çocukların programı.
Kerem Toprak | 2 Şubat 2024 10:05 | ^ | v=6 | Anlıyorum. Pilot uygulama fikrine katılırım.
Ayşe Demirci | 2 Şubat 2024 09:55 | - | long,v=40 | Almanya'da yaşayan kız kardeşimin oğlunun okulunda cuma öğleden sonra ders yok ve oradaki çözüm spor kulüpleriyle yapılan anlaşmalar. Çocuklar okuldan doğrudan kulübe gidiyor, servis belediyeden. Bence burada da bunu konuşmak lazım; Yalıköy'ün yüzme havuzu, iki spor salonu ve denizcilik kulübü var, üçü de cuma öğleden önce neredeyse boş. Ama bunun için belediye, okul ve kulüplerin aynı masaya oturması gerekiyor ve bu şehirde bu çok nadir olan bir şey.
Selin Aydoğan | 2 Şubat 2024 10:12 | ^ | v=18 | Ayşe Hanım, çok güzel bir öneri. Denizcilik kulübünün başkanını tanıyorum, sorabilirim.
Ayşe Demirci | 2 Şubat 2024 10:30 | ^ | v=7 | Lütfen sorun Selin Hanım, haberi buraya yazarsanız sevinirim.
Hasan Usta | 2 Şubat 2024 10:40 | - | v=2 | Biz zamanında cumartesi de okula giderdik, kimse ölmedi.
Elif | 2 Şubat 2024 10:52 | ^ | v=19 | Hasan Usta, o zaman da çoğu ailede bir kişi evdeydi. Şartlar değişti.
Hasan Usta | 2 Şubat 2024 11:10 | ^ | v=3 | Orası doğru, kabul.
Deniz Karaca | 2 Şubat 2024 11:25 | - | v=9 | Müfredat aynı kalacaksa dört güne sığdırmak için günler uzayacak. Yedinci sınıftaki oğlum zaten dörtte eve geliyor.
Selin Aydoğan | 2 Şubat 2024 11:40 | ^ | v=11 | Deniz Hanım, taslakta günlük bir ders saati ekleniyor. Yani beşe kadar.
Deniz Karaca | 2 Şubat 2024 11:52 | ^ | v=5 | Beşe kadar mı? Bu çocuklar ne zaman ödev yapacak?
Okan B. | 2 Şubat 2024 12:30 | - | v=4 | Haber çok tek taraflı olmuş. Veli derneğinin görüşü neden yok?
Yalıköy Gazetesi | 2 Şubat 2024 13:05 | ^ | staff,v=14 | Okan Bey, veli derneğine ulaştık, yazılı açıklamalarını haberin sonuna ekledik.
Okan B. | 2 Şubat 2024 13:20 | ^ | v=2 | Teşekkürler, gördüm.
Zeynep Arslan | 2 Şubat 2024 14:02 | - | long,v=28 | Ben lise son sınıftayım ve bu tartışmada öğrencilere kimse bir şey sormadı. Bizim sınıfta anket yaptık: otuz iki kişiden yirmi üçü dört günü istiyor, ama hepsi dershane ve etüt yükünün cuma gününe kayacağını biliyor. Yani aslında beş gün okul yerine dört gün okul artı bir gün dershane olacak. Bu belki aileler için daha pahalı ama bizim için daha az yorucu değil. Lütfen bir sonraki haberde öğrencilerle de konuşun.
Selin Aydoğan | 2 Şubat 2024 14:20 | ^ | v=25 | Zeynep, bu yorumu okulda öğretmenler odasında okuyacağım. Ellerine sağlık.
Murat Yıldız | 2 Şubat 2024 14:45 | ^ | v=9 | Bu çocuk bizden daha mantıklı düşünüyor.
Ahmet Çelik | 2 Şubat 2024 16:10 | - | v=1 | Belediye önce yollardaki çukurları kapatsın, sonra okul takvimiyle uğraşsın.
Elif | 2 Şubat 2024 16:22 | ^ | v=4 | Konuyla ne ilgisi var Ahmet Bey?
Selin Aydoğan | 3 Şubat 2024 08:05 | 7 | v=16 | Haber verdiğim gibi: Denizcilik kulübü cuma sabahları okullara açık olmaya hazır olduklarını söyledi. Yarın velilerle toplantıda bunu anlatacağım.
Ayşe Demirci | 3 Şubat 2024 08:30 | ^ | v=8 | Harika bir haber, teşekkürler!
""")
    cut = 160

    def text_html(c: C, i: int) -> str:
        if not c.has("long"):
            return f'<div class="yk-metin">{paras(c.text)}</div>'
        k = c.text.rindex(" ", 0, cut)
        head, tail = c.text[:k], c.text[k:]
        return (
            f'<div class="yk-metin"><p>{esc(head)}<span class="yk-uc">… </span><span class="yk-devam" hidden>{esc(tail)}</span></p>'
            f'<button type="button" class="yk-oku" id="yk-oku-{i}" onclick="var p=this.previousElementSibling;'
            "p.querySelector('.yk-devam').hidden=false;p.querySelector('.yk-uc').remove();this.remove()\">Devamını oku</button></div>"
        )

    def item(i: int, c: C, sub: str) -> str:
        staff = ' <span class="yk-edit">Editör</span>' if c.has("staff") else ""
        return (
            f'<li class="yk-yorum" id="y{510 + i}"><div class="yk-bas"><span class="yk-ad">{esc(c.name)}</span>{staff} '
            f'<span class="yk-tarih">{esc(c.when)}</span></div>{text_html(c, i)}'
            f'<div class="yk-alt"><button class="yk-begen">👍 {c.get("v")}</button> <a href="#yk-form">Yanıtla</a></div>'
            f"{sub}</li>"
        )

    block = (
        f'<section class="yk-yorumlar"><h2>Okur yorumları ({len(cs)})</h2><ul class="yk-liste">'
        + tree(cs, item, lambda s, _p: f'<ul class="yk-yanit">{s}</ul>')
        + '</ul><form id="yk-form" action="/yorum" method="post"><textarea name="y"></textarea><button>Gönder</button></form></section>'
    )
    longs = [i for i, c in enumerate(cs) if c.has("long")]
    st = Story(
        "Okullarda dört günlük hafta tartışması: Belediye pilot uygulama istiyor",
        "Gülşen Ertaş",
        "2024-02-01T18:00:00+03:00",
        "1 Şubat 2024",
        """
Yalıköy Belediyesi, ilçedeki ortaokul ve liselerde haftanın dört gün olmasını öngören bir pilot uygulama için Milli Eğitim Müdürlüğü'ne başvurdu. Taslağa göre cuma günleri okullar kapalı olacak, diğer günlere birer ders saati eklenecek.

Belediye, cuma günleri için iki mahallede "etkinlik merkezi" açmayı öneriyor. Veli derneği ise çalışan aileler için ciddi bir bakım sorunu doğacağı uyarısında bulundu.
""",
        lead="Cuma günleri okullar kapanabilir. Veliler ikiye bölündü.",
        section="Kent",
        most=(
            ("Sahil yolunda yeni düzenleme", "64.200"),
            ("Dört günlük okul haftası tartışması", "51.880"),
            ("Feribot seferleri arttı", "22.705"),
        ),
        talked=(
            ("Dört günlük okul haftası", str(len(cs))),
            ("Otopark ücretlerine zam", "131"),
            ("Pazar yeri taşınıyor", "90"),
        ),
        related=("Veli derneğinin açıklaması", "Avrupa'da dört günlük okul", "Etkinlik merkezleri nerede?"),
    )
    return make(
        "bk-tr-devamini-oku",
        "discussion",
        "tr-yalikoy",
        st,
        Parts(after=block),
        seeds(cs),
        path="/kent/dort-gunluk-okul-haftasi",
        reveal="on load; four long comments are cut at a word before the 160th character, the rest in a hidden span shown by 'Devamını oku'",
        container="section.yk-yorumlar: h2 'Okur yorumları (n)', ul.yk-liste > li.yk-yorum (span.yk-ad, 'Editör' tag, span.yk-tarih, div.yk-metin with '… ' and hidden span.yk-devam + button 'Devamını oku', 👍 n, Yanıtla), replies in ul.yk-yanit, three levels",
        heading=f"Okur yorumları ({len(cs)})",
        description=f"A Turkish city paper of 2024 on a four-day school week: {len(cs)} readers' comments, one teacher writing seven of them across the threads, four long comments cut at a word before the 160th character by 'Devamını oku' (the rest hidden in the page), the newsroom answering; replies {depth(cs)} levels. Most awkward: the cut texts, an ellipsis in the middle until clicked, and one author in every thread.",
        static=True,
        check_steps=tuple(f"click:#yk-oku-{i}" for i in longs),
    )


def ko_own_page() -> Case:
    cs = thread("""
sunny**** | 2017.08.21 07:10 | - | p=1,g=812,b=40 | 해운항 야시장 생기면 주말마다 갈게요. 부산이나 여수까지 안 가도 되겠네요.
dong**** | 2017.08.21 07:22 | ^ | p=1,g=95,b=12 | 주차는요? 지금도 주말에 항구 앞은 차 댈 데가 없어요.
sunny**** | 2017.08.21 07:35 | ^ | p=1,g=60,b=3 | 버스 타고 가야죠 ㅎㅎ 기사 보니까 셔틀버스도 운행한대요.
haeun_mom | 2017.08.21 07:40 | - | p=1,g=533,b=21 | 항구 근처 주민입니다. 밤 11시까지 영업하면 소음은 누가 책임지나요? 지금도 여름밤엔 창문을 못 열어요.
jh0721 | 2017.08.21 08:02 | ^ | p=1,g=240,b=30 | 공감합니다. 주민 의견 수렴 없이 밀어붙이는 느낌이에요.
haeun_mom | 2017.08.21 08:15 | ^ | p=1,g=101,b=4 | 설명회가 딱 한 번 평일 오후 2시에 있었어요. 직장인은 못 가죠.
bada**** | 2017.08.21 08:20 | - | p=1,g=301,b=88 | 노점상 30곳 중 외지 업체가 몇 곳인지 궁금하네요. 지역 상인한테 기회가 가야 의미가 있죠.
해운신문 | 2017.08.21 09:40 | ^ | p=1,g=150,b=2,staff | 시에 확인한 결과 30곳 중 24곳은 해운시에 사업자 등록을 둔 상인으로 선정할 예정이라고 합니다.
bada**** | 2017.08.21 09:55 | ^ | p=1,g=80,b=1 | 답변 감사합니다. 그 정도면 괜찮네요.
kimy**** | 2017.08.21 08:45 | - | p=1,g=77,b=9 | 위생 관리 철저히 해 주세요. 다른 도시 야시장에서 배탈 난 적 있어요.
taxi_driver_lee | 2017.08.21 09:10 | - | p=1,g=410,b=15 | 택시 기사입니다. 밤에 손님 많아지면 좋죠. 항구 앞에 택시 승강장만 제대로 만들어 주세요.
dong**** | 2017.08.21 09:30 | ^ | p=1,g=66,b=2 | 승강장 좋네요. 주차 문제도 조금 덜할 듯.
mint**** | 2017.08.21 10:02 | - | p=1,g=45,b=60 | 세금 낭비 아닌가요? 3년 하다가 없어질 것 같은데.
jh0721 | 2017.08.21 10:30 | ^ | p=1,g=38,b=5 | 예산 대부분이 국비라고 기사에 나와 있어요.
ssong**** | 2017.08.21 11:00 | - | p=2,g=190,b=7 | 어릴 때 항구에서 아버지랑 밤낚시하던 기억이 나네요. 그 자리가 야시장이 된다니 묘한 기분입니다.
haeun_mom | 2017.08.21 11:20 | ^ | p=2,g=55,b=1 | 저도 그 자리 기억나요. 등대 불빛이 참 예뻤는데.
chef_park | 2017.08.21 11:45 | - | p=2,g=260,b=11 | 푸드트럭 운영 중인데 신청 자격이 궁금합니다. 해운시 사업자여야 하나요?
해운신문 | 2017.08.21 12:30 | ^ | p=2,g=99,b=0,staff | 다음 달 1일 시청 누리집에 공고가 올라올 예정입니다. 자격 요건은 공고문에서 확인하실 수 있습니다.
chef_park | 2017.08.21 12:41 | ^ | p=2,g=20,b=0 | 감사합니다! 준비해 보겠습니다.
yuna**** | 2017.08.21 13:10 | - | p=2,g=33,b=4 | 비 오는 날은 어떻게 하나요? 천막이라도 있나요?
bada**** | 2017.08.21 13:25 | ^ | p=2,g=18,b=0 | 기사 사진 보니까 지붕 있는 구조물이던데요.
retired_kang | 2017.08.21 14:00 | - | p=2,g=140,b=19 | 야시장도 좋지만 항구 앞 인도부터 고쳤으면 합니다. 휠체어로 다니기가 너무 어려워요.
jh0721 | 2017.08.21 14:22 | ^ | p=2,g=88,b=1 | 이거 진짜 중요합니다. 노인분들, 유모차도 못 다녀요.
retired_kang | 2017.08.21 14:40 | ^ | p=2,g=41,b=0 | 관심 가져 주셔서 고맙습니다.
hong**** | 2017.08.21 16:05 | - | p=2,g=9,b=22 | 또 먹거리 장사냐. 문화 공연도 좀 넣어라.
yuna**** | 2017.08.21 16:30 | ^ | p=2,g=27,b=3 | 주말엔 버스킹 무대도 있대요. 기사 끝부분에.
sunny**** | 2017.08.22 08:10 | - | p=2,g=12,b=0 | 개장하면 후기 남기러 다시 올게요!
""")
    path = "/jiyeok/haeunhang-yasijang"
    cpath = f"{path}-comments"

    def item(i: int, c: C, sub: str) -> str:
        staff = '<span class="hs-gija">기자</span>' if c.has("staff") else ""
        return (
            f'<li class="hs-item" data-no="{33100 + i}"><div class="hs-meta"><strong class="hs-id">{esc(c.name)}</strong>{staff}'
            f'<span class="hs-date">{esc(c.when)}</span></div><p class="hs-text">{esc(c.text)}</p>'
            f'<div class="hs-btns"><button class="hs-good">공감 {c.get("g")}</button><button class="hs-bad">비공감 {c.get("b")}</button>'
            f'<button class="hs-re">답글</button><a href="/singo">신고</a></div>{sub}</li>'
        )

    def cpage(n: int) -> str:
        body = tree(
            cs,
            item,
            lambda s, _p: f'<ul class="hs-reply">{s}</ul>',
            keep=lambda i: root(cs, i).get("p") == str(n),
        )
        pager = " ".join(
            f"<strong>{k}</strong>"
            if k == n
            else f'<a href="{cpath}{"" if k == 1 else "-" + str(k)}">{k}</a>'
            for k in (1, 2)
        )
        return page(
            "ko-haeun",
            "댓글",
            f'<p class="hs-back"><a href="{path}">← 기사로 돌아가기</a></p><h1 class="hs-title">“해운항에 야시장 생긴다…30개 노점 내년 봄 개장”</h1>'
            f'<section class="hs-cmt"><h2>댓글 <em>{len(cs)}</em></h2><div class="hs-tab"><a class="on" href="{cpath}">순공감순</a> '
            f'<a href="{cpath}?sort=new">최신순</a> <a href="{cpath}?sort=old">과거순</a></div><ul class="hs-list">{body}</ul>'
            f'<div class="hs-paging">{pager}</div></section>',
            ".hs-reply{margin-left:30px;background:#f7f7f7}.hs-gija{background:#1e3a8a;color:#fff;font-size:11px;padding:1px 4px}",
        )

    block = (
        f'<div class="hs-cmtlink"><a href="{cpath}" class="hs-all">댓글 {len(cs)}개 전체보기 ›</a> '
        '<span class="hs-note">댓글은 별도 페이지에서 볼 수 있습니다.</span></div>'
    )
    st = Story(
        "해운항에 야시장 생긴다…30개 노점 내년 봄 개장",
        "정민서 기자",
        "2017-08-20T17:00:00+09:00",
        "2017.08.20 17:00",
        """
해운시가 해운항 옛 어판장 자리에 상설 야시장을 조성한다. 시는 국비 등 22억 원을 들여 노점 30곳과 지붕 있는 광장을 만들고 내년 봄 문을 열 계획이라고 20일 밝혔다.

야시장은 금요일부터 일요일까지 밤 11시까지 운영한다. 노점 30곳 가운데 24곳은 지역 상인에게 배정한다. 주말에는 셔틀버스와 버스킹 무대도 운영된다.

인근 주민들은 소음과 주차 문제를 우려하고 있다.
""",
        lead="옛 어판장 자리에 22억 원 투입…주민들은 소음 우려",
        section="지역",
        most=(
            ("해운항에 야시장 생긴다", "98,211"),
            ("시내버스 노선 개편안 발표", "40,330"),
            ("해수욕장 폐장 앞두고 인파", "21,900"),
        ),
        talked=(
            ("해운항에 야시장 생긴다", str(len(cs))),
            ("시청사 이전 논란", "512"),
            ("학교 급식 업체 교체", "203"),
        ),
        related=("다른 도시 야시장은 어떻게", "옛 어판장의 50년", "주민설명회 현장"),
    )
    return make(
        "bk-ko-own-page",
        "discussion",
        "ko-haeun",
        st,
        Parts(inside=block),
        seeds(cs),
        path=path,
        reveal=f"separate page: the article shows only '댓글 27개 전체보기 ›'; the comments are on a page of their own ({cpath}) with its own pager (1 2), page 2 at {cpath}-2",
        container="section.hs-cmt on the comments page: h2 '댓글 27', tabs 순공감순/최신순/과거순, ul.hs-list > li.hs-item (strong.hs-id masked ID, '기자' tag, span.hs-date, p.hs-text, 공감/비공감, 답글, 신고), replies in ul.hs-reply, three levels; div.hs-paging",
        heading=f"댓글 {len(cs)}",
        description=f"A Korean regional paper of 2017 on a night market: {len(cs)} readers' comments under masked IDs with 공감/비공감 counts, on a comments page of its own reached from a link in the article, over two numbered pages (14 and 13); the reporter answering twice; replies {depth(cs)} levels. Most awkward: nothing of the thread on the article page, and half of it on the comments page's page 2.",
        comments_page=cpath,
        files={cpath: cpage(1), f"{cpath}-2": cpage(2)},
        check_steps=(f"goto:{cpath}", "snap", f"goto:{cpath}-2"),
    )


def ar_quoted() -> Case:
    cs = thread("""
أبو خالد | منذ 3 أيام | - | v=140 | رفع سعر تذكرة الحافلة من ريال إلى ريالين دفعة واحدة قرار قاس على العمال والطلاب. كان يمكن التدرج.
سلمى الحارثي | منذ 3 أيام | ^ | v=61 | أوافقك. ابني يركب الحافلة مرتين يوميا إلى الجامعة، أي أربعون ريالا إضافية في الشهر.
م. فيصل النعيمي | منذ 3 أيام | ^ | v=38 | لكن البلدية تقول إن الاشتراك الشهري للطلاب سيبقى كما هو. هل قرأت الفقرة الأخيرة؟
سلمى الحارثي | منذ 3 أيام | ^ | v=20 | قرأتها الآن، شكرا. إذن المشكلة في العمال فقط وليس الطلاب.
أبو خالد | منذ 3 أيام | ^ | v=17 | والعمال ليسوا قلة يا أخت سلمى، هم أغلب الركاب في الصباح.
نورة | منذ 3 أيام | - | v=95 | الحافلات الجديدة مكيفة ونظيفة، وأنا مستعدة لدفع ريالين إذا التزمت بالمواعيد. هذا هو الأهم.
يوسف الدوسري | منذ 3 أيام | ^ | v=44 | المواعيد؟ انتظرت خط 4 أمس خمسا وثلاثين دقيقة عند دوار النخلة.
نورة | منذ 3 أيام | ^ | v=21 | لهذا قلت إذا التزمت. إن لم تلتزم فلا معنى للزيادة.
يوسف الدوسري | منذ 3 أيام | ^ | v=9 | معك حق، نطالب بالاثنين معا إذن.
صحيفة وادي النخيل | منذ يومين | 6 | v=33,staff | سألنا إدارة النقل عن تأخر خط 4، وأفادت بأن ثلاث حافلات في الصيانة وستعود الأسبوع المقبل.
حمد بن راشد | منذ 3 أيام | - | v=52 | لماذا لا يطبقون البطاقة الذكية كما في العاصمة؟ الدفع نقدا يؤخر الصعود عند كل محطة.
م. فيصل النعيمي | منذ 3 أيام | ^ | v=30 | البطاقة مذكورة في الخطة للعام القادم حسب المقال.
حمد بن راشد | منذ يومين | ^ | v=8 | عام قادم آخر... سمعنا هذا في ٢٠١٩ أيضا.
ليلى | منذ يومين | - | v=27 | أمي كبيرة في السن وتعتمد على الحافلة لزيارة المستشفى. هل هناك تخفيض لكبار السن؟
صحيفة وادي النخيل | منذ يومين | ^ | v=40,staff | نعم، يبقى نصف السعر لمن تجاوز الستين مع بطاقة الهوية.
ليلى | منذ يومين | ^ | v=6 | الحمد لله، شكرا على الرد السريع.
عبدالله ص. | منذ يومين | - | v=4 | كل شيء يرتفع إلا الرواتب.
سلمى الحارثي | منذ يومين | ^ | v=12 | صحيح، لكن لنبق في موضوع الحافلات حتى نصل إلى نتيجة.
طارق | منذ يومين | - | v=15 | أنا سائق حافلة. الوقود وقطع الغيار تضاعفت أسعارها منذ سنتين، والتذكرة لم تتغير منذ ٢٠١٢.
أبو خالد | منذ يومين | ^ | v=22 | احترامي لك يا طارق، هذا منظور لم أفكر فيه.
طارق | منذ يومين | ^ | v=14 | شكرا يا أبا خالد. نحن أيضا نريد أن يبقى الناس في الحافلة.
منى العتيبي | منذ يومين | - | v=3 | هل ستزيد عدد الرحلات مساء الجمعة؟ لا توجد حافلة بعد التاسعة.
يوسف الدوسري | منذ يوم | ^ | v=5 | سؤال مهم، خاصة لمن يعمل في السوق.
خالد المري | منذ يوم | - | v=2 | مقال جيد ومتوازن.
سلمى الحارثي | منذ يوم | 2 | v=7 | يا مهندس فيصل، هل تعرف متى يبدأ تطبيق السعر الجديد بالضبط؟
م. فيصل النعيمي | منذ يوم | ^ | v=6 | من أول الشهر القادم كما ورد في البيان.
""")
    order = sorted(range(len(cs)), key=lambda i: -int(cs[i].get("v")))
    rank = {i: k for k, i in enumerate(order)}

    def item(i: int, c: C, sub: str) -> str:
        quote = ""
        p = c.seed.parent
        if p is not None:
            pc = cs[p]
            short = pc.text if len(pc.text) <= 70 else pc.text[: pc.text.rindex(" ", 0, 70)] + " …"
            quote = (
                f'<blockquote class="wn-iqtibas"><cite>{esc(pc.name)} كتب:</cite> {esc(short)}</blockquote>'
            )
        staff = ' <span class="wn-fariq">فريق التحرير</span>' if c.has("staff") else ""
        return (
            f'<div class="wn-ta" id="ta-{880 + i}"><div class="wn-ras"><span class="wn-ism">{esc(c.name)}</span>{staff} '
            f'<span class="wn-waqt">{esc(c.when)}</span></div>{quote}<div class="wn-nass">{paras(c.text)}</div>'
            f'<div class="wn-adawat"><span class="wn-aswat">👍 {c.get("v")}</span> <a href="#wn-form">رد</a> <a href="/iblagh">إبلاغ</a></div>{sub}</div>'
        )

    def ranked(s: str, _p: int) -> str:
        return f'<div class="wn-rudud">{s}</div>'

    # threads in order of their top comment's votes
    tops = sorted((i for i, c in enumerate(cs) if c.seed.parent is None), key=lambda i: rank[i])
    body = ""
    for t in tops:

        def mine(i: int, t: int = t) -> bool:
            return root(cs, i) is cs[t]

        body += tree(cs, item, ranked, None, keep=mine)
    block = (
        f'<section class="wn-araa"><h2>تعليقات القراء ({len(cs)})</h2><div class="wn-tartib">ترتيب حسب: <b>الأكثر تفاعلا</b> | '
        '<a href="?sort=new">الأحدث</a> | <a href="?sort=old">الأقدم</a></div>'
        + body
        + '<form id="wn-form" action="/ta" method="post"><textarea name="t"></textarea><button>إرسال</button></form></section>'
    )
    st = Story(
        "البلدية ترفع تذكرة الحافلة إلى ريالين ابتداء من الشهر المقبل",
        "بقلم: ريم السويدي",
        "2023-10-08T20:00:00+03:00",
        "٨ أكتوبر ٢٠٢٣",
        """
أعلنت بلدية وادي النخيل رفع سعر تذكرة الحافلة العامة من ريال واحد إلى ريالين، ابتداء من أول الشهر المقبل، وذلك لأول مرة منذ عام ٢٠١٢.

وقالت البلدية إن الزيادة ستغطي جزءا من تكاليف الوقود والصيانة وتشغيل الحافلات الجديدة المكيفة. ويبقى الاشتراك الشهري للطلاب دون تغيير، كما يدفع من تجاوز الستين نصف السعر.

وتخطط إدارة النقل لتطبيق البطاقة الذكية في العام القادم.
""",
        lead="أول زيادة منذ ٢٠١٢… والاشتراك الطلابي دون تغيير",
        section="محليات",
        most=(
            ("افتتاح سوق التمور الجديد", "77٬400"),
            ("تذكرة الحافلة بريالين", "69٬120"),
            ("أمطار متوقعة نهاية الأسبوع", "30٬050"),
        ),
        talked=(
            ("تذكرة الحافلة بريالين", str(len(cs))),
            ("إغلاق الطريق الدائري للصيانة", "188"),
            ("مواعيد المدارس الجديدة", "140"),
        ),
        related=("كم تكلف الحافلة الواحدة؟", "البطاقة الذكية في العاصمة", "سائقو الحافلات يتحدثون"),
    )
    return make(
        "bk-ar-iqtibas",
        "discussion",
        "ar-nakhil",
        st,
        Parts(after=block),
        seeds(cs),
        path="/mahalliyat/tadhkarat-al-hafila",
        reveal="on load, sorted 'الأكثر تفاعلا' (most votes first) with a sort line",
        container="section.wn-araa: h2 'تعليقات القراء (26)', sort line, div.wn-ta (span.wn-ism, 'فريق التحرير' tag, span.wn-waqt relative time, blockquote.wn-iqtibas quoting the parent's name and first words, div.wn-nass, 👍 n, رد, إبلاغ), replies in div.wn-rudud, five levels",
        heading=f"تعليقات القراء ({len(cs)})",
        description=f"An Arabic regional daily of 2023 on a bus fare rise: {len(cs)} readers' comments, threads in order of their top comment's votes, every reply quoting its parent ('… كتب:' and the first words) above its own text; the newsroom answering twice; relative times; {depth(cs)} levels. Most awkward: each reply carries a piece of another comment's text.",
        static=True,
    )


def hi_json_folded() -> Case:
    cs = thread("""
राजेश तिवारी | 5 जून 2024, 8:10 | - | b=1,l=88 | पुल बनने से हमारे गाँव से ज़िला अस्पताल का रास्ता चालीस मिनट कम हो जाएगा। बरसों से यही माँग थी।
सुनीता देवी | 5 जून 2024, 8:25 | ^ | b=1,l=30 | सही कहा भैया। पिछली बाढ़ में नाव से मरीज़ ले जाना पड़ा था।
राजेश तिवारी | 5 जून 2024, 8:40 | ^ | b=1,l=12 | हाँ, वो दिन कोई नहीं भूला। अब बस काम समय पर पूरा हो।
अमित कुमार सिंह | 5 जून 2024, 8:30 | - | b=1,l=45 | 2019 में भी शिलान्यास हुआ था। पत्थर आज भी वहीं पड़ा है। इस बार क्या अलग है?
गंगापार समाचार | 5 जून 2024, 9:30 | ^ | b=1,l=60,staff | अमित जी, इस बार केंद्र और राज्य दोनों की मंज़ूरी और पूरा बजट जारी हो चुका है। निविदा की प्रति हमने ख़बर में जोड़ी है।
अमित कुमार सिंह | 5 जून 2024, 9:45 | ^ | b=1,l=14 | धन्यवाद। अगर बजट जारी है तो उम्मीद है।
पूजा मिश्रा | 5 जून 2024, 9:05 | - | b=1,l=22 | घाट वाले नाविकों का क्या होगा? उनकी रोज़ी-रोटी इसी पर चलती है।
विनोद | 5 जून 2024, 9:20 | ^ | b=1,l=18 | मेरे चाचा नाव चलाते हैं। वो भी यही सोच रहे हैं।
पूजा मिश्रा | 5 जून 2024, 9:50 | ^ | b=1,l=9 | प्रशासन को उनके लिए कुछ सोचना चाहिए, जैसे पर्यटन नाव।
मो. इरफ़ान | 5 जून 2024, 10:15 | - | b=1,l=7 | पुल के साथ फुटपाथ और साइकिल पट्टी भी होनी चाहिए। स्कूल के बच्चे साइकिल से आते हैं।
डॉ. कविता शर्मा | 5 जून 2024, 11:00 | - | b=2,l=52 | मैं ज़िला अस्पताल में काम करती हूँ। प्रसव के मामलों में नदी पार से आने वाली महिलाएँ अक्सर बहुत देर से पहुँचती हैं। यह पुल सच में जानें बचाएगा।
सुनीता देवी | 5 जून 2024, 11:20 | ^ | b=2,l=19 | डॉक्टर साहिबा, आपकी बात से आँखें भर आईं। मेरी बहन के साथ यही हुआ था।
डॉ. कविता शर्मा | 5 जून 2024, 11:35 | ^ | b=2,l=10 | बहुत अफ़सोस है सुनीता जी। उम्मीद है अब किसी और के साथ ऐसा न हो।
रवि यादव | 5 जून 2024, 12:10 | - | b=2,l=5 | ठेका किस कंपनी को मिला है? पिछली सड़क तीन महीने में उखड़ गई थी।
अमित कुमार सिंह | 5 जून 2024, 12:30 | ^ | b=2,l=8 | ख़बर के आख़िर में नाम है। बाहर की कंपनी है।
रवि यादव | 5 जून 2024, 12:45 | ^ | b=2,l=3 | देखते हैं। गुणवत्ता की जाँच होनी चाहिए।
गंगापार समाचार | 5 जून 2024, 13:30 | ^ | b=2,l=21,staff | रवि जी, निर्माण की निगरानी आईआईटी की एक टीम करेगी, यह शर्त निविदा में है।
नेहा | 5 जून 2024, 13:00 | - | b=2,l=11 | ख़बर में लिखा है तीन साल। यानी 2027। तब तक नाव ही सहारा।
विनोद | 5 जून 2024, 13:40 | ^ | b=2,l=4 | तीन साल में बन जाए तो भी बहुत है।
शंकर लाल | 5 जून 2024, 15:15 | - | b=3,l=6 | हमारे गाँव की सड़क पुल से कैसे जुड़ेगी? नक़्शे में हमारा गाँव दिखता ही नहीं।
मो. इरफ़ान | 5 जून 2024, 15:40 | ^ | b=3,l=5 | शंकर जी, नक़्शा पूरा देखें, चौथी तस्वीर में संपर्क मार्ग है।
शंकर लाल | 5 जून 2024, 16:00 | ^ | b=3,l=2 | मिल गया, धन्यवाद बेटा।
प्रिया | 5 जून 2024, 17:30 | - | b=3,l=3 | अच्छी ख़बर। पुल का नाम किसी स्थानीय स्वतंत्रता सेनानी के नाम पर होना चाहिए।
राजेश तिवारी | 5 जून 2024, 18:05 | ^ | b=3,l=7 | बहुत अच्छा सुझाव। रामदुलारी बुआ का नाम सबसे पहले आता है।
प्रिया | 5 जून 2024, 18:20 | ^ | b=3,l=4 | बिल्कुल! उनके बारे में स्कूल में पढ़ा था।
कमलेश | 6 जून 2024, 7:00 | - | b=3,l=1 | देर आए दुरुस्त आए।
""")
    data = as_json(cs, lambda i, c: {"likes": int(c.get("l")), "team": c.has("staff")})
    path = "/zila/nadi-par-pul-manzoor"
    files = {
        f"/api/tippani/pul-{n}.json": json.dumps(
            {
                "list": [
                    d for d, c in zip(data, cs, strict=True) if root(cs, cs.index(c)).get("b") == str(n)
                ],
                "more": f"/api/tippani/pul-{n + 1}.json" if n < 3 else "",
            },
            ensure_ascii=False,
        )
        for n in (1, 2, 3)
    }
    script = """<script>
(function () {
  var list = document.getElementById('gp-list'), more = document.getElementById('gp-aur'), next = '/api/tippani/pul-1.json';
  function mk(t, c, s) { var e = document.createElement(t); if (c) e.className = c; if (s != null) e.textContent = s; return e; }
  function card(x) {
    var d = mk('div', 'gp-tp'); d.id = 'gp-' + x.id;
    var h = mk('div', 'gp-sir'); h.append(mk('b', 'gp-naam', x.nick)); if (x.team) h.append(mk('span', 'gp-team', 'संपादकीय टीम'));
    h.append(mk('span', 'gp-samay', x.ts)); d.append(h);
    d.append(mk('p', 'gp-baat', x.body));
    var f = mk('div', 'gp-niche'); f.append(mk('button', 'gp-like', '👍 ' + x.likes), mk('button', 'gp-jawab', 'जवाब दें')); d.append(f);
    var kids = mk('div', 'gp-jawab-list'); kids.hidden = true; d.append(kids);
    return d;
  }
  function load() {
    if (!next) return;
    fetch(next).then(function (r) { return r.json(); }).then(function (d) {
      d.list.forEach(function (x) {
        var c = card(x);
        if (!x.re) { list.append(c); return; }
        var box = document.querySelector('#gp-' + x.re + ' > .gp-jawab-list'); box.append(c);
        var host = box.parentNode, n = box.children.length, t = host.querySelector(':scope > .gp-khol');
        if (!t) { t = mk('button', 'gp-khol'); t.type = 'button'; t.id = 'gp-khol-' + host.id.slice(3);
          t.addEventListener('click', function () { box.hidden = !box.hidden; }); host.insertBefore(t, box); }
        t.textContent = n + ' जवाब देखें';
      });
      next = d.more; more.hidden = !next;
    });
  }
  more.addEventListener('click', load); load();
})();
</script>"""
    block = (
        f'<section class="gp-charcha"><h2>आपकी राय ({len(cs)})</h2><div id="gp-list"></div>'
        '<button type="button" id="gp-aur" class="gp-aur">और टिप्पणियाँ देखें</button>'
        '<p class="gp-niyam">अभद्र भाषा वाली टिप्पणियाँ हटा दी जाएँगी।</p></section>' + script
    )
    st = Story(
        "गंगापार को मिलेगा पक्का पुल, 412 करोड़ की परियोजना मंज़ूर",
        "संवाददाता, गंगापार",
        "2024-06-04T19:00:00+05:30",
        "4 जून 2024",
        """
नदी पार के बीस से अधिक गाँवों को ज़िला मुख्यालय से जोड़ने वाले पक्के पुल की परियोजना को मंगलवार को अंतिम मंज़ूरी मिल गई। 412 करोड़ रुपये की लागत से बनने वाला यह पुल 1.8 किलोमीटर लंबा होगा।

निर्माण तीन साल में पूरा करने का लक्ष्य है। निर्माण की गुणवत्ता की निगरानी एक तकनीकी संस्थान की टीम करेगी। घाट पर नाव चलाने वाले परिवारों के लिए प्रशासन ने अभी कोई योजना घोषित नहीं की है।
""",
        lead="बीस गाँवों की बरसों पुरानी माँग पूरी, 2027 तक काम पूरा करने का लक्ष्य",
        section="ज़िला",
        most=(
            ("गंगापार को मिलेगा पक्का पुल", "1,12,400"),
            ("मंडी में प्याज़ के दाम गिरे", "54,300"),
            ("बोर्ड परीक्षा के नतीजे", "49,870"),
        ),
        talked=(
            ("गंगापार को मिलेगा पक्का पुल", str(len(cs))),
            ("बिजली कटौती पर हंगामा", "230"),
            ("नई बस सेवा शुरू", "97"),
        ),
        related=("2019 का शिलान्यास: क्या हुआ", "नाविक परिवारों की चिंता", "पुल का नक़्शा"),
    )
    return make(
        "bk-hi-json-folded",
        "discussion",
        "hi-gangapar",
        st,
        Parts(after=block),
        seeds(cs),
        path=path,
        reveal="script + load-more chain: the first batch is fetched as JSON after load, two more behind 'और टिप्पणियाँ देखें'; every comment's replies stay folded behind 'n जवाब देखें'",
        container="section.gp-charcha: h2 'आपकी राय (26)', div#gp-list > div.gp-tp (b.gp-naam, 'संपादकीय टीम' tag, span.gp-samay, p.gp-baat, 👍 n, जवाब दें), replies in a hidden div.gp-jawab-list behind button.gp-khol 'n जवाब देखें', four levels; button#gp-aur",
        heading=f"आपकी राय ({len(cs)})",
        description=f"A Hindi district news site of 2024 on a bridge approved: {len(cs)} readers' comments fetched as JSON in three batches (10, 9, 7), the last two behind 'और टिप्पणियाँ देखें'; every reply folded behind 'n जवाब देखें' under its parent; the newsroom answering twice; {depth(cs)} levels. Most awkward: two clicks to load, and more than half of the comments folded even then.",
        files=files,
        check_steps=(
            "wait:800",
            "click:#gp-aur",
            "wait:700",
            "click:#gp-aur",
            "wait:700",
            "click:#gp-khol-1",
            "click:#gp-khol-4",
        ),
    )


def zh_older_page() -> Case:
    cs = thread("""
老周 | 2018年11月2日 下午 9:12 | - | p=2 | 看完眼眶湿了。我也是在那家书店里读完了整套《城南旧事》，老板从来不赶人。
阿鹿 | 2018年11月2日 下午 9:40 | ^ | p=2 | 我记得老板总在柜台后面泡茶，谁问他都给倒一杯。
老周 | 2018年11月2日 下午 10:03 | ^ | p=2 | 对，是茉莉花茶，用那种旧搪瓷缸。
云水 | 2018年11月2日 下午 10:30 | ^ | p=2,au | 搪瓷缸我也记得！上面印着“先进工作者”，是他父亲留下的。
阿鹿 | 2018年11月2日 下午 10:41 | ^ | p=2 | 原来是这样。下次路过一定再去坐坐，趁它还在。
Lin小姐 | 2018年11月2日 下午 9:30 | - | p=2 | 房租涨三倍，谁都撑不住。这不是书店的问题，是整条街的问题。
陈默 | 2018年11月2日 下午 10:15 | ^ | p=2 | 说得对，隔壁的修表铺去年也搬走了。
Lin小姐 | 2018年11月2日 下午 10:22 | ^ | p=2 | 还有那家卖桂花糕的。老街剩下的越来越少。
书虫小唐 | 2018年11月3日 上午 8:05 | - | p=2 | 博主能不能发起一个众筹？我愿意出一份力。
云水 | 2018年11月3日 上午 9:12 | ^ | p=2,au | 我问过老板，他说谢谢大家，但不想靠众筹。他更希望大家去买书。
书虫小唐 | 2018年11月3日 上午 9:30 | ^ | p=2 | 明白了，那这周末就去买几本。
小满 | 2018年11月3日 上午 9:48 | ^ | p=2 | 加一，我去帮你搬书哈哈。
路人乙 | 2018年11月3日 上午 10:10 | - | p=1 | 说实话现在谁还去实体书店买书？网上便宜一半。
阿鹿 | 2018年11月3日 上午 10:25 | ^ | p=1 | 便宜是便宜，可网上不会有人给你倒茶，也不会推荐你没听说过的书。
路人乙 | 2018年11月3日 上午 10:50 | ^ | p=1 | 这个我承认。只是情怀不能当饭吃。
陈默 | 2018年11月3日 上午 11:05 | ^ | p=1 | 情怀不能当饭吃，可一座城没有这些地方，吃饱了又去哪儿呢？
路人乙 | 2018年11月3日 上午 11:30 | ^ | p=1 | 好吧，被你说服了一半。
梅子 | 2018年11月3日 下午 2:00 | - | p=1 | 我在外地读书，看到照片里那扇绿色的门，想家了。
云水 | 2018年11月3日 下午 3:15 | ^ | p=1,au | 绿门还在，放假回来记得去推一推。
梅子 | 2018年11月3日 下午 3:40 | ^ | p=1 | 一定去！谢谢云水。
许老师 | 2018年11月3日 下午 5:20 | - | p=1 | 我带学生去过几次做阅读课。老板给每个孩子送了一张手写书签，至今有学生夹在课本里。
小满 | 2018年11月3日 下午 6:02 | ^ | p=1 | 好温暖。书签上写的是什么？
许老师 | 2018年11月3日 下午 6:30 | ^ | p=1 | 每张都不一样，我那个学生的写着“慢慢读，不着急”。
大刘 | 2018年11月4日 上午 7:45 | - | p=1 | 听说街道办在谈把一楼改成社区阅览室，不知道是不是真的。
云水 | 2018年11月4日 上午 8:30 | ^ | p=1,au | 我也听说了，还在打听，有消息会更新在文末。
老周 | 2018年11月4日 上午 9:00 | ^ | p=1 | 如果真能这样，也算是留下了一点东西。
""")
    path = "/chengshi/jiujie-shudian-guanmen"

    def item(i: int, c: C, sub: str) -> str:
        au = '<span class="yw-bozhu">博主</span>' if c.has("au") else ""
        return (
            f'<li class="yw-pl{" yw-by-bozhu" if c.has("au") else ""}" id="pl-{1500 + i}"><div class="yw-pl-top">'
            f'<img src="/_avatar/yw-{i}.svg" width="32" height="32" alt=""><span class="yw-nick">{esc(c.name)}</span>{au}'
            f'<span class="yw-shijian">{esc(c.when)}</span></div><div class="yw-neirong">{paras(c.text)}</div>'
            f'<a class="yw-huifu" href="#yw-form">回复</a>{sub}</li>'
        )

    def part(n: int) -> str:
        body = tree(
            cs,
            item,
            lambda s, _p: f'<ul class="yw-zi">{s}</ul>',
            keep=lambda i: root(cs, i).get("p") == str(n),
        )
        nav = (
            f'<div class="yw-fanye"><a class="yw-older" href="{path}-comment-page-2#pinglun">« 较早的评论</a></div>'
            if n == 1
            else f'<div class="yw-fanye"><a class="yw-newer" href="{path}#pinglun">较新的评论 »</a></div>'
        )
        return (
            f'<section id="pinglun" class="yw-pinglun"><h3>《{esc("旧街书店要关门了")}》上有{len(cs)}条评论</h3>'
            f'{nav}<ol class="yw-list">{body}</ol>{nav}'
            '<form id="yw-form" action="/liuyan" method="post"><textarea name="t"></textarea><button>发表评论</button></form></section>'
        )

    st = Story(
        "旧街书店要关门了",
        "云水",
        "2018-11-02T20:00:00+08:00",
        "2018年11月2日",
        """
旧街口那家开了二十六年的书店，月底就要关门了。老板说，房租明年要涨到现在的三倍，他算了很久，还是撑不下去。

我第一次走进那扇绿色的门是初二。那时候我没钱买书，就坐在最里面的小板凳上，一本一本地看。老板从来不赶人，偶尔还会给我倒一杯茶。

这个周末最后一次打折，我会去帮忙搬书。想去的朋友，我们店里见。
""",
        section="城市",
        most=(("旧街书店要关门了", "18,204"), ("秋天去江边走走", "6,730"), ("一碗馄饨的二十年", "5,918")),
        talked=(("旧街书店要关门了", str(len(cs))), ("一碗馄饨的二十年", "41"), ("我的第一台相机", "19")),
        related=("一碗馄饨的二十年", "老街地图", "那些消失的小店"),
    )
    older = f"{path}-comment-page-2"
    p2 = make(
        "x",
        "discussion",
        "zh-yunshui",
        st,
        Parts(after=part(2)),
        [],
        path="",
        reveal="",
        container="",
        heading=None,
        description="",
    ).html
    return make(
        "bk-zh-older-page",
        "discussion",
        "zh-yunshui",
        st,
        Parts(after=part(1)),
        seeds(cs),
        path=path,
        reveal=f"comment pages: the post shows the newer threads; '« 较早的评论' leads to {older}, the same post with the older threads",
        container="section#pinglun.yw-pinglun: h3 '《旧街书店要关门了》上有26条评论', div.yw-fanye older/newer links above and below, ol.yw-list > li.yw-pl (avatar, span.yw-nick, '博主' badge, span.yw-shijian, div.yw-neirong, 回复), replies in ul.yw-zi, five levels",
        heading=f"《旧街书店要关门了》上有{len(cs)}条评论",
        description=f"A Chinese personal blog of 2018 on a bookshop closing: {len(cs)} readers' comments over two comment pages of the post (14 newer on the post, 12 older behind '« 较早的评论'), the blogger answering four times with a '博主' badge, threads {depth(cs)} levels deep. Most awkward: the first comments of the discussion are on the second page.",
        files={older: p2},
        check_steps=("snap", f"goto:{older}"),
    )


def threads2_bk() -> list[Case]:
    return [es_pinned_hidden(), tr_read_more(), ko_own_page(), ar_quoted(), hi_json_folded(), zh_older_page()]
