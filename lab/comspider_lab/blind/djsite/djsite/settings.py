"""Settings of the blind set's Django news site: django-comments-xtd on SQLite, loopback only."""

import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = "blind-evaluation-set-not-secret"
DEBUG = False
ALLOWED_HOSTS = ["127.0.0.1", "localhost"]
INSTALLED_APPS = [
    "django.contrib.contenttypes",
    "django.contrib.auth",
    "django.contrib.sessions",
    "django.contrib.sites",
    "django.contrib.staticfiles",
    "django_comments_xtd",
    "django_comments",
    "rest_framework",
    "news",
]
MIDDLEWARE = [
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
]
ROOT_URLCONF = "djsite.urls"
TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
            ]
        },
    }
]
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": os.environ.get("BLIND_DJANGO_DB", str(BASE_DIR / "blind.sqlite3")),
    }
}
USE_I18N = True
USE_TZ = True
TIME_ZONE = "Europe/Amsterdam"
LANGUAGE_CODE = "en"
STATIC_URL = "/static/"
SITE_ID = 1
DEFAULT_AUTO_FIELD = "django.db.models.AutoField"
COMMENTS_APP = "django_comments_xtd"
COMMENTS_XTD_MAX_THREAD_LEVEL = 2
COMMENTS_XTD_CONFIRM_EMAIL = False
COMMENTS_XTD_THREADED_EMAILS = False
EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
COMMENTS_XTD_APP_MODEL_OPTIONS = {
    "default": {
        "who_can_post": "all",
        "allow_flagging": False,
        "allow_feedback": False,
        "show_feedback": False,
    }
}
# The placeholders of the case templates (@@MAIN@@...), filled with the running services' URLs.
BLIND_VALUES = {
    k[len("BLIND_") :]: v for k, v in os.environ.items() if k.startswith("BLIND_") and k != "BLIND_DJANGO_DB"
}
LOGGING = {"version": 1, "disable_existing_loggers": False}
