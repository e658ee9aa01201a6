"""Hand-worked tests on synthetic designs (issue 16): each test mounts items
on a bare unit built from design facts (tests/design_factories.py) and
checks the Battle Value, Alpha Strike card and validation outcome worked
out by hand from the rules text in its docstring.  ``@pytest.mark.covers``
names the catalog ids (or component rows, ``kind:id``) a test works out;
tools/coverage.py counts them in docs/coverage.md."""

