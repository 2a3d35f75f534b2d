"""Made-up news sites of blind set D (all names, places and events invented).

The articles are written beside their cases (cases_d*.py); here are the sites.
"""

from __future__ import annotations

from comspider_lab.blind.content_c import site
from comspider_lab.blind.layout import Site

SITES_D: dict[str, Site] = {
    "sq": site(
        "Zëri i Jugut",
        "sq",
        "Kryefaqja|Lajme|Rajoni|Ekonomi|Kulturë|Sport",
        "© Zëri i Jugut · Rreth nesh · Reklama · Politika e privatësisë",
        "Të fundit",
        "Hapet rruga e re Gjirokastër–Tepelenë|Çmimi i ullirit bie në tregun e Delvinës|Shkolla e re në Sarandë gati në shtator"
        "|Festivali i Isopolifonisë kthehet në kala|Klubi vendas fiton derbin|Spitali merr dy ambulanca të reja|Mbyllet ura mbi Drino",
    ),
    "ka": site(
        "იმერეთის მოამბე",
        "ka",
        "მთავარი|რეგიონი|პოლიტიკა|ეკონომიკა|კულტურა|სპორტი",
        "© იმერეთის მოამბე · ჩვენ შესახებ · რეკლამა · კონფიდენციალურობა",
        "ბოლო სიახლეები",
        "ქუთაისში ახალი ავტოსადგური გაიხსნა|ყურძნის ფასი კვლავ ეცემა|ზესტაფონის ხიდი შეკეთდება"
        "|თეატრი ახალ სეზონს ხსნის|ადგილობრივმა გუნდმა თასი მოიგო|საავადმყოფოს ახალი კორპუსი",
    ),
    "hy": site(
        "Շիրակի լուրեր",
        "hy",
        "Գլխավոր|Մարզ|Քաղաքականություն|Տնտեսություն|Մշակույթ|Սպորտ",
        "© Շիրակի լուրեր · Մեր մասին · Գովազդ · Բաժանորդագրվել",
        "Կարդացեք նաև",
        "Գյումրիում վերանորոգում են Վարդանանց հրապարակը|Կարտոֆիլի բերքը նվազել է|Նոր ավտոբուսային երթուղի դեպի Արթիկ"
        "|Դրամատիկական թատրոնը բացում է սեզոնը|Շիրակ ակումբը հաղթեց|Մանկապարտեզը կվերաբացվի",
    ),
    "ur": site(
        "روزنامہ پوٹھوہار",
        "ur",
        "صفحہ اول|شہر|قومی|کاروبار|ثقافت|کھیل",
        "© روزنامہ پوٹھوہار · ہم سے رابطہ · رازداری کی پالیسی",
        "مزید خبریں",
        "راولپنڈی میں نیا فلائی اوور کھل گیا|آٹے کی قیمت میں پھر اضافہ|نالہ لئی کی صفائی کا کام شروع"
        "|کتاب میلہ اگلے ہفتے|مقامی ٹیم فائنل میں پہنچ گئی|ہسپتال میں نیا وارڈ",
        "rtl",
    ),
    "mr": site(
        "सह्याद्री वार्ता",
        "mr",
        "मुख्यपृष्ठ|शहर|महाराष्ट्र|अर्थकारण|मनोरंजन|क्रीडा",
        "© सह्याद्री वार्ता · संपर्क · गोपनीयता धोरण · जाहिरात",
        "अधिक वाचा",
        "कोल्हापुरात नवीन उड्डाणपूल खुला|कांद्याचे दर घसरले|पंचगंगेची पातळी वाढली"
        "|नाट्यगृहाचे नूतनीकरण पूर्ण|कोल्हापूर संघाचा विजय|जिल्हा रुग्णालयात नवा विभाग",
    ),
    "eu": site(
        "Ibarreko Albisteak",
        "eu",
        "Azala|Eskualdea|Politika|Ekonomia|Kultura|Kirolak",
        "© Ibarreko Albisteak · Lege oharra · Harremanetarako · Iragarkiak",
        "Irakurrienak",
        "Bidegorri berria Azkoitira arte|Sagardotegiek denboraldia aurreratuko dute|Urola ibaiaren ura garbitzen ari dira"
        "|Liburutegiak ordutegia luzatuko du|Eskubaloi taldeak kopa irabazi du|Anbulatorio berria irailean",
    ),
    "gl": site(
        "Xornal da Mariña",
        "gl",
        "Portada|Comarca|Galicia|Economía|Cultura|Deportes",
        "© Xornal da Mariña · Aviso legal · Contacto · Publicidade",
        "O máis lido",
        "Burela estrea lonxa renovada|O prezo do bonito cae a metade|Pechada a estrada de Foz por obras"
        "|Festival de música tradicional en Viveiro|O Racing Vilalbés gaña en casa|Novo centro de saúde en Cervo",
    ),
    "cy": site(
        "Newyddion y Fro",
        "cy",
        "Hafan|Newyddion|Cyngor|Busnes|Diwylliant|Chwaraeon",
        "© Newyddion y Fro · Cysylltu â ni · Preifatrwydd · Tanysgrifio",
        "Darllenwch hefyd",
        "Pont newydd dros afon Teifi ar agor|Prisiau tai yn codi eto yn y sir|Ysgol y pentref i gau yn yr haf"
        "|Eisteddfod leol yn denu cannoedd|Tîm rygbi’r dref yn ennill y gynghrair|Bws 460 yn ôl ar y ffordd",
    ),
    "mt": site(
        "Il-Leħen t’Għawdex",
        "mt",
        "Paġna ewlenija|Aħbarijiet|Għawdex|Negozju|Kultura|Sport",
        "© Il-Leħen t’Għawdex · Ikkuntattjana · Privatezza · Reklami",
        "L-iktar moqrija",
        "Il-vapur tal-Imġarr jieqaf għal manutenzjoni|Prezz tal-ħobż jogħla|Triq ġdida lejn Ta’ Ċenċ"
        "|Festa ta’ San Ġorġ bla murtali|It-tim tar-Rabat jirbaħ il-kampjonat|Sptar ġdid għal Għawdex",
    ),
    "mk": site(
        "Пелагониски весник",
        "mk",
        "Почетна|Битола|Македонија|Економија|Култура|Спорт",
        "© Пелагониски весник · Импресум · Маркетинг · Контакт",
        "Најчитани",
        "Битола добива нов булевар|Откупот на тутун почнува во август|Пелистер отвора нова патека"
        "|Манаки фестивал со рекордна посета|Пелистер победи во дербито|Болницата доби нов скенер",
    ),
    "kk": site(
        "Ертіс таңы",
        "kk",
        "Басты|Өңір|Қоғам|Экономика|Мәдениет|Спорт",
        "© Ертіс таңы · Редакция · Жарнама · Құпиялылық саясаты",
        "Тағы оқыңыз",
        "Павлодарда жаңа көпір ашылды|Нан бағасы тағы қымбаттады|Ертіс жағалауы абаттандырылады"
        "|Драма театры жаңа маусымды ашты|Ертіс командасы жеңіске жетті|Қалалық аурухана жаңартылады",
    ),
    "az": site(
        "Gəncə Xəbər",
        "az",
        "Əsas|Şəhər|Ölkə|İqtisadiyyat|Mədəniyyət|İdman",
        "© Gəncə Xəbər · Əlaqə · Reklam · Məxfilik siyasəti",
        "Son xəbərlər",
        "Gəncədə yeni park açıldı|Kartof qiymətləri düşüb|Kür çayı boyunca yeni yol"
        "|Dram teatrı yeni mövsümü açır|Kəpəz klubu qələbə qazandı|Xəstəxanaya yeni avadanlıq",
    ),
    "ga": site(
        "Nuacht an Iarthair",
        "ga",
        "Baile|Nuacht|An Ceantar|Gnó|Cultúr|Spórt",
        "© Nuacht an Iarthair · Teagmháil · Príobháideacht · Liostáil",
        "Tuilleadh nuachta",
        "Bóthar nua go Ros Muc oscailte|Praghas na móna ag ardú|Scoil Chonamara le dúnadh"
        "|Féile cheoil ar an gCeathrú Rua|Foireann an chontae sa chluiche ceannais|Bád farantóireachta ar ais",
    ),
    "bs": site(
        "Krajiški glasnik",
        "bs",
        "Naslovna|Vijesti|Krajina|Ekonomija|Kultura|Sport",
        "© Krajiški glasnik · Impresum · Marketing · Kontakt",
        "Najčitanije",
        "Bihać dobija novu autobusku stanicu|Cijena drva za ogrjev raste|Una ponovo bistra nakon kiša"
        "|Festival u Cazinu okupio hiljade|Jedinstvo pobijedilo u derbiju|Nova ambulanta u Bosanskoj Krupi",
    ),
    "uz": site(
        "Farg‘ona haqiqati",
        "uz",
        "Bosh sahifa|Viloyat|Jamiyat|Iqtisod|Madaniyat|Sport",
        "© Farg‘ona haqiqati · Biz haqimizda · Reklama · Maxfiylik siyosati",
        "Ko‘p o‘qilgan",
        "Marg‘ilonda yangi ko‘prik ochildi|Paxta terimi boshlandi|Qo‘qon yo‘li ta’mirlanadi"
        "|Teatr yangi mavsumni ochdi|Neftchi g‘alaba qozondi|Yangi poliklinika ishga tushdi",
    ),
    "ne": site(
        "पोखरा खबर",
        "ne",
        "गृहपृष्ठ|समाचार|प्रदेश|अर्थ|मनोरञ्जन|खेलकुद",
        "© पोखरा खबर · हाम्रो बारेमा · विज्ञापन · गोपनीयता नीति",
        "थप समाचार",
        "फेवा तालमा डुङ्गा भाडा बढ्यो|पोखरा–बागलुङ सडक स्तरोन्नति|पर्यटक संख्या बढ्यो"
        "|नयाँ अस्पताल भवन उद्घाटन|स्थानीय टोली फाइनलमा|बिजुली अवरुद्ध हुने",
    ),
    "en": site(
        "The Merrow Valley Herald",
        "en",
        "Home|News|Council|Business|Arts|Sport",
        "© Merrow Valley Herald · Contact · Privacy · Subscribe",
        "Read next",
        "Market hall reopens after fire|Merrow Bridge closed for repairs|New GP surgery approved"
        "|Town band wins regional title|Valley United sign new keeper|Bus fares frozen for a year",
    ),
    "fr": site(
        "Le Courrier du Bocage",
        "fr",
        "Accueil|Actualité|Territoire|Économie|Culture|Sports",
        "© Le Courrier du Bocage · Mentions légales · Contact · S'abonner",
        "À lire aussi",
        "La gare de Bressuire rénovée|Le prix du lait inquiète les éleveurs|Nouvelle piste cyclable vers Cerizay"
        "|Festival de théâtre à Mauléon|Le club local remonte en Régionale 1|Maison de santé inaugurée",
    ),
    "de": site(
        "Westerwälder Bote",
        "de",
        "Startseite|Region|Rheinland-Pfalz|Wirtschaft|Kultur|Sport",
        "© Westerwälder Bote · Impressum · Datenschutz · Abo",
        "Auch interessant",
        "Neuer Radweg nach Hachenburg|Kreisklinik stellt Pflegekräfte ein|Wiedbrücke wird saniert"
        "|Kultursommer mit 40 Konzerten|TuS gewinnt Pokalspiel|Busfahrplan ändert sich im August",
    ),
    "it": site(
        "La Gazzetta del Sannio",
        "it",
        "Home|Cronaca|Provincia|Economia|Cultura|Sport",
        "© La Gazzetta del Sannio · Redazione · Pubblicità · Privacy",
        "Leggi anche",
        "Benevento, riapre il teatro romano|Vendemmia in anticipo nel Sannio|Chiusa la statale per frana"
        "|Festival del cinema a Telese|La Strega vince il derby|Nuovo ospedale a Sant'Agata",
    ),
    "af": site(
        "Die Karoo-Koerant",
        "af",
        "Tuis|Nuus|Streek|Sake|Kuns|Sport",
        "© Die Karoo-Koerant · Kontak ons · Privaatheid · Teken in",
        "Lees ook",
        "Nuwe brug oor die Sondagsrivier|Wolpryse styg weer|Droogte: boere kry hulp"
        "|Kunstefees lok duisende|Karoo Leeus wen die beker|Kliniek kry nuwe dokter",
    ),
}
