"""Made-up sites of blind set AR (comment records as real threads carry them, and lists of new kinds beside them)
and the furniture's words per language (``WORDS``). Every site name, place and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass

_KEYS = ("share", "related", "contact", "rights", "newsletter", "subscribe", "tags", "most", "latest")

# lang | share | related | contact | rights | newsletter box | subscribe | tags | most read | latest
_WORD_ROWS = """
de|Teilen|Mehr zum Thema|Kontakt|Alle Rechte vorbehalten|Der Morgenbrief aus dem Kreis|Abonnieren|Schlagworte|Meistgelesen|Neueste Meldungen
fr|Partager|À lire aussi|Écrire à la rédaction|Tous droits réservés|La lettre du matin|S'abonner|Thèmes|Les plus lus|En continu
es|Compartir|Te puede interesar|Contacto|Todos los derechos reservados|Boletín de la tarde|Apuntarme|Etiquetas|Lo más visto|Última hora
it|Condividi|Leggi anche|Scrivici|Tutti i diritti riservati|La newsletter del mattino|Iscriviti|Tag|I più letti|Ultime notizie
pt|Compartilhar|Leia também|Fale conosco|Todos os direitos reservados|Newsletter do meio-dia|Assinar|Tópicos|Mais lidas|Agora
pl|Udostępnij|Przeczytaj także|Kontakt|Wszelkie prawa zastrzeżone|Poranny przegląd|Zapisz mnie|Tematy|Najpopularniejsze|Najnowsze
ru|Поделиться|Читайте также|Контакты|Все права защищены|Вечерняя рассылка|Подписаться|Темы|Популярное|Лента новостей
ja|共有|関連記事|お問い合わせ|掲載記事の無断転載を禁じます|朝刊メール|登録する|キーワード|アクセスランキング|新着
nl|Delen|Lees ook|Contact|Alle rechten voorbehouden|De avondbrief|Inschrijven|Trefwoorden|Meest gelezen|Net binnen
sv|Dela|Läs mer|Kontakt|Alla rättigheter förbehållna|Veckobrevet|Anmäl mig|Taggar|Mest lästa|Senaste nytt
tr|Paylaş|İlgili haberler|İletişim|Her hakkı saklıdır|Sabah bülteni|Abone ol|Etiketler|Çok okunanlar|Son dakika
ko|공유|관련 기사|독자센터|무단전재 및 재배포 금지|저녁 뉴스레터|구독|키워드|많이 본 기사|최신 기사
ca|Comparteix|També et pot interessar|Contacte|Tots els drets reservats|El butlletí setmanal|Subscriu-m'hi|Etiquetes|El més llegit|Darreres entrades
cs|Sdílet|Související články|Kontakt|Všechna práva vyhrazena|Večerník do schránky|Přihlásit|Témata|Nejčtenější|Právě teď
fi|Jaa|Lue myös|Yhteystiedot|Kaikki oikeudet pidätetään|Aamukirje|Tilaa|Aiheet|Luetuimmat|Tuoreimmat
el|Κοινοποίηση|Διαβάστε επίσης|Επικοινωνία|Με την επιφύλαξη παντός δικαιώματος|Το πρωινό δελτίο|Εγγραφή|Θέματα|Τα πιο δημοφιλή|Τελευταία νέα
hu|Megosztás|Kapcsolódó cikkek|Kapcsolat|Minden jog fenntartva|Esti hírlevél|Feliratkozás|Címkék|Legnépszerűbb|Friss
vi|Chia sẻ|Bài liên quan|Liên hệ|Giữ bản quyền nội dung|Bản tin tối|Đăng ký|Chủ đề|Xem nhiều|Mới nhất
da|Del|Læs også|Kontakt|Alle rettigheder forbeholdes|Aftenbrevet|Tilmeld mig|Emner|Mest læst|Seneste
ro|Distribuie|Citește și|Contact|Toate drepturile rezervate|Buletinul de dimineață|Abonează-mă|Subiecte|Cele mai citite|Ultima oră
en|Share|Read next|Contact|All rights reserved|The Sunday books letter|Subscribe|Topics|Most read|Latest
uk|Поширити|Читайте також|Контакти|Усі права захищені|Ранкова розсилка|Підписатися|Теми|Найчитаніше|Стрічка
zh|分享|延伸阅读|联系我们|版权所有 未经授权不得转载|早间简报|订阅|关键词|热读|最新
he|שיתוף|עוד כתבות|צרו קשר|כל הזכויות שמורות|מבזק הבוקר|הרשמה|נושאים|הכי נקראות|מבזקים
sk|Zdieľať|Súvisiace články|Kontakt|Všetky práva vyhradené|Ranný prehľad|Odoberať|Témy|Najčítanejšie|Najnovšie
bg|Сподели|Още по темата|Контакти|Всички права запазени|Бюлетин за книги|Абонирай се|Етикети|Най-четени|Последни
lt|Dalintis|Taip pat skaitykite|Kontaktai|Visos teisės saugomos|Savaitės laiškas|Užsiprenumeruoti|Žymos|Skaitomiausi|Naujausi
id|Bagikan|Baca juga|Hubungi kami|Hak cipta dilindungi|Kabar pagi|Berlangganan|Topik|Terpopuler|Terbaru
"""

WORDS: dict[str, dict[str, str]] = {}
for _line in _WORD_ROWS.strip().splitlines():
    _lang, *_vals = _line.split("|")
    assert len(_vals) == len(_KEYS), _line
    WORDS[_lang] = dict(zip(_KEYS, _vals, strict=True))


@dataclass(frozen=True)
class SiteAR:
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
de-lindenau|Lindenauer Kreisbote|de|np|Zeitung für Lindenau und das Haselland|Start,Lindenau,Haselland,Wirtschaft,Sport
fr-grisolles|Carnets de Grisolles|fr|ds|Un village, ses gens, ses chemins|Accueil,Chroniques,Balades,Portraits,À propos
es-almenara|El Faro de Almenara|es|ds|Diario digital de la costa de Almenara|Portada,Almenara,Comarca,Economía,Deportes
it-valbruna|Gazzetta di Valbruna|it|ds|Notizie dalla valle|Home,Valbruna,Montagna,Economia,Sport
pt-serrinha|Folha da Serrinha|pt|np|O jornal da Serra do Cambuí|Home,Cidade,Região,Economia,Esportes
pl-brzozow|Głos Brzozowa|pl|np|Niezależny portal powiatu|Strona główna,Miasto,Powiat,Biznes,Sport
ru-kamyshin|Камышинские ведомости|ru|np|Новости Камышинского района|Главная,Район,Общество,Экономика,Спорт
ja-kitahama|北浜新報デジタル|ja|ds|北浜市と県北のニュース|トップ,地域,社会,経済,スポーツ
nl-dijkhuizen|Dijkhuizer Courant|nl|np|Nieuws uit de polder|Home,Dijkhuizen,Regio,Economie,Sport
sv-bjorkvik|Björkviks Tidning|sv|np|Lokalt sedan 1889|Start,Björkvik,Länet,Näringsliv,Sport
tr-karadere|Karadere Haber|tr|ds|Karadere'nin dijital gazetesi|Anasayfa,Yerel,Ekonomi,Spor,Yaşam
ko-haeum|해음신문|ko|ds|해음군과 바닷마을 소식|홈,지역,사회,경제,스포츠
ca-serrat|Quadern del Serrat|ca|bl|Apunts d'un hort i d'un poble|Inici,L'hort,El poble,Receptes,Qui sóc
cs-lipnice|Lipnický zpravodaj|cs|np|Zprávy z Lipnice a Pootaví|Úvod,Lipnice,Pootaví,Ekonomika,Sport
fi-koivula|Koivulan Viikko|fi|ds|Koivulan ja Järvikylän uutiset|Etusivu,Koivula,Seutu,Talous,Urheilu
el-myrtia|Η Φωνή της Μυρτιάς|el|np|Εφημερίδα του νομού από το 1962|Αρχική,Μυρτιά,Νομός,Οικονομία,Αθλητικά
hu-fuzes|Füzesi Napló|hu|ds|A Füzesmente hírei|Címlap,Füzes,Megye,Gazdaság,Sport
vi-bencat|Tin Bến Cát|vi|np|Báo điện tử của huyện Bến Cát|Trang chủ,Địa phương,Kinh tế,Xã hội,Thể thao
da-skovlund|Skovlund Avis|da|ds|Nyheder fra Skovlund og oplandet|Forside,Skovlund,Oplandet,Erhverv,Sport
ro-valeni|Gazeta Văleniului|ro|np|Din 1921, cotidianul văii|Acasă,Vălenii,Județ,Economie,Sport
en-larchmere|The Larchmere Review|en|bl|Books, slowly|Home,Reviews,Essays,Shortlists,About
uk-ozerne|Озернянські новини|uk|ds|Новини громади|Головна,Громада,Політика,Економіка,Спорт
zh-yunxi|云溪日报|zh|np|云溪市综合新闻|首页,本地,文化,经济,体育
he-givatayin|גבעת הדקלים היום|he|ds|חדשות העיר והשכונות|ראשי,העיר,מועצה,כלכלה,ספורט
sk-hronec|Hronecké noviny|sk|np|Regionálny týždenník|Úvod,Hronec,Región,Ekonomika,Šport
bg-rozovo|Розовски вестник|bg|ds|Новини и книги от Розово|Начало,Розово,Култура,Икономика,Спорт
lt-pajuris|Pajūrio žinios|lt|np|Pajūrio krašto naujienos|Pradžia,Miestas,Kraštas,Ekonomika,Sportas
id-sumbersari|Kabar Sumbersari|id|ds|Portal warga Sumbersari|Beranda,Warta,Ekonomi,Olahraga,Gaya Hidup
"""

SITES_AR: dict[str, SiteAR] = {}
for _line in _ROWS.strip().splitlines():
    _k, _n, _l, _t, _tag, _secs = _line.split("|")
    SITES_AR[_k] = SiteAR(_k, _n, _l, _t, _tag, tuple(_secs.split(",")))
