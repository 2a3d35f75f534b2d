"""Made-up news sites, papers, stations, agencies and blogs of blind set K (2008-2016; every name invented): name,
tagline, sections, the footer's link farm and the copyright line, per case key."""

from __future__ import annotations

from comspider_lab.blind.layout_k import SiteK


def _s(name: str, lang: str, tagline: str, nav: str, farm: str, copyright_: str, rtl: bool = False) -> SiteK:
    """``farm``: "Heading: a; b; c || Heading 2: x; y"."""
    cols = []
    for col in farm.split("||"):
        h, _, items = col.partition(":")
        cols.append((h.strip(), tuple(i.strip() for i in items.split(";") if i.strip())))
    return SiteK(name, lang, tagline, tuple(nav.split("|")), tuple(cols), copyright_, "rtl" if rtl else "ltr")


SITES_K: dict[str, SiteK] = {
    # ---------------------------------------------------------------- pages without any reader comment
    "en-regional": _s(
        "The Wexham Courier",
        "en-GB",
        "Serving Wexham, Upper Brede and the Vale since 1871",
        "Home|News|Sport|Business|What's On|Motors|Property|Jobs|Announcements",
        "News: Local news; Crime; Council; Schools; Health || Sport: Wexham Town FC; Cricket; Rugby; Results || "
        "Services: Buy a photo; Place an ad; Subscribe; E-edition; RSS feeds || About us: Contact us; Advertise; "
        "Terms and conditions; Privacy policy; Complaints",
        "© 2008 Vale Newspapers Ltd. All rights reserved. Registered in England No. 0412877.",
    ),
    "de-zeitung": _s(
        "Oderland-Kurier",
        "de",
        "Nachrichten aus Frankfurt (Oder), Eisenhüttenstadt und dem Oderbruch",
        "Startseite|Lokales|Brandenburg|Politik|Wirtschaft|Sport|Kultur|Service",
        "Lokales: Frankfurt (Oder); Eisenhüttenstadt; Seelow; Beeskow || Service: E-Paper; Abo; Leserreisen; "
        "Anzeigen aufgeben; Shop || Verlag: Impressum; Kontakt; Mediadaten; Datenschutz; AGB",
        "© 2014 Oderland Medien GmbH & Co. KG",
    ),
    "fr-magazine": _s(
        "Le Nouvel Observateur de la Loire",
        "fr",
        "Le magazine des Pays de la Loire",
        "Accueil|Société|Culture|Économie|Sortir|Portraits|Archives",
        "Rubriques: Société; Culture; Économie; Sortir || Le magazine: S'abonner; Le numéro du mois; Archives; "
        "Nous contacter || Légal: Mentions légales; CGU; Publicité",
        "© 2012 Éditions du Val de Loire SA",
    ),
    "es-agencia": _s(
        "Agencia Ibérica de Noticias",
        "es",
        "Información nacional e internacional las 24 horas",
        "Portada|Nacional|Internacional|Economía|Sociedad|Deportes|Cultura|Comunicados",
        "Secciones: Nacional; Internacional; Economía; Deportes || Servicios: Alertas por SMS; Teletipos; "
        "Fotografía; Vídeo || Corporativo: Quiénes somos; Aviso legal; Contacto; Trabaja con nosotros",
        "© 2011 Agencia Ibérica de Noticias S.A. Prohibida la reproducción total o parcial.",
    ),
    "it-tv": _s(
        "TeleValle 24",
        "it",
        "DIRETTA TV · Radio Valle · Meteo · Programmi",
        "Home|Cronaca|Politica|Economia|Sport|Spettacoli|TG|Programmi",
        "TeleValle 24: Chi siamo; Palinsesto; Frequenze; Lavora con noi || Servizi: App; Newsletter; RSS; "
        "Pubblicità || Note legali: Privacy; Cookie; P.IVA 01928374650",
        "© 2015 TeleValle 24 S.r.l. – Testata giornalistica registrata",
    ),
    "nl-blog": _s(
        "Moestuin van Marloes",
        "nl",
        "Over groenten, bloemen en de volkstuin in Zwolle",
        "Home|Over mij|Zaaikalender|Recepten|Contact",
        "",
        "Moestuin van Marloes · Met trots mogelijk gemaakt door WordPress",
    ),
    "pl-portal": _s(
        "Nadwarciański.pl",
        "pl",
        "Serwis informacyjny Gorzowa i okolic",
        "Wiadomości|Region|Sport|Kultura|Biznes|Motoryzacja|Ogłoszenia",
        "Serwis: Wiadomości; Sport; Kultura; Pogoda || Dla czytelników: Prenumerata; Newsletter; Aplikacja; Kontakt || "
        "Firma: Reklama; Regulamin; Polityka prywatności; Praca",
        "© 2016 Nadwarciańska Grupa Medialna Sp. z o.o.",
    ),
    "ja-shimbun": _s(
        "みなと日報",
        "ja",
        "港町の地域ニュース",
        "トップ|社会|政治|経済|スポーツ|地域|文化|おくやみ",
        "ニュース: 社会; 政治; 経済; スポーツ || サービス: 購読のお申し込み; 電子版; 写真販売; 広告掲載 || "
        "会社案内: 会社概要; 採用情報; 個人情報保護方針; お問い合わせ",
        "Copyright © 2009 みなと日報社 All rights reserved. 掲載の記事・写真の無断転載を禁じます。",
    ),
    "ru-agentstvo": _s(
        "Приволжское информационное агентство",
        "ru",
        "Новости Поволжья круглосуточно",
        "Главная|Политика|Экономика|Общество|Происшествия|Спорт|Культура",
        "Разделы: Политика; Экономика; Общество; Спорт || Агентство: Об агентстве; Реклама; Подписка на ленту; "
        "Контакты || Правовая информация: Правила использования; Свидетельство о регистрации СМИ",
        "© 2012 ПИА. При использовании материалов ссылка на агентство обязательна. 18+",
    ),
    "tr-gazete": _s(
        "Ege Sabah",
        "tr",
        "İzmir ve Ege'nin haber sitesi",
        "Anasayfa|Gündem|Ekonomi|Spor|Magazin|Yaşam|Foto Galeri|Video",
        "Kategoriler: Gündem; Ekonomi; Spor; Yaşam || Kurumsal: Künye; İletişim; Reklam; Gizlilik Politikası || "
        "Servisler: RSS; Mobil; Hava Durumu; Namaz Vakitleri",
        "© 2013 Ege Sabah Gazetecilik A.Ş. Tüm hakları saklıdır.",
    ),
    "sv-radio": _s(
        "Radio Norrkust",
        "sv",
        "Lyssna direkt · Nyheter · Program · Trafik",
        "Nyheter|Sport|Kultur|Program|Trafik|Väder|Lyssna",
        "Radio Norrkust: Om oss; Frekvenser; Kontakta redaktionen; Jobba hos oss || Lyssna: Direkt; Poddar; "
        "Programtablå; Appen || Om webbplatsen: Kakor; Personuppgifter; Tillgänglighet",
        "© 2015 Radio Norrkust · Ansvarig utgivare: Karin Öberg",
    ),
    "cs-blog": _s(
        "Blogy Horácka",
        "cs",
        "Blogy čtenářů Deníku Horácka",
        "Zpravodajství|Blogy|Nejčtenější|Autoři|Založit blog",
        "Deník Horácka: Zprávy; Sport; Kultura; Inzerce || Blogy: Pravidla blogů; Nejčtenější; Všichni autoři; "
        "Založit blog || Vydavatel: Kontakty; Reklama; Ochrana osobních údajů",
        "© 2009 Horácké noviny, s.r.o. Názory autorů blogů nejsou názory redakce.",
    ),
    "el-portal": _s(
        "Θεσσαλικά Νέα",
        "el",
        "Ειδήσεις από τη Λάρισα, τον Βόλο και τα Τρίκαλα",
        "Αρχική|Επικαιρότητα|Πολιτική|Οικονομία|Αθλητικά|Πολιτισμός|Απόψεις",
        "Ενότητες: Επικαιρότητα; Πολιτική; Οικονομία; Αθλητικά || Εταιρεία: Ποιοι είμαστε; Επικοινωνία; Διαφήμιση || "
        "Νομικά: Όροι χρήσης; Πολιτική απορρήτου",
        "© 2014 Θεσσαλικά Νέα Α.Ε. Απαγορεύεται η αναδημοσίευση χωρίς άδεια.",
    ),
    "ko-sinmun": _s(
        "남해일보",
        "ko",
        "경남 남해안의 정론지",
        "홈|정치|경제|사회|문화|스포츠|오피니언|포토",
        "섹션: 정치; 경제; 사회; 문화 || 서비스: 구독신청; 지면보기; 기사제보; 광고문의 || 회사소개: 회사소개; 윤리강령; "
        "개인정보취급방침; 청소년보호정책",
        "Copyright © 2012 남해일보. All rights reserved. 무단전재 및 재배포 금지",
    ),
    "zh-xinwen": _s(
        "江南晨报网",
        "zh",
        "江南晨报官方网站",
        "首页|新闻|财经|体育|娱乐|房产|汽车|图片|论坛",
        "新闻: 国内; 国际; 社会; 本地 || 服务: 订报; 广告服务; 网站地图; 联系我们 || 关于: 关于我们; 版权声明; 招聘信息; 违法和不良信息举报",
        "江南晨报网 版权所有 © 2010 未经授权禁止转载 ICP备05012345号",
    ),
    "ur-akhbar": _s(
        "روزنامہ سرحد نیوز",
        "ur",
        "پشاور اور خیبر پختونخوا کی تازہ ترین خبریں",
        "صفحہ اول|قومی|بین الاقوامی|کاروبار|کھیل|صحت|تفریح",
        "حصے: قومی; بین الاقوامی; کاروبار; کھیل || ہمارے بارے میں: رابطہ; اشتہارات; رازداری کی پالیسی",
        "© 2015 روزنامہ سرحد نیوز۔ جملہ حقوق محفوظ ہیں۔",
        rtl=True,
    ),
    "yi-vokhnblat": _s(
        "דער מאָנטרעאָלער וואָכנבלאַט",
        "yi",
        "אַ ייִדישע צײַטונג זינט 1952",
        "היים|נײַעס|קולטור|ליטעראַטור|אַרכיוו|אַבאָנירן",
        "די צײַטונג: וועגן אונדז; רעדאַקציע; קאָנטאַקט || אַבאָנירן: אַ יאָר; אַ מתּנה; די פּאַפּירענע אויסגאַבע",
        "© 2011 דער מאָנטרעאָלער וואָכנבלאַט",
        rtl=True,
    ),
    "pa-khabar": _s(
        "ਪੰਜ ਦਰਿਆ ਟਾਈਮਜ਼",
        "pa",
        "ਪੰਜਾਬ ਦੀਆਂ ਤਾਜ਼ਾ ਖ਼ਬਰਾਂ",
        "ਮੁੱਖ ਪੰਨਾ|ਪੰਜਾਬ|ਦੇਸ਼|ਵਿਦੇਸ਼|ਖੇਡਾਂ|ਮਨੋਰੰਜਨ|ਖੇਤੀਬਾੜੀ",
        "ਖ਼ਬਰਾਂ: ਪੰਜਾਬ; ਦੇਸ਼; ਵਿਦੇਸ਼; ਖੇਡਾਂ || ਸਾਡੇ ਬਾਰੇ: ਸੰਪਰਕ ਕਰੋ; ਇਸ਼ਤਿਹਾਰ; ਨਿੱਜਤਾ ਨੀਤੀ",
        "© 2016 ਪੰਜ ਦਰਿਆ ਟਾਈਮਜ਼",
    ),
    "pt-jornal": _s(
        "Diário do Alto Minho",
        "pt",
        "O jornal de Viana do Castelo",
        "Última Hora|Região|País|Mundo|Economia|Desporto|Cultura|Opinião",
        "Secções: Região; País; Desporto; Cultura || Assinaturas: Assinar; Edição impressa; Newsletter || "
        "Empresa: Ficha técnica; Estatuto editorial; Contactos; Publicidade",
        "© 2013 Diário do Alto Minho – Todos os direitos reservados",
    ),
    "gl-xornal": _s(
        "Novas da Mariña",
        "gl",
        "O xornal dixital de Viveiro, Burela e Foz",
        "Portada|Viveiro|Burela|Foz|Deportes|Cultura|Opinión",
        "Seccións: Viveiro; Burela; Foz; Deportes || O xornal: Quen somos; Publicidade; Contacto; Aviso legal",
        "© 2012 Novas da Mariña. Todos os dereitos reservados.",
    ),
    "nb-avis": _s(
        "Hallingposten",
        "nb",
        "Lokalavisa for Hallingdal",
        "Nyheter|Sport|Kultur|Meninger|Pluss|Tips oss",
        "Hallingposten: Kontakt oss; Annonsere; Abonnement; E-avis || Personvern: Cookies; Personvernerklæring || "
        "Presse: Vær Varsom-plakaten; Redaktørplakaten",
        "© 2016 Hallingposten AS · Ansvarlig redaktør: Ola Brekke",
    ),
    "en-blog": _s(
        "Kessler on Cartography",
        "en-US",
        "Old maps, new maps, and the people who draw them",
        "Home|About|Publications|Teaching|Contact",
        "",
        "© 2013 Dan Kessler. Content licensed CC BY-NC.",
    ),
    # ---------------------------------------------------------------- pages with this article's discussion
    "de-rundschau": _s(
        "Eifeler Rundschau",
        "de",
        "Die Zeitung für Prüm, Gerolstein und Daun",
        "Home|Region|Rheinland-Pfalz|Sport|Wirtschaft|Freizeit|Anzeigen",
        "Region: Prüm; Gerolstein; Daun; Bitburg || Service: Abo; E-Paper; Leserreisen; Kleinanzeigen || "
        "Verlag: Impressum; Kontakt; Datenschutz; Mediadaten",
        "© 2011 Eifeler Rundschau Verlags-GmbH",
    ),
    "nl-dagblad": _s(
        "Dagblad van het Noorden-Oost",
        "nl",
        "Nieuws uit Drenthe, Groningen en de Kop van Overijssel",
        "Home|Regio|Binnenland|Economie|Sport|Cultuur|Opinie",
        "Regio: Emmen; Assen; Hoogeveen; Stadskanaal || Service: Abonnement; Digitale krant; Adverteren; "
        "Contact || Over ons: Colofon; Privacy; Cookiebeleid",
        "© 2015 NDC Oost Media B.V.",
    ),
    "cs-portal": _s(
        "Jihočeský deník online",
        "cs",
        "Zprávy z Budějovic, Tábora a Písku",
        "Úvod|Zprávy|Kraj|Sport|Kultura|Bydlení|Inzerce",
        "Zprávy: Budějovice; Tábor; Písek; Krumlov || Služby: Předplatné; Inzerce; RSS || Vydavatel: Kontakty; "
        "Ochrana údajů; Reklama",
        "© 2010 Jihočeská vydavatelská, a.s.",
    ),
    "fr-quotidien": _s(
        "L'Écho du Roussillon",
        "fr",
        "Toute l'actualité de Perpignan et des Pyrénées-Orientales",
        "Actu|Perpignan|Département|Sports|Loisirs|Vidéos|Abonnés",
        "Actualité: Perpignan; Côte Vermeille; Conflent; Sports || Services: S'abonner; Petites annonces; "
        "Avis de décès; Newsletter || Société: Contact; Publicité; Mentions légales; CGV",
        "© 2014 L'Écho du Roussillon – Groupe Méditerranée Presse",
    ),
    "en-blog-isso": _s(
        "The Tidewater Notebook",
        "en",
        "A journalist's notes on a river town",
        "Home|About|Archive|Photos|Contact",
        "",
        "The Tidewater Notebook is proudly powered by WordPress.",
    ),
    "es-digital": _s(
        "El Faro de Almería",
        "es",
        "Diario digital de Almería y su provincia",
        "Portada|Almería|Provincia|Andalucía|Deportes|Cultura|Opinión",
        "Secciones: Almería; Provincia; Deportes; Cultura || El Faro: Quiénes somos; Publicidad; Contacto; "
        "Aviso legal || Síguenos: Facebook; Twitter; RSS",
        "© 2015 El Faro de Almería Digital S.L.",
    ),
    "it-quotidiano": _s(
        "Il Corriere delle Langhe",
        "it",
        "Quotidiano online di Alba, Bra e delle Langhe",
        "Home|Cronaca|Politica|Economia|Vino|Sport|Eventi",
        "Sezioni: Cronaca; Politica; Economia; Sport || Il giornale: Chi siamo; Redazione; Pubblicità; Contatti || "
        "Legale: Privacy; Cookie policy; Registrazione Tribunale di Alba n. 3/2009",
        "© 2013 Il Corriere delle Langhe – P.IVA 03214569870",
    ),
    "ro-ziar": _s(
        "Gazeta de Maramureș",
        "ro",
        "Știri din Baia Mare, Sighet și tot județul",
        "Acasă|Local|Social|Politic|Economic|Sport|Cultură",
        "Secțiuni: Local; Social; Politic; Sport || Despre noi: Redacția; Contact; Publicitate; Termeni și condiții",
        "© 2012 Gazeta de Maramureș. Toate drepturile rezervate.",
    ),
    "en-national": _s(
        "The Northern Standard",
        "en-GB",
        "News, comment and analysis",
        "News|UK|World|Politics|Business|Sport|Comment|Culture|Travel",
        "Sections: UK news; World news; Politics; Business; Sport || Comment: Editorials; Columnists; Letters; "
        "Community standards || Services: Subscribe; Dating; Jobs; Holidays; Puzzles || About: Contact us; "
        "Complaints and corrections; Terms; Privacy; Advertise",
        "© 2012 Northern Standard Media Group. All rights reserved.",
    ),
    "pl-telewizja": _s(
        "TV Pomorze Info",
        "pl",
        "Na żywo · Program · Wiadomości regionu",
        "Wiadomości|Region|Sport|Pogoda|Program|Wideo",
        "TV Pomorze: O nas; Program TV; Odbiór; Kontakt || Serwis: Regulamin; Reklama; Prywatność",
        "© 2013 TV Pomorze Sp. z o.o.",
    ),
    "tr-haber": _s(
        "Karadeniz Gündem",
        "tr",
        "Trabzon, Rize ve Karadeniz'den haberler",
        "Anasayfa|Trabzon|Rize|Giresun|Spor|Ekonomi|Yaşam",
        "Haberler: Trabzon; Rize; Giresun; Spor || Kurumsal: Künye; İletişim; Reklam; Gizlilik",
        "© 2016 Karadeniz Gündem Medya",
    ),
    "sv-lokal": _s(
        "Ångermanlands Tidning",
        "sv",
        "Nyheter från Kramfors, Sollefteå och Härnösand",
        "Start|Nyheter|Sport|Kultur|Familj|Annonser",
        "Nyheter: Kramfors; Sollefteå; Härnösand; Sport || Tidningen: Prenumerera; Annonsera; Kontakt; Om oss",
        "© 2009 Ångermanlands Tidning AB · Ansvarig utgivare: Bo Lindqvist",
    ),
    "he-news": _s(
        "חדשות הגליל",
        "he",
        "אתר החדשות של הצפון",
        "ראשי|חדשות|כלכלה|ספורט|תרבות|צרכנות|דעות",
        "מדורים: חדשות; כלכלה; ספורט; תרבות || האתר: אודות; צור קשר; פרסום באתר; תנאי שימוש",
        "© 2012 חדשות הגליל בע״מ. כל הזכויות שמורות.",
        rtl=True,
    ),
    "ko-ilbo": _s(
        "충청투데이뉴스",
        "ko",
        "대전·충남·충북의 소식",
        "홈|정치|경제|사회|지역|스포츠|연예|오피니언",
        "섹션: 정치; 경제; 사회; 지역 || 서비스: 기사제보; 구독; 광고 || 회사: 회사소개; 개인정보처리방침; 이메일무단수집거부",
        "Copyright © 2013 충청투데이뉴스. 무단전재 및 재배포 금지",
    ),
    # ---------------------------------------------------------------- mixed pages
    "en-citypaper": _s(
        "Brackwater Evening Post",
        "en-GB",
        "The voice of Brackwater since 1889",
        "News|Sport|Business|Opinion|Lifestyle|Blogs|Announcements",
        "News: Brackwater; Fenmouth; Courts; Education || Blogs: City Hall Watch; On the Terraces; Food & Drink || "
        "Services: Subscribe; Advertise; Contact; Terms",
        "© 2011 Brackwater Evening Post",
    ),
    "da-avis": _s(
        "Vestkysten Nord",
        "da",
        "Nyheder fra Thisted, Hanstholm og Thy",
        "Forside|Lokalt|Danmark|Sport|Kultur|Debat|Erhverv",
        "Lokalt: Thisted; Hanstholm; Hurup; Vestervig || Avisen: Abonnement; E-avis; Annoncer; Kontakt || "
        "Om os: Redaktionen; Privatlivspolitik; Cookies",
        "© 2013 Vestkysten Nord A/S · Ansvarshavende chefredaktør: Henrik Dahl",
    ),
    "fi-lehti": _s(
        "Savon Viikko",
        "fi",
        "Paikallisuutiset Kuopiosta ja Pohjois-Savosta",
        "Etusivu|Uutiset|Urheilu|Kulttuuri|Mielipide|Keskustelu|Ilmoitukset",
        "Uutiset: Kuopio; Siilinjärvi; Leppävirta; Urheilu || Palvelut: Tilaa lehti; Näköislehti; Ilmoita; "
        "Yhteystiedot || Tietosuoja: Evästeet; Rekisteriseloste",
        "© 2014 Savon Viikko Oy",
    ),
    "ar-jarida": _s(
        "صحيفة الساحل",
        "ar",
        "أخبار اللاذقية وطرطوس والساحل",
        "الرئيسية|محليات|اقتصاد|رياضة|ثقافة|منوعات|آراء",
        "الأقسام: محليات; اقتصاد; رياضة; ثقافة || الصحيفة: من نحن; اتصل بنا; أعلن معنا; سياسة الخصوصية",
        "© 2015 صحيفة الساحل. جميع الحقوق محفوظة.",
        rtl=True,
    ),
}
