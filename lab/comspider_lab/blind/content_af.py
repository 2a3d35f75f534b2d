"""Made-up sites of blind set AF (lists that look like a discussion but are not one, beside small real discussions that
look plain) and the furniture's words per language (``LABELS``). Every site name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.layout_k import SiteK

_KEYS = (
    "popular",
    "latest",
    "share",
    "search",
    "newsletter",
    "subscribe",
    "about",
    "tags",
    "archive",
    "login",
    "top",
    "posted",
)

_LABEL_ROWS = """
en|Most popular|Latest|Share|Search|Newsletter|Subscribe|About|Tags|Archive|Sign in|Back to top|Posted in
et|Loetuimad|Värsked uudised|Jaga|Otsi|Uudiskiri|Telli|Minust|Sildid|Arhiiv|Logi sisse|Üles|Rubriik
lv|Populārākie|Jaunākie|Dalīties|Meklēt|Jaunumu vēstule|Pierakstīties|Par mani|Birkas|Arhīvs|Ienākt|Uz augšu|Sadaļa
sl|Najbolj brano|Najnovejše|Deli|Išči|E-novice|Naroči se|O meni|Oznake|Arhiv|Prijava|Na vrh|Rubrika
is|Mest lesið|Nýjast|Deila|Leita|Fréttabréf|Skrá mig|Um mig|Merki|Safn|Innskráning|Efst|Flokkur
ka|ყველაზე კითხვადი|უახლესი|გაზიარება|ძიება|სიახლეები ელფოსტით|გამოწერა|ჩემ შესახებ|თეგები|არქივი|შესვლა|ზემოთ|რუბრიკა
hy|Ամենաընթերցվածը|Վերջին լուրեր|Կիսվել|Որոնում|Տեղեկագիր|Բաժանորդագրվել|Իմ մասին|Պիտակներ|Արխիվ|Մուտք|Վերև|Բաժին
ta|அதிகம் படித்தவை|சமீபத்தியவை|பகிர்|தேடு|செய்தி மடல்|பதிவு செய்|என்னைப் பற்றி|குறிச்சொற்கள்|காப்பகம்|உள்நுழை|மேலே|பிரிவு
bn|সর্বাধিক পঠিত|সর্বশেষ|শেয়ার|খুঁজুন|নিউজলেটার|সাবস্ক্রাইব|আমাদের কথা|ট্যাগ|আর্কাইভ|লগইন|উপরে|বিভাগ
tl|Pinakabinasa|Pinakabago|Ibahagi|Maghanap|Newsletter|Mag-subscribe|Tungkol sa akin|Mga tag|Arkibo|Mag-login|Sa itaas|Kategorya
af|Mees gelees|Nuutste|Deel|Soek|Nuusbrief|Teken in|Oor my|Etikette|Argief|Meld aan|Bo|Afdeling
cy|Mwyaf poblogaidd|Diweddaraf|Rhannu|Chwilio|Cylchlythyr|Tanysgrifio|Amdanaf|Tagiau|Archif|Mewngofnodi|I'r brig|Categori
eu|Irakurrienak|Azkenak|Partekatu|Bilatu|Buletina|Harpidetu|Niri buruz|Etiketak|Artxiboa|Sartu|Gora|Atala
gl|Máis lidas|Últimas|Compartir|Buscar|Boletín|Subscribirse|Sobre min|Etiquetas|Arquivo|Entrar|Arriba|Sección
sr|Најчитаније|Најновије|Подели|Претрага|Билтен|Претплати се|О мени|Ознаке|Архива|Пријава|На врх|Рубрика
kk|Көп оқылған|Соңғы жаңалықтар|Бөлісу|Іздеу|Жаңалықтар хаты|Жазылу|Мен туралы|Тегтер|Мұрағат|Кіру|Жоғары|Айдар
mn|Их уншсан|Шинэ мэдээ|Хуваалцах|Хайх|Мэдээллийн хуудас|Бүртгүүлэх|Миний тухай|Шошго|Архив|Нэвтрэх|Дээш|Ангилал
yo|Èyí tí a kà jù|Tuntun|Pín|Wá|Ìwé ìròyìn|Forúkọsílẹ̀|Nípa mi|Àmì|Àkójọ|Wọlé|Sókè|Ẹ̀ka
"""

LABELS: dict[str, dict[str, str]] = {}
for _line in _LABEL_ROWS.strip().splitlines():
    _lang, *_words = _line.split("|")
    assert len(_words) == len(_KEYS), _lang
    LABELS[_lang] = dict(zip(_KEYS, _words, strict=True))

# key | name | lang | tagline | sections (the first is the home page)
_ROWS = """
en-blog|The Fenwold Chronicle|en|Notes from a market town and its branch line|Home,Town,Railway,Walks,About
et-news|Kadakasaare Teataja|et|Saarte ja ranniku uudised|Avaleht,Uudised,Saared,Sport,Majandus,Kultuur
et-news2|Pärnjõe Sõnumid|et|Valla uudisportaal|Avaleht,Vald,Haridus,Kultuur,Sport,Arvamus
lv-blog|Bišu dārza piezīmes|lv|Emuārs par bitēm un dārzu|Sākums,Bites,Dārzs,Notikumi,Par mani
lv-news|Lejasmuižas Vēstis|lv|Novada ziņu portāls|Sākums,Novads,Sabiedrība,Sports,Kultūra,Viedokļi
sl-news|Dolinski glas|sl|Novice iz doline in hribov|Domov,Novice,Gore,Šport,Kultura,Zanimivosti
sl-news2|Obrežne novice|sl|Lokalni portal ob reki|Domov,Občina,Promet,Šport,Kultura,Mnenja
is-news|Hafnarvaktin|is|Fréttir úr firðinum|Forsíða,Fréttir,Sjávarútvegur,Íþróttir,Mannlíf
is-blog|Árbakkinn|is|Blogg um bæinn okkar|Heim,Bærinn,Útivist,Myndir,Um mig
ka-blog|ვაზის ბაღის ჩანაწერები|ka|ბლოგი სოფლის ცხოვრებაზე|მთავარი,ვენახი,სოფელი,ფოტოები,ჩემ შესახებ
hy-news|Լեռնային լուրեր|hy|Մարզի լրատվական կայք|Գլխավոր,Լուրեր,Մշակույթ,Սպորտ,Տնտեսություն
ta-blog|நகரக் குறிப்புகள்|ta|நம் நகரத்தைப் பற்றிய வலைப்பதிவு|முகப்பு,நகரம்,போக்குவரத்து,உணவு,என்னைப் பற்றி
bn-news|নদীতীর বার্তা|bn|উপজেলার খবর প্রতিদিন|প্রচ্ছদ,উপজেলা,স্বাস্থ্য,কৃষি,খেলা,শিক্ষা
tl-blog|Kuwento ng Baryo|tl|Blog tungkol sa aming baryo|Tahanan,Balita,Kultura,Larawan,Tungkol sa akin
tl-news|Balitang San Lorenzo Norte|tl|Ang balita ng lungsod|Home,Balita,Lungsod,Negosyo,Palakasan,Opinyon
af-news|Die Kareeberg Koerant|af|Nuus vir die Kareeberg en omstreke|Tuis,Nuus,Landbou,Sport,Leefstyl
af-blog|Dorpspraatjies van Rietbok|af|'n Blog oor ons dorp|Tuis,Dorp,Mense,Kos,Oor my
cy-blog|Newyddion Porth Eithin|cy|Blog cymunedol y porthladd|Hafan,Newyddion,Y môr,Chwaraeon,Amdanaf
cy-blog2|Blog Pentref Llanfadog|cy|Hanes a helynt y pentref|Hafan,Pentref,Digwyddiadau,Lluniau,Amdanaf
eu-news|Itsasertzeko Albisteak|eu|Kostaldeko herrien berriak|Hasiera,Albisteak,Kirolak,Kultura,Ekonomia
eu-blog|Sagastiko Koadernoa|eu|Sagardo eta sukaldaritza bloga|Hasiera,Sagardoa,Sukaldea,Argazkiak,Niri buruz
gl-blog|Caderno da Ría|gl|Blog do porto e das súas xentes|Inicio,O porto,Mar,Festas,Sobre min
gl-news|Xornal de Vilarmaior|gl|O diario dixital da comarca|Portada,Vilarmaior,Comarca,Deportes,Cultura,Opinión
sr-news|Вести Брезовца|sr|Градски портал|Почетна,Вести,Град,Спорт,Култура,Економија
sr-news2|Равничарски гласник|sr|Вести из села и општине|Почетна,Општина,Села,Култура,Спорт
kk-blog|Дала жұлдыздары|kk|Аспан мен дала туралы блог|Басты бет,Аспан,Обсерватория,Суреттер,Мен туралы
mn-news|Уулын мэдээ|mn|Аймгийн мэдээллийн сайт|Нүүр,Мэдээ,Мал аж ахуй,Спорт,Соёл
yo-blog|Ìròyìn Ìlú Àkọ́dá|yo|Bulọ́ọ̀gù ìròyìn ìlú wa|Ilé,Ìròyìn,Ọjà,Àṣà,Nípa mi
"""

SITES_AF: dict[str, SiteK] = {}
for _line in _ROWS.strip().splitlines():
    _key, _name, _lang, _tag, _nav = _line.split("|", 4)
    SITES_AF[_key] = SiteK(_name, _lang, _tag, tuple(_nav.split(",")), (), f"© {_name}")
