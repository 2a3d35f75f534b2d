"""Made-up sites of blind set AE (long and paged discussions of 2010-2014 news sites and blogs) and the words their
readers wrote: per site key a ``SiteK``; the furniture's words per language (``LABELS``); and per language a pool of
readers' names and of sentence parts (an opening, a middle about the article's topic ``{t}``, a closing) from which
``discussion`` writes a long thread deterministically: comment ``i`` takes one part of each pool by a Latin square,
so that two comments of a thread share at most one part (every name, place and text invented)."""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import datetime, timedelta

from comspider_lab.blind.layout_k import SiteK
from comspider_lab.blind.widgets import Seed

_KEYS = (
    "most_read",
    "latest",
    "related",
    "share",
    "search",
    "login",
    "archives",
    "categories",
    "advert",
    "top",
)

_LABEL_ROWS = """
en|Most read|Latest|Related posts|Share|Search|Log in|Archives|Categories|Advertisement|Back to top
de|Meistgelesen|Neueste Artikel|Das könnte Sie auch interessieren|Teilen|Suche|Anmelden|Archiv|Kategorien|Anzeige|Nach oben
fr|Les plus lus|À la une|Articles liés|Partager|Rechercher|Connexion|Archives|Catégories|Publicité|Haut de page
es|Lo más leído|Última hora|Entradas relacionadas|Compartir|Buscar|Entrar|Archivo|Categorías|Publicidad|Volver arriba
nl|Meest gelezen|Laatste nieuws|Gerelateerd|Delen|Zoeken|Inloggen|Archief|Categorieën|Advertentie|Naar boven
pl|Najczęściej czytane|Najnowsze|Zobacz także|Udostępnij|Szukaj|Zaloguj|Archiwum|Kategorie|Reklama|Do góry
ru|Самое читаемое|Последние записи|Похожие записи|Поделиться|Поиск|Войти|Архив|Рубрики|Реклама|Наверх
ja|アクセスランキング|最新記事|関連記事|シェア|検索|ログイン|月別アーカイブ|カテゴリー|広告|ページの先頭へ
ur|سب سے زیادہ پڑھی گئی|تازہ ترین|متعلقہ خبریں|شیئر کریں|تلاش|لاگ ان|آرکائیو|زمرے|اشتہار|اوپر جائیں
hr|Najčitanije|Najnovije|Povezani članci|Podijeli|Traži|Prijava|Arhiva|Kategorije|Oglas|Na vrh
lt|Skaitomiausi|Naujausi|Susiję straipsniai|Dalintis|Paieška|Prisijungti|Archyvas|Kategorijos|Reklama|Į viršų
sw|Zilizosomwa zaidi|Habari mpya|Habari zinazohusiana|Shiriki|Tafuta|Ingia|Kumbukumbu|Makundi|Tangazo|Juu
ms|Paling dibaca|Terkini|Artikel berkaitan|Kongsi|Cari|Log masuk|Arkib|Kategori|Iklan|Ke atas
"""

LABELS: dict[str, dict[str, str]] = {}
for _line in _LABEL_ROWS.strip().splitlines():
    _lang, *_words = _line.split("|")
    assert len(_words) == len(_KEYS), _lang
    LABELS[_lang] = dict(zip(_KEYS, _words, strict=True))

# key | name | lang | tagline | sections
_ROWS = """
en-blog|Hedgerow Notes|en|A village blog since 2006|Home,About,Walks,Village,Recipes,Contact
en-club|Terrace Talk|en|An unofficial supporters' blog of Brackenholt Town FC|Home,Match reports,Transfers,History,Forum rules
en-news|The Ashwell Coombe Courier|en|News for Ashwell Coombe and the Vale|Home,News,Sport,Business,Lifestyle,Letters,Jobs
en-local|Marshgate Today|en|Your town, online|Home,News,What's on,Sport,Community,Contact
de-news|Auentaler Rundschau|de|Die Zeitung für das Auental|Startseite,Lokales,Region,Wirtschaft,Sport,Kultur,Leserforum
de-blog|Stadtgeflüster Wendelsbach|de|Ein Blog über unsere Stadt|Startseite,Über mich,Stadtleben,Essen,Termine
fr-news|Le Courrier du Val d'Orme|fr|Le quotidien du Val d'Orme|Accueil,Actualité,Région,Sports,Économie,Loisirs,Opinions
fr-blog|Carnets de la Loire|fr|Blog d'un riverain curieux|Accueil,Balades,Patrimoine,Cuisine,Contact
es-news|Diario de la Vega Alta|es|El periódico de la comarca|Portada,Local,Comarca,Deportes,Economía,Cultura,Opinión
es-blog|Cuaderno de Valdemora|es|Bitácora de un pueblo|Inicio,El pueblo,Fiestas,Fotos,Contacto
nl-news|Polderbode|nl|Nieuws uit de Oudeweide|Home,Nieuws,Regio,Sport,Economie,Cultuur,Opinie
nl-blog|Dijkpraat|nl|Weblog over het dorp en de dijk|Home,Over,Dorp,Natuur,Contact
pl-news|Gazeta Nadrzeczna|pl|Codzienny serwis regionu|Strona główna,Wiadomości,Region,Sport,Biznes,Kultura,Opinie
pl-blog|Z Podgórza|pl|Blog o dzielnicy|Start,O blogu,Dzielnica,Historia,Kontakt
ru-blog|Заметки с Вязовки|ru|Дневник жителя посёлка|Главная,О себе,Посёлок,Фото,Архив
ja-blog|川べり日記|ja|河原町の暮らしブログ|ホーム,プロフィール,まちのこと,たべもの,お問い合わせ
ja-news|みなと新報オンライン|ja|港町のニュースサイト|トップ,地域,経済,スポーツ,くらし,読者の声
ur-news|روزنامہ وادیٔ گلزار نیوز|ur|وادی کی خبریں روزانہ|صفحۂ اول,مقامی,قومی,کھیل,کاروبار,تعلیم
hr-news|Brežanski tjednik|hr|Vijesti iz Brežana|Naslovnica,Vijesti,Županija,Sport,Gospodarstvo,Kultura
lt-news|Vingupės žinios|lt|Regiono naujienų portalas|Pradžia,Naujienos,Regionas,Sportas,Verslas,Kultūra
sw-blog|Sauti ya Pwani|sw|Blogu ya habari za mwambao|Nyumbani,Habari,Jamii,Michezo,Wasiliana nasi
ms-news|Berita Kuala Semantan|ms|Portal berita daerah|Utama,Tempatan,Negeri,Sukan,Ekonomi,Hiburan
"""

SITES_AE: dict[str, SiteK] = {}
for _line in _ROWS.strip().splitlines():
    _key, _name, _lang, _tag, _nav = _line.split("|", 4)
    SITES_AE[_key] = SiteK(
        _name,
        _lang,
        _tag,
        tuple(_nav.split(",")),
        (),
        f"© 2012 {_name}",
        direction="rtl" if _lang == "ur" else "ltr",
    )

# per language: names; openings; middles (with {t}); closings. "|"-separated; 8 or 9 parts a pool.
POOLS: dict[str, tuple[list[str], list[str], list[str], list[str]]] = {}


def _pool(lang: str, names: str, opens: str, mids: str, closes: str) -> None:
    def sp(s: str) -> list[str]:
        return [" ".join(x.split()) for x in s.strip().split("|") if x.strip()]

    o, m, c = sp(opens), sp(mids), sp(closes)
    assert len(o) == len(m) == len(c), lang
    POOLS[lang] = (sp(names), o, m, c)


_pool(
    "en",
    "Dave Pritchard|Sue Hollins|Gareth Evans|Moira Keane|Tom Ashby|Jen Carver|Bill Royston|Angela Mayhew|Phil Scanlon|"
    "Karen Oddie|Rob Whitaker|Lesley Dunn|Mark Fell|Bev Stanton|Gordon Price|Ali Rahman|Nicola Shaw|Steve Gatley|"
    "Pat Quinlan|Owen Hardy|Julie Brent|Colin Yates|Dawn Fisher|Ray Holloway",
    """Have to say I agree with the last few posts. | Not sure the article tells the whole story here. |
    Been following this since the start. | Speaking as someone who lives two streets away, |
    I wrote to the council about this last year. | My dad used to say the same thing in the eighties. |
    Fair play to the writer for covering it. | Honestly, I was surprised nobody mentioned it sooner. |
    Long time reader, first time posting.""",
    """the {t} was always going to cost more than they told us | nobody asked the people who actually use the {t} |
    the {t} has been getting worse every winter | they should have sorted the {t} before spending on anything else |
    half the village turned up to the meeting about the {t} | the figures for the {t} do not add up at all |
    my neighbour has been waiting three years for the {t} | the old plans for the {t} were better than these |
    we were promised a vote on the {t} and never got one""",
    """Still, we will see what happens in spring. | I would like to hear what the councillors think. |
    Somebody needs to ask the hard questions. | Nothing ever changes round here though. |
    Let us hope they listen this time. | I will be at the next meeting, anyway. |
    That is all I will say for now. | Good luck to everyone involved. | Rant over, thanks for reading.""",
)
_pool(
    "de",
    "Klaus Brenner|Ute Schädler|Markus Hiller|Sabine Grau|Jürgen Wolf|Petra Koch|Holger Sattler|Anja Riedel|Dieter Mauch|"
    "Birgit Auer|Frank Ohnemus|Heike Lutz|Ralf Bender|Monika Seitz|auenfloh|Wendelsbacher58|Thomas K.|Gabi",
    """Da muss ich meinem Vorredner recht geben. | Ich verfolge das Thema schon seit Jahren. |
    Als Anwohner kann ich nur sagen: | Mal ganz ehrlich, | Ich war selbst bei der Bürgerversammlung. |
    Schon mein Großvater hat davon erzählt. | Danke für den ausführlichen Bericht. |
    Ich verstehe die ganze Aufregung nicht. | Wieder mal typisch für unsere Stadt.""",
    """die Kosten für {t} sind doch seit Jahren bekannt | beim Thema {t} hat man die Bürger nie gefragt |
    mit {t} wird es jeden Winter schlimmer | zuerst hätte man sich um {t} kümmern müssen |
    über {t} wurde im Gemeinderat kaum gesprochen | die Zahlen zu {t} passen hinten und vorne nicht |
    mein Nachbar wartet seit drei Jahren auf {t} | die alten Pläne für {t} waren besser |
    man hatte uns eine Abstimmung über {t} versprochen""",
    """Mal sehen, was im Frühjahr passiert. | Ich bin gespannt, was die Stadträte dazu sagen. |
    Irgendwer muss endlich nachfragen. | Ändern wird sich aber eh nichts. | Hoffentlich hört man diesmal zu. |
    Ich gehe jedenfalls zur nächsten Sitzung. | Mehr sage ich dazu nicht. | Allen Beteiligten viel Erfolg. |
    So, genug aufgeregt.""",
)
_pool(
    "fr",
    "Jean-Marc Boudet|Chantal Perrot|Didier Lagarde|Martine Vasseur|Bernard Roux|Sylvie Charpin|Thierry Mangin|"
    "Nadine Gros|Patrick Delorme|Évelyne Tissot|valdorme71|Loulou|Gérard B.|Annie Fauconnet|Christophe Millet",
    """Je suis tout à fait d'accord avec le message précédent. | Je ne suis pas sûr que l'article dise tout. |
    J'habite à deux rues de là, alors | Soyons honnêtes, | J'étais à la réunion publique. |
    Mon grand-père en parlait déjà. | Merci pour cet article détaillé. | Je ne comprends pas tout ce bruit.""",
    """le coût de {t} était connu depuis des années | personne n'a demandé l'avis des habitants sur {t} |
    {t} se dégrade chaque hiver un peu plus | il fallait régler {t} avant tout le reste |
    on n'a presque pas parlé de {t} au conseil municipal | les chiffres sur {t} ne tiennent pas debout |
    mon voisin attend {t} depuis trois ans | les anciens projets pour {t} étaient meilleurs""",
    """On verra bien au printemps. | J'aimerais savoir ce qu'en pensent les élus. | Il faudra bien poser la question. |
    De toute façon rien ne change ici. | Espérons qu'ils écoutent cette fois. | J'irai à la prochaine séance. |
    Je n'en dirai pas plus. | Bon courage à tous.""",
)
_pool(
    "es",
    "Antonio Ruiz|Pilar Sanz|Manolo Cortés|Carmen Vidal|Javier Olmedo|Rosa Lozano|Paco Herrero|Lucía Benavente|"
    "Fernando Gil|Maribel Pozo|vegueño|Juanjo|Encarna M.|Alberto Ramos|Isabel Prieto",
    """Estoy de acuerdo con el comentario anterior. | No creo que la noticia lo cuente todo. |
    Vivo a dos calles, así que | Sinceramente, | Yo estuve en la reunión de vecinos. | Mi abuelo ya lo decía. |
    Gracias por la información tan completa. | No entiendo tanto revuelo.""",
    """el coste de {t} se sabía desde hace años | nadie preguntó a los vecinos por {t} |
    {t} está peor cada invierno | había que arreglar {t} antes que nada | en el pleno apenas se habló de {t} |
    las cifras de {t} no cuadran por ningún lado | mi vecino lleva tres años esperando {t} |
    los planes antiguos para {t} eran mejores""",
    """Ya veremos en primavera. | Me gustaría saber qué opinan los concejales. | Alguien tendrá que preguntarlo. |
    Aquí nunca cambia nada. | Ojalá esta vez escuchen. | Yo iré al próximo pleno. | No digo más. |
    Ánimo a todos.""",
)
_pool(
    "nl",
    "Henk de Vries|Ria Bakker|Kees Mulder|Anneke Smit|Jan-Willem Kok|Marijke Visser|Gerrit Bos|Ellen de Boer|"
    "Piet van Dam|Wilma Hoekstra|polderjongen|Sjaak|Truus V.|Bart Meijer",
    """Ik ben het helemaal eens met de vorige reactie. | Ik denk niet dat het artikel alles vertelt. |
    Ik woon twee straten verderop, dus | Eerlijk gezegd, | Ik was zelf bij de inspraakavond. |
    Mijn opa zei het vroeger al. | Bedankt voor het uitgebreide stuk. | Ik snap al die ophef niet.""",
    """de kosten van {t} waren al jaren bekend | niemand heeft de bewoners naar {t} gevraagd |
    {t} wordt elke winter slechter | ze hadden eerst {t} moeten regelen | in de raad is nauwelijks over {t} gesproken |
    de cijfers over {t} kloppen van geen kant | mijn buurman wacht al drie jaar op {t} |
    de oude plannen voor {t} waren beter""",
    """We zien in het voorjaar wel verder. | Ik ben benieuwd wat de raadsleden ervan vinden. |
    Iemand moet het toch eens vragen. | Hier verandert toch nooit iets. | Hopelijk luisteren ze nu wel. |
    Ik ga in elk geval naar de volgende vergadering. | Meer zeg ik er niet over. | Succes allemaal.""",
)
_pool(
    "pl",
    "Krzysztof Nowak|Ewa Wiśniewska|Marek Zając|Agnieszka Wróbel|Tomasz Kubiak|Barbara Lis|Andrzej Pawlak|"
    "Joanna Sikora|Piotr Duda|Grażyna K.|nadrzeczak|Zbyszek|Magda z Zarzecza|Robert Mazur",
    """Zgadzam się z przedmówcą. | Nie wydaje mi się, żeby artykuł mówił wszystko. |
    Mieszkam dwie ulice dalej, więc | Szczerze mówiąc, | Byłem na zebraniu mieszkańców. | Mój dziadek już o tym mówił. |
    Dziękuję za rzetelny tekst. | Nie rozumiem tego całego zamieszania.""",
    """koszty {t} były znane od lat | nikt nie zapytał mieszkańców o {t} | z {t} jest gorzej każdej zimy |
    najpierw trzeba było załatwić {t} | na sesji rady prawie nie mówiono o {t} | liczby dotyczące {t} się nie zgadzają |
    mój sąsiad od trzech lat czeka na {t} | dawne plany dla {t} były lepsze""",
    """Zobaczymy wiosną. | Ciekawe, co na to radni. | Ktoś w końcu musi o to zapytać. | Tu i tak nic się nie zmienia. |
    Oby tym razem posłuchali. | Ja na pewno przyjdę na następną sesję. | Więcej nie powiem. | Powodzenia wszystkim.""",
)
_pool(
    "ru",
    "Сергей Власов|Ольга Жукова|vyazovka_dim|Николай Петрович|Татьяна|marina_k|Андрей Белов|Людмила Гусева|старожил|"
    "Игорь|nata_sad|Виктор Семёнов|Галина Фёдоровна|lesnik77",
    """Полностью согласен с предыдущим оратором. | Не думаю, что в записи сказано всё. | Живу через две улицы, так что |
    Честно говоря, | Я сам был на собрании жителей. | Ещё мой дед об этом говорил. | Спасибо за подробный рассказ. |
    Не понимаю, из-за чего шум.""",
    """про {t} всё было известно ещё несколько лет назад | никто не спрашивал жителей про {t} |
    с {t} каждую зиму всё хуже | сначала надо было решить вопрос с {t} | на собрании про {t} почти не говорили |
    цифры по {t} вообще не сходятся | сосед уже три года ждёт {t} | старые планы насчёт {t} были лучше""",
    """Посмотрим, что будет весной. | Интересно, что скажет глава поселения. | Кто-то же должен спросить. |
    У нас всё равно ничего не меняется. | Надеюсь, в этот раз услышат. | Я на следующее собрание точно пойду. |
    Больше ничего не скажу. | Всем удачи.""",
)
_pool(
    "ja",
    "たけし|みどり|川べりの住人|はるか|ゆうじ|のぶこ|釣り好き|さくら|まさお|けいこ|河原町のおじさん|りえ|ひろし",
    """前の方のコメントに同感です。 | 記事に書かれていないこともあると思います。 | 近所に住んでいるので言いますが、 |
    正直に言うと、 | 私も説明会に行きました。 | 祖父も昔同じことを言っていました。 | 詳しい記事をありがとうございます。 |
    そんなに騒ぐことでしょうか。""",
    """{t}の費用は何年も前から分かっていたはずです | {t}について住民は誰も聞かれていません |
    {t}は冬になるたびに悪くなっています | まず{t}を何とかするべきでした | 議会では{t}の話はほとんど出ませんでした |
    {t}の数字はどう見ても合いません | 隣の人は三年も{t}を待っています | 昔の{t}の計画のほうが良かったです""",
    """春になったらまた様子を見ます。 | 議員さんの意見も聞きたいです。 | 誰かがちゃんと聞くべきです。 |
    この町は何も変わりませんね。 | 今度こそ聞いてほしいです。 | 次の会合には行くつもりです。 | 以上です。 |
    みなさん頑張りましょう。""",
)
_pool(
    "ur",
    "محمد اسلم|فرزانہ بی بی|شاہد خان|نسرین|عمران علی|ثمینہ اختر|ظفر اقبال|رشید احمد|گلزار کا شہری|طارق محمود|گل خان|عائشہ",
    """میں پچھلے تبصرے سے بالکل متفق ہوں۔ | مجھے نہیں لگتا کہ خبر میں سب کچھ ہے۔ | میں دو گلیاں دور رہتا ہوں، اس لیے |
    سچ پوچھیں تو | میں خود عوامی اجلاس میں تھا۔ | میرے دادا بھی یہی کہتے تھے۔ | تفصیلی خبر کا شکریہ۔ |
    سمجھ نہیں آتا اتنا شور کیوں ہے۔""",
    """{t} کا خرچ کئی سال سے سب کو معلوم تھا | {t} کے بارے میں کسی نے عوام سے نہیں پوچھا |
    {t} ہر سردی میں پہلے سے خراب ہو جاتی ہے | سب سے پہلے {t} کا مسئلہ حل ہونا چاہیے تھا |
    کونسل میں {t} پر بات ہی نہیں ہوئی | {t} کے اعداد و شمار بالکل نہیں ملتے | میرا ہمسایہ تین سال سے {t} کا انتظار کر رہا ہے |
    {t} کے پرانے منصوبے بہتر تھے""",
    """دیکھتے ہیں بہار میں کیا ہوتا ہے۔ | کونسلر صاحبان کی رائے بھی سننی چاہیے۔ | کسی کو تو یہ سوال پوچھنا ہوگا۔ |
    یہاں کچھ نہیں بدلتا۔ | امید ہے اس بار سنا جائے گا۔ | میں اگلے اجلاس میں ضرور جاؤں گا۔ | بس اتنا ہی کہنا تھا۔ |
    سب کے لیے نیک خواہشات۔""",
)
_pool(
    "hr",
    "Ivan Horvat|Marija Kovačić|Zdravko Babić|Ana Marić|Josip Novak|Vesna Jurić|Dario Kos|Snježana|brežanac|Mladen P.|"
    "Kata|Tomislav Šimić",
    """Slažem se s prethodnim komentatorom. | Mislim da članak ne govori sve. | Živim dvije ulice dalje, pa |
    Iskreno rečeno, | Bio sam na zboru građana. | To je govorio još moj djed. | Hvala na detaljnom članku. |
    Ne razumijem svu tu buku.""",
    """troškovi za {t} znali su se godinama | nitko nije pitao mještane za {t} | {t} je svake zime sve gore |
    prvo je trebalo riješiti {t} | na vijeću se o {t} jedva govorilo | brojke o {t} uopće se ne slažu |
    susjed tri godine čeka {t} | stari planovi za {t} bili su bolji""",
    """Vidjet ćemo na proljeće. | Zanima me što kažu vijećnici. | Netko to mora pitati. | Ovdje se ništa ne mijenja. |
    Nadam se da će ovaj put poslušati. | Ja idem na sljedeću sjednicu. | Više ne bih rekao. | Sretno svima.""",
)
_pool(
    "lt",
    "Svečias|Jonas|Rasa|Vingupietis|Vytautas P.|Aldona|Tomas|kaimietis|Daiva|Petras|Laima|Svečias_2",
    """Pritariu ankstesniam komentarui. | Nemanau, kad straipsnyje viskas pasakyta. | Gyvenu už dviejų gatvių, tai |
    Atvirai kalbant, | Pats buvau gyventojų susirinkime. | Dar senelis apie tai kalbėjo. | Ačiū už išsamų straipsnį. |
    Nesuprantu viso šito triukšmo.""",
    """apie {t} kainą buvo žinoma jau seniai | niekas neklausė gyventojų apie {t} | {t} kiekvieną žiemą vis blogiau |
    pirmiausia reikėjo sutvarkyti {t} | taryboje apie {t} beveik nekalbėjo | skaičiai apie {t} visai nesutampa |
    kaimynas jau trejus metus laukia {t} | senieji {t} planai buvo geresni""",
    """Pažiūrėsim pavasarį. | Įdomu, ką sako tarybos nariai. | Kažkas turi paklausti. | Pas mus niekas nesikeičia. |
    Tikiuosi, kad šįkart išklausys. | Aš eisiu į kitą posėdį. | Daugiau nieko nesakysiu. | Sėkmės visiems.""",
)
_pool(
    "sw",
    "Juma Mwinyi|Amina Salim|Baraka Otieno|Mama Zawadi|Hassan Bakari|Neema|Rashidi|mwanapwani|Fatuma Ali|Kassim|Halima|Musa J.",
    """Nakubaliana na maoni yaliyotangulia. | Sidhani kama habari hii imesema kila kitu. |
    Mimi naishi mitaa miwili kutoka hapo, kwa hiyo | Kusema kweli, | Nilikuwepo kwenye mkutano wa wakazi. |
    Babu yangu alisema hivyo zamani. | Asante kwa habari hii ndefu. | Sielewi kelele zote hizi.""",
    """gharama ya {t} ilijulikana kwa miaka mingi | hakuna aliyewauliza wakazi kuhusu {t} |
    {t} inazidi kuharibika kila msimu wa mvua | walipaswa kushughulikia {t} kwanza | kwenye baraza hawakuzungumzia {t} |
    takwimu za {t} hazilingani kabisa | jirani yangu amesubiri {t} kwa miaka mitatu | mipango ya zamani ya {t} ilikuwa bora""",
    """Tutaona mwakani. | Ningependa kusikia madiwani wanasemaje. | Mtu lazima aulize. | Hapa hakuna kinachobadilika. |
    Natumaini safari hii watasikiliza. | Nitaenda kwenye mkutano ujao. | Sina zaidi ya kusema. | Kila la heri kwa wote.""",
)
_pool(
    "ms",
    "Ahmad Faizal|Siti Norhayati|Zulkifli|Kak Ros|Azman Hamid|Nurul Ain|Rahim|anak semantan|Haslinda|Pak Mat|Farid|Suraya",
    """Saya setuju dengan komen sebelum ini. | Saya rasa berita ini tidak cerita semua. | Saya tinggal dua lorong dari situ, jadi |
    Terus terang, | Saya sendiri hadir dalam mesyuarat penduduk. | Arwah datuk saya dah cakap dulu. |
    Terima kasih atas laporan yang lengkap. | Saya tak faham kenapa kecoh sangat.""",
    """kos {t} sudah diketahui bertahun-tahun | tiada siapa tanya penduduk tentang {t} | {t} makin teruk setiap musim tengkujuh |
    sepatutnya {t} diselesaikan dahulu | dalam mesyuarat majlis hampir tiada sebut tentang {t} |
    angka tentang {t} langsung tak sama | jiran saya sudah tiga tahun menunggu {t} | rancangan lama untuk {t} lebih baik""",
    """Kita tengok tahun depan. | Saya nak dengar pendapat ahli majlis. | Mesti ada orang yang tanya. |
    Di sini tiada apa yang berubah. | Harap kali ini mereka dengar. | Saya akan pergi mesyuarat akan datang. |
    Itu sahaja dari saya. | Semoga berjaya semua.""",
)


def discussion(
    lang: str,
    n: int,
    topic: str,
    *,
    seed: int,
    start: datetime,
    fmt: Callable[[datetime], str],
    max_depth: int = 0,
    reply_rate: float = 0.3,
    shorts: tuple[str, ...] = (),
    names: tuple[str, ...] = (),
    top_parents_only: bool = False,
) -> list[Seed]:
    """``n`` comments in time order: author, text, parent (a reply chain at most ``max_depth`` replies deep),
    the time as ``fmt`` writes it. Comment ``i`` is the ``k``-th triple of a Latin square over the pools (two comments
    share at most one part); one in three has only two parts, one in five two paragraphs; ``shorts`` are one-line
    comments put in at fixed places."""
    pool_names, o, m, c = POOLS[lang]
    size = len(o)
    assert n <= size * size, (lang, n)
    rng = random.Random(seed)
    shift = seed % size
    who = list(names) + pool_names
    out: list[Seed] = []
    depth: list[int] = []
    t = start
    short_at = {int((j + 1) * n / (len(shorts) + 1)): s for j, s in enumerate(shorts)}
    for i in range(n):
        b = (i + shift) % size
        a = (i // size + 3 * b + shift) % size
        cc = (a + b) % size
        text = short_at.get(i) or _compose(lang, o[a], m[b].replace("{t}", topic), c[cc], i)
        parent: int | None = None
        if i and max_depth and rng.random() < reply_rate:
            cands = [j for j in range(max(0, i - 8), i) if depth[j] < max_depth and out[j] is not None]
            if top_parents_only:
                cands = [j for j in cands if depth[j] == 0]
            if cands:
                parent = max(cands, key=lambda j: (depth[j] + rng.random() * 1.5, j))
        depth.append(0 if parent is None else depth[parent] + 1)
        author = who[(i * 7 + seed) % len(who)]
        if parent is not None and out[parent].author == author:
            author = who[(i * 7 + seed + 1) % len(who)]
        t = t + timedelta(minutes=3 + rng.randrange(50))
        out.append(Seed(author, text, parent, fmt(t)))
    return out


_CONT = (
    ",",
    ":",
    "、",
    " so",
    " dus",
    " więc",
    " pa",
    " tai",
    " hiyo",
    " jadi",
    " لیے",
    " تو",
    " что",
    " que",
    " alors",
)


def _end(lang: str, s: str) -> str:
    return s + ("。" if lang == "ja" else "۔" if lang == "ur" else ".")


def _cap(lang: str, s: str) -> str:
    return s if lang in ("ja", "ur") else s[0].upper() + s[1:]


def _compose(lang: str, lead: str, mid: str, close: str, i: int) -> str:
    sep = "" if lang == "ja" else " "
    cont = lead.endswith(_CONT)
    first = lead + sep + (mid if cont else _cap(lang, mid))
    if i % 3 == 1:  # the middle and the closing
        return _end(lang, _cap(lang, mid)) + sep + close
    if i % 3 == 2:  # the opening and the middle
        return _end(lang, first)
    return _end(lang, first) + ("\n\n" if i % 5 == 0 else sep) + close


def depth_of(comments: list[Seed], i: int) -> int:
    d = 0
    while comments[i].parent is not None:
        i = comments[i].parent  # type: ignore[assignment]
        d += 1
    return d
