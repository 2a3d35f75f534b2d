"""Provenance and replay: a WARC 1.1 archive of every visit (the browser's network
exchanges, the DOM snapshots the pipelines saw, a full-page screenshot, the rendered
boxes), and the reading side that replays it offline (comspider replay, reextract,
annotate).

Recording is off unless ``COMSPIDER_ARCHIVE_DIR`` is set (``comspider crawl --archive
DIR``); a failure to record never fails a visit: one log line, a stat, the record left out.
"""
