"""Visit timing: when to visit each article so that its comments are there.

The ComCrawler paper's page queuing system (section VII-B):

- :mod:`.visit_policy`: due time = published + T_W(outlet), admission control
  E[S]·L_Q > T_W, revisits; :mod:`.estimator` learns T_W per outlet; :mod:`.service`
  measures E[S];
- :mod:`.planner`: the facade over the policy and the crawl state's page queue
  (:mod:`comspider.state`);
- :mod:`.scheduler`: the Scrapy scheduler that holds article visits until they are due;
- :mod:`.queue_monitor`: queue stats and log lines; :mod:`.feed_poller`: the long-running
  mode that polls the sources again.

The discrete-event simulator of the page queue is in the lab (``comspider_lab.simulation``).
"""
