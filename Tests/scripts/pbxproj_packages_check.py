"""Independent check of a project.pbxproj that links a Swift package product, with PyPI `pbxproj`.

Usage: python3 pbxproj_packages_check.py PROJECT.pbxproj TARGET PRODUCT URL
       python3 pbxproj_packages_check.py PROJECT.pbxproj TARGET PRODUCT URL --absent

Succeeds (exit 0, prints "ok") when the project loads and TARGET links PRODUCT of the package at
URL: a product dependency in its packageProductDependencies naming a package reference (with that
repositoryURL, listed in the project's packageReferences) and a build file with that productRef
in its Frameworks phase. With --absent, when the project loads and TARGET links no such product.
"""
import sys

from pbxproj import XcodeProject


def linked(project, target_name, product, url):
    target = project.get_target_by_name(target_name)
    if target is None:
        raise SystemExit(f"no target named {target_name}")
    root = project.objects[project.rootObject]
    references = [project.objects[i] for i in root["packageReferences"] or []] if "packageReferences" in root else []
    for dependency_id in target["packageProductDependencies"] or [] if "packageProductDependencies" in target else []:
        dependency = project.objects[dependency_id]
        if dependency.productName != product:
            continue
        package = project.objects[dependency.package]
        if package not in references or package.repositoryURL != url:
            raise SystemExit(f"{product} names a package reference that is not {url} in packageReferences")
        for phase_id in target.buildPhases:
            phase = project.objects[phase_id]
            if phase.isa != "PBXFrameworksBuildPhase":
                continue
            if any(project.objects[f]["productRef"] == dependency_id for f in phase.files if "productRef" in project.objects[f]):
                return True
        raise SystemExit(f"{product} is a product dependency of {target_name} but no Frameworks build file links it")
    return False


def main():
    path, target, product, url, *flags = sys.argv[1:]
    project = XcodeProject.load(path)
    found = linked(project, target, product, url)
    if found == ("--absent" in flags):
        raise SystemExit(f"{target} {'still links' if found else 'does not link'} {product}")
    print("ok")


if __name__ == "__main__":
    main()
