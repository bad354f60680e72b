"""Schemathesis hooks for every run of scripts/fuzz.py.

Hypothesis names a filtered strategy by parsing the source of the module its filter lambda lives in
(`lambda_sources.lambda_description`). On CPython before 3.11.8 and 3.12.2 that `ast.parse` of
Schemathesis's largest module can fail with `SystemError: AST constructor recursion depth mismatch`
(python/cpython#106905) depending on how deep the call stack is when it runs, which Schemathesis
reports as an error of whichever operation generated first. The name is only a description: when
it cannot be made, a generic one is used and the test goes on.
"""

from hypothesis.internal import lambda_sources

_describe = lambda_sources.lambda_description


def _lambda_description(f):
    try:
        return _describe(f)
    except SystemError:
        return "lambda: <source not parsed>"


lambda_sources.lambda_description = _lambda_description
