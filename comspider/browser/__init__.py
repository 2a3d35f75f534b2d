"""Browser plumbing: scrapy-playwright's download handler with Debian's Chromium, the
egress proxy and request blocking, a browser context and bounds per visit, the per-site
gate, the bounded shutdown, and the scripts every document gets before its own."""
