import Foundation

/// Where the test fixtures live on disk, found from this source file's path.
///
/// The tests may be compiled from a copy of the package whose files are symlinks into the
/// repository, so the path is resolved first and then walked up to the repository root.
package enum FixturePaths {
    /// The repository: the nearest folder above this file holding `Package.swift` and `registry`.
    package static let repositoryRoot: URL = {
        let manager = FileManager.default
        var folder = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
        while folder.path != "/" {
            let hasManifest = manager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
            let hasRegistry = manager.fileExists(atPath: folder.appendingPathComponent("registry").path)
            if hasManifest, hasRegistry { return folder }
            folder = folder.deletingLastPathComponent()
        }
        fatalError("No folder with Package.swift and registry above \(#filePath)")
    }()

    /// The fixture at `relative` inside `Tests/Fixtures`.
    package static func fixture(_ relative: String) -> URL {
        repositoryRoot.appendingPathComponent("Tests/Fixtures").appendingPathComponent(relative)
    }

    /// The foundation of the repository's registry (`registry/foundation/PieceMotion.swift`), which
    /// every real piece is synced against: the one file a test reads or copies when it needs the real
    /// foundation (`TemporaryFolder.registry()` makes a registry of it).
    package static let registryFoundation = repositoryRoot.appendingPathComponent(
        "registry/foundation/PieceMotion.swift")

    /// The small foundation of the fixture registries (six sections: core, roles, velocity, …), for a
    /// test that needs a foundation but not the real one's size. The registries under `Tests/Fixtures`
    /// that hold it keep a copy each, since a registry is read in place and never through a link
    /// leading out of it.
    package static let foundation = fixture("registries/minimal/foundation/Motion.swift")

    /// The independent check of an edited project: PyPI `pbxproj` loads it and finds the file in
    /// the target (`Tests/scripts/pbxproj_check.py`, usage in its docstring).
    package static let pbxprojCheck = repositoryRoot.appendingPathComponent("Tests/scripts/pbxproj_check.py")
    /// The same for platform filters: PyPI `pbxproj` loads the project and reads the filters of a
    /// piece's build file or exception set (`Tests/scripts/pbxproj_filters_check.py`).
    package static let pbxprojFiltersCheck = repositoryRoot.appendingPathComponent(
        "Tests/scripts/pbxproj_filters_check.py")
    /// The same for Swift packages: PyPI `pbxproj` loads the project and reads a target's package
    /// products (`Tests/scripts/pbxproj_packages_check.py`).
    package static let pbxprojPackagesCheck = repositoryRoot.appendingPathComponent(
        "Tests/scripts/pbxproj_packages_check.py")
}
