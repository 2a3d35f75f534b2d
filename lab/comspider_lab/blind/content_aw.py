"""Made-up sites of blind set AW (the comment sections of news sites around 2011-2013 as their servers sent them) and
the furniture's words per language (``WORDS``). Every site name, person, place and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass

_KEYS = (
    "most_read",
    "most_commented",
    "related",
    "web",
    "poll",
    "vote",
    "gallery",
    "photo",
    "share",
    "tags",
    "login",
    "user",
    "password",
    "ticker",
    "about",
)

# lang | most read | most commented | related | around the web | poll | vote | gallery | photo | share | tags | log in
# | user name | password | ticker | about the author
_WORD_ROWS = """
de|Meistgelesen|Meistkommentiert|Mehr zum Thema|Aus dem Netz|Umfrage|Abstimmen|Bildergalerie|Foto|Empfehlen|Schlagworte|Anmelden|Benutzername|Passwort|Eilmeldungen|Über den Autor
en|Most read|Most commented|Related stories|From around the web|Quick poll|Vote|In pictures|Photo|Share|Tags|Log in|Username|Password|Latest|About the author
fr|Les plus lus|Les plus commentés|À lire aussi|Ailleurs sur le web|Sondage|Voter|Diaporama|Photo|Partager|Mots-clés|Connexion|Identifiant|Mot de passe|En continu|L'auteur
es|Lo más leído|Lo más comentado|Noticias relacionadas|En la red|Encuesta|Votar|Galería de fotos|Foto|Compartir|Etiquetas|Entrar|Usuario|Contraseña|Última hora|Sobre el autor
it|I più letti|I più commentati|Articoli correlati|Dal web|Sondaggio|Vota|Fotogallery|Foto|Condividi|Tag|Accedi|Nome utente|Password|Ultim'ora|L'autore
nl|Meest gelezen|Meest besproken|Gerelateerd nieuws|Elders op het web|Peiling|Stem|Fotoserie|Foto|Delen|Trefwoorden|Inloggen|Gebruikersnaam|Wachtwoord|Net binnen|Over de auteur
pl|Najczęściej czytane|Najczęściej komentowane|Zobacz także|Z sieci|Sonda|Głosuj|Galeria zdjęć|Fot.|Poleć|Tagi|Zaloguj|Login|Hasło|Z ostatniej chwili|O autorze
sv|Mest läst|Mest kommenterat|Relaterat|Från nätet|Dagens fråga|Rösta|Bildspel|Foto|Dela|Ämnen|Logga in|Användarnamn|Lösenord|Just nu|Om skribenten
pt|Mais lidas|Mais comentadas|Notícias relacionadas|Na rede|Enquete|Votar|Galeria de fotos|Foto|Compartilhar|Tags|Entrar|Usuário|Senha|Plantão|Sobre o autor
ru|Самое читаемое|Самое обсуждаемое|По теме|Новости партнёров|Опрос|Голосовать|Фоторепортаж|Фото|Поделиться|Теги|Войти|Логин|Пароль|Лента новостей|Об авторе
cs|Nejčtenější|Nejdiskutovanější|Související články|Z jiných webů|Anketa|Hlasovat|Fotogalerie|Foto|Sdílet|Témata|Přihlásit|Jméno|Heslo|Právě teď|O autorovi
tr|En çok okunanlar|En çok yorumlananlar|İlgili haberler|Webden|Anket|Oy ver|Foto galeri|Fotoğraf|Paylaş|Etiketler|Giriş|Kullanıcı adı|Şifre|Son dakika|Yazar hakkında
ja|アクセスランキング|コメントの多い記事|関連記事|注目の話題|アンケート|投票する|写真特集|写真|共有|タグ|ログイン|ユーザー名|パスワード|速報|記者紹介
da|Mest læste|Mest kommenterede|Relaterede artikler|Fra nettet|Dagens spørgsmål|Stem|Billedserie|Foto|Del|Emner|Log ind|Brugernavn|Adgangskode|Seneste nyt|Om skribenten
fi|Luetuimmat|Kommentoiduimmat|Aiheesta muualla|Verkosta poimittua|Kysely|Äänestä|Kuvagalleria|Kuva|Jaa|Avainsanat|Kirjaudu|Käyttäjätunnus|Salasana|Tuoreimmat|Toimittajasta
hu|Legolvasottabb|Legtöbbet kommentált|Kapcsolódó cikkek|A webről|Szavazás|Szavazok|Galéria|Fotó|Megosztás|Címkék|Belépés|Felhasználónév|Jelszó|Friss hírek|A szerzőről
ro|Cele mai citite|Cele mai comentate|Articole similare|Din presă|Sondaj|Votează|Galerie foto|Foto|Distribuie|Etichete|Autentificare|Utilizator|Parolă|Ultima oră|Despre autor
el|Τα πιο δημοφιλή|Τα πιο σχολιασμένα|Σχετικά άρθρα|Από το διαδίκτυο|Δημοσκόπηση|Ψηφίστε|Φωτογραφίες|Φωτ.|Μοιραστείτε|Ετικέτες|Σύνδεση|Όνομα χρήστη|Κωδικός|Τελευταία νέα|Για τον συντάκτη
ko|많이 본 기사|댓글 많은 기사|관련 기사|네티즌 추천 사이트|설문|투표하기|포토 갤러리|사진|공유|태그|로그인|아이디|비밀번호|속보|기자 소개
vi|Đọc nhiều nhất|Bình luận nhiều nhất|Tin liên quan|Tin từ các báo|Thăm dò|Bình chọn|Ảnh|Ảnh|Chia sẻ|Từ khóa|Đăng nhập|Tên truy cập|Mật khẩu|Tin nhanh|Về tác giả
uk|Найчитаніше|Найобговорюваніше|Читайте також|Новини партнерів|Опитування|Голосувати|Фотогалерея|Фото|Поділитися|Теги|Увійти|Логін|Пароль|Стрічка новин|Про автора
zh|热门排行|评论最多|相关新闻|合作媒体|网友调查|投票|图片新闻|摄影|分享到|标签|登录|用户名|密码|滚动新闻|作者简介
he|הכי נקראים|הכי מדוברים|כתבות נוספות|מרחבי הרשת|סקר|הצביעו|גלריית תמונות|צילום|שתפו|תגיות|כניסה|שם משתמש|סיסמה|מבזקים|על הכותב
ar|الأكثر قراءة|الأكثر تعليقا|أخبار ذات صلة|من الشبكة|استطلاع|صوّت|معرض الصور|تصوير|شارك|كلمات دلالية|دخول|اسم المستخدم|كلمة المرور|عاجل|عن الكاتب
nb|Mest lest|Mest kommentert|Relaterte saker|Fra nettet|Dagens spørsmål|Stem|Bildeserie|Foto|Del|Stikkord|Logg inn|Brukernavn|Passord|Siste nytt|Om journalisten
hr|Najčitanije|Najkomentiranije|Povezani članci|S weba|Anketa|Glasaj|Fotogalerija|Foto|Podijeli|Oznake|Prijava|Korisničko ime|Lozinka|Najnovije|O autoru
id|Terpopuler|Terbanyak dikomentari|Berita terkait|Dari jaringan|Jajak pendapat|Pilih|Galeri foto|Foto|Bagikan|Tag|Masuk|Nama pengguna|Kata sandi|Berita terkini|Tentang penulis
ca|Els més llegits|Els més comentats|Notícies relacionades|A la xarxa|Enquesta|Vota|Galeria d'imatges|Foto|Comparteix|Etiquetes|Entra|Usuari|Contrasenya|Última hora|Sobre l'autor
"""

WORDS: dict[str, dict[str, str]] = {}
for _line in _WORD_ROWS.strip().splitlines():
    _lang, *_vals = _line.split("|")
    assert len(_vals) == len(_KEYS), _line
    WORDS[_lang] = dict(zip(_KEYS, _vals, strict=True))


@dataclass(frozen=True)
class SiteAW:
    key: str
    name: str
    lang: str
    template: str
    tagline: str
    sections: tuple[str, ...]
    photographer: str
    poll: tuple[str, ...]  # the question, then the answers
    heads: tuple[str, ...]  # five of the site's other headlines (most read, most commented, ticker, gallery)
    web: tuple[str, ...]  # two partner sites' headlines ("from around the web")

    @property
    def direction(self) -> str:
        return "rtl" if self.lang in ("ar", "he") else "ltr"


# key | name | lang | template | tagline | sections | photographer | poll (question~answers) | five headlines | two
# partner headlines  (templates: np broadsheet, tb tabloid, pr news portal)
_ROWS = """
de-saaltal|Saaltaler Rundschau|de|np|Unabhängige Tageszeitung für das Saaltal|Startseite,Lokales,Region,Wirtschaft,Sport,Kultur|Bernd Oltmanns|Sollte die Innenstadt autofrei werden?~Ja, ganz~Nur am Wochenende~Nein|Stadtwerke erhöhen Gaspreis zum Juli~Neue Kita am Mühlgraben eröffnet~SV Saaltal verliert Derby mit 0:3~Schwimmbad bleibt bis Mai geschlossen~Baustelle auf der B 87 dauert länger|Zehn Tipps für den Frühjahrsputz im Garten~So sparen Sie beim Heizöl-Kauf
en-cobbleford|The Cobbleford Courier|en|tb|News, sport and views from Cobbleford and the Marsh villages|Home,News,Sport,Opinion,Showbiz,Motors|Dan Threlkeld|Should the Marsh Road speed limit drop to 30?~Yes~No~Only near the school|Pensioner, 84, finishes first half marathon~Bin collections moved to Thursdays~Cobbleford Town sign striker from Wexham~Floods close Tanner's Lane again~Fire at old mill was arson, police say|Ten things nobody tells you about buying a house~The cheapest seaside weekend you'll have this year
fr-valmorin|Le Réveil du Valmorin|fr|pr|Le quotidien de la vallée depuis 1946|Accueil,Actualité,Valmorin,Économie,Sports,Loisirs|Gilles Rabaud|Faut-il rouvrir la ligne de tram ?~Oui~Non~Sans opinion|La foire aux santons bat son record~Le collège Jean-Lurat sera agrandi~Un incendie ravage un hangar agricole à Sainte-Aude~Le marché du jeudi change de place~Handball : Valmorin domine Brissac|Les dix villages les plus fleuris de France~Comment bien choisir sa chaudière
es-altozano|Diario del Altozano|es|np|El periódico de la comarca del Altozano|Portada,Local,Comarca,Economía,Deportes,Cultura|Marisa Caballé|¿Debe ampliarse la zona azul?~Sí~No~Me da igual|La feria del ajo espera 40.000 visitantes~Cierra la última zapatería del casco viejo~El Altozano CF asciende a Tercera~Obras en la calle Mayor hasta octubre~Un incendio calcina veinte hectáreas de pinar|Cinco rutas para hacer con niños este otoño~Así bajan los precios del alquiler en las capitales
it-borgoverde|Gazzetta di Borgoverde|it|pr|Il giornale della provincia|Home,Cronaca,Politica,Economia,Sport,Spettacoli|Loris Bettinelli|Siete favorevoli alla nuova tangenziale?~Sì~No~Non so|Chiude dopo 60 anni la storica latteria Ferrari~Nevicata, scuole chiuse in collina~Il Borgoverde pareggia in casa~Sagra del tortello: 30mila presenze~Rapina in tabaccheria, arrestati due giovani|Le dieci spiagge più belle dell'Adriatico~Bollette: ecco come risparmiare
nl-polderzijl|Polderzijl Dagblad|nl|np|Het nieuws uit de Noordpolder|Voorpagina,Regio,Binnenland,Economie,Sport,Cultuur|Erik van Tongeren|Moet de pont naar Holwerdijk blijven?~Ja~Nee~Weet niet|Boerderij in Oostermeer afgebrand~Nieuwe sporthal kost twee ton meer~Gemeente wil minder strooizout gebruiken~VV Polderzijl verliest bekerduel~Dijkversterking begint in maart|Zo maak je je huis winterklaar~De tien mooiste fietsroutes van het noorden
pl-zagorze|Gazeta Zagórska|pl|tb|Codziennie o tym, co ważne w regionie|Strona główna,Region,Kraj,Sport,Rozrywka,Motoryzacja|Tomasz Wierzbicki|Czy wprowadzić płatne parkowanie w rynku?~Tak~Nie~Nie mam zdania|Pożar kamienicy przy ul. Kolejowej~Nowy rozkład jazdy autobusów od marca~Zagórzanka wygrywa derby~Szpital kupił nowy tomograf~Festyn na błoniach przyciągnął tłumy|Jak obniżyć rachunki za prąd?~Dziesięć miejsc, które musisz zobaczyć w Polsce
sv-norrvik|Norrviks-Posten|sv|pr|Nyheter från Norrvik och Älvdalen|Start,Nyheter,Norrvik,Sport,Nöje,Debatt|Karin Åhlund|Ska badhuset byggas om?~Ja~Nej~Vet inte|Ny förskola klar i Björkbacka~Älgolycka på riksvägen~Norrviks IF klart för kvalet~Bensinstationen vid torget stänger~Snöovädret ställde till det för bussarna|Så sparar du på elräkningen i vinter~Tio fjällstugor du kan hyra billigt
pt-serrana|Folha Serrana|pt|pr|O portal de notícias da serra|Início,Cidade,Região,Política,Esportes,Entretenimento|Rodrigo Mattos|Você aprova a nova rodoviária?~Sim~Não~Ainda não sei|Chuva derruba barreira na estrada velha~Feira do morango começa sexta~Serrano vence o clássico~Prefeitura anuncia concurso com 80 vagas~Festival de inverno divulga atrações|Dez destinos baratos para as férias de julho~Como economizar na conta de luz
ru-zarechye|Заречная газета|ru|np|Общественно-политическое издание Заречья|Главная,Город,Область,Экономика,Спорт,Культура|Игорь Сомов|Нужна ли городу новая набережная?~Да~Нет~Затрудняюсь ответить|В Заречье открылся новый детский сад~Отключение горячей воды продлится до 20 июня~Хоккеисты «Заречья» вышли в финал~На улице Лесной начали ремонт дороги~Городскую библиотеку закрыли на ремонт|Как выбрать дачный участок~Десять советов начинающим рыбакам
cs-lipnik|Lipnické listy|cs|pr|Zpravodajství z Lipnicka|Úvod,Zprávy,Kraj,Ekonomika,Sport,Kultura|Petr Dušek|Má město postavit nový aquapark?~Ano~Ne~Nevím|Na náměstí vyroste nová kašna~Nemocnice rozšíří parkoviště~Lipník porazil Hradec 3:1~Zloděj vykradl tři chaty u přehrady~Jarmark láká na regionální výrobky|Kam na výlet s dětmi o víkendu~Jak ušetřit za topení
tr-karaburun|Karaburun Haber|tr|tb|Karaburun'un sesi|Anasayfa,Gündem,Yerel,Ekonomi,Spor,Magazin|Serkan Yıldız|Sahil yolu trafiğe kapatılsın mı?~Evet~Hayır~Fikrim yok|Belediye otobüslerine yeni hat~Zeytin hasadı erken başladı~Karaburunspor deplasmandan galip döndü~Limanda balıkçılar eylem yaptı~Kırsal mahallelere doğalgaz müjdesi|Kış aylarında enerji tasarrufu~Tatil için en uygun koylar
ja-kawabe|川辺新報|ja|np|川辺市と周辺地域のニュース|トップ,地域,社会,経済,スポーツ,文化|本田 直樹|市民会館の建て替えに賛成ですか？~賛成~反対~わからない|川辺駅前に新しい商業施設~台風で県道が一部通行止め~川辺高校、県大会で準優勝~市立病院に小児科医を増員~秋祭りの日程決まる|秋の行楽シーズンおすすめの温泉~家計にやさしい節電のコツ
da-skovbaek|Skovbæk Avis|da|tb|Nyheder fra Skovbæk og omegn|Forside,Lokalt,Danmark,Sport,Kultur,Debat|Lone Kjærgaard|Skal biblioteket have søndagsåbent?~Ja~Nej~Ved ikke|Ny skatepark åbner i maj~Brand i lagerhal på havnen~Skovbæk IF rykker op~Byrådet siger nej til nyt hotel~Trafikuheld på omfartsvejen|Sådan sparer du på varmeregningen~Ti skønne badestrande i Jylland
fi-koskela|Koskelan Sanomat|fi|np|Koskelan ja ympäristökuntien päivälehti|Etusivu,Kotimaa,Koskela,Talous,Urheilu,Kulttuuri|Jari Heikkilä|Pitäisikö uimahallin aukioloaikoja pidentää?~Kyllä~Ei~En osaa sanoa|Tehdas irtisanoo 40 työntekijää~Koskelan Pallo voitti cupin~Uusi päiväkoti valmistuu syksyllä~Kirjaston remontti viivästyy~Hirvikolari valtatiellä|Näin säästät sähkölaskussa~Kymmenen kaunista retkikohdetta Suomessa
hu-vizpart|Vízparti Napló|hu|pr|A megye független hírportálja|Címlap,Belföld,Megye,Gazdaság,Sport,Kultúra|Farkas Zoltán|Támogatja a belváros forgalomcsillapítását?~Igen~Nem~Nem tudom|Új buszjáratok indulnak áprilistól~Leégett egy tanya a határban~Bajnok lett a kézilabdacsapat~Felújítják a városi strandot~Ötven új munkahely az ipari parkban|Így spórolhat a fűtésen~Tíz kirándulóhely a Balaton-felvidéken
ro-vadeni|Gazeta de Văleni|ro|tb|Cotidianul tău din Valea Mare|Acasă,Actualitate,Local,Economie,Sport,Monden|Cristian Dobre|Sunteți de acord cu noua parcare subterană?~Da~Nu~Nu știu|Incendiu puternic la o fabrică de mobilă~Primăria anunță asfaltarea a 12 străzi~Viitorul Văleni câștigă derbiul~Spitalul județean primește aparatură nouă~Târgul de toamnă începe vineri|Cum economisiți la facturi în această iarnă~Zece destinații ieftine pentru vacanța de vară
el-thermes|Θερμαϊκός Τύπος|el|np|Η εφημερίδα της πόλης από το 1962|Αρχική,Πόλη,Ελλάδα,Οικονομία,Αθλητικά,Πολιτισμός|Νίκος Παπαδάκης|Συμφωνείτε με την πεζοδρόμηση της παραλίας;~Ναι~Όχι~Δεν ξέρω|Νέες γραμμές λεωφορείων από τον Μάιο~Φωτιά σε αποθήκη στη βιομηχανική περιοχή~Νίκη για τον Θερμαϊκό στο ντέρμπι~Ανακαινίζεται το δημοτικό θέατρο~Κλειστός ο παραλιακός για έργα|Δέκα παραλίες που πρέπει να δείτε~Πώς να μειώσετε τον λογαριασμό του ρεύματος
ko-haenam|해남일보|ko|pr|해남군과 서남권 소식|홈,지역,사회,경제,스포츠,문화|최민호|군청 이전에 찬성하십니까?~찬성~반대~잘 모르겠다|해남 배추 수확 시작~읍내 교통 체증 해소 방안 발표~해남FC 도민체전 우승~군립도서관 주말 개방~태풍 피해 복구 마무리|가을 단풍 명소 10선~겨울철 난방비 절약법
vi-camlo|Báo Cẩm Lộ Ngày Nay|vi|tb|Tin tức tỉnh nhà mỗi ngày|Trang chủ,Thời sự,Địa phương,Kinh tế,Thể thao,Giải trí|Nguyễn Văn Hải|Bạn có ủng hộ mở rộng chợ trung tâm?~Có~Không~Chưa biết|Khánh thành cầu mới qua sông Cẩm~Giá lúa tăng nhẹ đầu vụ~Đội bóng tỉnh thắng trận sân khách~Mưa lớn gây ngập nhiều tuyến đường~Trường tiểu học xã Hòa An có phòng học mới|Mười món ăn đường phố nên thử~Cách tiết kiệm điện mùa hè
uk-pryrichne|Прирічна газета|uk|np|Новини міста і району|Головна,Місто,Україна,Економіка,Спорт,Культура|Олег Марченко|Чи потрібна місту нова автостанція?~Так~Ні~Не знаю|У місті відкрили новий сквер~Ремонт моста триватиме до осені~«Прирічне» перемогло у дербі~Тарифи на воду зростуть з квітня~Ліцей отримав новий спортзал|Як зекономити на опаленні~Десять місць для відпочинку на вихідних
zh-lanjiang|澜江商报|zh|pr|澜江地区财经综合门户|首页,财经,股市,本地,科技,房产|陈志远|您看好下半年股市吗？~看好~不看好~说不清|澜江港吞吐量创新高~市区新增三条公交线路~本地企业上半年利润增长~老城区改造方案公布~澜江大桥夜间限行|理财新手必读的十条建议~如何挑选第一套房
he-kiryatgefen|גפן היום|he|tb|חדשות קריית גפן והסביבה|ראשי,חדשות,מקומי,כלכלה,ספורט,תרבות|אורי בן דוד|האם לסגור את רחוב הרצל לתנועה?~כן~לא~לא יודע|נפתח גן ציבורי חדש בשכונת הזיתים~עבודות בכביש הגישה יימשכו חודש~הפועל גפן ניצחה בדרבי~המתנ"ס משיק חוגים לקיץ~שריפה בחורש ליד היישוב|עשרה מסלולי טיול לכל המשפחה~איך לחסוך בחשבון החשמל
ar-nakheel|أخبار النخيل|ar|np|صحيفة يومية مستقلة|الرئيسية,محليات,عربي ودولي,اقتصاد,رياضة,ثقافة|سامي الحداد|هل تؤيد إنشاء مكتبة عامة جديدة؟~نعم~لا~لا أعرف|افتتاح سوق الخضار الجديد~انقطاع المياه عن ثلاثة أحياء~فوز نادي النخيل في الديربي~بدء العام الدراسي الأحد المقبل~أمطار غزيرة تغمر الطريق الساحلي|عشر وجهات سياحية بأسعار مناسبة~كيف توفر في فاتورة الكهرباء
nb-fjellstad|Fjellstad Tidende|nb|np|Lokalavisen for Fjellstad og Indre dal|Forsiden,Nyheter,Lokalt,Sport,Kultur,Meninger|Håkon Rustad|Bør ferja gå hver time?~Ja~Nei~Vet ikke|Ny barnehage åpner i Holmen~Rasfare: fylkesvei stengt~Fjellstad IL til cupfinale~Butikken på Nedre Vik legges ned~Rekordmange turister i sommer|Slik sparer du strøm i vinter~Ti fine dagsturer i fjellet
hr-jadransko|Jadranski glasnik|hr|tb|Vijesti s obale i otoka|Naslovnica,Vijesti,Županija,Sport,Showbiz,Lifestyle|Ante Bilić|Treba li zabraniti automobile na rivi?~Da~Ne~Ne znam|Trajekt kasnio četiri sata zbog bure~Otvoren novi dječji vrtić u Varošu~Hajduk Kaštel slavio u derbiju~Cijene apartmana ove godine više~Požar na otoku ugašen u noći|Deset skrivenih plaža na Jadranu~Kako uštedjeti na struji
id-lembah|Kabar Lembah Hijau|id|pr|Portal berita Kabupaten Lembah Hijau|Beranda,Nasional,Daerah,Ekonomi,Olahraga,Hiburan|Agus Santoso|Setujukah Anda pasar tradisional direnovasi?~Setuju~Tidak setuju~Belum tahu|Jembatan gantung Desa Sukamulya diresmikan~Harga cabai naik jelang Lebaran~Persilh menang 2-0 di kandang~Banjir rendam 200 rumah~Festival kopi digelar akhir pekan|Sepuluh tempat wisata murah di Jawa~Tips hemat listrik di rumah
ca-vallferrera|El Pregoner de la Vall|ca|pr|Diari digital de la Vall Ferrera|Portada,Actualitat,Comarca,Economia,Esports,Cultura|Jordi Puigcercós|Cal obrir l'estació d'esquí a l'estiu?~Sí~No~No ho sé|La fira del bolet bat rècords~Tallada la carretera del coll per despreniments~El CE Vall guanya el derbi~Nova escola bressol a Bellpuig~Els veïns de Sant Roc demanen un pas de vianants|Deu racons del Pirineu per descobrir~Com estalviar en la factura de la llum
"""

SITES_AW: dict[str, SiteAW] = {}
for _line in _ROWS.strip().splitlines():
    _k, _n, _l, _t, _tag, _secs, _ph, _poll, _heads, _web = _line.split("|")
    SITES_AW[_k] = SiteAW(
        _k,
        _n,
        _l,
        _t,
        _tag,
        tuple(_secs.split(",")),
        _ph,
        tuple(_poll.split("~")),
        tuple(_heads.split("~")),
        tuple(_web.split("~")),
    )
    assert len(SITES_AW[_k].heads) == 5 and len(SITES_AW[_k].web) == 2, _k
