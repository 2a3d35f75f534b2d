"""Site wrappers: the pages of a site grouped by template (structure and style, after
Gowda and Mattmann), and per template a wrapper learnt from one page where the full
method found enough comments (where the comment section is, what its records look like,
where their fields are), tried first on the template's next pages."""
