"""Made-up sites of blind set BK (popular articles' long discussions, 2016-2026) and the furniture's words per
language (``WORDS``). Every site name, place and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass

_KEYS = ("most", "commented", "related", "letter", "join", "wall", "unlock", "rights", "views", "replies")

# lang | most read | most commented | related | newsletter | sign up | paywall line | paywall button | rights | views | comments word
_WORD_ROWS = """
de|Meistgelesen|Meistkommentiert|Mehr zum Thema|Der Morgenbrief aus der Redaktion|Eintragen|Sie haben diesen Monat 3 von 5 freien Artikeln gelesen.|Jetzt 4 Wochen testen|Alle Rechte vorbehalten|Aufrufe|Kommentare
ru|Самое читаемое|Больше всего обсуждают|По теме|Вечерняя рассылка редакции|Подписаться|Осталось 2 бесплатных материала в этом месяце.|Оформить подписку|Все права защищены|просмотров|комментариев
ja|よく読まれている記事|コメントの多い記事|関連記事|朝刊ダイジェストをメールで|登録する|今月の無料記事は残り2本です。|有料会員になる|無断転載を禁じます|閲覧|コメント
pl|Najchętniej czytane|Najczęściej komentowane|Czytaj także|Poranny przegląd na e-mail|Zapisuję się|Przeczytałeś 4 z 5 darmowych artykułów w tym miesiącu.|Wykup dostęp|Wszelkie prawa zastrzeżone|odsłon|komentarzy
fr|Les plus lus|Les plus commentés|À lire aussi|La lettre du matin|Je m'abonne|Il vous reste 1 article gratuit ce mois-ci.|S'abonner pour 1 € le premier mois|Tous droits réservés|lectures|commentaires
es|Lo más leído|Lo más comentado|Te puede interesar|El boletín de la tarde|Apúntate|Has leído 9 de 10 noticias gratuitas este mes.|Suscríbete desde 1 €|Todos los derechos reservados|lecturas|comentarios
tr|En çok okunanlar|En çok yorumlananlar|İlgili haberler|Akşam bülteni e-postanızda|Abone ol|Bu ay 3 ücretsiz haberiniz kaldı.|Dijital aboneliğe geç|Tüm hakları saklıdır|okunma|yorum
ko|많이 본 기사|댓글 많은 기사|관련 기사|아침 브리핑 뉴스레터|구독하기|이번 달 무료 기사 1건이 남았습니다.|디지털 구독 시작|무단 전재 및 재배포 금지|조회|댓글
it|I più letti|I più commentati|Leggi anche|La newsletter del mattino|Iscriviti|Hai ancora 2 articoli gratuiti questo mese.|Abbonati a 1 € al mese|Riproduzione riservata|letture|commenti
pt|Mais lidas|Mais comentadas|Leia também|A newsletter da manhã|Quero receber|Você já leu 5 das 7 reportagens gratuitas deste mês.|Assine por R$ 1,90|Todos os direitos reservados|leituras|comentários
sv|Mest läst|Mest kommenterat|Läs också|Morgonbrevet från redaktionen|Prenumerera|Du har läst 3 av 4 fria artiklar den här månaden.|Bli prenumerant|Alla rättigheter förbehållna|visningar|kommentarer
ar|الأكثر قراءة|الأكثر تعليقا|اقرأ أيضا|النشرة الصباحية|اشترك|تبقى لك مقالان مجانيان هذا الشهر.|اشترك الآن|جميع الحقوق محفوظة|مشاهدة|تعليق
hi|सबसे ज़्यादा पढ़ी गईं|सबसे ज़्यादा टिप्पणियाँ|यह भी पढ़ें|सुबह का न्यूज़लेटर|सदस्य बनें|इस महीने आपके 2 मुफ़्त लेख बचे हैं।|सब्सक्राइब करें|सर्वाधिकार सुरक्षित|बार पढ़ा गया|टिप्पणियाँ
zh|阅读排行|评论最多|相关阅读|每日早报邮件|订阅|本月免费阅读还剩2篇。|开通会员|版权所有|阅读|评论
nl|Meest gelezen|Meest besproken|Lees ook|De ochtendbrief|Aanmelden|Je hebt nog 1 gratis artikel deze maand.|Word abonnee|Alle rechten voorbehouden|keer gelezen|reacties
fi|Luetuimmat|Kommentoiduimmat|Lue myös|Aamun uutiskirje|Tilaa|Sinulla on 2 maksutonta juttua jäljellä.|Tilaa digi|Kaikki oikeudet pidätetään|lukukertaa|kommenttia
el|Τα πιο διαβασμένα|Τα πιο σχολιασμένα|Σχετικά άρθρα|Το πρωινό newsletter|Εγγραφή|Σας απομένουν 2 δωρεάν άρθρα αυτόν τον μήνα.|Γίνετε συνδρομητής|Με επιφύλαξη παντός δικαιώματος|αναγνώσεις|σχόλια
vi|Đọc nhiều nhất|Bình luận nhiều nhất|Tin liên quan|Bản tin sáng|Đăng ký|Bạn còn 2 bài miễn phí trong tháng này.|Mua gói đọc báo|Bản quyền thuộc về tòa soạn|lượt xem|bình luận
hu|Legolvasottabb|Legtöbbet kommentelt|Kapcsolódó cikkek|Reggeli hírlevél|Feliratkozom|Ebben a hónapban még 2 ingyenes cikket olvashat.|Előfizetek|Minden jog fenntartva|megtekintés|hozzászólás
cs|Nejčtenější|Nejdiskutovanější|Mohlo by vás zajímat|Ranní newsletter|Odebírat|Tento měsíc vám zbývají 2 články zdarma.|Předplatit|Všechna práva vyhrazena|zobrazení|příspěvků
he|הנקראים ביותר|המדוברים ביותר|עוד בנושא|הניוזלטר של הבוקר|להרשמה|נותרו לך 2 כתבות חינם החודש.|לרכישת מינוי|כל הזכויות שמורות|צפיות|תגובות
uk|Найчитаніше|Найбільше обговорюють|Читайте також|Ранкова розсилка|Підписатися|Цього місяця у вас лишилося 2 безкоштовні статті.|Оформити передплату|Усі права захищено|переглядів|коментарів
th|อ่านมากที่สุด|ความเห็นมากที่สุด|ข่าวที่เกี่ยวข้อง|จดหมายข่าวยามเช้า|สมัครรับ|เดือนนี้คุณอ่านฟรีได้อีก 2 บทความ|สมัครสมาชิก|สงวนลิขสิทธิ์|ครั้ง|ความเห็น
ro|Cele mai citite|Cele mai comentate|Citește și|Newsletterul de dimineață|Mă abonez|Mai aveți 2 articole gratuite luna aceasta.|Abonează-te|Toate drepturile rezervate|afișări|comentarii
id|Terpopuler|Paling banyak dikomentari|Baca juga|Buletin pagi|Daftar|Sisa 2 artikel gratis bulan ini.|Berlangganan|Hak cipta dilindungi|dibaca|komentar
da|Mest læste|Mest kommenterede|Læs også|Morgenbrevet|Tilmeld|Du har 2 gratis artikler tilbage denne måned.|Bliv abonnent|Alle rettigheder forbeholdes|visninger|kommentarer
hr|Najčitanije|Najkomentiranije|Povezano|Jutarnji bilten|Prijavi se|Ovaj mjesec preostala su vam još 2 besplatna članka.|Pretplati se|Sva prava pridržana|pregleda|komentara
en|Most read|Most commented|Related|The morning note|Sign up|You have 2 free stories left this month.|Subscribe|All rights reserved|reads|comments
"""

WORDS: dict[str, dict[str, str]] = {}
for _line in _WORD_ROWS.strip().splitlines():
    _lang, *_vals = _line.split("|")
    assert len(_vals) == len(_KEYS), _line
    WORDS[_lang] = dict(zip(_KEYS, _vals, strict=True))


@dataclass(frozen=True)
class SiteBK:
    key: str
    name: str
    lang: str
    template: str
    tagline: str
    sections: tuple[str, ...]

    @property
    def direction(self) -> str:
        return "rtl" if self.lang in ("ar", "he") else "ltr"


# key | name | lang | template (mg magazine, po portal, bg blog) | tagline | sections (the first is the home page)
_ROWS = """
de-kesselbach|Kesselbacher Rundschau|de|po|Die Zeitung fürs Kesselbachtal|Start,Region,Politik,Wirtschaft,Sport,Meinung
ru-volzhsk|Новый Заволжский курьер|ru|po|Городское издание с 2009 года|Главная,Город,Транспорт,Общество,Спорт
ja-hoshigaoka|星ヶ丘ウィークリー|ja|mg|暮らしと街の読みもの|トップ,まち,くらし,食,カルチャー
pl-rzeczna|Gazeta Nadrzeczna|pl|po|Codziennie z Rzecznej i okolic|Strona główna,Miasto,Region,Sport,Opinie
fr-vallonne|Le Vallonnais|fr|mg|Le magazine des vallées|Accueil,Société,Idées,Culture,Environnement
es-altozano|Diario del Altozano|es|po|Noticias de la sierra desde 2004|Portada,Local,Provincia,Economía,Deportes
tr-yalikoy|Yalıköy Gazetesi|tr|po|Yalıköy ve çevresinin sesi|Anasayfa,Gündem,Kent,Ekonomi,Spor
ko-haeun|해운신문|ko|po|해운시 대표 지역언론|홈,사회,경제,지역,스포츠
it-borgofonte|Il Borgofontano|it|bg|Diario di un paese che cambia|Home,Paese,Cucina,Montagna,Chi sono
pt-serrazul|Revista Serra Azul|pt|mg|Crônica, cidade e comportamento|Início,Cidade,Comportamento,Cultura,Colunas
sv-norrvik|Norrviks-Posten|sv|po|Nyheter från Norrvik och kusten|Hem,Norrvik,Kusten,Ekonomi,Sport
ar-nakhil|صحيفة وادي النخيل|ar|po|أخبار الوادي على مدار الساعة|الرئيسية,محليات,اقتصاد,رياضة,آراء
hi-gangapar|गंगापार समाचार|hi|po|आपके ज़िले की हर ख़बर|होम,ज़िला,राजनीति,खेल,रायशुमारी
zh-yunshui|云水评论|zh|bg|一个人的城市笔记|首页,城市,读书,旅行,关于
nl-waterland|Waterlandse Courant|nl|po|Nieuws uit het Waterlandse veen|Home,Regio,Politiek,Economie,Sport
fi-koskela|Koskelan Viikko|fi|mg|Aikakauslehti järvien maasta|Etusivu,Ihmiset,Koti,Luonto,Kolumnit
el-arkadi|Αρκαδική Ημέρα|el|po|Η εφημερίδα του νομού|Αρχική,Νομός,Πολιτική,Οικονομία,Αθλητισμός
vi-mientrung|Thời báo Miền Trung Mới|vi|po|Tin nhanh miền Trung|Trang chủ,Thời sự,Kinh doanh,Giáo dục,Thể thao
hu-dunakanyar|Kanyarvidéki Napló|hu|mg|Hetilap a Kanyarvidékről|Címlap,Közélet,Kultúra,Gasztro,Sport
cs-zahori|Záhorský týdeník|cs|po|Zprávy ze Záhoří a okolí|Úvod,Region,Politika,Kultura,Sport
he-galgalim|גלגלים מקומי|he|po|חדשות הקריות|ראשי,חדשות,קהילה,תרבות,ספורט
uk-polonyna|Полонинський край|uk|mg|Журнал гір і долин|Головна,Гори,Люди,Подорожі,Природа
th-maenam|ข่าวริมแม่น้ำ|th|po|ข่าวท้องถิ่นริมน้ำ|หน้าแรก,ท้องถิ่น,การศึกษา,เศรษฐกิจ,กีฬา
ro-valealunga|Gazeta de Valea Lungă|ro|po|Știri din vale|Acasă,Local,Administrație,Comunitate,Sport
id-tanjungsari|Kabar Tanjungsari|id|po|Berita kota dan pesisir|Beranda,Kota,Pesisir,Ekonomi,Hiburan
da-klitmark|Klitmark Avis|da|po|Nyt fra Klitmark og Vesterhavet|Forside,Lokalt,Kysten,Erhverv,Sport
hr-zagorje|Bregovski list|hr|po|Portal brežnog kraja|Naslovnica,Vijesti,Kraj,Kultura,Sport
en-harrowgate|The Harrowgate Ledger|en|bg|Notes from a small library town|Home,Town,Books,Walks,About
"""

SITES_BK: dict[str, SiteBK] = {}
for _line in _ROWS.strip().splitlines():
    _k, _n, _l, _t, _tag, _secs = _line.split("|")
    SITES_BK[_k] = SiteBK(_k, _n, _l, _t, _tag, tuple(_secs.split(",")))
