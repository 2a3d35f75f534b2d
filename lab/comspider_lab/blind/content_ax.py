"""Made-up sites of blind set AX (news and blog pages of 2010-2014 as a reader's browser saved them after the page's
scripts had run) and the furniture's words per language (``WORDS``). Every site name, place and text invented for
this set."""

from __future__ import annotations

from dataclasses import dataclass

_KEYS = (
    "share",
    "recommend",
    "also",
    "related",
    "most_read",
    "most_shared",
    "newsletter",
    "subscribe",
    "tags",
    "about",
    "rights",
    "ad",
    "login",
)

# lang | share | recommend | you might also like | related | most read | most shared | newsletter | subscribe | tags |
# about the author | rights | advertisement | log in
_WORD_ROWS = """
en|Share|Recommend|You might also like|Related stories|Most read|Most shared|Get the Harbour Bulletin in your inbox|Sign up|Tags|About the author|All rights reserved|Advertisement|Log in
de|Teilen|Empfehlen|Das könnte Sie auch interessieren|Mehr zum Thema|Meistgelesen|Meistgeteilt|Der Abendbrief aus der Redaktion|Abonnieren|Schlagworte|Über die Autorin|Alle Rechte vorbehalten|Anzeige|Anmelden
fr|Partager|Recommander|Vous aimerez aussi|À lire aussi|Les plus lus|Les plus partagés|La lettre du matin|S'abonner|Mots-clés|L'auteur|Tous droits réservés|Publicité|Connexion
ja|共有|おすすめ|こちらもおすすめ|関連記事|アクセスランキング|シェアランキング|メールマガジン登録|登録する|キーワード|筆者紹介|無断転載を禁じます|広告|ログイン
pt|Compartilhar|Recomendar|Você também pode gostar|Leia também|Mais lidas|Mais compartilhadas|Receba as notícias do dia|Assinar|Tags|Sobre o autor|Todos os direitos reservados|Publicidade|Entrar
tr|Paylaş|Tavsiye et|Bunları da beğenebilirsiniz|İlgili haberler|En çok okunanlar|En çok paylaşılanlar|Günün bülteni e-postanıza gelsin|Abone ol|Etiketler|Yazar hakkında|Tüm hakları saklıdır|Reklam|Giriş yap
es|Compartir|Recomendar|También te puede interesar|Noticias relacionadas|Lo más leído|Lo más compartido|El boletín de la tarde|Suscribirse|Etiquetas|Sobre la autora|Todos los derechos reservados|Publicidad|Iniciar sesión
it|Condividi|Consiglia|Potrebbe interessarti anche|Articoli correlati|I più letti|I più condivisi|La newsletter del mattino|Iscriviti|Tag|L'autore|Riproduzione riservata|Pubblicità|Accedi
nl|Delen|Aanraden|Dit vind je misschien ook leuk|Gerelateerd|Meest gelezen|Meest gedeeld|De dagmail van de redactie|Aanmelden|Trefwoorden|Over de auteur|Alle rechten voorbehouden|Advertentie|Inloggen
pl|Udostępnij|Poleć|Może Cię zainteresować|Powiązane artykuły|Najczęściej czytane|Najczęściej udostępniane|Poranny newsletter|Zapisz się|Tagi|O autorze|Wszelkie prawa zastrzeżone|Reklama|Zaloguj
ru|Поделиться|Рекомендовать|Вам может понравиться|По теме|Самое читаемое|Чаще всего делятся|Рассылка вечерних новостей|Подписаться|Метки|Об авторе|Все права защищены|Реклама|Войти
ko|공유|추천|함께 볼 만한 기사|관련 기사|많이 본 기사|많이 공유한 기사|아침 뉴스레터 받기|구독|태그|기자 소개|무단 전재 및 재배포 금지|광고|로그인
sv|Dela|Rekommendera|Du kanske också gillar|Relaterat|Mest läst|Mest delat|Kvällsbrevet från redaktionen|Prenumerera|Taggar|Om skribenten|Alla rättigheter förbehållna|Annons|Logga in
cs|Sdílet|Doporučit|Mohlo by se vám líbit|Související články|Nejčtenější|Nejsdílenější|Večerník do e-mailu|Odebírat|Štítky|O autorovi|Všechna práva vyhrazena|Reklama|Přihlásit
da|Del|Anbefal|Du vil måske også kunne lide|Relaterede artikler|Mest læste|Mest delte|Morgenbrevet fra redaktionen|Tilmeld|Emner|Om skribenten|Alle rettigheder forbeholdes|Annonce|Log ind
fi|Jaa|Suosittele|Saatat pitää myös näistä|Aiheesta muualla|Luetuimmat|Jaetuimmat|Iltakirje sähköpostiisi|Tilaa|Avainsanat|Kirjoittajasta|Kaikki oikeudet pidätetään|Mainos|Kirjaudu
hu|Megosztás|Ajánlom|Ez is érdekelheti|Kapcsolódó cikkek|Legolvasottabb|Legtöbbet megosztott|Reggeli hírlevél|Feliratkozás|Címkék|A szerzőről|Minden jog fenntartva|Hirdetés|Belépés
ro|Distribuie|Recomandă|S-ar putea să-ți placă|Articole similare|Cele mai citite|Cele mai distribuite|Newsletterul de dimineață|Abonează-te|Etichete|Despre autor|Toate drepturile rezervate|Publicitate|Autentificare
el|Κοινοποίηση|Προτείνετε|Μπορεί επίσης να σας αρέσει|Σχετικά άρθρα|Τα πιο διαβασμένα|Τα πιο κοινοποιημένα|Το πρωινό ενημερωτικό|Εγγραφή|Ετικέτες|Για τον συντάκτη|Με επιφύλαξη παντός δικαιώματος|Διαφήμιση|Σύνδεση
vi|Chia sẻ|Giới thiệu|Có thể bạn quan tâm|Tin liên quan|Đọc nhiều nhất|Chia sẻ nhiều nhất|Nhận bản tin buổi sáng|Đăng ký|Từ khóa|Về tác giả|Bản quyền thuộc về tòa soạn|Quảng cáo|Đăng nhập
uk|Поширити|Рекомендувати|Вам також може сподобатися|Читайте також|Найчитаніше|Найпоширюваніше|Вечірня розсилка новин|Підписатися|Теги|Про автора|Усі права захищено|Реклама|Увійти
ar|شارك|أوصِ|قد يعجبك أيضاً|أخبار ذات صلة|الأكثر قراءة|الأكثر مشاركة|النشرة الصباحية في بريدك|اشترك|كلمات مفتاحية|عن الكاتب|جميع الحقوق محفوظة|إعلان|دخول
he|שתפו|המליצו|אולי יעניין אותך גם|כתבות קשורות|הנקראות ביותר|המשותפות ביותר|מבזק הבוקר לתיבת הדואר|הרשמה|תגיות|על הכותבת|כל הזכויות שמורות|פרסומת|כניסה
zh|分享|推荐|你可能也喜欢|相关阅读|阅读排行|分享排行|订阅每日精选|订阅|标签|关于博主|版权所有|广告|登录
id|Bagikan|Rekomendasikan|Anda mungkin juga suka|Berita terkait|Terpopuler|Paling banyak dibagikan|Kabar pagi di surel Anda|Berlangganan|Tag|Tentang penulis|Hak cipta dilindungi|Iklan|Masuk
hr|Podijeli|Preporuči|Moglo bi vas zanimati|Povezane vijesti|Najčitanije|Najdijeljenije|Jutarnji bilten|Pretplati se|Oznake|O autoru|Sva prava pridržana|Oglas|Prijava
nb|Del|Anbefal|Du vil kanskje også like|Relaterte saker|Mest lest|Mest delt|Morgenbrevet fra oss|Meld på|Stikkord|Om skribenten|Alle rettigheter reservert|Annonse|Logg inn
sk|Zdieľať|Odporučiť|Mohlo by vás zaujímať|Súvisiace články|Najčítanejšie|Najzdieľanejšie|Ranný newsletter|Prihlásiť sa na odber|Štítky|O autorovi|Všetky práva vyhradené|Reklama|Prihlásiť
"""

WORDS: dict[str, dict[str, str]] = {}
for _line in _WORD_ROWS.strip().splitlines():
    _lang, *_vals = _line.split("|")
    assert len(_vals) == len(_KEYS), _line
    WORDS[_lang] = dict(zip(_KEYS, _vals, strict=True))


@dataclass(frozen=True)
class SiteAX:
    key: str
    name: str
    lang: str
    template: str
    tagline: str
    sections: tuple[str, ...]

    @property
    def direction(self) -> str:
        return "rtl" if self.lang in ("ar", "he") else "ltr"


# key | name | lang | template (np: a newspaper, bl: a blog) | tagline | sections (the first is the home page)
_ROWS = """
en-gullhaven|The Gullhaven Courier|en|np|News from the harbour towns since 1887|Home,News,Business,Sport,Opinion,Life
de-moorbach|Moorbacher Rundschau|de|np|Die Zeitung für Moorbach und das Auenland|Startseite,Lokales,Region,Wirtschaft,Sport,Kultur
fr-vireloup|Le Courrier de Vireloup|fr|np|Le quotidien des Hautes-Combes|Accueil,Actualité,Région,Économie,Sports,Loisirs
ja-kiritani|霧谷新報|ja|np|霧谷市と山あいの町のニュース|ホーム,地域,社会,経済,スポーツ,暮らし
pt-serrabranca|Gazeta da Serra Branca|pt|np|O jornal da serra desde 1954|Início,Cidade,Região,Economia,Esportes,Cultura
tr-karaduvar|Karaduvar Haber|tr|np|Körfezin haber kapısı|Anasayfa,Yerel,Ekonomi,Spor,Kültür,Yaşam
es-almendral|Diario del Almendral|es|np|Noticias de la vega y la sierra|Portada,Local,Provincia,Economía,Deportes,Cultura
it-valtorbida|Il Gazzettino di Valtorbida|it|np|Notizie dalla valle dal 1921|Home,Cronaca,Politica,Economia,Sport,Spettacoli
nl-weerdijk|Weerdijker Courant|nl|np|Nieuws uit de Weerdijk en omstreken|Home,Regio,Binnenland,Economie,Sport,Cultuur
pl-zalesie|Gazeta Zalesiańska|pl|np|Codziennie o powiecie zalesiańskim|Strona główna,Region,Kraj,Biznes,Sport,Kultura
ru-krutoyar|Крутоярский вестник|ru|np|Новости Крутояра и района|Главная,Город,Область,Экономика,Спорт,Культура
ko-haeul|해울신문|ko|np|해울시의 오늘을 전합니다|홈,지역,사회,경제,스포츠,문화
sv-bergsjo|Bergsjöbladet|sv|bl|En blogg om fjällvandring, kaffe och en gammal hund|Start,Vandring,Utrustning,Om bloggen
cs-lipnice|Lipnický zpravodaj|cs|np|Zprávy z Lipnice a Posázaví|Úvod,Zprávy,Kraj,Ekonomika,Sport,Kultura
da-strandlyst|Strandlyst Avis|da|np|Nyheder fra kysten og oplandet|Forside,Lokalt,Danmark,Erhverv,Sport,Kultur
fi-koivuranta|Koivurannan Uutiset|fi|np|Järviseudun oma lehti|Etusivu,Kotimaa,Maakunta,Talous,Urheilu,Kulttuuri
hu-nadas|Nádasi Napló|hu|np|A Nádas-vidék hírportálja|Címlap,Belföld,Megye,Gazdaság,Sport,Kultúra
ro-valeaseaca|Gazeta Văii Seci|ro|np|Știri din vale, în fiecare dimineață|Acasă,Local,Județ,Economie,Sport,Cultură
el-petrina|Η Φωνή της Πετρίνας|el|np|Ειδήσεις από την Πετρίνα και τα χωριά της|Αρχική,Τοπικά,Ελλάδα,Οικονομία,Αθλητικά,Πολιτισμός
vi-bencat|Tin Bến Cát Mới|vi|bl|Góc nhỏ của một người thích đi chợ sớm|Trang chủ,Ăn uống,Đi đây đi đó,Giới thiệu
uk-dubravne|Дубравненські новини|uk|np|Новини громади щодня|Головна,Громада,Область,Економіка,Спорт,Культура
ar-nakhil|أخبار وادي النخيل|ar|np|صحيفة الوادي الإلكترونية|الرئيسية,محليات,اقتصاد,رياضة,ثقافة,منوعات
he-galim|גלים בעמק|he|bl|הבלוג של נעמה על צילום, ים וקפה|ראשי,צילום,טיולים,אודות
zh-yunshui|云水小筑|zh|bl|一个普通人的读书与生活|首页,读书,生活,关于我
id-tanjungsari|Kabar Tanjungsari|id|np|Berita pantai selatan setiap hari|Beranda,Daerah,Nasional,Ekonomi,Olahraga,Hiburan
hr-borovac|Borovački list|hr|np|Vijesti s otoka i obale|Naslovnica,Vijesti,Regija,Biznis,Sport,Kultura
nb-fjellstrand|Fjellstrand Tidende|nb|np|Lokalavisa for indre fjordbygder|Forsiden,Nyheter,Kultur,Sport,Meninger,Fritid
sk-hradisko|Hradištský denník|sk|np|Správy z Hradiska a okolia|Titulka,Správy,Región,Ekonomika,Šport,Kultúra
"""

SITES_AX: dict[str, SiteAX] = {}
for _line in _ROWS.strip().splitlines():
    _k, _n, _l, _t, _tag, _secs = _line.split("|")
    SITES_AX[_k] = SiteAX(_k, _n, _l, _t, _tag, tuple(_secs.split(",")))
