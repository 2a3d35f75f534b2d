"""Blind set eg: two discussions whose replies are not nested in the markup: a Chinese city portal of 2016 whose
readers' posts are floors ("沙发", "板凳", "地板", "4楼" ...) in one flat list, a reply opening with "回复 N楼 NAME："
(never says "comment"), and a South Korean regional paper of 2019 whose replies follow their comment in the same flat
list, marked only by a "ㄴ" before the name. Every name, place and text invented for this set; each entry written by
hand."""

from __future__ import annotations

from comspider_lab.blind.cases_eg_common import Case, esc, head, make, ranked, talk

# --------------------------------------------------------------------------- zh: a city portal, 2016


def zh_floors() -> Case:
    cs = talk("""
f1 | 地铁迷阿杰 | 2016-05-23 09:32 | 2016-05-23T09:32:00+08:00 | “澜江大学城北门站”七个字，报站的时候广播员都得换口气。建议直接叫“大学城北”，简洁明了。
f2 | 老澜江 | 2016-05-23 09:35 | 2016-05-23T09:35:00+08:00 | “鼓楼东”改成“文昌阁”我第一个反对。几十年都叫鼓楼，问路的时候谁知道文昌阁在哪？
f3<f1 | 小鱼儿爱吃鱼 | 2016-05-23 09:41 | 2016-05-23T09:41:00+08:00 | 大学城本来就分南北两个站，叫“大学城北”最合适，外地人一看就懂。
f4 | 澜江市网友 | 2016-05-23 09:58 | 2016-05-23T09:58:00+08:00 | 站名长短不重要，关键是什么时候通车？去年说2018年，现在又说2019年底，到底哪个准？
f5<f2 | 晴天娃娃 | 2016-05-23 10:06 | 2016-05-23T10:06:00+08:00 | 文昌阁是明代的老建筑，就在出站口对面，用它命名也有道理。鼓楼其实离站点还有一公里呢。
f6<f5 | 老澜江 | 2016-05-23 10:20 | 2016-05-23T10:20:00+08:00 | 一公里也算鼓楼片区啊，老百姓的习惯最重要。你去问问出租车司机，有几个知道文昌阁的。
f7 | 江北打工人 | 2016-05-23 10:47 | 2016-05-23T10:47:00+08:00 | 只关心江北段能不能多设一个站，从钢厂宿舍走到新城站要二十多分钟，冬天根本受不了。
f8<f4 | 地铁迷阿杰 | 2016-05-23 11:03 | 2016-05-23T11:03:00+08:00 | 按规划局公布的工期，2号线计划2019年底开通初期运营，土建已经完成七成左右，应该不会再拖了。
f9 | 设计院小王 | 2016-05-23 11:30 | 2016-05-23T11:30:00+08:00 | 说一句，站名征集是面向全市的，有效投票两万多份。大家有意见可以在公示期内给规划局留言，电话和邮箱文章最后都有。
f10<f9 | 江北打工人 | 2016-05-23 11:52 | 2016-05-23T11:52:00+08:00 | 那加站的建议也可以提吗？还是只能对站名提意见？
f11<f10 | 设计院小王 | 2016-05-23 12:15 | 2016-05-23T12:15:00+08:00 | 这次公示只针对站名。线路和站位在2014年环评时已经批了，现在要改难度很大，不过公交接驳的需求可以反映。
f12 | 澜江市网友 | 2016-05-23 12:40 | 2016-05-23T12:40:00+08:00 | “科技园”、“软件园”、“创业园”三个站挨在一起，以后坐过站的人肯定不少。
f13<f3 | 晴天娃娃 | 2016-05-23 13:08 | 2016-05-23T13:08:00+08:00 | 大学城北门站确实太长了，不过投票第一的就是这个名字，看来学生们投了不少票哈哈。
""")
    ips = {3: "113.98.*.*", 11: "27.45.*.*"}
    up = [23, 41, 8, 56, 12, 19, 34, 27, 15, 6, 11, 29, 4]
    down = [2, 5, 0, 3, 7, 4, 1, 0, 2, 0, 1, 1, 0]
    names = {0: "沙发", 1: "板凳", 2: "地板"}
    floors = []
    for n, c in enumerate(cs):
        lou = names.get(n, f"{n + 1}楼")
        ip = f' <span class="pl-ip">[{ips[n]}]</span>' if n in ips else ""
        hf = ""
        if c.parent is not None:
            hf = f'<span class="hf">回复 {c.parent + 1}楼 {esc(cs[c.parent].who)}：</span>'
        floors.append(
            f'<div class="pl-item" id="lou{n + 1}"><div class="pl-tx"><img src="/_avatar/face{(n * 7) % 12}.svg" width="40" height="40" alt=""></div>'
            f'<div class="pl-main"><div class="pl-u"><a class="pl-name" href="/u/{1738200 + n * 37}">{esc(c.who)}</a>{ip}'
            f'<span class="pl-lou">{lou}</span></div>'
            f'<div class="pl-nr"><p>{hf}{esc(c.body)}</p></div>'
            f'<div class="pl-ft"><span class="pl-time">{esc(c.at)}</span><a href="javascript:;" class="ding">顶({up[n]})</a>'
            f'<a href="javascript:;" class="cai">踩({down[n]})</a><a href="javascript:;" class="hf-btn">回复</a>'
            f'<a href="javascript:;" class="jb">举报</a></div></div></div>\n'
        )
    css = (
        "body{margin:0;font:14px/1.7 'Microsoft YaHei','微软雅黑',SimSun,sans-serif;color:#333;background:#f5f5f5}"
        "a{color:#333;text-decoration:none}a:hover{color:#c00}.topbar{background:#2b2b2b;color:#aaa;font-size:12px;height:30px;line-height:30px}"
        ".topbar .w{width:1000px;margin:0 auto}.topbar a{color:#ccc;margin-right:12px}"
        ".logo-row{width:1000px;margin:0 auto;height:80px;display:flex;align-items:center;justify-content:space-between}"
        ".logo-row .logo{font:bold 34px 'Microsoft YaHei';color:#c00}.nav{background:#c00}.nav ul{width:1000px;margin:0 auto;padding:0;list-style:none;display:flex}"
        ".nav a{display:block;color:#fff;padding:0 16px;line-height:38px;font-size:15px}.nav a.cur{background:#900}"
        ".wrap{width:1000px;margin:12px auto;display:flex;gap:20px}.left{width:680px;background:#fff;padding:20px 24px}.right{width:300px}"
        ".pos{font-size:12px;color:#999}.left h1{font-size:26px;line-height:1.4;margin:12px 0}.info{font-size:12px;color:#999;border-bottom:1px solid #eee;padding-bottom:10px}"
        ".info span{margin-right:14px}.zw p{text-indent:2em;font-size:16px;line-height:1.9}.zw .pic{text-align:center;font-size:12px;color:#666;text-indent:0}"
        ".bj{text-align:right;font-size:12px;color:#999}.fx{margin:16px 0;font-size:12px;color:#666}.fx a{display:inline-block;border:1px solid #ddd;padding:2px 8px;margin-left:6px}"
        ".pl-box{margin-top:20px;border-top:2px solid #c00}.pl-hd{display:flex;justify-content:space-between;align-items:center}"
        ".pl-hd h3{font-size:18px;margin:10px 0}.pl-hd em{color:#c00;font-style:normal}.pl-form textarea{width:100%;height:70px;border:1px solid #ccc}"
        ".pl-form .btn{background:#c00;color:#fff;border:0;padding:5px 20px;float:right}.pl-tip{font-size:12px;color:#999;clear:both}"
        ".pl-item{display:flex;gap:12px;border-bottom:1px dashed #ddd;padding:12px 0}.pl-main{flex:1}.pl-name{color:#1f5fa8}"
        ".pl-ip{color:#999;font-size:12px}.pl-lou{float:right;color:#999;font-size:12px}.pl-nr p{margin:6px 0}.hf{color:#999}"
        ".pl-ft{font-size:12px;color:#999}.pl-ft a{margin-left:12px;color:#999}.pl-more{text-align:center;padding:10px;background:#f7f7f7}"
        ".mod{background:#fff;padding:12px 16px;margin-bottom:12px}.mod h4{margin:0 0 8px;font-size:16px;border-left:4px solid #c00;padding-left:8px}"
        ".mod ol{margin:0;padding-left:22px;font-size:13px;line-height:2}.ad{background:#eee;color:#bbb;text-align:center;line-height:250px;font-size:12px;margin-bottom:12px}"
        ".foot{background:#fff;border-top:2px solid #c00;text-align:center;font-size:12px;color:#888;padding:16px 0;line-height:2}"
    )
    body = f"""<body>
<div class="topbar"><div class="w"><a href="/">澜江网首页</a><a href="/m/">手机版</a><a href="/weixin/">微信</a><a href="/bbs/">澜江论坛</a><span style="float:right"><a href="/login">登录</a><a href="/reg">注册</a></span></div></div>
<div class="logo-row"><a class="logo" href="/">澜江网</a><span style="font-size:12px;color:#999">澜江市重点新闻网站 · 2016年5月23日 星期一</span><form action="/search"><input type="text" name="q" placeholder="搜索"> <button>搜索</button></form></div>
<div class="nav"><ul><li><a href="/">首页</a></li><li><a href="/news/" class="cur">本地新闻</a></li><li><a href="/gn/">国内</a></li><li><a href="/house/">房产</a></li><li><a href="/auto/">汽车</a></li><li><a href="/edu/">教育</a></li><li><a href="/health/">健康</a></li><li><a href="/bbs/">论坛</a></li><li><a href="/video/">视频</a></li></ul></div>
<div class="wrap"><div class="left">
<div class="pos">当前位置：<a href="/">首页</a> &gt; <a href="/news/">本地新闻</a> &gt; 正文</div>
<h1>澜江地铁2号线站名方案公示 市民：有的站名太长记不住</h1>
<div class="info"><span>2016-05-23 08:45</span><span>来源：澜江晚报</span><span>记者：刘思远</span><span>字号：<a href="javascript:;">大</a> <a href="javascript:;">中</a> <a href="javascript:;">小</a></span></div>
<div class="zw">
<p>5月22日，市规划局公布了澜江地铁2号线24座车站的站名方案，公示期为15天。记者了解到，此次站名方案经过了为期一个月的全市征集，共收到有效投票两万三千余份。</p>
<p class="pic"><img src="/_avatar/ditie2.svg" width="560" height="315" alt=""><br>2号线线路示意图（市规划局供图）</p>
<p>根据方案，2号线起于江北新城站，止于澜江大学城北门站，全长约29公里。其中“鼓楼东”站拟更名为“文昌阁”站，“钢厂路”站拟更名为“江北新城”站。</p>
<p>方案公布后，不少市民表示，个别站名过长，不便于记忆和报站。也有市民认为，以历史建筑命名车站，有助于保留城市记忆。</p>
<p>市规划局相关负责人表示，站名命名遵循“以地名为主、兼顾历史文化”的原则，公示期间市民可通过电话0000-88216532或电子邮箱提出意见。</p>
<p>据介绍，2号线于2014年开工建设，目前土建工程已完成约七成，计划2019年底开通初期运营。</p>
</div>
<div class="bj">（责任编辑：周婷）</div>
<div class="fx">分享到：<a href="javascript:;">微信</a><a href="javascript:;">新浪微博</a><a href="javascript:;">QQ空间</a><a href="javascript:;">腾讯微博</a></div>
<div class="pl-box" id="pinglun">
<div class="pl-hd"><h3>网友评论</h3><span>已有<em>13</em>条评论，共<em>286</em>人参与</span></div>
<form class="pl-form" action="/pl/post" method="post"><textarea name="content" placeholder="文明上网，理性发言"></textarea><label><input type="checkbox" name="niming" checked> 匿名发表</label> <button class="btn" type="submit">发表</button></form>
<p class="pl-tip">网友评论仅供其表达个人看法，并不表明本网同意其观点或证实其描述。</p>
<div class="pl-list">
{"".join(floors)}</div>
<div class="pl-more"><a href="/pl/list?id=2016052331876">查看全部评论 &gt;&gt;</a></div>
</div>
</div>
<div class="right">
<div class="ad">广告</div>
<div class="mod"><h4>24小时热点</h4>{ranked(["澜江今年新增8所公办幼儿园", "江北大桥夜间封闭施工至6月底", "全市公积金贷款额度上调", "地铁2号线站名方案公示", "高考期间城区禁止夜间施工", "澜江大学城北门将建人行天桥"], "ol", prefix="/news/")}</div>
<div class="mod"><h4>图片新闻</h4><ol><li><a href="/photo/1.html">端午龙舟赛开始训练</a></li><li><a href="/photo/2.html">滨江公园月季盛开</a></li><li><a href="/photo/3.html">老城区雨污分流改造</a></li></ol></div>
<div class="ad">广告</div>
</div></div>
<div class="foot">关于我们 | 广告服务 | 联系我们 | 网站地图 | 违法和不良信息举报<br>澜江网 版权所有 未经书面授权禁止转载 · 互联网新闻信息服务许可证编号：00000000000 · 澜ICP备00000000号</div>
</body>
</html>
"""
    html = (
        head(
            "澜江地铁2号线站名方案公示 市民：有的站名太长记不住",
            "澜江网",
            "zh-CN",
            css,
            published="2016-05-23T08:45:00+08:00",
            author="刘思远",
        )
        + body
    )
    return make(
        "eg-zh-lanjiang-ditie",
        "discussion",
        "zh",
        html,
        cs,
        path="/news/2016-05/23/content_2016052331876.html",
        container="div#pinglun under '网友评论': div.pl-list of flat div.pl-item floors (a.pl-name NAME, an IP on two anonymous ones, span.pl-lou '沙发'/'板凳'/'地板'/'N楼', div.pl-nr > p text, span.pl-time, 顶/踩/回复/举报); a reply's text opens with span.hf '回复 N楼 NAME：'",
        heading="网友评论",
        description="A Chinese city portal of May 2016 (top bar, red section bar, font-size switch, share to WeChat/Weibo/QQ, a post form with '匿名发表', 24-hour hot list, photo news, adverts, licence footer): 13 floors in one flat list in time order, six of them replies that open with '回复 N楼 NAME：' (two deep three times); never says 'comment'.",
    )


# --------------------------------------------------------------------------- ko: a regional paper, 2019


def ko_nieun() -> Case:
    cs = talk("""
a | jjh8**** | 2019.09.03 10:31 | 2019-09-03T10:31:00+09:00 | 72번 없어지면 산단으로 출퇴근하는 사람들은 어떻게 하라는 건가요? 환승 두 번 하면 한 시간 넘게 걸립니다.
b<a | hsol**** | 2019.09.03 10:44 | 2019-09-03T10:44:00+09:00 | 기사 다시 보세요. 72번 대신 산단 순환 급행이 생긴다고 되어 있어요. 배차만 제대로 나오면 오히려 빨라질 수도 있습니다.
c<a | 7788**** | 2019.09.03 11:02 | 2019-09-03T11:02:00+09:00 | 급행이 20분 간격이라던데 출근 시간엔 그걸로 턱도 없어요.
d | kimy**** | 2019.09.03 11:15 | 2019-09-03T11:15:00+09:00 | 중앙시장 앞 정류장이 세 군데로 나뉘어 있어서 어르신들이 많이 헷갈려하셨는데, 하나로 합친다니 그건 잘한 결정이네요.
e | bus0**** | 2019.09.03 11:38 | 2019-09-03T11:38:00+09:00 | 현직 기사입니다. 노선만 바꾸고 기사 충원은 없다는 게 제일 큰 문제입니다. 지금도 휴게시간 없이 왕복하는 노선이 많아요.
f<e | pooh**** | 2019.09.03 11:52 | 2019-09-03T11:52:00+09:00 | 고생 많으십니다. 이런 얘기는 공청회에서 꼭 해주셨으면 좋겠어요.
g | daeh**** | 2019.09.03 12:20 | 2019-09-03T12:20:00+09:00 | 개편안 공청회가 평일 오후 2시라니, 직장인은 오지 말라는 거죠?
h<g | hsol**** | 2019.09.03 12:35 | 2019-09-03T12:35:00+09:00 | 시청 홈페이지에서 10월 4일까지 온라인 의견도 받는다고 합니다.
i<g | mint**** | 2019.09.03 12:51 | 2019-09-03T12:51:00+09:00 | 저도 같은 생각입니다. 퇴근하고 갈 수 있게 저녁에 한 번 더 열어야 해요.
j<g | jjh8**** | 2019.09.03 13:10 | 2019-09-03T13:10:00+09:00 | 온라인으로 의견 낸다고 반영이 될지 모르겠네요. 작년 공영주차장 건도 의견만 받고 원안대로 갔잖아요.
k | sori**** | 2019.09.03 13:47 | 2019-09-03T13:47:00+09:00 | 솔빛마을은 아직도 마을버스 한 대가 한 시간에 한 번 옵니다. 신설 노선에 우리 동네도 좀 넣어주세요.
""")
    good = [41, 17, 9, 33, 88, 12, 52, 20, 7, 15, 26]
    bad = [6, 2, 3, 1, 4, 0, 3, 1, 0, 2, 0]
    items = []
    for n, c in enumerate(cs):
        mark = '<span class="re_mark" aria-label="답글">ㄴ</span> ' if c.parent is not None else ""
        items.append(
            f'<li id="cmt{584120 + n}"><div class="cmt_info">{mark}<strong class="nick">{esc(c.who)}</strong>'
            f'<span class="date">{esc(c.at)}</span></div>'
            f'<p class="cmt_txt">{esc(c.body)}</p>'
            f'<div class="cmt_btn"><button type="button" class="btn_good">공감 <em>{good[n]}</em></button>'
            f'<button type="button" class="btn_bad">비공감 <em>{bad[n]}</em></button>'
            f'<a href="#none" class="btn_reply">답글</a><a href="#none" class="btn_report">신고</a></div></li>\n'
        )
    css = (
        "*{box-sizing:border-box}body{margin:0;font:15px/1.6 'Malgun Gothic','맑은 고딕',dotum,sans-serif;color:#222}"
        "a{color:inherit;text-decoration:none}#header{border-bottom:1px solid #ddd}.hd_top{max-width:1200px;margin:0 auto;display:flex;justify-content:space-between;padding:16px 20px}"
        ".logo{font:800 32px 'Malgun Gothic';color:#0a5c36}.hd_util{font-size:12px;color:#777}.hd_util a{margin-left:10px}"
        "#gnb{background:#0a5c36}#gnb ul{max-width:1200px;margin:0 auto;display:flex;list-style:none;padding:0 20px}#gnb a{display:block;color:#fff;padding:11px 16px;font-weight:700}"
        "#container{max-width:1200px;margin:24px auto;display:flex;gap:40px;padding:0 20px}#content{flex:1;min-width:0}#aside{width:300px}"
        ".art_head .sect{color:#0a5c36;font-weight:700;font-size:13px}.art_head h1{font-size:30px;line-height:1.35;margin:8px 0}"
        ".art_head .sub{font-size:17px;color:#555;border-left:3px solid #0a5c36;padding-left:12px}.art_info{display:flex;justify-content:space-between;font-size:13px;color:#888;border-bottom:1px solid #222;padding:12px 0}"
        ".art_tools button{border:1px solid #ccc;background:#fff;font-size:12px;margin-left:4px}.art_body{font-size:17px;line-height:1.85;margin-top:24px}"
        ".art_body figure{margin:0 0 20px}.art_body figcaption{font-size:13px;color:#777}.copy{font-size:13px;color:#888;margin:20px 0}"
        ".share{display:flex;gap:8px;margin:20px 0}.share a{border:1px solid #ddd;border-radius:20px;padding:4px 14px;font-size:13px}"
        ".cmt_wrap{margin-top:36px;border-top:2px solid #222}.cmt_wrap h3{font-size:18px;margin:14px 0}.cmt_wrap h3 em{color:#0a5c36;font-style:normal}"
        ".cmt_sort{font-size:13px;color:#888}.cmt_sort a.on{color:#222;font-weight:700}.cmt_write{border:1px solid #ddd;padding:12px;margin:12px 0;color:#999;font-size:14px}"
        ".cmt_list{list-style:none;margin:0;padding:0}.cmt_list li{border-bottom:1px solid #eee;padding:14px 4px}.nick{font-size:14px;margin-right:8px}"
        ".date{font-size:12px;color:#999}.re_mark{color:#0a5c36;font-weight:700}.cmt_txt{margin:6px 0}.cmt_btn{font-size:12px;color:#777}"
        ".cmt_btn button{border:1px solid #ddd;background:#fff;font-size:12px;margin-right:4px;padding:2px 8px}.cmt_btn a{margin-left:8px}"
        ".aside_box{margin-bottom:28px}.aside_box h4{font-size:16px;border-bottom:2px solid #0a5c36;padding-bottom:6px;margin:0 0 8px}"
        ".aside_box ol{margin:0;padding-left:20px;font-size:14px;line-height:2}.banner{background:#f2f2f2;color:#aaa;height:250px;display:flex;align-items:center;justify-content:center;font-size:12px;margin-bottom:28px}"
        "#footer{background:#333;color:#aaa;font-size:12px;padding:24px 20px;line-height:1.9}#footer .in{max-width:1200px;margin:0 auto}"
    )
    body = f"""<body>
<div id="header"><div class="hd_top"><a class="logo" href="/">해솔일보</a><div class="hd_util">2019년 09월 03일 (화) <a href="/member/login">로그인</a><a href="/member/join">회원가입</a><a href="/subscribe">구독신청</a></div></div>
<nav id="gnb"><ul><li><a href="/news/list?sc=S1N1">정치·행정</a></li><li><a href="/news/list?sc=S1N2">경제</a></li><li><a href="/news/list?sc=S1N3">사회</a></li><li><a href="/news/list?sc=S1N4">교육</a></li><li><a href="/news/list?sc=S1N5">문화</a></li><li><a href="/news/list?sc=S1N6">스포츠</a></li><li><a href="/news/list?sc=S1N7">오피니언</a></li><li><a href="/news/list?sc=S1N8">포토</a></li></ul></nav></div>
<div id="container"><div id="content">
<div class="art_head"><div class="sect">사회 &gt; 교통</div><h1>해솔시, 시내버스 노선 전면 개편…14개 노선 폐지·8개 신설</h1>
<p class="sub">내년 1월 시행 목표…산단 순환 급행 신설, 중앙시장 정류장 통합 / 이달 25일 시청 대회의실서 공청회</p></div>
<div class="art_info"><span>박지훈 기자 · 입력 2019.09.03 09:40 · 수정 2019.09.03 10:05</span><span class="art_tools"><button type="button">가</button><button type="button">가</button><button type="button">인쇄</button></span></div>
<div class="art_body">
<figure><img src="/_avatar/88412_60233_4012.svg" width="760" height="427" alt=""><figcaption>해솔시외버스터미널 앞 정류장에서 시민들이 버스를 기다리고 있다. /해솔일보 DB</figcaption></figure>
<p>해솔시가 2001년 이후 18년 만에 시내버스 노선을 전면 개편한다. 시는 2일 현재 56개 노선 가운데 14개를 폐지하고 8개를 신설하는 내용의 '시내버스 노선 개편안'을 발표했다.</p>
<p>개편안에 따르면 이용객이 적고 다른 노선과 겹치는 구간이 많은 72번, 73번 등 14개 노선이 폐지된다. 대신 해솔일반산업단지와 도심을 잇는 '산단 순환 급행'을 비롯해 8개 노선이 새로 생긴다.</p>
<p>중앙시장 앞에 세 곳으로 나뉘어 있던 정류장은 한 곳으로 통합된다. 시는 환승 할인 시간을 30분에서 40분으로 늘리는 방안도 함께 검토하고 있다.</p>
<p>시 관계자는 "신도심 인구가 늘면서 기존 노선으로는 수요를 감당하기 어려워졌다"며 "공청회와 온라인 의견 수렴을 거쳐 11월 중 최종안을 확정하겠다"고 말했다.</p>
<p>공청회는 오는 25일 오후 2시 시청 대회의실에서 열린다. 온라인 의견은 10월 4일까지 시청 홈페이지에서 받는다.</p>
</div>
<p class="copy">박지훈 기자 jhpark@haesol-ilbo.example<br>저작권자 © 해솔일보 무단전재 및 재배포 금지</p>
<div class="share"><a href="#none">카카오톡</a><a href="#none">페이스북</a><a href="#none">트위터</a><a href="#none">밴드</a><a href="#none">URL복사</a></div>
<div class="cmt_wrap" id="cmt">
<h3>댓글 <em>11</em></h3>
<div class="cmt_sort"><a href="#none" class="on">최신순</a> | <a href="#none">공감순</a> | <a href="#none">비공감순</a></div>
<div class="cmt_write">로그인 후 댓글을 남길 수 있습니다. 욕설, 비방, 광고성 댓글은 예고 없이 삭제될 수 있습니다.</div>
<ul class="cmt_list">
{"".join(items)}</ul>
</div>
</div>
<aside id="aside">
<div class="banner">광고</div>
<div class="aside_box"><h4>많이 본 뉴스</h4>{ranked(["해솔시, 시내버스 노선 전면 개편…14개 노선 폐지", "추석 연휴 해솔공원묘원 셔틀버스 운행", "해솔고 야구부, 전국대회 첫 4강", "구도심 빈집 정비사업 2단계 착수", "해솔천 산책로 야간 조명 설치"], "ol", prefix="/news/")}</div>
<div class="aside_box"><h4>포토뉴스</h4><ol><li><a href="/photo/1">가을 코스모스 축제 개막</a></li><li><a href="/photo/2">해솔항 전어잡이 한창</a></li></ol></div>
<div class="banner">광고</div>
</aside></div>
<div id="footer"><div class="in">회사소개 | 광고문의 | 기사제보 | 개인정보처리방침 | 청소년보호정책 | 이메일무단수집거부<br>해솔일보 · 등록번호 해솔 아 00000 · 발행인 겸 편집인 정경호 · 청소년보호책임자 이수민<br>Copyright © 2019 해솔일보. All rights reserved.</div></div>
</body>
</html>
"""
    html = (
        head(
            "해솔시, 시내버스 노선 전면 개편…14개 노선 폐지·8개 신설",
            "해솔일보",
            "ko",
            css,
            published="2019-09-03T09:40:00+09:00",
            author="박지훈",
            ld=True,
        )
        + body
    )
    return make(
        "eg-ko-haesol-bus",
        "discussion",
        "ko",
        html,
        cs,
        path="/news/articleView_88412.html",
        container="div#cmt under '댓글 11': ul.cmt_list of flat li entries (strong.nick masked id, span.date, p.cmt_txt, 공감/비공감 counts, 답글/신고); a reply stands right after the comment it answers (or its other replies) with span.re_mark 'ㄴ' before the name, the same markup otherwise",
        heading="댓글 11",
        description="A South Korean regional paper of September 2019 (green section bar, font-size buttons, Kakao/Facebook/Band share buttons, most read, photo news, banners, registration footer): 11 entries by masked ids in one flat list, six replies to three comments marked only by a 'ㄴ' before the name.",
    )


def threads2_eg() -> list[Case]:
    return [zh_floors(), ko_nieun()]
