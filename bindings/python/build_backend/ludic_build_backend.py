"""A minimal PEP 517 / PEP 660 build backend for the pure-Python module ludic.

It writes a py3-none-any wheel (the package directory ludic/ and its
metadata), an sdist, or an editable wheel (a .pth file pointing at this
directory), using only the standard library: `pip install ./bindings/python`
then needs no package index. Metadata comes from pyproject.toml's [project]
table (name, version, description, requires-python, readme).
"""

import base64
import hashlib
import io
import os
import re
import tarfile
import time
import zipfile

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGE = "ludic"


def _project():
    """The [project] table's string values (tomllib when present, else simple key = "value" lines)."""
    with open(os.path.join(HERE, "pyproject.toml"), "rb") as f:
        raw = f.read()
    try:
        import tomllib

        return tomllib.loads(raw.decode())["project"]
    except ImportError:  # Python < 3.11
        table, section = {}, None
        for line in raw.decode().splitlines():
            head = re.match(r"\s*\[([^\]]+)\]", line)
            if head:
                section = head.group(1).strip()
            elif section == "project":
                kv = re.match(r'\s*([A-Za-z-]+)\s*=\s*"([^"]*)"', line)
                if kv:
                    table[kv.group(1)] = kv.group(2)
        return table


def _metadata():
    p = _project()
    lines = [
        "Metadata-Version: 2.1",
        f"Name: {p['name']}",
        f"Version: {p['version']}",
        f"Summary: {p.get('description', '')}",
        f"Requires-Python: {p.get('requires-python', '>=3')}",
    ]
    readme = p.get("readme")
    body = ""
    if readme:
        lines.append("Description-Content-Type: text/markdown")
        with open(os.path.join(HERE, readme), encoding="utf-8") as f:
            body = "\n" + f.read()
    return p["name"], p["version"], "\n".join(lines) + "\n" + body


def _package_files():
    """Paths (relative to HERE) of the package's files, sorted: the .py files of ludic/."""
    found = []
    for root, dirs, files in os.walk(os.path.join(HERE, PACKAGE)):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for name in sorted(files):
            if name.endswith(".py"):
                found.append(os.path.relpath(os.path.join(root, name), HERE))
    return found


def _record_line(arcname, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{arcname},sha256={digest},{len(data)}"


def _write_wheel(directory, contents):
    """A wheel in `directory` holding `contents` (arcname -> bytes) plus its metadata; its name."""
    name, version, metadata = _metadata()
    dist_info = f"{name}-{version}.dist-info"
    wheel = f"{name}-{version}-py3-none-any.whl"
    contents = dict(contents)
    contents[f"{dist_info}/METADATA"] = metadata.encode()
    contents[f"{dist_info}/WHEEL"] = (
        "Wheel-Version: 1.0\nGenerator: ludic_build_backend\nRoot-Is-Purelib: true\n"
        "Tag: py3-none-any\n"
    ).encode()
    record = [_record_line(a, d) for a, d in contents.items()] + [f"{dist_info}/RECORD,,"]
    contents[f"{dist_info}/RECORD"] = ("\n".join(record) + "\n").encode()
    with zipfile.ZipFile(os.path.join(directory, wheel), "w", zipfile.ZIP_DEFLATED) as z:
        for arcname, data in contents.items():
            info = zipfile.ZipInfo(arcname, date_time=(2020, 1, 1, 0, 0, 0))
            info.external_attr = 0o644 << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, data)
    return wheel


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def get_requires_for_build_editable(config_settings=None):
    return []


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    contents = {}
    for rel in _package_files():
        with open(os.path.join(HERE, rel), "rb") as f:
            contents[rel.replace(os.sep, "/")] = f.read()
    return _write_wheel(wheel_directory, contents)


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    # a .pth line adds this directory to sys.path: `import ludic` finds the sources here
    return _write_wheel(wheel_directory, {f"_{PACKAGE}_editable.pth": (HERE + "\n").encode()})


def build_sdist(sdist_directory, config_settings=None):
    name, version, metadata = _metadata()
    base = f"{name}-{version}"
    files = ["pyproject.toml", "README.md", "build_backend/ludic_build_backend.py"]
    files += _package_files()
    path = os.path.join(sdist_directory, base + ".tar.gz")
    with tarfile.open(path, "w:gz", format=tarfile.PAX_FORMAT) as tar:
        for rel in files:
            tar.add(os.path.join(HERE, rel), arcname=f"{base}/{rel}")
        info = tarfile.TarInfo(f"{base}/PKG-INFO")
        data = metadata.encode()
        info.size, info.mtime, info.mode = len(data), int(time.time()), 0o644
        tar.addfile(info, io.BytesIO(data))
    return base + ".tar.gz"
