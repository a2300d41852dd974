#!/usr/bin/env python3
"""Fails when a Markdown file of the repository links outside it: every link must be a
relative path to a file or folder that exists in the repository (an anchor may follow).

DocC's own links (``Symbol`` and <doc:Article>) are checked by Scripts/build-docs.sh, which
fails on any warning.

Usage: Scripts/check-links.py
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# [text](target), ![alt](target), <img src="target">, <a href="target">, [name]: target
LINK = re.compile(
    r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)"
    r"|(?:src|href)=\"([^\"]+)\""
    r"|^\s*\[[^\]]+\]:\s*(\S+)", re.MULTILINE)
BARE_ADDRESS = re.compile(r"<(?:https?|ftp|mailto):[^>]+>|\b(?:https?|ftp)://\S+")


def markdown_files():
    listed = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard",
                             "*.md"], cwd=ROOT, capture_output=True, text=True, check=True)
    return sorted(set(listed.stdout.split()))


def without_code(text):
    """The text with fenced code blocks and inline code blanked, keeping line numbers."""
    text = re.sub(r"^(```|~~~).*?^\1", lambda m: "\n" * m.group(0).count("\n"), text,
                  flags=re.MULTILINE | re.DOTALL)
    return re.sub(r"`[^`\n]*`", "``", text)


def main():
    problems = []
    for name in markdown_files():
        path = os.path.join(ROOT, name)
        if not os.path.exists(path):
            continue
        text = without_code(open(path, encoding="utf-8").read())
        for match in LINK.finditer(text):
            target = next(group for group in match.groups() if group)
            line = text.count("\n", 0, match.start()) + 1
            where = "%s:%d: %s" % (name, line, target)
            if re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:", target) and not target.startswith("doc:"):
                problems.append(where + " points outside the repository")
                continue
            if target.startswith("doc:") or target.startswith("#"):
                continue
            file_part = target.split("#", 1)[0]
            resolved = os.path.normpath(os.path.join(os.path.dirname(path), file_part))
            if os.path.isabs(file_part) or not resolved.startswith(ROOT + os.sep):
                problems.append(where + " resolves outside the repository")
            elif not os.path.exists(resolved):
                problems.append(where + " names no file of the repository")
        # Addresses written out, outside any link.
        text = LINK.sub(lambda m: "\n" * m.group(0).count("\n"), text)
        for match in BARE_ADDRESS.finditer(text):
            line = text.count("\n", 0, match.start()) + 1
            problems.append("%s:%d: %s points outside the repository" % (name, line, match.group(0)))
    for problem in problems:
        print(problem)
    if problems:
        print("check-links: %d link(s) to fix" % len(problems))
        return 1
    print("check-links: every link of %d Markdown files stays in the repository"
          % len(markdown_files()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
