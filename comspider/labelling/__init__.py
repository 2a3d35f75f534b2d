"""The annotation tool (``comspider annotate``): a local page that shows the recorded
visits of an archive, each snapshot as the pipelines saw it, with an overlay to mark the
comment section, comments, the entry point, or "no comments"; the labels are saved with
their provenance in the rows of the training data (models/data/README.md)."""
