"""Made-up sites of blind set AL (what a crawl of a day's news in many countries meets, in the served HTML) and the
furniture's words per language (``WORDS``). Every site name, place and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass

_KEYS = ("share", "related", "contact", "rights", "newsletter", "subscribe", "tags", "most")

# lang | share | related | contact | rights | newsletter box | subscribe | tags | most read
_WORD_ROWS = """
en|Share this|More on this|Contact us|All rights reserved|The weekly letter, every Friday|Sign up|Topics|Most read
de|Artikel teilen|Das könnte Sie auch interessieren|Impressum|Alle Rechte vorbehalten|Unser Newsletter für die Region|Anmelden|Themen|Meistgelesen
es|Comparte|Más noticias|Contacto|Reservados todos los derechos|El boletín de la mañana, gratis|Suscribirme|Temas|Lo más leído
pt|Compartilhe|Veja também|Fale com a gente|Todos os direitos reservados|Receba nossa newsletter|Cadastrar|Assuntos|Mais lidas
it|Condividi|Potrebbe interessarti|Redazione|Riproduzione riservata|La newsletter della sera|Iscriviti|Argomenti|I più letti
pl|Udostępnij|Zobacz również|Redakcja|Wszelkie prawa zastrzeżone|Codzienny newsletter|Zapisz się|Tagi|Najczęściej czytane
tr|Paylaş|Bunlar da ilginizi çekebilir|Künye|Tüm hakları saklıdır|Günün özeti e-postanızda|Kaydol|Etiketler|En çok okunanlar
ja|シェアする|あわせて読みたい|お問い合わせ|無断転載禁止|ニュースレターを受け取る|登録|タグ|よく読まれている記事
ru|Поделиться|Другие материалы|Редакция|Все права защищены|Рассылка главных новостей|Подписаться|Теги|Самое читаемое
sv|Dela artikeln|Mer om ämnet|Kontakta oss|Alla rättigheter förbehållna|Nyhetsbrevet varje morgon|Prenumerera|Ämnen|Mest läst
he|שתפו|עוד בנושא|צור קשר|כל הזכויות שמורות|הניוזלטר היומי שלנו|להרשמה|תגיות|הנקראים ביותר
id|Bagikan|Berita terkait|Redaksi|Hak cipta dilindungi undang-undang|Buletin harian di surel Anda|Daftar|Topik|Terpopuler
fr|Partager|Sur le même sujet|Nous écrire|Tous droits réservés|La lettre du week-end|Je m'inscris|Mots-clés|Les plus lus
nl|Deel dit artikel|Meer over dit onderwerp|Contact|Alle rechten voorbehouden|De ochtendmail, elke werkdag|Aanmelden|Onderwerpen|Meest gelezen
ko|공유하기|관련 기사|고객센터|무단 전재 및 재배포 금지|아침 뉴스레터 구독|구독하기|태그|많이 본 뉴스
el|Μοιραστείτε|Σχετικά θέματα|Επικοινωνία|Με επιφύλαξη παντός δικαιώματος|Το ενημερωτικό μας δελτίο|Εγγραφή|Ετικέτες|Δημοφιλή
fi|Jaa juttu|Lue myös nämä|Ota yhteyttä|Kaikki oikeudet pidätetään|Tilaa viikkokirje|Tilaa|Aiheet|Luetuimmat
vi|Chia sẻ|Tin cùng chuyên mục|Liên hệ tòa soạn|Bản quyền thuộc về báo|Nhận bản tin sáng|Đăng ký|Từ khóa|Đọc nhiều
da|Del artiklen|Læs også|Kontakt redaktionen|Alle rettigheder forbeholdes|Få nyhedsbrevet hver morgen|Tilmeld|Emner|Mest læste
hu|Megosztom|Ezt is ajánljuk|Impresszum|Minden jog fenntartva|Heti hírlevelünk|Feliratkozom|Címkék|Legolvasottabb
ro|Distribuie|Mai citește|Contact|Toate drepturile rezervate|Newsletter-ul de seară|Mă abonez|Etichete|Cele mai citite
uk|Поділитися|Читайте також|Редакція|Усі права захищено|Розсилка новин щоранку|Підписатися|Теги|Найпопулярніше
ar|شارك|أخبار ذات صلة|اتصل بنا|جميع الحقوق محفوظة|النشرة البريدية اليومية|اشترك|وسوم|الأكثر قراءة
zh|分享|相关新闻|联系我们|版权所有|每日新闻简报|订阅|标签|热门文章
cs|Sdílet|Mohlo by vás zajímat|Kontakty|Všechna práva vyhrazena|Ranní přehled do e-mailu|Odebírat|Štítky|Nejčtenější
hr|Podijeli|Povezani članci|Impressum|Sva prava pridržana|Tjedni bilten|Prijavi se|Oznake|Najčitanije
nb|Del saken|Les også|Kontakt oss|Alle rettigheter reservert|Ukebrevet fra redaksjonen|Meld meg på|Emner|Mest lest
ms|Kongsi|Berita berkaitan|Hubungi kami|Hak cipta terpelihara|Buletin mingguan kami|Langgan|Tag|Paling popular
"""

WORDS: dict[str, dict[str, str]] = {}
for _line in _WORD_ROWS.strip().splitlines():
    _lang, *_vals = _line.split("|")
    assert len(_vals) == len(_KEYS), _line
    WORDS[_lang] = dict(zip(_KEYS, _vals, strict=True))


@dataclass(frozen=True)
class SiteAL:
    key: str
    name: str
    lang: str
    template: str
    tagline: str
    sections: tuple[str, ...]

    @property
    def direction(self) -> str:
        return "rtl" if self.lang in ("ar", "he") else "ltr"


# key | name | lang | template | tagline | sections (the first is the home page)
_ROWS = """
en-tinroof|The Tin Roof Kitchen|en|lg|Cooking in a small flat, badly and then better|Home,Recipes,Notes,About
de-saalfurt|Saalfurter Anzeiger|de|pt|Nachrichten aus Saalfurt und dem Umland|Start,Saalfurt,Umland,Wirtschaft,Sport
es-ribera|La Voz de Ribera Sur|es|lc|Noticias de la comarca desde 1998|Portada,Comarca,Sociedad,Deportes,Opinión
pt-mariapreta|Caderno da Mariana Preta|pt|lg|Crônicas de bairro e receitas de vó|Início,Crônicas,Receitas,Contato
it-lagomoro|L'Eco del Lago Moro|it|pt|Quotidiano online del lago|Home,Cronaca,Economia,Cultura,Sport
pl-warta|Kurier Nadwarciański|pl|lc|Gazeta powiatu nadwarciańskiego|Strona główna,Powiat,Gospodarka,Sport,Kultura
tr-kiyikent|Kıyıkent Postası|tr|lc|Kıyıkent'in haber sitesi|Anasayfa,Gündem,Ekonomi,Spor,Yaşam
ja-minatoura|湊浦タイムズ|ja|pt|湊浦市と周辺のニュース|トップ,地域,くらし,経済,スポーツ
ru-priozersk|Приозёрная правда|ru|pt|Городская газета с 1931 года|Главная,Город,Общество,Экономика,Спорт
sv-tallmon|Tallmoboken|sv|lg|Om skog, hundar och småstadsliv|Hem,Skogen,Hundarna,Om mig
he-emekhadash|עמק חדש|he|lc|חדשות העמק והגליל|ראשי,חדשות,קהילה,ספורט,דעות
id-pesisir|Warta Pesisir|id|lc|Berita dari pesisir utara|Beranda,Daerah,Ekonomi,Olahraga,Gaya Hidup
fr-bocage|L'Écho du Bocage|fr|pt|L'information du bocage, chaque jour|Accueil,Territoire,Économie,Culture,Sports
nl-vaart|Vaartbode|nl|lc|Nieuws uit de Vaartstreek|Home,Regio,Economie,Sport,Cultuur
ko-dongha|동하일보|ko|pt|동하시의 아침을 여는 신문|홈,지역,경제,사회,스포츠
el-kalami|Καλαμιώτικα Νέα|el|lc|Ειδήσεις από την Καλάμη και τα χωριά|Αρχική,Τοπικά,Οικονομία,Πολιτισμός,Αθλητικά
fi-harjula|Harjulan Sanomat|fi|pt|Paikallislehti vuodesta 1921|Etusivu,Kotiseutu,Talous,Urheilu,Mielipide
vi-songhau|Báo Sông Hậu Mới|vi|lc|Tin tức miền Tây mỗi ngày|Trang chủ,Thời sự,Kinh tế,Đời sống,Thể thao
da-fjordby|Fjordby Dagblad|da|pt|Din avis i Fjordby|Forside,Lokalt,Erhverv,Kultur,Sport
hu-tiszakert|Tiszakerti Hírlap|hu|lc|A kistérség napilapja|Címlap,Helyi,Gazdaság,Kultúra,Rejtvény
ro-dealu|Monitorul de Deal|ro|pt|Știri din județ, zi de zi|Acasă,Local,Politică,Economie,Sport
uk-stepove|Степовий вісник|uk|lc|Новини громади та спорту|Головна,Громада,Економіка,Спорт,Культура
ar-wahat|صدى الواحات|ar|pt|جريدة الواحات اليومية|الرئيسية,محليات,اقتصاد,ثقافة,منوعات
zh-qinghe|清河晨报|zh|pt|清河市综合新闻|首页,本地,民生,文化,读者来信
cs-podhradi|Podhradský deník|cs|lc|Zprávy z Podhradí a okolí|Úvod,Region,Kultura,Sport,Názory
hr-lucica|Lučica danas|hr|lc|Portal otoka i obale|Naslovnica,Vijesti,More,Kultura,Sport
nb-elvedal|Elvedølen|nb|lg|Lokalavisa for Elvedal|Forsiden,Nyheter,Språkspalten,Kultur,Sport
ms-teluk|Suara Teluk Kemuning|ms|lc|Berita komuniti pantai timur|Utama,Setempat,Pendidikan,Sastera,Sukan
"""

SITES_AL: dict[str, SiteAL] = {}
for _line in _ROWS.strip().splitlines():
    _k, _n, _l, _t, _tag, _secs = _line.split("|")
    SITES_AL[_k] = SiteAL(_k, _n, _l, _t, _tag, tuple(_secs.split(",")))
