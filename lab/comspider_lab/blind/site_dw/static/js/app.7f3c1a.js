/* app.7f3c1a.js: the site's script, not needed to read the page */
