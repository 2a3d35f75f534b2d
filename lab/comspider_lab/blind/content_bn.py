"""Made-up sites of blind set BN (news as phones get them, 2016-2026: mobile editions, app-like web pages and
lightweight pages of news sites, magazines and blogs) and the phone furniture's words per language (``WORDS``).
Every site name, place and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass

_KEYS = (
    "menu",
    "top",
    "next",
    "share",
    "ad",
    "app",
    "open",
    "feel",
    "related",
    "rights",
    "cmts",
    "minutes",
    "back",
)

# lang | menu | top stories | next article | share | advertisement | app banner | open | reaction question | related |
# rights | comments word | minutes read | back to the article
_WORD_ROWS = """
de|Menü|Top-Themen|Nächster Artikel|Teilen|Anzeige|Lesen Sie schneller in unserer App|Öffnen|Wie finden Sie diesen Artikel?|Mehr zum Thema|Alle Rechte vorbehalten|Kommentare|Min. Lesezeit|Zurück zum Artikel
fr|Menu|À la une|Article suivant|Partager|Publicité|Lisez-nous dans l'application|Ouvrir|Qu'en pensez-vous ?|À lire aussi|Tous droits réservés|commentaires|min de lecture|Retour à l'article
es|Menú|Lo último|Siguiente noticia|Compartir|Publicidad|Léenos mejor en la app|Abrir|¿Qué te ha parecido?|Te puede interesar|Todos los derechos reservados|comentarios|min de lectura|Volver a la noticia
it|Menu|In primo piano|Articolo successivo|Condividi|Pubblicità|Leggi meglio nell'app|Apri|Cosa ne pensi?|Leggi anche|Riproduzione riservata|commenti|min di lettura|Torna all'articolo
ja|メニュー|注目ニュース|次の記事|シェア|広告|アプリならもっと快適に|開く|この記事をどう思いましたか？|関連記事|無断転載禁止|コメント|分で読めます|記事に戻る
ko|메뉴|주요 뉴스|다음 기사|공유|광고|앱에서 더 편하게 보세요|열기|이 기사 어떠셨나요?|관련 기사|무단 전재 및 재배포 금지|댓글|분 소요|기사로 돌아가기
pl|Menu|Najważniejsze|Następny artykuł|Udostępnij|Reklama|Czytaj wygodniej w aplikacji|Otwórz|Jak oceniasz ten tekst?|Czytaj także|Wszelkie prawa zastrzeżone|komentarzy|min czytania|Wróć do artykułu
tr|Menü|Öne çıkanlar|Sonraki haber|Paylaş|Reklam|Uygulamamızda daha hızlı okuyun|Aç|Bu habere tepkiniz ne?|İlgili haberler|Tüm hakları saklıdır|yorum|dk okuma|Habere dön
vi|Menu|Tin nổi bật|Bài tiếp theo|Chia sẻ|Quảng cáo|Đọc nhanh hơn trên ứng dụng|Mở|Bạn cảm thấy thế nào?|Tin liên quan|Bản quyền thuộc về tòa soạn|bình luận|phút đọc|Quay lại bài viết
ar|القائمة|أبرز الأخبار|المقال التالي|مشاركة|إعلان|اقرأ أسرع في تطبيقنا|فتح|ما رأيك في هذا الخبر؟|اقرأ أيضا|جميع الحقوق محفوظة|تعليق|دقائق قراءة|العودة إلى المقال
fi|Valikko|Pääuutiset|Seuraava juttu|Jaa|Mainos|Lue sujuvammin sovelluksessa|Avaa|Miltä juttu tuntui?|Lue myös|Kaikki oikeudet pidätetään|kommenttia|min lukuaika|Takaisin juttuun
hu|Menü|Kiemelt hírek|Következő cikk|Megosztás|Hirdetés|Olvass kényelmesebben az appban|Megnyitás|Milyen érzés ez a cikk?|Kapcsolódó|Minden jog fenntartva|hozzászólás|perc olvasás|Vissza a cikkhez
id|Menu|Berita utama|Artikel berikutnya|Bagikan|Iklan|Baca lebih nyaman di aplikasi|Buka|Bagaimana perasaanmu?|Baca juga|Hak cipta dilindungi|komentar|menit baca|Kembali ke artikel
ro|Meniu|Cele mai importante|Articolul următor|Distribuie|Publicitate|Citește mai ușor în aplicație|Deschide|Ce părere ai?|Citește și|Toate drepturile rezervate|comentarii|min de citit|Înapoi la articol
el|Μενού|Κορυφαία θέματα|Επόμενο άρθρο|Κοινοποίηση|Διαφήμιση|Διαβάστε πιο γρήγορα στην εφαρμογή|Άνοιγμα|Πώς σας φάνηκε;|Σχετικά|Με επιφύλαξη παντός δικαιώματος|σχόλια|λεπτά ανάγνωσης|Πίσω στο άρθρο
ms|Menu|Berita utama|Artikel seterusnya|Kongsi|Iklan|Baca lebih pantas dalam aplikasi|Buka|Apa reaksi anda?|Baca juga|Hak cipta terpelihara|komen|minit bacaan|Kembali ke artikel
nb|Meny|Toppsaker|Neste sak|Del|Annonse|Les raskere i appen|Åpne|Hva synes du om saken?|Les også|Alle rettigheter forbeholdt|kommentarer|min lesetid|Tilbake til saken
sl|Meni|Izpostavljeno|Naslednji članek|Deli|Oglas|Berite hitreje v aplikaciji|Odpri|Kako se počutite ob članku?|Preberite še|Vse pravice pridržane|komentarjev|min branja|Nazaj na članek
lt|Meniu|Svarbiausios|Kitas straipsnis|Dalintis|Reklama|Skaitykite patogiau programėlėje|Atidaryti|Kaip vertinate straipsnį?|Taip pat skaitykite|Visos teisės saugomos|komentarai|min. skaitymo|Grįžti į straipsnį
en|Menu|Top stories|Next article|Share|Advertisement|Read faster in our app|Open|How does this story make you feel?|More on this|All rights reserved|comments|min read|Back to the article
uk|Меню|Головне|Наступна новина|Поділитися|Реклама|Читайте зручніше в застосунку|Відкрити|Як вам ця новина?|Читайте також|Усі права захищено|коментарів|хв читання|Назад до статті
ru|Меню|Главное|Следующая новость|Поделиться|Реклама|Читайте удобнее в приложении|Открыть|Как вам эта новость?|Читайте также|Все права защищены|комментариев|мин чтения|Назад к статье
da|Menu|Tophistorier|Næste artikel|Del|Annonce|Læs hurtigere i appen|Åbn|Hvad synes du om artiklen?|Læs også|Alle rettigheder forbeholdes|kommentarer|min. læsetid|Tilbage til artiklen
ca|Menú|El més destacat|Següent article|Comparteix|Publicitat|Llegeix-nos millor a l'app|Obre|Què t'ha semblat?|També et pot interessar|Tots els drets reservats|comentaris|min de lectura|Torna a l'article
sk|Menu|Top správy|Ďalší článok|Zdieľať|Reklama|Čítajte pohodlnejšie v aplikácii|Otvoriť|Ako sa vám páči článok?|Súvisiace|Všetky práva vyhradené|komentárov|min čítania|Späť na článok
bg|Меню|Най-важното|Следваща статия|Сподели|Реклама|Четете по-бързо в приложението|Отвори|Как ви се струва статията?|Още по темата|Всички права запазени|коментара|мин. четене|Обратно към статията
he|תפריט|הכתבות המובילות|הכתבה הבאה|שיתוף|פרסומת|קראו מהר יותר באפליקציה|פתיחה|איך הכתבה גרמה לך להרגיש?|עוד בנושא|כל הזכויות שמורות|תגובות|דקות קריאה|חזרה לכתבה
hr|Izbornik|Najvažnije|Sljedeći članak|Podijeli|Oglas|Čitajte brže u aplikaciji|Otvori|Kako vam se sviđa članak?|Povezano|Sva prava pridržana|komentara|min čitanja|Natrag na članak
"""

WORDS: dict[str, dict[str, str]] = {}
for _line in _WORD_ROWS.strip().splitlines():
    _lang, *_vals = _line.split("|")
    assert len(_vals) == len(_KEYS), _line
    WORDS[_lang] = dict(zip(_KEYS, _vals, strict=True))


@dataclass(frozen=True)
class SiteBN:
    key: str
    name: str
    lang: str
    template: str
    tagline: str
    sections: tuple[str, ...]

    @property
    def direction(self) -> str:
        return "rtl" if self.lang in ("ar", "he") else "ltr"


# key | name | lang | template (mo: a mobile edition, lt: a lightweight page, ap: an app-like web page) | tagline |
# sections (the first is the home page)
_ROWS = """
de-muehlenthal|Mühlenthaler Bote|de|mo|m.muehlenthaler-bote · Ihre Heimatzeitung mobil|Start,Region,Sport,Kultur,Service
fr-plateau|Les Cahiers du Plateau|fr|lt|Magazine des hautes terres, édition légère|Accueil,Territoires,Saveurs,Portraits,Agenda
es-robledal|El Faro de Robledal|es|lt|Noticias de la comarca, versión ligera|Portada,Comarca,Campo,Cultura,Deportes
it-valtorre|Gazzetta di Valtorre|it|mo|Il quotidiano della valle sul tuo telefono|Home,Cronaca,Valle,Sport,Tempo libero
ja-minatogawa|みなと川日報|ja|mo|港町のニュースをスマホで|トップ,まち,くらし,経済,スポーツ
ko-saebyeok|새벽강일보|ko|ap|새벽강 사람들의 모바일 신문|홈,사회,지역,생활,스포츠
pl-zalesie|Kurier Zalesia|pl|mo|Wydanie mobilne|Start,Zalesie,Powiat,Sport,Kultura
tr-karaburun|Karaburun Postası|tr|ap|Yarımadanın haber uygulaması|Manşet,Yerel,Ekonomi,Yaşam,Spor
vi-phocang|Báo Phố Cảng|vi|mo|Tin tức thành phố cảng trên di động|Trang chủ,Thời sự,Đời sống,Kinh tế,Thể thao
ar-sadasahel|صدى الساحل|ar|ap|أخبار الساحل في جيبك|الرئيسية,محليات,اقتصاد,منوعات,رياضة
fi-jarvenselka|Järvenselän Sanomat|fi|mo|Järvenselän uutiset mobiilissa|Etusivu,Kotiseutu,Talous,Urheilu,Vapaa-aika
hu-tiszahat|Tiszaháti Hírlap|hu|lt|Könnyített mobilkiadás|Címlap,Helyi,Gazdaság,Kultúra,Sport
id-lembahhijau|Warta Lembah Hijau|id|ap|Kabar lembah dalam genggaman|Beranda,Daerah,Ekonomi,Gaya Hidup,Olahraga
ro-podis|Ziarul de Podiș|ro|mo|Ediția de telefon|Acasă,Local,Administrație,Comunitate,Sport
el-ichokolpou|Ηχώ του Κόλπου|el|mo|Ειδήσεις του κόλπου στο κινητό σας|Αρχική,Τοπικά,Κοινωνία,Οικονομία,Αθλητικά
ms-seriawan|Berita Pekan Seri Awan|ms|ap|Berita setempat di telefon anda|Utama,Setempat,Ekonomi,Gaya Hidup,Sukan
nb-vestvika|Vestvika Avis|nb|mo|Nyheter fra Vestvika, på mobilen|Forsiden,Vestvika,Distriktet,Sport,Meninger
sl-soteska|Soteska danes|sl|lt|Lahka izdaja za telefon|Domov,Dolina,Šport,Ljudje,Gore
lt-upeskrastas|Upės krašto žinios|lt|mo|Mobilioji laikraščio versija|Pradžia,Miestas,Rajonas,Bendruomenė,Sportas
en-wrenfield|The Wrenfield Courier|en|lt|Wrenfield's paper, light edition|Home,Town,Schools,Arts,Letters
uk-porichchia|Порічанський вісник|uk|ap|Новини громади у застосунку|Головна,Громада,Економіка,Життя,Спорт
ru-zaozersk|Вечерний Заозёрск|ru|mo|Мобильная версия|Главная,Город,Район,Природа,Спорт
da-klinteby|Klintebyens Dagblad|da|mo|Klinteby på mobilen|Forside,Lokalt,Kysten,Erhverv,Sport
ca-plaroures|La Veu del Pla de Roures|ca|lt|Edició lleugera per al mòbil|Portada,Comarca,Pagès,Cultura,Esports
sk-dolina|Dolinský denník|sk|ap|Správy z doliny v mobile|Domov,Dolina,Kraj,Život,Šport
bg-strumski|Струмски хоризонт|bg|mo|Мобилно издание|Начало,Регион,Общество,Икономика,Спорт
he-alonim|חדשות עמק האלונים|he|ap|החדשות של העמק באפליקציה|ראשי,חדשות,קהילה,תרבות,ספורט
hr-otocki|Otočki tjednik|hr|lt|Lagano izdanje za mobitel|Naslovnica,Otok,Luka,Kultura,Sport
"""

SITES_BN: dict[str, SiteBN] = {}
for _line in _ROWS.strip().splitlines():
    _k, _n, _l, _t, _tag, _secs = _line.split("|")
    SITES_BN[_k] = SiteBN(_k, _n, _l, _t, _tag, tuple(_secs.split(",")))
