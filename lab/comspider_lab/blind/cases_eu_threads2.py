"""Blind set eu: four more forum threads where a news site's or magazine's article is discussed on the site's own
board, as the forum software of 2009-2013 served them: a Polish city portal's XenForo 1.1 forum, an Italian cycling
magazine's MyBB 1.6 forum, a Spanish provincial daily's phpBB 3.0 board in the subsilver2 style and a Swedish local
paper's vBulletin 4.1 forum (page 1 of 2). Every site, name, place and text invented for this set; each post written
by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_eu_common import Case, br, esc, make, posts, quoted, xhtml

# --------------------------------------------------------------------------- pl: XenForo 1.1, 2012


def pl_stadion() -> Case:
    ps = posts("""
Krzysiek_z_Podgórza @ 18 Paź 2012 :: 48 milionów na remont stadionu, a na Zawiślu od trzech lat nie mogą wyremontować jednej szkoły. Priorytety miasta w pigułce. || s=Podgórze pamięta. || t=ania.m,Tomasz W.
ania.m @ 18 Paź 2012 :: Tylko że to są pieniądze z innej puli, połowa z ministerstwa sportu. Szkoła by ich i tak nie dostała. Warto doczytać artykuł do końca.
Krzysiek_z_Podgórza @ 18 Paź 2012 :: Z ministerstwa czy z miasta, to i tak nasze podatki. A drugą połowę dokłada miasto, też jest napisane. || q=ania.m|Tylko że to są pieniądze z innej puli, połowa z ministerstwa sportu. || s=Podgórze pamięta.
Tomasz W. @ 18 Paź 2012 :: Chodzę na mecze od 1994 roku i ten stadion naprawdę się sypie, w zeszłym roku zamknęli cały sektor D, bo beton odpadał. Coś trzeba było zrobić. // Ale 48 milionów za 9 tysięcy miejsc to rzeczywiście dużo. || s=Wisła Zawiśle - zawsze wierni || e=18 Paź 2012
lech_emeryt @ 19 Paź 2012 :: A co z parkingiem? Już teraz w dzień meczu nie da się wjechać na osiedle. Po remoncie ma być więcej kibiców, a miejsc parkingowych ani jednego więcej.
ania.m @ 19 Paź 2012 :: Panie Lechu, w artykule jest, że mają dobudować parking na 400 aut przy Składowej, ale dopiero w drugim etapie. Pytanie, czy ten drugi etap w ogóle będzie. || q=lech_emeryt|A co z parkingiem?
""")
    profiles = {
        "Krzysiek_z_Podgórza": ("Aktywny użytkownik", "16 Mar 2010", "1.882", "Podgórze"),
        "ania.m": ("Stały bywalec", "3 Sty 2011", "412", "Zawiśle"),
        "Tomasz W.": ("Użytkownik", "22 Sie 2012", "57", ""),
        "lech_emeryt": ("Nowy użytkownik", "10 Paź 2012", "6", "Stare Miasto"),
    }
    times = ["19:04", "19:31", "19:50", "21:12", "08:17", "09:02"]
    ids = [731005 + 11 * i for i in range(len(ps))]

    def post(i: int) -> str:
        p = ps[i]
        title, joined, count, town = profiles[p.who]
        pid = ids[i]
        uid = 2200 + 3 * list(profiles).index(p.who)
        slug_ = p.who.lower().replace(" ", "-").replace(".", "").replace("ó", "o")
        quote = ""
        if p.quote:
            qi = quoted(ps, i)
            quote = (
                f'<div class="bbCodeBlock bbCodeQuote" data-author="{esc(p.quote[0])}"><aside>'
                f'<div class="attribution type">{esc(p.quote[0])} napisał(a): <a href="goto/post?id={ids[qi]}#post-{ids[qi]}" class="AttributionLink">&uarr;</a></div>'
                f'<blockquote class="quoteContainer"><div class="quote">{br(p.quote[1])}</div><div class="quoteExpand">Kliknij, aby rozwinąć...</div></blockquote></aside></div>'
            )
        sig = (
            f'<div class="baseHtml signature messageText ugc"><aside>{br(p.sig)}</aside></div>'
            if p.sig
            else ""
        )
        edited = (
            f'<div class="editDate">Ostatnio edytowany: <span class="DateTime" title="{esc(p.edited)} o 21:30">{esc(p.edited)}</span></div>'
            if p.edited
            else ""
        )
        likes = ""
        if p.thanks:
            names = " i ".join(
                f'<a href="members/{3000 + n}/" class="username">{esc(t)}</a>' for n, t in enumerate(p.thanks)
            )
            likes = f'<div id="likes-post-{pid}"><div class="likesSummary secondaryContent"><span class="LikeText">{names} lubią to.</span></div></div>'
        where = f'<dl class="pairsJustified"><dt>Skąd:</dt> <dd>{esc(town)}</dd></dl>' if town else ""
        return f"""<li id="post-{pid}" class="message  " data-author="{esc(p.who)}">
<div class="messageUserInfo" itemscope="itemscope" itemtype="http://data-vocabulary.org/Person">
<div class="messageUserBlock ">
<div class="avatarHolder"><span class="helper"></span><a href="members/{slug_}.{uid}/" class="avatar Av{uid}m" data-avatarhtml="true"><img src="/_avatar/xf-{uid}.svg" width="96" height="96" alt="{esc(p.who)}" /></a></div>
<h3 class="userText"><a href="members/{slug_}.{uid}/" class="username" dir="auto" itemprop="name">{esc(p.who)}</a><em class="userTitle" itemprop="title">{esc(title)}</em></h3>
<div class="extraUserInfo"><dl class="pairsJustified"><dt>Dołączył(a):</dt> <dd>{joined}</dd></dl><dl class="pairsJustified"><dt>Posty:</dt> <dd><a href="search/member?user_id={uid}" class="concealed" rel="nofollow">{count}</a></dd></dl><dl class="pairsJustified"><dt>Polubienia:</dt> <dd>{int(count.replace(".", "")) // 7}</dd></dl>{where}</div>
<span class="arrow"><span></span></span>
</div>
</div>
<div class="messageInfo primaryContent">
<div class="messageContent"><article><blockquote class="messageText SelectQuoteContainer ugc baseHtml">{quote}{br(p.body)}<div class="messageTextEndMarker">&nbsp;</div></blockquote></article>{sig}</div>
{edited}
<div class="messageMeta ToggleTriggerAnchor">
<div class="privateControls"><span class="item muted"><span class="authorEnd"><a href="members/{slug_}.{uid}/" class="username author" dir="auto">{esc(p.who)}</a>,</span> <a href="threads/remont-stadionu.41877/#post-{pid}" title="Link do posta" class="datePermalink"><span class="DateTime" title="{esc(p.at)} o {times[i]}">{esc(p.at)}</span></a></span> <a href="posts/{pid}/report" class="OverlayTrigger item control report" data-cacheoverlay="false"><span></span>Zgłoś</a></div>
<div class="publicControls"><a href="threads/remont-stadionu.41877/#post-{pid}" title="Link do posta" class="item muted postNumber hashPermalink OverlayTrigger">#{i + 2}</a> <a href="posts/{pid}/like" class="LikeLink item control like" data-container="#likes-post-{pid}"><span></span><span class="LikeLabel">Polub</span></a> <a href="threads/remont-stadionu.41877/reply?quote={pid}" data-messageid="{pid}" class="MultiQuoteControl item control">+ Cytuj</a> <a href="threads/remont-stadionu.41877/reply?quote={pid}" data-postUrl="posts/{pid}/quote" data-tip="#MQ-{pid}" class="ReplyQuote item control reply" title="Odpowiedz, cytując tę wiadomość"><span></span>Odpowiedz</a></div>
</div>
{likes}
</div>
</li>
"""

    opening = """<li id="post-730998" class="message  staff" data-author="Redakcja Gazety Zawiślańskiej">
<div class="messageUserInfo"><div class="messageUserBlock ">
<div class="avatarHolder"><span class="helper"></span><a href="members/redakcja.1/" class="avatar Av1m"><img src="/_avatar/xf-redakcja.svg" width="96" height="96" alt="Redakcja Gazety Zawiślańskiej" /></a></div>
<h3 class="userText"><a href="members/redakcja.1/" class="username" dir="auto"><span class="style3">Redakcja Gazety Zawiślańskiej</span></a><em class="userTitle">Redakcja</em><em class="userBanner bannerStaff wrapped"><span class="before"></span><strong>Redakcja</strong><span class="after"></span></em></h3>
<div class="extraUserInfo"><dl class="pairsJustified"><dt>Dołączył(a):</dt> <dd>1 Lut 2010</dd></dl><dl class="pairsJustified"><dt>Posty:</dt> <dd>6.340</dd></dl></div>
</div></div>
<div class="messageInfo primaryContent">
<div class="messageContent"><article><blockquote class="messageText SelectQuoteContainer ugc baseHtml"><b>Stadion przy Składowej: 48 mln zł na przebudowę</b><br /><br />Rada miasta zgodziła się we wtorek na przebudowę stadionu miejskiego przy ul. Składowej. Trybuny na 9 tys. widzów, nowe oświetlenie i podgrzewana murawa mają kosztować 48 mln zł, z czego połowę pokryje dotacja z ministerstwa sportu. Prace mają ruszyć wiosną 2013 r. Parking na 400 samochodów powstanie w drugim etapie.<br /><br />Cały artykuł: <a href="http://www.gazetazawislanska.pl/wiadomosci/stadion-przy-skladowej-48-mln-zl-na-przebudowe,a,18823.html" target="_blank" class="externalLink" rel="nofollow">gazetazawislanska.pl</a><br /><br />Co sądzicie o tej inwestycji? Zapraszamy do dyskusji.<div class="messageTextEndMarker">&nbsp;</div></blockquote></article></div>
<div class="messageMeta ToggleTriggerAnchor"><div class="privateControls"><span class="item muted"><span class="authorEnd"><a href="members/redakcja.1/" class="username author">Redakcja Gazety Zawiślańskiej</a>,</span> <a href="threads/remont-stadionu.41877/" class="datePermalink"><span class="DateTime" title="18 Paź 2012 o 18:40">18 Paź 2012</span></a></span></div>
<div class="publicControls"><a href="threads/remont-stadionu.41877/" class="item muted postNumber hashPermalink">#1</a> <a href="posts/730998/like" class="LikeLink item control like"><span></span><span class="LikeLabel">Polub</span></a> <a href="threads/remont-stadionu.41877/reply?quote=730998" class="ReplyQuote item control reply"><span></span>Odpowiedz</a></div></div>
</div>
</li>
"""
    css = """html{background-color:#e8ecef;color:#000;font-family:'Trebuchet MS',Helvetica,Arial,sans-serif;font-size:62.5%}
body{font-size:13px;line-height:1.28;margin:0}#headerMover0{background:#1b3a5c;padding:12px 0}#headerMover{background:#e8ecef}.pageWidth{width:auto;max-width:976px;margin:0 auto;padding:0 10px}
#logo{display:block;float:left;line-height:86px;color:#fff;font:bold 28px 'Trebuchet MS',sans-serif}#logo span{color:#ffcc00}.navTabs{background:#274b75;clear:both;padding:0 10px;overflow:hidden}.navTabs a{display:inline-block;color:#fff;padding:8px 12px;font-weight:bold}
#content .pageContent{background:#fff;padding:10px;border:1px solid #d7edfc;border-top:none;border-radius:0 0 10px 10px}.breadcrumb{font-size:11px;padding:8px 0;color:#555}
.titleBar h1{font-size:18pt;overflow:hidden;zoom:1;margin:0 0 4px}#pageDescription{font-size:11px;color:#969696}
a{color:#176093;text-decoration:none}a:hover{text-decoration:underline}
.messageList{border-top:1px solid #d7edfc;margin:0;padding:0;list-style:none}.message{padding:10px;border-bottom:1px solid #d7edfc;overflow:hidden}
.messageUserInfo{float:left;width:124px}.messageUserBlock{background:#f0f7fc;border:1px solid #d7edfc;border-radius:5px;text-align:center}
.messageUserBlock .avatarHolder{padding:10px}.messageUserBlock h3.userText{padding:6px;margin:0;font-size:12px}.messageUserBlock .username{font-weight:bold;display:block}.userTitle{font-size:11px;color:#4e6075;font-style:normal;display:block}
.bannerStaff{display:block;background:#a00;color:#fff;font-size:10px;padding:2px;margin-top:3px}.extraUserInfo{font-size:10px;padding:4px 6px;text-align:left}.pairsJustified dt{float:left;color:#969696}.pairsJustified dd{text-align:right;margin:0}
.messageInfo{margin-left:140px}.messageText{font-size:11pt;font-family:Georgia,'Times New Roman',Times,serif;line-height:1.4;margin:0;padding:0}.messageTextEndMarker{height:0;font-size:0;overflow:hidden}
.bbCodeQuote{margin:1em 86px 1em 10px;border:1px solid #d7edfc;border-radius:5px;overflow:auto}.bbCodeQuote .attribution{font-size:11px;padding:3px 8px;background:#f0f7fc;color:#176093}.bbCodeQuote .quoteContainer{padding:5px 10px;margin:0;font-size:9pt;font-style:italic}.quoteExpand{display:none}
.signature{font-size:9pt;color:#969696;border-top:1px dashed #d7edfc;margin-top:8px;padding-top:4px;font-style:italic}
.editDate{text-align:right;font-size:11px;color:#969696;margin-top:4px}.messageMeta{font-size:11px;padding:15px 5px 5px;overflow:hidden}.privateControls{float:left}.publicControls{float:right}.messageMeta .item{margin-left:6px}.muted{color:#969696}
.likesSummary{font-size:11px;background:#f0f7fc;padding:5px 8px;border-radius:5px;margin-top:5px}
.pageNavLinkGroup{font-size:11px;overflow:hidden;padding:5px 0}.callToAction{float:right;background:#1b3a5c;color:#fff;padding:5px 10px;border-radius:5px;font-weight:bold}
#copyright{font-size:11px;color:#646464;padding:10px;text-align:center}.footer{background:#274b75;color:#fff;padding:6px 10px;border-radius:0 0 5px 5px}.footer a{color:#fff}"""
    body = f"""<div id="headerMover"><div id="headerProxy"></div><div id="content" class="thread_view"><div class="pageWidth"><div class="pageContent">
<div class="breadcrumbs"><span class="crust homeCrumb"><a href="http://www.gazetazawislanska.pl/" class="crumb"><span>Gazeta Zawiślańska</span></a></span> &rsaquo; <span class="crust"><a href="forums/" class="crumb"><span>Forum</span></a></span> &rsaquo; <span class="crust"><a href="forums/#dyskusje.3" class="crumb"><span>Dyskusje</span></a></span> &rsaquo; <span class="crust"><a href="forums/komentarze-do-artykulow.14/" class="crumb"><span>Komentarze do artykułów</span></a></span></div>
<div class="titleBar"><h1>Stadion przy Składowej: 48 mln zł na przebudowę</h1><p id="pageDescription" class="muted ">Temat w dziale '<a href="forums/komentarze-do-artykulow.14/">Komentarze do artykułów</a>' założony przez <a href="members/redakcja.1/" class="username">Redakcja Gazety Zawiślańskiej</a>, <a href="threads/remont-stadionu.41877/"><span class="DateTime" title="18 Paź 2012 o 18:40">18 Paź 2012</span></a>.</p></div>
<div class="pageNavLinkGroup"><div class="linkGroup SelectionCountContainer"><a href="threads/remont-stadionu.41877/reply" class="callToAction"><span>Odpowiedz</span></a></div></div>
<form action="inline-mod/post/switch" method="post" class="InlineModForm section" data-cookieName="posts">
<ol class="messageList" id="messageList">
{opening}{"".join(post(i) for i in range(len(ps)))}
</ol>
</form>
<div class="pageNavLinkGroup"><div class="linkGroup"><a href="threads/remont-stadionu.41877/watch-confirm" class="OverlayTrigger">Obserwuj temat</a></div></div>
<div class="quickReply"><p>Musisz się <a href="login/">zalogować lub zarejestrować</a>, aby odpowiedzieć.</p></div>
<div class="sharePage"><h3 class="textHeading larger">Udostępnij tę stronę</h3><a href="#">Tweet</a> &middot; <a href="#">Lubię to!</a></div>
</div></div></div></div>
<footer><div class="footer"><div class="pageWidth"><div class="pageContent"><ul class="footerLinks"><li><a href="misc/contact" class="OverlayTrigger">Kontakt</a></li> <li><a href="help/">Pomoc</a></li> <li><a href="http://www.gazetazawislanska.pl/" class="homeLink">Strona główna</a></li> <li><a href="help/terms">Regulamin</a></li></ul></div></div></div>
<div class="bottomContent"><div class="pageWidth"><div class="pageContent"><div id="copyright"><a href="http://xenforo.com" class="concealed">Forum software by XenForo&trade; <span>&copy;2011 XenForo Ltd.</span></a> &middot; Polskie tłumaczenie: xenforo.pl<br />&copy; 2012 Gazeta Zawiślańska Sp. z o.o.</div></div></div></div></footer>"""
    pre = """<div id="headerMover0"><header><div id="header"><div id="logoBlock"><div class="pageWidth"><div class="pageContent"><a href="http://www.gazetazawislanska.pl/"><span id="logo">Gazeta <span>Zawiślańska</span> &middot; forum</span></a><span class="helper"></span></div></div></div>
<div id="navigation" class="pageWidth withSearch"><nav><div class="navTabs"><a href="http://www.gazetazawislanska.pl/">Strona główna</a><a href="forums/">Forum</a><a href="find-new/posts">Nowe posty</a><a href="members/">Użytkownicy</a><a href="login/">Zaloguj się lub zarejestruj</a></div></nav></div></div></header></div>"""
    html = xhtml(
        "Stadion przy Składowej: 48 mln zł na przebudowę | Forum Gazety Zawiślańskiej",
        "pl",
        css,
        pre + body,
        head='<meta name="description" content="Rada miasta zgodziła się we wtorek na przebudowę stadionu miejskiego przy ul. Składowej." /><link rel="canonical" href="http://forum.gazetazawislanska.pl/threads/remont-stadionu.41877/" /><meta property="og:site_name" content="Forum Gazety Zawiślańskiej" />',
        body_attrs="",
    )
    return make(
        "eu-pl-zawisle-stadion",
        "discussion",
        "pl",
        html,
        ps,
        path="/forum/threads/remont-stadionu.41877/",
        container="XenForo 1.1: ol#messageList > li#post-N.message[data-author] (div.messageUserInfo: avatar, h3.userText NAME + em.userTitle, extraUserInfo: Dołączył(a), Posty, Polubienia, Skąd; div.messageInfo: article > blockquote.messageText with div.bbCodeQuote 'NAME napisał(a):', div.signature, 'Ostatnio edytowany', div.messageMeta 'NAME, DATE' / 'Zgłoś' / '#N' / 'Polub' / '+ Cytuj' / 'Odpowiedz', a likes summary '… lubią to.'); the newsroom's #1 first",
        heading="Stadion przy Składowej: 48 mln zł na przebudowę",
        description="A Polish city portal's XenForo 1.1 forum of October 2012, board 'Komentarze do artykułów': 'Redakcja Gazety Zawiślańskiej' (staff banner) opens with the article's summary and a link (#1); 6 readers' posts #2 to #7 with user titles, join dates, post and like counts, towns, 'napisał(a):' quotes, signatures, an edit line and a 'lubią to.' likes summary; dates only ('18 Paź 2012'), times in a title attribute.",
    )


# --------------------------------------------------------------------------- it: MyBB 1.6, 2013


def it_ciclabile() -> Case:
    ps = posts("""
GianniRoubaix @ 07-05-2013, 21:14 :: Finalmente qualcuno che scrive chiaro: la ciclabile del Lungotorre è bellissima la domenica ma inutile per chi va al lavoro, perché finisce a due chilometri dalla zona industriale. || s=Bianchi Infinito 2012 - 6.400 km quest'anno
ElenaB_ciclista @ 07-05-2013, 21:40 :: Io la uso tutti i giorni da Borgo San Vito fino alla stazione e per me è stata una svolta. Il problema vero sono le auto parcheggiate sopra all'altezza del mercato, il martedì e il venerdì è impraticabile. || e=07-05-2013, 21:52
Fausto72 @ 08-05-2013, 08:05 :: Confermo quello che dice Elena, il martedì mattina sembra un parcheggio. Ho scritto due volte ai vigili, nessuna risposta. || q=ElenaB_ciclista|Il problema vero sono le auto parcheggiate sopra all'altezza del mercato
GianniRoubaix @ 08-05-2013, 12:31 :: Appunto, una ciclabile che non viene fatta rispettare e che non porta dove serve. Complimenti alla redazione per il pezzo, servirebbe che lo leggessero in Comune. || s=Bianchi Infinito 2012 - 6.400 km quest'anno
mtb_sara @ 08-05-2013, 19:47 :: Aggiungo una cosa che nell'articolo manca: l'illuminazione nel tratto sotto il ponte della ferrovia. D'inverno alle cinque è buio pesto e ci passano anche i bambini che tornano da scuola.
""")
    profiles = {
        "GianniRoubaix": ("Utente Senior", "1.312", "48", "Mar 2009", "27", True),
        "ElenaB_ciclista": ("Utente Attivo", "288", "6", "Set 2011", "9", True),
        "Fausto72": ("Utente", "74", "1", "Gen 2013", "2", False),
        "mtb_sara": ("Utente Attivo", "403", "14", "Giu 2010", "11", True),
    }
    ids = [91420 + 6 * i for i in range(len(ps))]

    def post(i: int) -> str:
        p = ps[i]
        title, count, threads, joined, rep, avatar = profiles[p.who]
        pid = ids[i]
        uid = 150 + 4 * list(profiles).index(p.who)
        quote = ""
        if p.quote:
            qi = quoted(ps, i)
            quote = f'<blockquote><cite><span> ({esc(ps[qi].at)})</span>{esc(p.quote[0])} ha scritto: <a href="showthread.php?pid={ids[qi]}#pid{ids[qi]}" class="quick_jump"></a></cite>{br(p.quote[1])}</blockquote><br />'
        sig = (
            f'<hr size="1" width="25%"  align="left" /><div class="signature">{br(p.sig)}</div>'
            if p.sig
            else ""
        )
        edited = (
            f'<span class="edited_post">(Questo messaggio è stato modificato l\'ultima volta il: {esc(p.edited)} da {esc(p.who)}.)</span>'
            if p.edited
            else ""
        )
        pic = (
            f'<td class="post_avatar" width="1" style="padding:5px 0 5px 5px"><a href="member.php?action=profile&amp;uid={uid}"><img src="/_avatar/mybb-{uid}.svg" alt="" width="70" height="70" /></a></td>'
            if avatar
            else ""
        )
        return f"""<a name="pid{pid}" id="pid{pid}"></a>
<div id="post_{pid}">
<table border="0" cellspacing="0" cellpadding="5" class="tborder" style="border-top-width: 0;">
<tr><td class="tcat" colspan="2"><div class="float_left smalltext">{esc(p.at)} <span id="edited_by_{pid}">{edited}</span></div><div class="float_right smalltext"><strong>Messaggio: <a href="showthread.php?tid=3308&amp;pid={pid}#pid{pid}">#{i + 2}</a></strong></div></td></tr>
<tr><td class="trow1" colspan="2" style="padding:0"><table cellspacing="0" cellpadding="0" border="0" style="width: 100%;"><tr>
{pic}
<td class="post_author"><strong><span class="largetext"><a href="member.php?action=profile&amp;uid={uid}">{esc(p.who)}</a></span></strong> <img src="/_avatar/mybb-buddy-offline.svg" title="Non in linea" alt="Non in linea" width="10" height="10" /><br /><span class="smalltext">{esc(title)}<br /><img src="/_avatar/mybb-star.svg" border="0" alt="*" width="12" height="12" /><img src="/_avatar/mybb-star.svg" border="0" alt="*" width="12" height="12" /><br /></span></td>
<td class="smalltext post_author_info" width="165" style="vertical-align: middle;">Messaggi: {count}<br />Discussioni: {threads}<br />Registrato: {joined}<br />Reputazione: <a href="reputation.php?uid={uid}"><strong class="reputation_positive">{rep}</strong></a></td>
</tr></table></td></tr>
<tr><td class="trow2 post_content"><span class="smalltext"><strong>RE: La ciclabile del Lungotorre un anno dopo </strong></span><br /><div class="post_body" id="pid_{pid}">{quote}{br(p.body)}</div>{sig}<div style="text-align: right; vertical-align: bottom;" id="post_meta_{pid}"><div id="edited_by_{pid}_b"></div></div></td></tr>
<tr><td class="tfoot post_buttons"><div class="author_buttons float_left"><a href="member.php?action=profile&amp;uid={uid}" class="postbit_button">Profilo</a> <a href="private.php?action=send&amp;uid={uid}" class="postbit_button">MP</a> <a href="search.php?action=finduser&amp;uid={uid}" class="postbit_button">Cerca</a></div><div class="float_right"><a href="newreply.php?tid=3308&amp;replyto={pid}" class="postbit_button">Rispondi</a> <a href="javascript:Thread.multiQuote({pid});" class="postbit_button">Cita</a> <a href="javascript:Thread.reportPost({pid});" class="postbit_button">Segnala</a></div></td></tr>
</table>
</div>
"""

    opening = """<a name="pid91414" id="pid91414"></a>
<div id="post_91414">
<table border="0" cellspacing="0" cellpadding="5" class="tborder">
<tr><td class="tcat" colspan="2"><div class="float_left smalltext">07-05-2013, 18:30 <span id="edited_by_91414"></span></div><div class="float_right smalltext"><strong>Messaggio: <a href="showthread.php?tid=3308&amp;pid=91414#pid91414">#1</a></strong></div></td></tr>
<tr><td class="trow1" colspan="2" style="padding:0"><table cellspacing="0" cellpadding="0" border="0" style="width: 100%;"><tr>
<td class="post_avatar" width="1" style="padding:5px 0 5px 5px"><a href="member.php?action=profile&amp;uid=1"><img src="/_avatar/mybb-pedalitalia.svg" alt="" width="70" height="70" /></a></td>
<td class="post_author"><strong><span class="largetext"><a href="member.php?action=profile&amp;uid=1"><span style="color: #CC0000;"><strong>Redazione Pedale Italia</strong></span></a></span></strong><br /><span class="smalltext">Redazione<br /></span></td>
<td class="smalltext post_author_info" width="165" style="vertical-align: middle;">Messaggi: 2.905<br />Discussioni: 2.611<br />Registrato: Gen 2008</td>
</tr></table></td></tr>
<tr><td class="trow2 post_content"><span class="smalltext"><strong>La ciclabile del Lungotorre un anno dopo </strong></span><br /><div class="post_body" id="pid_91414"><span style="font-weight: bold;">Dal numero di maggio di Pedale Italia</span><br /><br />Dodici mesi fa il Comune inaugurava i 6,8 chilometri della ciclabile del Lungotorre. Siamo tornati a pedalarla all'ora di punta: il tratto lungo il fiume funziona, ma il percorso si interrompe prima della zona industriale, le auto in sosta la occupano nei giorni di mercato e sotto il ponte della ferrovia manca la luce.<br /><br />Leggi l'articolo completo: <a href="http://www.pedaleitalia.it/attualita/ciclabile-lungotorre-un-anno-dopo" target="_blank">pedaleitalia.it</a><br /><br />E voi la usate? Diteci la vostra qui sotto.</div><hr size="1" width="25%"  align="left" /><div class="signature">Pedale Italia &ndash; il mensile di chi va in bici</div></td></tr>
<tr><td class="tfoot post_buttons"><div class="float_right"><a href="newreply.php?tid=3308&amp;replyto=91414" class="postbit_button">Rispondi</a> <a href="javascript:Thread.multiQuote(91414);" class="postbit_button">Cita</a> <a href="javascript:Thread.reportPost(91414);" class="postbit_button">Segnala</a></div></td></tr>
</table>
</div>
"""
    css = """body{background:#efefef;color:#000;text-align:center;line-height:1.4;margin:0;font-family:Verdana,Arial,Sans-Serif;font-size:13px}
a:link,a:visited{color:#0f5c8e;text-decoration:none}a:hover{color:#0f5c8e;text-decoration:underline}
#container{color:#000;text-align:left;line-height:1.4;margin:0;font-family:Verdana,Arial,Sans-Serif;font-size:13px}.wrapper{width:85%;min-width:970px;max-width:1500px;margin:auto auto}
#logo{background:#3a7f27;border-bottom:1px solid #25541a;padding:10px 0 0}#logo .logotext{color:#fff;font:bold 30px Georgia,serif;text-decoration:none}#logo .logotext span{color:#ffe066}
#header ul.menu{margin:0;padding:0;list-style:none}#header ul.menu li{margin:0 7px;display:inline}#header ul.menu li a{color:#fff}
#panel{background:#efefef;color:#000;border-top:1px solid #444;border-bottom:1px solid #ccc;padding:5px;font-size:11px}#content{background:#fff;width:auto!important;padding:20px 10px;overflow:hidden}
.navigation{color:#000;font-size:12px}.navigation a:link{text-decoration:underline}.navigation .active{color:#000;font-size:small;font-weight:bold}
table{color:#000;font-family:Tahoma,Verdana,Arial,Sans-Serif;font-size:13px}.tborder{background:#fff;width:100%;margin:auto auto;border:1px solid #ccc;padding:1px}
.thead{background:#3a7f27;color:#fff;border-bottom:1px solid #25541a;padding:8px}.thead a:link,.thead a:visited{color:#fff}
.tcat{background:#d8e8cf;color:#000;border-top:1px solid #fff;border-bottom:1px solid #bbb;padding:6px;font-size:12px}.trow1{background:#f5f5f5;border:1px solid;border-color:#fff #ddd #ddd #fff}.trow2{background:#efefef;border:1px solid;border-color:#fff #ddd #ddd #fff}
.tfoot{border-top:1px solid #fff;padding:6px;background:#ddd;color:#666}.smalltext{font-size:11px}.largetext{font-size:16px;font-weight:bold}
.float_left{float:left}.float_right{float:right}.post_content{padding:9px 10px 5px}.post_body{font-size:14px;padding:5px 0}
blockquote{border:1px solid #ccc;margin:0;background:#fff;padding:4px}blockquote cite{font-weight:bold;border-bottom:1px solid #ccc;font-style:normal;display:block;padding-bottom:3px;margin:0 0 4px 0}blockquote cite span{float:right;font-weight:normal}
.signature{margin-top:5px;padding:5px 0 0;font-size:11px;color:#555}.edited_post{font-size:9px;color:#999}
a.postbit_button{display:inline-block;background:#fafafa;border:1px solid #ccc;padding:2px 6px;border-radius:3px;font-size:11px;color:#333}
.reputation_positive{color:green}#debug{float:right;text-align:right;margin-top:20px;font-size:11px}.bottommenu{background:#efefef;color:#000;border:1px solid #4874a3;padding:10px}"""
    body = f"""<div id="container">
<a name="top" id="top"></a>
<div id="header">
<div id="logo"><div class="wrapper"><a href="index.php" class="logotext">Pedale <span>Italia</span> &middot; Forum</a>
<ul class="menu top_links"><li><a href="http://www.pedaleitalia.it/">Il sito</a></li><li><a href="search.php">Cerca</a></li><li><a href="memberlist.php">Lista utenti</a></li><li><a href="calendar.php">Calendario</a></li><li><a href="misc.php?action=help">Aiuto</a></li></ul></div></div>
<div id="panel"><div class="upper"><div class="wrapper"><span class="welcome">Salve, Visitatore! <a href="member.php?action=login">Accedi</a> o <a href="member.php?action=register">Registrati</a></span></div></div></div>
</div>
<div id="content"><div class="wrapper">
<div class="navigation"><a href="index.php">Forum di Pedale Italia</a> &rsaquo; <a href="forumdisplay.php?fid=2">La rivista</a> &rsaquo; <a href="forumdisplay.php?fid=9">Commenta gli articoli</a> &rsaquo; <br /><img src="/_avatar/mybb-nav-bit.svg" alt="" width="10" height="10" /><span class="active">La ciclabile del Lungotorre un anno dopo</span></div>
<br />
<div class="float_left"><div class="pagination"><span class="pages">Pagine (1):</span> <span class="pagination_current">1</span></div></div>
<div class="float_right"><a href="newreply.php?tid=3308" class="postbit_button">Rispondi</a></div>
<br class="clear" style="clear:both" /><br />
<table border="0" cellspacing="0" cellpadding="5" class="tborder" style="clear: both; border-bottom-width: 0;"><tr><td class="thead" colspan="2"><div style="float: right;"><span class="smalltext"><strong><a href="showthread.php?mode=threaded&amp;tid=3308&amp;pid=">Modalità ad albero</a> | <a href="showthread.php?mode=linear&amp;tid=3308&amp;pid=">Modalità lineare</a></strong></span></div><div><strong>La ciclabile del Lungotorre un anno dopo</strong></div></td></tr></table>
<div id="posts">
{opening}{"".join(post(i) for i in range(len(ps)))}
</div>
<div class="float_left"><div class="pagination"><span class="pages">Pagine (1):</span> <span class="pagination_current">1</span></div></div><div class="float_right"><a href="newreply.php?tid=3308" class="postbit_button">Rispondi</a></div>
<br class="clear" style="clear:both" />
<br /><table border="0" cellspacing="0" cellpadding="5" class="tborder"><tr><td class="thead">Discussioni simili</td></tr><tr><td class="trow1 smalltext"><a href="showthread.php?tid=3102">Bike sharing: dopo sei mesi le bici sono già la metà</a> (14 risposte) &middot; <a href="showthread.php?tid=2977">Prova: cinque luci posteriori sotto i 30 euro</a> (8 risposte)</td></tr></table>
<br /><div class="smalltext" style="text-align:center">Utenti che stanno guardando questa discussione: 1 Visitatore(i)</div>
</div></div>
<div id="bottommenu"><div class="bottommenu wrapper"><span class="smalltext"><a href="http://www.pedaleitalia.it/contatti">Contattaci</a> | <a href="http://www.pedaleitalia.it/">Pedale Italia</a> | <a href="#top">Torna all'inizio</a> | <a href="archive/index.php?thread-3308.html">Modalità Lite (Archivio)</a></span></div></div>
<div id="copyright"><div class="wrapper">Powered By <a href="http://www.mybb.com" target="_blank">MyBB</a>, &copy; 2002-2013 <a href="http://www.mybb.com" target="_blank">MyBB Group</a>. Traduzione italiana a cura di MyBBItalia.<br />&copy; 2013 Edizioni Pedale Italia s.r.l. &ndash; P.IVA 01234560987</div></div>
</div>"""
    html = xhtml(
        "La ciclabile del Lungotorre un anno dopo",
        "it",
        css,
        body,
        head='<meta name="description" content="La ciclabile del Lungotorre un anno dopo" /><link rel="canonical" href="http://forum.pedaleitalia.it/showthread.php?tid=3308" />',
    )
    return make(
        "eu-it-pedale-ciclabile",
        "discussion",
        "it",
        html,
        ps,
        path="/forum/showthread.php-tid=3308.html",
        container="MyBB 1.6: div#posts > div#post_N > table.tborder (td.tcat: date, '(Questo messaggio è stato modificato …)', 'Messaggio: #N'; td.trow1: avatar, NAME, title, stars, 'Messaggi / Discussioni / Registrato / Reputazione'; td.trow2.post_content: 'RE: …', div.post_body with blockquote > cite 'NAME ha scritto:', hr + div.signature; td.tfoot: Profilo/MP/Cerca/Rispondi/Cita/Segnala); the newsroom's #1 first",
        heading="La ciclabile del Lungotorre un anno dopo",
        description="An Italian cycling magazine's MyBB 1.6 forum of May 2013, board 'Commenta gli articoli': 'Redazione Pedale Italia' opens with the article's summary and a link (#1); 5 readers' posts #2 to #6 in postbit tables with titles, stars, avatars, post and thread counts, join dates, reputation, a 'ha scritto:' quote, signatures under a short rule and an edit note in the post's header row.",
    )


# --------------------------------------------------------------------------- es: phpBB 3.0 subsilver2, 2009


def es_puerto() -> Case:
    ps = posts("""
marinero_viejo @ Mar Jun 09, 2009 10:12 pm :: Llevo cuarenta años en el muelle de San Telmo y nunca había visto tan poco movimiento. Si cierran la terminal de contenedores se van otros doscientos puestos de trabajo directos, y eso sin contar los camioneros. || s=Más vale puerto con viento que mar en calma.
Ana_Lozano @ Mar Jun 09, 2009 10:40 pm :: Lo que no dice el artículo es que la concesión caduca en 2011. Es decir, no es que cierren mañana, es que nadie quiere renovarla en estas condiciones. Habría que preguntar a la Autoridad Portuaria por qué las tasas son un 30 % más caras que en Gijón. || e=Mar Jun 09, 2009 10:58 pm
marinero_viejo @ Mar Jun 09, 2009 11:05 pm :: Eso es verdad, Ana. Pero si las tasas fueran el problema las habrían bajado hace años. Aquí nadie mueve un dedo hasta que es tarde. || q=Ana_Lozano|Habría que preguntar a la Autoridad Portuaria por qué las tasas son un 30 % más caras que en Gijón. || s=Más vale puerto con viento que mar en calma.
Rober_Albarés @ Mié Jun 10, 2009 8:21 am :: Mi padre y mi tío trabajaron en la estiba. Da pena ver cómo se va apagando todo. Gracias al periódico por seguir el tema, en los nacionales ni aparece.
chema.pv @ Mié Jun 10, 2009 9:47 am :: Los cruceros sí que están creciendo, el verano pasado pararon 41 barcos. A lo mejor el futuro del puerto va por ahí y no por los contenedores. || s=www.fotosdelpuerto.es - el puerto en imágenes desde 2004
Ana_Lozano @ Mié Jun 10, 2009 11:30 am :: Un crucero deja turistas unas horas, no doscientos empleos fijos. No es comparable. || q=chema.pv|A lo mejor el futuro del puerto va por ahí y no por los contenedores.
""")
    profiles = {
        "marinero_viejo": ("Mié Feb 13, 2008 7:55 pm", "1022", "San Telmo", "Usuario veterano", True),
        "Ana_Lozano": ("Jue Oct 02, 2008 1:14 pm", "318", "Albarés", "Usuario habitual", False),
        "Rober_Albarés": ("Dom May 31, 2009 4:40 pm", "3", "", "Nuevo usuario", False),
        "chema.pv": ("Lun Ene 07, 2008 11:09 am", "2140", "Puerto Viejo", "Usuario veterano", True),
    }
    ids = [33410 + 4 * i for i in range(len(ps))]

    def post(i: int) -> str:
        p = ps[i]
        joined, count, town, rank, avatar = profiles[p.who]
        pid = ids[i]
        uid = 77 + 5 * list(profiles).index(p.who)
        row = "row1" if i % 2 else "row2"
        quote = ""
        if p.quote:
            quote = f'<div class="quotetitle">{esc(p.quote[0])} escribió:</div><div class="quotecontent">{br(p.quote[1])}</div>'
        sig = f'<div class="postbody"><br />_________________<br />{br(p.sig)}</div>' if p.sig else ""
        edited = (
            f'<br /><br /><span class="gensmall">Última edición por {esc(p.who)} el {esc(p.edited)}, editado 1 vez en total </span>'
            if p.edited
            else ""
        )
        pic = (
            f'<tr><td><img src="/_avatar/sub-{uid}.svg" width="80" height="80" alt="Avatar de Usuario" /></td></tr>'
            if avatar
            else ""
        )
        where = f"<br /><b>Ubicación:</b> {esc(town)}" if town else ""
        return f"""<table class="tablebg" width="100%" cellspacing="1">
<tr class="{row}">
<td align="center" valign="middle"><a name="p{pid}"></a><b class="postauthor">{esc(p.who)}</b></td>
<td width="100%" height="25"><table width="100%" cellspacing="0"><tr>
<td class="gensmall" width="100%"><div style="float: left;">&nbsp;<b>Asunto:</b> <a href="#p{pid}">Re: El puerto de San Telmo pierde su terminal de contenedores</a></div><div style="float: right;"><a href="./viewtopic.php?p={pid}#p{pid}">&#9632;</a><b>Publicado:</b> {esc(p.at)}&nbsp;</div></td>
</tr></table></td>
</tr>
<tr class="{row}">
<td valign="top" class="profile"><table cellspacing="4" align="center" width="150">
<tr><td class="postdetails">{esc(rank)}</td></tr>
<tr><td><img src="/_avatar/sub-rank-{uid}.svg" alt="{esc(rank)}" title="{esc(rank)}" width="60" height="10" /></td></tr>
{pic}
</table>
<span class="postdetails"><br /><b>Registrado:</b> {esc(joined)}<br /><b>Mensajes:</b> {count}{where}</span>
</td>
<td valign="top"><table width="100%" cellspacing="5"><tr><td>
<div class="postbody">{quote}{br(p.body)}</div>
{sig}{edited}
<br clear="all" /><br />
<table width="100%" cellspacing="0"><tr valign="middle"><td class="gensmall" align="right"><a href="./report.php?f=11&amp;p={pid}" class="sub-btn">Reportar este mensaje</a> </td></tr></table>
</td></tr></table></td>
</tr>
<tr class="{row}">
<td class="profile"><strong><a href="#wrapheader">Arriba</a></strong></td>
<td><div class="gensmall" style="float: left;">&nbsp;<a href="./memberlist.php?mode=viewprofile&amp;u={uid}" class="sub-btn">Perfil</a> <a href="./ucp.php?i=pm&amp;mode=compose&amp;action=quotepost&amp;p={pid}" class="sub-btn">MP</a>&nbsp;</div><div class="gensmall" style="float: right;"><a href="./posting.php?mode=quote&amp;f=11&amp;p={pid}" class="sub-btn">Responder citando</a>&nbsp;</div></td>
</tr>
<tr><td class="spacer" colspan="2" height="1"><img src="/_avatar/sub-spacer.svg" alt="" width="1" height="1" /></td></tr>
</table>
"""

    opening = """<table class="tablebg" width="100%" cellspacing="1">
<tr class="row1">
<td align="center" valign="middle"><a name="p33401"></a><b class="postauthor" style="color: #AA0000">Redacción Diario del Puerto</b></td>
<td width="100%" height="25"><table width="100%" cellspacing="0"><tr>
<td class="gensmall" width="100%"><div style="float: left;">&nbsp;<b>Asunto:</b> <a href="#p33401">El puerto de San Telmo pierde su terminal de contenedores</a></div><div style="float: right;"><a href="./viewtopic.php?p=33401#p33401">&#9632;</a><b>Publicado:</b> Mar Jun 09, 2009 9:00 pm&nbsp;</div></td>
</tr></table></td>
</tr>
<tr class="row1">
<td valign="top" class="profile"><table cellspacing="4" align="center" width="150"><tr><td class="postdetails">Redacción</td></tr><tr><td><img src="/_avatar/sub-ddp-logo.svg" width="80" height="80" alt="Avatar de Usuario" /></td></tr></table>
<span class="postdetails"><br /><b>Registrado:</b> Vie Nov 16, 2007 10:00 am<br /><b>Mensajes:</b> 5390<br /><b>Ubicación:</b> Avenida del Muelle, 3</span></td>
<td valign="top"><table width="100%" cellspacing="5"><tr><td>
<div class="postbody"><span style="font-weight: bold">SAN TELMO.</span> La naviera que opera la terminal de contenedores del puerto de San Telmo ha comunicado a la Autoridad Portuaria que no renovará la concesión cuando caduque en 2011. La terminal movió el año pasado 61.000 contenedores, un 22 % menos que en 2007, y da trabajo directo a unas 200 personas.<br /><br />Noticia completa en la edición de hoy y en <a href="http://www.diariodelpuerto-santelmo.es/noticias/puerto/terminal-contenedores-concesion" class="postlink">diariodelpuerto-santelmo.es</a>.<br /><br />¿Qué futuro le ve al puerto? Deje su opinión en este hilo.</div>
<br clear="all" /><br />
</td></tr></table></td>
</tr>
<tr class="row1"><td class="profile"><strong><a href="#wrapheader">Arriba</a></strong></td><td><div class="gensmall" style="float: right;"><a href="./posting.php?mode=quote&amp;f=11&amp;p=33401" class="sub-btn">Responder citando</a>&nbsp;</div></td></tr>
<tr><td class="spacer" colspan="2" height="1"><img src="/_avatar/sub-spacer.svg" alt="" width="1" height="1" /></td></tr>
</table>
"""
    css = """body{background:#FFF;color:#323D4F;font:11px "Lucida Grande",Verdana,Helvetica,sans-serif;margin:0;padding:0}
#wrapheader{min-height:120px;padding:0}#logodesc{background:#F3F3F3 url(/_avatar/sub-bg-header.svg);border-bottom:1px solid #FFF;padding:10px 24px}#logodesc h1{font:bold 1.85em "Trebuchet MS",Verdana,sans-serif;margin:0;color:#12428a}
#menubar{padding:4px 24px}#wrapcentre{margin:15px 25px 0 25px}a:link,a:visited{color:#006597;text-decoration:none}a:hover{color:#D46400;text-decoration:underline}
.tablebg{background:#A9B8C2}.catdiv{background:#cadceb;height:28px;margin:0;padding:0 6px}.cat{background:#cadceb}th{color:#FFA34F;font-size:1.1em;font-weight:bold;background:#006699;white-space:nowrap;padding:7px 5px}
.row1{background:#ECECEC;padding:4px}.row2{background:#DCE1E5;padding:4px}.spacer{background:#D1D7DC}
.postauthor{color:#000;font-size:1.2em}.postbody{font-size:1.3em;line-height:1.4em;font-family:"Lucida Grande","Trebuchet MS",Helvetica,Arial,sans-serif}
.postdetails{color:#000}.gensmall{color:#000;font-size:1em}.titles{font-family:"Lucida Grande",Helvetica,Arial,sans-serif;font-weight:bold;font-size:1.3em;text-decoration:none}
.quotetitle{color:#333;background:#cadceb;border:1px solid #A9B8C2;border-bottom:0;margin:10px 5px 0 5px;padding:4px;font-weight:bold;font-size:0.85em}
.quotecontent{background:#FAFAFA;border:1px solid #C2C2C2;border-top:0;margin:0 5px 10px 5px;padding:5px;font-weight:normal;font-size:1em;line-height:1.4em;font-family:"Lucida Grande","Trebuchet MS",Helvetica,Arial,sans-serif}
.sub-btn{display:inline-block;background:#EFEFEF;border:1px solid #A9B8C2;padding:1px 6px;font-size:10px;font-weight:bold;color:#333}
.nav{margin:0;color:#000;font-weight:bold}.pagination{font-weight:bold}#wrapfooter{text-align:center;color:#333;padding:10px}.copyright{font-size:10px}"""
    page_nav = '<table width="100%" cellspacing="1"><tr><td align="left" valign="middle" nowrap="nowrap"><a href="./posting.php?mode=reply&amp;f=11&amp;t=2204" class="sub-btn">Publicar respuesta</a></td><td class="nav" valign="middle" nowrap="nowrap">&nbsp;Página <strong>1</strong> de <strong>1</strong><br /></td><td class="gensmall" nowrap="nowrap">&nbsp;[ 7 mensajes ]&nbsp;</td><td class="gensmall" width="100%" align="right" nowrap="nowrap"></td></tr></table>'
    body = f"""<a name="top"></a>
<div id="wrapheader">
<div id="logodesc"><table width="100%" cellspacing="0"><tr><td><a href="./index.php"><img src="/_avatar/ddp-logo.svg" width="200" height="60" alt="" title="" /></a></td><td width="100%" align="center"><h1>Foros del Diario del Puerto</h1><span class="gen">La voz de San Telmo y su comarca desde 1921</span></td></tr></table></div>
<div id="menubar"><table width="100%" cellspacing="0"><tr><td class="genmed"><a href="./ucp.php?mode=login">Identificarse</a>&nbsp; &nbsp;<a href="./ucp.php?mode=register">Registrarse</a></td><td class="genmed" align="right"><a href="./faq.php">FAQ</a>&nbsp; &nbsp;<a href="./search.php">Buscar</a>&nbsp; &nbsp;<a href="./memberlist.php">Lista de Miembros</a>&nbsp; &nbsp;<a href="http://www.diariodelpuerto-santelmo.es/">Volver al periódico</a></td></tr></table></div>
<div id="datebar"><table width="100%" cellspacing="0"><tr><td class="gensmall"></td><td class="gensmall" align="right">Fecha actual Mié Jun 10, 2009 12:02 pm<br /></td></tr></table></div>
</div>
<div id="wrapcentre">
<br style="clear: both;" />
<table class="tablebg" width="100%" cellspacing="1" cellpadding="0" style="margin-top: 5px;"><tr><td class="row1"><p class="breadcrumbs"><a href="./index.php">Índice general</a> &#187; <a href="./viewforum.php?f=3">Actualidad</a> &#187; <a href="./viewforum.php?f=11">Comenta las noticias</a></p></td></tr></table>
<br />
<div id="pageheader"><h2><a class="titles" href="./viewtopic.php?f=11&amp;t=2204">El puerto de San Telmo pierde su terminal de contenedores</a></h2></div>
<br clear="all" /><br />
<div id="pagecontent">
{page_nav}
<table class="tablebg" width="100%" cellspacing="1"><tr><td class="cat"><table width="100%" cellspacing="0"><tr><td class="nav" nowrap="nowrap">&nbsp;<a href="./viewtopic.php?f=11&amp;t=2204&amp;view=print" title="Vista para imprimir">Vista para imprimir</a></td><td class="nav" align="right" nowrap="nowrap"><a href="./viewtopic.php?f=11&amp;t=2204&amp;view=previous">Tema anterior</a> | <a href="./viewtopic.php?f=11&amp;t=2204&amp;view=next">Siguiente tema</a>&nbsp;</td></tr></table></td></tr></table>
<table class="tablebg" width="100%" cellspacing="1"><tr><th>Autor</th><th>Mensaje</th></tr></table>
{opening}{"".join(post(i) for i in range(len(ps)))}
<table width="100%" cellspacing="1" class="tablebg"><tr align="center"><td class="cat"><form name="viewtopic" method="post" action="./viewtopic.php?f=11&amp;t=2204"><span class="gensmall">Mostrar mensajes previos:</span> <select name="st" id="st"><option value="0" selected="selected">Todos los mensajes</option><option value="1">1 día</option></select>&nbsp;<span class="gensmall">Ordenar por</span> <select name="sk" id="sk"><option value="t" selected="selected">Fecha</option></select> <input class="btnlite" type="submit" value="Ir" name="sort" /></form></td></tr></table>
{page_nav}
</div>
<br clear="all" />
<table class="tablebg" width="100%" cellspacing="1" cellpadding="0" style="margin-top: 5px;"><tr><td class="row1"><p class="breadcrumbs"><a href="./index.php">Índice general</a> &#187; <a href="./viewforum.php?f=3">Actualidad</a> &#187; <a href="./viewforum.php?f=11">Comenta las noticias</a></p><p class="datetime">Todos los horarios son UTC + 1 hora [ <abbr title="Horario de Verano">DST</abbr> ]</p></td></tr></table>
<br clear="all" />
<table class="tablebg" width="100%" cellspacing="1"><tr><td class="cat"><h4>¿Quién está conectado?</h4></td></tr><tr><td class="row1"><p class="gensmall">Usuarios navegando por este Foro: No hay usuarios registrados visitando el Foro y 2 invitados</p></td></tr></table>
</div>
<div id="wrapfooter"><span class="copyright">Desarrollado por <a href="http://www.phpbb.com/">phpBB</a> &copy; 2000, 2002, 2005, 2007 phpBB Group<br />Traducción al español por <a href="http://www.phpbb-es.com/">phpBB España</a><br />&copy; Editorial Diario del Puerto S.A. &ndash; <a href="http://www.diariodelpuerto-santelmo.es/aviso-legal">Aviso legal</a></span></div>"""
    html = xhtml(
        "Foros del Diario del Puerto &bull; Ver Tema - El puerto de San Telmo pierde su terminal de contenedores".replace(
            "&bull;", "•"
        ),
        "es",
        css,
        body,
        head='<meta http-equiv="content-style-type" content="text/css" /><meta http-equiv="content-language" content="es" /><meta name="resource-type" content="document" /><meta name="distribution" content="global" />',
    )
    return make(
        "eu-es-santelmo-puerto",
        "discussion",
        "es",
        html,
        ps,
        path="/foros/viewtopic.php-f=11-t=2204.html",
        container="phpBB 3.0 subsilver2: one table.tablebg per post, rows tr.row1/row2 (b.postauthor NAME | 'Asunto: Re: …' 'Publicado: DATE'; td.profile: rank, rank image, avatar, 'Registrado / Mensajes / Ubicación' | div.postbody with div.quotetitle 'NAME escribió:' + div.quotecontent, '_________________' signature, 'Última edición por …'; 'Reportar este mensaje', Perfil/MP/'Responder citando'); 'Autor | Mensaje' header; the newsroom's post first",
        heading="El puerto de San Telmo pierde su terminal de contenedores",
        description="A Spanish provincial daily's phpBB 3.0 board in the subsilver2 style of June 2009, forum 'Comenta las noticias': 'Redacción Diario del Puerto' opens with the story's summary and a link; 6 readers' posts as layout tables with ranks, rank images, avatars, join dates, post counts, towns, 'escribió:' quotes, '_________________' signatures and an 'Última edición por' line; '[ 7 mensajes ]', 'Página 1 de 1'.",
    )


# --------------------------------------------------------------------------- sv: vBulletin 4.1, 2011 (page 1 of 2)


def sv_vindkraft() -> Case:
    ps = posts("""
Norrlänning @ 2011-11-03, 14:22 :: Tolv verk på Hässjeberget syns från hela sjön. Ingen på kommunen verkar ha frågat oss som har stugor på norra sidan. Bra att tidningen tar upp det. || s=Fiskar hellre än diskar.
Kalle_B @ 2011-11-03, 14:51 :: Vindkraft måste byggas någonstans. Alla vill ha billig el men ingen vill se var den kommer ifrån. || t=Ingela S
Norrlänning @ 2011-11-03, 15:08 :: Det handlar inte om att vara emot vindkraft. Det handlar om att markägarna får arrendet och vi andra får bullret. || q=Kalle_B|Alla vill ha billig el men ingen vill se var den kommer ifrån. || s=Fiskar hellre än diskar.
Ingela S @ 2011-11-03, 16:30 :: Enligt artikeln ska en del av intäkterna gå till en bygdepeng, 0,5 procent. Det låter lite, men på tolv verk blir det ändå en hel del per år till föreningarna i byn.
Gubben_i_Lia @ 2011-11-03, 18:12 :: Bygdepeng låter fint tills bolaget säljs vidare till ett tyskt bolag om fem år. Vem ser till att de pengarna fortsätter komma? || s=/Bengt
Ingela S @ 2011-11-03, 18:40 :: Bra fråga. Det borde stå i avtalet med kommunen, kanske något tidningen kan gräva i. || q=Gubben_i_Lia|Vem ser till att de pengarna fortsätter komma?
Kalle_B @ 2011-11-03, 20:02 :: Har varit uppe vid verken i Mörtsjö, och ärligt talat hör man knappt något på 800 meters avstånd. Ljudet från E45 är värre. || e=2011-11-03 kl. 20:15
Norrlänning @ 2011-11-03, 21:17 :: Mörtsjö står i skogen. Hässjeberget står på ett kalt fjäll med sjön nedanför, ljudet bär helt annorlunda över vatten. || s=Fiskar hellre än diskar.
Mia_O @ 2011-11-04, 07:45 :: Samrådsmötet är den 15 november i Bygdegården klockan 19. Där kan man lämna synpunkter direkt till länsstyrelsen. Kom dit i stället för att bara skriva här!
""")
    profiles = {
        "Norrlänning": ("Guldmedlem", "jan 2008", "Hässjö", "3 902", True),
        "Kalle_B": ("Medlem", "sep 2010", "Östersund", "412", False),
        "Ingela S": ("Medlem", "mar 2011", "", "88", True),
        "Gubben_i_Lia": ("Stammis", "maj 2009", "Lia", "1 517", True),
        "Mia_O": ("Ny medlem", "okt 2011", "Hässjö by", "7", False),
    }
    ids = [510233 + 8 * i for i in range(len(ps))]

    def post(i: int) -> str:
        p = ps[i]
        title, joined, town, count, avatar = profiles[p.who]
        pid = ids[i]
        uid = 4400 + 9 * list(profiles).index(p.who)
        day, clock = p.at.split(", ")
        quote = ""
        if p.quote:
            qi = quoted(ps, i)
            quote = (
                '<div class="bbcode_container"><div class="bbcode_quote"><div class="quote_container"><div class="bbcode_quote_container"></div>'
                f'<div class="bbcode_postedby"><img src="/_avatar/vb4-quote-icon.svg" title="Citat" alt="Citat" width="10" height="10" /> Ursprungligen postat av <strong>{esc(p.quote[0])}</strong> <a href="showthread.php?p={ids[qi]}#post{ids[qi]}" rel="nofollow"><img class="inlineimg" src="/_avatar/vb4-viewpost-right.svg" alt="Visa inlägg" width="10" height="10" /></a></div>'
                f'<div class="message">{br(p.quote[1])}</div></div></div></div>'
            )
        sig = (
            f'<blockquote class="signature restore"><div class="signaturecontainer">{br(p.sig)}</div></blockquote>'
            if p.sig
            else ""
        )
        edited = (
            f'<blockquote class="postcontent lastedited">Senast redigerat av {esc(p.who)}; {esc(p.edited)}.</blockquote>'
            if p.edited
            else ""
        )
        thanks = ""
        if p.thanks:
            thanks = (
                f'<div class="postbitthanks"><div class="thanks_count">Följande medlem tackar {esc(p.who)} för detta inlägg:</div>'
                + ", ".join(
                    f'<a href="member.php?u={4400 + 9 * list(profiles).index(t)}">{esc(t)}</a>'
                    for t in p.thanks
                )
                + "</div>"
            )
        pic = (
            f'<a class="postuseravatar" href="member.php?u={uid}" title="{esc(p.who)} är inte uppkopplad"><img title="{esc(p.who)}s avatar" src="/_avatar/vb4-{uid}.svg" alt="{esc(p.who)}s avatar" width="80" height="80" /></a>'
            if avatar
            else ""
        )
        where = f"<dt>Ort</dt> <dd>{esc(town)}</dd>" if town else ""
        return f"""<li class="postbitlegacy postbitim postcontainer old" id="post_{pid}">
<div class="posthead"><span class="postdate old"><span class="date">{day},&nbsp;<span class="time">{clock}</span></span></span><span class="nodecontrols"><a name="post{pid}" href="showthread.php?t=88102&amp;p={pid}#post{pid}" class="postcounter">#{i + 2}</a><a id="postcount{pid}" name="{i + 2}"></a></span></div>
<div class="postdetails">
<div class="userinfo">
<div class="username_container"><div class="popupmenu memberaction"><a class="username offline popupctrl" href="member.php?u={uid}" title="{esc(p.who)} är inte uppkopplad"><strong>{esc(p.who)}</strong></a></div><img class="inlineimg onlinestatus" src="/_avatar/vb4-user-offline.svg" alt="{esc(p.who)} är inte uppkopplad" border="0" width="10" height="10" /></div>
<span class="usertitle">{esc(title)}</span>
{pic}
<hr />
<dl class="userinfo_extra"><dt>Reg.datum</dt> <dd>{joined}</dd>{where}<dt>Inlägg</dt> <dd>{count}</dd></dl>
</div>
<div class="postbody"><div class="postrow">
<h2 class="title icon">Re: Tolv vindkraftverk planeras på Hässjeberget</h2>
<div class="content"><div id="post_message_{pid}"><blockquote class="postcontent restore ">{quote}{br(p.body)}</blockquote></div></div>
</div>
<div class="after_content">{edited}{sig}</div>
<div class="cleardiv"></div>
</div>
</div>
<div class="postfoot"><div class="textcontrols floatcontainer"><span class="postcontrols"><a id="qrwq_{pid}" class="newreply" href="newreply.php?do=newreply&amp;p={pid}" rel="nofollow" title="Svara med citat"><img src="/_avatar/vb4-quote.svg" alt="Svara med citat" width="10" height="10" /> Citera</a> <a href="post_thanks.php?do=post_thanks_add&amp;p={pid}" class="thanks">Tack</a></span><span class="postlinking"><a class="report" href="report.php?p={pid}" rel="nofollow" title="Rapportera inlägg"><img class="inlineimg" src="/_avatar/vb4-report.svg" alt="Rapportera inlägg" width="10" height="10" /></a></span></div></div>
{thanks}
<hr />
</li>
"""

    opening = """<li class="postbitlegacy postbitim postcontainer old" id="post_510220">
<div class="posthead"><span class="postdate old"><span class="date">2011-11-03,&nbsp;<span class="time">13:30</span></span></span><span class="nodecontrols"><a name="post510220" href="showthread.php?t=88102&amp;p=510220#post510220" class="postcounter">#1</a><a id="postcount510220" name="1"></a></span></div>
<div class="postdetails">
<div class="userinfo">
<div class="username_container"><a class="username offline popupctrl" href="member.php?u=3" title="ÖP Webbredaktionen är inte uppkopplad"><strong><span style="color:#0066aa">ÖP Webbredaktionen</span></strong></a></div>
<span class="usertitle">Redaktionen</span>
<a class="postuseravatar" href="member.php?u=3"><img src="/_avatar/vb4-op-logo.svg" alt="ÖP Webbredaktionens avatar" width="80" height="80" /></a>
<hr />
<dl class="userinfo_extra"><dt>Reg.datum</dt> <dd>nov 2007</dd><dt>Ort</dt> <dd>Storgatan 14</dd><dt>Inlägg</dt> <dd>11 260</dd></dl>
</div>
<div class="postbody"><div class="postrow has_after_content">
<h2 class="title icon">Tolv vindkraftverk planeras på Hässjeberget</h2>
<div class="content"><div id="post_message_510220"><blockquote class="postcontent restore "><b>HÄSSJÖ.</b> Ett vindkraftbolag vill bygga tolv verk, 150 meter höga, på Hässjeberget norr om Hässjösjön. Bolaget lovar en bygdepeng på 0,5 procent av intäkterna. Länsstyrelsen håller samråd i november.<br /><br />Läs hela artikeln: <a href="http://www.ostraposten.se/nyheter/hassjo/tolv-vindkraftverk-planeras-pa-hassjeberget" target="_blank">ostraposten.se</a><br /><br />Vad tycker du? Diskutera här!</blockquote></div></div>
</div>
<div class="after_content"><blockquote class="signature restore"><div class="signaturecontainer">Östra Postens webbredaktion &ndash; tipsa oss på 0640-123 45</div></blockquote></div>
<div class="cleardiv"></div>
</div>
</div>
<div class="postfoot"><div class="textcontrols floatcontainer"><span class="postcontrols"><a class="newreply" href="newreply.php?do=newreply&amp;p=510220" rel="nofollow"><img src="/_avatar/vb4-quote.svg" alt="Svara med citat" width="10" height="10" /> Citera</a></span></div></div>
<hr />
</li>
"""
    css = """body{margin:0;padding:0 25px;background:#e9ecf0;font:normal 13px Tahoma,Calibri,Verdana,Geneva,sans-serif;color:#3e3e3e}
a:link,a:visited{color:#417394;text-decoration:none}a:hover{color:#417394;text-decoration:underline}
.above_body{background:#1d4e7a;padding:10px 20px;border-radius:0}#header .logo-image{color:#fff;font:bold 26px Georgia,serif}#header .logo-image span{color:#f8c030}
#navbar{background:#3e6d98;padding:4px 20px}#navbar a{color:#fff;font-weight:bold;margin-right:14px;font-size:12px}
.body_wrapper{background:#fff;padding:10px;border-radius:0 0 5px 5px}#breadcrumb{font-size:12px;margin:5px 0}#breadcrumb ul,#toplinks ul,.postpagestats{list-style:none;margin:0;padding:0}#breadcrumb li,#toplinks li,.postpagestats li{display:inline}#pagetitle{margin:10px 0}#pagetitle h1{font-size:18px;margin:0}
.pagination{font-size:11px}.pagination span a,.pagination span.selected a{display:inline-block;border:1px solid #ccc;padding:1px 5px;border-radius:3px}.pagination span.selected a{background:#417394;color:#fff}
ol#posts{list-style:none;margin:0;padding:0}.postbitlegacy{margin:0 0 10px;border:1px solid #c4c4c4;border-radius:5px;overflow:hidden}
.posthead{background:#5c86ad;color:#fff;font-size:11px;padding:4px 10px;overflow:hidden}.posthead .date{color:#fff}.nodecontrols{float:right}.nodecontrols a{color:#fff}
.postdetails{display:flex}.userinfo{width:160px;padding:10px;background:#f2f6f8;border-right:1px solid #dadada;font-size:11px;flex:none}.userinfo .username{font-size:13px}.userinfo .usertitle{display:block;margin:3px 0}
.userinfo hr{border:0;border-top:1px solid #dadada}.userinfo_extra dt{float:left;clear:left;color:#808080;margin-right:6px}.userinfo_extra dd{margin:0;text-align:right}
.postbody{flex:1;padding:10px}.postrow h2.title{font-size:13px;margin:0 0 8px;font-weight:bold}.postcontent{margin:0;font-size:13px;line-height:1.5}
.bbcode_container{margin:5px 20px 10px}.bbcode_quote{background:#f2f6f8;border:1px solid #c4c4c4;border-radius:5px;font-size:12px;padding:8px}.bbcode_postedby{font-size:11px;margin-bottom:4px}
.lastedited{font-size:11px;color:#808080;font-style:italic;margin:10px 0 0}.signature{border-top:1px solid #dadada;margin:10px 0 0;padding-top:5px;font-size:11px;color:#5a5a5a}
.postfoot{background:#e9ecef;padding:4px 10px;font-size:11px;overflow:hidden}.postcontrols{float:right}.postcontrols a{margin-left:10px}.postlinking{float:left}
.postbitthanks{background:#f7f7ee;border-top:1px solid #ddd;padding:4px 10px;font-size:11px}.postbitlegacy>hr{display:none}
#footer{background:#3e6d98;color:#fff;padding:6px 10px;font-size:11px;margin-top:10px}#footer a{color:#fff}#footer_copyright{text-align:center;font-size:11px;color:#666;padding:10px}"""
    page_nav = '<div class="pagination_top"><form action="showthread.php?t=88102&amp;page=2" method="get" class="pagination popupmenu nohovermenu"><span>Sida 1 av 2</span> <span class="selected"><a href="javascript://" title="Visar resultat 1 till 10 av 13">1</a></span> <span><a href="showthread.php?t=88102&amp;page=2" title="visa resultat 11 till 13 av 13">2</a></span> <span class="prev_next"><a rel="next" href="showthread.php?t=88102&amp;page=2" title="Nästa sida - resultat 11 till 13 av 13">&gt;</a></span></form></div>'
    body = f"""<div class="above_body">
<div id="header" class="floatcontainer doc_header"><div><a name="top" href="forum.php" class="logo-image"><span class="logo-image">Östra Posten <span>forum</span></span></a></div>
<div id="toplinks" class="toplinks" style="float:right;color:#fff"><ul class="nouser"><li><a href="register.php" rel="nofollow" style="color:#fff">Registrera</a></li><li><form id="navbar_loginform" action="login.php?do=login" method="post"><input type="text" class="textbox default-value" name="vb_login_username" id="navbar_username" size="10" value="Användarnamn" /> <input type="password" class="textbox" name="vb_login_password" id="navbar_password" size="10" /> <input type="submit" class="loginbutton" value="Logga in" /></form></li></ul></div></div>
</div>
<div id="navbar" class="navbar"><a href="forum.php">Forum</a><a href="search.php?do=getnew&amp;contenttype=vBForum_Post">Nya inlägg</a><a href="faq.php">FAQ</a><a href="calendar.php">Kalender</a><a href="http://www.ostraposten.se/">Östra Posten</a></div>
<div class="body_wrapper">
<div id="breadcrumb" class="breadcrumb"><ul class="floatcontainer"><li class="navbithome"><a href="index.php" accesskey="1">Hem</a></li> &rsaquo; <li class="navbit"><a href="forum.php">Forum</a></li> &rsaquo; <li class="navbit"><a href="forumdisplay.php?f=2">Nyheter</a></li> &rsaquo; <li class="navbit"><a href="forumdisplay.php?f=8">Kommentera artiklar</a></li> &rsaquo; <li class="navbit lastnavbit"><span>Tolv vindkraftverk planeras på Hässjeberget</span></li></ul><hr /></div>
<div id="pagetitle"><h1>Tråd: <span class="threadtitle"><a href="showthread.php?t=88102" title="Ladda om sidan">Tolv vindkraftverk planeras på Hässjeberget</a></span></h1></div>
<div id="thread_controls" class="thread_controls toolsmenu"><div><ul id="postpagestats_above" class="postpagestats"><li>Visar resultat 1 till 10 av 13</li></ul></div>{page_nav}</div>
<div id="postlist" class="postlist restrain">
<ol id="posts" class="posts" start="1">
{opening}{"".join(post(i) for i in range(len(ps)))}
</ol>
</div>
<div id="below_postlist" class="noinlinemod below_postlist"><a href="newreply.php?p={ids[-1]}&amp;noquote=1" class="newcontent_textcontrol" id="newreplylink_bottom"><span>+</span> Svara på tråd</a>{page_nav}</div>
<div id="thread_info" class="thread_info block"><h4 class="threadinfohead blockhead">Trådinformation</h4><div class="thread_info_block blockbody formcontrols"><div class="inner_block"><h5>Användare som tittar på den här tråden</h5><div><p>Det är för närvarande 1 användare som tittar på den här tråden. (0 medlemmar och 1 gäster)</p></div></div></div></div>
</div>
<div id="footer" class="floatcontainer footer"><a href="sendmessage.php" rel="nofollow" accesskey="9">Kontakta oss</a> &middot; <a href="http://www.ostraposten.se/">Östra Posten</a> &middot; <a href="archive/index.php">Arkiv</a> &middot; <a href="#top" class="gotop" rel="nofollow">Upp</a></div>
<div id="footer_copyright" class="shade footer_copyright">Drivs med vBulletin&reg; Version 4.1.7 <br />Copyright &copy; 2011 vBulletin Solutions, Inc. All rights reserved. <br />Svensk översättning: vBulletin Sverige<br />&copy; AB Östra Posten 2011</div>
<div id="footer_time" class="shade footer_time">Alla tider är GMT +1. Klockan är nu <span class="time">08:12</span>.</div>"""
    html = xhtml(
        "Tolv vindkraftverk planeras på Hässjeberget",
        "sv",
        css,
        body,
        head='<meta name="generator" content="vBulletin 4.1.7" /><meta name="keywords" content="Hässjeberget, vindkraft, Östra Posten" /><meta name="description" content="Ett vindkraftbolag vill bygga tolv verk, 150 meter höga, på Hässjeberget norr om Hässjösjön." /><link rel="canonical" href="showthread.php?t=88102" />',
        body_attrs="",
    )
    return make(
        "eu-sv-hassjo-vindkraft",
        "discussion",
        "sv",
        html,
        ps,
        path="/forum/showthread.php-t=88102.html",
        container="vBulletin 4.1: ol#posts > li.postbitlegacy.postcontainer#post_N (div.posthead: date, time, a.postcounter '#N'; div.postdetails > div.userinfo: a.username NAME, span.usertitle, avatar, dl.userinfo_extra Reg.datum/Ort/Inlägg; div.postbody: h2.title 'Re: …', div#post_message_N > blockquote.postcontent with div.bbcode_container 'Ursprungligen postat av NAME', div.after_content: blockquote.lastedited 'Senast redigerat av', blockquote.signature; div.postfoot Citera/Tack/Rapportera; a thanks box); the newsroom's #1 first",
        heading="Tolv vindkraftverk planeras på Hässjeberget",
        description="A Swedish local paper's vBulletin 4.1.7 forum of November 2011, board 'Kommentera artiklar': 'ÖP Webbredaktionen' opens with the article's summary and a link (#1); 9 readers' posts #2 to #10 on page 1 of 2 ('Visar resultat 1 till 10 av 13', 'Sida 1 av 2'), with user titles, avatars, join dates, towns, post counts, 'Ursprungligen postat av' quotes, signatures, a 'Senast redigerat av' line and a thanks box.",
    )


def threads2_eu() -> list[Case]:
    return [pl_stadion(), it_ciclabile(), es_puerto(), sv_vindkraft()]
