"""Reading the fields of a comment section's records: one module per field (author, date,
votes, text, ids, parent, the markup's own ids and links), and the slots they are read at."""
