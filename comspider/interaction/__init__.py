"""The interaction: what the browser does inside an article's page, step by step, until its
comments show (consent, scroll, settle, ranked clicks, expansion, comment pages), and the
snapshots it hands to the pipelines."""
