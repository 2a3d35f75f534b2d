"""Made-up sites of blind set AU (newspapers, magazines and broadcasters around 2009-2014, comments in the served
HTML) and the furniture's words per language (``WORDS``). Every site name, place, person and text invented for this
set, written by hand."""

from __future__ import annotations

from dataclasses import dataclass

_KEYS = (
    "related",
    "most_read",
    "most_commented",
    "poll",
    "vote",
    "gallery",
    "web",
    "tags",
    "share",
    "print",
    "email",
    "rights",
    "bio",
    "updated",
    "webad",
)

# lang | related stories | most read | most commented | poll | vote | photo gallery | from around the web | tags |
# share | print | e-mail | rights | about the author | last updated | one sponsored teaser
_WORD_ROWS = """
en|Related stories|Most read|Most commented|Quick poll|Vote|In pictures|From around the web|Tags|Share this page|Print|E-mail this story|All rights reserved|About the author|Page last updated at|Nine garden tools you did not know you needed
de|Mehr zum Thema|Meistgelesen|Meistkommentiert|Umfrage|Abstimmen|Bildergalerie|Aus dem Netz|Schlagworte|Artikel empfehlen|Drucken|Artikel versenden|Alle Rechte vorbehalten|Über den Autor|Zuletzt aktualisiert|So sparen Rentner beim Heizen wirklich
fr|À lire aussi|Les plus lus|Les plus commentés|Sondage|Voter|Diaporama|Ailleurs sur le web|Mots-clés|Partager|Imprimer|Envoyer à un ami|Tous droits réservés|L'auteur|Mis à jour le|Le secret des pharmaciens contre le mal de dos
es|Noticias relacionadas|Lo más leído|Lo más comentado|Encuesta|Votar|Galería de fotos|En la red|Etiquetas|Compartir|Imprimir|Enviar por correo|Todos los derechos reservados|Sobre el autor|Actualizado|El truco de una abuela para pagar menos luz
it|Articoli correlati|I più letti|I più commentati|Sondaggio|Vota|Fotogallery|Dal web|Tag|Condividi|Stampa|Invia a un amico|Riproduzione riservata|L'autore|Ultimo aggiornamento|Dieci borghi dove la casa costa un euro
nl|Gerelateerde artikelen|Meest gelezen|Meeste reacties|Poll|Stem|Fotoserie|Elders op het web|Trefwoorden|Deel dit artikel|Afdrukken|Mail dit artikel|Alle rechten voorbehouden|Over de auteur|Laatst bijgewerkt|Zo betaalt u minder voor uw zorgverzekering
pt|Notícias relacionadas|Mais lidas|Mais comentadas|Sondagem|Votar|Fotogaleria|Na rede|Etiquetas|Partilhar|Imprimir|Enviar por e-mail|Todos os direitos reservados|Sobre o autor|Última atualização|Os sete erros que encarecem a sua casa
pl|Zobacz także|Najczęściej czytane|Najczęściej komentowane|Sonda|Głosuj|Galeria zdjęć|Z sieci|Tagi|Poleć znajomym|Drukuj|Wyślij e-mailem|Wszelkie prawa zastrzeżone|O autorze|Aktualizacja|Lekarze zdumieni prostym sposobem na kolana
ru|Читайте также|Самое читаемое|Самое обсуждаемое|Опрос|Голосовать|Фоторепортаж|Интересное в сети|Теги|Поделиться|Версия для печати|Отправить другу|Все права защищены|Об авторе|Обновлено|Как пенсионерке из Светлоречья удалось похудеть
ja|関連記事|アクセスランキング|コメントの多い記事|アンケート|投票する|フォトギャラリー|注目のサイト|キーワード|この記事を共有|印刷する|メールで送る|無断転載を禁じます|筆者紹介|最終更新|主婦に人気の節約レシピ十選
sv|Relaterat|Mest lästa|Mest kommenterade|Dagens fråga|Rösta|Bildspel|Från nätet|Taggar|Dela|Skriv ut|Tipsa en vän|Alla rättigheter förbehållna|Om skribenten|Uppdaterad|Så sänker du elräkningen i vinter
tr|İlgili haberler|En çok okunanlar|En çok yorumlananlar|Anket|Oy ver|Foto galeri|Webden|Etiketler|Paylaş|Yazdır|Arkadaşına gönder|Tüm hakları saklıdır|Yazar hakkında|Son güncelleme|Doktorların saklamadığı tek bitki çayı
cs|Související články|Nejčtenější|Nejvíce diskutované|Anketa|Hlasovat|Fotogalerie|Z internetu|Štítky|Sdílet|Tisk|Poslat e-mailem|Všechna práva vyhrazena|O autorovi|Aktualizováno|Takhle levně bydlí rodina z Podhoří
ko|관련 기사|많이 본 뉴스|댓글 많은 뉴스|설문|투표하기|포토 갤러리|추천 사이트|태그|공유하기|인쇄|메일 보내기|무단 전재 및 재배포 금지|기자 소개|최종 수정|직장인이 몰래 한다는 재테크 비법
fi|Aiheesta muualla|Luetuimmat|Kommentoiduimmat|Kysely|Äänestä|Kuvagalleria|Muualla verkossa|Avainsanat|Jaa|Tulosta|Lähetä kaverille|Kaikki oikeudet pidätetään|Kirjoittajasta|Päivitetty|Näin säästät sähkölaskussa kymmeniä euroja
el|Σχετικά άρθρα|Τα πιο δημοφιλή|Τα πιο σχολιασμένα|Δημοσκόπηση|Ψηφίστε|Φωτογραφίες|Από το διαδίκτυο|Ετικέτες|Μοιραστείτε|Εκτύπωση|Αποστολή με email|Με την επιφύλαξη παντός δικαιώματος|Για τον συντάκτη|Τελευταία ενημέρωση|Πώς να μειώσετε τον λογαριασμό ρεύματος
hu|Kapcsolódó cikkek|Legolvasottabb|Legtöbbet kommentelt|Szavazás|Szavazok|Képgaléria|A világhálóról|Címkék|Megosztás|Nyomtatás|Elküldöm|Minden jog fenntartva|A szerzőről|Frissítve|Így spórol a rezsin egy nádasfalvi család
vi|Tin liên quan|Đọc nhiều nhất|Bình luận nhiều|Thăm dò|Bình chọn|Ảnh|Tin từ khắp nơi|Từ khóa|Chia sẻ|In bài|Gửi cho bạn bè|Bản quyền thuộc về báo|Về tác giả|Cập nhật lúc|Bí quyết giữ nhà mát không cần điều hòa
bg|Още по темата|Най-четени|Най-коментирани|Анкета|Гласувай|Фотогалерия|От мрежата|Етикети|Сподели|Печат|Изпрати на приятел|Всички права запазени|За автора|Обновена|Как едно семейство от Върбовица спестява от тока
ca|Notícies relacionades|El més llegit|El més comentat|Enquesta|Vota|Galeria d'imatges|A la xarxa|Etiquetes|Comparteix|Imprimeix|Envia per correu|Tots els drets reservats|Sobre l'autor|Actualitzat|Cinc pobles de la Serralada per fer-hi una escapada
zh|相关新闻|热门排行|评论最多|网络调查|投票|图片新闻|网友推荐|关键词|分享到|打印本页|推荐给朋友|版权所有|作者简介|更新时间|三招教你挑到好西瓜
ar|أخبار ذات صلة|الأكثر قراءة|الأكثر تعليقا|استطلاع|صوت|معرض الصور|من الشبكة|كلمات مفتاحية|شارك|طباعة|أرسل لصديق|جميع الحقوق محفوظة|عن الكاتب|آخر تحديث|خمس عادات صباحية تغير يومك
he|כתבות נוספות|הנקראים ביותר|המדוברים ביותר|סקר|הצבע|גלריית תמונות|מהרשת|תגיות|שתפו|הדפסה|שלחו לחבר|כל הזכויות שמורות|על הכותב|עודכן|המדריך המלא לחופשה זולה בעמק
th|ข่าวที่เกี่ยวข้อง|อ่านมากที่สุด|แสดงความเห็นมากที่สุด|โพล|โหวต|ภาพข่าว|จากเว็บอื่น|แท็ก|แบ่งปัน|พิมพ์|ส่งให้เพื่อน|สงวนลิขสิทธิ์|เกี่ยวกับผู้เขียน|ปรับปรุงล่าสุด|เคล็ดลับประหยัดค่าไฟหน้าร้อน
ro|Articole similare|Cele mai citite|Cele mai comentate|Sondaj|Votează|Galerie foto|Din online|Etichete|Distribuie|Tipărește|Trimite unui prieten|Toate drepturile rezervate|Despre autor|Actualizat|Cum a slăbit o bunică de la câmpie zece kilograme
uk|Читайте також|Найпопулярніше|Найбільше коментарів|Опитування|Голосувати|Фотогалерея|З інтернету|Теги|Поділитися|Друк|Надіслати другові|Усі права захищено|Про автора|Оновлено|Простий спосіб утеплити вікна за вечір
da|Relaterede artikler|Mest læste|Mest kommenterede|Afstemning|Stem|Billedserie|Fra nettet|Emneord|Del|Udskriv|Send til en ven|Alle rettigheder forbeholdes|Om skribenten|Opdateret|Sådan fik en familie i Vestby halveret varmeregningen
id|Berita terkait|Terpopuler|Terbanyak dikomentari|Jajak pendapat|Pilih|Galeri foto|Dari jaringan|Tag|Bagikan|Cetak|Kirim ke teman|Hak cipta dilindungi undang-undang|Tentang penulis|Diperbarui|Rahasia kulit cerah ala petani teh
"""

WORDS: dict[str, dict[str, str]] = {}
for _line in _WORD_ROWS.strip().splitlines():
    _lang, *_vals = _line.split("|")
    assert len(_vals) == len(_KEYS), _line
    WORDS[_lang] = dict(zip(_KEYS, _vals, strict=True))


@dataclass(frozen=True)
class SiteAU:
    key: str
    name: str
    lang: str
    template: str
    tagline: str
    sections: tuple[str, ...]
    poll: str
    options: tuple[str, ...]
    photographer: str

    @property
    def direction(self) -> str:
        return "rtl" if self.lang in ("ar", "he") else "ltr"


# key | name | lang | template | tagline | sections (the first is the home page) | poll question | options | photographer
_ROWS = """
en-westmarch|Westmarch Broadcasting News|en|bc|News for the Westmarch coast and the valleys|Home,News,Sport,Weather,Have your say|Should the Saltings footbridge be repaired?|Yes, whatever the cost;Only if grants pay for it;No, spend it elsewhere|Aled Rowse
de-wendel|Wendelsbacher Tagblatt|de|np|Unabhängige Zeitung für das Wendeltal seit 1874|Startseite,Lokales,Region,Wirtschaft,Sport,Kultur|Soll die Kirmes auf den Festplatz umziehen?|Ja;Nein;Ist mir egal|Hartmut Scheel
fr-semaine|La Semaine Verte|fr|mg|Le magazine de la maison et du jardin|Accueil,Jardin,Maison,Cuisine,Escapades|Cultivez-vous des tomates sur le balcon ?|Oui, chaque année;J'ai essayé une fois;Jamais|Odile Marquesse
es-altozano|Diario del Altozano|es|np|El periódico de la comarca del Altozano|Portada,Local,Provincia,Economía,Deportes,Cultura|¿Debe cerrarse al tráfico la calle Mayor?|Sí;No;Solo los fines de semana|Julián Ocaña
it-tvalpi|Tele Valle Alpina|it|bc|Notizie, meteo e sport dalle valli|Home,Notizie,Sport,Meteo,Forum|Vi piace il nuovo palinsesto del mattino?|Sì, molto;Così così;Preferivo quello vecchio|Ermanno Dalbosco
nl-kempen|De Heibode|nl|np|Nieuws uit de Heistreek|Voorpagina,Regio,Binnenland,Economie,Sport|Moet de markt terug naar het Kerkplein?|Ja;Nee;Geen mening|Wim Opstal
pt-farol|Semanário O Farol|pt|mg|A revista do litoral desde 1962|Início,Sociedade,Mar,Gastronomia,Opinião|Costuma comprar peixe na lota?|Sim, todas as semanas;Às vezes;Nunca|Graça Valadim
pl-kurier|Kurier Doliny Brzozówki|pl|np|Dziennik regionalny|Strona główna,Region,Kraj,Sport,Biznes,Kultura|Czy miasto powinno zbudować nowy basen?|Tak;Nie;Nie wiem|Zbigniew Mrozik
ru-ogonyok|Журнал «Светлица»|ru|mg|Журнал о доме, семье и путешествиях|Главная,Дом,Семья,Путешествия,Здоровье|Вы заготавливаете варенье на зиму?|Да, каждый год;Иногда;Нет|Ирина Полозова
ja-minato|湊北日報オンライン|ja|np|湊北地方のニュースを毎日お届け|トップ,地域,社会,経済,スポーツ|新しい市民ホールの名前、どれがいい？|湊北ホール;みなとプラザ;市民文化館|高畑 修
sv-nordkust|Nordkustens Tidning|sv|np|Nyheter från kusten och inlandet|Start,Nyheter,Sport,Kultur,Åsikter|Ska färjan gå året runt?|Ja;Nej;Bara på sommaren|Lena Broström
tr-kiyi|Kıyı Postası|tr|np|Kıyı ilçelerinin haber gazetesi|Anasayfa,Gündem,Yerel,Ekonomi,Spor,Magazin|Sahil yolu trafiğe kapatılsın mı?|Evet;Hayır;Sadece yazın|Murat Kösedağ
cs-podhori|Podhorský deník|cs|np|Zprávy z Podhoří a okolí|Úvod,Domov,Kraj,Ekonomika,Sport|Má se stará sokolovna zbourat?|Ano;Ne;Nevím|Vratislav Kubeš
ko-hanmaeul|한마을일보|ko|np|우리 고장 소식을 가장 빠르게|홈,사회,지역,경제,스포츠|시내버스 노선 개편에 찬성하십니까?|찬성;반대;잘 모르겠다|오세진
fi-jarviseutu|Järviseudun Sanomat|fi|np|Järviseudun oma lehti|Etusivu,Uutiset,Urheilu,Mielipide,Kulttuuri|Pitäisikö kirjaston olla auki sunnuntaisin?|Kyllä;Ei;En osaa sanoa|Marjatta Heikura
el-kykladon|Η Φωνή των Κυκλάδων|el|mg|Εβδομαδιαίο περιοδικό των νησιών|Αρχική,Νησιά,Πολιτισμός,Γεύσεις,Ταξίδια|Πρέπει να αυξηθούν τα δρομολόγια το χειμώνα;|Ναι;Όχι;Δεν ξέρω|Σταύρος Λιγνός
hu-tiszapart|Nádasfalvi Hírlap|hu|np|Nádasfalva és környéke napilapja|Címlap,Belföld,Megye,Gazdaság,Sport|Legyen fizetős a parkolás a főtéren?|Igen;Nem;Csak hétvégén|Kerekes Ábel
vi-songhong|Báo Sông Hồng Điện tử|vi|np|Tin tức đồng bằng mỗi ngày|Trang chủ,Thời sự,Xã hội,Kinh tế,Thể thao|Bạn có ủng hộ mở rộng chợ đêm?|Có;Không;Không ý kiến|Lê Thị Hoài
bg-dunavets|Равнинен вестник|bg|bc|Новините от равнината|Начало,Новини,Спорт,Времето,Култура|Трябва ли пазарът да работи в неделя?|Да;Не;Само лятото|Пламен Дойчинов
ca-serralada|El Diari de la Serralada|ca|mg|Revista de muntanya i comarques|Inici,Comarques,Muntanya,Cultura,Gastronomia|Heu fet mai el camí dels tres refugis?|Sí;No;Aquest estiu|Marta Bellsolà
zh-qiaodong|柳桥晚报网|zh|np|柳桥人自己的报纸|首页,本地,社会,财经,体育,文娱|你支持老城区增设自行车道吗？|支持;反对;无所谓|鲁长青
ar-sahil|صحيفة الساحل الشرقي|ar|np|أخبار المدن الساحلية يوميا|الرئيسية,محليات,اقتصاد,رياضة,منوعات|هل تؤيد تمديد ساعات عمل المكتبة العامة؟|نعم;لا;لا أعرف|سامر الخطيب
he-emek|קול העמק|he|bc|חדשות העמק והגליל|ראשי,חדשות,ספורט,מזג אוויר,תרבות|האם לפתוח את הבריכה העירונית בשבת?|כן;לא;רק בקיץ|אורי בן-שטרית
th-lumnam|ลุ่มน้ำรายวัน|th|mg|นิตยสารท่องเที่ยวและวิถีชีวิต|หน้าแรก,ท่องเที่ยว,อาหาร,วัฒนธรรม,ไลฟ์สไตล์|คุณชอบเที่ยวแบบไหน?|ทะเล;ภูเขา;เมืองเก่า|ประภาส ชัยวงศ์
ro-campia|Gazeta Câmpiei|ro|np|Cotidianul de la câmpie|Acasă,Local,Județ,Economie,Sport|Ar trebui închis centrul pentru mașini?|Da;Nu;Doar duminica|Sorin Bădărău
uk-porichchia|Вісті Поріччя|uk|np|Щоденна газета Поріччя|Головна,Місто,Область,Економіка,Спорт|Чи потрібен місту новий ринок?|Так;Ні;Не знаю|Тарас Моргун
da-vestkyst|Vestkystens Avis|da|bc|Nyheder fra kysten|Forside,Nyheder,Sport,Vejret,Debat|Skal havnebadet holde åbent i september?|Ja;Nej;Ved ikke|Kirsten Ulstrup
id-lembah|Harian Lembah Hijau|id|np|Koran daerah sejak 1971|Beranda,Daerah,Nasional,Ekonomi,Olahraga|Setujukah Anda pasar pagi dipindah?|Setuju;Tidak setuju;Ragu-ragu|Ratna Wulandari
"""

SITES_AU: dict[str, SiteAU] = {}
for _line in _ROWS.strip().splitlines():
    _k, _n, _l, _t, _tag, _secs, _poll, _opts, _ph = _line.split("|")
    SITES_AU[_k] = SiteAU(_k, _n, _l, _t, _tag, tuple(_secs.split(",")), _poll, tuple(_opts.split(";")), _ph)
