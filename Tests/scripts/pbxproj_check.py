"""Independent check of an edited project.pbxproj with the PyPI package `pbxproj`.

Usage: python3 pbxproj_check.py PROJECT.pbxproj TARGET FILE GROUP [OTHER_TARGET ...]

Succeeds (exit 0, prints "ok") when the project loads, FILE is compiled by TARGET's Sources build
phase through a file reference that is a child of a group named GROUP, and no OTHER_TARGET
compiles it. Otherwise prints what is wrong and exits 1.
"""
import sys

from pbxproj import XcodeProject


def compiled_paths(project, target_name):
    target = project.get_target_by_name(target_name)
    if target is None:
        raise SystemExit(f"no target named {target_name}")
    paths = {}
    for phase_id in target.buildPhases:
        phase = project.objects[phase_id]
        if phase.isa != "PBXSourcesBuildPhase":
            continue
        for build_file_id in phase.files:
            build_file = project.objects[build_file_id]
            reference = project.objects[build_file.fileRef]
            paths[reference.path] = build_file.fileRef
    return paths


def main():
    path, target, name, group_name, *others = sys.argv[1:]
    project = XcodeProject.load(path)
    compiled = compiled_paths(project, target)
    if name not in compiled:
        raise SystemExit(f"{name} is not in the Sources phase of {target}: {sorted(compiled)}")
    groups = [g for g in project.objects.get_objects_in_section("PBXGroup") if g.get_name() == group_name]
    if not any(compiled[name] in g.children for g in groups):
        raise SystemExit(f"the file reference of {name} is not a child of a group named {group_name}")
    for other in others:
        if name in compiled_paths(project, other):
            raise SystemExit(f"{name} is also compiled by {other}")
    print("ok")


if __name__ == "__main__":
    main()
