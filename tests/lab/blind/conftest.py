"""The blind sets' shared checks assert outside the test files: pytest rewrites their asserts too, so a failure
shows the values compared, as it would in the test file."""

import pytest

pytest.register_assert_rewrite("tests.lab.blind.blind_set_checks")
