"""Made-up sites of blind set AY (news and blog pages of 2010-2014 as a reader's browser saved them after the page's
scripts had run) and the furniture's words per language (``WORDS``). Every site name, place and text invented for
this set."""

from __future__ import annotations

from dataclasses import dataclass

_KEYS = (
    "share",
    "most_read",
    "most_shared",
    "related",
    "newsletter",
    "subscribe",
    "tags",
    "about",
    "also",
    "contact",
    "rights",
    "login",
)

# lang | share | most read | most shared | related | newsletter box | subscribe | tags | about the author |
# you might also like | contact | rights | log in
_WORD_ROWS = """
en|Share|Most read|Most shared|Related stories|Get the morning briefing by e-mail|Sign up|Tags|About the author|You might also like|Contact us|All rights reserved|Log in
de|Teilen|Meistgelesen|Meistgeteilt|Mehr zum Thema|Der Morgen-Newsletter per E-Mail|Abonnieren|Schlagworte|Über die Autorin|Das könnte Sie auch interessieren|Kontakt|Alle Rechte vorbehalten|Anmelden
fr|Partager|Les plus lus|Les plus partagés|À lire aussi|Recevez notre lettre d'information|S'inscrire|Mots-clés|L'auteur|Vous aimerez aussi|Nous contacter|Tous droits réservés|Connexion
es|Compartir|Lo más leído|Lo más compartido|Noticias relacionadas|Recibe el boletín diario|Suscribirse|Etiquetas|Sobre el autor|También te puede interesar|Contacto|Todos los derechos reservados|Entrar
pt|Compartilhar|Mais lidas|Mais compartilhadas|Notícias relacionadas|Receba as notícias por e-mail|Assinar|Tags|Sobre a autora|Você também pode gostar|Fale conosco|Todos os direitos reservados|Entrar
it|Condividi|I più letti|I più condivisi|Articoli correlati|Ricevi la newsletter|Iscriviti|Tag|L'autore|Potrebbe interessarti anche|Contatti|Tutti i diritti riservati|Accedi
nl|Delen|Meest gelezen|Meest gedeeld|Gerelateerde artikelen|Ontvang de nieuwsbrief|Aanmelden|Tags|Over de auteur|Misschien ook interessant|Contact|Alle rechten voorbehouden|Inloggen
pl|Udostępnij|Najczęściej czytane|Najczęściej udostępniane|Czytaj także|Zamów newsletter|Zapisz się|Tagi|O autorze|Może cię zainteresować|Kontakt|Wszelkie prawa zastrzeżone|Zaloguj
ru|Поделиться|Самое читаемое|Чаще всего делятся|Читайте также|Подпишитесь на рассылку|Подписаться|Теги|Об авторе|Вам может быть интересно|Контакты|Все права защищены|Войти
ja|共有|アクセスランキング|シェアランキング|関連記事|メールマガジン登録|登録する|タグ|執筆者|こちらの記事もおすすめ|お問い合わせ|無断転載を禁じます|ログイン
tr|Paylaş|En çok okunanlar|En çok paylaşılanlar|İlgili haberler|E-bültene abone olun|Abone ol|Etiketler|Yazar hakkında|Bunları da beğenebilirsiniz|İletişim|Tüm hakları saklıdır|Giriş
cs|Sdílet|Nejčtenější|Nejsdílenější|Související články|Odebírejte newsletter|Přihlásit k odběru|Štítky|O autorovi|Mohlo by se vám líbit|Kontakt|Všechna práva vyhrazena|Přihlásit
sv|Dela|Mest läst|Mest delat|Relaterade artiklar|Få nyhetsbrevet|Prenumerera|Taggar|Om skribenten|Du kanske också gillar|Kontakt|Alla rättigheter förbehållna|Logga in
ko|공유|많이 본 기사|많이 공유한 기사|관련 기사|뉴스레터 받기|신청|태그|기자 소개|이런 기사도 있어요|문의하기|무단전재 및 재배포 금지|로그인
fi|Jaa|Luetuimmat|Jaetuimmat|Lue myös|Tilaa uutiskirje|Tilaa|Avainsanat|Kirjoittajasta|Saatat pitää myös näistä|Yhteystiedot|Kaikki oikeudet pidätetään|Kirjaudu
da|Del|Mest læste|Mest delte|Relaterede artikler|Få nyhedsbrevet|Tilmeld|Emner|Om skribenten|Du vil måske også kunne lide|Kontakt|Alle rettigheder forbeholdes|Log ind
el|Κοινοποίηση|Τα πιο διαβασμένα|Τα πιο κοινοποιημένα|Σχετικά άρθρα|Εγγραφείτε στο ενημερωτικό δελτίο|Εγγραφή|Ετικέτες|Για τον συντάκτη|Μπορεί επίσης να σας αρέσουν|Επικοινωνία|Με επιφύλαξη παντός δικαιώματος|Σύνδεση
hu|Megosztás|Legolvasottabb|Legtöbbet megosztott|Kapcsolódó cikkek|Iratkozzon fel hírlevelünkre|Feliratkozás|Címkék|A szerzőről|Ezek is érdekelhetik|Kapcsolat|Minden jog fenntartva|Belépés
ro|Distribuie|Cele mai citite|Cele mai distribuite|Articole similare|Abonează-te la newsletter|Abonare|Etichete|Despre autor|S-ar putea să-ți placă și|Contact|Toate drepturile rezervate|Autentificare
vi|Chia sẻ|Đọc nhiều nhất|Chia sẻ nhiều nhất|Tin liên quan|Đăng ký nhận bản tin|Đăng ký|Từ khóa|Về tác giả|Có thể bạn quan tâm|Liên hệ|Bản quyền thuộc về tòa soạn|Đăng nhập
uk|Поділитися|Найчитаніше|Найпоширеніше|Читайте також|Підпишіться на розсилку|Підписатися|Теги|Про автора|Вам також може сподобатися|Контакти|Усі права захищено|Увійти
ar|شارك|الأكثر قراءة|الأكثر مشاركة|أخبار ذات صلة|اشترك في النشرة البريدية|اشترك|كلمات مفتاحية|عن الكاتب|قد يعجبك أيضاً|اتصل بنا|جميع الحقوق محفوظة|دخول
he|שתפו|הנקראים ביותר|המשותפים ביותר|כתבות נוספות בנושא|הירשמו לניוזלטר|הרשמה|תגיות|על הכותב|אולי יעניין אתכם גם|צור קשר|כל הזכויות שמורות|התחברות
zh|分享|阅读排行|分享排行|相关阅读|订阅新闻邮件|订阅|标签|作者简介|你可能还喜欢|联系我们|版权所有|登录
id|Bagikan|Terpopuler|Paling banyak dibagikan|Berita terkait|Berlangganan buletin|Langganan|Tag|Tentang penulis|Anda mungkin juga suka|Kontak|Hak cipta dilindungi|Masuk
hr|Podijeli|Najčitanije|Najdijeljenije|Povezani članci|Prijavite se na newsletter|Prijava|Oznake|O autoru|Možda će vas zanimati|Kontakt|Sva prava pridržana|Prijavi se
sk|Zdieľať|Najčítanejšie|Najzdieľanejšie|Súvisiace články|Odoberajte newsletter|Prihlásiť sa|Štítky|O autorovi|Mohlo by vás zaujímať|Kontakt|Všetky práva vyhradené|Prihlásenie
ca|Comparteix|El més llegit|El més compartit|Notícies relacionades|Rep el butlletí cada matí|Subscriu-t'hi|Etiquetes|Sobre l'autora|També et pot interessar|Contacte|Tots els drets reservats|Inicia sessió
"""

WORDS: dict[str, dict[str, str]] = {}
for _line in _WORD_ROWS.strip().splitlines():
    _lang, *_vals = _line.split("|")
    assert len(_vals) == len(_KEYS), _line
    WORDS[_lang] = dict(zip(_KEYS, _vals, strict=True))


@dataclass(frozen=True)
class SiteAY:
    key: str
    name: str
    lang: str
    template: str
    tagline: str
    sections: tuple[str, ...]

    @property
    def direction(self) -> str:
        return "rtl" if self.lang in ("ar", "he") else "ltr"


# key | name | lang | template (np newspaper, bl blog, pr portal) | tagline | sections (the first is the home page)
_ROWS = """
en-marrowdale|The Marrowdale Courier|en|np|News for Marrowdale and the Kell valley|Home,News,Council,Business,Sport,Opinion
de-hegerau|Hegerauer Tageblatt|de|np|Unabhängige Zeitung für den Landkreis Hegerau|Startseite,Lokales,Region,Wirtschaft,Sport,Kultur
pt-itaquara|Folha de Itaquara|pt|pr|O portal de notícias do Vale do Itaquara|Início,Cidade,Política,Economia,Esporte,Cultura
pl-zalesie|Głos Zalesia|pl|np|Dziennik regionu zaleskiego|Strona główna,Region,Kraj,Biznes,Sport,Kultura
es-almenar|Diario de Almenar|es|np|El periódico de la comarca desde 1921|Portada,Almenar,Provincia,Economía,Deportes,Opinión
ja-kawasemi|かわせみ新報|ja|pr|川瀬見市の地域ニュース|トップ,地域,くらし,経済,スポーツ,文化
fr-vauclerc|Le Courrier de Vauclerc|fr|np|Le quotidien du pays vauclercois|Accueil,Vauclerc,Région,Économie,Sports,Loisirs
it-borgofonte|La Gazzetta di Borgofonte|it|np|Il quotidiano della valle|Home,Cronaca,Politica,Economia,Sport,Cultura
nl-dijkzicht|Dijkzicht Dagblad|nl|pr|Nieuws uit de polder|Home,Regio,Binnenland,Economie,Sport,Cultuur
ru-ozersk|Озёрский обозреватель|ru|np|Новости города и района|Главная,Город,Район,Экономика,Спорт,Культура
tr-dereli|Dereli Haber|tr|pr|Dereli'nin sesi|Anasayfa,Gündem,Yerel,Ekonomi,Spor,Kültür
cs-lipnice|Lipnický zpravodaj|cs|np|Zprávy z Lipnice a okolí|Úvod,Region,Domov,Ekonomika,Sport,Kultura
sv-bergsjo|Bergsjö Kuriren|sv|bl|Små nyheter från en liten ort|Hem,Nyheter,Föreningar,Om bloggen
ko-haeun|해운신문|ko|np|해운시 소식을 가장 먼저|홈,지역,사회,경제,스포츠,문화
fi-kallio|Kalliojärven Viesti|fi|np|Paikallista uutisointia vuodesta 1952|Etusivu,Uutiset,Talous,Urheilu,Kulttuuri,Mielipide
da-sundby|Sundby Posten|da|pr|Nyt fra Sundby og omegn|Forside,Lokalt,Erhverv,Sport,Kultur,Debat
el-thalassa|Φωνή της Ακτής|el|np|Η εφημερίδα της παραλιακής ζώνης|Αρχική,Τοπικά,Ελλάδα,Οικονομία,Αθλητικά,Πολιτισμός
hu-rozsavolgy|Rózsavölgyi Napló|hu|bl|Egy kisváros blogja|Címlap,Hírek,Programok,Rólam
ro-valeaverde|Gazeta Văii Verzi|ro|np|Cotidian independent de Valea Verde|Acasă,Local,Național,Economie,Sport,Cultură
vi-bencang|Tin Bến Cảng|vi|pr|Báo điện tử thành phố cảng|Trang chủ,Thời sự,Kinh tế,Xã hội,Thể thao,Văn hóa
uk-verbivka|Вербівські новини|uk|np|Газета Вербівської громади|Головна,Громада,Україна,Економіка,Спорт,Культура
ar-nakhil|أخبار النخيل|ar|np|صحيفة مدينة النخيل اليومية|الرئيسية,محليات,عربي,اقتصاد,رياضة,ثقافة
he-galim|גלים - חדשות החוף|he|pr|החדשות של ערי החוף|ראשי,חדשות,כלכלה,ספורט,תרבות,טכנולוגיה
zh-yunshan|云山日报|zh|np|云山市新闻门户|首页,本地,国内,财经,体育,文化
id-tanjung|Kabar Tanjung Sari|id|pr|Portal berita Tanjung Sari|Beranda,Daerah,Nasional,Ekonomi,Olahraga,Budaya
hr-uvala|Glas Uvale|hr|np|Dnevne novine otoka i obale|Naslovnica,Vijesti,Regija,Gospodarstvo,Sport,Kultura
sk-hornany|Hornianske noviny|sk|pr|Spravodajstvo z Horného kraja|Úvod,Kraj,Slovensko,Ekonomika,Šport,Kultúra
ca-rocafort|El Punt de Rocafort|ca|bl|Bloc de notícies del poble|Inici,Poble,Cultura,Qui som
"""

SITES_AY: dict[str, SiteAY] = {}
for _line in _ROWS.strip().splitlines():
    _k, _n, _l, _t, _tag, _secs = _line.split("|")
    SITES_AY[_k] = SiteAY(_k, _n, _l, _t, _tag, tuple(_secs.split(",")))
