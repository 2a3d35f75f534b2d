/* exported PAGE_URL, PAGE_SUFFIX, COMMENTS_SLUG, PATH_EXTENSION, PAGE_LABEL, CONTINUE_LABEL, ALL_COMMENTS_LABEL, PAGER_NAMES, nodeNames, inCommentPager */
// The URL of a comment page, matched on path + query: a path ending in /comment-page-N/
// (or -comment-page-N beside the post's slug)
// without a query, or a cpage=N-like query parameter.
const PAGE_URL = /[/_-]comment-page-\d+\/?$|[?&](?:cpage|comment[-_]?page|comments[-_]?page)=\d+/i;
// A numbered page of a post written beside it rather than under it (story-45871.html ->
// story-45871-seite-2.html, story_p2.html): the end of the path without its extension, a
// separator, a page word or none, the page's number (comment_pages.same_discussion reads it).
// A path's file extension (".html", ".php"): the page suffix comes before it.
const PATH_EXTENSION = /\.[a-z]{2,5}$/i;
const PAGE_SUFFIX = /[-_](?:(?:page|pagina|pag|seite|strona|sivu|side|sida|stranica|strana|oldal|sayfa|trang|p|s)[-_]?)?\d{1,3}$/i;
// A page of the post's discussion of its own, beside it (story-comments of story), and the
// word for comments before a page suffix (story-kommentare-seite-2, story-comment-page-2,
// story-comments-2: the numbered pages of the post's discussion).
const COMMENTS_SLUG = /[-_](?:comments?|kommentare?|commentaires?|comentarios?|comentarii|commenti|komentarze|komentari|kommentit|kommentarer|reacties|reactions|yorumlar|diskussion|discussion|cmts?)$/i;
// Labels of links between comment pages (whitespace-collapsed).
const PAGE_LABEL = /^\s*(?:[«‹←<]+\s*)?(?:older|newer|earlier|later|previous|prev|next|more)\b.{0,30}$|^\s*[«‹←→›»<>]{1,2}\s*$|^\s*\d{1,4}\s*$|ältere|neuere|vorherige|nächste|weitere\s+kommentare|anciens|récents|précédent|suivant|anteriores|recientes|siguientes?|anterior|precedenti|successiv|più\s+vecchi|mais\s+antigos|próxim|oudere|nieuwere|volgende|vorige|старые|новые|следующ|предыдущ|前へ|次へ|古いコメント|新しいコメント|上一页|下一页|上一頁|下一頁|较早|較早|较新|較新|更早|以前の|이전|다음|السابق|التالي|önceki|sonraki|starsze|nowsze|następn|poprzedni|starší|novější|další|předchozí/i;
// Labels of a link that continues a deep branch of the thread on a page of its own
// ("Continue this thread →", "Continuer ce fil →", "Diskussion fortsetzen"): a "continue"
// word with a word for a thread, or a few words ending in an arrow.
const CONTINUE_LABEL = /continue\s+(?:this\s+|the\s+)?(?:thread|discussion|conversation)|continuer\s+(?:ce|le|la|cette)\s+(?:fil|discussion|conversation)|(?:thread|diskussion|strang|unterhaltung)\s+fortsetzen|weiter\s+im\s+(?:thread|strang)|continua(?:r|re)?\s+(?:este|esta|questo|questa|il|la|el|o|a)\s+(?:hilo|fio|filo|discusi[oó]n|discuss[aã]o|discussione|conversa(?:ci[oó]n|zione|ção)?)|продолжить\s+(?:ветку|обсуждение|тред)|^[^\d]{1,40}\s[→›»]$/i;
// Labels of a link to the whole thread on a page of its own ("Show all 48 comments",
// "Alle 48 Kommentare anzeigen", "Voir les 48 commentaires"): an "all" word or a count
// just before a word for comments.
const ALL_COMMENTS_LABEL = /(?:\ball\b|\balle\b|\btous\b|\btoutes\b|\btodos\b|\btodas\b|\btutti\b|\bles\b|\blos\b|\bwszystkie\b|všechny|všetky|\balla\b|\bkaikki\b|\btüm\b|все|всі|جميع|כל|全部|すべて|모든|\d+)\s*(?:[^\s\d]+\s+|\d+\s+){0,2}?(?:comment|koment|coment|kommentar|reacties|reactie|diskus|discussion|коммент|комент|コメント|评论|評論|댓글|تعليق|תגובות|yorum)/i;

// Comment pagers: an element, or one of its ancestors, named after comments and after
// navigation or pagination (comment-navigation, comments-pagination, <nav> in #comments).
const COMMENT_NAMES = /comment|(?:^|[\s_-])cmts?(?:[\s_-]|$)|koment|kommentar|coment|discuss|reacti|respons|repl|antwort|thread|posting|диску|коммент|コメント|评论|댓글|تعليق|yorum/i;
const PAGER_NAMES = /(^|[\s_-])(nav|navigation|pag|pager|pagination|pages|paging|page-numbers|seiten|pagina)/i;

// What names an element: its id, classes, aria-label and role.
function nodeNames(n) {
  return (n.id || '') + ' ' + (typeof n.className === 'string' ? n.className : '') + ' ' +
    (n.getAttribute('aria-label') || '') + ' ' + (n.getAttribute('role') || '');
}

function inCommentPager(a) {
  let named = false, pager = false;
  for (let n = a.parentElement, d = 0; n && d < 8 && n !== document.body; n = n.parentElement, d++) {
    const s = nodeNames(n);
    if (COMMENT_NAMES.test(s)) named = true;
    if (PAGER_NAMES.test(s) || n.localName === 'nav') pager = true;
    if (named && pager) return true;
  }
  return false;
}
