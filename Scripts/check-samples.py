#!/usr/bin/env python3
"""Compiles and runs every code sample of the documentation, so none can drift.

Every Markdown file of the repository (README.md, CONTRIBUTING.md, the DocC articles, the
gallery and benchmark pages) is read, and:
- each ```swift block is a complete program, as written in a `main.swift`. It is compiled
  against the package, as one executable target of a scratch package, and run in an empty
  directory in which `Examples/` is the repository's (samples read the photo Examples/Output/photo.png). When
  the block is followed by an ```output block, what the program prints must be exactly
  that. A block that begins `// swift-tools-version` is a package manifest instead: it is
  loaded, with this repository standing in for the package it depends on;
- each ```console block is a transcript: every line `$ command` is run (`shapegen` and
  `HelloApp` are the binaries just built; `swift run [-q] shapegen` and
  `swift run [-q] HelloApp` mean the same) in one empty directory per block,
  and what it prints must be the lines that follow it. `$ swift test` and `$ swift build`
  are not run, and may not be followed by output.

Usage: Scripts/check-samples.py [--keep]   (run after `swift build`; --keep leaves the
scratch package in .build/samples for a look)
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRATCH = os.path.join(ROOT, ".build", "samples")
FENCE = re.compile(r"^```(\w[\w-]*)?[^\n]*\n(.*?)^```[ \t]*$", re.MULTILINE | re.DOTALL)


def markdown_files():
    listed = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard",
                             "*.md"], cwd=ROOT, capture_output=True, text=True, check=True)
    return sorted(name for name in set(listed.stdout.split())
                  if os.path.exists(os.path.join(ROOT, name)))


def blocks(name):
    """(language, code, line, the code of an ```output block right after it or None)."""
    text = open(os.path.join(ROOT, name), encoding="utf-8").read()
    found = list(FENCE.finditer(text))
    for index, match in enumerate(found):
        language = match.group(1) or ""
        line = text.count("\n", 0, match.start()) + 1
        output = None
        if index + 1 < len(found):
            following = found[index + 1]
            between = text[match.end():following.start()]
            if following.group(1) == "output" and not between.strip():
                output = following.group(2)
        yield language, match.group(2), line, output


def fail(message):
    print(message)
    return 1


def check_manifest(where, code):
    directory = tempfile.mkdtemp(prefix="manifest-")
    # The package the manifest depends on is this repository, under the name it has.
    os.symlink(ROOT, os.path.join(directory, "Shapes"))
    code = re.sub(r'\.package\(\s*(?:url:\s*"[^"]*",\s*[^)]*|path:\s*"[^"]*")\)',
                  '.package(path: "Shapes")', code)
    os.makedirs(os.path.join(directory, "Sources", "App"))
    open(os.path.join(directory, "Sources", "App", "main.swift"), "w").write("")
    open(os.path.join(directory, "Package.swift"), "w").write(code)
    result = subprocess.run(["swift", "package", "dump-package"], cwd=directory,
                            capture_output=True, text=True)
    shutil.rmtree(directory, ignore_errors=True)
    if result.returncode != 0:
        return fail("%s: the manifest does not load:\n%s" % (where, result.stderr))
    return 0


def build_programs(programs):
    """Builds every program as a target of one scratch package; the build log on failure."""
    shutil.rmtree(os.path.join(SCRATCH, "Sources"), ignore_errors=True)
    targets = []
    for index, (where, code, _) in enumerate(programs):
        name = "Sample%d" % (index + 1)
        folder = os.path.join(SCRATCH, "Sources", name)
        os.makedirs(folder)
        open(os.path.join(folder, "main.swift"), "w").write("// %s\n%s" % (where, code))
        targets.append(
            '    .executableTarget(name: "%s", dependencies: [.product(name: "ShapeRender", '
            'package: "%s"), .product(name: "Shapes", package: "%s"), '
            '.product(name: "ShapeFonts", package: "%s")]),'
            % (name, os.path.basename(ROOT), os.path.basename(ROOT), os.path.basename(ROOT)))
    manifest = """// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Samples",
  platforms: [.macOS(.v13), .iOS(.v16)],
  dependencies: [.package(path: "%s")],
  targets: [
%s
  ]
)
""" % (ROOT, "\n".join(targets))
    open(os.path.join(SCRATCH, "Package.swift"), "w").write(manifest)
    result = subprocess.run(["swift", "build", "--package-path", SCRATCH],
                            capture_output=True, text=True)
    return result.returncode == 0, result.stdout + result.stderr


def run_program(index, where, expected):
    binary = os.path.join(SCRATCH, ".build", "debug", "Sample%d" % (index + 1))
    directory = tempfile.mkdtemp(prefix="sample-")
    os.symlink(os.path.join(ROOT, "Examples"), os.path.join(directory, "Examples"))
    result = subprocess.run([binary], cwd=directory, capture_output=True, text=True,
                            timeout=120)
    shutil.rmtree(directory, ignore_errors=True)
    if result.returncode != 0:
        return fail("%s: the sample exits %d:\n%s" % (where, result.returncode, result.stderr))
    if expected is not None and result.stdout.rstrip("\n") != expected.rstrip("\n"):
        return fail("%s: the sample prints\n%s\nbut its output block says\n%s" % (
            where, result.stdout, expected))
    return 0


def check_transcript(where, code, shapegen):
    """Runs each `$ command` of a console block and compares what it prints."""
    shims = tempfile.mkdtemp(prefix="shims-")
    os.symlink(shapegen, os.path.join(shims, "shapegen"))
    hello = os.path.join(os.path.dirname(shapegen), "HelloApp")
    if os.path.exists(hello):
        os.symlink(hello, os.path.join(shims, "HelloApp"))
    directory = tempfile.mkdtemp(prefix="transcript-")
    environment = dict(os.environ, PATH=shims + os.pathsep + os.environ["PATH"])
    problems = 0
    steps = re.split(r"^\$ ", code, flags=re.MULTILINE)
    if steps[0].strip():
        problems += fail("%s: a console block starts with a line that is not `$ command`" % where)
    for step in steps[1:]:
        command, _, expected = step.partition("\n")
        if re.match(r"swift (test|build)\b", command):
            if expected.strip():
                problems += fail("%s: `%s` cannot be checked, so show no output" % (where, command))
            continue
        command = re.sub(r"^swift run (?:-q |--quiet )?(shapegen|HelloApp)\b", r"\1", command)
        result = subprocess.run(["bash", "-c", command], cwd=directory, env=environment,
                                capture_output=True, text=True, timeout=120)
        printed = result.stdout + result.stderr
        if printed.rstrip("\n") != expected.rstrip("\n"):
            problems += fail("%s: `$ %s` prints\n%s\nbut the transcript says\n%s" % (
                where, command, printed, expected))
    shutil.rmtree(directory, ignore_errors=True)
    shutil.rmtree(shims, ignore_errors=True)
    return problems


def main():
    shapegen = os.path.join(ROOT, ".build", "debug", "shapegen")
    if not os.path.exists(shapegen):
        return fail("check-samples: build first (swift build): no %s" % shapegen)
    programs, transcripts, problems = [], [], 0
    for name in markdown_files():
        for language, code, line, output in blocks(name):
            where = "%s:%d" % (name, line)
            if language == "swift" and code.startswith("// swift-tools-version"):
                problems += check_manifest(where, code)
            elif language == "swift":
                programs.append((where, code, output))
            elif language == "console":
                transcripts.append((where, code))
    os.makedirs(SCRATCH, exist_ok=True)
    built, log = build_programs(programs)
    if not built:
        print(log)
        return fail("check-samples: a sample does not compile (the log names it: the first "
                    "line of each file in .build/samples/Sources says where it comes from)")
    for index, (where, _, output) in enumerate(programs):
        problems += run_program(index, where, output)
    for where, code in transcripts:
        problems += check_transcript(where, code, shapegen)
    if "--keep" not in sys.argv:
        shutil.rmtree(os.path.join(SCRATCH, "Sources"), ignore_errors=True)
    if problems:
        return fail("check-samples: %d sample(s) to fix" % problems)
    print("check-samples: %d Swift samples compiled and run, %d transcripts checked"
          % (len(programs), len(transcripts)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
