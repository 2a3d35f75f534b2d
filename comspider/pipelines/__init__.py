"""Item pipelines: PageItem -> record sections -> comment sections -> CommentItems ->
de-duplication -> emitted CommentItems and one VisitItem. Each stage passes every other
item through untouched."""
