"""Blind set BW: the long discussion of the set, 32 comments under a Chinese city portal's story of 2014 in the
portal's own "跟帖" template: every answer repeats the whole chain of comments it answers as nested quoted "floors"
(numbered 1, 2 …) before its own text; the three most voted comments are shown again above the list as "热门跟帖"
(zh). Every class name, name, place and text invented for this set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bw_common import (
    Bits,
    Case,
    Note,
    Piece,
    box,
    case,
    esc,
    links,
    num,
    seeds,
    talk,
)

_A = "汉江晨网湖北省汉江市网友"


def zh_hanjiang() -> Case:
    ns = talk(f"""
风吹麦浪 @ 2014-12-28 09:14:22 [loc=湖北省汉江市,v=35] :: 终于等到这一天了！从光谷到火车站原来坐公交要一个半小时，今天坐地铁只用了二十八分钟。
  {_A} @ 2014-12-28 09:31:05 [anon,v=12] :: 二十八分钟？你坐的是早班车吧，下午在换乘站光排队就排了二十分钟。
    风吹麦浪 @ 2014-12-28 09:40:47 [loc=湖北省汉江市,v=4] :: 早上七点坐的，人确实不多。晚高峰就不知道了。
老汉江 @ 2014-12-28 09:52:10 [loc=湖北省汉江市,v=88] :: 修了五年，解放大道堵了五年，总算没白堵。
  江边的鱼 @ 2014-12-28 10:03:33 [loc=湖北省汉江市,v=41] :: 解放大道的围挡什么时候拆？说好的年底恢复六车道呢？
    老汉江 @ 2014-12-28 10:11:02 [loc=湖北省汉江市,v=17] :: 新闻里说春节前拆完，信不信由你。
小米粥 @ 2014-12-28 10:20:45 [loc=湖北省汉江市,v=156] :: 票价起步2元，最高5元，比公交贵，但是省时间，值。
汉江晨网湖北省孝感市网友 @ 2014-12-28 10:34:18 [anon,v=23] :: 什么时候修到孝感？每天往返汉江上班的人太多了，一天四个小时耗在路上。
  地铁迷阿杰 @ 2014-12-28 10:45:59 [loc=湖北省汉江市,v=19] :: 规划里有城际线，2018年以后的事了，别急。
晴天娃娃 @ 2014-12-28 11:02:14 [loc=湖北省汉江市,v=64] :: 站里的厕所只有两个站有，其他站都没有，老人小孩怎么办？
  {_A} @ 2014-12-28 11:15:40 [anon,v=22] :: 同问。今天在中山公园站问工作人员，说要出站去旁边商场。
    晴天娃娃 @ 2014-12-28 11:21:08 [loc=湖北省汉江市,v=30] :: 出站再进站还要重新买票，这个设计太不人性化了。
上班族小王 @ 2014-12-28 11:40:26 [loc=湖北省汉江市,v=97] :: 早上八点那班车，车厢挤得手机都掏不出来。首日就这样，以后怎么办。
江城过客 @ 2014-12-28 12:05:51 [loc=广东省深圳市,v=15] :: 比深圳地铁刚开通那年好多了，慢慢就习惯了。
  上班族小王 @ 2014-12-28 12:18:09 [loc=湖北省汉江市,v=26] :: 深圳几分钟一班，我们这里十二分钟一班，能一样吗？
    江城过客 @ 2014-12-28 12:30:44 [loc=广东省深圳市,v=11] :: 试运营期间间隔长是正常的，正式运营以后会加车。
陈老师 @ 2014-12-28 13:02:37 [loc=湖北省汉江市,v=52] :: 带学生去坐了一趟，孩子们特别兴奋。车站墙上的壁画画的是汉江老码头，很有意义。
汉江晨网湖北省汉江市手机网友 @ 2014-12-28 13:26:15 [anon,v=8] :: 手机信号在隧道里时有时无，希望尽快解决。
雨后彩虹 @ 2014-12-28 13:48:02 [loc=湖北省汉江市,v=73] :: 安检太慢了，一个包要过两次机器，早高峰肯定要排长队。
  安检员的家属 @ 2014-12-28 14:05:29 [loc=湖北省汉江市,v=45] :: 安检也是为了大家的安全，请多理解，他们今天从早上五点一直站到现在。
    雨后彩虹 @ 2014-12-28 14:12:50 [loc=湖北省汉江市,v=20] :: 理解，不过可以多开几个通道嘛。
  汉江晨网 @ 2014-12-28 14:31:00 [staff,v=131] :: 【小编】据市轨道交通集团消息，明天起早高峰在火车站、中山公园等五个站增开安检通道，感谢各位网友的反馈。
单车骑士 @ 2014-12-28 14:40:11 [loc=湖北省汉江市,v=18] :: 希望地铁站口多设一些自行车停放点，现在车子都乱停在人行道上。
{_A} @ 2014-12-28 15:02:36 [anon,v=33] :: 沿线房价又要涨了……
  房奴一号 @ 2014-12-28 15:10:03 [loc=湖北省汉江市,v=39] :: 早就涨过了，开通只是兑现。
    小米粥 @ 2014-12-28 15:22:47 [loc=湖北省汉江市,v=27] :: 楼上两位别提房价了，伤心。
夜猫子 @ 2014-12-28 16:05:19 [loc=湖北省汉江市,v=61] :: 末班车晚上十点半太早了，加班的根本赶不上。
  地铁迷阿杰 @ 2014-12-28 16:14:55 [loc=湖北省汉江市,v=24] :: 试运营三个月后会延长到十一点，公告上写了。
退休职工老刘 @ 2014-12-28 16:40:30 [loc=湖北省汉江市,v=14] :: 六十五岁以上的老人坐地铁免费吗？新闻里没说。
  汉江晨网 @ 2014-12-28 17:05:00 [staff,v=28] :: 【小编】老人持敬老卡可以免费乘坐，早晚高峰时段除外（7:00-9:00，17:00-19:00）。
{_A} @ 2014-12-28 17:30:12 [anon,v=10] :: 支持！汉江终于有地铁了，家乡越来越好。
风吹麦浪 @ 2014-12-28 18:02:41 [loc=湖北省汉江市,v=9] :: 再补一句：站内的指示牌做得很清楚，还有英文，给个赞。
""")

    def head(n: Note) -> str:
        if n.tag("anon"):
            return f'<span class="gt-loc">{esc(n.who)}</span>'
        if n.tag("staff"):
            return f'<span class="gt-loc gt-guan">汉江晨网官方账号</span> <a class="gt-nick" href="/u/official">[{esc(n.who)}]</a>'
        return f'<span class="gt-loc">汉江晨网{esc(n.tag("loc"))}网友</span> <a class="gt-nick" href="/u/{num(n.who, 1000, 99999)}">[{esc(n.who)}]</a>'

    def chain(i: int) -> str:
        anc: list[int] = []
        p = ns[i].parent
        while p is not None:
            anc.insert(0, p)
            p = ns[p].parent
        q = ""
        for floor, a in enumerate(anc, 1):
            q = (
                f'<div class="gt-q">{q}<div class="gt-qh">{head(ns[a])} 的原贴：</div>'
                f'<p class="gt-qt">{esc(ns[a].body)}</p><span class="gt-fl">{floor}</span></div>'
            )
        return q

    def item(i: int, n: Note, cls: str = "gt-item", vote_bonus: int = 0) -> str:
        return (
            f'<div class="{cls}"><div class="gt-hd">{head(n)}：<span class="gt-t">{esc(n.at)}</span></div>'
            f'{chain(i)}<p class="gt-txt">{esc(n.body)}</p>'
            f'<div class="gt-op"><a href="#" class="gt-up">顶[{int(n.tag("v")) + vote_bonus}]</a> <a href="#reply" class="gt-re">回复</a> '
            '<a href="#" class="gt-sh">分享</a> <a href="/jubao" class="gt-jb">举报</a></div></div>'
        )

    hot = sorted(range(len(ns)), key=lambda k: -int(ns[k].tag("v")))[:3]
    total = len(ns)
    block = (
        '<div class="gentie" id="gentie"><div class="gt-top"><h2>网友跟帖</h2><span>已有<em>2371</em>人参与，<a href="#all">'
        f"{total}条跟帖</a></span></div>"
        '<div class="gt-post"><textarea rows="3" cols="70">文明上网，登录发贴</textarea><br /><input type="submit" value="马上发表" /> <a href="/login">登录</a> | <a href="/reg">注册</a> <label><input type="checkbox" /> 匿名发表</label></div>'
        '<div class="gt-sec"><h3>热门跟帖</h3>'
        + "".join(item(k, ns[k], "gt-item gt-hot", 40) for k in hot)
        + '</div><div class="gt-sec" id="all"><h3>最新跟帖 <small>（按时间顺序）</small></h3>'
        + "".join(item(k, n) for k, n in enumerate(ns))
        + '</div><div class="gt-more"><a href="/gentie/hj_8512340">查看全部跟帖 »</a></div>'
        '<p class="gt-sm">跟帖仅代表网友个人观点，不代表本站立场。</p></div>'
    )
    side = (
        box(
            "zh-hanjiang",
            "24小时新闻排行",
            links(
                (
                    "汉江市今冬首场雪或于元旦前后到来",
                    "市民之家新增社保自助办理机",
                    "汉江二桥夜间限行至1月15日",
                    "老字号热干面馆搬迁 排队到深夜",
                    "春运火车票明日开抢 攻略在此",
                ),
                "/news/",
                "ol",
                ("87203", "51990", "44012", "39874", "31206"),
            ),
        )
        + box(
            "zh-hanjiang",
            "跟帖排行",
            links(
                (
                    "地铁1号线今日开通试运营",
                    "老字号热干面馆搬迁 排队到深夜",
                    "汉江二桥夜间限行至1月15日",
                ),
                "/news/",
                "ol",
                ("32条", "1,208条", "874条"),
            ),
        )
        + box(
            "zh-hanjiang",
            "今日天气",
            "<p>汉江 阴转小雨 2℃~7℃ 东北风3级 空气质量：良（AQI 86）</p>",
        )
        + box(
            "zh-hanjiang",
            "视频",
            links(("航拍地铁1号线全线", "首班车上的第一批乘客", "记者实测：换乘要走多久"), "/video/"),
        )
        + box(
            "zh-hanjiang",
            "热门标签",
            '<p><a href="/tag/ditie">地铁</a> <a href="/tag/fangjia">房价</a> <a href="/tag/chunyun">春运</a> <a href="/tag/tianqi">天气</a> <a href="/tag/jiaotong">交通管制</a></p>',
        )
    )
    style = (
        ".gentie{margin-top:20px;border-top:2px solid #0d5fa8}.gt-top{overflow:hidden;padding:6px 0}.gt-top h2{float:left;margin:0;font-size:18px}.gt-top span{float:right;font-size:12px;color:#888}.gt-top em{color:#c00;font-style:normal}"
        ".gt-post{background:#f6f6f6;padding:8px;font-size:12px}.gt-sec h3{font-size:14px;border-bottom:1px solid #ddd;padding-bottom:3px;margin:12px 0 4px}"
        ".gt-item{border-bottom:1px dotted #ccc;padding:8px 0}.gt-hot{background:#fffaf0}.gt-hd{font-size:12px;color:#888}.gt-loc{color:#888}.gt-guan{color:#c00}.gt-nick{color:#12407a}"
        ".gt-q{border:1px solid #e5dfc8;background:#fffef5;padding:4px 6px;margin:4px 0;position:relative}.gt-qh{font-size:12px;color:#999}.gt-qt{margin:2px 0;font-size:13px}"
        ".gt-fl{position:absolute;right:4px;top:2px;color:#bbb;font-size:11px}.gt-txt{margin:4px 0;font-size:14px}.gt-op{text-align:right;font-size:12px}.gt-op a{margin-left:8px}"
        ".gt-more{text-align:center;margin:8px 0}.gt-sm{font-size:11px;color:#aaa}"
    )
    piece = Piece(
        "汉江市地铁1号线今日开通试运营 首日客流超16万人次",
        "来源：汉江晨网　作者：记者 刘晓峰",
        "2014-12-28T08:00:00+08:00",
        "2014-12-28 08:00:00",
        """
经过五年建设，汉江市第一条地铁线路——地铁1号线今天上午6时30分开通试运营。线路全长28.6公里，共设车站24座，从光谷广场站至汉江火车站全程约需50分钟。

据市轨道交通集团统计，截至今天18时，1号线当日客运量已超过16万人次，大大超出预期。火车站、中山公园等换乘站在下午出现排队现象，工作人员现场疏导。

试运营期间，列车行车间隔为12分钟，运营时间为6:30至22:30。票价实行按里程计价，起步价2元，最高5元。
""",
        dek="全长28.6公里，设站24座，起步价2元",
        section="本地",
        tags=("地铁", "1号线", "试运营"),
        caption="市民在光谷广场站等候首班列车",
    )
    return case(
        "bw-zh-ditie-gentie",
        "discussion",
        "zh-hanjiang",
        piece,
        Bits(after=block, side=side, style=style, strip="2014年12月28日 星期日 农历十一月初七"),
        seeds(ns, keep_when=False),
        path="/news/2014/1228/hj_8512340.shtml",
        reveal="on_load",
        container="div.gentie#gentie: div.gt-sec 热门跟帖 (3 copies), then div.gt-sec#all with one flat div.gt-item per comment; answers open with nested div.gt-q blocks repeating every ancestor",
        heading="网友跟帖",
        description="A Chinese city portal of 2014: a story on a metro line's first day with 32 comments in a flat list in time order; 16 of them answer, each repeating the whole chain of comments it answers as nested quoted 'floors' (up to 2) before its own text, with '… 的原贴：' heads; readers shown as 'portal + province + city 网友 [nickname]' or, anonymous, by the place label only (four different comments); the portal's own answers marked '官方账号'. The three most voted comments are shown again above the list under '热门跟帖' with higher counts. The right column's 24-hour ranking with view counts, most commented with counts, weather, videos and hot tags.",
        static=True,
        lookalikes=("the three hot comments shown twice", "most commented with counts"),
    )


def long_bw() -> list[Case]:
    return [zh_hanjiang()]
