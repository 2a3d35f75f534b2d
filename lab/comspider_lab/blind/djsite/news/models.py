from django.db import models


class Article(models.Model):
    """One article of a case: the object its comments are attached to."""

    slug = models.SlugField(max_length=80, unique=True)
    title = models.CharField(max_length=300)
    path = models.CharField(max_length=300)

    def __str__(self) -> str:
        return self.title

    def get_absolute_url(self) -> str:
        return self.path
