"""A discrete-event simulation of the page queue (``python -m comspider_lab simulate``).

- :mod:`.outlets`: per-outlet comment arrival after the paper's Table IV.
- :mod:`.world`: one random world of articles (arrivals, outlets, comment times, service
  times), drawn with numpy, shared by every policy compared.
- :mod:`.engine`: the event loop, driving the library's own :class:`VisitPolicy`.
- :mod:`.report`: the Markdown tables and the PNG plots.
- :mod:`.run`: the policies compared, run in spawned worker processes.
- :mod:`.cli`: the command's options and output.
"""
