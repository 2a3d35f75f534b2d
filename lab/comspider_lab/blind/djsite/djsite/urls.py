from django.urls import include, path, re_path
from django.views.i18n import JavaScriptCatalog
from news import views

urlpatterns = [
    path("_health", views.health),
    path("_commentform/<str:case_id>/", views.comment_form),
    path("comments/", include("django_comments_xtd.urls")),
    path("jsi18n/", JavaScriptCatalog.as_view(), name="javascript-catalog"),
    re_path(r"^(?P<path>.+\.html)$", views.page),
]
