#!/usr/bin/env python3
"""Fails when the package's Swift code uses standard-library or Foundation API that is newer
than the Apple platforms Package.swift declares.

On Linux the compiler does not check Apple availability, so this does. Two sources of
"newer" names:
- the toolchain's own module interfaces (Swift, _Concurrency, Synchronization, ...), whose
  declarations carry `@available(macOS X, iOS Y, ...)` even on Linux: every type, function,
  initializer and property that exists only from a version above the declared floor,
  unless an older declaration has the same name and argument labels (then a text search
  cannot tell them apart);
- Scripts/Availability/foundation.txt, a maintained list for Foundation, which ships no
  interface on Linux (one entry a line: a regular expression, the first macOS and iOS
  versions, and a note).
Names in Scripts/Availability/allowed.txt (one regular expression a line, with a reason)
are never reported: false matches, or uses guarded by `if #available`.

The modules Package.swift declares only where Apple's SwiftUI does not exist (`SwiftUI`,
`CoreGraphics`, `Combine`, the preview macros' plugin) and their tests are never built for
an Apple platform, so they are not scanned.

Usage: Scripts/check-availability.py [--list]   (--list prints the names it looks for)
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCANNED = ["Sources", "Examples", "Benchmarks", "Tests"]
NOT_BUILT_FOR_APPLE = ["Sources/SwiftUI", "Sources/CoreGraphics", "Sources/Combine",
                       "Sources/_SwiftUIPreviewMacros", "Tests/SwiftUIModuleTests"]
MODULES = ["Swift", "_Concurrency", "Synchronization", "_StringProcessing", "RegexBuilder",
           "Observation", "Dispatch"]


def declared_floor():
    """The declared minimum macOS and iOS versions, as tuples."""
    text = open(os.path.join(ROOT, "Package.swift")).read()
    floor = {}
    for platform in ("macOS", "iOS"):
        match = re.search(r"\.%s\(\.v(\d+)(?:_(\d+))?\)" % platform, text)
        if not match:
            sys.exit("check-availability: Package.swift declares no .%s platform" % platform)
        floor[platform] = (int(match.group(1)), int(match.group(2) or 0))
    return floor


def interface_dir():
    swiftc = subprocess.run(["which", "swiftc"], capture_output=True, text=True).stdout.strip()
    toolchain = os.path.dirname(os.path.dirname(os.path.realpath(swiftc)))
    return os.path.join(toolchain, "lib", "swift", "linux")


def version(text):
    parts = text.split(".")
    return (int(parts[0]), int(parts[1]) if len(parts) > 1 else 0)


AVAILABLE = re.compile(r"@available\(([^)]*)\)")
DECL = re.compile(
    r"^\s*(?:(?:public|open|final|override|mutating|nonmutating|static|class|"
    r"convenience|required|indirect|@\w+(?:\([^)]*\))?)\s+)*"
    r"(struct|class|enum|protocol|actor|typealias|func|init|var|let|extension)\b\s*"
    r"([A-Za-z_][\w.]*)?(?:<[^>]*>)?\s*(\([^)]*\))?")


def newer_than_floor(attribute, floor):
    """Whether an @available attribute's macOS or iOS version is above the floor; None when
    it names neither."""
    found = None
    for platform in ("macOS", "iOS"):
        match = re.search(r"\b%s (\d+(?:\.\d+)?)" % platform, attribute)
        if match:
            newer = version(match.group(1)) > floor[platform]
            found = newer if found is None else (found or newer)
    return found


def labels(parameters):
    """`(_ x: Int, by y: Int)` → `_:by:`."""
    if not parameters:
        return ""
    inner = parameters[1:-1].strip()
    if not inner:
        return ""
    result = []
    depth = 0
    part = ""
    for character in inner:
        if character in "(<[":
            depth += 1
        elif character in ")>]":
            depth -= 1
        if character == "," and depth == 0:
            result.append(part)
            part = ""
        else:
            part += character
    result.append(part)
    return "".join(p.strip().split(":")[0].split()[0] + ":" for p in result if p.strip())


def member(kind, name, parameters, container, nested, newer):
    """The (key, pattern, is newer) of one declaration, if a text search can find it."""
    first = labels(parameters).split(":")[0]
    if kind in ("struct", "class", "enum", "protocol", "actor", "typealias"):
        if not nested:
            if newer:
                NEWER_TYPES.add(name)
            yield "type " + name, r"\b%s\b" % re.escape(name), newer
        else:
            qualified = container.split(".")[-1] + "." + name
            yield "type " + qualified, r"\b%s\b" % re.escape(qualified), newer
    elif kind == "func" and re.match(r"\w", name):
        if first and first != "_":
            pattern = r"\b%s\s*\(\s*%s\s*:" % (re.escape(name), first)
        else:
            pattern = r"\.%s\s*[({]" % re.escape(name)
        yield "func %s(%s)" % (name, labels(parameters)), pattern, newer
    elif kind == "init" and container and first and first != "_":
        type_name = container.split(".")[-1]
        pattern = r"\b(%s|\.init)\s*\(\s*%s\s*:" % (re.escape(type_name), first)
        yield "init %s(%s)" % (type_name, labels(parameters)), pattern, newer
    elif kind in ("var", "let") and name and container:
        yield "var " + name, r"\.%s\b" % re.escape(name), newer


def interface_declarations(floor):
    """(key, pattern, is_newer) for every declaration of the scanned modules' interfaces."""
    directory = interface_dir()
    for module in MODULES:
        path = os.path.join(directory, module + ".swiftmodule")
        if not os.path.isdir(path):
            continue
        files = [f for f in os.listdir(path)
                 if f.endswith(".swiftinterface") and ".private." not in f]
        if not files:
            continue
        pending = []   # @available attributes waiting for their declaration
        stack = []     # (type name, is newer) of the enclosing declarations
        for line in open(os.path.join(path, files[0])):
            stripped = line.strip()
            if stripped.startswith("#"):
                continue
            pending.extend(AVAILABLE.findall(stripped))
            match = DECL.match(line)
            opened = line.count("{") - line.count("}")
            if match and match.group(1):
                kind, name, parameters = match.group(1), match.group(2) or "", match.group(3)
                flags = [newer_than_floor(a, floor) for a in pending]
                flags = [f for f in flags if f is not None]
                newer = any(flags)
                outer_newer = any(n for _, n in stack)
                container = stack[-1][0] if stack else ""
                if kind == "extension":
                    entry = (name, newer or name.split(".")[-1] in NEWER_TYPES)
                else:
                    if not outer_newer:
                        yield from member(kind, name, parameters, container, bool(stack), newer)
                    entry = (name, newer or outer_newer)
                if opened > 0:
                    stack.append(entry)
                    opened -= 1
                pending = []
            elif stripped and not stripped.startswith("@"):
                pending = []
            while opened > 0:
                stack.append(("", stack[-1][1] if stack else False))
                opened -= 1
            while opened < 0 and stack:
                stack.pop()
                opened += 1


NEWER_TYPES = set()


def newer_names(floor):
    newer = {}
    older = set()
    for key, pattern, is_newer in interface_declarations(floor):
        if is_newer:
            newer.setdefault(key, pattern)
        else:
            older.add(key)
    names = [(key, pattern, "the standard library") for key, pattern in newer.items()
             if key not in older]
    listed = os.path.join(ROOT, "Scripts", "Availability", "foundation.txt")
    for line in open(listed):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        pattern, mac, ios = line.split()[:3]
        if version(mac) > floor["macOS"] or version(ios) > floor["iOS"]:
            names.append(("Foundation " + pattern, pattern, "Foundation (macOS %s)" % mac))
    return names


def allowed():
    path = os.path.join(ROOT, "Scripts", "Availability", "allowed.txt")
    result = []
    for line in open(path):
        line = line.split("#", 1)[0].strip()
        if line:
            result.append(re.compile(line.split()[0]))
    return result


def code_lines(path):
    """The file's lines with comments and string literals blanked out."""
    in_block = False
    for number, line in enumerate(open(path, encoding="utf-8"), 1):
        text = ""
        i = 0
        while i < len(line):
            if in_block:
                end = line.find("*/", i)
                if end < 0:
                    i = len(line)
                else:
                    in_block = False
                    i = end + 2
            elif line.startswith("//", i):
                break
            elif line.startswith("/*", i):
                in_block = True
                i += 2
            elif line[i] == '"':
                end = line.find('"', i + 1)
                while end > 0 and line[end - 1] == "\\":
                    end = line.find('"', end + 1)
                i = len(line) if end < 0 else end + 1
                text += '""'
            else:
                text += line[i]
                i += 1
        yield number, text


def main():
    floor = declared_floor()
    names = newer_names(floor)
    if "--list" in sys.argv:
        for key, pattern, source in sorted(names):
            print("%-60s %s" % (key, pattern))
        return 0
    compiled = [(key, re.compile(pattern), source) for key, pattern, source in names]
    exceptions = allowed()
    problems = 0
    for folder in SCANNED:
        for directory, _, files in os.walk(os.path.join(ROOT, folder)):
            relative = os.path.relpath(directory, ROOT)
            if any(relative == p or relative.startswith(p + os.sep) for p in NOT_BUILT_FOR_APPLE):
                continue
            for name in sorted(files):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(directory, name)
                for number, text in code_lines(path):
                    for key, pattern, source in compiled:
                        match = pattern.search(text)
                        if match and not any(e.search(match.group(0)) for e in exceptions):
                            print("%s:%d: %s is newer than macOS %d.%d / iOS %d.%d in %s" % (
                                os.path.relpath(path, ROOT), number, key,
                                *floor["macOS"], *floor["iOS"], source))
                            problems += 1
    if problems:
        print("check-availability: %d use(s) of API newer than the declared platforms" % problems)
        return 1
    print("check-availability: no API newer than macOS %d.%d / iOS %d.%d (%d names checked)" % (
        *floor["macOS"], *floor["iOS"], len(names)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
