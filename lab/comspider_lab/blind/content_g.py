"""Made-up news sites of blind set G (all names, places and events invented).

The articles are written beside their cases (cases_g*.py); here are the sites.
"""

from __future__ import annotations

from comspider_lab.blind.content_c import site
from comspider_lab.blind.layout import Site

_S = [
    (
        "am",
        "የጣና ዳር ዜና",
        "መነሻ|ክልል|ሀገር|ኢኮኖሚ|ባህል|ደንበኝነት",
        "© የጣና ዳር ዜና · ያግኙን · የግላዊነት ፖሊሲ",
        "በብዛት የተነበቡ",
        "የባህር ዳር ድልድይ ጥገና ተጀመረ|የቡና ዋጋ ጨመረ|የጥምቀት በዓል ዝግጅት",
    ),
    (
        "km",
        "ព័ត៌មានទន្លេមេគង្គ",
        "ទំព័រដើម|ខេត្ត|ជាតិ|សេដ្ឋកិច្ច|វប្បធម៌|ជាវ",
        "© ព័ត៌មានទន្លេមេគង្គ · ទំនាក់ទំនង · គោលការណ៍ឯកជនភាព",
        "អានច្រើនបំផុត",
        "ស្ពានក្រចេះបិទជួសជុល|តម្លៃស្រូវកើនឡើង|ពិធីបុណ្យអុំទូក",
    ),
    (
        "pl",
        "Kurier Nadnotecki",
        "Start|Region|Kraj|Gospodarka|Kultura|Prenumerata",
        "© Kurier Nadnotecki · Redakcja · Reklama · Polityka prywatności",
        "Najczęściej czytane",
        "Most w Ujściu do remontu|Nowy żłobek w Czarnkowie|Targi rolne w Pile",
    ),
    (
        "yo",
        "Ìròyìn Ìlú Ọ̀yọ́",
        "Ojú-ìwé àkọ́kọ́|Ìlú|Orílẹ̀-èdè|Ọrọ̀ ajé|Àṣà|Forúkọsílẹ̀",
        "© Ìròyìn Ìlú Ọ̀yọ́ · Kàn sí wa · Ìlànà àṣírí",
        "Èyí tí wọ́n kà jù",
        "Wọ́n ń tún ọjà Akẹ̀sán ṣe|Owó iṣu gbé òkè|Ọdún Ṣàngó bẹ̀rẹ̀",
    ),
    (
        "si",
        "රුහුණු පුවත",
        "මුල් පිටුව|පළාත|දේශීය|ආර්ථිකය|සංස්කෘතිය|දායක වන්න",
        "© රුහුණු පුවත · අප අමතන්න · රහස්‍යතා ප්‍රතිපත්තිය",
        "වැඩියෙන්ම කියවූ",
        "ගාලු පාලම අලුත්වැඩියාවට|තේ මිල ඉහළට|වෙසක් කලාපය සූදානම්",
    ),
    (
        "te",
        "కృష్ణా తీర వార్తలు",
        "హోమ్|జిల్లా|రాష్ట్రం|వ్యాపారం|సంస్కృతి|చందా",
        "© కృష్ణా తీర వార్తలు · సంప్రదించండి · గోప్యతా విధానం",
        "ఎక్కువగా చదివినవి",
        "విజయవాడ వంతెన మరమ్మతులు|మిర్చి ధరలు పెరిగాయి|సంక్రాంతి సంబరాలు",
    ),
    (
        "mn",
        "Орхоны Мэдээ",
        "Нүүр|Аймаг|Улс|Эдийн засаг|Соёл|Захиалга",
        "© Орхоны Мэдээ · Холбоо барих · Нууцлалын бодлого",
        "Их уншсан",
        "Эрдэнэтийн зам засварт орлоо|Махны үнэ өслөө|Наадмын бэлтгэл эхэллээ",
    ),
    (
        "ps",
        "د ننګرهار غږ",
        "کور|ولایت|هېواد|اقتصاد|کلتور|ګډون",
        "© د ننګرهار غږ · اړیکه · د محرمیت پالیسي",
        "ډېر لوستل شوي",
        "د جلال آباد سړک جوړېږي|د نارنج بیه لوړه شوه|د پسرلي میله",
    ),
    (
        "ha",
        "Muryar Arewa",
        "Gida|Jiha|Ƙasa|Tattalin arziki|Al'adu|Biyan kuɗi",
        "© Muryar Arewa · Tuntuɓe mu · Manufar sirri",
        "Mafi karantawa",
        "An fara gyaran gadar Kano|Farashin gyaɗa ya tashi|Bikin Durbar na bana",
    ),
    (
        "es",
        "El Eco del Bierzo",
        "Portada|Comarca|España|Economía|Cultura|Suscríbete",
        "© El Eco del Bierzo · Aviso legal · Privacidad · Contacto",
        "Lo más leído",
        "Cierra la mina de Fabero|El botillo, a concurso|Nueva pasarela en Ponferrada",
    ),
    (
        "de",
        "Altmark-Bote",
        "Start|Lokales|Region|Wirtschaft|Kultur|Abo",
        "© Altmark-Bote · Impressum · Datenschutz · Kontakt",
        "Meistgelesen",
        "Neue Elbfähre in Tangermünde|Kita-Gebühren steigen|Hansefest in Salzwedel",
    ),
    (
        "fr",
        "Le Courrier du Morvan",
        "Accueil|Morvan|France|Économie|Culture|S'abonner",
        "© Le Courrier du Morvan · Mentions légales · Confidentialité",
        "Les plus lus",
        "Le lac des Settons baisse|Foire aux bestiaux de Moulins-Engilbert|Une boulangerie rouvre à Lormes",
    ),
    (
        "en",
        "The Wetherby Dales Gazette",
        "Home|News|Sport|Business|Opinion|Subscribe",
        "© Wetherby Dales Gazette · Contact · Privacy · Terms",
        "Most read",
        "Bypass consultation opens|Harrogate Road resurfacing|Rugby club wins cup",
    ),
    (
        "it",
        "Gazzetta del Cilento",
        "Home|Cronaca|Italia|Economia|Cultura|Abbonati",
        "© Gazzetta del Cilento · Contatti · Privacy",
        "I più letti",
        "Nuovo porto ad Agropoli|Sagra del fico bianco|Chiusa la strada per Pollica",
    ),
    (
        "ja",
        "湖北日報",
        "トップ|地域|国内|経済|文化|購読",
        "© 湖北日報社 · お問い合わせ · プライバシーポリシー",
        "よく読まれている記事",
        "長浜の商店街に新店舗|彦根城の石垣修復|琵琶湖の水位低下",
    ),
    (
        "nl",
        "Zeeuwse Kustbode",
        "Home|Regio|Binnenland|Economie|Cultuur|Abonneren",
        "© Zeeuwse Kustbode · Colofon · Privacy",
        "Meest gelezen",
        "Veerpont Vlissingen vaart weer|Nieuwe strandopgang in Zoutelande|Mosselseizoen geopend",
    ),
    (
        "ru",
        "Вестник Приладожья",
        "Главная|Город|Область|Экономика|Культура|Подписка",
        "© Вестник Приладожья · Редакция · Реклама · Конфиденциальность",
        "Самое читаемое",
        "В Лодейном Поле откроют вокзал|Цены на рыбу выросли|Фестиваль ладожской ухи",
    ),
    (
        "pt",
        "Jornal do Alto Minho",
        "Início|Região|País|Economia|Cultura|Assinar",
        "© Jornal do Alto Minho · Ficha técnica · Privacidade",
        "Mais lidas",
        "Ponte de Lima recebe feira|Vinho verde bate recorde|Nova ciclovia em Viana",
    ),
    (
        "tr",
        "Karadeniz Postası",
        "Anasayfa|Yerel|Türkiye|Ekonomi|Kültür|Abone ol",
        "© Karadeniz Postası · Künye · Gizlilik",
        "En çok okunanlar",
        "Ordu sahil yolu açıldı|Fındık fiyatı belli oldu|Perşembe yaylası şenliği",
    ),
]

SITES_G: dict[str, Site] = {
    lang: site(name, lang, sections, footer, heading, related, "rtl" if lang == "ps" else "ltr")
    for lang, name, sections, footer, heading, related in _S
}
