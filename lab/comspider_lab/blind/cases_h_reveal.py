"""Blind set H: four discussions a script reveals, as sites of 2008-2014 did: a "Pokaż komentarze (9)" link that
unfolds a hidden block (pl), an IntenseDebate-like thread loaded when scrolled near (tr), a tab of a jQuery-UI-like
tab bar whose panel is fetched (sv, Livefyre-like markup), and a button that loads an Echo-like stream (hu)."""

from __future__ import annotations

from comspider_lab.blind.cases_h_common import Parts, Post, esc, make, paras, rows_json, thread, tree
from comspider_lab.blind.content_h import site
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

# one renderer for the fetched JSON threads: rows {id, parent, name, when, text}; `shape` picks the markup
RENDER_JS = """<script type="text/javascript">
function hRender(rows, shape) {
  var byParent = {};
  rows.forEach(function (r) { var k = r.parent === null ? 'top' : r.parent; (byParent[k] = byParent[k] || []).push(r); });
  function esc(t) { var d = document.createElement('div'); d.textContent = t; return d.innerHTML; }
  function paras(t) { return t.split('\\n\\n').map(function (p) { return '<p>' + esc(p) + '</p>'; }).join(''); }
  function level(k, depth) {
    return (byParent[k] || []).map(function (r) {
      return shape(r, esc, paras, depth, level(r.id, depth + 1));
    }).join('');
  }
  return level('top', 0);
}
</script>"""


# --------------------------------------------------------------------------- pl: a toggle link, the thread in the HTML


def pl_toggle() -> Case:
    c = thread(
        """
Krzysztof Wąsik | 3 maja 2012 o 16:19 | - | Byłem na tym meczu w 1987 roku, miałem dziewięć lat. Stadion przy Kolejowej to kawał historii miasta, szkoda go na parking.
Agnieszka Mróz | 3 maja 2012 o 17:02 | - | Trybuna i tak się sypie, byłam tam w zeszłym roku na festynie. Ktoś musiał w końcu coś zdecydować.
Marek z Osiedla Słonecznego | 3 maja 2012 o 18:45 | 1 | Sypie się, bo nikt nic nie robił przez dwadzieścia lat. To nie jest argument za burzeniem.
Dorota Kaczmarczyk | 3 maja 2012 o 21:10 | - | A gdzie będą trenować dzieci z Kolejarza? Nowe boisko ma być dopiero w 2014.
Paweł Grzelak | 4 maja 2012 o 07:55 | 3 | Według uchwały do tego czasu treningi będą na boisku przy szkole nr 2.
Ewa Sobczyk | 4 maja 2012 o 10:30 | - | Dziękuję za zdjęcia z archiwum. Na drugim jest mój tata w bramce!
Zbigniew Lis | 4 maja 2012 o 13:20 | - | Radni zdecydowali po cichu, w piątek wieczorem. Jak zwykle.
Hania | 4 maja 2012 o 19:40 | - | Może chociaż bramę wejściową zostawią jako pamiątkę?
Roman Piątek | 5 maja 2012 o 09:05 | - | Podpisuję się pod tym, co napisał Krzysztof. Stadion powinien zostać.
"""
    )
    ids = [8800 + 11 * i for i in range(len(c))]

    def item(i: int, s: Seed, sub: str) -> str:
        return (
            f'<li class="comment {"alt" if i % 2 else ""}" id="comment-{ids[i]}">'
            f'<img alt="" src="/_avatar/{i % 9}.svg" class="avatar avatar-40" height="40" width="40" />'
            f'<span class="comment-num"><a href="#comment-{ids[i]}">#{i + 1}</a></span> '
            f"<cite>{esc(s.author)}</cite> napisał(a):<br />"
            f'<small class="commentmetadata">{esc(s.when)}</small>{paras(s.text)}'
            f'<div class="reply"><a class="comment-reply-link" href="?replytocom={ids[i]}#respond">Odpowiedz</a></div>'
            f"{sub}</li>"
        )

    lst = tree(c, item, lambda inner, p: f'<ul class="children">{inner}</ul>' if p is not None else inner)
    after = (
        '<p class="comments-toggle"><a href="#komentarze" id="pokaz-komentarze">Pokaż komentarze (9)</a></p>'
        f'<div id="komentarze" style="display:none"><h3 id="comments">9 komentarzy</h3><ol class="commentlist">{lst}</ol>'
        '<div id="respond"><h3>Dodaj komentarz</h3><form id="commentform" action="/wp-comments-post.php" method="post">'
        '<textarea name="comment" cols="50" rows="8"></textarea><input type="submit" value="Wyślij" /></form></div></div>'
    )
    end = """<script type="text/javascript">
document.getElementById('pokaz-komentarze').onclick = function () {
  var box = document.getElementById('komentarze');
  var open = box.style.display !== 'none';
  box.style.display = open ? 'none' : 'block';
  this.innerHTML = open ? 'Pokaż komentarze (9)' : 'Ukryj komentarze';
  return false;
};
</script>"""
    s = site(
        "pl",
        "Gazeta Nadwarciańska",
        "Blog redakcji · Sieradz i okolice",
        "Strona główna|Sport|Miasto|Kultura|Kontakt",
        "Gazeta Nadwarciańska · Wspierane przez WordPress",
        "Sport|64;Miasto|130;Historia|22;Kultura|47",
        "Kolejarz Sieradz;Muzeum Okręgowe;Kronika Sieradzka;Rowerowy Sieradz",
        "stadion;Kolejarz;rada miasta;parking",
    )
    post = Post(
        "Stadion przy Kolejowej do rozbiórki. Radni zdecydowali",
        "Michał Stępień",
        "2012-05-03T12:30:00+02:00",
        "3 maja 2012",
        (
            "Rada miasta zgodziła się w piątek na rozbiórkę stadionu przy ulicy Kolejowej. W jego miejscu ma powstać parking dla pobliskiego dworca.",
            "Stadion zbudowano w 1956 roku. Przez lata grał na nim Kolejarz, który w 1987 roku awansował do trzeciej ligi.",
            "Miasto obiecuje nowe boisko z zapleczem przy ulicy Polnej, ale najwcześniej w 2014 roku.",
        ),
        category="Sport",
        tags=("stadion", "Kolejarz"),
        declare="og",
        by_word="Autor:",
        footer_note="9 komentarzy",
    )
    return make(
        "h-pl-toggle-link",
        "revealed",
        "kubrick",
        s,
        post,
        Parts(after=after, end=end),
        c,
        path="/2012/05/03/stadion-kolejowa-rozbiorka/",
        reveal="link 'Pokaż komentarze (9)' unfolds a hidden block (display:none in the HTML)",
        container="<div id=komentarze style=display:none>",
        heading="9 komentarzy",
        description="A WordPress blog whose thread is in the served HTML but folded: the link 'Pokaż komentarze (9)' shows it (an onclick handler); ol.commentlist, gravatars, '#3', 'Name napisał(a):', '3 maja 2012 o 16:19', 'Odpowiedz'; nine comments, two replies.",
        static=True,
        check_steps=("click:#pokaz-komentarze", "wait:300"),
    )


# --------------------------------------------------------------------------- tr: IntenseDebate-like, loaded when scrolled near


def tr_lazy() -> Case:
    c = thread(
        """
Serkan Aydemir | 4 Haziran 2013, 14:05 | - | Sahil yolunu yirmi yıldır kullanıyorum. Bisiklet yolu iyi fikir ama ağaçlar kesilmesin lütfen.
Nurhan Kılıç | 4 Haziran 2013, 15:22 | - | Belediye geçen yıl da aynı projeyi açıklamıştı. Bu sefer gerçekten başlayacak mı?
Emre Taşçı | 4 Haziran 2013, 16:40 | 1 | Nurhan Hanım, ihale yapıldı, sözleşme imzalandı. Bu sefer başlıyor gibi görünüyor.
Gülay Özdemir | 4 Haziran 2013, 19:18 | - | Yaz ortasında çalışma olursa esnaf ne yapacak? Sezon zaten kısa.
Hakan Yurt | 5 Haziran 2013, 08:50 | 3 | Haberde yazıyor: çalışmalar Ekim'de başlayacak, sezon bitince.
Selin Ersoy | 5 Haziran 2013, 11:30 | - | Akşam yürüyüşü yapanlar için aydınlatma da yenilense çok iyi olur.
Cemil Karataş | 5 Haziran 2013, 17:02 | - | 14 milyon lira bir bisiklet yolu için çok fazla değil mi?
Berna Akın | 6 Haziran 2013, 09:15 | - | Güzel haber. Çocuklarla güvenle bisiklete binebileceğimiz bir yer lazımdı.
"""
    )
    shape = """function (r, esc, paras, depth, kids) {
  return '<div class="idc-c' + (depth ? ' idc-reply' : '') + '" id="idc-c-' + r.id + '">' +
    '<div class="idc-c-h"><img class="idc-av" src="/_avatar/' + (r.id % 9) + '.svg" alt="" width="36" height="36">' +
    '<span class="idc-a"><a class="idc-u" href="#">' + esc(r.name) + '</a></span> ' +
    '<a class="idc-time" href="#idc-c-' + r.id + '">' + esc(r.when) + '</a></div>' +
    '<div class="idc-c-t">' + paras(r.text) + '</div>' +
    '<div class="idc-c-b"><a href="#" class="idc-btn">Cevapla</a> <span class="idc-v">+' + (r.id % 5) + '</span></div>' +
    (kids ? '<div class="idc-thread-h">' + kids + '</div>' : '') + '</div>';
}"""
    after = (
        '<div class="ilgili"><h3>İlgili haberler</h3><ul><li><a href="/haber/marina-ihalesi">Marina ihalesi yine ertelendi</a> <small>28 Mayıs 2013</small></li>'
        '<li><a href="/haber/plaj-temizligi">Gönüllülerden plaj temizliği</a> <small>21 Mayıs 2013</small></li></ul></div>'
        '<div class="reklam" style="height:1500px;background:#f4f4f4;border:1px solid #ddd;text-align:center;padding-top:40px">Reklam</div>'
        '<div id="idc-container"><div id="idc-loading">Okur yorumları yükleniyor…</div><div class="idc-thread"></div></div>'
    )
    end = (
        RENDER_JS
        + """<script type="text/javascript">
(function () {
  var box = document.getElementById('idc-container'), done = false;
  function near() { return box.getBoundingClientRect().top < window.innerHeight + 200; }
  function load() {
    if (done || !near()) return;
    done = true;
    fetch('/idc/sahil-yolu-bisiklet.json').then(function (r) { return r.json(); }).then(function (rows) {
      box.querySelector('.idc-thread').innerHTML =
        '<h3 class="idc-head">Okur yorumları (' + rows.length + ')</h3>' + hRender(rows, SHAPE);
      document.getElementById('idc-loading').style.display = 'none';
    });
  }
  window.addEventListener('scroll', load);
  load();
})();
</script>""".replace("SHAPE", shape)
    )
    s = site(
        "tr",
        "Körfez Postası",
        "Edremit Körfezi'nin haber sitesi",
        "Anasayfa|Gündem|Ekonomi|Spor|Yaşam|İletişim",
        "© 2013 Körfez Postası · Tüm hakları saklıdır",
        "Gündem|318;Belediye|74;Spor|162;Yaşam|58",
        "Edremit Belediyesi;Körfez Bisiklet Derneği;Ayvalık Haber;Kazdağları Gezi Rehberi",
        "bisiklet yolu;sahil;belediye;ihale",
    )
    post = Post(
        "Sahil yoluna 6 kilometrelik bisiklet yolu geliyor",
        "Derya Altun",
        "2013-06-04T10:30:00+03:00",
        "04 Haziran 2013 Salı 10:30",
        (
            "Belediye, Akçay ile Zeytinli arasındaki sahil yoluna 6 kilometrelik bir bisiklet yolu yapılacağını açıkladı. Proje için ihale geçen ay yapıldı.",
            "Çalışmaların turizm sezonu bittikten sonra, Ekim ayında başlaması planlanıyor. Projenin maliyeti 14 milyon lira.",
            "Belediye başkanı, sahildeki ağaçların korunacağını ve yolun aydınlatmasının da yenileneceğini söyledi.",
        ),
        category="Belediye",
        tags=("bisiklet yolu", "sahil"),
        declare="microdata",
        by_word="Haber:",
        footer_note="",
    )
    return make(
        "h-tr-intensedebate-lazy",
        "revealed",
        "drupal",
        s,
        post,
        Parts(after=after, end=end),
        c,
        path="/haber/sahil-yoluna-bisiklet-yolu",
        reveal="lazy_scroll: fetched (JSON) when the container comes within 200 px of the viewport, 1500 px below the article",
        container="<div id=idc-container>",
        heading="Okur yorumları (8)",
        description="An IntenseDebate-like thread written by a script after a scroll listener fetches it: div.idc-c, div.idc-c-h (avatar, a.idc-u name, a.idc-time '4 Haziran 2013, 14:05'), div.idc-c-t, 'Cevapla', votes; replies in div.idc-thread-h inside their parent; eight, two replies; no class or id says 'comment' or 'yorum'.",
        static=False,
        files={"/idc/sahil-yolu-bisiklet.json": rows_json(c)},
        check_steps=("scroll", "wait:1000"),
    )


# --------------------------------------------------------------------------- sv: a tab whose panel is fetched (Livefyre-like)


def sv_tab() -> Case:
    c = thread(
        """
Lars-Göran Ek | 8 oktober 2013 kl 15:12 | - | Bra att kommunen äntligen tar tag i badplatsen. Bryggan har varit avstängd i två somrar.
Maria Holmqvist | 8 oktober 2013 kl 16:05 | - | Kommer det finnas en ramp för rullstol ner till vattnet? Det står inget om det.
Anders | 8 oktober 2013 kl 17:30 | 1 | Enligt ritningarna på kommunens sajt blir det en ramp vid den norra stranden.
Karin Sjöberg | 8 oktober 2013 kl 20:48 | - | Vi som bor vid Strandvägen är oroliga för parkeringen. Redan nu står bilar överallt på sommaren.
Jonas Lindqvist | 9 oktober 2013 kl 07:40 | 3 | Karin, de skriver att parkeringen flyttas till grusplanen vid idrottsplatsen.
Birgitta Nyberg | 9 oktober 2013 kl 11:22 | - | Mina barnbarn lärde sig simma här. Skönt att den får leva vidare.
Per-Erik Dahl | 9 oktober 2013 kl 18:05 | - | 4,5 miljoner för en brygga och en bastu. Jag hoppas det blir en bra bastu i alla fall.
"""
    )

    def item(i: int, s: Seed, sub: str) -> str:
        return (
            f'<article class="fyre-comment-article fyre-comment-source-0" data-message-id="{71000 + i * 17}">'
            f'<div class="fyre-comment-user"><img class="fyre-user-avatar" src="/_avatar/{i % 9}.svg" alt="" width="40" height="40" /></div>'
            f'<div class="fyre-comment-wrapper"><header class="fyre-comment-head"><span class="fyre-comment-username"><span>{esc(s.author)}</span></span>'
            f'<time class="fyre-comment-date">{esc(s.when)}</time></header>'
            f'<section class="fyre-comment">{paras(s.text)}</section>'
            f'<footer class="fyre-comment-footer"><a class="fyre-comment-reply">Svara</a> <a class="fyre-comment-like">Gilla</a></footer></div>'
            f"{f'<div class=fyre-comment-replies>{sub}</div>' if sub else ''}</article>"
        )

    panel = (
        '<div class="fyre-widget"><div class="fyre-stream-stats">7 kommentarer</div>'
        f'<div class="fyre-stream-content">{tree(c, item, lambda inner, p: inner)}</div></div>'
    )
    after = (
        '<div id="lasarflikar" class="ui-tabs ui-widget"><ul class="ui-tabs-nav ui-helper-reset">'
        '<li class="ui-state-default ui-tabs-selected ui-state-active"><a href="#flik-relaterat" data-flik="relaterat">Relaterat</a></li>'
        '<li class="ui-state-default"><a href="#flik-lasare" data-flik="lasare" id="flik-lasare-knapp">Läsarnas kommentarer (7)</a></li>'
        '<li class="ui-state-default"><a href="#flik-dela" data-flik="dela">Dela</a></li></ul>'
        '<div id="flik-relaterat" class="ui-tabs-panel"><ul><li><a href="/nyheter/bastu-debatt">Bastun delar Strandvik</a> – 12 september 2013</li>'
        '<li><a href="/nyheter/algae">Algblomning stängde badet</a> – 3 augusti 2013</li></ul></div>'
        '<div id="flik-lasare" class="ui-tabs-panel ui-tabs-hide" style="display:none"></div>'
        '<div id="flik-dela" class="ui-tabs-panel ui-tabs-hide" style="display:none"><a href="#">Facebook</a> · <a href="#">Twitter</a> · <a href="#">E-post</a></div></div>'
    )
    end = """<script type="text/javascript">
(function () {
  var links = document.querySelectorAll('#lasarflikar .ui-tabs-nav a'), loaded = false;
  Array.prototype.forEach.call(links, function (a) {
    a.onclick = function () {
      Array.prototype.forEach.call(links, function (b) {
        document.getElementById('flik-' + b.getAttribute('data-flik')).style.display = 'none';
        b.parentNode.className = 'ui-state-default';
      });
      var panel = document.getElementById('flik-' + a.getAttribute('data-flik'));
      panel.style.display = 'block';
      a.parentNode.className = 'ui-state-default ui-tabs-selected ui-state-active';
      if (a.getAttribute('data-flik') === 'lasare' && !loaded) {
        loaded = true;
        panel.innerHTML = '<p>Laddar…</p>';
        fetch('/livefyre/strandvik-badplats.html').then(function (r) { return r.text(); }).then(function (t) { panel.innerHTML = t; });
      }
      return false;
    };
  });
})();
</script>"""
    s = site(
        "sv",
        "Roslagsbladet",
        "Nyheter från Norrtälje, Rimbo och skärgården",
        "Nyheter|Sport|Kultur|Debatt|Familj|Kontakt",
        "© 2013 Roslagsbladet · Ansvarig utgivare: Eva Strand",
        "Nyheter|512;Kommunen|96;Skärgården|44;Sport|201",
        "Norrtälje kommun;Roslagens sjöräddning;Skärgårdsbåtar;Vädret i Roslagen",
        "badplats;Strandvik;brygga;bastu",
    )
    post = Post(
        "Ny brygga och bastu vid Strandviks badplats",
        "Johan Berglund",
        "2013-10-08T11:45:00+02:00",
        "8 oktober 2013 11:45",
        (
            "Kommunen bygger en ny badbrygga och en vedeldad bastu vid Strandviks badplats. Arbetet börjar i november och ska vara klart till midsommar.",
            "Den gamla bryggan har varit avstängd sedan 2012 efter att isen skadat fästena. Projektet kostar 4,5 miljoner kronor.",
            "Parkeringen flyttas till grusplanen vid idrottsplatsen, och en ramp för rullstolar byggs vid den norra stranden.",
        ),
        category="Kommunen",
        tags=("badplats", "Strandvik"),
        declare="og",
        by_word="Av",
        footer_note="",
    )
    return make(
        "h-sv-tab-livefyre",
        "revealed",
        "kubrick",
        s,
        post,
        Parts(after=after, end=end),
        c,
        path="/nyheter/2013/10/08/brygga-bastu-strandvik/",
        reveal="tab 'Läsarnas kommentarer (7)' (beside 'Relaterat' and 'Dela'): its panel fetched (HTML) when chosen",
        container="<div id=flik-lasare class=ui-tabs-panel>",
        heading=None,
        description="A jQuery-UI-like tab bar below the article; the second tab fetches a Livefyre-like stream: article.fyre-comment-article, span.fyre-comment-username, time.fyre-comment-date '8 oktober 2013 kl 15:12', 'Svara', 'Gilla'; replies in div.fyre-comment-replies; seven, two replies.",
        static=False,
        files={"/livefyre/strandvik-badplats.html": panel},
        check_steps=("click:#flik-lasare-knapp", "wait:800"),
    )


# --------------------------------------------------------------------------- hu: a button loads an Echo-like stream


def hu_button() -> Case:
    c = thread(
        """
Kovács Bálint | 2014. február 11. 15:20 | - | Végre! A régi rendelőben télen kabátban ültünk a váróban.
Szabóné Erzsébet | 2014. február 11. 16:02 | - | És a gyermekorvos is átköltözik? Erről nem szól a cikk.
Dr. Fekete Gábor | 2014. február 11. 17:45 | 1 | Igen, a gyermekorvosi rendelő is az új épületbe kerül, az emeletre, lifttel.
Tóth Márton | 2014. február 11. 19:30 | - | 180 millió forint. Kíváncsi vagyok, mennyi lesz belőle a végén.
Horváth Judit | 2014. február 12. 08:10 | - | Az ügyeleti időt is meghosszabbíthatnák, hétvégén Szentesre kell menni.
Nagy Levente | 2014. február 12. 10:25 | 3 | Márton, pályázati pénzből épül, a város csak az önrészt fizeti.
Balogh Ilona | 2014. február 12. 12:50 | - | A parkolás hogy lesz megoldva? Az Arany János utca már most is tele van.
Varga Péter | 2014. február 12. 14:15 | 6 | A tervek szerint az udvarban lesz húsz parkolóhely.
Molnár Zsófia | 2014. február 12. 18:40 | - | Nagyon jó hír, gratulálok a városnak.
Kiss Ferenc | 2014. február 13. 07:55 | - | Remélem, a régi épületet nem hagyják üresen lepusztulni.
Papp Anikó | 2014. február 13. 11:05 | - | Mikor lesz a költözés pontosan? A cikkben csak annyi van, hogy ősszel.
"""
    )
    shape = """function (r, esc, paras, depth, kids) {
  return '<div class="echo-item-container echo-item-depth-' + depth + '" id="echo-' + r.id + '">' +
    '<div class="echo-item-avatar"><img src="/_avatar/' + (r.id % 9) + '.svg" alt="" width="32" height="32"></div>' +
    '<div class="echo-item-wrapper"><div class="echo-item-authorName">' + esc(r.name) + '</div>' +
    '<div class="echo-item-body"><span class="echo-item-text">' + paras(r.text) + '</span></div>' +
    '<div class="echo-item-footer"><span class="echo-item-date">' + esc(r.when) + '</span> · ' +
    '<a class="echo-item-control">Válasz</a> · <a class="echo-item-control">Tetszik</a></div></div>' +
    (kids ? '<div class="echo-item-children">' + kids + '</div>' : '') + '</div>';
}"""
    after = (
        '<div id="echo-stream-box"><p><button type="button" id="echo-show" class="form-submit">Hozzászólások megjelenítése (11)</button></p>'
        '<div class="echo-stream-body"></div></div>'
    )
    end = (
        RENDER_JS
        + """<script type="text/javascript">
document.getElementById('echo-show').addEventListener('click', function () {
  var btn = this;
  btn.disabled = true;
  btn.textContent = 'Betöltés…';
  fetch('/echo/stream/szentlorinc-rendelo.json').then(function (r) { return r.json(); }).then(function (rows) {
    document.querySelector('#echo-stream-box .echo-stream-body').innerHTML =
      '<div class="echo-stream-header">' + rows.length + ' hozzászólás</div>' + hRender(rows, SHAPE);
    btn.parentNode.style.display = 'none';
  });
});
</script>""".replace("SHAPE", shape)
    )
    s = site(
        "hu",
        "Tiszazugi Hírmondó",
        "Csongrád megye déli részének hírportálja",
        "Címlap|Helyi hírek|Sport|Kultúra|Apróhirdetés|Kapcsolat",
        "© 2014 Tiszazugi Hírmondó · Impresszum · Drupal",
        "Helyi hírek|421;Egészség|36;Önkormányzat|88;Sport|190",
        "Szentlőrinc Város Önkormányzata;Tiszazugi Kistérség;Szentlőrinci Futóklub;Helytörténeti Gyűjtemény",
        "egészségház;rendelő;pályázat;önkormányzat",
    )
    post = Post(
        "Új egészségház épül Szentlőrincen",
        "Halász Dóra",
        "2014-02-11T09:30:00+01:00",
        "2014. február 11., kedd 09:30",
        (
            "Szentlőrincen a tavasszal elkezdődik az új egészségház építése az Arany János utcában. A beruházás 180 millió forintba kerül, nagyobb részét uniós pályázat fedezi.",
            "Az épületbe költözik a két háziorvosi, a gyermekorvosi és a fogorvosi rendelő, valamint a védőnői szolgálat.",
            "A költözés a tervek szerint ősszel lesz. A régi rendelő sorsáról még nem döntött a képviselő-testület.",
        ),
        category="Egészség",
        tags=("egészségház", "pályázat"),
        declare="og",
        by_word="Írta:",
        footer_note="",
    )
    return make(
        "h-hu-echo-button",
        "revealed",
        "drupal",
        s,
        post,
        Parts(after=after, end=end),
        c,
        path="/helyi-hirek/uj-egeszseghaz-szentlorincen",
        reveal="button 'Hozzászólások megjelenítése (11)' fetches the stream (JSON) and writes it",
        container="<div id=echo-stream-box>",
        heading="11 hozzászólás",
        description="An Echo-like stream a button loads: div.echo-item-container, div.echo-item-authorName, span.echo-item-text, the time 'echo-item-date' below the text, 'Válasz · Tetszik'; replies in div.echo-item-children; eleven, three replies.",
        static=False,
        files={"/echo/stream/szentlorinc-rendelo.json": rows_json(c)},
        check_steps=("click:#echo-show", "wait:800"),
    )


def reveal_cases_h() -> list[Case]:
    return [pl_toggle(), tr_lazy(), sv_tab(), hu_button()]
