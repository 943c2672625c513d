#!/usr/bin/env python3
"""Trunk post_build hook: writes the service worker into the staged build
with the exact list of files to precache and a build id derived from their
contents. Run by Trunk with TRUNK_STAGING_DIR set (see Trunk.toml)."""

import hashlib
import json
import os
import sys
from pathlib import Path

SKIP = {"sw.js", "embed-example.html"}


def main():
    staging = Path(os.environ.get("TRUNK_STAGING_DIR") or sys.argv[1])
    template = Path(__file__).resolve().parent.parent / "static" / "sw.js"
    files = sorted(
        p.relative_to(staging).as_posix()
        for p in staging.rglob("*")
        if p.is_file() and p.relative_to(staging).as_posix() not in SKIP
    )
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode() + b"\0" + (staging / name).read_bytes())
    build = digest.hexdigest()[:16]
    # "./" is the page itself: navigations are answered from it.
    urls = ["./"] + [name for name in files if name != "index.html"]
    worker = (
        template.read_text()
        .replace("__PARLOUR_BUILD__", build)
        .replace("__PARLOUR_FILES__", json.dumps(urls))
    )
    (staging / "sw.js").write_text(worker)
    print(f"precache: build {build}, {len(urls)} files")


if __name__ == "__main__":
    main()
