"""Made-up sites of blind set BM (news as phones get them, 2016-2026: mobile editions, AMP-style lightweight pages
and app-like web pages) and the furniture's words per language (``WORDS``). Every site name, place and text invented
for this set."""

from __future__ import annotations

from dataclasses import dataclass

_KEYS = ("menu", "top", "next", "ad", "share", "feel", "app", "open", "rights", "more")

# lang | menu | top stories | next article | ad label | share | reaction question | app banner | open | rights | read on
_WORD_ROWS = """
de|Menü|Top-Themen|Nächster Artikel|Anzeige|Teilen|Wie finden Sie diesen Artikel?|Besser lesen in unserer App|Öffnen|Alle Rechte vorbehalten|Weiterlesen
fr|Menu|À la une|Article suivant|Publicité|Partager|Cet article vous a rendu…|Plus confortable dans l'appli|Ouvrir|Tous droits réservés|Lire la suite
es|Menú|Lo último|Siguiente noticia|Publicidad|Compartir|¿Qué te ha parecido?|Mejor en nuestra app|Abrir|Todos los derechos reservados|Seguir leyendo
it|Menu|In evidenza|Prossimo articolo|Pubblicità|Condividi|Come ti fa sentire questo articolo?|Meglio nella nostra app|Apri|Riproduzione riservata|Continua a leggere
pl|Menu|Najważniejsze|Następny artykuł|Reklama|Udostępnij|Jak oceniasz ten artykuł?|Wygodniej w aplikacji|Otwórz|Wszelkie prawa zastrzeżone|Czytaj dalej
cs|Menu|Hlavní zprávy|Další článek|Reklama|Sdílet|Jak na vás článek zapůsobil?|Pohodlněji v aplikaci|Otevřít|Všechna práva vyhrazena|Číst dál
ja|メニュー|主要ニュース|次の記事|広告|共有|この記事をどう思いましたか？|アプリで快適に読む|開く|無断転載を禁じます|続きを読む
ko|메뉴|주요 뉴스|다음 기사|광고|공유|이 기사 어떠셨나요?|앱에서 더 편하게 보기|열기|무단 전재 및 재배포 금지|이어서 읽기
pt|Menu|Destaques|Próximo artigo|Publicidade|Partilhar|O que achou deste artigo?|Melhor na nossa app|Abrir|Todos os direitos reservados|Continuar a ler
nl|Menu|Uitgelicht|Volgend artikel|Advertentie|Delen|Wat vind je van dit artikel?|Lees fijner in de app|Openen|Alle rechten voorbehouden|Verder lezen
tr|Menü|Öne çıkanlar|Sonraki haber|Reklam|Paylaş|Bu haber size ne hissettirdi?|Uygulamada daha rahat okuyun|Aç|Tüm hakları saklıdır|Devamını oku
hu|Menü|Kiemelt|Következő cikk|Hirdetés|Megosztás|Milyen érzéseket keltett a cikk?|Kényelmesebb az appban|Megnyitás|Minden jog fenntartva|Tovább
el|Μενού|Κύριες ειδήσεις|Επόμενο άρθρο|Διαφήμιση|Κοινοποίηση|Πώς σας φάνηκε το άρθρο;|Καλύτερα στην εφαρμογή|Άνοιγμα|Με επιφύλαξη παντός δικαιώματος|Συνέχεια
fi|Valikko|Pääuutiset|Seuraava juttu|Mainos|Jaa|Miltä juttu tuntui?|Lue sovelluksessa|Avaa|Kaikki oikeudet pidätetään|Lue lisää
en|Menu|Top stories|Next article|Advertisement|Share|How does this story make you feel?|It's better in the app|Open|All rights reserved|Read more
sv|Meny|Toppnyheter|Nästa artikel|Annons|Dela|Vad tycker du om artikeln?|Bättre i appen|Öppna|Alla rättigheter förbehållna|Läs mer
da|Menu|Tophistorier|Næste artikel|Annonce|Del|Hvad synes du om artiklen?|Bedre i appen|Åbn|Alle rettigheder forbeholdes|Læs mere
nb|Meny|Toppsaker|Neste sak|Annonse|Del|Hva synes du om saken?|Bedre i appen|Åpne|Alle rettigheter reservert|Les mer
ru|Меню|Главное|Следующая статья|Реклама|Поделиться|Как вам статья?|Удобнее в приложении|Открыть|Все права защищены|Читать дальше
uk|Меню|Головне|Наступна стаття|Реклама|Поділитися|Як вам стаття?|Зручніше в застосунку|Відкрити|Усі права захищені|Читати далі
ro|Meniu|Cele mai importante|Articolul următor|Publicitate|Distribuie|Ce părere ai despre articol?|Mai comod în aplicație|Deschide|Toate drepturile rezervate|Citește mai departe
hr|Izbornik|Izdvojeno|Sljedeći članak|Oglas|Podijeli|Kako vam se čini članak?|Ugodnije u aplikaciji|Otvori|Sva prava pridržana|Pročitaj više
zh|菜单|要闻|下一篇|广告|分享|读完这篇文章，你的心情是？|在App中阅读体验更佳|打开|版权所有|阅读全文
id|Menu|Berita utama|Artikel berikutnya|Iklan|Bagikan|Bagaimana perasaan Anda setelah membaca?|Lebih nyaman di aplikasi|Buka|Hak cipta dilindungi|Baca selengkapnya
vi|Menu|Tin nổi bật|Bài tiếp theo|Quảng cáo|Chia sẻ|Bạn cảm thấy thế nào về bài viết?|Đọc tiện hơn trên ứng dụng|Mở|Bản quyền thuộc về tòa soạn|Đọc tiếp
ar|القائمة|أبرز الأخبار|المقال التالي|إعلان|مشاركة|ما شعورك تجاه هذا الخبر؟|القراءة أسهل في التطبيق|افتح|جميع الحقوق محفوظة|اقرأ المزيد
he|תפריט|הכי חשוב|הכתבה הבאה|פרסומת|שיתוף|איך הכתבה גרמה לך להרגיש?|נוח יותר באפליקציה|פתיחה|כל הזכויות שמורות|להמשך קריאה
ca|Menú|Destacats|Següent article|Publicitat|Comparteix|Què t'ha semblat l'article?|Millor a l'app|Obre|Tots els drets reservats|Continua llegint
"""

WORDS: dict[str, dict[str, str]] = {}
for _line in _WORD_ROWS.strip().splitlines():
    _cells = _line.split("|")
    WORDS[_cells[0]] = dict(zip(_KEYS, _cells[1:], strict=True))


@dataclass(frozen=True)
class SiteBM:
    key: str
    name: str
    lang: str
    tagline: str
    template: str  # "mx" (an m. edition), "amp" (an AMP-style lightweight page), "app" (an app-like web page)
    sections: tuple[str, ...]

    @property
    def direction(self) -> str:
        return "rtl" if self.lang in ("ar", "he") else "ltr"


# key | name | lang | tagline | template | sections
_ROWS = """
de-oberkamp|Oberkamper Bote|de|Nachrichten aus dem Kamptal|mx|Start,Lokales,Region,Sport,Freizeit
fr-causses|L'Écho des Causses|fr|Le quotidien du plateau|app|Accueil,Vie locale,Agriculture,Sports,Loisirs
es-riberalta|La Ribera Alta Digital|es|Noticias de la comarca|app|Inicio,Comarca,Movilidad,Deportes,Cultura
it-valdaria|Valdaria Notizie|it|Il giornale della valle|amp|Home,Valle,Montagna,Eventi,Sport
pl-brzeziny|Kurier Brzozowiecki|pl|Wiadomości z Brzozowca i okolic|mx|Start,Miasto,Komunikacja,Sport,Kultura
cs-podlesi|Podlesský deník|cs|Zprávy z Podlesí|amp|Úvod,Zprávy,Sport,Volný čas,Názory
ja-kawabe|川辺タイムズ|ja|川辺市の暮らしニュース|amp|トップ,まち,グルメ,交通,話題
ko-seoha|서하일보|ko|서하시 생활뉴스|mx|홈,사회,교통,생활,오피니언
pt-ribeira|Jornal da Ribeira Velha|pt|Notícias do concelho|mx|Início,Cidade,Mobilidade,Desporto,Cultura
nl-dijkland|Dijkland Nu|nl|Nieuws uit Dijkland|app|Home,Regio,Verkeer,Natuur,Sport
tr-mavikiyi|Mavikıyı Haber|tr|Körfezin haber uygulaması|app|Anasayfa,Kent,Ulaşım,Yaşam,Spor
hu-topart|Tóparti Hírek|hu|A tó körüli települések lapja|mx|Címlap,Tópart,Közélet,Szabadidő,Sport
el-nisida|Νησιώτικα Νέα|el|Τα νέα του νησιού μας|amp|Αρχική,Νησί,Κοινωνία,Λιμάνι,Πολιτισμός
fi-jarvela|Järvelän Sanomat|fi|Paikallislehti verkossa|amp|Etusivu,Uutiset,Koulu,Urheilu,Mielipide
hr-otok|Otočki glasnik|hr|Vijesti s otoka|mx|Naslovnica,Otok,More,Ljudi,Sport
ca-vilavella|El Vilavellenc|ca|Setmanari de la Vila Vella|amp|Inici,Vila,Cultura,Gent,Esports
en-hollinbrook|Hollinbrook Evening Post|en|Hollinbrook's news app|app|Home,Town,Nature,Business,Sport
nb-fjordheim|Fjordheim Avis|nb|Lokalavisa for Fjordheim|mx|Forsiden,Nyheter,Kultur,Barn og unge,Sport
id-lembah|Warta Lembah Hijau|id|Kabar dari lembah|mx|Beranda,Daerah,Bencana,Ekonomi,Olahraga
da-hedemose|Hedemose Dagblad|da|Nyt fra Hedemose|app|Forside,Lokalt,Spil,Kultur,Sport
sv-bjorkvik|Björkvikens Tidning|sv|Nyheter från Björkviken|mx|Start,Björkviken,Väder,Kultur,Sport
ro-dealuri|Ziarul Dealurilor|ro|Știri de pe dealuri|amp|Acasă,Local,Vreme,Comunitate,Sport
ru-zarechye|Зареченский вестник|ru|Новости Заречья|mx|Главная,Город,ЖКХ,Спорт,Афиша
uk-nadrichia|Надрічанські новини|uk|Новини Надріччя|app|Головна,Місто,Громада,Спорт,Культура
zh-yunxi|云溪晚报|zh|云溪本地新闻|amp|首页,本地,民生,文旅,体育
vi-phobien|Tin Phố Biển Mới|vi|Tin tức thành phố biển|mx|Trang chủ,Thời sự,Đô thị,Du lịch,Thể thao
ar-waha|أخبار الواحة الخضراء|ar|أخبار الواحة لحظة بلحظة|app|الرئيسية,محليات,مجتمع,رياضة,منوعات
he-emek|חדשות העמק הירוק|he|חדשות העמק בנייד|mx|ראשי,חדשות,קהילה,תרבות,ספורט
"""

SITES_BM: dict[str, SiteBM] = {}
for _line in _ROWS.strip().splitlines():
    _k, _n, _l, _t, _tpl, _secs = _line.split("|")
    SITES_BM[_k] = SiteBM(_k, _n, _l, _t, _tpl, tuple(_secs.split(",")))
