"""comspider's Scrapy downloader middlewares that stand in for Scrapy's own or guard every
request: the network guard, robots.txt, cookies. (The browser's interaction middleware
lives with its stage, in comspider.interaction.)"""
