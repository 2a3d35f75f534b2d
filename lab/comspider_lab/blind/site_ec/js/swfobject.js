/* the site's script (not saved) */
