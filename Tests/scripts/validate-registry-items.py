"""Validates a folder written by `pieces build --items` against a draft-07 registry-item schema.

usage: validate-registry-items.py SCHEMA FOLDER
Exit 0 when every <Name>.json and every index.json entry is valid, 1 with the errors otherwise,
2 when the `jsonschema` module is not installed (the test then skips, saying so).
"""
import json
import pathlib
import sys

try:
    import jsonschema
except ImportError:
    print("the Python module jsonschema is not installed (pip install jsonschema)")
    sys.exit(2)

schema = json.loads(pathlib.Path(sys.argv[1]).read_text())
validator = jsonschema.Draft7Validator(schema, format_checker=jsonschema.FormatChecker())
folder = pathlib.Path(sys.argv[2])
documents = [(path.name, json.loads(path.read_text())) for path in sorted(folder.glob("*.json")) if path.name != "index.json"]
index = json.loads((folder / "index.json").read_text())
documents += [("index.json[%d]" % number, entry) for number, entry in enumerate(index)]
errors = [
    "%s: %s at %s" % (name, error.message, "/".join(str(part) for part in error.path))
    for name, document in documents
    for error in validator.iter_errors(document)
]
print("\n".join(errors) if errors else "%d documents valid" % len(documents))
sys.exit(1 if errors else 0)
