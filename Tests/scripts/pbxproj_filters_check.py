"""Independent check of the platform filters in an edited project.pbxproj, with PyPI's `pbxproj`.

Usage: python3 pbxproj_filters_check.py PROJECT.pbxproj TARGET PATH PLATFORMS

PATH is a file name (a classic target: the build file of TARGET's Sources phase whose file
reference has that path) or a path inside a synchronized folder (an entry of TARGET's
PBXFileSystemSynchronizedBuildFileExceptionSet `platformFiltersByRelativePath`). PLATFORMS is the
comma-separated filter list expected (`ios`), or `-` for "no filter at all". Prints "ok" and exits
0 when the project loads and the filter is as expected; otherwise says what is wrong, exit 1.
"""
import sys

from pbxproj import XcodeProject


def classic_filters(project, target, name):
    for phase_id in target.buildPhases:
        phase = project.objects[phase_id]
        if phase.isa != "PBXSourcesBuildPhase":
            continue
        for build_file_id in phase.files:
            build_file = project.objects[build_file_id]
            if project.objects[build_file.fileRef].path == name:
                return True, list(build_file["platformFilters"]) if "platformFilters" in build_file else None
    return False, None


def synchronized_filters(project, target_id, path):
    for exception in project.objects.get_objects_in_section("PBXFileSystemSynchronizedBuildFileExceptionSet"):
        if exception.target != target_id or "platformFiltersByRelativePath" not in exception:
            continue
        filters = exception.platformFiltersByRelativePath
        if path in filters:
            return list(filters[path])
    return None


def main():
    path, target_name, name, expected = sys.argv[1:]
    project = XcodeProject.load(path)
    target = project.get_target_by_name(target_name)
    if target is None:
        raise SystemExit(f"no target named {target_name}")
    found, filters = classic_filters(project, target, name)
    if not found:
        filters = synchronized_filters(project, target.get_id(), name)
    wanted = None if expected == "-" else expected.split(",")
    if filters != wanted:
        raise SystemExit(f"{name} in {target_name}: platform filters {filters}, expected {wanted}")
    print("ok")


main()
