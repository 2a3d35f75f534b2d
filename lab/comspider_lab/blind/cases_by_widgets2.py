"""Blind set BY: two more discussions of 2010-2012 as the page held them once the comment scripts had run: a British
weekly's community platform of the newspapers of that time, flat, each answer quoting the comment it answers, a
"Recommend (n)" line, a reporter's answer and a comment removed by a moderator (en); a hosted journal's comment tree,
each level indented by a margin, user names with the journal site's user icon, UTC times, the journal keeper's
answers, an anonymous guest and a deleted comment's placeholder (ru). Every class name, name, place and text invented
for this set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_by_common import (
    Bits,
    Case,
    Piece,
    Seed,
    box,
    case,
    esc,
    links,
    num,
    paras,
    seeds,
    talk,
    walk,
)


def en_pluck_quotes() -> Case:
    ns = talk("""
GrandadFenny @ 14/07/2010 08:51 [rec=23] :: That rec ground is the only flat green space left this side of town. My grandchildren learned to ride their bikes on it. Once it's built on it's gone for ever.
Brackley Builder @ 14/07/2010 09:20 [rec=4] :: Where are young people supposed to live? My son is 29 and still at home because there's nothing under £180,000 in Brackley.
SarahJW @ 14/07/2010 09:47 [rec=15,q=0] :: Couldn't agree more. The developer's "new pocket park" is the size of a tennis court.
Fenny Lane Resident @ 14/07/2010 10:12 [rec=9,q=1] :: Nobody is against houses. 120 of them on a field that floods every February is another matter. Ask the people at the bottom of Mill Close what happened in 2007.
Cllr Pete Harmon @ 14/07/2010 11:03 [rec=6] :: For information: the outline application will be discussed at the planning committee on 5 August, 7pm at the council offices. Residents can register to speak until 29 July.
Gazette reporter @ 14/07/2010 12:30 [staff,rec=7,q=3] :: Thanks for raising this. The flood risk assessment submitted with the application says a new attenuation pond would hold back run-off from the site. We have asked the Environment Agency whether it has objected and will report its reply.
Martin Copley @ 14/07/2010 13:15 [rec=2,q=1] :: Affordable housing? The plan says 30% "affordable", which means 80% of market rent. Still not affordable on Brackley wages.
dogwalker_mo @ 14/07/2010 14:40 [rec=11] :: Where will the football club train? Forty kids use that pitch on Saturday mornings.
Jenny T @ 14/07/2010 16:02 [rec=3,q=7] :: The article says the developer has offered to pay for a new pitch at Wykeham Road. It's two miles away and there's no bus.
Cllr Pete Harmon @ 14/07/2010 17:25 [rec=5,q=8] :: Jenny, the Wykeham Road pitch would only be built if permission is given, and the council would have to agree a transport plan for it first.
Old Brackleian @ 14/07/2010 19:48 [rec=1] :: Same story every time. A consultation, a petition, and then they build it anyway.
""")
    removed_after = 5

    def item(i: int) -> str:
        n = ns[i]
        rec = n.tag("rec", "0")
        q = n.tag("q")
        quote = ""
        if q:
            p = ns[int(q)]
            quote = (
                f'<blockquote class="pluck-comm-quote"><span class="pluck-comm-quote-head">Quote: {esc(p.who)} wrote:</span>'
                f"<p>{esc(p.body)}</p></blockquote>"
            )
        staff = bool(n.tag("staff"))
        key = 7000 + 13 * i
        html = (
            f'<div class="pluck-comm-single-comment-main{" pluck-comm-staff" if staff else ""}" id="pluck_comment_CommentKey_{key}">'
            f'<div class="pluck-comm-single-comment-top"><a class="pluck-comm-avatar" href="/persona/{num(n.who, 100, 999)}"><img src="/_avatar/pl-{i}.svg" width="40" height="40" alt="" /></a>'
            f'<a class="pluck-comm-username-url" href="/persona/{num(n.who, 100, 999)}">{esc(n.who)}</a>'
            + (' <span class="pluck-comm-staff-badge">Staff</span>' if staff else "")
            + f' <span class="pluck-comm-timestamp">wrote: {esc(n.at)}</span></div>'
            f'<div class="pluck-comm-body">{quote}{paras(n.body)}</div>'
            f'<div class="pluck-comm-comment-actions"><a class="pluck-comm-recommend" href="#">Recommend</a> <span class="pluck-comm-rec-count">({rec})</span>'
            ' | <a class="pluck-comm-report-abuse" href="#">Report abuse</a> | <a class="pluck-comm-reply-link" href="#">Reply</a></div></div>'
        )
        if i == removed_after:
            html += (
                '<div class="pluck-comm-single-comment-main pluck-comm-removed"><div class="pluck-comm-single-comment-top">'
                '<span class="pluck-comm-timestamp">14/07/2010 12:58</span></div><div class="pluck-comm-body">'
                '<p><i>This comment has been removed by a moderator.</i> <a href="/help/house-rules">Why?</a></p></div></div>'
            )
        return html

    thread = "".join(item(i) for i in range(len(ns)))
    widget = (
        '<div id="pluck_comments" class="Comments_Container"><div class="pluck-comm-header"><h2>Have your say</h2>'
        '<p class="pluck-comm-count">12 comments</p><p class="pluck-comm-rules">Comments are checked after they are published. '
        '<a href="/help/house-rules">House rules</a> · <a href="/help/report">Report a comment</a></p></div>'
        '<div class="pluck-comm-sort">Sort: <b>Oldest first</b> | <a href="#">Newest first</a> | <a href="#">Most recommended</a></div>'
        '<div class="pluck-comm-paging">Showing comments 1-12 of 12</div>'
        f'<div class="pluck-comm-comments-list">{thread}</div>'
        '<div class="pluck-comm-paging">Showing comments 1-12 of 12</div>'
        '<div class="pluck-comm-login"><p>You must be <a href="/user/login">signed in</a> to comment. Not a member? <a href="/user/register">Register now</a>.</p></div>'
        '</div><script type="text/javascript" src="http://sitelife.brackleygazette.invalid/ver1.0/Direct/Process.js"></script>'
    )
    side = (
        box(
            "en-brackley",
            "Most read",
            links(
                (
                    "120 homes planned for Fenny Lane rec",
                    "Burglars target sheds in Kingsbridge Road",
                    "Town's oldest pub to reopen after refit",
                    "Brackley Town sign striker from Banbury",
                ),
                "/news/",
                "ol",
            ),
        )
        + box(
            "en-brackley",
            "Most commented",
            links(
                (
                    "Parking charges to rise at Market Square",
                    "120 homes planned for Fenny Lane rec",
                    "Letters: Cyclists on the pavement",
                ),
                "/news/",
                "ol",
                ("(64)", "(12)", "(38)"),
            ),
        )
        + box(
            "en-brackley",
            "Property of the week",
            "<p><b>3 bed semi, Hillside Road, £214,950</b><br />Extended kitchen, south-facing garden. Marlow & Pryce estate agents.</p>",
        )
        + box(
            "en-brackley",
            "Sign in",
            '<p>E-mail <input type="text" size="18" /><br />Password <input type="password" size="15" /><br /><input type="button" value="Sign in" /> <a href="/user/register">Register</a></p>',
        )
    )
    style = (
        ".Comments_Container{margin-top:16px;border-top:3px solid #7a1420}.pluck-comm-header h2{margin:6px 0;font:bold 20px Georgia,serif}.pluck-comm-rules{font-size:11px;color:#777}"
        ".pluck-comm-sort,.pluck-comm-paging{font-size:11px;background:#f4f0f0;padding:3px 6px}.pluck-comm-single-comment-main{border-bottom:1px dotted #ccc;padding:8px 0;overflow:hidden}"
        ".pluck-comm-avatar{float:left;margin-right:8px}.pluck-comm-username-url{font-weight:bold}.pluck-comm-timestamp{color:#888;font-size:11px}.pluck-comm-body{margin-left:48px}"
        ".pluck-comm-quote{background:#f6f6f6;border-left:3px solid #ccc;margin:4px 0;padding:4px 8px;font-size:12px;color:#555}.pluck-comm-quote-head{font-weight:bold;display:block}"
        ".pluck-comm-comment-actions{margin-left:48px;font-size:11px}.pluck-comm-staff-badge{background:#7a1420;color:#fff;font-size:10px;padding:0 3px}.pluck-comm-removed{color:#999}"
    )
    piece = Piece(
        "120 homes planned for Fenny Lane rec",
        "By Rachel Dunmore",
        "2010-07-14T07:00:00+01:00",
        "Wednesday, July 14, 2010",
        """
A developer wants to build 120 homes on the Fenny Lane recreation ground, the last large open space on the east side of Brackley.

Hartwell Homes has submitted an outline planning application that includes 36 affordable homes, a small park and a new access road from the A422. The company says it would pay for a replacement football pitch at Wykeham Road.

Residents have already started a petition, which had more than 600 signatures by Tuesday evening. The Fenny Lane Residents' Association says the field floods most winters and that traffic on Fenny Lane is already too heavy at school times.

The application will be considered by South Cherwell District Council's planning committee on August 5.
""",
        dek="Residents start petition against plan for last green space on east side of town",
        section="News",
        tags=("planning", "Fenny Lane", "housing"),
        caption="The Fenny Lane recreation ground, where 120 homes are planned. Picture: Tom Evett",
    )
    return case(
        "by-en-platform-quotes",
        "discussion",
        "en-brackley",
        piece,
        Bits(after=widget, side=side, style=style),
        [Seed(n.who, n.body, int(n.tag("q")) if n.tag("q") else None, n.at) for n in ns],
        path="/news/120-homes-planned-for-fenny-lane-rec-1-2283140",
        reveal="on_load (the platform's rendered DOM saved in the page)",
        container="div#pluck_comments.Comments_Container > div.pluck-comm-comments-list: flat div.pluck-comm-single-comment-main, answers open with a blockquote 'Quote: NAME wrote:' holding the whole answered comment",
        heading="Have your say",
        description="A British weekly's story of July 2010 on a housing plan with the community platform newspapers used then, saved into the page: 'Have your say', '12 comments', house rules, sort and 'Showing comments 1-12 of 12' lines, 11 comments in a flat list in time order, six answers opening with a blockquote 'Quote: NAME wrote:' that repeats the whole answered comment, 'Recommend (23) | Report abuse | Reply' under each, a reporter's answer with a 'Staff' badge, a councillor answering twice, and one entry 'This comment has been removed by a moderator.' (not a comment; the count includes it). Right column: most read, most commented with counts, a property of the week, a sign-in box. Most awkward: the parents are given only by whole-comment quotes, which repeat their texts.",
        static=True,
        lookalikes=("most commented with counts",),
    )


def ru_journal_tree() -> Case:
    ns = talk("""
marina_kostyreva @ 2012-05-14 06:12 am (UTC) :: Владимир Петрович, это же наш двор на Заводской! Справа за тополем был мой подъезд. Спасибо, до слёз.
  dedushka_volodya @ 2012-05-14 07:40 am (UTC) [owner] :: Марина, тополь спилили в восемьдесят шестом, когда меняли трубы. А подъезд стоит, я мимо хожу.
    marina_kostyreva @ 2012-05-14 08:02 am (UTC) :: Жалко тополь. Мы под ним в классики играли.
old_zaporozhets @ 2012-05-14 07:05 am (UTC) :: Какой аппарат? Судя по резкости, не «Смена».
  dedushka_volodya @ 2012-05-14 07:52 am (UTC) [owner] :: «Зенит-Е» и «Гелиос-44», плёнка «Свема-64», проявлял сам в ванной. Снято в мае семьдесят третьего.
    old_zaporozhets @ 2012-05-14 09:30 am (UTC) :: Так и думал. У меня такой же до сих пор живой.
      fotolyubitel_nsk @ 2012-05-14 11:14 am (UTC) :: И у меня «Гелиос» лежит, только на цифру через переходник ставлю. Рисунок ни с чем не спутаешь.
Анонимно @ 2012-05-14 09:48 am (UTC) :: А на второй фотографии у гастронома — это не Зинаида Фёдоровна из 14-й школы?
  dedushka_volodya @ 2012-05-14 10:20 am (UTC) [owner] :: Она самая! Вела у меня литературу. Надо же, узнали через сорок лет.
gorodskoy_arhiv @ 2012-05-14 12:31 pm (UTC) :: Владимир Петрович, можно мы возьмём эти снимки для выставки к дню города? С подписью автора, конечно.
  dedushka_volodya @ 2012-05-14 01:05 pm (UTC) [owner] :: Берите, я не против. Напишите в личку, пришлю сканы побольше.
lena_vesna @ 2012-05-14 03:47 pm (UTC) :: Красота какая. Пишите ещё, очень жду продолжения про Нижний рынок.
""")
    deleted_after = 10

    def item(i: int, d: int) -> str:
        n = ns[i]
        anon = n.who == "Анонимно"
        owner = bool(n.tag("owner"))
        tid = 3120000 + 211 * i
        who = (
            '<span class="b-leaf-username-anon">(Анонимно)</span>'
            if anon
            else f'<span class="ljuser ljuser-name_{esc(n.who)}" lj:user="{esc(n.who)}"><a href="/users/{esc(n.who)}/profile">'
            f'<img src="/_avatar/userinfo.svg" alt="[info]" width="17" height="17" /></a><a href="/users/{esc(n.who)}/"><b>{esc(n.who)}</b></a></span>'
        )
        html = (
            f'<div class="b-tree-twig b-tree-twig-{d + 1}" style="margin-left:{30 * d}px" data-tid="t{tid}">'
            f'<div id="t{tid}" class="b-leaf{" b-leaf-poster" if owner else ""}{" b-leaf-anonymous" if anon else ""}">'
            f'<div class="b-leaf-inner"><div class="b-leaf-header"><div class="b-leaf-userpic"><img src="/_avatar/lj-up-{i}.svg" width="50" height="50" alt="" /></div>'
            f'<div class="b-leaf-details"><p class="b-leaf-username">{who}</p>'
            f'<p class="b-leaf-meta"><a class="b-leaf-permalink" href="/1287.html?thread={tid}#t{tid}"><span class="b-leaf-createdtime">{esc(n.at)}</span></a></p></div></div>'
            f'<div class="b-leaf-article">{"<br /><br />".join(esc(p) for p in n.body.split(chr(10) + chr(10)))}</div>'
            '<div class="b-leaf-footer"><ul class="b-leaf-actions"><li class="b-leaf-actions-item b-leaf-actions-reply"><a href="#">Ответить</a></li>'
            f'<li class="b-leaf-actions-item"><a href="/1287.html?thread={tid}#t{tid}">Ветвь дискуссии</a></li>'
            + (
                f'<li class="b-leaf-actions-item"><a href="/1287.html?thread={3120000 + 211 * n.parent}#t{3120000 + 211 * n.parent}">Выше</a></li>'
                if n.parent is not None
                else ""
            )
            + "</ul></div></div></div></div>"
        )
        if i == deleted_after:
            html += (
                '<div class="b-tree-twig b-tree-twig-1" style="margin-left:0px"><div class="b-leaf b-leaf-deleted"><div class="b-leaf-inner">'
                '<p class="b-leaf-status">(Удалённый комментарий)</p></div></div></div>'
            )
        return html

    tree = "".join(item(i, d) for i, d in walk(ns))
    comments = (
        '<div class="lj-links"><a href="/1287.html?mode=reply">Оставить комментарий</a> · <b>13 комментариев</b> · '
        '<a href="/1287.html?view=flat">Плоский вид</a> · <a href="/1287.html?view=tree">Дерево</a></div>'
        '<div id="comments" class="b-grove"><div class="b-tree b-tree-root">' + tree + "</div></div>"
        '<div class="lj-links"><a href="/1287.html?mode=reply">Оставить комментарий</a></div>'
        '<script type="text/javascript" src="http://l-stat.livejournal.invalid/js/??comments.js,thread_expander.js"></script>'
    )
    side = (
        box(
            "ru-zhurnal",
            "Последние записи",
            links(
                (
                    "Май 1973. Заводская улица",
                    "Нижний рынок, 1969 год",
                    "Как я проявлял плёнку в ванной",
                    "Первомай на площади",
                ),
                "/",
            ),
        )
        + box(
            "ru-zhurnal",
            "Популярные метки",
            links(
                ("старые фото", "наш город", "Зенит", "семидесятые", "люди"),
                "/tag/",
                counts=("(84)", "(61)", "(17)", "(40)", "(22)"),
            ),
        )
        + box(
            "ru-zhurnal",
            "Май 2012",
            '<table class="lj-cal"><tr><td>Пн</td><td>Вт</td><td>Ср</td><td>Чт</td><td>Пт</td><td>Сб</td><td>Вс</td></tr>'
            "<tr><td></td><td>1</td><td>2</td><td>3</td><td>4</td><td>5</td><td>6</td></tr>"
            '<tr><td>7</td><td>8</td><td>9</td><td>10</td><td>11</td><td>12</td><td>13</td></tr><tr><td><a href="#">14</a></td><td>15</td><td>16</td><td>17</td><td>18</td><td>19</td><td>20</td></tr></table>',
        )
        + box(
            "ru-zhurnal",
            "Друзья",
            links(("fotolyubitel_nsk", "marina_kostyreva", "gorodskoy_arhiv", "staryi_gorod"), "/users/"),
        )
    )
    style = (
        ".b-grove{margin-top:10px}.b-leaf{border:1px solid #dfe5ea;margin:6px 0;padding:6px 8px;background:#fafbfc}.b-leaf-poster{background:#eef4f9}.b-leaf-userpic{float:left;margin-right:8px}"
        ".b-leaf-header{overflow:hidden}.b-leaf-username,.b-leaf-meta{margin:0}.b-leaf-meta{font-size:10px;color:#888}.b-leaf-article{margin:6px 0 4px 58px}"
        ".b-leaf-actions{list-style:none;margin:0 0 0 58px;padding:0;font-size:11px}.b-leaf-actions li{display:inline;margin-right:8px}.b-leaf-deleted{color:#999;font-style:italic}"
    )
    piece = Piece(
        "Май 1973. Заводская улица",
        "Запись размещена dedushka_volodya · Настроение: ностальгическое",
        "2012-05-14T05:30:00Z",
        "14 мая 2012, 09:30",
        """
Разбирал на выходных коробку со старыми негативами и нашёл целую плёнку, снятую на Заводской улице в мае семьдесят третьего. Отсканировал, чуть поправил контраст, больше ничего не трогал.

На первом снимке — наш двор со стороны котельной, тогда там ещё стоял огромный тополь. На втором — очередь у гастронома за квасом, на третьем — трамвай «четвёрка» на кольце у завода.

Если кто-то узнает себя или знакомых — пишите, очень интересно. Продолжение будет про Нижний рынок.
""",
        tags=("старые фото", "наш город", "Зенит"),
    )
    return case(
        "by-ru-zhurnal-vetvi",
        "discussion",
        "ru-zhurnal",
        piece,
        Bits(inside=comments, side=side, style=style),
        seeds(ns),
        path="/1287.html",
        reveal="on_load (the journal page as served, its comment tree in the HTML)",
        container="div#comments.b-grove > div.b-tree: flat div.b-tree-twig siblings, the level only in a class (b-tree-twig-N) and an inline margin-left",
        heading=None,
        description="A Russian photographer's post on a hosted journal site, May 2012: old photographs of a street, then 'Оставить комментарий · 13 комментариев' and a comment tree of 12 comments as flat siblings indented by an inline margin and a level class (four levels), user names in the journal site's user-icon spans, times '2012-05-14 06:12 am (UTC)', the journal keeper answering four times, an anonymous guest '(Анонимно)', a deleted comment's placeholder '(Удалённый комментарий)' (not a comment; the count includes it), 'Ответить · Ветвь дискуссии · Выше' under each. Sidebar: latest entries, tags with counts, a calendar, friends. Most awkward: no heading, and the names are in a span that also holds an icon link.",
        static=True,
        lookalikes=("tags with counts", "a friends list of user names"),
    )


def widgets2_by() -> list[Case]:
    return [en_pluck_quotes(), ru_journal_tree()]
